"""The new-session dialog as a person meets it (issue 29 item 6): no red sentence before anything is typed,
Tab goes from the session's name to the name box (past the empty list), and the game's name has its capital."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QListWidget, QPushButton

from scorekeeper_app.session.new_session import NewSessionDialog

from .conftest import shown


def focused():  # type: ignore[no-untyped-def]
    return QApplication.focusWidget()


def test_nothing_is_red_before_anything_is_typed_and_tab_reaches_the_name_box_first(qtbot, settings):
    dialog = shown(qtbot, NewSessionDialog(settings=settings))
    problem = dialog.findChild(QLabel, "dialogError")
    ok = dialog.findChild(QPushButton, "okButton")
    assert problem.text() == "" and not ok.isEnabled()  # Start waits for the players, without a red sentence
    dialog.name.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is dialog.new_player  # not the empty Players list
    qtbot.keyClicks(focused(), "Ann")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert problem.text() == "Players: a session needs 2 to 4 players, not 1."  # now there is something to say
    qtbot.keyClicks(focused(), "Bob")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert problem.text() == "" and ok.isEnabled()
    players = dialog.findChild(QListWidget, "playerList")
    assert players.focusPolicy() == Qt.FocusPolicy.StrongFocus  # a list with names takes the keyboard again


def test_start_asked_for_with_no_players_says_what_is_missing(qtbot, settings):
    dialog = shown(qtbot, NewSessionDialog(settings=settings))
    dialog.name.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.keyClick(focused(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.findChild(QLabel, "dialogError").text() == "Players: a session needs 2 to 4 players, not 0."
    assert dialog.isVisible()


def test_the_custom_rules_entry_names_chinese_poker_with_its_capital(qtbot, settings):
    dialog = shown(qtbot, NewSessionDialog(players=("Ann", "Bob"), settings=settings))
    preset = dialog.findChild(QComboBox, "presetCombo")
    texts = [preset.itemText(i) for i in range(preset.count())]
    assert texts[-1] == "Custom classic Chinese poker rules"
    assert not any("chinese" in text for text in texts)
