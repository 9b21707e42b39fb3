"""Issue 32: a four-phone night in real Chromium, the showdown on every phone and on the big screen.

The real app in table mode in its own process (127.0.0.1), four seats' pages and the big screen as tabs of one
headless Chromium. Hand 1 is RULES F under 1-6 at $5 a unit (+3 +9 −13 +1); hand 2 is RULES F's rows passed on
one seat (P1 holds P2's, P2 P3's, P3 P4's, P4 P1's), so each seat scores what the seat after it scored in RULES F
(+9 −13 +1 +3) and the night stands P1 +12, P4 +4, P2 −4, P3 −12: P3 pays P1 $60.00, P2 pays P4 $20.00.
Before the last Ready of hand 1, no page holds any other seat's card, not even in a message it received. The
laptop's keys and clicks (Ctrl+U settles up, the toolbar's Undo and Redo) reach its window on a private Xvfb
display, as a user's would (xdotool). A second test scores RULES F's foul and reads its marks on a phone.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium.webdriver.remote.webdriver import WebDriver

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.ui.conftest import FOUR
from tests.ui.table_app import TableApp, chromium, connected, set_hand, tap, text, wait_for
from tests.ui.table_phones import (
    click,
    faces_drawn,
    frames,
    open_page,
    press,
    ready,
    seat_cards,
    seat_units,
    shown,
    texts,
    x_display,
)
from tests.ws_client import SeatClient

SEATS = tuple(FOUR)
ROTATED = {"P1": FOUR["P2"], "P2": FOUR["P3"], "P3": FOUR["P4"], "P4": FOUR["P1"]}
"""Hand 2: RULES F's rows passed on one seat, so no player holds the cards of hand 1 again."""
HAND_1 = {"P1": "+3", "P2": "+9", "P3": "−13", "P4": "+1"}
MONEY_1 = {"P1": "$15.00", "P2": "$45.00", "P3": "−$65.00", "P4": "$5.00"}
HAND_2 = {"P1": "+9", "P2": "−13", "P3": "+1", "P4": "+3"}
PAYMENTS = ["P3 pays P1 $60.00", "P2 pays P4 $20.00"]
STANDINGS = [("1", "P1", "+12", "$60.00"), ("2", "P4", "+4", "$20.00"), ("3", "P2", "−4", "−$20.00"),
             ("4", "P3", "−12", "−$60.00")]
"""The laptop's numbers as it writes them: units signed, a loss with a minus sign (−), money with its symbol."""


UNDO, REDO = (224, 33), (272, 33)
"""The toolbar's Undo and Redo buttons in the laptop's window, in English on its 1400x900 screen."""


def table_night(folder: Path, display: str) -> TableApp:
    """P1-P4 under classic 1-6 at $5 a unit; the app in table mode with auto-score on, its window on ``display``."""
    with Store(folder / "store.sqlite3") as store:
        store.create(Session("Table night", SEATS, "classic-1-6", unit_value="5"))
    (folder / "ui.ini").write_text("[table]\nauto_score=true\n", encoding="utf-8")
    app = TableApp(folder)
    app.env.update(QT_QPA_PLATFORM="xcb", DISPLAY=display)  # a real window, for the laptop's keys (Ctrl+U)
    app.start()
    return app


@pytest.fixture
def night_app(tmp_path: Path) -> Iterator[tuple[TableApp, str]]:
    """The app of ``table_night`` and the X display its window is on."""
    with x_display() as display:
        app = table_night(tmp_path, display)
        try:
            yield app, display
        finally:
            app.kill()


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    driver = chromium()
    yield driver
    driver.quit()


def open_tabs(browser: WebDriver, app: TableApp) -> dict[str, str]:
    """A tab for each seat's phone (390x844) and one for the big screen (1280x720); each tab's handle."""
    tabs: dict[str, str] = {}
    for i, (seat, url) in enumerate([*app.urls.items(), ("screen", app.screen_url)]):
        if i:
            browser.switch_to.new_window("tab")
        open_page(browser, url, size="1280x720" if seat == "screen" else "390x844")
        wait_for(lambda: connected(browser), f"{seat}'s page to connect")
        tabs[seat] = browser.current_window_handle
    return tabs


def units_of(store_path: Path) -> list[dict[str, int]]:
    """Each stored hand's units, as the laptop scored them (read once the app is gone: it holds the store)."""
    with Store(store_path) as store:
        [info] = store.list_sessions()
        session = store.open(info.id)
        return [{name: int(units) for name, units in hand.units.items()} for hand in session.hands]


def seen_by(browser: WebDriver) -> str:
    """Everything the tab's page received, as one text."""
    return json.dumps(frames(browser))


def play(browser: WebDriver, tabs: dict[str, str], deal: dict[str, tuple[str, str, str]], app: TableApp,
         hands: int) -> None:
    """Each seat taps its 13 cards and Ready; before the last Ready, no page holds another seat's card."""
    for seat, rows in deal.items():
        browser.switch_to.window(tabs[seat])
        if shown(browser, "showdown"):
            tap(browser, "sd-close")
        set_hand(browser, rows)
        if seat == SEATS[-1]:
            break
        tap(browser, "ready")
        wait_for(lambda: text(browser, "ready") == "Ready ✓ (tap to change)", f"{seat}'s Ready")
    assert app.hand_count() == hands - 1


def test_a_four_phone_night_shows_every_showdown_the_night_and_the_settle_up(
        night_app: tuple[TableApp, str], browser: WebDriver) -> None:
    night_app, display = night_app
    tabs = open_tabs(browser, night_app)
    try:
        play(browser, tabs, FOUR, night_app, hands=1)
        for seat in SEATS:  # every seat set, all but one ready: nothing of another seat's anywhere yet
            browser.switch_to.window(tabs[seat])
            assert faces_drawn(browser) == 0 and not shown(browser, "showdown")
            received = seen_by(browser)
            others = [card for other in SEATS if other != seat for row in FOUR[other] for card in row.split()]
            assert [card for card in others if f'"{card}"' in received] == []
            assert '"showdown"' not in received.replace('"hand": null', "")
        browser.switch_to.window(tabs["screen"])
        assert faces_drawn(browser) == 0
        assert texts(browser, ".chip-status") == ["ready ✓", "ready ✓", "ready ✓", "setting…"]
        assert not any(f'"{card}"' in seen_by(browser) for row in FOUR.values() for r in row for card in r.split())
        browser.switch_to.window(tabs["P4"])
        tap(browser, "ready")

        wait_for(lambda: night_app.hand_count() == 1, "the laptop to score hand 1")
        for seat in SEATS:
            browser.switch_to.window(tabs[seat])
            wait_for(lambda: shown(browser, "showdown"), f"{seat}'s showdown")
            assert text(browser, "sd-title") == f"Hand 1 · you {HAND_1[seat]} · {MONEY_1[seat]}"
            units = seat_units(browser)
            assert next(iter(units)) == seat  # its own seat first
            assert units == {s: HAND_1[s] for s in units} and set(units) == set(SEATS)
            assert seat_cards(browser) == {s: tuple(FOUR[s]) for s in SEATS}
            heads = texts(browser, "#sd-lines summary")
            for other in SEATS:
                if other != seat:
                    assert len([h for h in heads if seat in h and other in h]) == 1, heads
            assert all(texts(browser, "#sd-lines li"))
            assert text(browser, "sd-close") == "Set hand 2"
        browser.switch_to.window(tabs["screen"])
        wait_for(lambda: seat_units(browser, "#last-seats") == HAND_1, "the big screen's showdown")
        assert seat_cards(browser, "#last-seats") == {s: tuple(FOUR[s]) for s in SEATS}
        assert texts(browser, "#standings-body td.name") == ["P2", "P1", "P4", "P3"]
        assert texts(browser, ".chip-status") == ["waiting"] * 4
        assert text(browser, "hand") == "Hand 2"

        play(browser, tabs, ROTATED, night_app, hands=2)
        for seat in SEATS:  # all but one ready again: what any page holds or was told of is hand 1's
            browser.switch_to.window(tabs[seat])
            assert [f for f in frames(browser) if f.get("type") == "showdown" and f.get("hand") != 1] == []
            assert seat_cards(browser) == {s: tuple(FOUR[s]) for s in SEATS}
        browser.switch_to.window(tabs["screen"])
        assert texts(browser, ".chip-status") == ["ready ✓", "ready ✓", "ready ✓", "setting…"]
        assert seat_units(browser, "#last-seats") == HAND_1  # still hand 1's: hand 2 is not scored
        browser.switch_to.window(tabs["P4"])
        tap(browser, "ready")
        wait_for(lambda: night_app.hand_count() == 2, "the laptop to score hand 2")
        for seat in SEATS:
            browser.switch_to.window(tabs[seat])
            wait_for(lambda: text(browser, "sd-title").startswith("Hand 2 "), f"{seat}'s showdown of hand 2")
            assert seat_units(browser) == {**{seat: HAND_2[seat]}, **HAND_2}
            assert seat_cards(browser) == {s: tuple(ROTATED[s]) for s in SEATS}
            tap(browser, "sd-night")
            wait_for(lambda: shown(browser, "night"), f"{seat}'s night")
            rows = browser.execute_script(
                "return Array.from(document.querySelectorAll('#standings-body tr')).map((tr) => "
                "[tr.className, ...Array.from(tr.children).map((td) => td.firstChild.textContent)]);")
            assert [tuple(row[1:]) for row in rows] == STANDINGS
            assert [row[0] for row in rows] == ["you" if line[1] == seat else "" for line in STANDINGS]
            assert texts(browser, "#night-hands .hand-top b") == ["Hand 2", "Hand 1"]
            assert texts(browser, "#night-hands .hand-top .units") == [f"you {HAND_2[seat]}", f"you {HAND_1[seat]}"]
            assert text(browser, "night-sub") == "2 hands played"
        browser.switch_to.window(tabs["P3"])
        tap(browser, "look-1")
        wait_for(lambda: text(browser, "sd-title").startswith("Hand 1"), "P3's look at hand 1")
        assert shown(browser, "sd-older")
        assert text(browser, "sd-older") == "An earlier hand: the latest is hand 2."
        assert seat_units(browser) == {"P3": HAND_1["P3"], **HAND_1}
        assert seat_cards(browser) == {s: tuple(FOUR[s]) for s in SEATS}
        tap(browser, "sd-close")  # back to the night
        wait_for(lambda: shown(browser, "night"), "P3 back at the night")
        browser.switch_to.window(tabs["screen"])
        wait_for(lambda: seat_units(browser, "#last-seats") == HAND_2, "the big screen's showdown of hand 2")
        assert texts(browser, "#standings-body td.name") == [line[1] for line in STANDINGS]
        assert texts(browser, "#standings-body td.units") == [line[2] for line in STANDINGS]
        assert texts(browser, "#standings-body td.money") == [line[3] for line in STANDINGS]

        assert night_app.process is not None
        press(display, night_app.process.pid, "ctrl+u")  # the laptop settles up
        for seat in SEATS:
            browser.switch_to.window(tabs[seat])
            wait_for(lambda: shown(browser, "settle"), f"{seat}'s settle-up")
            assert text(browser, "settle-title") == "Table night — settle-up"
            mine = PAYMENTS[0] if seat in ("P1", "P3") else PAYMENTS[1]
            assert texts(browser, "#settle-payments li") == [mine, *[p for p in PAYMENTS if p != mine]]
            assert texts(browser, "#settle-payments li.yours") == [mine]
            assert text(browser, "settle-note") == ("2 payments settle everything: the largest debtor pays the "
                                                    "largest creditor first.")
        tap(browser, "settle-close")  # P4 puts it away; the others keep it
        assert not shown(browser, "settle")
        browser.switch_to.window(tabs["screen"])
        wait_for(lambda: shown(browser, "settle"), "the big screen's settle-up")
        assert texts(browser, "#settle-payments li") == PAYMENTS

        press(display, night_app.process.pid, "Escape")  # the laptop's settle-up closed
        click(display, night_app.process.pid, *UNDO)  # the toolbar's Undo: the laptop takes hand 2 back
        wait_for(lambda: night_app.hand_count() == 1, "the laptop to take hand 2 back")
        for seat in SEATS:
            browser.switch_to.window(tabs[seat])
            wait_for(lambda: text(browser, "night-sub") == "1 hand played", f"{seat}'s night without hand 2")
            assert not shown(browser, "settle") and not shown(browser, "showdown")
            assert texts(browser, "#night-hands .hand-top b") == ["Hand 1"]
        browser.switch_to.window(tabs["screen"])
        wait_for(lambda: seat_units(browser, "#last-seats") == HAND_1, "the big screen back at hand 1")
        assert not shown(browser, "settle")
        click(display, night_app.process.pid, *REDO)  # and Redo: every phone shows hand 2 again
        for seat in SEATS:
            browser.switch_to.window(tabs[seat])
            wait_for(lambda: shown(browser, "showdown"), f"{seat}'s showdown of hand 2 again")
            assert text(browser, "sd-title").startswith(f"Hand 2 · you {HAND_2[seat]} · ")
            assert not shown(browser, "sd-older")
    finally:
        for handle in browser.window_handles[1:]:
            browser.switch_to.window(handle)
            browser.close()
        browser.switch_to.window(browser.window_handles[0])
    night_app.kill()  # the laptop's own numbers, number for number what every phone showed
    assert units_of(night_app.folder / "store.sqlite3") == [
        {seat: int(units.replace("\u2212", "-")) for seat, units in hand.items()} for hand in (HAND_1, HAND_2)]
    assert units_of(night_app.folder / "store.sqlite3") == [{"P1": 3, "P2": 9, "P3": -13, "P4": 1},
                                                           {"P1": 9, "P2": -13, "P3": 1, "P4": 3}]


def test_a_fouled_hand_shows_its_rows_marked_on_the_phones(night_app: tuple[TableApp, str], browser: WebDriver) -> None:
    """RULES F with P4's foul (A-A-2 in front over Q-Q in the middle), 1-6: +10 +14 −6 −18; P4's two rows marked."""
    app, _display = night_app
    foul = {**FOUR, "P4": ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")}
    open_page(browser, app.urls["P1"])
    wait_for(lambda: connected(browser), "P1's page to connect")
    phones = [SeatClient(app.port, app.secret(seat)) for seat in SEATS]
    try:
        for phone, rows in zip(phones, foul.values(), strict=True):
            phone.send(ready(rows))
        wait_for(lambda: shown(browser, "showdown"), "P1's showdown")
    finally:
        for phone in phones:
            phone.close()
    assert text(browser, "sd-title") == "Hand 1 · you +10 · $50.00"
    assert seat_units(browser) == {"P1": "+10", "P2": "+14", "P3": "\u22126", "P4": "\u221218"}
    assert seat_cards(browser) == {s: tuple(rows) for s, rows in foul.items()}
    marked = browser.execute_script(
        "return Array.from(document.querySelectorAll('#sd-seats .seat')).map((s) => [s.dataset.seat, "
        "Array.from(s.querySelectorAll('.sd-row.foul')).map((r) => r.dataset.row)]);")
    assert dict(marked) == {"P1": [], "P2": [], "P3": [], "P4": ["front", "middle"]}
    assert texts(browser, "#sd-seats .seat[data-seat=P4] .flag.foul") == [
        "Foul: front A-A-2 beats middle Q-Q-J-6-5"]
