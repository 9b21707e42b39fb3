"""Naturals: special 13-card hands that are declared and paid instead of played in rows (RULES B7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from typing import cast

from scorekeeper.cards import Card
from scorekeeper.hands import Category, Wheel, value_of_five
from scorekeeper.rules import NATURALS, RuleSet

NATURAL_NAMES = {
    "six_pairs": "six pairs",
    "three_straights": "three straights",
    "three_flushes": "three flushes",
    "dragon": "a dragon",
    "thirteen_flush": "a thirteen-card flush",
}

NaturalKey = tuple[object, ...]


def _front_straight_top(cards: Sequence[Card]) -> int | None:
    ranks = sorted(c.rank for c in cards)
    if ranks == [2, 3, 14]:
        return 3
    if ranks[2] - ranks[0] == 2 and len(set(ranks)) == 3:
        return int(ranks[2])
    return None


def _best_partition(cards: Sequence[Card], kind: str, wheel: Wheel) -> NaturalKey | None:
    """Best (back, middle, front) split in which every row is a straight (or every row a flush)."""

    def five_key(five: Sequence[Card]) -> tuple[int, ...] | None:
        value = value_of_five(five, wheel)
        if kind == "three_straights":
            ok = value.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)
            return value.key[1:] if ok else None
        ok = len({c.suit for c in five}) == 1
        return tuple(sorted((int(c.rank) for c in five), reverse=True)) if ok else None

    best: NaturalKey | None = None
    indices = range(13)
    for back in combinations(indices, 5):
        back_key = five_key([cards[i] for i in back])
        if back_key is None:
            continue
        rest = [i for i in indices if i not in back]
        for middle in combinations(rest, 5):
            middle_key = five_key([cards[i] for i in middle])
            if middle_key is None:
                continue
            front = [cards[i] for i in rest if i not in middle]
            if kind == "three_straights":
                top = _front_straight_top(front)
                if top is None:
                    continue
                front_key: tuple[int, ...] = (top,)
            else:
                if len({c.suit for c in front}) != 1:
                    continue
                front_key = tuple(sorted((int(c.rank) for c in front), reverse=True))
            # Rows are ranked as whole rows: the better five-card row always goes in the back.
            key = (max(back_key, middle_key), min(back_key, middle_key), front_key)
            if best is None or key > best:
                best = key
    return best


def natural_key(natural: str, cards: Sequence[Card], rules: RuleSet) -> NaturalKey | None:
    """How strong the cards are as this natural (None if they do not make it); equal keys tie."""
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
    if natural == "three_flushes":
        suits = sorted(Counter(c.suit for c in cards).values())
        if suits not in ([13], [3, 10], [5, 8], [3, 5, 5]):
            return None
    return _best_partition(cards, natural, cast(Wheel, rules.wheel))


def qualifying_naturals(cards: Sequence[Card], rules: RuleSet) -> tuple[str, ...]:
    """Every natural the 13 cards make, in RULES order (weakest first)."""
    return tuple(n for n in NATURALS if natural_key(n, cards, rules) is not None)


def compare_naturals(a: str, a_key: NaturalKey | None, b: str, b_key: NaturalKey | None) -> int:
    """+1 if natural a beats b, -1 if it loses, 0 on a tie (keys are None for entries without cards)."""
    if a != b:
        return 1 if NATURALS.index(a) > NATURALS.index(b) else -1
    if a_key is None or b_key is None or a_key == b_key:
        return 0
    return 1 if a_key > b_key else -1
