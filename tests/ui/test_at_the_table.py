"""Issue 13, at the table: no traps, every shortcut works, the keyboard does everything.

Each test drives the app as the user did: key presses and clicks sent to whatever has the keyboard.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QPushButton

from tests.ui.conftest import FOUR

from ui.new_session import NewSessionDialog
from ui.row_entry import RowEdit


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


def type_rows(qtbot, rows) -> None:  # type: ignore[no-untyped-def]
    """Type rows into whatever has the keyboard, the way a user does: no separators, a full row moves on."""
    for text in rows:
        qtbot.keyClicks(focused(), text.replace(" ", ""))


def press_modal(qtbot, window, key, modifiers=Qt.KeyboardModifier.ControlModifier) -> str:  # type: ignore[no-untyped-def]
    """Press a key that opens a modal dialog; say which dialog opened and close it with Escape."""
    seen: list[str] = []

    def close() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(20, close)
            return
        seen.append(modal.objectName() or type(modal).__name__)
        QTest.keyClick(modal.focusWidget() or modal, Qt.Key.Key_Escape)

    QTimer.singleShot(0, close)
    qtbot.keyClick(focused(), key, modifiers)
    qtbot.waitUntil(lambda: bool(seen))
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    back_to(qtbot, window)
    return seen[0]


def in_dialog(qtbot, dialog: QDialog) -> None:  # type: ignore[no-untyped-def]
    """Wait until the dialog is up and has the keyboard."""
    qtbot.waitUntil(lambda: dialog.isVisible() and focused() is not None and focused().window() is dialog)


def back_to(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A dialog closed: the window manager hands the keyboard back to the window (offscreen has none)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))


CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
SHOWN_KEYS = {"Ctrl+N", "Ctrl+O", "Ctrl+I", "Ctrl+Q", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+Return",
              "Ctrl+Enter", "Ctrl+G", "Ctrl+E", "Ctrl+Shift+Backspace", "Del", "Esc", "Ctrl+U", "F1", "Ctrl+B",
              "Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4", "F2", "Ctrl+Shift+E", "Ctrl+Shift+S"}
"""Every key a menu, Help or the README shows; each is pressed below."""


def test_every_shortcut_works_from_a_card_field(qtbot, make_window, qtlog):
    window = make_window()
    keys = {k.toString() for a in window.actions() + window.findChildren(QAction) for k in a.shortcuts()}
    assert keys == SHOWN_KEYS
    rows = [p.rows for p in window.entry.players]
    qtbot.waitUntil(lambda: focused() is rows[0]["front"].edit)
    # Undo and redo act on the typing first (the field's own history) ...
    qtbot.keyClicks(focused(), "As")
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert rows[0]["front"].text() == ""
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL | SHIFT)
    assert rows[0]["front"].text() == "As"
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(focused(), Qt.Key.Key_Y, CTRL)
    assert rows[0]["front"].text() == "As"
    # ... Ctrl+Shift+Backspace clears the hand ...
    qtbot.keyClick(focused(), Qt.Key.Key_Backspace, CTRL | SHIFT)
    assert rows[0]["front"].text() == "" and focused() is rows[0]["front"].edit
    # ... Ctrl+G suggests a setting for the player just typed ...
    type_rows(qtbot, FOUR["P1"])
    assert focused() is rows[1]["front"].edit
    qtbot.keyClick(focused(), Qt.Key.Key_G, CTRL)
    assert window.entry.players[0].status.text().startswith("Suggested ✓")
    # ... Ctrl+Enter scores, then undo and redo act on whole hands.
    type_rows(qtbot, [r for name in ("P2", "P3", "P4") for r in FOUR[name]])
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    assert window.session.hand_count == 1
    qtbot.waitUntil(lambda: focused() is rows[0]["front"].edit)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert window.session.hand_count == 0
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL | SHIFT)
    assert window.session.hand_count == 1
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(focused(), Qt.Key.Key_Y, CTRL)
    assert window.session.hand_count == 1
    # Ctrl+Shift+S: the player being typed surrenders.
    assert focused() is rows[0]["front"].edit
    qtbot.keyClick(focused(), Qt.Key.Key_S, CTRL | SHIFT)
    assert window.entry.players[0].surrendered()
    qtbot.keyClick(focused(), Qt.Key.Key_Backspace, CTRL | SHIFT)
    # The views, the modes and the dialogs.
    for i, key in enumerate((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)):
        qtbot.keyClick(focused(), key, CTRL)
        assert window.tabs.currentIndex() == i
    assert isinstance(focused(), RowEdit)
    qtbot.keyClick(focused(), Qt.Key.Key_B, CTRL)
    assert window.action_show_review.isChecked()
    qtbot.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert window.entry.is_quick()
    qtbot.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert not window.entry.is_quick() and isinstance(focused(), RowEdit)
    qtbot.keyClick(focused(), Qt.Key.Key_U, CTRL)
    qtbot.waitUntil(lambda: window.findChild(QDialog, "settleDialog") is not None)
    in_dialog(qtbot, window.findChild(QDialog, "settleDialog"))
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    back_to(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: window.findChild(QDialog, "howToScoreDialog") is not None)
    in_dialog(qtbot, window.findChild(QDialog, "howToScoreDialog"))
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    back_to(qtbot, window)
    assert press_modal(qtbot, window, Qt.Key.Key_N) == "newSessionDialog"
    assert press_modal(qtbot, window, Qt.Key.Key_O) == "openSessionDialog"
    assert press_modal(qtbot, window, Qt.Key.Key_I) == "QFileDialog"
    assert press_modal(qtbot, window, Qt.Key.Key_E, CTRL | SHIFT) == "QFileDialog"
    assert press_modal(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier) == "QInputDialog"
    # Delete works in History; Esc cancels a correction from the card field it put the keyboard in.
    qtbot.keyClick(focused(), Qt.Key.Key_2, CTRL)
    window.history.table.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert window.correction.active()
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert not window.correction.active()
    window.history.table.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert window.history.selected_number() == 1
    qtbot.keyClick(focused(), Qt.Key.Key_Delete)
    assert window.session.hand_count == 0
    qtbot.keyClick(window.entry.players[0].rows["front"].edit, Qt.Key.Key_Q, CTRL)
    assert not window.isVisible()
    assert not [r for r in qtlog.records if "mbiguous" in r.message]


def test_tab_after_a_full_row_never_skips_a_row(qtbot, make_window):
    window = make_window()
    p1 = window.entry.players[0].rows
    qtbot.waitUntil(lambda: focused() is p1["front"].edit)
    assert window.entry.summary.text() == (
        "Type or pick each player's front, middle and back. A full row moves on by itself "
        "(a Tab straight after stays put); Tab or Enter moves on from a row not yet full.")
    qtbot.keyClicks(focused(), "AsKd6c")
    assert focused() is p1["middle"].edit
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)  # the habit of front, Tab, middle
    assert focused() is p1["middle"].edit
    qtbot.keyClicks(focused(), "9s9d4h4c7s")
    assert p1["middle"].text() == "9s9d4h4c7s" and p1["back"].text() == ""
    assert focused() is p1["back"].edit
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # Enter agrees with Tab
    assert focused() is p1["back"].edit
    qtbot.keyClicks(focused(), "Qh")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)  # from a row not yet full, Tab moves on
    assert focused() is window.entry.players[0].surrender
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is window.entry.players[1].rows["front"].edit
