"""Issue 32's layout: the showdown, the night and the settle-up fit a phone at 360x640 and 390x844, light and dark,
in all four languages; the table screen fits a TV (1280x720, 1024x768) and a phone; the showdown works in WebKit too.

One app for the module (RULES F under 1-6 at $5 a unit, scored as soon as the four seats are ready), each seat's
phone in another language (P1 English, P2 简体中文, P3 繁體中文, P4 Tiếng Việt, as each phone's Accept-Language
asks). "Fits" means what ``table_phones.FIT`` checks: no sideways scroll, nothing sticks out, no text cut off.
With ``CHINESE_POKER_SCREENSHOTS=1`` the README's pictures are saved into docs/screenshots.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium.webdriver.remote.webdriver import WebDriver

from tests.ui.conftest import FOUR
from tests.ui.table_app import TableApp, chromium, connected, tap, text, wait_for
from tests.ui.table_phones import (
    PHONES,
    emulate,
    faces_drawn,
    misfits,
    open_page,
    press,
    ready,
    seat_cards,
    seat_units,
    shown,
    texts,
    webkit,
    webkit_missing,
    x_display,
)
from tests.ui.test_table_night_browser import HAND_1, ROTATED, table_night
from tests.ui.test_table_phone_language import ALLOWED, PAGE_ENGLISH, PAGE_TEXT, SHOTS
from tests.ws_client import SeatClient

LANGUAGES = {"P1": "en", "P2": "zh_CN", "P3": "zh_TW", "P4": "vi"}
TITLES = {"P1": "Hand 1 · you +3 · $15.00", "P2": "第 1 局 · 你 +9 · $45.00", "P3": "第 1 局 · 你 −13 · −$65.00",
          "P4": "Ván 1 · bạn +1 · $5,00"}
"""Each phone's showdown title in its language (Vietnamese money takes a decimal comma)."""
NIGHT = {"P1": "The night", "P2": "今晚", "P3": "今晚", "P4": "Buổi chơi"}
SCHEMES = (False, True)


@pytest.fixture(scope="module")
def scored(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TableApp, str]]:
    """The app with its window on a private display; no hand scored yet."""
    with x_display() as display:
        app = table_night(tmp_path_factory.mktemp("layout"), display)
        try:
            yield app, display
        finally:
            app.kill()


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    driver = chromium()
    yield driver
    driver.quit()


def shots(tmp_path: Path) -> Path:
    return SHOTS if os.environ.get("CHINESE_POKER_SCREENSHOTS") else tmp_path


@pytest.fixture(scope="module")
def hand_two(scored: tuple[TableApp, str]) -> Iterator[None]:
    """Hand 2 under way: P1's phone has set its 13 cards and is ready, P2's has set its front; P3 and P4 have none."""
    app, _display = scored
    phones = [SeatClient(app.port, app.secret(seat)) for seat in ("P1", "P2")]
    phones[0].send(ready(ROTATED["P1"], 2))
    phones[1].send(ready((ROTATED["P2"][0], "", ""), 2, done=False))
    for phone in phones:
        phone.receive()
    yield
    for phone in phones:
        phone.close()


SHEET_ENGLISH = {"you", "Hand", "Dealer", "night", "Back", "Player", "Units", "Money", "Hands", "played", "Close",
                 "pays", "payments", "settle", "everything", "Foul", "Surrendered", "earlier", "latest", "results"}
"""The English of the sheets' own words and of the laptop's news: none may show in Vietnamese."""


def english(browser: WebDriver, code: str) -> list[str]:
    """English left on a Chinese or Vietnamese phone, bar the players' and the session's names ("Table night").

    Whole words only (Vietnamese "toán" holds no English "to"): in Chinese any word of ASCII letters, in Vietnamese
    the page's own English words."""
    words = [w for w in re.findall(r"\w+", str(browser.execute_script(PAGE_TEXT))) if w not in ("Table", "night")]
    if code == "en":
        return []
    if code == "vi":
        return [w for w in words if w in PAGE_ENGLISH | SHEET_ENGLISH]
    return [w for w in words if re.fullmatch(r"[A-Za-z]{2,}", w) and not ALLOWED.match(w)]


def each_look(browser: WebDriver, roots: tuple[str, ...], what: str) -> None:
    """The view fits at both phone sizes, light and dark."""
    for size in PHONES:
        for dark in SCHEMES:
            emulate(browser, size, dark)
            assert misfits(browser, "header", *roots) == [], f"{what} at {size}, {'dark' if dark else 'light'}"


def test_the_showdown_night_and_settle_up_fit_every_phone_in_every_language(
        scored: tuple[TableApp, str], browser: WebDriver, tmp_path: Path) -> None:
    app, display = scored
    tabs: dict[str, str] = {}
    try:
        for i, (seat, code) in enumerate(LANGUAGES.items()):
            if i:
                browser.switch_to.new_window("tab")
            open_page(browser, app.urls[seat], code)
            wait_for(lambda: browser.execute_script("return document.getElementById('night-tab').hidden === false;"),
                     f"{seat}'s night to arrive")
            tabs[seat] = browser.current_window_handle
        phones = [SeatClient(app.port, app.secret(seat)) for seat in FOUR]
        for phone, rows in zip(phones, FOUR.values(), strict=True):
            phone.send(ready(rows))
        for phone in phones:
            phone.close()
        folder = shots(tmp_path)
        for seat, code in LANGUAGES.items():
            browser.switch_to.window(tabs[seat])
            wait_for(lambda: shown(browser, "showdown"), f"{seat}'s showdown")
            assert text(browser, "sd-title") == TITLES[seat]
            assert seat_units(browser) == {seat: HAND_1[seat], **HAND_1}
            assert seat_cards(browser) == {s: tuple(rows) for s, rows in FOUR.items()}
            assert text(browser, "night-tab") == NIGHT[seat]
            assert english(browser, code) == []
            each_look(browser, ("#showdown",), f"{code} showdown")
            for dark in SCHEMES if seat == "P1" else (False,) if seat == "P2" else ():
                emulate(browser, "390x844", dark)
                name = "" if seat == "P1" else f"-{code}"
                assert browser.save_screenshot(str(folder / f"table-showdown{name}{'-dark' if dark else ''}.png"))
            tap(browser, "sd-night")
            wait_for(lambda: shown(browser, "night"), f"{seat}'s night")
            assert texts(browser, "#standings-body .you-mark") == [{"P1": "you", "P4": "bạn"}.get(seat, "你")]
            assert english(browser, code) == []
            each_look(browser, ("#night",), f"{code} night")
            if seat == "P1":
                for dark in SCHEMES:
                    emulate(browser, "390x844", dark)
                    assert browser.save_screenshot(str(folder / f"table-night{'-dark' if dark else ''}.png"))
        assert app.process is not None
        press(display, app.process.pid, "ctrl+u")  # the laptop settles up: P3 pays P2 $45, P1 $15, P4 $5
        for seat, code in LANGUAGES.items():
            browser.switch_to.window(tabs[seat])
            wait_for(lambda: shown(browser, "settle"), f"{seat}'s settle-up")
            assert english(browser, code) == []
            each_look(browser, ("#settle",), f"{code} settle-up")
            if seat == "P1":
                for dark in SCHEMES:
                    emulate(browser, "390x844", dark)
                    assert browser.save_screenshot(str(folder / f"table-settle{'-dark' if dark else ''}.png"))
        browser.switch_to.window(tabs["P3"])
        assert texts(browser, "#settle-payments li.yours") == texts(browser, "#settle-payments li")  # P3 pays all
        refused = [e["message"] for e in browser.get_log("browser") if "Content Security Policy" in e["message"]]
        assert refused == []  # nothing inline, nothing from elsewhere: the laptop's CSP let every part run
        browser.switch_to.window(tabs["P1"])  # the largest debtor pays the largest creditor first; P1's own first
        assert texts(browser, "#settle-payments li") == ["P3 pays P1 $15.00", "P3 pays P2 $45.00", "P3 pays P4 $5.00"]
        assert texts(browser, "#settle-payments li.yours") == ["P3 pays P1 $15.00"]
    finally:
        for handle in browser.window_handles[1:]:
            browser.switch_to.window(handle)
            browser.close()
        browser.switch_to.window(browser.window_handles[0])


@pytest.mark.parametrize("code", ["en", "zh_CN", "zh_TW", "vi"])
def test_the_big_screen_fits_a_tv_and_a_phone(scored: tuple[TableApp, str], hand_two: None, browser: WebDriver,
                                             tmp_path: Path, code: str) -> None:
    """After the first test's hand and settle-up, during hand 2: the screen shows the seats' progress (no card of
    hand 2), the standings, hand 1 face-up and the settle-up; it fits 1280x720, 1024x768 and 390x844, light and dark."""
    app, _display = scored
    open_page(browser, app.screen_url, code, "1280x720")
    wait_for(lambda: seat_units(browser, "#last-seats") == HAND_1, "the big screen's last showdown")
    wait_for(lambda: browser.execute_script("return Array.from(document.querySelectorAll('.chip')).map("
                                            "(c) => c.className).join(',');") ==
             "chip ready,chip setting,chip waiting,chip waiting", "the seats' progress in hand 2")
    assert seat_cards(browser, "#last-seats") == {s: tuple(rows) for s, rows in FOUR.items()}  # hand 1's, only
    assert faces_drawn(browser) == 52
    if code == "en":
        assert texts(browser, ".chip") == ["P1ready ✓", "P2setting…", "P3waitingno phone yet", "P4waitingno phone yet"]
        assert text(browser, "hand") == "Hand 2"
    assert shown(browser, "settle")  # it takes over the screen while the laptop shows it
    for size in ("1280x720", "1024x768", "390x844"):
        for dark in SCHEMES:
            emulate(browser, size, dark)
            assert misfits(browser, "header", "#board", "#settle") == [], f"{code} screen at {size}"
            if code == "en" and size == "1280x720" and not dark:
                assert browser.save_screenshot(str(shots(tmp_path) / "table-screen-settle.png"))
    assert english(browser, code) == []
    browser.execute_script("document.getElementById('settle').hidden = true;")  # to see what is under it
    assert english(browser, code) == []
    if code == "zh_CN":  # the screen's own words and the laptop's, in the language its page was served in
        assert text(browser, "last-head") == "上一局：第 1 局"
        names = texts(browser, "#last-seats .seat[data-seat=P1] .sd-name")
        assert names == ["散牌，A-K 大", "两对，9 和 4", "顺子，Q 大"]
    for size in ("1280x720", "1024x768", "390x844"):
        for dark in SCHEMES:
            emulate(browser, size, dark)
            assert misfits(browser, "header", "#board") == [], f"{code} screen at {size}"
            if code == "en" and not (dark and size == "1280x720"):
                name = f"table-screen{'-tv' if size == '1280x720' else ''}{'-dark' if dark else ''}.png"
                assert browser.save_screenshot(str(shots(tmp_path) / name))


@pytest.mark.skipif(bool(webkit_missing()), reason=webkit_missing() or "WebKit is here")
@pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")  # selenium's WebKitGTK driver
def test_the_showdown_in_webkit(scored: tuple[TableApp, str]) -> None:
    """Safari's engine: P1's page, opened after the score, looks at hand 1 from the night and draws it face-up."""
    app, _display = scored
    with webkit() as driver:
        driver.get(app.urls["P1"])
        wait_for(lambda: connected(driver), "P1's page in WebKit to connect")
        wait_for(lambda: shown(driver, "settle"), "the settle-up the laptop still shows")
        tap(driver, "settle-close")
        tap(driver, "night-tab")
        wait_for(lambda: shown(driver, "night"), "the night in WebKit")
        tap(driver, "look-1")
        wait_for(lambda: shown(driver, "showdown"), "the showdown in WebKit")
        assert text(driver, "sd-title") == "Hand 1 · you +3 · $15.00"
        assert seat_units(driver) == HAND_1
        assert seat_cards(driver) == {s: tuple(rows) for s, rows in FOUR.items()}
        assert driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth;")
