"""Hand values: labels, RULES A2-A5 ordering, the wheel option, deuce-to-seven (D2) and exhaustive counts."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations, combinations_with_replacement, starmap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.errors import InvalidCards
from scorekeeper.read.cards import DECK, Card, Rank, Suit, parse_cards, verify_one_deck
from scorekeeper.read.deal import Board
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.score.classic import read_entry
from scorekeeper.value.hand_tables import five_card_table, front_table
from scorekeeper.value.hand_value import Category, HandValue
from scorekeeper.value.hands import ROWS, evaluate, short, value_of_five, value_of_front
from scorekeeper.words.hands import hand_name

DEFAULT = RuleSet.preset()
SECOND_BEST = RuleSet.preset().with_options(wheel="second_best")
LOWBALL = RuleSet.preset("lowball-middle")


def all_five_card_hands() -> Iterable[tuple[int, int, int, int, int]]:
    """Every five-card hand of the deck as packed codes (2,598,960 of them), for exhaustive checks."""
    return combinations([c.code for c in DECK], 5)


def five(text: str, rules: RuleSet = DEFAULT) -> HandValue:
    return evaluate(text, "back", rules)


def low(text: str) -> HandValue:
    return value_of_five(parse_cards(text), low=True)


# -- labels -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "label", "category"),
    [
        ("As Kh Qh Jh Th", "Ace-high straight", Category.STRAIGHT),
        ("As Ks Qs Js Ts", "Royal flush", Category.STRAIGHT_FLUSH),
        ("9h 8h 7h 6h 5h", "Nine-high straight flush", Category.STRAIGHT_FLUSH),
        ("Ad 2d 3d 4d 5d", "Five-high straight flush", Category.STRAIGHT_FLUSH),
        ("9s 9h 9d 9c 2s", "Four nines", Category.QUADS),
        ("6s 6h 6d 6c As", "Four sixes", Category.QUADS),
        ("As Ac Ad 2h 2d", "Full house, aces over twos", Category.FULL_HOUSE),
        ("2h 2d 2c As Ac", "Full house, twos over aces", Category.FULL_HOUSE),
        ("Ah 9h 7h 4h 2h", "Flush, ace high", Category.FLUSH),
        ("Qs Jh Td 9c 8s", "Queen-high straight", Category.STRAIGHT),
        ("As 2d 3c 4h 5s", "Five-high straight", Category.STRAIGHT),
        ("Js Jh Jd 4c 2s", "Trip jacks", Category.TRIPS),
        ("9s 9h 4d 4c Ks", "Two pair, nines and fours", Category.TWO_PAIR),
        ("6s 6h 4d 4c 2s", "Two pair, sixes and fours", Category.TWO_PAIR),
        ("Qs Qh 6d 4c 3s", "Pair of queens, six kicker", Category.PAIR),
        ("As Kd 9c 7h 4s", "Ace-King high", Category.HIGH_CARD),
        ("7s 5d 4c 3h 2s", "Seven-Five high", Category.HIGH_CARD),
    ],
)
def test_five_card_labels(text: str, label: str, category: Category) -> None:
    value = five(text)
    assert hand_name(value) == label
    assert hand_name(value) == label
    assert value.category is category
    assert value.size == 5
    assert value.low is False


@pytest.mark.parametrize(
    ("text", "label", "category"),
    [
        ("As Ah Ad", "Trip aces", Category.TRIPS),
        ("Js Jh Jd", "Trip jacks", Category.TRIPS),
        ("Qs Qh 6d", "Pair of queens, six kicker", Category.PAIR),
        ("6s 6h Ad", "Pair of sixes, ace kicker", Category.PAIR),
        ("As Kd 9c", "Ace-King high", Category.HIGH_CARD),
        ("4s 3d 2c", "Four-Three high", Category.HIGH_CARD),
        ("Qs Kd Ac", "Ace-King high", Category.HIGH_CARD),  # no straights in front
        ("2h 5h 9h", "Nine-Five high", Category.HIGH_CARD),  # no flushes in front
    ],
)
def test_front_labels(text: str, label: str, category: Category) -> None:
    value = evaluate(text, "front")
    assert hand_name(value) == label
    assert value.category is category
    assert value.size == 3


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("7c 5d 4h 3c 2s", "Seven-five low"),
        ("Kc 9d 7h 5c 3s", "King-nine low"),
        ("As 2h 3d 4c 5s", "Ace-five low"),
        ("8s 6h 5d 4c 2s", "Eight-six low"),
        ("6s 5h 4d 3c 2s", "Six-high straight"),
        ("7h 5h 4h 3h 2h", "Flush, seven high"),
        ("2s 2h 7d 4c 3s", "Pair of twos, seven kicker"),
    ],
)
def test_deuce_to_seven_labels(text: str, label: str) -> None:
    value = low(text)
    assert hand_name(value) == label
    assert value.low is True


def test_short_says_ranks_by_weight() -> None:
    assert short(parse_cards("4c Qd 6s Qc 5h")) == "Q-Q-6-5-4"
    assert short(parse_cards("2h As 2d Ac Ad")) == "A-A-A-2-2"
    assert short(parse_cards("9d Ks 7c")) == "K-9-7"


# -- RULES A2: five-card ordering ---------------------------------------------------------------------

# Strongest first; every hand strictly beats the next (wheel: low).
A2_LADDER = [
    "As Ks Qs Js Ts",  # royal flush
    "Kh Qh Jh Th 9h",  # king-high straight flush
    "6c 5c 4c 3c 2c",  # six-high straight flush
    "5d 4d 3d 2d Ad",  # steel wheel: the lowest straight flush
    "As Ah Ad Ac Ks",  # quads by quad rank...
    "As Ah Ad Ac Qs",  # ...then kicker
    "Ks Kh Kd Kc As",
    "2s 2h 2d 2c 3s",
    "As Ah Ad Ks Kh",  # full house by trips...
    "As Ah Ad Qs Qh",  # ...then pair
    "Ks Kh Kd As Ah",
    "2s 2h 2d 3s 3h",
    "Ah Kh Qh Jh 9h",  # flush card by card from the top
    "Ah Kh Qh Jh 8h",
    "Ah Kh Qh Th 9h",
    "Ah Kh 4h 3h 2h",
    "Ah Qh Jh Th 8h",
    "Kh Qh Jh Th 8h",
    "7h 5h 4h 3h 2h",
    "As Kh Qd Jc Ts",  # straights by top card
    "Ks Qh Jd Tc 9s",
    "6s 5h 4d 3c 2s",
    "5s 4h 3d 2c As",  # the wheel (low)
    "As Ah Ad Kc Qs",  # trips by trips rank, then kickers
    "As Ah Ad Kc Js",
    "As Ah Ad 3c 2s",
    "Ks Kh Kd Ac Qs",
    "2s 2h 2d Ac Ks",
    "As Ah Ks Kh Qd",  # two pair by high pair, low pair, kicker
    "As Ah Ks Kh Jd",
    "As Ah Qs Qh Kd",
    "As Ah 2s 2h Kd",
    "Ks Kh Qs Qh Ad",
    "3s 3h 2s 2h Ad",
    "As Ah Ks Qd Jc",  # pair by pair rank, then the three kickers
    "As Ah Ks Qd Tc",
    "As Ah Ks Jd Tc",
    "As Ah Qs Jd Tc",
    "As Ah 4s 3d 2c",
    "Ks Kh As Qd Jc",
    "2s 2h As Kd Qc",
    "As Kh Qd Jc 9s",  # high card card by card from the top
    "As Kh Qd Jc 8s",
    "As Kh Qd Tc 9s",
    "As Kh 5d 4c 3s",
    "As Qh Jd Tc 9s",
    "Ks Qh Jd Tc 8s",
    "7s 5h 4d 3c 2s",
]


def test_a2_ladder_is_strictly_decreasing() -> None:
    values = [five(text) for text in A2_LADDER]
    for stronger, weaker, text in zip(values, values[1:], A2_LADDER[1:], strict=False):
        assert stronger > weaker, f"{stronger} should beat {text} ({weaker})"
        assert weaker < stronger
        assert stronger != weaker
    assert values == sorted(values, reverse=True)
    assert [v.strength for v in values] == sorted((v.strength for v in values), reverse=True)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Ah Kh Qh Jh 9h", "As Ks Qs Js 9s"),  # RULES F: suits never break ties
        ("As Kh Qd Jc 9s", "Ah Kd Qc Js 9h"),
        ("5c 6d 7h 8s 9c", "5d 6h 7s 8c 9d"),  # F8
        ("Ts Th 7d 7c 4s", "Td Tc 7s 7h 4h"),
        ("Qs Qh 6d 4c 3s", "Qd Qc 6s 4h 3h"),
        ("Ad 2c 3h 4s 5d", "Ac 2d 3s 4h 5h"),
        ("9h 8h 7h 6h 5h", "9c 8c 7c 6c 5c"),
    ],
)
def test_suits_never_break_ties(a: str, b: str) -> None:
    va, vb = five(a), five(b)
    assert va == vb
    assert not va < vb
    assert not va > vb
    assert hand_name(va) == hand_name(vb)
    assert va.strength == vb.strength


def test_evaluate_accepts_text_or_cards_and_defaults_to_the_back() -> None:
    cards = parse_cards("Qs Qh 6d 4c 3s")
    assert evaluate(cards) == evaluate("Qs Qh 6d 4c 3s", "back", DEFAULT) == value_of_five(cards)
    assert hand_name(evaluate(cards, "middle")) == "Pair of queens, six kicker"
    assert evaluate(cards[:3], "front") == value_of_front(cards[:3])


# -- RULES A3: the wheel ------------------------------------------------------------------------------

WHEEL = "Ah 2s 3d 4c 5h"
SIX_HIGH = "2c 3c 4d 5h 6s"
BROADWAY = "As Kd Qh Jc Tc"
KING_HIGH = "Ks Qd Jh Tc 9c"


def test_wheel_low_is_the_lowest_straight() -> None:
    assert five(WHEEL) < five(SIX_HIGH)  # RULES F, Ranking
    assert five(WHEEL) < five(BROADWAY)
    assert five(WHEEL) > five("As Ah Ad Kc Qs")  # still a straight: beats trips
    assert hand_name(five(WHEEL)) == "Five-high straight"


def test_wheel_second_best_sits_between_ace_high_and_king_high() -> None:
    wheel = five(WHEEL, SECOND_BEST)
    assert wheel > five(SIX_HIGH, SECOND_BEST)  # RULES F, Ranking
    assert wheel < five(BROADWAY, SECOND_BEST)
    assert wheel > five(KING_HIGH, SECOND_BEST)
    assert hand_name(wheel) == "Five-high straight"
    assert wheel.category is Category.STRAIGHT
    # The other straights keep their order.
    assert five(BROADWAY, SECOND_BEST) > five(KING_HIGH, SECOND_BEST) > five(SIX_HIGH, SECOND_BEST)
    assert five(SIX_HIGH, SECOND_BEST) > five("As Ah Ad Kc Qs", SECOND_BEST)
    # The wheel option changes nothing else.
    assert five("Ah Kh Qh Jh 9h", SECOND_BEST) > wheel > five("Ts Th Td 2c 3d", SECOND_BEST)


def test_straight_flush_order_under_each_wheel_rule() -> None:
    royal, king_high, six_high = "As Ks Qs Js Ts", "Kh Qh Jh Th 9h", "6c 5c 4c 3c 2c"
    steel_wheel, quads = "5d 4d 3d 2d Ad", "As Ah Ad Ac Ks"
    assert five(royal) > five(king_high) > five(six_high) > five(steel_wheel) > five(quads)
    assert (
        five(royal, SECOND_BEST)
        > five(steel_wheel, SECOND_BEST)
        > five(king_high, SECOND_BEST)
        > five(six_high, SECOND_BEST)
        > five(quads, SECOND_BEST)
    )
    assert hand_name(five(royal, SECOND_BEST)) == "Royal flush"
    assert hand_name(five(steel_wheel, SECOND_BEST)) == "Five-high straight flush"


def test_the_wheel_rule_does_not_change_the_number_of_values() -> None:
    assert len(five_card_table("low").values) == 7462
    assert len(five_card_table("second_best").values) == 7462
    assert len(five_card_table("none", low=True).values) == 7462


# -- RULES A4 / A5 / F1-F8: fronts and the foul check -------------------------------------------------


def test_front_ordering_a4() -> None:
    ladder = ["As Ah Ad", "Ks Kh Kd", "2s 2h 2d", "As Ah Kd", "As Ah 2d", "Ks Kh Ad", "2s 2h Ad",
              "As Kh Qd", "As Kh Jd", "As Qh Jd", "Ks Qh Jd", "4s 3h 2d"]
    values = [evaluate(t, "front") for t in ladder]
    assert values == sorted(values, reverse=True)
    assert len(set(values)) == len(values)
    assert evaluate("Qs Kh Ad", "front") == evaluate("Qh Kd Ac", "front")
    assert evaluate("As Ah Ad", "front") == max(front_table().values())


@pytest.mark.parametrize(
    ("front", "middle", "front_higher"),
    [
        ("Qs Qh 7d", "Qd Qc 6s 5h 4c", True),  # A5: Q-Q-7 over Q-Q-6-5-4 fouls
        ("Qs Qh 7d", "Qd Qc 9s 8h 2c", False),  # Q-Q-7 over Q-Q-9-8-2 is legal
        ("Ks Kh 9d", "Kd Kc 9s 5h 4c", False),  # K-K-9 over K-K-9-5-4: all equal, front not higher
        ("5s 5h 5d", "4c 4s 4h Ac Kc", True),  # 5-5-5 over 4-4-4-A-K fouls
        ("4s 4h 4d", "5c 5s 5h Ac Kc", False),
        ("As Ah Kd", "3s 3h 2d 2c 4c", False),  # A-A-K over 3-3-2-2-4 is legal
        ("3s 3h 3d", "Ks Kh 4d 4c 2s", True),  # 3-3-3 over K-K-4-4-2 fouls
        ("As Kh 9d", "Ad Kc 8s 7h 5c", True),  # F4: high card, card by card
        ("As Kh 9d", "Ad Kc 9s 7h 5c", False),
        ("As Kh 8d", "Ad Kc 9s 7h 5c", False),
        ("2s 2h 3d", "Ac Kc Qd Jc 9s", True),  # a pair beats a high card
        ("As Ah Ad", "2c 3c 4d 5h 6s", False),  # trips lose to any straight
        ("As Ah Ad", "Ks Kh Kd Qc Jc", True),
        ("Ks Kh Ad", "Kd Kc As Qc Jc", False),  # same pair, same kicker
    ],
)
def test_front_against_middle(front: str, middle: str, front_higher: bool) -> None:
    f, m = evaluate(front, "front"), evaluate(middle, "middle")
    assert (f > m) is front_higher
    assert (f <= m) is not front_higher


@pytest.mark.parametrize(
    ("hand", "fouls"),
    [
        ("Qs Qh 7d | Qd Qc 6s 5h 4c | As Ad Ac 2h 2d", True),  # F1
        ("Qs Qh 7d | Qd Qc 9s 8h 2c | As Ad Ac 2h 2d", False),  # F2
        ("Ks Kh 9d | Kd Kc 9s 5h 4c | As Ad Ac 2h 2d", False),  # F3
        ("As Kh 9d | Ad Kc 8s 7h 5c | 2s 2h 2d 3c 3d", True),  # F4
        ("5s 5h 5d | 4c 4s 4h Ac Kc | 9s 9h 9d 9c 2s", True),  # F5
        ("4s 4h 4d | 5c 5s 5h Ac Kc | 9s 9h 9d 9c 2s", False),  # F5
        ("As Ah Kd | 3s 3h 2d 2c 4c | 9s 9h 9d 8c 8s", False),  # F6
        ("3s 3h 3d | Ks Kh 4d 4c 2s | Qs Qh Qd Qc 2h", True),  # F7
        ("As Kh Qd | 5c 6d 7h 8s 9c | 5d 6h 7s 8c 9d", False),  # F8: middle equals back
        ("As Kh Qd | 5d 6h 7s 8c Tc | 5c 6d 7h 8s 9c", True),  # middle above back
    ],
)
def test_worked_foul_examples(hand: str, fouls: bool) -> None:
    front, middle, back = (parse_cards(part) for part in hand.split("|"))
    verify_one_deck([("front", front), ("middle", middle), ("back", back)])
    reason = Board(front, middle, back).foul_reason(RuleSet.preset())  # the product's own foul check
    assert (reason is not None) is fouls
    entry = {"name": "A", **dict(zip(("front", "middle", "back"), hand.split(" | "), strict=True))}
    read = read_entry(deal_from_json({"players": [entry, {"name": "B", "surrender": True}]}, RuleSet.preset())
                      .players[0], RuleSet.preset())
    assert read.fouled is fouls and read.foul_reason == reason


def test_f8_middle_and_back_are_equal() -> None:
    middle, back = evaluate("5c 6d 7h 8s 9c", "middle"), evaluate("5d 6h 7s 8c 9d", "back")
    assert middle == back
    assert not middle > back


# -- RULES D2: deuce-to-seven -------------------------------------------------------------------------


def test_a2345_is_ace_high_and_loses_to_k9753() -> None:
    wheel, king = low("As 2h 3d 4c 5s"), low("Kc 9d 7h 5c 3s")
    assert wheel.category is Category.HIGH_CARD
    assert wheel < king  # RULES F, lowball middle
    assert low("As 2h 3d 4c 5s") < low("Ks Qh Jd Tc 8s")  # ace high is the worst unpaired card


def test_lowball_compares_from_the_top_down() -> None:
    assert low("8s 6h 5d 4c 2s") > low("8s 6h 5d 4c 3h")
    assert low("8s 5h 4d 3c 2s") > low("8s 6h 4d 3c 2h")
    assert low("9s 5h 4d 3c 2s") < low("8s 7h 6d 5c 3h")
    assert low("7c 5d 4h 3c 2s") == low("7h 5c 4s 3d 2d")  # suits never break ties


def test_lowball_pairs_lose_to_any_unpaired_hand() -> None:
    table = five_card_table("none", low=True)
    unpaired = [v for v in table.values if v.category is Category.HIGH_CARD]
    paired = [v for v in table.values if v.category in (Category.PAIR, Category.TWO_PAIR, Category.TRIPS,
                                                        Category.FULL_HOUSE, Category.QUADS)]
    assert len(unpaired) == 1278 and len(paired) == 4888
    assert min(unpaired) > max(paired)
    assert low("2s 2h 3d 4c 5s") < low("Ac Kd Qh Jc 9s")
    assert low("2s 2h 4d 5c 7s") > low("3s 3h 4d 5c 7h")  # the lower pair is the better low
    assert low("2s 2h 4d 5c 7s") > low("3s 3h 2d 2c 7h")  # one pair beats two pair


def test_lowball_straights_and_flushes_count_against() -> None:
    straight, flush = low("6s 5h 4d 3c 2s"), low("7h 5h 4h 3h 2h")
    worst_unpaired = low("Ac Kd Qh Jc 9s")
    assert straight.category is Category.STRAIGHT
    assert flush.category is Category.FLUSH
    assert straight < worst_unpaired
    assert flush < worst_unpaired
    assert straight < low("As Ah Kd Kc Qs")  # even two pair beats a straight
    assert flush < straight
    assert low("Ad Kd Qd Jd Td") < low("As Ah Ad Ac Ks")  # a royal flush is the worst low


def test_best_lowball_is_seven_five_four_three_two_unsuited() -> None:
    best = low("7c 5d 4h 3c 2s")
    assert best == max(five_card_table("none", low=True).values)
    assert best.strength == 7462
    assert low("7c 5c 4c 3c 2c") < best
    assert low("7c 6d 4h 3c 2s") < best


def test_lowball_middle_rules_value_only_the_middle_as_a_low() -> None:
    # RULES F, lowball middle: X wins the front and the middle, Y wins the back.
    x = ("Qs Qh 3d", "7c 5d 4h 3c 2s", "Ks Kd 8s 8h 9c")
    y = ("Ac Jd 4s", "8d 6c 5s 3h 2d", "As Ad Ah Tc Td")
    verify_one_deck([("X", parse_cards(" ".join(x))), ("Y", parse_cards(" ".join(y)))])
    results = [evaluate(a, row, LOWBALL) > evaluate(b, row, LOWBALL)
               for a, b, row in zip(x, y, ROWS, strict=True)]
    assert results == [True, True, False]
    assert evaluate(x[1], "middle", LOWBALL).low is True
    assert evaluate(x[2], "back", LOWBALL).low is False
    assert evaluate(x[1], "middle", LOWBALL) == low(x[1])


# -- evaluate: bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "row", "message"),
    [
        ("As Kd", "front", "the front needs 3 cards, not 2"),
        ("As Kd Qh Jc", "front", "the front needs 3 cards, not 4"),
        ("As Kd Qh Jc", "middle", "the middle needs 5 cards, not 4"),
        ("As Kd Qh Jc Tc 9c", "back", "the back needs 5 cards, not 6"),
        ("", "back", "the back needs 5 cards, not 0"),
        ("As Kd As", "front", "As is used twice in the front"),
        ("Qh 2c 3c Qh 4d", "middle", "Qh is used twice in the middle"),
        ("As Kd Qx Jc Tc", "back", "card 3 'Qx' cannot be read: 'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)"),
    ],
)
def test_evaluate_rejects_bad_rows(cards: str, row: str, message: str) -> None:
    with pytest.raises(InvalidCards) as caught:
        evaluate(cards, row)  # type: ignore[arg-type]
    assert str(caught.value) == message


def test_evaluate_rejects_card_sequences_too() -> None:
    with pytest.raises(InvalidCards, match=r"^Kd is used twice in the back$"):
        evaluate(parse_cards("Kd 2c Kd 3c 4c"))


# -- exhaustive ---------------------------------------------------------------------------------------


def test_all_fronts_have_455_values() -> None:
    hands: Counter[Category] = Counter()
    values: dict[Category, set[HandValue]] = {}
    for combo in combinations(DECK, 3):
        value = value_of_front(combo)
        hands[value.category] += 1
        values.setdefault(value.category, set()).add(value)
    assert sum(hands.values()) == 22100
    assert hands == {Category.TRIPS: 52, Category.PAIR: 3744, Category.HIGH_CARD: 18304}
    assert {cat: len(vs) for cat, vs in values.items()} == {
        Category.TRIPS: 13, Category.PAIR: 156, Category.HIGH_CARD: 286}
    distinct = set().union(*values.values())
    assert len(distinct) == 455
    assert sorted(v.strength for v in distinct) == list(range(1, 456))
    assert sorted(distinct, key=lambda v: v.strength) == sorted(distinct)


FIVE_CARD_COUNTS = {
    Category.STRAIGHT_FLUSH: (40, 10),
    Category.QUADS: (624, 156),
    Category.FULL_HOUSE: (3744, 156),
    Category.FLUSH: (5108, 1277),
    Category.STRAIGHT: (10200, 10),
    Category.TRIPS: (54912, 858),
    Category.TWO_PAIR: (123552, 858),
    Category.PAIR: (1098240, 2860),
    Category.HIGH_CARD: (1302540, 1277),
}


@pytest.mark.slow
def test_all_five_card_hands_have_7462_values_in_the_standard_categories() -> None:
    table = five_card_table()
    per_value = Counter(starmap(table.evaluate_codes, all_five_card_hands()))
    assert sum(per_value.values()) == 2_598_960
    assert len(per_value) == 7462
    hands: Counter[Category] = Counter()
    values: Counter[Category] = Counter()
    for value, n in per_value.items():
        hands[value.category] += n
        values[value.category] += 1
    assert {cat: (hands[cat], values[cat]) for cat in Category} == FIVE_CARD_COUNTS
    # One shared value object per rank pattern, numbered 1..7462 in order.
    assert set(per_value) == set(table.values)
    assert [v.strength for v in table.values] == list(range(1, 7463))
    assert list(table.values) == sorted(table.values)
    assert hand_name(table.values[0]) == "Seven-Five high"
    assert hand_name(table.values[-1]) == "Royal flush"


# -- properties ---------------------------------------------------------------------------------------

_SUITS = list(Suit)
five_cards = st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True).map(tuple)


@st.composite
def shaped_five_cards(draw: st.DrawFn) -> tuple[Card, ...]:
    """Five cards with a chosen rank pattern, so quads, full houses and flushes come up often."""
    ranks = draw(st.lists(st.integers(2, 14), min_size=5, max_size=5).filter(
        lambda rs: max(Counter(rs).values()) <= 4))
    if len(set(ranks)) == 5 and draw(st.booleans()):
        suit = draw(st.sampled_from(_SUITS))
        return tuple(Card(Rank(r), suit) for r in ranks)
    cards: list[Card] = []
    for rank, n in Counter(ranks).items():
        suits = draw(st.lists(st.sampled_from(_SUITS), min_size=n, max_size=n, unique=True))
        cards.extend(Card(Rank(rank), s) for s in suits)
    return tuple(draw(st.permutations(cards)))


any_five = st.one_of(five_cards, shaped_five_cards())


def relabel(cards: Sequence[Card], perm: Sequence[Suit]) -> tuple[Card, ...]:
    return tuple(Card(c.rank, perm[_SUITS.index(c.suit)]) for c in cards)


@given(any_five, st.permutations(_SUITS))
def test_value_is_invariant_under_suit_permutation(cards: tuple[Card, ...], perm: list[Suit]) -> None:
    other = relabel(cards, perm)
    for wheel in ("low", "second_best"):
        a, b = value_of_five(cards, wheel), value_of_five(other, wheel)
        assert a == b and hand_name(a) == hand_name(b) and a.category is b.category
    assert value_of_five(cards, low=True) == value_of_five(other, low=True)
    assert value_of_front(cards[:3]) == value_of_front(other[:3])


@given(any_five.flatmap(lambda cs: st.tuples(st.just(cs), st.permutations(cs))))
def test_value_does_not_depend_on_card_order(pair: tuple[tuple[Card, ...], list[Card]]) -> None:
    cards, shuffled = pair
    assert value_of_five(shuffled) == value_of_five(cards)
    assert value_of_five(shuffled, low=True) == value_of_five(cards, low=True)
    assert value_of_front(shuffled[:3]) == value_of_front(list(reversed(shuffled[:3])))


# An independent reference, written from RULES A2/A3 by sorting and inspecting the cards.
REF_CATEGORIES = ("high card", "pair", "two pair", "trips", "straight", "flush", "full house", "quads",
                  "straight flush")


def reference_key(cards: Sequence[Card], wheel: str = "low") -> tuple[float, ...]:
    ranks = sorted((int(c.rank) for c in cards), reverse=True)
    is_flush = len({c.suit for c in cards}) == 1
    counts = {r: ranks.count(r) for r in ranks}
    # ranks grouped: bigger groups first, then higher rank
    grouped = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    pattern = sorted(counts.values(), reverse=True)
    straight_rank: float | None = None
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            straight_rank = ranks[0]
        elif ranks == [14, 5, 4, 3, 2]:
            # low: below the six-high straight; second_best: just below A-K-Q-J-T
            straight_rank = 5 if wheel == "low" else 13.5
    if straight_rank is not None and is_flush:
        return (REF_CATEGORIES.index("straight flush"), straight_rank)
    if pattern == [4, 1]:
        return (REF_CATEGORIES.index("quads"), *grouped)
    if pattern == [3, 2]:
        return (REF_CATEGORIES.index("full house"), *grouped)
    if is_flush:
        return (REF_CATEGORIES.index("flush"), *ranks)
    if straight_rank is not None:
        return (REF_CATEGORIES.index("straight"), straight_rank)
    if pattern == [3, 1, 1]:
        return (REF_CATEGORIES.index("trips"), *grouped)
    if pattern == [2, 2, 1]:
        return (REF_CATEGORIES.index("two pair"), *grouped)
    if pattern == [2, 1, 1, 1]:
        return (REF_CATEGORIES.index("pair"), *grouped)
    return (REF_CATEGORIES.index("high card"), *ranks)


def cmp(a: HandValue | tuple[float, ...], b: HandValue | tuple[float, ...]) -> int:
    """-1, 0 or 1 as a is worse than, equal to or better than b."""
    return (a > b) - (a < b)  # type: ignore[operator]


def test_reference_agrees_with_the_written_ladder() -> None:
    keys = [reference_key(parse_cards(t)) for t in A2_LADDER]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)


def rank_pattern_representatives() -> list[tuple[Card, ...]]:
    """One hand for each of the 7,462 rank patterns (unsuited and, for five distinct ranks, suited)."""
    hands = []
    for ranks in combinations_with_replacement(range(14, 1, -1), 5):
        if max(ranks.count(r) for r in ranks) > 4:
            continue
        if len(set(ranks)) == 5:
            hands.append(tuple(Card(Rank(r), Suit.SPADES) for r in ranks))
            unsuited = (Suit.HEARTS, *[Suit.SPADES] * 4)
            hands.append(tuple(Card(Rank(r), s) for r, s in zip(ranks, unsuited, strict=True)))
        else:
            hands.append(tuple(Card(Rank(r), _SUITS[ranks[:i].count(r)]) for i, r in enumerate(ranks)))
    return hands


@pytest.mark.parametrize("wheel", ["low", "second_best"])
def test_every_rank_pattern_orders_as_the_reference(wheel: str) -> None:
    hands = rank_pattern_representatives()
    assert len(hands) == 7462
    ours = {h: value_of_five(h, wheel) for h in hands}  # type: ignore[arg-type]
    ref = {h: reference_key(h, wheel) for h in hands}
    assert len(set(ours.values())) == len(set(ref.values())) == 7462
    assert sorted(hands, key=ours.__getitem__) == sorted(hands, key=ref.__getitem__)


@settings(max_examples=400)
@given(any_five, any_five, st.sampled_from(["low", "second_best"]))
def test_ordering_agrees_with_the_reference(a: tuple[Card, ...], b: tuple[Card, ...], wheel: str) -> None:
    ours_a, ours_b = value_of_five(a, wheel), value_of_five(b, wheel)  # type: ignore[arg-type]
    ref_a, ref_b = reference_key(a, wheel), reference_key(b, wheel)
    assert cmp(ours_a, ours_b) == cmp(ref_a, ref_b)
    assert ours_a.category.name.lower().replace("_", " ") == REF_CATEGORIES[int(ref_a[0])]


def reference_front_higher(front: Sequence[Card], middle: Sequence[Card]) -> bool:
    """RULES A5 literally: category on the five-card scale, then the front's cards against the middle's."""

    def by_weight(cards: Sequence[Card]) -> list[int]:
        ranks = [int(c.rank) for c in cards]
        return sorted(ranks, key=lambda r: (ranks.count(r), r), reverse=True)

    front_ranks = by_weight(front)
    most = max(front_ranks.count(r) for r in front_ranks)
    front_cat = REF_CATEGORIES.index({1: "high card", 2: "pair", 3: "trips"}[most])
    middle_cat = reference_key(middle)[0]
    if front_cat != middle_cat:
        return front_cat > middle_cat
    return front_ranks > by_weight(middle)[: len(front_ranks)]


@st.composite
def front_and_middle(draw: st.DrawFn) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    middle = draw(any_five)
    rest = [c for c in DECK if c not in middle]
    if draw(st.booleans()):
        return tuple(draw(st.lists(st.sampled_from(rest), min_size=3, max_size=3, unique=True))), middle
    # A paired or tripped front, often of the middle's own pair/trips rank.
    rank = draw(st.sampled_from([c.rank for c in middle] + list(Rank)))
    same = [c for c in rest if c.rank == rank]
    n = draw(st.integers(2, 3))
    if len(same) < n:
        n = len(same)
    front = draw(st.lists(st.sampled_from(same), min_size=n, max_size=n, unique=True)) if n else []
    others = [c for c in rest if c.rank != rank]
    front += draw(st.lists(st.sampled_from(others), min_size=3 - n, max_size=3 - n, unique=True))
    return tuple(front), middle


@settings(max_examples=500)
@given(front_and_middle())
def test_front_against_middle_agrees_with_rules_a5(hand: tuple[tuple[Card, ...], tuple[Card, ...]]) -> None:
    front, middle = hand
    assert len(set(front) | set(middle)) == 8
    assert (value_of_front(front) > value_of_five(middle)) is reference_front_higher(front, middle)


@given(any_five)
def test_a_front_of_the_middles_heaviest_three_cards_is_not_higher(cards: tuple[Card, ...]) -> None:
    # Equal on every card the front has: "the front is not higher" (RULES A5).
    ranks = [c.rank for c in cards]
    heaviest = sorted(cards, key=lambda c: (ranks.count(c.rank), c.rank), reverse=True)[:3]
    front, middle = value_of_front(heaviest), value_of_five(cards)
    assert not front > middle
    assert front < middle


def test_table_values_are_whole_frozen_hand_values() -> None:
    """The tables make their values without the dataclass __init__: each is still a whole, frozen HandValue
    (RULES A2: a royal flush is the strongest of 7,462 five-card values, trip aces the strongest of 455 fronts)."""
    royal = five("As Ks Qs Js Ts")
    fields = (royal.key, royal.category, royal.size, royal.low, royal.strength)
    assert fields == ((8, 14), Category.STRAIGHT_FLUSH, 5, False, 7462)
    made = HandValue((8, 14), Category.STRAIGHT_FLUSH, 5)
    assert royal == made
    assert hash(royal) == hash(made)
    assert repr(royal) == ("HandValue(key=(<Category.STRAIGHT_FLUSH: 8>, 14), category=<Category.STRAIGHT_FLUSH: 8>, "
                           "size=5, low=False, strength=7462)")
    trips = value_of_front(parse_cards("Ac Ad Ah"))
    assert (trips.key, trips.size, trips.strength) == ((3, 14), 3, 455)
    with pytest.raises(dataclasses.FrozenInstanceError):
        royal.strength = 1  # type: ignore[misc]
