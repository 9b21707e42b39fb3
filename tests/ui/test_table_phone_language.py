"""Table mode's phone page in the phone's language: headless Chromium asking for zh-CN, zh-TW or vi (its
Accept-Language) on a seat of the real app, which itself shows English.

The page's own words come from the app's Qt catalogue in the phone's language (context ``table``, the qsTr words
of table.js), embedded in the page the laptop serves; ``<html lang>`` says the language so the phone picks a CJK
font. Row names (``name-front`` …) are the core's words and are checked by the core's renderer, not here.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.ui.conftest import FOUR
from tests.ui.table_app import TableApp, chromium, tap, text, wait_for

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
"""Where the pictures go with ``CHINESE_POKER_SCREENSHOTS=1`` (README's screenshots); else the test's folder."""
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
ALLOWED = re.compile(r"^(P[1-4]|[2-9TJQKA][shdc])$")
"""Words that may stay as they are: the players' names (P1-P4) and cards typed as codes."""
PAGE_TEXT = """
const rows = document.querySelectorAll('.row-name');
rows.forEach((r) => r.setAttribute('data-keep', r.textContent));
rows.forEach((r) => { r.textContent = ''; });
const seen = document.body.innerText + ' ' + document.title + ' ' +
    Array.from(document.querySelectorAll('[placeholder],[aria-label]'))
        .map((e) => (e.getAttribute('placeholder') || '') + ' ' + (e.getAttribute('aria-label') || '')).join(' ');
rows.forEach((r) => { r.textContent = r.getAttribute('data-keep'); });
return seen;
"""
"""Everything the phone shows or reads out, except the core's row names."""


def start_table(tmp_path: Path, code: str) -> TableApp:
    """P1-P4 under classic 1-6, the app started in table mode in language ``code`` (View ▸ Language)."""
    with Store(tmp_path / "store.sqlite3") as store:
        store.create(Session("Table night", tuple(FOUR), "classic-1-6"))
    (tmp_path / "ui.ini").write_text(f"[view]\nlanguage={code}\n", encoding="utf-8")
    app = TableApp(tmp_path)
    app.start()
    return app


@pytest.fixture
def phone_in() -> Iterator[Callable[[str], WebDriver]]:
    """A phone whose browser asks for a language (one Chromium a language)."""
    drivers: list[WebDriver] = []

    def make(language: str) -> WebDriver:
        drivers.append(chromium(language))
        return drivers[-1]

    yield make
    for driver in drivers:
        driver.quit()


PAGE_ENGLISH = {"Front", "Middle", "Back", "Ready", "Surrender", "Add", "hand", "Your", "cards", "card", "connected",
                "connecting", "type", "more", "to", "set", "press", "Declare"}
"""The English of the page's own words: none may show in Vietnamese (whose words are Latin letters too)."""


def english_words(browser: WebDriver, code: str) -> list[str]:
    """Words of the page left in English: any ASCII word in Chinese, the page's own English words in Vietnamese."""
    seen = ENGLISH_WORD.findall(str(browser.execute_script(PAGE_TEXT)))
    if code == "vi":
        return [w for w in seen if w in PAGE_ENGLISH]
    return [w for w in seen if not ALLOWED.match(w)]


@pytest.mark.parametrize(("code", "lang", "connected", "set_all", "ready"), [
    ("zh_CN", "zh-CN", "已连接", "13 张都摆好了：点“好了”。", "好了 ✓（点一下可改）"),
    ("zh_TW", "zh-TW", "已連線", "13 張都擺好了：按「好了」。", "好了 ✓（點一下可改）"),
    ("vi", "vi", "đã kết nối", "Đã xếp đủ 13 lá: bấm Xong.", "Xong ✓ (chạm để sửa)"),
])
def test_the_phone_page_speaks_the_phones_language(tmp_path: Path, phone_in: Callable[[str], WebDriver], code: str,
                                                   lang: str, connected: str, set_all: str, ready: str) -> None:
    """A phone asking for zh-CN (zh-TW, vi) at an English laptop shows its own words in that language, no English
    word, and a CJK font."""
    browser = phone_in(lang)
    app = start_table(tmp_path, "en")
    try:
        browser.get(app.urls["P1"])
        wait_for(lambda: text(browser, "link") == connected, "the page to connect")
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang
        assert english_words(browser, code) == []
        if code == "zh_CN":
            assert text(browser, "title") == "P1 · 第 1 局"
            assert browser.title == "十三张 · 你的牌"
            assert [text(browser, f"head-{row}") for row in ("front", "middle", "back")] == ["头道", "中道", "尾道"]
            assert text(browser, "verdict") == "还差 13 张没摆。"
            assert "Noto Sans CJK SC" in browser.execute_script("return getComputedStyle(document.body).fontFamily;")
        if code == "zh_TW":
            assert text(browser, "head-front") == "頭道"
            assert "Noto Sans CJK TC" in browser.execute_script("return getComputedStyle(document.body).fontFamily;")
        for row in FOUR["P1"]:
            for card in row.split():
                tap(browser, f"card-{card}")
        wait_for(lambda: text(browser, "verdict") == set_all, "the laptop's reading of 13 cards")
        tap(browser, "ready")
        wait_for(lambda: text(browser, "ready") == ready, "Ready to be taken")
        assert english_words(browser, code) == []
        folder = SHOTS if os.environ.get("CHINESE_POKER_SCREENSHOTS") else tmp_path
        assert browser.save_screenshot(str(folder / f"table-phone-{code}.png"))
    finally:
        app.kill()
