"""A row valued before its table is built gets the table's value exactly (RULES A2-A4, D2).

The app names the last hand's rows at launch, before the tables are built; a value worked out directly
must be indistinguishable from the table's: same key, category, strength and hash, and the same order.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest

from scorekeeper.read.cards import Card, Rank, Suit, parse_cards
from scorekeeper.say.hands import hand_name
from scorekeeper.value.hands import (
    HandValue,
    five_card_table,
    five_directly,
    front_directly,
    front_table,
    value_of_five,
    value_of_front,
)

SUITS = (Suit("s"), Suit("h"), Suit("d"), Suit("c"))
RULES = [("low", False), ("second_best", False), ("none", False), ("none", True)]
"""Each wheel option (RULES A3), the ``none`` wheel the code also builds (A-2-3-4-5 no straight) and the
lowball middle (D2, deuce-to-seven)."""


def patterns(size: int) -> list[tuple[Card, ...]]:
    """One hand for every distinct rank pattern of ``size`` cards: unsuited, and also suited when it can be."""
    hands = []
    for ranks in combinations_with_replacement(range(14, 1, -1), size):
        if max(Counter(ranks).values()) > 4:
            continue
        seen: Counter[int] = Counter()
        cards = []
        for r in ranks:
            cards.append(Card(Rank(r), SUITS[seen[r]]))  # a rank's copies in different suits
            seen[r] += 1
        if len(seen) == size:  # distinct ranks: the first card off-suit (never a flush), then the flush
            hands.append((Card(Rank(ranks[0]), SUITS[1]), *cards[1:]))
            if size == 5:
                hands.append(tuple(cards))
        else:
            hands.append(tuple(cards))
        assert len(set(hands[-1])) == size
    return hands


def same(direct: HandValue, table: HandValue) -> None:
    assert direct == table
    assert (direct.key, direct.category, direct.size, direct.low, direct.strength, hash(direct)) == \
        (table.key, table.category, table.size, table.low, table.strength, hash(table))


@pytest.mark.parametrize(("wheel", "low"), RULES)
def test_every_five_card_pattern_valued_directly_is_the_tables_value_and_sorts_the_same(wheel: str, low: bool) -> None:
    table = five_card_table(wheel, low)
    hands = patterns(5)
    assert len(hands) == 7462  # 6,175 unsuited rank patterns and 1,287 flushes: one per value
    direct = []
    for hand in hands:
        value = five_directly(hand, wheel, low)  # type: ignore[arg-type]
        same(value, table.evaluate_codes(*(c.code for c in hand)))
        direct.append(value)
    assert sorted(direct) == list(table.values)
    assert [v.strength for v in sorted(direct)] == list(range(1, 7463))


def test_every_front_pattern_valued_directly_is_the_tables_value_and_sorts_the_same() -> None:
    table = front_table()
    hands = patterns(3)
    assert len(hands) == 455
    direct = []
    for a, b, c in hands:
        value = front_directly((a, b, c))
        same(value, table[a.prime * b.prime * c.prime])
        direct.append(value)
    assert [v.strength for v in sorted(direct)] == list(range(1, 456))


def test_hand_worked_values_without_a_table() -> None:
    wheel = parse_cards("As 2d 3c 4h 5s")
    low = five_directly(wheel, "low")
    second = five_directly(wheel, "second_best")
    assert (hand_name(low), low.strength) == ("Five-high straight", 5854)  # RULES A3: the lowest straight
    assert second.strength == 5862  # RULES A3 second_best: below A-high (5863), above K-high (5861)
    best_low = five_directly(parse_cards("7s 5d 4c 3h 2s"), "low", True)
    assert (hand_name(best_low), best_low.strength) == ("Seven-five low", 7462)  # RULES D2: best low
    trips = front_directly(parse_cards("Ah Ad Ac"))
    assert (hand_name(trips), trips.strength) == ("Trip aces", 455)  # RULES A4: best front


def test_once_built_the_table_serves_its_own_shared_values() -> None:
    cards = parse_cards("Qh Jd Tc 9h 8s")
    table = five_card_table("second_best")
    assert value_of_five(cards, "second_best") is table.evaluate_codes(*(c.code for c in cards))
    front = parse_cards("Qh Qd 7c")
    assert value_of_front(front) is front_table()[front[0].prime * front[1].prime * front[2].prime]
