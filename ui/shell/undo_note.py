"""Undo and redo from the menu and toolbar, and what they say in the status bar.

Edit ▸ Undo (or the toolbar's) takes back typing first while the keyboard is in the entry, as Ctrl+Z does
there (``entry/typing_undo``); otherwise it undoes the session's last step. A whole-hand undo or redo
says in the status bar what it took back or brought back ("Add hand 4"). Only the session's own steps
are named (a hand added, corrected or deleted, a rename, new rules); taking back a suggestion is typing,
seen in the rows themselves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QUndoStack

from ..session.commands import SessionCommand

NOTE_MS = 8000


def announce_undo(stack: QUndoStack, undo: QAction, redo: QAction, show: Callable[[str, int], None],
                  typing_first: Callable[[], bool]) -> None:
    """Route the stack's actions: ``typing_first`` may take back typing, else the stack undoes and ``show``
    names the step."""

    def undone() -> None:
        if stack.index() < stack.count() and isinstance(stack.command(stack.index()), SessionCommand):
            text = QCoreApplication.translate("MainWindow", "Undone: {step} (Ctrl+Shift+Z redoes it)")
            show(text.format(step=stack.text(stack.index())), NOTE_MS)

    def redone() -> None:
        if stack.index() > 0 and isinstance(stack.command(stack.index() - 1), SessionCommand):
            text = QCoreApplication.translate("MainWindow", "Redone: {step} (Ctrl+Z undoes it again)")
            show(text.format(step=stack.text(stack.index() - 1)), NOTE_MS)

    def undo_step() -> None:
        if not typing_first():
            stack.undo()
            undone()

    undo.triggered.disconnect()  # the stack's own connection: undo goes through ``undo_step`` instead
    undo.triggered.connect(undo_step)
    redo.triggered.connect(redone)
