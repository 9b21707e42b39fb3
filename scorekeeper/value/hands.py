"""Hand values: one ordered value for fronts, five-card rows and deuce-to-seven lows (RULES A2-A5, D2).

Strength is data. Every possible rank pattern is valued once into lookup tables keyed the Cactus Kev way
(rank-bit OR for flushes, prime product otherwise); evaluating a row is then one or two bit operations and
a dict lookup returning a shared, immutable ``HandValue``. Until a rule's table is built (the app builds
them once idle; any caller's ``DIRECT_BEFORE_TABLE``-th row builds it), a row is valued directly from its
ranks into an equal value, strength included: reopening a night makes 16 five-card and 8 front valuations,
0.16 ms directly against 11.2 ms to build the tables (CPU, best of 15: the five-card table 9.4 ms, the
front's 1.8 ms).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from itertools import combinations, combinations_with_replacement
from math import comb
from operator import itemgetter
from typing import TYPE_CHECKING, Literal, cast

from scorekeeper.errors import InvalidCards
from scorekeeper.game import BACK, FIVE_CARD_ROWS, FRONT, MIDDLE, ROWS, Row
from scorekeeper.language import _
from scorekeeper.read.cards import DECK, Card, find_duplicates, parse_cards

if TYPE_CHECKING:
    from scorekeeper.rules import RuleSet

ROW_SIZES: dict[str, int] = {row: row.size for row in ROWS}
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


def _table_value(key: tuple[int, ...], category: Category, size: int, low: bool, strength: int) -> HandValue:
    """A HandValue made without the frozen dataclass's ``__init__`` (one ``object.__setattr__`` a field):
    a table makes 7,462 at once, in a sixth of the time (2.0 against 11.8 ms, best of 15)."""
    value = object.__new__(HandValue)
    fields = value.__dict__
    fields["key"], fields["category"], fields["size"], fields["low"], fields["strength"] = (
        key, category, size, low, strength)
    return value


def _value_front(ranks: Sequence[int]) -> tuple[tuple[int, ...], Category]:
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    order = tuple(r for r, _ in groups)
    category = (Category.HIGH_CARD, Category.PAIR, Category.TRIPS)[3 - len(order)]
    return (category, *order), category


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
    table = _TABLES.get((wheel, low))
    if table is None:
        table = _TABLES[wheel, low] = build_five_card_table(cast(Wheel, wheel), low)
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
        value = _table_value(key, cat, 5, low, strength)
        values.append(value)
        (flush if is_flush else unsuited)[lookup] = value
    return FiveCardTable(flush, unsuited, tuple(values))


_TABLES: dict[tuple[str, bool], FiveCardTable] = {}
"""The built tables by (wheel, low): ``value_of_five`` uses one once it is here, and values directly before."""

DIRECT_BEFORE_TABLE = 1000
"""Rows one rule values directly before it builds its table: about where the table pays for itself (a row
valued directly 14.6 µs, looked up 0.6 µs, the five-card table built in 14 ms: even at ~1,000 rows). A launch
values a few dozen; scoring a night in bulk, or a caller of ``evaluate``, soon reaches the table."""
_valued_directly: Counter[tuple[str, bool] | str] = Counter()
"""Rows valued directly so far, by table (``"front"`` for the front's)."""


def _wants_table(key: tuple[str, bool] | str) -> bool:
    """Count one more row valued without ``key``'s table; True once building it pays."""
    _valued_directly[key] += 1
    return _valued_directly[key] > DIRECT_BEFORE_TABLE


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
    if not _FRONT:
        _FRONT.update(build_front_table())
    return _FRONT


_FRONT: dict[int, HandValue] = {}


def build_front_table() -> dict[int, HandValue]:
    """The front table built afresh (``front_table`` keeps one)."""
    raw = []
    for combo in combinations_with_replacement(range(14, 1, -1), 3):
        ranks = tuple(sorted(combo, reverse=True))
        key, cat = _value_front(ranks)
        raw.append((key, cat, _product(ranks)))
    strength = {key: i + 1 for i, key in enumerate(sorted(k for k, *_ in raw))}
    return {lookup: _table_value(key, cat, 3, False, strength[key]) for key, cat, lookup in raw}


def value_of_front(cards: Sequence[Card]) -> HandValue:
    """The front's value (exactly 3 cards): the table's once built, else valued directly."""
    a, b, c = cards
    if not _FRONT:
        if not _wants_table("front"):
            return front_directly(cards)
        front_table()
    return _FRONT[(a.code & 0xFF) * (b.code & 0xFF) * (c.code & 0xFF)]


def value_of_five(cards: Sequence[Card], wheel: Wheel = "low", low: bool = False) -> HandValue:
    """A five-card row's value; ``low`` ranks it deuce-to-seven (ace high, A-2-3-4-5 no straight).

    The rule's table once built (shared values), else the same value worked out from the cards directly,
    until ``DIRECT_BEFORE_TABLE`` rows make building the table worth it.
    """
    a, b, c, d, e = cards
    key = ("none", True) if low else (wheel, False)
    table = _TABLES.get(key)
    if table is None:
        if not _wants_table(key):
            return five_directly(cards, wheel, low)
        table = five_card_table(*key)
    return table.evaluate_codes(a.code, b.code, c.code, d.code, e.code)


def front_directly(cards: Sequence[Card]) -> HandValue:
    """The front table's value of three cards, worked out without the table."""
    key, category = _value_front(sorted((c.rank for c in cards), reverse=True))
    if category == Category.HIGH_CARD:
        _, a, b, c = key
        below = comb(a - 2, 3) + comb(b - 2, 2) + comb(c - 2, 1)
    elif category == Category.PAIR:
        _, pair, kicker = key
        below = 286 + (pair - 2) * 12 + _index(kicker, pair)
    else:
        below = 442 + key[1] - 2
    return _table_value(key, category, 3, False, below + 1)


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
        return _table_value(tuple(-k for k in key), category, 5, True, 7463 - strength)
    return _table_value(key, category, 5, False, strength)


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


def evaluate(cards: Sequence[Card] | str, row: Row | None = None, rules: RuleSet | None = None) -> HandValue:
    """Value of one row under the rules (default ``classic-1-6``); with no row, 3 cards are a front, 5 a back.

    Card text is parsed; a sequence of Cards is taken as it is (Cards are checked when made). Five Cards
    under the default wheel are one table lookup: a repeated card leaves a flush fewer rank bits (no
    entry) and cannot hide in five distinct ranks, so only a paired hand has its cards' bits counted.

    Raises:
        InvalidCards: when the row does not hold exactly 3 (front) or 5 cards, or repeats a card.
    """
    if (row is None or row in FIVE_CARD_ROWS) and not (rules and (rules.wheel != "low" or rules.lowball_middle)):
        try:
            a, b, c, d, e = cards  # type: ignore[str-unpack]
            if a.suit is b.suit is c.suit is d.suit is e.suit:  # type: ignore[union-attr]
                return _FLUSH[(a.code | b.code | c.code | d.code | e.code) >> 16]  # type: ignore[union-attr]
            value, paired = _UNSUITED[a.prime * b.prime * c.prime * d.prime * e.prime]  # type: ignore[union-attr]
            if not paired or (a.deck_bit | b.deck_bit | c.deck_bit | d.deck_bit  # type: ignore[union-attr]
                              | e.deck_bit).bit_count() == 5:  # type: ignore[union-attr]
                return value
        except (ValueError, TypeError, AttributeError, KeyError):
            pass  # text, another size, not Cards, a repeated card, the first call: the path below
    return _evaluate_any(cards, row, rules)


_FLUSH: dict[int, HandValue] = {}
_UNSUITED: dict[int, tuple[HandValue, bool]] = {}
"""The default wheel's five-card table (rank bits of a flush; prime product -> value, ranks repeated),
filled on the first call."""


def _evaluate_any(cards: Sequence[Card] | str, row: Row | None, rules: RuleSet | None) -> HandValue:
    """``evaluate`` past its one-lookup path: text, fronts, other rules, refused rows, no table built yet."""
    if isinstance(cards, str):
        cards = parse_cards(cards)
    table = _TABLES.get(("low", False))  # the key value_of_five uses: one table shared with scoring
    if not _FLUSH and table is not None:  # until it is built, each row is valued directly
        _UNSUITED.update((p, (v, v.category not in (Category.HIGH_CARD, Category.STRAIGHT)))
                         for p, v in table.unsuited.items())
        _FLUSH.update(table.flush)
    if row is None and len(cards) not in (3, 5):  # with no row, 3 cards are a front and 5 a back
        raise InvalidCards(_("a row needs 3 cards (a front) or 5 (a back), not {count}").format(count=len(cards)))
    return _evaluate_checked(tuple(cards), row or (FRONT if len(cards) == 3 else BACK), rules)


def _evaluate_checked(cards: tuple[Card, ...], row: Row, rules: RuleSet | None) -> HandValue:
    """``evaluate`` with every check: the row's size, a repeated card, then its table's value."""
    want, dups = ROW_SIZES[row], find_duplicates(cards)
    if len(cards) != want:
        raise InvalidCards(_("the {row} needs {size} cards, not {count}").format(
            row=row, size=want, count=len(cards)), row=row)
    if dups:
        raise InvalidCards(_("{card} is used twice in the {row}").format(card=dups[0], row=row),
                           card=str(dups[0]), row=row)
    if row == FRONT:
        return value_of_front(cards)
    wheel = cast(Wheel, rules.wheel) if rules else "low"
    low = bool(rules and rules.lowball_middle and row == MIDDLE)
    return value_of_five(cards, wheel, low)


def short(cards: Sequence[Card]) -> str:
    """Ranks in order of weight, e.g. ``Q-Q-6-5-4``: how players say a row out loud."""
    counts = Counter(c.rank for c in cards)
    ranks = sorted((c.rank for c in cards), key=lambda r: (counts[r], r), reverse=True)
    return "-".join(r.char for r in ranks)


def all_five_card_hands() -> Iterable[tuple[int, int, int, int, int]]:
    """Every five-card hand of the deck as packed codes (2,598,960 of them), for exhaustive checks."""
    return combinations([c.code for c in DECK], 5)
