"""RULES B7: which naturals a setting shows, and two naturals of one type compared."""

from __future__ import annotations

from collections import Counter

from tests.reference.cards import Card
from tests.reference.hands import FLUSH, STRAIGHT, STRAIGHT_FLUSH, five_value

ORDER = ("six_pairs", "three_straights", "three_flushes", "dragon", "thirteen_flush")
"""Lowest first: a higher type collects its own value from a lower one."""


def front_straight_top(front: list[Card], wheel: str) -> float | None:
    """A three-card straight's top card (A-2-3 and Q-K-A count), or None."""
    ranks = sorted(r for r, _ in front)
    if ranks == [2, 3, 14]:
        return 3 if wheel == "low" else 13.5  # second_best: only Q-K-A is higher
    if len(set(ranks)) == 3 and ranks[2] - ranks[0] == 2:
        return ranks[2]
    return None


def shows(natural: str, rows: dict[str, list[Card]]) -> bool:
    """Whether the rows as laid down show the natural."""
    cards = rows["front"] + rows["middle"] + rows["back"]
    if natural == "six_pairs":
        return sum(n // 2 for n in Counter(r for r, _ in cards).values()) == 6
    if natural == "dragon":
        return len({r for r, _ in cards}) == 13
    if natural == "thirteen_flush":
        return len({s for _, s in cards}) == 1
    five = [five_value(rows[row])[0] for row in ("middle", "back")]
    if natural == "three_straights":
        return front_straight_top(rows["front"], "low") is not None and all(
            c in (STRAIGHT, STRAIGHT_FLUSH) for c in five)
    assert natural == "three_flushes"
    return len({s for _, s in rows["front"]}) == 1 and all(c in (FLUSH, STRAIGHT_FLUSH) for c in five)


def natural_key(natural: str, rows: dict[str, list[Card]] | None, wheel: str) -> tuple:
    """What decides between two naturals of one type (a quick entry without cards: nothing, they tie)."""
    if rows is None or natural in ("dragon", "thirteen_flush"):
        return ()
    if natural == "six_pairs":
        counts = Counter(r for r, _ in rows["front"] + rows["middle"] + rows["back"])
        pairs = sorted((r for r, n in counts.items() for _ in range(n // 2)), reverse=True)
        odd = [r for r, n in counts.items() if n % 2]
        return (*pairs, *odd)
    back, middle = five_value(rows["back"], wheel), five_value(rows["middle"], wheel)
    if natural == "three_straights":
        top = front_straight_top(rows["front"], wheel)
        return (back, middle, (top,))
    return (back, middle, tuple(sorted((r for r, _ in rows["front"]), reverse=True)))


def compare(a: str, a_key: tuple, b: str, b_key: tuple) -> int:
    """+1 when natural ``a`` beats ``b``, -1 when it loses, 0 for a tie."""
    if a != b:
        return 1 if ORDER.index(a) > ORDER.index(b) else -1
    return (a_key > b_key) - (a_key < b_key)
