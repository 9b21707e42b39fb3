"""Undo commands: each one only calls the session's own operations (Orange's ``document/commands.py``).

The session keeps an exact inverse of every operation, so a command does its operation once and then
walks the session's undo history: ``undo()`` is ``session.undo()`` and a later ``redo()`` is
``session.redo()``. Every edit of a session goes through the window's ``QUndoStack``, so the two
histories stay in step.

One kind of command edits the hand being entered instead: ``RowsCommand`` (a suggested setting) puts
new text in one player's rows and takes it back exactly. It never touches the session, so the session's
own history is not disturbed by it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.edits import Change
from scorekeeper.night.hands import PreparedHand
from scorekeeper.night.session import Session
from scorekeeper.rules import RuleSet

Listener = Callable[[Change], None]
ErrorListener = Callable[[str], None]
Texts = tuple[str, ...]
translate = QCoreApplication.translate


class SessionCommand(QUndoCommand):
    """One session operation. ``operation`` runs on the first redo (the push); later redos replay it.

    A failure (the store cannot be written) leaves the session as it was, reports the message and
    marks the command obsolete, so the stack drops it.
    """

    def __init__(self, session: Session, text: str, operation: Callable[[], Change],
                 on_change: Listener, on_error: ErrorListener | None = None) -> None:
        super().__init__(text)
        self._session = session
        self._operation: Callable[[], Change] | None = operation
        self._on_change = on_change
        self._on_error = on_error

    def redo(self) -> None:
        operation, self._operation = self._operation, None
        self._run(operation or self._session.redo)

    def undo(self) -> None:
        self._run(self._session.undo)

    def _run(self, step: Callable[[], Change | None]) -> None:
        try:
            change = step()
        except ScorekeeperError as e:
            self.setObsolete(True)
            if self._on_error is not None:
                self._on_error(str(e))
            return
        if change is not None:
            self.setText(change.text)
            self._on_change(change)


def add_hand(session: Session, deal: PreparedHand | Mapping[str, Any], on_change: Listener,
             on_error: ErrorListener | None = None, unit_value: Decimal | None = None) -> SessionCommand:
    """Score a hand and add it to the session (checked with ``verify_hand`` before it is pushed)."""
    number = session.hand_count + 1
    text = translate("Commands", "Add hand {number}").format(number=number)
    return SessionCommand(session, text, lambda: session.add_hand(deal, unit_value), on_change, on_error)


def replace_hand(session: Session, number: int, deal: PreparedHand | Mapping[str, Any], on_change: Listener,
                 on_error: ErrorListener | None = None) -> SessionCommand:
    text = translate("Commands", "Edit hand {number}").format(number=number)
    return SessionCommand(session, text, lambda: session.replace_hand(number, deal), on_change, on_error)


def delete_hand(session: Session, number: int, on_change: Listener,
                on_error: ErrorListener | None = None) -> SessionCommand:
    text = translate("Commands", "Delete hand {number}").format(number=number)
    return SessionCommand(session, text, lambda: session.delete_hand(number), on_change, on_error)


def rename_session(session: Session, name: str, on_change: Listener,
                   on_error: ErrorListener | None = None) -> SessionCommand:
    text = translate("Commands", "Rename to {name}").format(name=repr(name.strip()))
    return SessionCommand(session, text, lambda: session.rename(name), on_change, on_error)


def set_unit_value(session: Session, value: Decimal, on_change: Listener,
                   on_error: ErrorListener | None = None) -> SessionCommand:
    """The unit value for the hands added from now on (each past hand keeps its own)."""
    text = translate("Commands", "Change the unit")
    return SessionCommand(session, text, lambda: session.set_unit_value(value), on_change, on_error)


def set_rules(session: Session, rules: RuleSet, on_change: Listener,
              on_error: ErrorListener | None = None) -> SessionCommand:
    """New rules for the session: every hand is re-scored (checked with ``verify_rules`` before it is pushed)."""
    text = translate("Commands", "Change rules")
    return SessionCommand(session, text, lambda: session.set_rules(rules), on_change, on_error)


class RowsCommand(QUndoCommand):
    """New text for one player's rows in the hand being entered; undo puts the old text back exactly.

    ``read`` gives the rows' text now, or None when the player is gone; ``write(texts, done)`` sets it
    (``done`` is True for the new text). Undo and redo act only on rows still as this command left them:
    rows typed over since, or replaced by a correction, are never overwritten. Such a command is stale:
    ``on_stale`` is told, and the stack drops it.
    """

    def __init__(self, text: str, read: Callable[[], Texts | None], write: Callable[[Texts, bool], None],
                 before: Texts, after: Texts, on_stale: Callable[[str], None] | None = None) -> None:
        super().__init__(text)
        self._read = read
        self._write = write
        self._before = before
        self._after = after
        self._on_stale = on_stale
        self._pushed = False

    def redo(self) -> None:
        if self._pushed and self._read() != self._before:
            self._stale()
            return
        self._pushed = True
        self._write(self._after, True)

    def undo(self) -> None:
        if self._read() != self._after:
            self._stale()
            return
        self._write(self._before, False)

    def _stale(self) -> None:
        self.setObsolete(True)
        if self._on_stale is not None:
            self._on_stale(translate("Commands", "{action}: the rows have changed since, so they were left as they "
                                      "are").format(action=self.text()))
