"""RULES B6 and C3: what a row's hand earns under the royalty table in force."""

from __future__ import annotations

from fractions import Fraction

from tests.reference.cards import RANKS, Card
from tests.reference.hands import (
    FLUSH,
    FULL_HOUSE,
    QUADS,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    Value,
    five_value,
    front_value,
)

NAMES = {TRIPS: "trips", STRAIGHT: "straight", FLUSH: "flush", FULL_HOUSE: "full_house", QUADS: "quads",
         STRAIGHT_FLUSH: "straight_flush"}

CLASSIC = {"front": {"trips": 3}, "middle": {"full_house": 2, "quads": 4, "straight_flush": 5},
           "back": {"quads": 4, "straight_flush": 5}}
EASTERN = {"front": {"trips": 3}, "middle": {"full_house": 2, "quads": 8, "straight_flush": 10},
           "back": {"quads": 4, "straight_flush": 5}}
OFC_MIDDLE = {"trips": 2, "straight": 4, "flush": 8, "full_house": 12, "quads": 20, "straight_flush": 30,
              "royal_flush": 50}
OFC_BACK = {"straight": 2, "flush": 4, "full_house": 6, "quads": 10, "straight_flush": 15, "royal_flush": 25}


def hand_name(value: Value) -> str | None:
    """The table's name of a five-card row's hand (royal flush is the ace-high straight flush)."""
    if value[0] == STRAIGHT_FLUSH and value[1] == 14:
        return "royal_flush"
    return NAMES.get(int(value[0]))


def from_table(table: dict, value: Value) -> Fraction:
    """A five-card row in a table; a royal flush not named there is paid as a straight flush."""
    name = hand_name(value)
    if name == "royal_flush" and name not in table:
        name = "straight_flush"
    return Fraction(str(table.get(name, 0)))


def front_from_table(table: dict, value: Value) -> Fraction:
    """A front in a table: ``trips_KK`` overrides ``trips``; pairs only as ``pair_KK``."""
    rank = RANKS[int(value[1]) - 2] * 2
    if value[0] == TRIPS:
        key = f"trips_{rank}" if f"trips_{rank}" in table else "trips"
        return Fraction(str(table.get(key, 0)))
    if value[0] == 1:  # a pair
        return Fraction(str(table.get(f"pair_{rank}", 0)))
    return Fraction(0)


def ofc_front(value: Value) -> Fraction:
    """C3: 66 = 1 ... AA = 9; 222 = 10 ... AAA = 22; less pays 0."""
    if value[0] == TRIPS:
        return Fraction(int(value[1]) + 8)
    if value[0] == 1 and value[1] >= 6:
        return Fraction(int(value[1]) - 5)
    return Fraction(0)


def row_royalty(cards: list[Card], row: str, rules: dict) -> Fraction:
    """The royalty the row earns (before any foul voids it)."""
    table = rules["royalties"]
    if table == "none" or (row == "middle" and rules["lowball_middle"]):
        return Fraction(0)
    if row == "front":
        value = front_value(cards)
        if table == "ofc":
            return ofc_front(value)
        per_row = {"classic": CLASSIC, "eastern": EASTERN}.get(table, table) if isinstance(table, str) else table
        return front_from_table(per_row.get("front", {}), value)
    value = five_value(cards, rules["wheel"])
    if table == "ofc":
        return from_table(OFC_MIDDLE if row == "middle" else OFC_BACK, value)
    per_row = CLASSIC if table == "classic" else EASTERN if table == "eastern" else table
    return from_table(per_row.get(row, {}), value)
