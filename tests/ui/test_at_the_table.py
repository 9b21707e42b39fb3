"""Issue 13, at the table: no traps, every shortcut works, the keyboard does everything.

Each test drives the app as the user did: key presses and clicks sent to whatever has the keyboard.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from ui.new_session import NewSessionDialog


def focused():  # type: ignore[no-untyped-def]
    return QApplication.focusWidget()


def show_dialog(qtbot, window) -> NewSessionDialog:  # type: ignore[no-untyped-def]
    dialog = NewSessionDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def test_enter_in_the_name_box_adds_the_player_and_never_starts(qtbot, make_window, store):
    window = make_window()
    sessions = len(store.list_sessions())
    dialog = show_dialog(qtbot, window)
    name_box = dialog.findChild(QLineEdit, "newPlayerEdit")
    qtbot.mouseClick(name_box, Qt.MouseButton.LeftButton)
    for name in ("Ann", "Bob", "Cy"):
        qtbot.keyClicks(focused(), name)
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
        assert dialog.isVisible()
        assert focused() is name_box
    assert dialog.players() == ("Ann", "Bob", "Cy")
    qtbot.keyClicks(focused(), "Dee")  # typed, not yet added: Start must not leave Dee out
    ok = dialog.findChild(QPushButton, "okButton")
    assert not ok.isEnabled()
    assert dialog.problem.text() == "Press Enter to add Dee to the players, or clear the name box."
    qtbot.keyClick(focused(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.isVisible()
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert dialog.players() == ("Ann", "Bob", "Cy", "Dee")
    assert dialog.isVisible() and ok.isEnabled()
    assert len(store.list_sessions()) == sessions
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(focused(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.values().players == ("Ann", "Bob", "Cy", "Dee")
