"""What scoring returns: the deal's units with each player's reading and each pair's settlement (RULES B, C).

``DealResult`` holds data only; ``to_json`` asks ``scorekeeper.words`` for its words (FORMAT.md's JSON). The
parts it is made of live in ``score.parts`` (``words`` reads those, never this module) and are named here too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scorekeeper.score.parts import ZERO, PairResult, PlayerResult, Units, fmt, signed
from scorekeeper.score.reasons import Reason

__all__ = ["ZERO", "DealResult", "PairResult", "PlayerResult", "Units", "fmt", "signed"]


@dataclass(frozen=True)
class DealResult:
    """Units per player (summing to exactly zero), each player's reading, and every pair's reasons."""

    units: Mapping[str, Fraction]
    players: Mapping[str, PlayerResult]
    pairs: tuple[PairResult, ...]
    reasons: tuple[Reason, ...] = ()
    """Pool betting: the ante and each row's pot (a classic deal's reasons are in its pairs)."""

    def to_json(self) -> dict[str, Any]:
        """The result as FORMAT.md's JSON, exactly what ``scorekeeper score`` prints: words always in English,
        integral units as ints and others as decimals of up to 4 places (the exact Fractions stay in ``units``)."""
        from scorekeeper.language import english
        from scorekeeper.rules import json_number
        from scorekeeper.words.reasons import deal_lines
        from scorekeeper.words.results_json import pair_json, player_json  # words load when first said

        with english():
            out: dict[str, Any] = {
                "units": {name: json_number(u) for name, u in self.units.items()},
                "players": {name: player_json(p) for name, p in self.players.items()},
                "pairs": [pair_json(p) for p in self.pairs],
            }
            if self.reasons:
                out["lines"] = list(deal_lines(self.reasons))
            return out
