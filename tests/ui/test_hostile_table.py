"""Table mode against a cheating player and a noisy Wi-Fi (issue 28): real sockets on 127.0.0.1 only.

The real app runs in its own process (``--table``, CHINESE_POKER_TABLE_HOST=127.0.0.1). A player attacks
with nothing but their own seat's secret; a stranger with no secret at all, from other loopback addresses
(127.0.0.2-127.0.0.5 reach the same 127.0.0.1 server, as other machines on the Wi-Fi would). Every loop is
bounded in count; every wait is bounded by a socket time-out; nothing asserts how long anything took.
The laptop's own side (a stale Ready, kill -9, the 1366x768 screen) is in test_hostile_laptop.py.
"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.ui.conftest import FOUR
from tests.ui.table_app import TableApp
from tests.ws_client import HandshakeRefused, SeatClient

ROWS = ("front", "middle", "back")
DECK = [r + s for s in "shdc" for r in "23456789TJQKA"]
STRANGER = "127.0.0.2"


@pytest.fixture
def table_app(tmp_path: Path) -> Iterator[TableApp]:
    """P1-P4 under classic 1-6, the real app in table mode on 127.0.0.1 (auto-score off)."""
    with Store(tmp_path / "store.sqlite3") as store:
        store.create(Session("Table night", tuple(FOUR), "classic-1-6"))
    app = TableApp(tmp_path)
    app.start()
    yield app
    app.kill()


def seat(rows: tuple[str, str, str], seq: int, **extra: Any) -> dict[str, Any]:
    """A phone's whole seat, as the page sends it (the client adds the deal it joined)."""
    return {"type": "set", "seq": seq, "hand": 1, "rows": dict(zip(ROWS, rows, strict=True)), "surrender": False,
            "natural": None, "ready": False, **extra}


def answer(client: SeatClient, message: dict[str, Any] | str) -> dict[str, Any]:
    """Send, and take the next message: the answer itself, since messages arrive in order and no push came first."""
    client.send(message)
    got = client.receive()
    if isinstance(message, dict) and got.get("type") == "state":
        assert got["seq"] == message["seq"], f"a message came before the answer: {got}"
    return got


def get(port: int, target: str, *, source: str = "127.0.0.1", host: str = "", origin: str = "",
        sock: socket.socket | None = None) -> int:
    """One HTTP request's status, or 0 when the connection was refused, reset or closed without an answer."""
    try:
        sock = sock or socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0))
        with sock:
            extra = f"Origin: {origin}\r\n" if origin else ""
            sock.sendall(f"GET {target} HTTP/1.1\r\nHost: {host or f'127.0.0.1:{port}'}\r\n{extra}\r\n".encode())
            head = sock.recv(4096)
    except OSError:
        return 0
    return int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/1.1 ") else 0


def stderr_of(app: TableApp) -> str:
    return (app.folder / "app-stderr.txt").read_text(encoding="utf-8")


# -- 1. privacy: no answer depends on another seat's cards before every seat is ready ---------------------------


def test_no_answer_to_a_seat_depends_on_another_seats_cards(table_app: TableApp) -> None:
    """Ann probes every card of the deck, before and after Bob sets his 13: she is told exactly the same."""
    ann = SeatClient(table_app.port, table_app.secret("P1"))
    bob = SeatClient(table_app.port, table_app.secret("P2"))
    try:
        probes = [seat((" ".join(DECK[i:i + 3]), " ".join(DECK[i + 3:i + 8]), " ".join(DECK[i + 8:i + 13])), n + 1)
                  for n, i in enumerate(range(0, 52, 13))]
        probes.append(seat(("".join(DECK[:20]), "".join(DECK[20:36]), "".join(DECK[36:])), 5))  # all 52 at once
        before = [answer(ann, probe) for probe in probes]
        answer(ann, seat(("", "", ""), 6))  # Ann lets go of every card before Bob sets his
        bob_state = answer(bob, seat(FOUR["P2"], 1))
        assert bob_state["check"]["complete"] is True and bob_state["ready"] is False
        after = [answer(ann, probe) for probe in probes]
        assert after == before
        assert [a["check"]["refused"] for a in after[:4]] == [[]] * 4  # no card is "used in another hand"
        assert all(a["notes"] == [] for a in after[:4])
    finally:
        ann.close()
        bob.close()


def test_a_card_claimed_twice_is_found_when_the_last_seat_is_ready_and_told_to_those_seats_only(
        table_app: TableApp) -> None:
    """P4 sets P1's A♠: nothing is said until the last Ready, then P1 and P4 (only) are told and are not ready."""
    phones = {name: SeatClient(table_app.port, table_app.secret(name)) for name in FOUR}
    p4_rows = ("As 6s 5d", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c")  # P4's 2c swapped for P1's As
    try:
        for name in ("P1", "P2", "P3"):
            assert answer(phones[name], seat(FOUR[name], 1, ready=True))["ready"] is True
        state = answer(phones["P4"], seat(p4_rows, 1))
        assert state["check"]["complete"] is True and state["check"]["refused"] == [] and state["notes"] == []
        state = answer(phones["P4"], seat(p4_rows, 2, ready=True))  # the last Ready: now the table is checked
        told = "As is also in {}'s hand: one deck has each card once. Check your cards and press Ready again"
        assert state["ready"] is False and state["notes"] == [told.format("P1")]
        pushed = phones["P1"].receive()
        assert pushed["ready"] is False and pushed["notes"] == [told.format("P4")]
        for name in ("P2", "P3"):  # not involved: nothing was pushed, still ready, nothing to read
            hello = {**seat(FOUR[name], 7, ready=True), "type": "hello"}  # as the page says it on reconnecting
            state = answer(phones[name], hello)
            assert state["ready"] is True and state["notes"] == []
        assert table_app.hand_count() == 0

        fixed = answer(phones["P4"], seat(FOUR["P4"], 3, ready=True))  # P4 puts 2c back; P1 is ready again
        assert fixed["ready"] is True and fixed["notes"] == []
        assert answer(phones["P1"], seat(FOUR["P1"], 2, ready=True))["notes"] == []
    finally:
        for phone in phones.values():
            phone.close()


# -- 2. a seat never holds more than its 13 cards ------------------------------------------------------------------


def test_a_seat_never_holds_more_than_its_13_cards(table_app: TableApp) -> None:
    """Ann's 39-card front is refused whole and holds nothing; so is a row that is not cards. Cy can place 2c."""
    ann = SeatClient(table_app.port, table_app.secret("P1"))
    cy = SeatClient(table_app.port, table_app.secret("P3"))
    try:
        hoard = "".join(DECK[:39])  # 2s…Ah 2h…Ad 2d…Ad: 78 characters, under the 80 a row may have
        state = answer(ann, seat((hoard, "", ""), 1))
        assert state["notes"] == ["the front holds 3 cards, not 39"]
        assert state["text"] == {"front": "", "middle": "", "back": ""} and state["check"]["count"] == 0
        state = answer(ann, seat(("Qs Js", "9s 9d 4h 4c 7s", ""), 2))
        assert state["check"]["count"] == 7
        state = answer(ann, seat(("Qs Js 7x", "9s 9d 4h 4c 7s", "2c 3c 4c 5c 6c 7c"), 3))  # two bad rows
        assert state["notes"] == ["front: card 3 '7x' cannot be read: 'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)",
                                  "the back holds 5 cards, not 6"]
        assert state["text"] == {"front": "Qs Js", "middle": "9s 9d 4h 4c 7s", "back": ""}  # as held before
        assert state["check"]["count"] == 7
        assert answer(cy, seat(("2c 3d 4s", "", ""), 1))["check"]["rows"]["front"]["cards"] == ["2c", "3d", "4s"]
    finally:
        ann.close()
        cy.close()


# -- 3. strangers cannot starve the seated phones -------------------------------------------------------------------


def test_half_requests_time_out_and_cannot_lock_the_phones_out(table_app: TableApp) -> None:
    """Slowloris: 48 connections each send half a request line and wait. Phones still load and play."""
    idle = []
    try:
        for _ in range(48):
            sock = socket.create_connection(("127.0.0.1", table_app.port), timeout=30, source_address=(STRANGER, 0))
            sock.sendall(b"GET /seat?k=")
            idle.append(sock)
        secret = table_app.secret("P1")
        assert get(table_app.port, f"/seat?k={secret}") == 200
        phone = SeatClient(table_app.port, secret)
        assert answer(phone, seat(FOUR["P1"], 1))["check"]["complete"] is True
        phone.close()
        try:
            closed = idle[0].recv(1) == b""  # the server drops a head that does not come (blocks until it does)
        except ConnectionResetError:
            closed = True
        assert closed
    finally:
        for sock in idle:
            sock.close()


def test_one_address_holds_at_most_16_unanswered_connections(table_app: TableApp) -> None:
    """20 silent connections from one address: the 17th to 20th are closed at once, the first 16 answered."""
    opened = [socket.create_connection(("127.0.0.1", table_app.port), timeout=30, source_address=("127.0.0.3", 0))
              for _ in range(20)]
    secret = table_app.secret("P2")
    statuses = [get(table_app.port, f"/table.css?k={secret}", sock=sock) for sock in opened]
    assert statuses == [200] * 16 + [0] * 4


def _flood(port: int, target: str, source: str, count: int, seen: list[int], first_429: threading.Event,
           stop: threading.Event) -> None:
    for _ in range(count):
        if stop.is_set():
            return
        status = get(port, target, source=source)
        seen.append(status)
        if status == 429:
            first_429.set()


def test_strangers_flooding_cannot_starve_the_seated_phones(table_app: TableApp) -> None:
    """Four loops ask for /nothing (the issue's flood, from the phones' own address): phones still get 200."""
    seen: list[int] = []
    first_429, stop = threading.Event(), threading.Event()
    loops = [threading.Thread(target=_flood, args=(table_app.port, "/nothing", "127.0.0.1", 400, seen, first_429,
                                                   stop)) for _ in range(4)]
    for loop in loops:
        loop.start()
    try:
        assert first_429.wait(timeout=120), "the flood was never slowed down"
        secret = table_app.secret("P3")
        assert [get(table_app.port, f"/seat?k={secret}") for _ in range(10)] == [200] * 10
        phone = SeatClient(table_app.port, secret)
        assert answer(phone, seat(FOUR["P3"], 1))["check"]["complete"] is True
        phone.close()
    finally:
        stop.set()
        for loop in loops:
            loop.join(timeout=120)
    assert set(seen) <= {404, 429}


def test_a_seated_phone_has_its_own_rate(table_app: TableApp) -> None:
    """P1 (secret and all) hammers its own page: P1 is slowed; P2 and a stranger elsewhere are not."""
    seen: list[int] = []
    first_429, stop = threading.Event(), threading.Event()
    target = f"/table.css?k={table_app.secret('P1')}"
    loops = [threading.Thread(target=_flood, args=(table_app.port, target, "127.0.0.4", 400, seen, first_429, stop))
             for _ in range(4)]
    for loop in loops:
        loop.start()
    try:
        assert first_429.wait(timeout=120), "a seat's own rate was never reached"
        assert get(table_app.port, f"/table.css?k={table_app.secret('P2')}", source="127.0.0.4") == 200
        assert get(table_app.port, "/nothing", source="127.0.0.5") == 404
    finally:
        stop.set()
        for loop in loops:
            loop.join(timeout=120)


def test_host_and_origin_must_name_the_table(table_app: TableApp) -> None:
    """DNS rebinding (another Host) and another site's page (another Origin) reach no seat."""
    port, secret = table_app.port, table_app.secret("P1")
    assert get(port, f"/seat?k={secret}") == 200
    assert get(port, f"/seat?k={secret}", host=f"evil.example:{port}") == 403
    assert get(port, f"/seat?k={secret}", host="127.0.0.1") == 403  # the port is part of the address
    assert get(port, f"/table.js?k={secret}", origin="http://evil.example") == 403
    for origin in ("http://evil.example", f"https://127.0.0.1:{port}", None):
        with pytest.raises(HandshakeRefused, match="403 Forbidden"):
            SeatClient(port, secret, origin=origin)
    with pytest.raises(HandshakeRefused, match="403 Forbidden"):
        SeatClient(port, secret, host=f"evil.example:{port}", origin=f"http://evil.example:{port}")
    SeatClient(port, secret).close()  # the table's own page still connects
    log = stderr_of(table_app)
    assert "is not the table's page" in log and "is not the table's\"" not in log


# -- 4. no input reaches a traceback -------------------------------------------------------------------------------

ODD = ["[" * 1000 + "]" * 1000, '{"a":' * 300 + "1" + "}" * 300, "null", "[]", '"set"', "1e999",
       '{"type": "set", "hand": 1e400}', '{"type": "set", "seq": 99999999999999999999999999}',
       '{"type": "set", "natural": {}}', '{"type": "set", "natural": []}', '{"type": "set", "rows": {"front": 123}}',
       '{"type": "set", "rows": []}', '{"type": "set", "deal": 5}', '{"type": "set", "deal": {"x": 1}}',
       '{"type": "set", "surrender": "yes"}', '{"type": "hello", "rows": {"front": null}}']
"""Messages under 2 KB a phone could send that are refused outright: deep nesting, wrong types, huge numbers."""
ODD_ROWS = [r"\ud800\udfff\ud800", r"A\u0000s", "10" * 40, r"\u00a0As" * 13, r"A\u2660 K\u2666 \u20ac\u20ac"]
"""Row texts of the current deal that reach the check: lone surrogates, NUL, forty 10s, odd spaces and symbols."""


def test_every_odd_message_gets_one_reply_and_no_traceback(table_app: TableApp) -> None:
    phone = SeatClient(table_app.port, table_app.secret("P4"))
    try:
        replies = []
        for text in ODD:
            phone.send(text)
            replies.append(phone.receive())
        assert replies[0] == {"type": "error", "error": "the message is nested more than 3 levels deep"}
        assert replies[1] == replies[0]
        assert {r["type"] for r in replies} == {"error", "state"}  # one reply each (a missing one would hang)
        assert replies[6] == {"type": "error", "error": "the hand and seq fields must be whole numbers"}
        for seq, row in enumerate(ODD_ROWS, start=1):
            message = {"type": "set", "seq": seq, "hand": 1, "deal": phone.deal, "rows": {"front": "ROW"}}
            text = json.dumps(message).replace('"ROW"', f'"{row}"')  # the escapes as the phone sent them
            state = answer(phone, text)
            assert state["type"] == "state" and state["seq"] == seq and state["text"]["front"] == ""
            assert len(state["notes"]) == 1 and state["notes"][0].startswith(("front: ", "the front holds"))
        state = answer(phone, seat(FOUR["P4"], 1))  # the seat still plays
        assert state["check"]["complete"] is True
    finally:
        phone.close()
    log = stderr_of(table_app)
    assert "Traceback" not in log and "RecursionError" not in log, log[-2000:]
    assert json.dumps(replies).count("RecursionError") == 0
