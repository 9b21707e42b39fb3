"""Score: the questions asked once (a natural the cards make but nobody declared, a hand entered twice), then the add.

It needs of the entry only its seats, whether it is complete and its typed deal (``Seats``), never the window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.hands import same_deal
from scorekeeper.read.deal import Deal
from scorekeeper.words.reasons import natural_name

from ..session.commands import add_hand
from ..session.document import SessionDocument
from .player_entry import PlayerEntry


class Seats(Protocol):
    """What Score needs of the entry: its seats' boxes, whether every one is complete, and the typed deal."""

    @property
    def players(self) -> Sequence[PlayerEntry]: ...

    def is_complete(self) -> bool: ...

    def deal(self) -> Deal: ...


def _ask(parent: QWidget, name: str, title: str, text: str, default_yes: bool) -> bool:
    from PySide6.QtWidgets import QMessageBox  # loaded when first asked: its enums cost start-up time

    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName(name)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the question names players as typed, never as HTML
    box.setDefaultButton(QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


class ScoreChecks(QObject):
    """Ask about each undeclared natural once (for the same cards), and before scoring a deal already stored."""

    entryError = Signal(str)
    """Why the hand cannot be added (the window shows it under the entry)."""

    def __init__(self, document: SessionDocument, entry: Seats, parent: QWidget) -> None:
        super().__init__(parent)
        self.document = document
        self.entry = entry
        self.dialog_parent = parent
        self._asked: set[tuple[str, tuple[str, ...]]] = set()

    def score(self) -> bool:
        """Score the hand entered and add it, undoably; False, with the reason told, if it cannot be."""
        session = self.document.session
        if session is None or not self.entry.is_complete():
            return False
        self.ask_naturals()
        deal = self.entry.deal()
        try:
            prepared = session.verify_hand(deal)
        except ScorekeeperError as e:
            self.entryError.emit(str(e))
            return False
        if not self.double_entry_ok(prepared.deal):
            return False
        self.document.undo_stack.push(add_hand(session, prepared, lambda change: self.document.notify(change, deal),
                                               self.entryError.emit))
        return True

    def ask_naturals(self) -> None:
        """Offer each natural the cards make and the player has not declared: Yes declares it."""
        for player in self.entry.players:
            offered = player.undeclared_naturals()
            key = (player.title, player.row_texts())
            if not offered or key in self._asked:
                continue
            self._asked.add(key)
            natural = offered[-1]
            title = QCoreApplication.translate("ScoreChecks", "A natural")
            if _ask(self.dialog_parent, "declareNaturalQuestion", title,
                    QCoreApplication.translate("ScoreChecks", "{player}'s cards make {natural}: declare it?").format(
                        player=player.name, natural=natural_name(natural)), True):
                player.declare(natural)

    def double_entry_ok(self, deal: Deal) -> bool:
        """True unless the deal repeats a stored hand's cards and the user says not to score it."""
        session = self.document.session
        if session is None:
            return True
        number = same_deal(deal, session.hands)
        if number is None:
            return True
        title = QCoreApplication.translate("ScoreChecks", "The same cards again")
        return _ask(self.dialog_parent, "sameDealQuestion", title,
                    QCoreApplication.translate(
                        "ScoreChecks", "Every player holds the same cards as in hand {number}: was this hand entered "
                        "twice? Score it anyway?").format(number=number), False)
