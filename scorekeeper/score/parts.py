"""The parts of a scored deal: each player's reading and each pair's settlement (RULES B, C), and units in words.

They hold data only (hand values, structured reasons); ``scorekeeper.words`` words them and writes their JSON.
``score.results.DealResult`` puts them together; ``words`` reads these parts, never the whole, so the whole may
speak its own JSON (``DealResult.to_json``) without an import circle.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from scorekeeper.game import ROWS, Row
from scorekeeper.read.deal import Foul
from scorekeeper.score.reasons import Hand, Reason
from scorekeeper.value.hand_value import HandValue

if TYPE_CHECKING:
    from scorekeeper.value.naturals import NaturalKey

ZERO = Fraction(0)
Units = Fraction | int
"""Row arithmetic stays in plain ints until a fractional royalty or fee appears (Fractions are slow)."""


def fmt(units: Fraction | int) -> str:
    """Units for people: ``3``, ``2.5``, ``1.33``."""
    if isinstance(units, int):
        return str(units)
    value = Fraction(units)
    if value.denominator == 1:
        return str(int(value))
    return f"{float(value):.2f}".rstrip("0").rstrip(".")


def signed(units: Fraction | int) -> str:
    if isinstance(units, int):
        return ("+" if units > 0 else "−" if units < 0 else "") + str(abs(units))
    value = Fraction(units)
    return ("+" if value > 0 else "−" if value < 0 else "") + fmt(abs(value))


@dataclass(frozen=True)
class PlayerResult:
    """How one player's entry reads under the rules: row values, royalties, foul, surrender, natural."""

    name: str
    surrendered: bool = False
    fouled: bool = False
    foul_reason: Foul | None = None
    natural: str | None = None
    natural_key: NaturalKey | None = None
    values: Mapping[Row, HandValue] | None = None
    places: Mapping[Row, int] | None = None
    royalties: Mapping[Row, Fraction] = field(default_factory=lambda: dict.fromkeys(ROWS, ZERO))
    fantasyland: Mapping[str, Any] | None = None
    boards: tuple[PlayerResult, ...] = ()
    """Criss-cross: the player's two hands, each read on its own."""
    hand: int = 0
    """Criss-cross: which of the player's two hands this reading is (1 or 2), else 0."""

    def hand_of(self, row: Row) -> Hand:
        """The row's value, a quick entry's place, or None (``words.hands.hand_name`` names it)."""
        if self.values is not None:
            return self.values[row]
        if self.places is not None and row in self.places:
            return self.places[row]
        return None


@dataclass(frozen=True)
class PairResult:
    """One pair's settlement, from the first player's side."""

    players: tuple[str, str]
    rows: Mapping[Row, int] | None
    units: Fraction
    reasons: tuple[Reason, ...]
    boards: tuple[int, int] | None = None
    """Criss-cross: which of each player's hands met (1 or 2)."""
    played_out: bool = False
    """The rows were compared and paid (not settled by a surrender, natural or foul penalty)."""
