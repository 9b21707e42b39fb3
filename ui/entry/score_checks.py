"""Questions asked once at Score: a natural the cards make but nobody declared, and a hand entered twice."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from scorekeeper.night.hand_list import same_deal
from scorekeeper.read.deal import Deal
from scorekeeper.say.reasons import natural_name

from ..session.document import SessionDocument
from .hand_entry import HandEntry


def _ask(parent: QWidget, name: str, title: str, text: str, default_yes: bool) -> bool:
    from PySide6.QtWidgets import QMessageBox  # loaded when first asked: its enums cost start-up time

    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName(name)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the question names players as typed, never as HTML
    box.setDefaultButton(QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


class ScoreChecks:
    """Ask about each undeclared natural once (for the same cards), and before scoring a deal already stored."""

    def __init__(self, document: SessionDocument, entry: HandEntry, parent: QWidget) -> None:
        self.document = document
        self.entry = entry
        self.parent = parent
        self._asked: set[tuple[str, tuple[str, ...]]] = set()

    def ask_naturals(self) -> None:
        """Offer each natural the cards make and the player has not declared: Yes declares it."""
        for player in self.entry.players:
            offered = player.undeclared_naturals()
            key = (player.title, player.row_texts())
            if not offered or key in self._asked:
                continue
            self._asked.add(key)
            natural = offered[-1]
            if _ask(self.parent, "declareNaturalQuestion", QCoreApplication.translate("ScoreChecks", "A natural"),
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
        return _ask(self.parent, "sameDealQuestion", QCoreApplication.translate("ScoreChecks", "The same cards again"),
                    QCoreApplication.translate(
                        "ScoreChecks", "Every player holds the same cards as in hand {number}: was this hand entered "
                        "twice? Score it anyway?").format(number=number), False)
