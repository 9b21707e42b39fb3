"""Table mode's safety, against the real app on 127.0.0.1: secrets, one seat per secret, one deck, bounds."""

from __future__ import annotations

import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.ui.conftest import FOUR
from tests.ui.table_app import TableApp
from tests.ws_client import HandshakeRefused, SeatClient


@pytest.fixture(scope="module")
def table_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TableApp]:
    folder = tmp_path_factory.mktemp("table")
    with Store(folder / "store.sqlite3") as store:
        store.create(Session("Table night", tuple(FOUR), "classic-1-6"))
    app = TableApp(folder)
    app.start()
    yield app
    app.kill()


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return int(response.status)
    except urllib.error.HTTPError as e:
        return int(e.code)


def seat_message(rows: tuple[str, str, str], seq: int = 1, **extra: Any) -> dict[str, Any]:
    return {"type": "set", "seq": seq, "hand": 1, "rows": dict(zip(("front", "middle", "back"), rows, strict=True)),
            "surrender": False, "natural": None, "ready": False, **extra}


def test_a_wrong_or_missing_secret_gets_403_and_is_logged(table_app: TableApp) -> None:
    base = f"http://127.0.0.1:{table_app.port}"
    secret = table_app.secret("P1")
    assert status(f"{base}/seat?k={secret}") == 200
    assert status(f"{base}/table.js?k={secret}") == 200
    wrong = secret[:-1] + ("A" if secret[-1] != "A" else "B")
    for path in ("/seat", f"/seat?k={wrong}", "/seat?k=", "/table.js", f"/table.css?k={wrong}"):
        assert status(base + path) == 403, path
    assert status(f"{base}/pyproject.toml?k={secret}") == 404  # no other file is served, secret or not
    assert status(f"{base}/../ui/app.py?k={secret}") == 404
    for bad in (None, wrong, ""):
        with pytest.raises(HandshakeRefused, match="403 Forbidden"):
            SeatClient(table_app.port, bad)
    log = (table_app.folder / "app-stderr.txt").read_text(encoding="utf-8")
    assert log.count("wrong or missing seat secret") >= 8


def test_a_seat_writes_only_its_own_cards(table_app: TableApp) -> None:
    """A seat's answer reads its own rows only (a card two seats claim is found once all are ready:
    tests/ui/test_hostile_table.py); naming another seat is refused."""
    p1 = SeatClient(table_app.port, table_app.secret("P1"))
    p2 = SeatClient(table_app.port, table_app.secret("P2"))
    try:
        p1.send(seat_message(FOUR["P1"]))
        state = p1.receive()
        assert state["seat"] == "P1" and state["check"]["complete"] is True
        assert state["check"]["rows"]["middle"]["name"] == "Two pair, nines and fours"

        p2.send(seat_message(("As Kc 6d", "", "")))  # As is P1's too: nothing says so before all are ready
        state = p2.receive()
        assert state["seat"] == "P2"
        assert state["check"]["rows"]["front"]["cards"] == ["As", "Kc", "6d"]
        assert state["check"]["refused"] == [] and state["notes"] == []
        assert state["text"]["front"] == "As Kc 6d"

        p1.send(seat_message(("", "", "2s 2h 2d 7h 7c"), seq=2, seat="P2"))  # naming another seat is refused
        assert p1.receive() == {"type": "error", "error": "the message has a field a seat may not send: 'seat'"}
        p2.send({**seat_message(("Kc 6d", "", "")), "type": "hello", "seq": 2})
        state = p2.receive()
        assert state["text"] == {"front": "Kc 6d", "middle": "", "back": ""}  # the page's copy, of this deal
    finally:
        p1.close()
        p2.close()


def test_only_the_current_hand_takes_input_and_messages_are_bounded(table_app: TableApp) -> None:
    p3 = SeatClient(table_app.port, table_app.secret("P3"))
    try:
        p3.send(seat_message(FOUR["P3"], hand=7, deal="an-old-deal"))
        state = p3.receive()
        assert state["notes"] == ["hand 7 is over: this is hand 1"]
        assert state["text"] == {"front": "", "middle": "", "back": ""}
        p3.send(seat_message(("Qc " * 40, "", "")))
        assert p3.receive() == {"type": "error", "error": "the front must be text of at most 80 characters"}
        p3.send("not json")
        assert p3.receive() == {"type": "error", "error": "the message is not JSON"}
        p3.send({"type": "set", "seq": 1, "hand": 1, "rows": {"front": "Qc " * 800}})
        with pytest.raises(ConnectionError):  # more than 2 KB in one message: the socket is closed
            p3.receive()
    finally:
        p3.close()
