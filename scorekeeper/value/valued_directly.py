"""A row valued directly from its ranks, without a table: the same value a table holds, strength included.

Reopening a night values a few dozen rows; this values each in microseconds where building a rule's table
takes milliseconds (``value.hands`` picks which).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from math import comb

from scorekeeper.read.cards import Card
from scorekeeper.value.hand_value import Category, HandValue, Wheel, front_key, make_value


def front_directly(cards: Sequence[Card]) -> HandValue:
    """The front table's value of three cards, worked out without the table."""
    key, category = front_key(sorted((c.rank for c in cards), reverse=True))
    if category == Category.HIGH_CARD:
        _, a, b, c = key
        below = comb(a - 2, 3) + comb(b - 2, 2) + comb(c - 2, 1)
    elif category == Category.PAIR:
        _, pair, kicker = key
        below = 286 + (pair - 2) * 12 + _index(kicker, pair)
    else:
        below = 442 + key[1] - 2
    return make_value(key, category, 3, False, below + 1)


def five_directly(cards: Sequence[Card], wheel: Wheel = "low", low: bool = False) -> HandValue:
    """The five-card table's value of five cards under one rule, worked out without the table.

    Raises:
        KeyError: for what no table holds (five of a rank, a flush repeating a rank), as a lookup would.
    """
    wheel = "none" if low else wheel
    ranks = sorted((c.rank for c in cards), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    counts = Counter(ranks)
    if len(counts) == 5:
        a, b = ranks[0], ranks[1]
        top = a if a - ranks[4] == 4 else 5 if a == 14 and b == 5 and wheel != "none" else 0
        if top:
            category = Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT
            key: tuple[int, ...] = (category, *((13, 1) if top == 5 and wheel == "second_best" else (top,)))
        else:
            category = Category.FLUSH if flush else Category.HIGH_CARD
            key = (category, *ranks)
    elif flush:
        raise KeyError(ranks)
    else:
        groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
        category = _SHAPES[tuple(n for _, n in groups)]
        key = (category, *(r for r, _ in groups))
    strength = _strength_of_five(key, category, wheel)
    if low:
        return make_value(tuple(-k for k in key), category, 5, True, 7463 - strength)
    return make_value(key, category, 5, False, strength)


_SHAPES = {(2, 1, 1, 1): Category.PAIR, (2, 2, 1): Category.TWO_PAIR, (3, 1, 1): Category.TRIPS,
           (3, 2): Category.FULL_HOUSE, (4, 1): Category.QUADS}


_TOPS: list[tuple[int, ...]] = [(top,) for top in range(6, 15)]


_STRAIGHTS = {"low": [(5,), *_TOPS], "second_best": [*_TOPS[:-1], (13, 1), _TOPS[-1]], "none": _TOPS}
"""Each wheel rule's straight keys (without the category), weakest first (RULES A3)."""


_RUNS = [tuple(range(top, top - 5, -1)) for top in range(6, 15)]
"""The ranks of each straight but the wheel, highest first."""


def _strength_of_five(key: tuple[int, ...], category: Category, wheel: str) -> int:
    """Rank of a (not low) five-card key among its rule's 7,462, 1 = weakest: values below it, counted."""
    straights = len(_STRAIGHTS[wheel])
    sizes = (1287 - straights, 2860, 858, 858, straights, 1287 - straights, 156, 156, straights)
    below = sum(sizes[:category])
    ranks = key[1:]
    if category in (Category.HIGH_CARD, Category.FLUSH):
        runs = _RUNS if wheel == "none" else [*_RUNS, (14, 5, 4, 3, 2)]
        below += _colex(ranks) - sum(_colex(run) < _colex(ranks) for run in runs)
    elif category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        below += _STRAIGHTS[wheel].index(ranks)
    elif category == Category.PAIR:
        pair, *kickers = ranks
        below += (pair - 2) * 220 + sum(comb(_index(k, pair), 3 - i) for i, k in enumerate(kickers))
    elif category == Category.TWO_PAIR:
        high, second, kicker = ranks
        below += (comb(high - 2, 2) + second - 2) * 11 + _index(kicker, high, second)
    elif category == Category.TRIPS:
        trips, one, other = ranks
        below += (trips - 2) * 66 + comb(_index(one, trips), 2) + _index(other, trips)
    else:
        below += (ranks[0] - 2) * 12 + _index(ranks[1], ranks[0])
    return below + 1


def _colex(ranks: Sequence[int]) -> int:
    """How many sets of as many distinct ranks sort below these (given highest first)."""
    return sum(comb(r - 2, len(ranks) - i) for i, r in enumerate(ranks))


def _index(rank: int, *taken: int) -> int:
    """A rank's place, 0 = deuce, among the ranks not taken."""
    return rank - 2 - sum(t < rank for t in taken)
