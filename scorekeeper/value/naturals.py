"""Naturals: special 13-card hands that are declared and paid instead of played in rows (RULES B7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from typing import cast

from scorekeeper.game import FRONT, ROWS
from scorekeeper.language import N_, _
from scorekeeper.read.cards import Card, format_cards
from scorekeeper.read.deal import Board
from scorekeeper.rules import NATURALS, RuleSet
from scorekeeper.value.hand_value import Category, Wheel
from scorekeeper.value.hands import value_of_five

NATURAL_NAMES = {
    "six_pairs": N_("six pairs"),
    "three_straights": N_("three straights"),
    "three_flushes": N_("three flushes"),
    "dragon": N_("a dragon"),
    "thirteen_flush": N_("a thirteen-card flush"),
}
"""Each natural's name in English; ``scorekeeper.words.reasons.natural_name`` gives it in the current language."""

NaturalKey = tuple[object, ...]


def _front_straight_top(cards: Sequence[Card]) -> int | None:
    ranks = sorted(c.rank for c in cards)
    if ranks == [2, 3, 14]:
        return 3
    if ranks[2] - ranks[0] == 2 and len(set(ranks)) == 3:
        return int(ranks[2])
    return None


def _front_key(natural: str, front: Sequence[Card], wheel: Wheel) -> tuple[int, ...] | None:
    """A three-straights front by its top card (A-2-3 per ``wheel``), a three-flushes front by its ranks."""
    if natural == "three_flushes":
        if len({c.suit for c in front}) != 1:
            return None
        return tuple(sorted((int(c.rank) for c in front), reverse=True))
    top = _front_straight_top(front)
    if top == 3 and wheel == "second_best":
        return (13, 1)  # A-2-3: second only to Q-K-A, above J-Q-K (RULES B7 and A3)
    return None if top is None else (top,)


def _five_key(natural: str, five: Sequence[Card], wheel: Wheel) -> tuple[int, ...] | None:
    """A straight or flush row as a five-card hand, so a straight flush beats any straight or flush."""
    value = value_of_five(five, wheel)
    other = Category.STRAIGHT if natural == "three_straights" else Category.FLUSH
    return value.key if value.category in (other, Category.STRAIGHT_FLUSH) else None


def _rows_key(natural: str, board: Board, wheel: Wheel) -> NaturalKey | None:
    """Three straights or three flushes as laid down: (back, middle, front), None when a row lacks it."""
    back, middle = _five_key(natural, board.back, wheel), _five_key(natural, board.middle, wheel)
    front = _front_key(natural, board.front, wheel)
    if back is None or middle is None or front is None:
        return None
    return (back, middle, front)


def _best_rows(cards: Sequence[Card], natural: str, wheel: Wheel) -> NaturalKey | None:
    """The best arrangement of 13 cards that shows three straights or three flushes (cards given without rows)."""
    fives = {}
    for combo in combinations(range(13), 5):
        key = _five_key(natural, [cards[i] for i in combo], wheel)
        if key is not None:
            fives[frozenset(combo)] = key
    best: NaturalKey | None = None
    for back, back_key in fives.items():
        for middle, middle_key in fives.items():
            if back & middle or (best is not None and (back_key, middle_key) < best[:2]):
                continue
            front = _front_key(natural, [c for i, c in enumerate(cards) if i not in back | middle], wheel)
            if front is not None and (best is None or (back_key, middle_key, front) > best):
                best = (back_key, middle_key, front)
    return best


def natural_problem(natural: str, board: Board, rules: RuleSet) -> str | None:
    """Why a board's rows do not show the declared natural, in words, or None when they do."""
    if natural_key(natural, board, rules) is not None:
        return None
    if natural in ("three_straights", "three_flushes"):
        wheel = cast(Wheel, rules.wheel)
        for row in ROWS:
            cards = board.row(row)
            if (_front_key if row == FRONT else _five_key)(natural, cards, wheel) is None:
                message = (_("its {row} {cards} is not a straight: the rows entered must show the natural")
                           if natural == "three_straights" else
                           _("its {row} {cards} is not a flush: the rows entered must show the natural"))
                return message.format(row=row, cards=format_cards(cards))
    return _("the cards do not make it")


def natural_key(natural: str, hand: Board | Sequence[Card], rules: RuleSet) -> NaturalKey | None:
    """How strong a hand is as this natural (None if it does not make it); equal keys tie (RULES B7).

    Three straights and three flushes read a ``Board`` as laid down; 13 cards without rows are read
    in the best arrangement that shows the natural.
    """
    cards = hand.cards if isinstance(hand, Board) else hand
    if len(cards) != 13:
        return None
    counts = Counter(c.rank for c in cards)
    if natural == "six_pairs":
        pairs = sorted((r for r, n in counts.items() for _ in range(n // 2)), reverse=True)
        if len(pairs) < 6:
            return None
        odd = sorted((r for r, n in counts.items() if n % 2), reverse=True)
        return (tuple(int(r) for r in pairs[:6]), tuple(int(r) for r in odd))
    if natural == "dragon":
        return () if len(counts) == 13 else None
    if natural == "thirteen_flush":
        return () if len({c.suit for c in cards}) == 1 else None
    wheel = cast(Wheel, rules.wheel)
    if isinstance(hand, Board):
        return _rows_key(natural, hand, wheel)
    if natural == "three_flushes":
        suits = sorted(Counter(c.suit for c in cards).values())
        if suits not in ([13], [3, 10], [5, 8], [3, 5, 5]):
            return None
    return _best_rows(cards, natural, wheel)


def qualifying_naturals(hand: Board | Sequence[Card], rules: RuleSet) -> tuple[str, ...]:
    """Every natural the hand makes (a board's rows as laid down), in RULES order (weakest first)."""
    return tuple(n for n in NATURALS if natural_key(n, hand, rules) is not None)


def compare_naturals(a: str, a_key: NaturalKey | None, b: str, b_key: NaturalKey | None) -> int:
    """+1 if natural a beats b, -1 if it loses, 0 on a tie (keys are None for entries without cards)."""
    if a != b:
        return 1 if NATURALS.index(a) > NATURALS.index(b) else -1
    if a_key is None or b_key is None or a_key == b_key:
        return 0
    return 1 if a_key > b_key else -1
