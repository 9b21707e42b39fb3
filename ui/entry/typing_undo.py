"""Undo follows focus: while a hand is being typed, Ctrl+Z takes back typing before any whole hand.

Each row's text field keeps its own typing history. A full row moves the keyboard on to the next, empty
field, which has nothing of its own to undo; without this, Ctrl+Z there would reach the window and take
back the hand scored before. ``TypingUndo`` remembers the order the rows were edited in, so Ctrl+Z pressed
anywhere in the entry (an empty row, the Score button) undoes the latest typing, in the row it was typed
in, and moves the keyboard there. Only when no row has typing left to undo does the key reach the hand.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget


def is_undo_key(event: QEvent) -> bool:
    """A key press (or its shortcut override) that means Undo."""
    return isinstance(event, QKeyEvent) and event.matches(QKeySequence.StandardKey.Undo)


class TypingUndo:
    """The entry's text fields in the order they were last edited, and Ctrl+Z for the latest typing."""

    def __init__(self, entry: QWidget) -> None:
        self._entry = entry
        self._recent: list[QLineEdit] = []

    def forget(self) -> None:
        """New fields for a new table: nothing typed yet."""
        self._recent.clear()

    def note(self, edit: QLineEdit) -> None:
        """``edit`` was just edited: it holds the latest typing."""
        if edit in self._recent:
            self._recent.remove(edit)
        self._recent.append(edit)

    def _latest(self) -> QLineEdit | None:
        for edit in reversed(self._recent):
            if edit.isEnabled() and edit.isVisible() and edit.isUndoAvailable():
                return edit
        return None

    def can_undo(self) -> bool:
        """Some field of the hand being typed has typing to take back."""
        return self._latest() is not None

    def undo(self) -> bool:
        """Take back the latest typing where it was typed, and put the keyboard there; False if none."""
        edit = self._latest()
        if edit is None:
            return False
        edit.setFocus(Qt.FocusReason.OtherFocusReason)
        edit.undo()
        self.note(edit)
        return True

    def undo_in_focus(self) -> bool:
        """Edit ▸ Undo or the toolbar's Undo while the keyboard is in the entry: the typing first, as Ctrl+Z."""
        focus = QApplication.focusWidget()
        return focus is not None and self._entry.isAncestorOf(focus) and self.undo()

    def claim(self, event: QEvent) -> bool:
        """An Undo key's shortcut override: claim it for the typing (the window's undo waits), if there is any."""
        if event.type() == QEvent.Type.ShortcutOverride and is_undo_key(event) and self.can_undo():
            event.accept()
            return True
        return False
