"""What stood out in a hand for History: a foul, a surrender, a natural, Fantasyland, as tags and a sentence."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from scorekeeper.night.hands import Hand
from scorekeeper.words.reasons import natural_name

from .models import foul_text

Marks = dict[str, tuple[str, ...]]

MARK_TAGS = {"foul": str(QT_TRANSLATE_NOOP("History", "foul")), "surrender": str(QT_TRANSLATE_NOOP("History", "surr.")),
             "natural": str(QT_TRANSLATE_NOOP("History", "nat.")),
             "fantasyland": str(QT_TRANSLATE_NOOP("History", "FL"))}
"""How each mark is written after the units in a player's cell (translated where it is shown)."""


def hand_marks(hand: Hand) -> tuple[Marks, dict[str, str]]:
    """Each player's marks in a hand, and a sentence per marked player for the tooltip."""
    marks: Marks = {}
    notes: dict[str, str] = {}
    for name, player in hand.result.players.items():
        found: list[str] = []
        words: list[str] = []
        if player.fouled:
            found.append("foul")
            reason = foul_text(player)
            words.append(QCoreApplication.translate("History", "fouled: {reason}").format(reason=reason) if reason
                         else QCoreApplication.translate("History", "fouled"))
        if player.surrendered:
            found.append("surrender")
            words.append(QCoreApplication.translate("History", "surrendered"))
        if player.natural:
            found.append("natural")
            words.append(QCoreApplication.translate("History", "declared {natural}").format(
                natural=natural_name(player.natural)))
        if hand.fantasyland.get(name):
            found.append("fantasyland")
            words.append(QCoreApplication.translate("History", "played in Fantasyland"))
        marks[name] = tuple(found)
        if words:
            notes[name] = QCoreApplication.translate("History", "; ").join(words)
    return marks, notes
