"""A row valued before its table is built gets the table's value exactly (RULES A2-A4, D2).

The app names the last hand's rows at launch, before the tables are built; a value worked out directly
must be indistinguishable from the table's: same key, category, strength and hash, and the same order.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest

from scorekeeper.read.cards import Card, Rank, Suit, parse_cards
from scorekeeper.value import hand_tables, hands
from scorekeeper.value.hand_tables import five_card_table, front_table
from scorekeeper.value.hand_value import HandValue
from scorekeeper.value.hands import evaluate, value_of_five, value_of_front
from scorekeeper.value.valued_directly import five_directly, front_directly
from scorekeeper.words.hands import hand_name

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


WHEEL = "As 2d 3c 4h 5s"
WHEEL_UNDER = {  # RULES A3 under each wheel option; D2: a deuce-to-seven middle counts the ace high, no straight
    ("low", False): ("Five-high straight", (4, 5), 5854),
    ("second_best", False): ("Five-high straight", (4, 13, 1), 5862),
    ("none", False): ("Ace-Five high", (0, 14, 5, 4, 3, 2), 785),  # the lowest ace high: 792 - 8 straights below
    ("none", True): ("Ace-five low", (0, -14, -5, -4, -3, -2), 7463 - 785),
}


def no_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """Start as a fresh launch does: no rule's table built, nothing cached for ``evaluate``."""
    for name in ("_FLUSH", "_UNSUITED"):
        monkeypatch.setattr(hands, name, {})
    for name in ("FIVE_CARD_TABLES", "FRONT_TABLE"):  # one empty dict, as the two modules share one
        empty: dict[object, object] = {}
        monkeypatch.setattr(hand_tables, name, empty)
        monkeypatch.setattr(hands, name, empty)
    monkeypatch.setattr(hands, "_valued_directly", Counter())


@pytest.mark.parametrize(("wheel", "low"), RULES)
def test_a_rules_table_is_built_when_first_asked_kept_and_then_served(
        monkeypatch: pytest.MonkeyPatch, wheel: str, low: bool) -> None:
    no_tables(monkeypatch)
    cards = parse_cards(WHEEL)
    table = five_card_table(wheel, low)
    assert list(hand_tables.FIVE_CARD_TABLES) == [(wheel, low)] and hand_tables.FIVE_CARD_TABLES[wheel, low] is table
    assert five_card_table(wheel, low) is table
    value = table.evaluate_codes(*(c.code for c in cards))
    assert (hand_name(value), value.key, value.strength, value.low) == (*WHEEL_UNDER[wheel, low], low)
    assert value_of_five(cards, wheel, low) is value  # type: ignore[arg-type]


def test_before_its_table_a_lowball_middle_is_deuce_to_seven_whatever_the_wheel(
        monkeypatch: pytest.MonkeyPatch) -> None:
    no_tables(monkeypatch)
    cards = parse_cards(WHEEL)
    for wheel in ("low", "second_best", "none"):
        value = value_of_five(cards, wheel, True)  # type: ignore[arg-type]
        assert (hand_name(value), value.key, value.strength, value.low) == (*WHEEL_UNDER["none", True], True)  # D2
    assert hand_tables.FIVE_CARD_TABLES == {}  # valued directly: no table built on the way
    default = five_directly(cards)
    assert (hand_name(default), default.strength, default.low) == ("Five-high straight", 5854, False)  # A3: low


def test_the_low_table_once_built_serves_a_lowball_middle_under_any_wheel() -> None:
    cards = parse_cards("9s 8d 6c 4h 3s")
    table = five_card_table("none", True)
    for wheel in ("low", "second_best", "none"):
        assert value_of_five(cards, wheel, True) is table.evaluate_codes(*(c.code for c in cards))  # type: ignore[arg-type]


def test_a_flush_repeating_a_rank_has_no_value_and_the_error_names_its_ranks() -> None:
    ace = Card(Rank(14), Suit("s"))
    with pytest.raises(KeyError) as raised:  # RULES A1: such a row repeats a card; no table holds it either
        five_directly((ace, ace, *parse_cards("Ks Qs Js")))
    assert raised.value.args == ([14, 14, 13, 12, 11],)


def test_fronts_are_valued_directly_until_the_front_table_is_built(monkeypatch: pytest.MonkeyPatch) -> None:
    no_tables(monkeypatch)
    front = parse_cards("Qh Qd 7c")
    direct = value_of_front(front)
    assert (hand_name(direct), direct.strength) == ("Pair of queens, seven kicker", 286 + 10 * 12 + 5 + 1)  # A4
    table = front_table()
    assert table is hand_tables.FRONT_TABLE and len(table) == 455
    assert value_of_front(front) is table[front[0].prime * front[1].prime * front[2].prime] == direct


def test_evaluate_from_a_cold_start_values_directly_and_fills_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    no_tables(monkeypatch)
    value = evaluate("As Ks Qs Js 9s")
    assert (hand_name(value), value.strength) == ("Flush, ace high", 7140)  # RULES A2: the best flush, under 7141
    assert hands._FLUSH == {} and hands._UNSUITED == {} and hand_tables.FIVE_CARD_TABLES == {}


def test_a_rule_valued_directly_often_enough_builds_its_table_and_uses_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bulk scoring and ``evaluate`` callers are not left on the slower direct path (issue 17)."""
    no_tables(monkeypatch)
    monkeypatch.setattr(hands, "DIRECT_BEFORE_TABLE", 3)
    cards, front = parse_cards(WHEEL), parse_cards("Qh Qd 7c")
    for _ in range(3):
        assert value_of_five(cards, "second_best").strength == 5862  # RULES A3, valued directly
        assert value_of_front(front).strength == 286 + 10 * 12 + 5 + 1  # A4
    assert hand_tables.FIVE_CARD_TABLES == {} and hand_tables.FRONT_TABLE == {}
    fourth = value_of_five(cards, "second_best")
    assert list(hand_tables.FIVE_CARD_TABLES) == [("second_best", False)]
    assert fourth is hand_tables.FIVE_CARD_TABLES["second_best", False].evaluate_codes(*(c.code for c in cards))
    assert value_of_five(cards, "low").strength == 5854  # another rule keeps its own count: still direct
    assert list(hand_tables.FIVE_CARD_TABLES) == [("second_best", False)]
    assert value_of_front(front) is hand_tables.FRONT_TABLE[front[0].prime * front[1].prime * front[2].prime]
