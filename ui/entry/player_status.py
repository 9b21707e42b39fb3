"""What a player's box says in its header (ready, a foul and why, what is missing): words only, no widgets."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication

from scorekeeper.words.reasons import natural_name

from ..common.plain import plain_tip

Texts = tuple[str, ...]
"""The text of the front, middle and back fields."""
Suggestion = tuple[str, str]
"""What a suggested setting is worth, for the header ("worth +0.66 units per opponent"), and why."""


class Tone(Enum):
    """How the header's words are coloured: as text, muted, highlighted (act on it), or as an error."""

    NORMAL = "normal"
    MUTED = "muted"
    HIGHLIGHT = "highlight"
    ERROR = "error"



def more_cards(count: int) -> str:
    words = (QCoreApplication.translate("PlayerStatus", "{count} more card") if count == 1 else
             QCoreApplication.translate("PlayerStatus", "{count} more cards"))
    return words.format(count=count)


def too_many(count: int) -> str:
    words = (QCoreApplication.translate("PlayerStatus", "{count} card too many") if count == 1 else
             QCoreApplication.translate("PlayerStatus", "{count} cards too many"))
    return words.format(count=count)


def card_to_fix() -> str:
    """What a player with an unreadable or doubled card needs."""
    return QCoreApplication.translate("PlayerStatus", "a card to fix")


def suggest_tip(cards_text: str, blocker: str) -> str:
    """The Suggest button's tooltip: what it does, or what it still waits for (the player named as typed)."""
    if blocker:
        return plain_tip(QCoreApplication.translate(
            "PlayerStatus", "Suggest sets {cards}, typed into any rows in any order, in their best setting. "
            "Not now: {blocker}.").format(cards=cards_text, blocker=blocker))
    return plain_tip(QCoreApplication.translate(
        "PlayerStatus", "Put {cards} in their best setting (Ctrl+G); Ctrl+Z puts them back as they were").format(
        cards=cards_text))


@dataclass(frozen=True)
class PlayerStatus:
    """What one player's fields hold, read once per change; ``words()`` says it in the header."""

    surrendered: bool
    declared: str | None
    undeclared: tuple[str, ...]
    quick: bool
    quick_fouled: bool
    complete: bool
    foul_reason: str | None
    plays_mis_set: bool
    """The foul penalty is "play": a mis-set hand is played as it lies (RULES B4)."""
    suggestion: Suggestion | None
    blank: bool
    can_suggest: bool
    discards_ok: bool
    missing: str
    """What is still needed ("2 more cards"), empty when complete."""

    def words(self) -> tuple[str, Tone]:
        needs = QCoreApplication.translate("PlayerStatus", "Needs {missing}").format(missing=self.missing)
        if self.surrendered:
            return QCoreApplication.translate("PlayerStatus", "Surrenders"), Tone.NORMAL
        if self.declared:
            return QCoreApplication.translate("PlayerStatus", "Declares {natural}").format(
                natural=natural_name(self.declared)), Tone.NORMAL
        if self.undeclared:
            return QCoreApplication.translate(
                "PlayerStatus", "The cards make {natural}: declare it below or at Score").format(
                natural=natural_name(self.undeclared[-1])), Tone.HIGHLIGHT
        if self.quick:
            if self.quick_fouled:
                return QCoreApplication.translate("PlayerStatus", "Foul"), Tone.ERROR
            ready = QCoreApplication.translate("PlayerStatus", "Ready ✓")
            return (ready, Tone.NORMAL) if self.complete else (needs, Tone.MUTED)
        if self.foul_reason is not None:
            if self.plays_mis_set:
                return QCoreApplication.translate("PlayerStatus", "Mis-set, played as it lies: {reason}").format(
                    reason=self.foul_reason), Tone.ERROR
            return QCoreApplication.translate("PlayerStatus", "Foul: {reason}").format(
                reason=self.foul_reason), Tone.ERROR
        if self.complete:
            return self._suggested_words() or QCoreApplication.translate("PlayerStatus", "Ready ✓"), Tone.NORMAL
        if self.blank:
            return "", Tone.MUTED
        if self.can_suggest and not self.discards_ok:
            return needs, Tone.ERROR
        if self.can_suggest:
            return QCoreApplication.translate("PlayerStatus", "13 cards in: set the rows, or Suggest (Ctrl+G)"), \
                Tone.MUTED
        return needs, Tone.ERROR if self.missing == card_to_fix() else Tone.MUTED

    def _suggested_words(self) -> str:
        if self.suggestion is None:
            return ""
        return QCoreApplication.translate("PlayerStatus", "Suggested ✓ {worth}").format(worth=self.suggestion[0])

    def tooltip(self, text: str) -> str:
        """The header's tooltip: why a suggested setting was chosen, else the words themselves."""
        if self.suggestion and self.complete and text == self._suggested_words():
            return QCoreApplication.translate("PlayerStatus", "Suggested setting, {why}").format(
                why=self.suggestion[1])
        return text

