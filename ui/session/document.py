"""The open session as a document: the session, its undo stack, and one signal when either changes it.

Orange's ``document`` shape: helpers take the document instead of the window, push their commands on its
stack and give ``notify`` as the commands' listener. ``changed`` is the one path by which "the session
changed" travels: each view (the scoreboard, the entry, the correction, table mode, the window's title and
status) subscribes to it and brings itself up to date from the ``SessionChange``'s flags.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from scorekeeper.night.edits import Change
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.read.deal import Deal

from .changes import SessionChange


class SessionDocument(QObject):
    """The store, the session open in it (or None) and the undo stack of its edits."""

    changed = Signal(object)
    """A command, its undo or its redo changed the session: the ``SessionChange``."""

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.session: Session | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setObjectName("undoStack")

    def open(self, session: Session | None) -> None:
        """Show another session (or none): its edits start a fresh undo history."""
        self.session = session
        self.undo_stack.clear()

    def fantasyland_next(self) -> dict[str, dict[str, Any]]:
        """Who plays the next hand in Fantasyland, read from the last hand's result."""
        session = self.session
        if session is None or not session.rules.fantasyland or not session.hand_count:
            return {}
        states: dict[str, dict[str, Any]] = {}
        for name, player in session.hands[-1].result.players.items():
            fl = player.fantasyland
            if isinstance(fl, Mapping) and fl.get("next"):
                states[name] = {"cards": fl.get("next_cards")}
        return states

    def notify(self, change: Change, entry_deal: Deal | None = None) -> None:
        """Tell every listener the session changed (commands call this from redo and undo).

        ``entry_deal``: the deal the entry scored, given by that hand's add command.
        """
        self.changed.emit(SessionChange.of(change, entry_deal))
