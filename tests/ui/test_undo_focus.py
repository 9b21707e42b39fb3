"""Undo follows focus: typing in progress is undone before any whole hand, and a whole-hand undo says which."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView

from tests.ui.conftest import history_of, row_edit, score_button

from .conftest import FOUR, fill

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def press(qtbot, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """A key pressed where the keyboard is, as a person would."""
    qtbot.keyClick(QApplication.focusWidget(), key, modifiers)


def type_here(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(QApplication.focusWidget(), text)


def status(window) -> str:  # type: ignore[no-untyped-def]
    return window.statusBar().currentMessage()


def test_typing_is_undone_first_even_from_the_empty_field_the_keyboard_moved_to(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    p1 = {row: row_edit(window, "P1", row) for row in ("front", "middle", "back")}
    p2_front = row_edit(window, "P2", "front")
    qtbot.waitUntil(p1["front"].hasFocus)
    type_here(qtbot, "Kh Qd 2s")  # a full front moves the keyboard on by itself
    type_here(qtbot, "5c 5d 9h 9c 3s")
    type_here(qtbot, "Ah Ad Ac 7d 7s")
    assert QApplication.focusWidget() is p2_front and p2_front.text() == ""
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert window.session.hand_count == 1  # the hand just scored stays
    assert history_of(window).rowCount() == 1
    assert p1["back"].text() == ""  # the last typing is taken back, where it was typed
    assert p1["middle"].text() == "5c 5d 9h 9c 3s"
    assert QApplication.focusWidget() is p1["back"]
    press(qtbot, Qt.Key.Key_Z, CTRL)  # then the row before it
    assert p1["middle"].text() == "" and p1["front"].text() == "Kh Qd 2s"
    assert window.session.hand_count == 1
    press(qtbot, Qt.Key.Key_Z, CTRL_SHIFT)  # redo brings the typing back
    assert p1["middle"].text() == "5c 5d 9h 9c 3s"
    assert window.session.hand_count == 1


def test_typing_is_undone_first_from_the_score_button_too(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    first = row_edit(window, "P1", "front")
    qtbot.waitUntil(first.hasFocus)
    type_here(qtbot, "Kh Qd 2s")
    score_button(window).setFocus()
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert window.session.hand_count == 1
    assert row_edit(window, "P1", "front").text() == ""


def test_a_whole_hand_undo_and_redo_say_which_hand(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    qtbot.waitUntil(row_edit(window, "P1", "front").hasFocus)
    press(qtbot, Qt.Key.Key_Z, CTRL)  # nothing typed: the hand itself
    assert window.session.hand_count == 0
    assert status(window) == "Undone: Add hand 1 (Ctrl+Shift+Z redoes it)"
    press(qtbot, Qt.Key.Key_Z, CTRL_SHIFT)
    assert window.session.hand_count == 1
    assert status(window) == "Redone: Add hand 1 (Ctrl+Z undoes it again)"


def test_a_typing_undo_leaves_the_status_bar_alone(qtbot, make_window):
    window = make_window()
    first = row_edit(window, "P1", "front")
    qtbot.waitUntil(first.hasFocus)
    type_here(qtbot, "Kh Qd 2s")
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert row_edit(window, "P1", "front").text() == ""
    assert status(window) == ""  # only a whole step of the session is announced


def test_edit_undo_from_the_menu_takes_back_typing_first_too(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    qtbot.waitUntil(row_edit(window, "P1", "front").hasFocus)
    type_here(qtbot, "Kh Qd 2s")  # the keyboard moves on to the middle
    window.act.undo.trigger()  # Edit ▸ Undo (or the toolbar's Undo), the keyboard still in the entry
    assert row_edit(window, "P1", "front").text() == ""
    assert window.session.hand_count == 1
    row_edit(window, "P1", "front").setFocus()
    type_here(qtbot, "Kh Qd")  # typing in progress again
    table = window.findChild(QTableView, "historyTable")
    table.setFocus()
    assert QApplication.focusWidget() is table  # the keyboard elsewhere: the menu's Undo takes back the hand
    window.act.undo.trigger()
    assert window.session.hand_count == 0
    assert status(window) == "Undone: Add hand 1 (Ctrl+Shift+Z redoes it)"
