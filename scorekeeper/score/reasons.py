"""Why units change hands, as data: scoring returns these and ``scorekeeper.words`` words them (RULES B, C)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from scorekeeper.game import Row
from scorekeeper.read.deal import Foul
from scorekeeper.value.hand_value import HandValue

Units = Fraction | int
Hand = HandValue | int | None
"""A row as scoring reads it: its value, a quick entry's place (1 = best), or nothing known."""

class ReasonKind(StrEnum):
    """What happened: a row won or tied, royalties netted (``difference``), a scoop, 2-4's overall unit and
    3-0 payment, a surrender, a natural, a foul, and pool betting's ante and pots.

    A ``StrEnum``: a member is its word, so whatever writes a reason's kind keeps it; ``words/`` compares
    members, never the words.
    """

    ROW_WON = "row_won"
    ROW_TIED = "row_tied"
    ROYALTIES = "royalties"
    SCOOP = "scoop"
    OVERALL_UNIT = "overall_unit"
    THREE_OH = "three_oh"
    BOTH_SURRENDERED = "both_surrendered"
    SURRENDER_FOULED = "surrender_fouled"
    SURRENDER = "surrender"
    NATURALS_TIE = "naturals_tie"
    NATURAL_BEATS = "natural_beats"
    NATURAL = "natural"
    BOTH_FOULED = "both_fouled"
    FOUL = "foul"
    FOUL_PLAYED = "foul_played"
    ANTE = "ante"
    POT = "pot"
    POT_SPLIT = "pot_split"
    POT_NOBODY = "pot_nobody"


@dataclass(frozen=True)
class Reason:
    """One explanation line of a settlement: who, which row, which hands, how many units, to whom."""

    kind: ReasonKind
    players: tuple[str, ...] = ()
    """The people named, in the order the kind reads them (winner first where there is one)."""
    hands: tuple[int, ...] = ()
    """Criss-cross: which hand (1 or 2) each of ``players`` played, else empty."""
    row: Row | None = None
    values: tuple[Hand, ...] = ()
    """The rows' hands, one per player (one shared hand for a split pot)."""
    units: Units = 0
    """What changes hands (never negative): to ``payee`` when there is one."""
    payee: str | None = None
    amounts: tuple[Units, ...] = ()
    """Other numbers the line states: royalties each side (difference), the pot (ante), the bonus royalty."""
    royalties: bool = False
    """A row paid with royalties (the units differ from the row point)."""
    decided: int = 3
    """Rows a scoop was won on: 3, or 2 with a tie (when a tie does not cancel the scoop)."""
    naturals: tuple[str, ...] = ()
    foul: Foul | None = None
    scoop: bool = False
    """A foul paid as a scoop rather than a fixed penalty."""
