"""The night on every phone, in process: the showdown after the last Ready, the standings, a look back, the
settle-up, the table screen, each phone in its own language, and never a card before every seat is ready.

Four phones (threads on 127.0.0.1, reading every message the laptop sends) play RULES F's deal against the real
window with "score as soon as everyone is ready" on: 1-6 gives P1 +3, P2 +9, P3 −13, P4 +1.
"""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QCheckBox, QToolButton

from scorekeeper.score.parts import signed
from tests.deals import THIRD
from tests.ui.conftest import FOUR, fill
from tests.ws_client import SeatClient

from scorekeeper_app.phones.seats import HOST_ENV
from scorekeeper_app.shell.main_window import MainWindow

RULES_F = {"P1": "+3", "P2": "+9", "P3": "−13", "P4": "+1"}
PAIRS = {("P1", "P2"), ("P1", "P3"), ("P1", "P4"), ("P2", "P3"), ("P2", "P4"), ("P3", "P4")}


@pytest.fixture(autouse=True)
def localhost(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOST_ENV, "127.0.0.1")


class Phone:
    """A phone's socket read by its own thread: every message the laptop sends it, in order."""

    def __init__(self, url: str, lang: str = "", qtbot: Any = None) -> None:
        self.port = int(url.split(":")[2].split("/")[0])
        self.secret = url.split("?k=")[1]
        self.lang = lang
        self.messages: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.client: SeatClient | None = None
        self.closed = ""
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        qtbot.waitUntil(lambda: self.client is not None or bool(self.closed), timeout=10000)

    def _read(self) -> None:
        try:
            self.client = SeatClient(self.port, self.secret, join=False, lang=self.lang)
            while True:
                message = self.client.next_message()
                with self.lock:
                    self.messages.append(message)
        except (ConnectionError, OSError) as e:
            self.closed = str(e) or type(e).__name__

    def send(self, message: dict[str, Any] | str) -> None:
        """A message as the page sends it (a dict also carries the deal's id; a string goes as it is)."""
        assert self.client is not None
        self.client.send(message)

    def of(self, kind: str) -> list[dict[str, Any]]:
        with self.lock:
            return [m for m in self.messages if m.get("type") == kind]

    def wait(self, qtbot: Any, kind: str, test: Callable[[dict[str, Any]], bool] = lambda m: True,
             after: int = 0) -> dict[str, Any]:
        """The first message of ``kind`` (counting from message ``after``) that passes ``test``."""
        found: list[dict[str, Any]] = []

        def seen() -> bool:
            with self.lock:
                found[:] = [m for m in self.messages[after:] if m.get("type") == kind and test(m)]
            return bool(found)

        qtbot.waitUntil(seen, timeout=10000)
        return found[0]

    def count(self) -> int:
        with self.lock:
            return len(self.messages)

    def close(self) -> None:
        if self.client is not None:
            self.client.close()


def press(window: MainWindow, action: QAction, qtbot: Any) -> None:
    """Click the toolbar's button for an action, as the host does."""
    buttons = [b for b in window.findChildren(QToolButton) if b.defaultAction() is action]
    assert len(buttons) == 1, action.text()
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


def score(window: MainWindow, qtbot: Any) -> None:
    """Ctrl+Return, typed wherever the keyboard is: the hand in the entry is scored (or the correction saved)."""
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def settle_up(window: MainWindow, qtbot: Any) -> None:
    """Session ▸ Settle up by its shortcut, Ctrl+U, typed wherever the keyboard is."""
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier)


def join(window: MainWindow, qtbot: Any, langs: dict[str, str] | None = None) -> dict[str, Phone]:
    """Table mode on, auto-score on, a phone on every seat that has said hello and holds the deal."""
    press(window, window.act.table, qtbot)
    auto = window.findChild(QCheckBox, "tableAutoScore")
    assert auto is not None
    if not auto.isChecked():
        qtbot.mouseClick(auto, Qt.MouseButton.LeftButton)
    phones = {seat: Phone(url, (langs or {}).get(seat, ""), qtbot) for seat, url in window.table_urls()}
    for phone in phones.values():
        phone.send({"type": "hello", "seq": 0, "hand": None, "rows": {}})
        state = phone.wait(qtbot, "state")
        assert phone.client is not None
        phone.client.deal = state["deal"]
    return phones


def ready(phones: dict[str, Phone], seat: str, rows: tuple[str, str, str], hand: int = 1) -> None:
    phones[seat].send({"type": "set", "seq": 1, "hand": hand, "rows": dict(zip(("front", "middle", "back"), rows,
                       strict=True)), "surrender": False, "natural": None, "ready": True})


@pytest.fixture
def phones_for(qtbot: Any) -> Iterator[Callable[..., dict[str, Phone]]]:
    made: list[Phone] = []

    def make(window: MainWindow, langs: dict[str, str] | None = None) -> dict[str, Phone]:
        phones = join(window, qtbot, langs)
        made.extend(phones.values())
        return phones

    yield make
    for phone in made:
        phone.close()


def play_rules_f(window: MainWindow, phones: dict[str, Phone], qtbot: Any) -> None:
    for seat in FOUR:
        ready(phones, seat, FOUR[seat])
    qtbot.waitUntil(lambda: window.session is not None and window.session.hand_count == 1, timeout=10000)


def test_every_phone_sees_the_whole_deal_face_up_once_scored_and_no_card_before(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    window = make_window()
    phones = phones_for(window)
    for seat in ("P1", "P2", "P3"):
        ready(phones, seat, FOUR[seat])
        phones[seat].wait(qtbot, "state", lambda m: m["ready"])
    qtbot.wait(200)  # whatever the laptop would push meanwhile has arrived
    for seat, phone in phones.items():  # three of four ready: no showdown, no other seat's card anywhere
        others = {c for s, rows in FOUR.items() if s != seat for row in rows for c in row.split()}
        with phone.lock:
            told = json.dumps(phone.messages)
        assert phone.of("showdown") == []
        assert not [c for c in others if f'"{c}"' in told or f" {c}" in told], seat

    ready(phones, "P4", FOUR["P4"])
    qtbot.waitUntil(lambda: window.session is not None and window.session.hand_count == 1, timeout=10000)
    for seat, phone in phones.items():
        shown = phone.wait(qtbot, "showdown")
        assert shown["hand"] == 1 and shown["latest"] is True
        assert shown["units"] == RULES_F[seat]
        assert {s["name"]: s["units"] for s in shown["seats"]} == RULES_F
        assert [s["name"] for s in shown["seats"] if s["you"]] == [seat]
        for s in shown["seats"]:  # every seat face-up, exactly as set
            assert tuple(" ".join(s["rows"][row]) for row in ("front", "middle", "back")) == FOUR[s["name"]]
        p1 = next(s for s in shown["seats"] if s["name"] == "P1")
        assert p1["names"]["middle"] == "Two pair, nines and fours"
        assert len(shown["lines"]) == 3 and all(seat in line["head"] for line in shown["lines"])  # its own pairs
        assert all(line["lines"] for line in shown["lines"])
    p3_lines = phones["P3"].of("showdown")[0]["lines"]
    assert [line["head"] for line in p3_lines] == [  # RULES F, 1-6: two scoops (6 each), and 2 rows to 1; the
        "P2 v P3 · P2 +6", "P3 v P4 · P4 +1", "P3 v P1 · P1 +6"]  # pairs in the table's order from P1's left
    night = phones["P2"].wait(qtbot, "night", lambda m: m["played"] == 1)
    assert [(s["name"], s["units"], s["place"]) for s in night["standings"]] == [
        ("P2", "+9", 1), ("P1", "+3", 2), ("P4", "+1", 3), ("P3", "−13", 4)]
    assert [s["you"] for s in night["standings"]] == [True, False, False, False]
    assert night["hands"] == [{"number": 1, "dealer": "P1", "units": [[n, u] for n, u in RULES_F.items()],
                               "yours": "+9"}]


def test_a_phone_looks_back_at_a_hand_and_is_told_when_there_is_none(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    window = make_window()
    phones = phones_for(window)
    play_rules_f(window, phones, qtbot)
    phones["P1"].wait(qtbot, "showdown")
    fill(window, THIRD)  # hand 2 entered at the laptop
    score(window, qtbot)
    qtbot.waitUntil(lambda: window.session is not None and window.session.hand_count == 2, timeout=10000)
    phones["P1"].wait(qtbot, "showdown", lambda m: m["hand"] == 2)
    start = phones["P1"].count()
    phones["P1"].send('{"type": "look", "hand": 1}')
    older = phones["P1"].wait(qtbot, "showdown", after=start)
    assert older["hand"] == 1 and older["latest"] is False and older["units"] == "+3"
    phones["P1"].send('{"type": "look", "hand": 9}')
    assert phones["P1"].wait(qtbot, "error", after=start)["error"] == "there is no hand 9 to show"
    phones["P1"].send({"type": "look", "hand": 1})  # with the deal's id: more than a look gives
    assert phones["P1"].wait(qtbot, "error", lambda m: "look" in m["error"], after=start)["error"] == \
        "a look gives only the hand to show"
    night = phones["P4"].wait(qtbot, "night", lambda m: m["played"] == 2)
    assert [h["number"] for h in night["hands"]] == [2, 1]  # newest first
    session = window.session
    assert session is not None
    assert [(s["name"], s["units"]) for s in night["standings"]] == [  # the laptop's standings, number for number
        (s.player, signed(s.units) or "0") for s in session.standings()]
    assert night["hands"][0]["units"] == [[name, signed(u) or "0"] for name, u in session.hands[1].units.items()]


def test_an_undo_a_redo_and_a_correction_at_the_laptop_reach_every_phone(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    window = make_window()
    phones = phones_for(window)
    play_rules_f(window, phones, qtbot)
    for phone in phones.values():  # hand 1's showdown has reached every phone before anything is counted
        phone.wait(qtbot, "showdown")
    marks = {seat: phone.count() for seat, phone in phones.items()}
    press(window, window.act.undo, qtbot)
    for seat, phone in phones.items():
        assert phone.wait(qtbot, "showdown", after=marks[seat]) == {"type": "showdown", "hand": None}
        assert phone.wait(qtbot, "night", after=marks[seat])["played"] == 0
    marks = {seat: phone.count() for seat, phone in phones.items()}
    press(window, window.act.redo, qtbot)
    for seat, phone in phones.items():
        assert phone.wait(qtbot, "showdown", after=marks[seat])["units"] == RULES_F[seat]

    marks = {seat: phone.count() for seat, phone in phones.items()}
    assert window.correct_hand(1)
    fill(window, {"P4": ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")})  # aces in front over queens: a foul
    score(window, qtbot)
    session = window.session
    assert session is not None
    laptop = session.hands[0].units
    for seat, phone in phones.items():
        shown = phone.wait(qtbot, "showdown", after=marks[seat])
        p4 = next(s for s in shown["seats"] if s["name"] == "P4")
        assert p4["foul"] and p4["foul_rows"] and p4["rows"]["front"] == ["Ad", "Ac", "2c"]
        assert {s["name"]: s["units"] for s in shown["seats"]} == {  # RULES F: the same foul, 1-6
            "P1": "+10", "P2": "+14", "P3": "−6", "P4": "−18"}
    assert laptop == {"P1": 10, "P2": 14, "P3": -6, "P4": -18}


def test_the_settle_up_reaches_every_phone_its_own_payments_first(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    window = make_window(unit_value="5", currency="USD")
    phones = phones_for(window)
    play_rules_f(window, phones, qtbot)
    settle_up(window, qtbot)
    settle = {seat: phone.wait(qtbot, "settle") for seat, phone in phones.items()}
    # Nets at $5 a unit: P1 +$15, P2 +$45, P3 −$65, P4 +$5: P3 pays everyone (RULES E4, largest first).
    assert [p["text"] for p in settle["P1"]["payments"]] == [
        "P3 pays P1 $15.00", "P3 pays P2 $45.00", "P3 pays P4 $5.00"]
    assert [p["yours"] for p in settle["P1"]["payments"]] == [True, False, False]
    assert settle["P4"]["payments"][0]["text"] == "P3 pays P4 $5.00"
    assert all(p["yours"] for p in settle["P3"]["payments"])
    assert settle["P2"]["note"] == "3 payments settle everything: the largest debtor pays the largest creditor first."
    assert settle["P2"]["title"] == "Test game — settle-up"
    shown = phones["P1"].of("showdown")[0]
    assert shown["money"] == "$15.00" and next(s for s in shown["seats"] if s["name"] == "P3")["money"] == "−$65.00"


def test_each_phone_is_told_in_its_own_language(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    window = make_window(unit_value="1.5", currency="USD")
    phones = phones_for(window, {"P1": "vi", "P2": "zh_CN", "P3": "zh_TW"})
    play_rules_f(window, phones, qtbot)
    vi, zh, tw, en = (phones[s].wait(qtbot, "showdown") for s in ("P1", "P2", "P3", "P4"))
    middle = {m["seats"][0]["names"]["middle"] for m in (vi, zh, tw, en)}
    assert len(middle) == 4 and "Two pair, nines and fours" in middle  # four languages, four names
    assert vi["money"] == "$4,50" and en["money"] == "$1.50"  # P1 +3 x $1.50; P4 +1 x $1.50
    assert " đấu " in vi["lines"][0]["head"] and " 对 " in zh["lines"][0]["head"] and " 對 " in tw["lines"][0]["head"]

    url = dict(window.table_urls())["P1"]
    for accept, lang in (("vi-VN,vi;q=0.9,en;q=0.5", "vi"), ("fr-FR,zh-Hant;q=0.8", "zh-TW"),
                         ("de-DE", "en"), ("en-US,en;q=0.9", "en"), ("zh-CN;q=0.5,vi;q=0.9", "vi")):
        page = fetch(qtbot, url, {"Accept-Language": accept})
        assert f'<html lang="{lang}">' in page, accept


def fetch(qtbot: Any, url: str, headers: dict[str, str]) -> str:
    """GET a page from another thread while the window's event loop runs."""
    got: list[str] = []

    def run() -> None:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10) as answer:
            got.append(answer.read().decode())

    thread = threading.Thread(target=run)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10000)
    assert got
    return got[0]


def test_the_table_screen_shows_progress_never_cards_then_the_showdown(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    window = make_window()
    phones = phones_for(window)
    screen_url = window.table_screen_url()
    assert "/screen?k=" in screen_url and screen_url.split("?k=")[1] not in json.dumps(window.table_urls())
    screen = Phone(screen_url, "", qtbot)
    try:
        first = screen.wait(qtbot, "screen")
        assert [s["status"] for s in first["seats"]] == ["waiting"] * 4 and first["showdown"] is None
        for seat in ("P1", "P2", "P3"):
            ready(phones, seat, FOUR[seat])
        screen.wait(qtbot, "screen", lambda m: [s["status"] for s in m["seats"]] == ["ready"] * 3 + ["waiting"])
        with screen.lock:
            told = json.dumps(screen.messages)
        cards = {c for rows in FOUR.values() for row in rows for c in row.split()}
        assert not [c for c in cards if f'"{c}"' in told]  # three ready: the screen shows no card at all
        ready(phones, "P4", FOUR["P4"])
        last = screen.wait(qtbot, "screen", lambda m: m["showdown"] is not None)
        assert last["hand"] == 2 and [s["status"] for s in last["seats"]] == ["waiting"] * 4
        assert {s["name"]: s["units"] for s in last["showdown"]["seats"]} == RULES_F
        assert {tuple(sorted(line["head"].split(" · ")[0].split(" v "))) for line in last["showdown"]["lines"]} \
            == PAIRS  # every pair's lines
        assert [(s["name"], s["units"]) for s in last["standings"]] == [
            ("P2", "+9"), ("P1", "+3"), ("P4", "+1"), ("P3", "−13")]
        settle_up(window, qtbot)
        settled = screen.wait(qtbot, "screen", lambda m: m["settle"] is not None)
        assert settled["settle"]["payments"] and not any(p["yours"] for p in settled["settle"]["payments"])

        screen.send({"type": "set", "seq": 1, "rows": {}})  # the screen only listens: speaking closes it
        qtbot.waitUntil(lambda: bool(screen.closed), timeout=10000)
        assert "only shows" in screen.closed
    finally:
        screen.close()


def test_the_screen_secret_opens_only_the_screen_and_a_seat_secret_only_its_seat(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    window = make_window()
    phones_for(window)
    screen_url = window.table_screen_url()
    seat_url = dict(window.table_urls())["P1"]
    base, screen_secret = screen_url.split("/screen?k=")
    seat_secret = seat_url.split("?k=")[1]
    assert "table screen" in fetch(qtbot, screen_url, {}).lower()
    for path in (f"/seat?k={screen_secret}", f"/table.js?k={screen_secret}", f"/screen?k={seat_secret}",
                 f"/screen.js?k={seat_secret}", "/screen?k=", f"/screen?k={screen_secret[:-1]}x"):
        assert status_of(qtbot, base + path) == 403, path


def status_of(qtbot: Any, url: str) -> int:
    """The HTTP status a GET gets, from another thread while the window's event loop runs."""
    got: list[int] = []

    def run() -> None:
        try:
            with urllib.request.urlopen(url, timeout=10) as answer:
                got.append(answer.status)
        except urllib.error.HTTPError as e:
            got.append(e.code)

    thread = threading.Thread(target=run)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10000)
    return got[0]


def test_a_hostile_seat_cannot_look_at_anything_but_a_scored_hand(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    """Before any hand is scored there is nothing to look at; a look that is not a whole hand number is refused."""
    window = make_window()
    phones = phones_for(window)
    p1 = phones["P1"]
    start = p1.count()
    for raw, error in (('{"type": "look", "hand": 1}', "there is no hand 1 to show"),
                       ('{"type": "look", "hand": 0}', "there is no hand 0 to show"),
                       ('{"type": "look", "hand": -1}', "there is no hand -1 to show"),
                       ('{"type": "look", "hand": true}', "the hand and seq fields must be whole numbers"),
                       ('{"type": "look", "hand": "1"}', "the hand and seq fields must be whole numbers"),
                       ('{"type": "look"}', "a look gives only the hand to show"),
                       ('{"type": "look", "hand": ' + "9" * 40 + "}", "there is no hand " + "9" * 40 + " to show")):
        mark = p1.count()
        p1.send(raw)
        assert p1.wait(qtbot, "error", after=mark)["error"] == error, raw
    assert p1.of("showdown") == [] and p1.count() - start == 7  # an answer each, and nothing else
    for seat in ("P1", "P2", "P3"):  # three ready, the fourth setting: still nothing to see but its own seat
        ready(phones, seat, FOUR[seat])
    ready(phones, "P4", (FOUR["P4"][0], "", ""))
    phones["P4"].wait(qtbot, "state", lambda m: m["check"]["count"] == 3)
    mark = phones["P4"].count()
    phones["P4"].send('{"type": "look", "hand": 1}')
    assert phones["P4"].wait(qtbot, "error", after=mark)["error"] == "there is no hand 1 to show"
    with phones["P4"].lock:
        told = json.dumps(phones["P4"].messages)
    others = {c for s, rows in FOUR.items() if s != "P4" for row in rows for c in row.split()}
    assert not [c for c in others if f'"{c}"' in told]


def test_a_surrender_shows_no_cards_and_pays_the_fee(
        qtbot: Any, make_window: Callable[..., MainWindow], phones_for: Callable[..., dict[str, Phone]]) -> None:
    """RULES F, 1-6, P3 surrenders (fee 2): −1 +5 −6 +2; P3's cards were never set, so none is shown."""
    window = make_window()
    phones = phones_for(window)
    for seat in ("P1", "P2", "P4"):
        ready(phones, seat, FOUR[seat])
    phones["P3"].send({"type": "set", "seq": 1, "hand": 1, "rows": {}, "surrender": True, "natural": None,
                       "ready": True})
    for seat, phone in phones.items():
        shown = phone.wait(qtbot, "showdown")
        assert {s["name"]: s["units"] for s in shown["seats"]} == {"P1": "−1", "P2": "+5", "P3": "−6", "P4": "+2"}
        p3 = next(s for s in shown["seats"] if s["name"] == "P3")
        assert p3["surrender"] is True and p3["note"] == "surrendered"
        assert p3["rows"] == {"front": [], "middle": [], "back": []} and set(p3["names"].values()) == {""}
        assert shown["units"] == {"P1": "−1", "P2": "+5", "P3": "−6", "P4": "+2"}[seat]
