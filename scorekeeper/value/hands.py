"""Hand values: one ordered value for fronts, five-card rows and deuce-to-seven lows (RULES A2-A5, D2).

Strength is data. Every possible rank pattern is valued once into lookup tables keyed the Cactus Kev way
(rank-bit OR for flushes, prime product otherwise); evaluating a row is then one or two bit operations and
a dict lookup returning a shared, immutable ``HandValue``. Until a rule's table is built (the app builds
them once idle; any caller's ``DIRECT_BEFORE_TABLE``-th row builds it), a row is valued directly from its
ranks into an equal value, strength included: reopening a night makes 16 five-card and 8 front valuations,
0.16 ms directly against 11.2 ms to build the tables (CPU, best of 15: the five-card table 9.4 ms, the
front's 1.8 ms).

The value itself is ``value.hand_value``; the two evaluators are ``value.hand_tables`` (the lookup tables)
and ``value.valued_directly`` (from the ranks); this module picks one for each row and checks what it is given.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from scorekeeper.errors import InvalidCards
from scorekeeper.game import BACK, FIVE_CARD_ROWS, FRONT, MIDDLE, ROWS, Row
from scorekeeper.language import _
from scorekeeper.read.cards import Card, find_duplicates, parse_cards
from scorekeeper.value.hand_tables import FIVE_CARD_TABLES, FRONT_TABLE, five_card_table, front_table
from scorekeeper.value.hand_value import Category, HandValue, Wheel
from scorekeeper.value.valued_directly import five_directly, front_directly

if TYPE_CHECKING:
    from scorekeeper.rules import RuleSet

ROW_SIZES: dict[str, int] = {row: row.size for row in ROWS}


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


def value_of_front(cards: Sequence[Card]) -> HandValue:
    """The front's value (exactly 3 cards): the table's once built, else valued directly."""
    a, b, c = cards
    if not FRONT_TABLE:
        if not _wants_table("front"):
            return front_directly(cards)
        front_table()
    return FRONT_TABLE[(a.code & 0xFF) * (b.code & 0xFF) * (c.code & 0xFF)]


def value_of_five(cards: Sequence[Card], wheel: Wheel = "low", low: bool = False) -> HandValue:
    """A five-card row's value; ``low`` ranks it deuce-to-seven (ace high, A-2-3-4-5 no straight).

    The rule's table once built (shared values), else the same value worked out from the cards directly,
    until ``DIRECT_BEFORE_TABLE`` rows make building the table worth it.
    """
    a, b, c, d, e = cards
    key = ("none", True) if low else (wheel, False)
    table = FIVE_CARD_TABLES.get(key)
    if table is None:
        if not _wants_table(key):
            return five_directly(cards, wheel, low)
        table = five_card_table(*key)
    return table.evaluate_codes(a.code, b.code, c.code, d.code, e.code)


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
    table = FIVE_CARD_TABLES.get(("low", False))  # the key value_of_five uses: one table shared with scoring
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

