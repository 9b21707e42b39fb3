"""Royalty tables (RULES B6 and C3): what a strong row earns under the table's rules."""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.game import FRONT, Row
from scorekeeper.rules import RuleSet
from scorekeeper.value.hand_value import Category, HandValue

_NAMES = {
    Category.TRIPS: "trips",
    Category.STRAIGHT: "straight",
    Category.FLUSH: "flush",
    Category.FULL_HOUSE: "full_house",
    Category.QUADS: "quads",
    Category.STRAIGHT_FLUSH: "straight_flush",
}

_TABLES: dict[str, dict[str, dict[str, int]]] = {
    "classic": {
        "front": {"trips": 3},
        "middle": {"full_house": 2, "quads": 4, "straight_flush": 5},
        "back": {"quads": 4, "straight_flush": 5},
    },
    "eastern": {
        "front": {"trips": 3},
        "middle": {"full_house": 2, "quads": 8, "straight_flush": 10},
        "back": {"quads": 4, "straight_flush": 5},
    },
    "ofc": {
        "front": {f"pair_{r}{r}": i + 1 for i, r in enumerate("6789TJQKA")},
        "middle": {"trips": 2, "straight": 4, "flush": 8, "full_house": 12, "quads": 20,
                   "straight_flush": 30, "royal_flush": 50},
        "back": {"straight": 2, "flush": 4, "full_house": 6, "quads": 10, "straight_flush": 15,
                 "royal_flush": 25},
    },
}


def hand_name(value: HandValue, row: Row) -> str | None:
    """The royalty-table name of a row's hand: ``trips``, ``royal_flush``, ``pair_QQ``..."""
    if value.category == Category.STRAIGHT_FLUSH and value.key[1] == 14:
        return "royal_flush"
    if row == FRONT and value.category == Category.PAIR:
        rank = "23456789TJQKA"[value.key[1] - 2]
        return f"pair_{rank}{rank}"
    return _NAMES.get(value.category)


def row_royalty(value: HandValue, row: Row, rules: RuleSet) -> Fraction:
    """Units a row earns as a royalty under the rules (0 when the row earns none)."""
    if rules.royalties == "none" or value.low:
        return Fraction(0)
    if isinstance(rules.royalties, str):
        table: dict[str, Fraction | int] = dict(_TABLES[rules.royalties][row])
    else:
        table = dict(dict(rules.royalties).get(row, ()))
    name = hand_name(value, row)
    if name is None:
        return Fraction(0)
    if row == FRONT and name == "trips":
        rank = "23456789TJQKA"[value.key[1] - 2]
        per_rank = table.get(f"trips_{rank}{rank}")
        if per_rank is not None:  # RULES B6: per-rank trips override ``trips``
            return Fraction(per_rank)
    if name in table:
        return Fraction(table[name])
    if name == "royal_flush":
        return Fraction(table.get("straight_flush", 0))
    if row == FRONT and value.category == Category.TRIPS and rules.royalties == "ofc":
        return Fraction(10 + value.key[1] - 2)  # 222 = 10 ... AAA = 22
    return Fraction(0)


def named_table(name: str) -> dict[str, dict[str, Fraction]]:
    """A named table (``classic``, ``eastern``, ``ofc``) as a custom table per row, to edit it as one."""
    return {row: {hand: Fraction(units) for hand, units in table.items()} for row, table in _TABLES[name].items()}
