"""The entry follows the open session: seated for its players and rules, moved on after each change.

It listens to the document's one ``changed`` signal, as every view does: a hand scored from the entry
clears it for the next hand, an undone add brings that hand back into it, new rules seat it again with
what was typed put back, and the next dealer and Fantasyland are shown — except while a correction holds
the entry.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from scorekeeper.night.edits import Direction
from scorekeeper.night.session import Session

from ..common.actions import WindowActions
from ..session.changes import SessionChange
from ..session.document import SessionDocument
from .correction import Correcting
from .hand_entry import HandEntry


class EntryFollowsSession(QObject):
    """Keeps the entry in step with the document's session (``seat`` when a session opens)."""

    def __init__(self, document: SessionDocument, entry: HandEntry, correction: Correcting,
                 actions: WindowActions) -> None:
        super().__init__(entry)
        self.document = document
        self.entry = entry
        self.correction = correction
        self.actions = actions
        document.changed.connect(self.follow)

    def open(self, session: Session) -> None:
        """A session opened: the entry is seated for it, quick entry offered where its game has it, and the
        keyboard goes to the first row once the window has shown the page."""
        self.seat(session)
        self.actions.set_quick_allowed(self.entry.quick_allowed(), True)
        QTimer.singleShot(0, self.entry, self.entry.focus_first)

    def seat(self, session: Session) -> None:
        """The entry gets the session's players and rules, with the next dealer and any Fantasyland."""
        entry = self.entry
        entry.set_table(session.players, session.rules, session.next_dealer(), self.document.fantasyland_next())
        entry.set_quick(self.actions.quick.isChecked())

    def follow(self, change: SessionChange) -> None:
        session, entry = self.document.session, self.entry
        if session is None:
            return
        if change.entered and (change.direction is Direction.DO or entry.deal() == change.entry_deal):
            entry.clear()  # a redo clears the entry only when it holds that same deal
        if self.correction.active():
            return
        entry.set_dealer(session.next_dealer())
        entry.set_fantasyland(self.document.fantasyland_next())
        if change.taken_back is not None and entry.is_blank():
            entry.load_deal(change.taken_back)  # the hand taken back comes back into the entry, to correct it
        if change.entry_deal is not None:
            entry.focus_first()
        if change.rules:
            typed = None if entry.is_blank() else entry.deal()
            self.seat(session)  # new rules may seat another game: what was typed is put back
            if typed is not None:
                entry.load_deal(typed)
            self.actions.set_quick_allowed(entry.quick_allowed(), True)
