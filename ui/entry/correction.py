"""Correcting a scored hand: it comes back into the entry, and "Save correction" replaces it (undoably).

Whatever was being typed for the next hand is put aside and comes back when the correction is saved or
cancelled. The replacement is a ``replace_hand`` undo command, like every other edit of the session.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.edits import Change
from scorekeeper.read.deal import Deal

from ..common.actions import WindowActions
from ..session.commands import replace_hand
from ..session.document import SessionDocument


def score_text() -> str:
    return QCoreApplication.translate("Correction", "Score the hand")


def save_text() -> str:
    return QCoreApplication.translate("Correction", "Save correction")


class Correcting(Protocol):
    """What a helper beside the correction needs of it: whether a correction holds the entry."""

    def active(self) -> bool: ...


class Held(Protocol):
    """What a correction needs of the entry: the deal in and out, its dealer and Fantasyland, cards or places,
    the keyboard, and the Score button it renames "Save correction"."""

    @property
    def score_button(self) -> QPushButton: ...

    def deal(self) -> Deal: ...

    def load_deal(self, deal: Deal) -> None: ...

    def is_blank(self) -> bool: ...

    def is_complete(self) -> bool: ...

    def is_quick(self) -> bool: ...

    def set_quick(self, quick: bool) -> None: ...

    def clear(self) -> None: ...

    def set_dealer(self, dealer: str | None) -> None: ...

    def set_fantasyland(self, states: Mapping[str, Mapping[str, Any]]) -> None: ...

    def focus_first(self) -> None: ...


class CorrectionBanner(QFrame):
    """Says which hand is being corrected, with Save and Cancel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("correctionBanner")
        self.setAccessibleName(self.tr("Correcting a hand"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("QFrame#correctionBanner { background: palette(alternate-base);"
                           " border: 2px solid palette(highlight); border-radius: 4px; }")
        self.label = QLabel(self)
        self.label.setObjectName("correctionLabel")
        self.label.setWordWrap(True)
        self.save_button = QPushButton(save_text(), self)
        self.save_button.setObjectName("saveCorrectionButton")
        self.cancel_button = QToolButton(self)
        self.cancel_button.setObjectName("cancelCorrectionButton")
        self.cancel_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.save_button)
        layout.addWidget(self.cancel_button)
        self.hide()


class Correction(QObject):
    """The window's correction mode: ``start(n)``, then ``save()`` or ``cancel()``."""

    status = Signal(str, int)
    """A message for the status bar, and for how many milliseconds."""
    entryError = Signal(str)
    """Why the correction cannot be saved (the window shows it under the entry)."""
    entryErrorGone = Signal()
    corrected = Signal(int)
    """Hand ``n`` was replaced (the window selects it in History)."""

    def __init__(self, document: SessionDocument, entry: Held, actions: WindowActions, parent: QWidget) -> None:
        super().__init__(parent)
        self.document = document
        self.entry = entry
        self.actions = actions
        self.number: int | None = None
        self.saving = False
        self._draft: Deal | None = None
        self._quick = False
        self.banner = CorrectionBanner(parent)
        self.banner.save_button.clicked.connect(self.save)
        self.banner.cancel_button.setDefaultAction(actions.cancel_correction)
        document.changed.connect(self._session_changed)

    def _session_changed(self) -> None:
        """The hands moved under the correction (not by its own save): it starts again from History."""
        if self.active() and not self.saving:
            self.cancel()

    def active(self) -> bool:
        return self.number is not None

    def start(self, number: int) -> bool:
        """Take hand ``number`` back into the entry to correct it."""
        entry = self.entry
        session = self.document.session
        if session is None or not 1 <= number <= session.hand_count:
            return False
        hand = session.hand(number)
        if self.number is None:
            self._draft = None if entry.is_blank() else entry.deal()
            self._quick = entry.is_quick()
        self.number = number
        entry.load_deal(hand.deal)
        entry.set_dealer(hand.dealer)
        entry.set_fantasyland({name: {"playing": True} for name, on in hand.fantasyland.items() if on})
        self.actions.show_quick(entry.is_quick())
        from html import escape  # html's entity table loads with the first correction, not at launch

        self.banner.label.setText(self.tr("<b>Correcting hand {number}</b> · dealt by {dealer}. Change what was "
                                          "wrong, then save the correction (Ctrl+Enter); Esc cancels.").format(
                                              number=number, dealer=escape(hand.dealer)))
        self.banner.show()
        self._set_mode(True)
        self.entryErrorGone.emit()
        entry.focus_first()
        return True

    def save(self) -> bool:
        """Replace the hand with what the entry holds (an undoable command); False if it cannot be."""
        session, number = self.document.session, self.number
        if session is None or number is None or not self.entry.is_complete():
            return False
        deal = self.entry.deal()
        try:
            prepared = session.verify_hand(deal, number=number)
            unchanged = prepared.given == session.hand(number).deal
        except ScorekeeperError as e:
            self.entryError.emit(str(e))
            return False
        if unchanged:
            self.cancel()
            self.status.emit(self.tr("Hand {number} is unchanged").format(number=number), 5000)
            return True
        done: list[Change] = []

        def changed(change: Change) -> None:
            done.append(change)
            self.document.notify(change)

        self.saving = True
        try:
            self.document.undo_stack.push(replace_hand(session, number, prepared, changed, self.entryError.emit))
        finally:
            self.saving = False
        if not done:
            return False  # the store refused it: the reason is shown and the correction stays open
        self._finish()
        self.corrected.emit(number)
        self.status.emit(self.tr("Hand {number} corrected").format(number=number), 5000)
        return True

    def cancel(self) -> None:
        """Leave the hand as it was and go back to entering the next hand."""
        if self.number is not None:
            self._finish()

    def _finish(self) -> None:
        entry = self.entry
        self.number = None
        self.banner.hide()
        self._set_mode(False)
        entry.set_quick(self._quick)
        self.actions.show_quick(self._quick)
        if self._draft is not None:
            entry.load_deal(self._draft)
        else:
            entry.clear()
        self._draft = None
        session = self.document.session
        if session is not None:
            entry.set_dealer(session.next_dealer())
            entry.set_fantasyland(self.document.fantasyland_next())
        self.entryErrorGone.emit()
        entry.focus_first()

    def _set_mode(self, correcting: bool) -> None:
        text = save_text() if correcting else score_text()
        self.entry.score_button.setText(text)
        self.actions.score.setText(self.tr("&Save correction") if correcting else self.tr("&Score the hand"))
        self.actions.cancel_correction.setEnabled(correcting)
