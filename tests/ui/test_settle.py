"""Settling up: the fewest payments of RULES.md F, copied as text and saved as a PDF."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton

from scorekeeper_app.results.settle_dialog import SettleDialog, settle_text, write_settle_pdf

from .conftest import entry_of

# Two quick-entry hands (places, no cards) under classic 1-6 that leave the nets of RULES.md F's
# settle-up example: P1 +12, P2 −5, P3 −9, P4 +2 units.
HANDS = (
    {"P1": (2, 1, 2), "P2": (2, 4, 3), "P3": (3, 4, 3), "P4": (1, 4, 2)},  # +8 −3 −9 +4
    {"P1": (1, 2, 2), "P2": (2, 3, 2), "P3": (3, 3, 1), "P4": (4, 3, 1)},  # +4 −2 0 −2
)
EXPECTED = "Test game — settle-up\nP3 pays P1 $45.00\nP2 pays P1 $15.00\nP2 pays P4 $10.00\n"


def quick_deal(places: dict[str, tuple[int, int, int]]) -> dict[str, object]:
    return {"players": [{"name": n, "places": dict(zip(("front", "middle", "back"), p, strict=True))}
                        for n, p in places.items()]}


@pytest.fixture
def settled(make_window):  # type: ignore[no-untyped-def]
    window = make_window(unit_value="5.00")
    window.act.quick.trigger()
    for places in HANDS:
        entry_of(window).load_deal(quick_deal(places))
        assert window.score_hand()
    assert window.session.net_units() == {"P1": 12, "P2": -5, "P3": -9, "P4": 2}
    return window


def open_dialog(qtbot, window) -> SettleDialog:
    window.findChild(type(window.act.settle), "actionSettleUp").trigger()
    dialog = window.findChild(SettleDialog, "settleDialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_settle_up_shows_the_fewest_payments_with_the_unit(qtbot, settled):
    dialog = open_dialog(qtbot, settled)
    payments = [dialog.findChild(QLabel, f"payment{i}").text() for i in range(3)]
    assert payments == ["P3 pays P1 $45.00", "P2 pays P1 $15.00", "P2 pays P4 $10.00"]
    assert dialog.findChild(QLabel, "settleUnit").text() == "Unit $5.00 (USD) · 2 hands"
    standings = dialog.standings_model
    assert [standings.index(r, 1).data() for r in range(4)] == ["P1", "P4", "P2", "P3"]
    assert [standings.index(r, 3).data() for r in range(4)] == ["$60.00", "$10.00", "−$25.00", "−$45.00"]
    dialog.close()


def test_copy_as_text_puts_one_payment_a_line_on_the_clipboard(qtbot, settled):
    dialog = open_dialog(qtbot, settled)
    dialog.findChild(QPushButton, "copySettleButton").click()
    assert QApplication.clipboard().text() == EXPECTED
    assert settle_text(settled.session) == EXPECTED


def test_save_as_pdf_writes_a_pdf_beside_nothing_else(qtbot, settled, tmp_path, monkeypatch):
    target = tmp_path / "out" / "friday"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), "PDF files (*.pdf)"))
    dialog = open_dialog(qtbot, settled)
    dialog.findChild(QPushButton, "saveSettlePdfButton").click()
    pdf = target.with_name("friday.pdf")
    assert pdf.read_bytes().startswith(b"%PDF")
    assert pdf.stat().st_size > 1000
    assert sorted(p.name for p in target.parent.iterdir()) == ["friday.pdf"]  # no temporary file left
    assert dialog.findChild(QLabel, "settleStatus").text() == f"Saved {pdf}"
    assert settled.settings.last_folder == str(target.parent)


def test_a_pdf_that_cannot_be_written_leaves_nothing(qtbot, settled, tmp_path):
    with pytest.raises(OSError):
        write_settle_pdf(settled.session, tmp_path / "missing" / "night.pdf")
    with pytest.raises(OSError):
        write_settle_pdf(settled.session, tmp_path)
    assert list(tmp_path.iterdir()) == [p for p in tmp_path.iterdir() if p.suffix != ".tmp"]
    assert not any(p.name.startswith(".") for p in tmp_path.iterdir())


def test_nobody_pays_when_everyone_is_square(qtbot, make_window):
    window = make_window()
    assert settle_text(window.session) == "Test game — settle-up\nEveryone is square: nobody pays anybody.\n"


def test_the_pdf_of_an_existing_file_is_replaced_whole(qtbot, settled, tmp_path: Path):
    target = tmp_path / "night.pdf"
    target.write_bytes(b"old")
    write_settle_pdf(settled.session, target)
    assert target.read_bytes().startswith(b"%PDF-")
