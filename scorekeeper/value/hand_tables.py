"""The lookup tables: every rank pattern valued once, keyed the Cactus Kev way.

A five-card table per wheel rule (rank-bit OR for flushes, prime product otherwise) and the front's (prime
product), each built once and kept; looking a row up is then one or two bit operations and a dict lookup
returning a shared, immutable ``HandValue``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from operator import itemgetter
from typing import cast

from scorekeeper.value.hand_value import Category, HandValue, Wheel, front_key, make_value

_PRIME = {r: p for r, p in zip(range(2, 15), (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41), strict=True)}


def _product(ranks: Iterable[int]) -> int:
    out = 1
    for r in ranks:
        out *= _PRIME[r]
    return out


@dataclass(frozen=True)
class FiveCardTable:
    """Lookup tables for five-card rows under one wheel rule (``none`` is the deuce-to-seven ranking)."""

    flush: dict[int, HandValue]
    """Rank bits of a five-card flush -> value."""
    unsuited: dict[int, HandValue]
    """Prime product of the ranks -> value (every hand that is not a flush)."""
    values: tuple[HandValue, ...]
    """All distinct values, weakest first."""

    def evaluate_codes(self, a: int, b: int, c: int, d: int, e: int) -> HandValue:
        """Value of five packed card codes (``Card.code``): the hot path."""
        if a & b & c & d & e & 0xF000:
            return self.flush[(a | b | c | d | e) >> 16]
        return self.unsuited[(a & 0xFF) * (b & 0xFF) * (c & 0xFF) * (d & 0xFF) * (e & 0xFF)]


def five_card_table(wheel: Wheel | str = "low", low: bool = False) -> FiveCardTable:
    """The five-card tables of one rule (a ``RuleSet.wheel``), built once; ``low`` gives deuce-to-seven values."""
    table = FIVE_CARD_TABLES.get((wheel, low))
    if table is None:
        table = FIVE_CARD_TABLES[wheel, low] = build_five_card_table(cast(Wheel, wheel), low)
    return table


def build_five_card_table(wheel: Wheel, low: bool) -> FiveCardTable:
    """The five-card tables of one rule, built afresh (``five_card_table`` keeps one per rule)."""
    raw = _five_card_rows(wheel)
    if low:
        raw = [(tuple(-k for k in key), cat, lk, fl) for key, cat, lk, fl in raw]
    raw.sort(key=itemgetter(0))
    flush: dict[int, HandValue] = {}
    unsuited: dict[int, HandValue] = {}
    values = []
    for strength, (key, cat, lookup, is_flush) in enumerate(raw, 1):
        value = make_value(key, cat, 5, low, strength)
        values.append(value)
        (flush if is_flush else unsuited)[lookup] = value
    return FiveCardTable(flush, unsuited, tuple(values))


FIVE_CARD_TABLES: dict[tuple[str, bool], FiveCardTable] = {}
"""The built tables by (wheel, low): ``value_of_five`` uses one once it is here, and values directly before."""


_Raw = tuple[tuple[int, ...], Category, int, bool]
"""Key, category, lookup (prime product or flush rank bits) and whether it is the flush table's."""


def _five_card_rows(wheel: Wheel) -> list[_Raw]:
    """Every five-card rank pattern, valued shape by shape (the tests check it against a plain valuation)."""
    p = _PRIME
    ranks = range(14, 1, -1)
    rows: list[_Raw] = []
    add = rows.append
    for hand in combinations(ranks, 5):
        a, b, c, d, e = hand
        product = p[a] * p[b] * p[c] * p[d] * p[e]
        bits = (1 << a - 2) | (1 << b - 2) | (1 << c - 2) | (1 << d - 2) | (1 << e - 2)
        top = a if a - e == 4 else 5 if a == 14 and b == 5 and wheel != "none" else 0
        if top:
            straight_key = (13, 1) if top == 5 and wheel == "second_best" else (top,)
            add(((Category.STRAIGHT, *straight_key), Category.STRAIGHT, product, False))
            add(((Category.STRAIGHT_FLUSH, *straight_key), Category.STRAIGHT_FLUSH, bits, True))
        else:
            add(((Category.HIGH_CARD, *hand), Category.HIGH_CARD, product, False))
            add(((Category.FLUSH, *hand), Category.FLUSH, bits, True))
    for pair in ranks:
        others = [r for r in ranks if r != pair]
        for b, c, d in combinations(others, 3):
            add(((Category.PAIR, pair, b, c, d), Category.PAIR, p[pair] * p[pair] * p[b] * p[c] * p[d], False))
        for b, c in combinations(others, 2):
            add(((Category.TRIPS, pair, b, c), Category.TRIPS, p[pair] ** 3 * p[b] * p[c], False))
        for b in others:
            add(((Category.FULL_HOUSE, pair, b), Category.FULL_HOUSE, p[pair] ** 3 * p[b] ** 2, False))
            add(((Category.QUADS, pair, b), Category.QUADS, p[pair] ** 4 * p[b], False))
    for high, second in combinations(ranks, 2):
        for b in ranks:
            if b != high and b != second:
                add(((Category.TWO_PAIR, high, second, b), Category.TWO_PAIR,
                     p[high] ** 2 * p[second] ** 2 * p[b], False))
    return rows


def front_table() -> dict[int, HandValue]:
    """Prime product of a front's three ranks -> value (no straights or flushes in front), built once."""
    if not FRONT_TABLE:
        FRONT_TABLE.update(build_front_table())
    return FRONT_TABLE


FRONT_TABLE: dict[int, HandValue] = {}


def build_front_table() -> dict[int, HandValue]:
    """The front table built afresh (``front_table`` keeps one)."""
    raw = []
    for combo in combinations_with_replacement(range(14, 1, -1), 3):
        ranks = tuple(sorted(combo, reverse=True))
        key, cat = front_key(ranks)
        raw.append((key, cat, _product(ranks)))
    strength = {key: i + 1 for i, key in enumerate(sorted(k for k, *_ in raw))}
    return {lookup: make_value(key, cat, 3, False, strength[key]) for key, cat, lookup in raw}
