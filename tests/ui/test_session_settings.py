"""Session ▸ Change unit value… and Change rules…: undoable, applied by the core, every view following."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QPushButton

from tests.ui.conftest import FOUR, SECOND_FIXED, fill, result_of, standings_of

from scorekeeper_app.results.models import PLAYER_ROLE, UNITS_ROLE
from scorekeeper_app.session.setting_dialogs import RulesDialog, UnitValueDialog


def standings(window) -> dict[str, object]:
    model = standings_of(window)
    return {model.index(r, 1).data(PLAYER_ROLE) or model.index(r, 1).data(): model.index(r, 2).data(UNITS_ROLE)
            for r in range(model.rowCount())}


def score(window, rows) -> None:
    fill(window, rows)
    assert window.score_hand()


def test_the_actions_are_named_and_need_a_session(qtbot, make_window):
    window = make_window()
    unit = window.findChild(QAction, "actionChangeUnitValue")
    rules = window.findChild(QAction, "actionChangeRules")
    assert unit.isEnabled() and rules.isEnabled()
    window.show_welcome()
    assert not unit.isEnabled() and not rules.isEnabled()


def test_a_new_unit_value_applies_to_the_next_hands_and_undoes(qtbot, make_window):
    window = make_window(unit_value="5.00")
    score(window, FOUR)
    assert "unit $5.00" in window.status_label.text()
    window.findChild(QAction, "actionChangeUnitValue").trigger()
    dialog = window.findChild(UnitValueDialog, "unitValueDialog")
    edit = dialog.findChild(QLineEdit, "unitValue")
    ok = dialog.findChild(QPushButton, "okButton")
    assert edit.text() == "5.00"
    assert dialog.findChild(QLabel, "unitCurrency").text() == "USD"
    for bad, problem in (("0", "more than 0"), ("2.505", "2 decimals")):
        edit.setText(bad)
        assert not ok.isEnabled()
        assert problem in dialog.findChild(QLabel, "dialogError").text()
    edit.clear()
    qtbot.keyClicks(edit, "10")
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    session = window.session
    assert session.unit_value == Decimal("10")
    assert window.statusBar().currentMessage() == "Unit value is now $10.00 from hand 2"
    assert "unit $10.00" in window.status_label.text()
    score(window, SECOND_FIXED)
    first, second = session.hands
    assert first.unit_value == Decimal("5.00") and first.money("P2") == Decimal("45.00")
    assert second.unit_value == Decimal("10")
    assert all(second.money(p) == second.units[p] * 10 for p in session.players)
    window.undo_stack.undo()  # the second hand
    window.undo_stack.undo()  # the unit
    assert session.unit_value == Decimal("5.00")
    assert "unit $5.00" in window.status_label.text()
    window.undo_stack.redo()
    assert session.unit_value == Decimal("10")


def test_a_unit_over_the_bankroll_limit_warns(qtbot, make_window):
    window = make_window(players=("P1", "P2"), bankrolls={"P1": "100", "P2": "100"})
    assert window.session_settings.apply_unit_value(Decimal("20"))
    message = window.statusBar().currentMessage()
    assert message.startswith("Unit value is now $20.00 from hand 1 — The unit ($20.00) is more than 10%")
    assert window.findChild(QLabel, "bankrollWarning").isVisibleTo(window)


def test_new_rules_rescore_every_hand_and_undo(qtbot, make_window):
    window = make_window()
    score(window, FOUR)
    assert standings(window) == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    window.findChild(QAction, "actionChangeRules").trigger()
    dialog = window.findChild(RulesDialog, "rulesDialog")
    assert dialog.findChild(QLabel, "rescoreNote").text() == "All 1 hand will be re-scored under the new rules."
    ok = dialog.findChild(QPushButton, "okButton")
    assert not ok.isEnabled()  # the same rules: nothing to re-score
    preset = dialog.findChild(QComboBox, "presetCombo")
    preset.setCurrentIndex(preset.findData("classic-1-1-1"))
    preset.activated.emit(preset.currentIndex())
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.session.rules.preset_name() == "classic-1-1-1"
    assert standings(window) == {"P1": 0, "P2": 6, "P3": -7, "P4": 1}
    assert "classic-1-1-1" in window.status_label.text()
    assert result_of(window).index(1, 1).data(UNITS_ROLE) == 6  # the last hand, re-scored
    assert window.undo_stack.undoText() == "Change rules to classic-1-1-1"
    window.undo_stack.undo()
    assert window.session.rules.preset_name() == "classic-1-6"
    assert standings(window) == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    window.undo_stack.redo()
    assert standings(window) == {"P1": 0, "P2": 6, "P3": -7, "P4": 1}


def test_rules_that_cannot_go_together_keep_ok_disabled(qtbot, make_window):
    window = make_window()
    score(window, FOUR)
    dialog = window.session_settings.change_rules()
    ok = dialog.findChild(QPushButton, "okButton")
    dialog.findChild(QCheckBox, "fantasylandField").setChecked(True)  # a classic game has no Fantasyland
    assert dialog.editor.rules() is None
    assert not ok.isEnabled()
    assert dialog.findChild(QLabel, "rulesError").text() == (
        "These options cannot go together: fantasyland is only for game 'ofc' or 'pineapple'.")
    assert dialog.findChild(QLabel, "dialogError").text() == "The rules cannot be played as set (see above)."
    dialog.reject()


def test_rules_the_session_cannot_be_played_under_keep_ok_disabled(qtbot, make_window):
    window = make_window()
    score(window, FOUR)
    dialog = window.session_settings.change_rules()
    ok = dialog.findChild(QPushButton, "okButton")
    game = dialog.findChild(QComboBox, "gameField")
    game.setCurrentIndex(game.findData("pineapple"))
    assert dialog.editor.rules() is not None  # the options go together, but not with this session
    assert not ok.isEnabled()
    assert dialog.findChild(QLabel, "dialogError").text() == (
        "These rules cannot score this session: pineapple needs 2 to 3 players, not 4.")
