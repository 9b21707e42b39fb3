"""What a player's box says in its header (ready, a foul and why, what is missing): words only, no widgets."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from scorekeeper.value.naturals import NATURAL_NAMES

HAND_SIZE = 13
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
    return f"{count} more card{'s' if count > 1 else ''}"


def too_many(count: int) -> str:
    return f"{count} card{'s' if count > 1 else ''} too many"


def suggest_tip(cards_text: str, blocker: str) -> str:
    """The Suggest button's tooltip: what it does, or what it still waits for."""
    if blocker:
        return (f"Suggest sets {cards_text}, typed into any rows in any order, in their best setting. "
                f"Not now: {blocker}.")
    return f"Put {cards_text} in their best setting (Ctrl+G); Ctrl+Z puts them back as they were"


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
        if self.surrendered:
            return "Surrenders", Tone.NORMAL
        if self.declared:
            return f"Declares {NATURAL_NAMES[self.declared]}", Tone.NORMAL
        if self.undeclared:
            return f"The cards make {NATURAL_NAMES[self.undeclared[-1]]}: declare it below or at Score", Tone.HIGHLIGHT
        if self.quick:
            if self.quick_fouled:
                return "Foul", Tone.ERROR
            return ("Ready ✓", Tone.NORMAL) if self.complete else (f"Needs {self.missing}", Tone.MUTED)
        if self.foul_reason is not None:
            if self.plays_mis_set:
                return f"Mis-set, played as it lies: {self.foul_reason}", Tone.ERROR
            return f"Foul: {self.foul_reason}", Tone.ERROR
        if self.complete:
            suggestion = self.suggestion
            return (f"Suggested ✓ {suggestion[0]}" if suggestion is not None else "Ready ✓"), Tone.NORMAL
        if self.blank:
            return "", Tone.MUTED
        if self.can_suggest and not self.discards_ok:
            return f"Needs {self.missing}", Tone.ERROR
        if self.can_suggest:
            return "13 cards in: set the rows, or Suggest (Ctrl+G)", Tone.MUTED
        return f"Needs {self.missing}", Tone.ERROR if self.missing == "a card to fix" else Tone.MUTED

    def tooltip(self, text: str) -> str:
        """The header's tooltip: why a suggested setting was chosen, else the words themselves."""
        return f"Suggested setting, {self.suggestion[1]}" if text.startswith("Suggested") and self.suggestion else text
