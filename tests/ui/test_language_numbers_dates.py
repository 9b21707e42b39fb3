"""Numbers and days follow the language's QLocale (issue 20, README "Languages"): in Tiếng Việt the Seasons view
writes days d/M/yyyy and decimals with a comma, and the fixed-foul box reads and shows "6,50"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableWidget,
)

from tests.ui.conftest import FOUR, row_field, shown, standings_of
from tests.ui.test_seasons_view import SEPT, column, open_dialog, two_nights

from scorekeeper_app.session.new_session import NewSessionDialog

from .language_check import installed


def test_the_seasons_view_writes_days_and_figures_the_vietnamese_way(qtbot, store):  # type: ignore[no-untyped-def]
    """RULES F's deal on two Fridays (4 and 11 September 2026) at 5 a unit: Bob +9 then +5, Cy -13 then -6."""
    two_nights(store)
    with installed("vi"):
        dialog = open_dialog(qtbot, store)
        nights = dialog.findChild(QListWidget, "seasonNights")
        assert [nights.item(i).text() for i in range(nights.count())] == [
            "4/9/2026  Friday 1  (1 ván)", "11/9/2026  Friday 2  (1 ván)"]
        qtbot.mouseClick(dialog.findChild(QCheckBox, "seasonRange"), Qt.MouseButton.LeftButton)
        dialog.from_edit.setDate(SEPT)
        assert dialog.from_edit.text() == "4/9/2026"
        standings = dialog.findChild(QTableWidget, "seasonStandings")
        assert column(standings, 0) == ["Bob", "Dee", "Ann", "Cy"]
        assert column(standings, 2) == ["70,00 USD", "15,00 USD", "10,00 USD", "-95,00 USD"]  # units x 5
        assert column(standings, 6) == ["+7,00", "+1,50", "+1,00", "-9,50"]  # per hand: 14/2, 3/2, 2/2, -19/2
        records = dialog.findChild(QLabel, "seasonRecords").text()
        assert "4/9/2026" in records and "2026-09-04" not in records  # Bob's best night, +9 on the first Friday


def test_the_fixed_foul_is_typed_and_shown_with_a_decimal_comma(qtbot, make_window):  # type: ignore[no-untyped-def]
    """RULES B4's fixed foul: a Vietnamese player types 6,5 units and reads back 6,50."""
    with installed("vi"):
        window = make_window(("Ana", "Binh"))
        dialog = shown(qtbot, NewSessionDialog(window, ("Ana", "Binh")))
        kind = dialog.findChild(QComboBox, "foulKind")
        amount = dialog.findChild(QDoubleSpinBox, "foulAmount")
        assert amount.text() == "6,00"  # a scoop's 6 units, before the foul is made fixed
        kind.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is kind)
        qtbot.keyClick(kind, Qt.Key.Key_Down)  # pays a scoop -> pays a fixed amount
        assert kind.currentData() == "fixed"
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is amount
        qtbot.keyClick(amount, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(QApplication.focusWidget(), "6,5")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert amount.value() == 6.5 and amount.text() == "6,50"
        dialog.reject()


def test_money_in_the_standings_has_a_decimal_comma(qtbot, make_window):  # type: ignore[no-untyped-def]
    """RULES F's deal, P1 against P2 at 1-6 and 5.00 a unit: the fronts tie (A-K-6 each), P2's straight beats two
    pair and P2's full house a straight: P2 +2 units, $10,00 in vi; P1 −$10,00."""
    with installed("vi"):
        window = make_window(("P1", "P2"), unit_value="5.00")
        qtbot.waitUntil(row_field(window, "P1", "front").hasFocus)
        for rows in (FOUR["P1"], FOUR["P2"]):
            for text in rows:
                qtbot.keyClicks(QApplication.focusWidget(), text.replace(" ", ""))
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: window.session.hand_count == 1)
        model = standings_of(window)
        money = [model.data(model.index(r, 3)) for r in range(model.rowCount())]
        assert money == ["$10,00", "−$10,00"]  # P2 first


def test_the_unit_value_is_shown_and_remembered_with_a_decimal_comma(qtbot, make_window, settings):  # type: ignore[no-untyped-def]
    """The last unit (kept as 2.50) shows as 2,50 in Vietnamese; a typed 3,75 is kept as 3.75 for any language."""
    settings.last_unit = ("2.50", "USD")
    with installed("vi"):
        window = make_window(("Ana", "Binh"))
        dialog = shown(qtbot, NewSessionDialog(window, ("Ana", "Binh"), settings))
        unit = dialog.findChild(QLineEdit, "unitValue")
        assert unit.text() == "2,50"
        qtbot.mouseDClick(unit, Qt.MouseButton.LeftButton)  # the player clicks into the field
        qtbot.waitUntil(lambda: QApplication.focusWidget() is unit)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(QApplication.focusWidget(), "3,75")
        with qtbot.waitSignal(dialog.accepted):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert settings.last_unit == ("3.75", "USD")
