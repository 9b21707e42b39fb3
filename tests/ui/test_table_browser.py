"""Table mode end to end: the real app in its own process, headless Chromium as four players' phones.

Every test talks to 127.0.0.1 only. RULES F's four-player deal is tapped in on four phone pages and scored
by the app as soon as the last player is ready; a reloaded page and a restarted laptop lose nothing.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.ui.conftest import FOUR
from tests.ui.table_app import TableApp, chromium, connected, set_hand, tap, text, wait_for

from scorekeeper_app.phones.seats import set_auto_score


@pytest.fixture
def table_app(tmp_path: Path) -> Iterator[TableApp]:
    """A stored session of P1-P4 under classic 1-6, the app in table mode with auto-score on."""
    with Store(tmp_path / "store.sqlite3") as store:
        store.create(Session("Table night", tuple(FOUR), "classic-1-6"))
    set_auto_score(True)  # the preferences file of this test (CHINESE_POKER_SETTINGS)
    app = TableApp(tmp_path)
    app.start()
    yield app
    app.kill()


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    driver = chromium()
    yield driver
    driver.quit()


def open_phones(browser: WebDriver, urls: dict[str, str]) -> dict[str, str]:
    """One tab per seat, each on its own URL; returns each seat's tab handle."""
    tabs: dict[str, str] = {}
    for i, (seat, url) in enumerate(urls.items()):
        if i:
            browser.switch_to.new_window("tab")
        browser.get(url)
        wait_for(lambda: connected(browser), f"{seat}'s page to connect")
        tabs[seat] = browser.current_window_handle
    return tabs


def close_extra_tabs(browser: WebDriver) -> None:
    for handle in browser.window_handles[1:]:
        browser.switch_to.window(handle)
        browser.close()
    browser.switch_to.window(browser.window_handles[0])


def test_four_phones_play_rules_f_and_the_app_scores_it(table_app: TableApp, browser: WebDriver) -> None:
    """RULES F, four players, 1-6: +3 +9 −13 +1, every card tapped on a phone, 14 taps a seat with Ready."""
    tabs = open_phones(browser, table_app.urls)
    try:
        for seat, rows in FOUR.items():
            browser.switch_to.window(tabs[seat])
            browser.execute_script("window.cpTaps = 0;")
            set_hand(browser, rows)
            assert text(browser, "name-middle") == {"P1": "Two pair, nines and fours", "P2": "Eight-high straight",
                                                    "P3": "Two pair, eights and fives",
                                                    "P4": "Two pair, aces and queens"}[seat]
            assert table_app.hand_count() == 0
            tap(browser, "ready")
            assert browser.execute_script("return window.cpTaps;") == 14
        wait_for(lambda: table_app.hand_count() == 1, "the app to score the hand")
        browser.switch_to.window(tabs["P4"])
        wait_for(lambda: "hand 2" in text(browser, "title"), "the phones to move on to hand 2")
        assert text(browser, "verdict") == "Hand 1 is scored (you +1). Set hand 2."
        assert browser.find_element(By.ID, "verdict").get_attribute("class") == "verdict info"  # news, not an error
        assert browser.find_elements(By.CSS_SELECTOR, ".card.mine") == []
    finally:
        close_extra_tabs(browser)
    table_app.kill()
    with Store(table_app.folder / "store.sqlite3") as store:
        [info] = store.list_sessions()
        session = store.open(info.id)
        assert session.hand_count == 1
        assert {name: int(units) for name, units in session.hands[0].units.items()} == {
            "P1": 3, "P2": 9, "P3": -13, "P4": 1}


def test_a_reloaded_page_and_a_restarted_laptop_keep_the_cards(table_app: TableApp, browser: WebDriver) -> None:
    """Nothing lost: the cards survive a page reload (kept in the page) and a laptop restart (same QR codes)."""
    urls = dict(table_app.urls)
    browser.get(urls["P1"])
    wait_for(lambda: connected(browser), "P1's page to connect")
    for card in ["As", "Kd", "6c", "9s", "9d"]:
        tap(browser, f"card-{card}")
    wait_for(lambda: text(browser, "name-front") == "Ace-King high", "the front's name from the laptop")
    browser.refresh()
    wait_for(lambda: connected(browser), "the reloaded page to reconnect")
    wait_for(lambda: text(browser, "name-front") == "Ace-King high", "the front read again after the reload")
    assert text(browser, "verdict") == "8 more cards to set."

    table_app.kill()
    wait_for(lambda: not connected(browser), "the page to notice the laptop is gone")
    tap(browser, "card-4h")  # tapped while the laptop is down: counted from the phone's own cards, not a stale 8
    wait_for(lambda: text(browser, "verdict").startswith("7 more cards to set."), "the count of the phone's cards")
    assert text(browser, "verdict") == ("7 more cards to set. The laptop is not reached: it checks your cards when "
                                        "it is back.")
    assert table_app.start() == urls  # the same seats, the same secrets, the same port: the same QR codes
    wait_for(lambda: connected(browser), "the page to reconnect to the restarted laptop")
    wait_for(lambda: text(browser, "name-front") == "Ace-King high", "the laptop to read the cards sent again")
    for card in ["4c", "7s", "Qh", "Jd", "Tc", "9h", "8s"]:
        tap(browser, f"card-{card}")
    wait_for(lambda: text(browser, "verdict") == "All 13 set: press Ready.", "all 13 cards")
    assert text(browser, "name-back") == "Queen-high straight"


def test_the_page_names_a_foul_and_offers_surrender(table_app: TableApp, browser: WebDriver) -> None:
    """RULES F's foul (P4 sets A-A in front over Q-Q): the phone flags it, as the laptop reads it."""
    browser.get(table_app.urls["P4"])
    wait_for(lambda: connected(browser), "P4's page to connect")
    set_hand(browser, ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c"))
    assert text(browser, "verdict") == "Foul: front A-A-2 beats middle Q-Q-J-6-5"
    tap(browser, "surrender")
    wait_for(lambda: text(browser, "verdict") == "You surrender this hand.", "the surrender")
    assert text(browser, "surrender") == "Surrendered (undo)"
    time.sleep(0.2)
    assert table_app.hand_count() == 0
