"""RULES A2-A6 and D2: rows valued from their cards by counting, and the foul check.

A row's value is a tuple that compares as the rule book ranks hands: the category first (high card 0,
pair 1, two pair 2, trips 3, straight 4, flush 5, full house 6, quads 7, straight flush 8), then the
ranks that decide inside it. A front uses the same scale (it has only high card, pair and trips).
"""

from __future__ import annotations

from collections import Counter

from tests.reference.cards import Card

HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
Value = tuple[float, ...]


def groups(cards: list[Card]) -> list[tuple[int, int]]:
    """(count, rank) of each rank, biggest group first, then highest rank."""
    return sorted(((n, r) for r, n in Counter(r for r, _ in cards).items()), reverse=True)


def straight_top(ranks: list[int], wheel: str | None) -> float | None:
    """The top card of a five-card straight (A3); ``wheel`` None: A-2-3-4-5 is no straight (D2)."""
    ranks = sorted(ranks, reverse=True)
    if len(set(ranks)) != 5:
        return None
    if ranks[0] - ranks[4] == 4:
        return ranks[0]
    if ranks == [14, 5, 4, 3, 2] and wheel is not None:
        return 5 if wheel == "low" else 13.5  # second_best: just below A-K-Q-J-T
    return None


def five_value(cards: list[Card], wheel: str | None = "low") -> Value:
    """RULES A2/A3: a five-card row's value."""
    assert len(cards) == 5
    flush = len({s for _, s in cards}) == 1
    top = straight_top([r for r, _ in cards], wheel)
    shape = groups(cards)
    counts = [n for n, _ in shape]
    ranks = [r for _, r in shape]
    if top is not None:
        return (STRAIGHT_FLUSH if flush else STRAIGHT, top)
    if counts == [4, 1]:
        return (QUADS, *ranks)
    if counts == [3, 2]:
        return (FULL_HOUSE, *ranks)
    if flush:
        return (FLUSH, *ranks)
    if counts == [3, 1, 1]:
        return (TRIPS, *ranks)
    if counts == [2, 2, 1]:
        return (TWO_PAIR, *ranks)
    if counts == [2, 1, 1, 1]:
        return (PAIR, *ranks)
    return (HIGH_CARD, *ranks)


def front_value(cards: list[Card]) -> Value:
    """RULES A4: trips > pair > high card; no straights or flushes; on the five-card scale."""
    assert len(cards) == 3
    shape = groups(cards)
    category = {3: TRIPS, 2: PAIR, 1: HIGH_CARD}[shape[0][0]]
    return (category, *(r for _, r in shape))


def low_value(cards: list[Card]) -> Value:
    """RULES D2: a deuce-to-seven middle's value, where LOWER is better (ace high, no wheel)."""
    return five_value(cards, wheel=None)


def row_value(cards: list[Card], row: str, rules: dict) -> Value:
    if row == "front":
        return front_value(cards)
    if row == "middle" and rules["lowball_middle"]:
        return low_value(cards)
    return five_value(cards, rules["wheel"])


def beats(a: Value, b: Value, row: str, rules: dict) -> int:
    """+1 when row value ``a`` wins over ``b``, -1 when it loses, 0 for a tie (a lowball middle: lower wins)."""
    side = (a > b) - (a < b)
    return -side if row == "middle" and rules["lowball_middle"] else side


def front_against(front: list[Card], five: list[Card], wheel: str) -> int:
    """RULES A5: +1 when the front is higher than a five-card row, 0 equal, -1 lower.

    Same category: the pair or trips rank, then kickers from the top, only as many cards as the front has.
    """
    f = front_value(front)
    v = five_value(five, wheel)[: len(f)]
    return (f > v) - (f < v)


def foul_of(rows: dict[str, list[Card]], rules: dict) -> bool:
    """RULES A6 (and B9 ``equal_rows_foul``, D2): is this setting mis-set?"""
    strict = rules["equal_rows_foul"]
    wheel = rules["wheel"]
    if rules["lowball_middle"]:
        side = front_against(rows["front"], rows["back"], wheel)
        return side > 0 or (strict and side == 0)
    front = front_against(rows["front"], rows["middle"], wheel)
    middle, back = five_value(rows["middle"], wheel), five_value(rows["back"], wheel)
    if front > 0 or middle > back:
        return True
    return strict and (front == 0 or middle == back)
