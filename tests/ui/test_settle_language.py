"""The settle-up PDF in Chinese and Vietnamese: its own words translated and drawn in a font that has them."""

from __future__ import annotations

import os
import shutil
import subprocess
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper_app.results.settle_dialog import write_settle_pdf

from .conftest import entry_of
from .language_check import installed

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
"""Where the pictures go with ``CHINESE_POKER_SCREENSHOTS=1`` (README's screenshots); else the test's folder."""
HANDS = (  # RULES F's settle-up nets by quick entry (as tests/ui/test_settle.py): P1 +12, P2 −5, P3 −9, P4 +2
    {"P1": (2, 1, 2), "P2": (2, 4, 3), "P3": (3, 4, 3), "P4": (1, 4, 2)},
    {"P1": (1, 2, 2), "P2": (2, 3, 2), "P3": (3, 3, 1), "P4": (4, 3, 1)},
)
pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils (pdftotext) is not installed")


@pytest.fixture(params=["zh_CN", "vi"])
def in_language(request, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The app in one language for the test; English again afterwards."""
    with installed(request.param):
        yield request.param


def test_the_settle_up_pdf_is_written_in_the_apps_language(qtbot, make_window, tmp_path: Path, in_language: str):  # type: ignore[no-untyped-def]
    """RULES E4's payments under a translated title, date, unit line and standings, text a reader can find."""
    window = make_window(unit_value="5.00")
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert window.act.quick.isChecked()  # Ctrl+E: Quick entry
    for places in HANDS:
        entry_of(window).load_deal({"players": [{"name": n, "places": dict(zip(("front", "middle", "back"), p,
                                                                               strict=True))}
                                            for n, p in places.items()]})
        assert window.score_hand()
    session = window.session
    day = session.date
    pdf = write_settle_pdf(session, tmp_path / "night.pdf")
    words = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                           check=True).stdout
    words = unicodedata.normalize("NFKC", words)  # the CJK font maps 月 and 日 to glyphs it shares with radicals
    expected = {
        "zh_CN": [f"结算 · {day.year}年{day.month}月{day.day}日", "每分 $5.00（USD）· 2 局", "排名", "1.  P1",
                  "+12 分"],
        "vi": [f"Thanh toán · ngày {day.day:02} tháng {day.month} năm {day.year}", "Mỗi điểm $5,00 (USD) · 2 ván",
               "Xếp hạng", "+12 điểm"],  # $5,00: QLocale vi writes a decimal comma
    }[in_language]
    flat = "".join(words.split())  # pdftotext lays words out with its own spaces
    assert [w for w in expected if "".join(unicodedata.normalize("NFKC", w).split()) not in flat] == []
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-singlefile", str(pdf), str(tmp_path / "page")], check=True)
    assert (tmp_path / "page.png").stat().st_size > 1000
    if os.environ.get("CHINESE_POKER_SCREENSHOTS"):
        shutil.copy(tmp_path / "page.png", SHOTS / f"settle-pdf-{in_language}.png")
