"""What scoring returns: each player's reading, each pair's settlement and the deal's units (RULES B, C)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from scorekeeper.rules import json_number
from scorekeeper.value.hands import ROWS, HandValue, Row
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
    foul_reason: str | None = None
    natural: str | None = None
    natural_key: NaturalKey | None = None
    values: Mapping[Row, HandValue] | None = None
    places: Mapping[Row, int] | None = None
    royalties: Mapping[Row, Fraction] = field(default_factory=lambda: dict.fromkeys(ROWS, ZERO))
    fantasyland: Mapping[str, Any] | None = None
    boards: tuple[PlayerResult, ...] = ()
    """Criss-cross: the player's two hands, each read on its own."""

    @property
    def plays_rows(self) -> bool:
        return not (self.surrendered or self.natural)

    def label(self, row: Row) -> str | None:
        if self.values is not None:
            return self.values[row].label
        if self.places is not None and row in self.places:
            return f"place {self.places[row]}"
        return None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "fouled": self.fouled,
            "surrendered": self.surrendered,
            "natural": self.natural,
            "rows": {row: self.label(row) for row in ROWS},
            "royalties": {row: json_number(self.royalties[row]) for row in ROWS},
            "fantasyland": dict(self.fantasyland) if self.fantasyland is not None else None,
        }
        if self.foul_reason:
            out["foul_reason"] = self.foul_reason
        if self.boards:
            out["boards"] = [b.to_json() for b in self.boards]
        return out


@dataclass(frozen=True)
class PairResult:
    """One pair's settlement, from the first player's side."""

    players: tuple[str, str]
    rows: Mapping[Row, int] | None
    units: Fraction
    lines: tuple[str, ...]
    boards: tuple[int, int] | None = None
    """Criss-cross: which of each player's hands met (1 or 2)."""
    played_out: bool = False
    """The rows were compared and paid (not settled by a surrender, natural or foul penalty)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": list(self.players),
            "rows": dict(self.rows) if self.rows is not None else None,
            "units": json_number(self.units),
            "lines": list(self.lines),
        }
        if self.boards:
            out["boards"] = list(self.boards)
        return out


@dataclass(frozen=True)
class DealResult:
    """Units per player (summing to exactly zero), each player's reading, and every pair's lines."""

    units: Mapping[str, Fraction]
    players: Mapping[str, PlayerResult]
    pairs: tuple[PairResult, ...]
    lines: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "units": {name: json_number(u) for name, u in self.units.items()},
            "players": {name: p.to_json() for name, p in self.players.items()},
            "pairs": [p.to_json() for p in self.pairs],
        }
        if self.lines:
            out["lines"] = list(self.lines)
        return out
