"""A row's value: its category and an ordered key, as every valuation gives it (RULES A2-A5, D2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Literal

Wheel = Literal["low", "second_best", "none"]


class Category(IntEnum):
    """Hand categories, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    TRIPS = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    QUADS = 7
    STRAIGHT_FLUSH = 8


@dataclass(frozen=True, order=True)
class HandValue:
    """The strength of one row, totally ordered: greater is better (``scorekeeper.words.hands`` names it).

    ``key`` is ``(category, significant ranks...)`` compared as a tuple. A front's key is shorter than a
    five-card key of the same category, so comparing a front with a middle compares only as many cards
    as the front has and an equal prefix leaves the front "not higher", exactly as RULES A5 asks.
    A deuce-to-seven low value negates the key, so a better low is again the greater value.
    """

    key: tuple[int, ...]
    category: Category = field(compare=False)
    size: int = field(compare=False)
    low: bool = field(default=False, compare=False)
    strength: int = field(default=0, compare=False)
    """Rank among all values of its table, 1 = weakest: a fast integer for bulk comparisons."""


def make_value(key: tuple[int, ...], category: Category, size: int, low: bool, strength: int) -> HandValue:
    """A HandValue made without the frozen dataclass's ``__init__`` (one ``object.__setattr__`` a field):
    a table makes 7,462 at once, in a sixth of the time (2.0 against 11.8 ms, best of 15)."""
    value = object.__new__(HandValue)
    fields = value.__dict__
    fields["key"], fields["category"], fields["size"], fields["low"], fields["strength"] = (
        key, category, size, low, strength)
    return value


def front_key(ranks: Sequence[int]) -> tuple[tuple[int, ...], Category]:
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    order = tuple(r for r, _ in groups)
    category = (Category.HIGH_CARD, Category.PAIR, Category.TRIPS)[3 - len(order)]
    return (category, *order), category
