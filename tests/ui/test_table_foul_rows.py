"""The phone page marks a foul's two rows from the laptop's data, in any language (issue 20): never by reading
the foul's words. RULES B2: P4's front A-A-2 beats the middle Q-Q-J-6-5, so front and middle are marked."""

from __future__ import annotations

from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.ui.conftest import FOUR
from tests.ui.table_app import TableApp, chromium, tap, text, wait_for

P4_FOUL = ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")


@pytest.mark.parametrize(("code", "connected"), [("zh-CN", "已连接"), ("vi", "đã kết nối")])
def test_a_foul_marks_its_rows_on_the_phone_in_the_phones_language(tmp_path: Path, code: str, connected: str) -> None:
    """The laptop shows English; the phone asks for Chinese (Vietnamese) and is told its foul in it."""
    with Store(tmp_path / "store.sqlite3") as store:
        store.create(Session("Table night", tuple(FOUR), "classic-1-6"))
    (tmp_path / "ui.ini").write_text("[view]\nlanguage=en\n", encoding="utf-8")
    browser = chromium(code)
    app = TableApp(tmp_path)
    app.start()
    try:
        browser.get(app.urls["P4"])
        wait_for(lambda: text(browser, "link") == connected, "P4's page to connect")
        for row in P4_FOUL:
            for card in row.split():
                tap(browser, f"card-{card}")
        wait_for(lambda: "A-A-2" in text(browser, "verdict"), "the laptop's reading of the foul")
        assert "front" not in text(browser, "verdict")  # the foul is said in the language, not in English
        marked = [row for row in ("front", "middle", "back")
                  if "foul" in str(browser.find_element(By.ID, f"row-{row}").get_attribute("class")).split()]
        assert marked == ["front", "middle"]
    finally:
        app.kill()
        browser.quit()
