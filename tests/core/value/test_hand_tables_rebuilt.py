"""The hand-value tables built afresh, bypassing their cache (RULES A2-A4, D2).

The tables are built once per process; a test that rebuilds them is the only one a mistake in the building
code can fail after the first build (mutation testing needs it: README "Testing").
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from math import prod

import pytest

from scorekeeper.read.cards import parse_cards
from scorekeeper.value.hand_tables import FiveCardTable, build_five_card_table, build_front_table
from scorekeeper.value.hand_value import Category, HandValue
from scorekeeper.words.hands import hand_name

CATEGORY_COUNTS = {
    Category.STRAIGHT_FLUSH: 10, Category.QUADS: 156, Category.FULL_HOUSE: 156, Category.FLUSH: 1277,
    Category.STRAIGHT: 10, Category.TRIPS: 858, Category.TWO_PAIR: 858, Category.PAIR: 2860, Category.HIGH_CARD: 1277,
}


def fresh(wheel: str = "low", low: bool = False) -> FiveCardTable:
    return build_five_card_table(wheel, low)  # type: ignore[arg-type]


def value(table: FiveCardTable, cards: str) -> HandValue:
    return table.evaluate_codes(*(c.code for c in parse_cards(cards)))


@pytest.mark.parametrize(("wheel", "low"), [("low", False), ("second_best", False), ("none", True)])
def test_fresh_five_card_table_has_the_standard_categories(wheel: str, low: bool) -> None:
    table = fresh(wheel, low)
    assert len(table.values) == 7462
    assert len(table.flush) == 1287 and len(table.unsuited) == 6175
    counts = Counter(v.category for v in table.values)
    if low:  # deuce-to-seven: the wheel is ace high, not a straight
        assert counts[Category.STRAIGHT] == counts[Category.STRAIGHT_FLUSH] == 9
        assert counts[Category.HIGH_CARD] == counts[Category.FLUSH] == 1278
    else:
        assert counts == CATEGORY_COUNTS
    assert [v.strength for v in table.values] == list(range(1, 7463))
    assert all(v.low is low and v.size == 5 for v in table.values)
    assert [v.key for v in table.values] == sorted(v.key for v in table.values)


# Strengths count from the weakest: each category starts one past the sizes of those below it (A2).
@pytest.mark.parametrize(
    ("cards", "label", "strength"),
    [
        ("7c 5d 4h 3s 2c", "Seven-Five high", 1), ("As Ks Qs Js Ts", "Royal flush", 7462),
        ("3s 2h 4d 5c 2c", "Pair of twos, five kicker", 1278), ("3s 2h 3d 4c 2c", "Two pair, threes and twos", 4138),
        ("2s 2h 2d 3c 4s", "Trip twos", 4996), ("Ah 2d 3c 4s 5h", "Five-high straight", 5854),
        ("6h 2d 3c 4s 5h", "Six-high straight", 5855), ("Ah Kd Qc Js Th", "Ace-high straight", 5863),
        ("7s 5s 4s 3s 2s", "Flush, seven high", 5864), ("2s 2h 2d 3c 3s", "Full house, twos over threes", 7141),
        ("2s 2h 2d 2c 3s", "Four twos", 7297), ("9s 9h 9d 9c 2s", "Four nines", 7297 + 7 * 12),
        ("As 2s 3s 4s 5s", "Five-high straight flush", 7453),
    ],
)
def test_fresh_five_card_values(cards: str, label: str, strength: int) -> None:
    v = value(fresh(), cards)
    assert (hand_name(v), v.strength) == (label, strength)


def test_fresh_tables_under_the_other_wheel_rules() -> None:
    second = fresh("second_best")
    wheel, king, ace = (value(second, c) for c in ("Ah 2d 3c 4s 5h", "9h Kd Qc Js Th", "Ah Kd Qc Js Th"))
    assert king < wheel < ace and ace.strength - wheel.strength == 1
    assert hand_name(wheel) == "Five-high straight" and wheel.key == (Category.STRAIGHT, 13, 1)
    sf = value(second, "As 2s 3s 4s 5s")
    assert sf.key == (Category.STRAIGHT_FLUSH, 13, 1) and sf.strength == 7461
    lows = fresh("none", low=True)
    best, ace_high = value(lows, "7c 5d 4h 3s 2c"), value(lows, "As 2h 3d 4c 5s")
    assert best.strength == 7462 and hand_name(best) == "Seven-five low"
    assert ace_high.category == Category.HIGH_CARD and ace_high < value(lows, "Kc 9d 7h 5s 3c")
    assert value(lows, "2s 2h 3d 4c 5s") < value(lows, "Ks Qh Jd 9c 8s")  # any pair loses to any unpaired hand
    assert value(lows, "6s 5h 4d 3c 2s").category == Category.STRAIGHT  # counts against
    assert value(lows, "6s 5h 4d 3c 2s") < value(lows, "2s 2h 3d 4c 5s")


def test_fresh_front_table() -> None:
    table = build_front_table()
    values = sorted(set(table.values()))
    assert len(table) == len(values) == 455
    assert Counter(v.category for v in values) == {Category.TRIPS: 13, Category.PAIR: 156, Category.HIGH_CARD: 286}
    assert [v.strength for v in values] == list(range(1, 456))
    assert all(v.low is False and v.size == 3 for v in values)  # A4: a front is never a deuce-to-seven low
    got = {}
    for text in ("Ah Ad Ac", "2h 2d Ac", "Ah Kd Qc", "4h 3d 2c", "Qh Qd 7c"):
        a, b, c = parse_cards(text)
        got[text] = table[(a.code & 0xFF) * (b.code & 0xFF) * (c.code & 0xFF)]
    assert (hand_name(got["Ah Ad Ac"]), got["Ah Ad Ac"].strength) == ("Trip aces", 455)
    assert (hand_name(got["2h 2d Ac"]), got["2h 2d Ac"].key) == ("Pair of twos, ace kicker", (Category.PAIR, 2, 14))
    assert (hand_name(got["Ah Kd Qc"]), got["Ah Kd Qc"].key) == ("Ace-King high", (Category.HIGH_CARD, 14, 13, 12))
    assert got["4h 3d 2c"].strength == 1 and got["Qh Qd 7c"].size == 3


def plain_value(ranks: tuple[int, ...], flush: bool, wheel: str) -> tuple[tuple[int, ...], str]:
    """Key and label of five ranks (descending) worked out one pattern at a time, as A2-A4 read."""
    counts = Counter(ranks)
    order = tuple(sorted(counts, key=lambda r: (counts[r], r), reverse=True))
    shape = tuple(counts[r] for r in order)
    word = {r: WORDS[r - 2] for r in range(2, 15)}
    plural = {r: "sixes" if r == 6 else f"{word[r]}s" for r in word}
    cap = {r: w.capitalize() for r, w in word.items()}
    wheel_hand = ranks == (14, 5, 4, 3, 2)
    if shape == (1, 1, 1, 1, 1) and (ranks[0] - ranks[4] == 4 or (wheel_hand and wheel != "none")):
        top = 5 if wheel_hand else ranks[0]
        straight = (13, 1) if top == 5 and wheel == "second_best" else (top,)
        if flush:
            label = "Royal flush" if top == 14 else f"{cap[top]}-high straight flush"
            return (Category.STRAIGHT_FLUSH, *straight), label
        return (Category.STRAIGHT, *straight), f"{cap[top]}-high straight"
    a, b = order[0], order[1]
    named = {
        (1, 1, 1, 1, 1): (Category.FLUSH, f"Flush, {word[a]} high") if flush
        else (Category.HIGH_CARD, f"{cap[a]}-{cap[b]} high"),
        (4, 1): (Category.QUADS, f"Four {plural[a]}"),
        (3, 2): (Category.FULL_HOUSE, f"Full house, {plural[a]} over {plural[b]}"),
        (3, 1, 1): (Category.TRIPS, f"Trip {plural[a]}"),
        (2, 2, 1): (Category.TWO_PAIR, f"Two pair, {plural[a]} and {plural[b]}"),
        (2, 1, 1, 1): (Category.PAIR, f"Pair of {plural[a]}, {word[b]} kicker"),
    }
    category, label = named[shape]
    return (category, *order), label


WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
PRIMES = dict(zip(range(2, 15), (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41), strict=True))


@pytest.mark.parametrize("wheel", ["low", "second_best", "none"])
def test_every_entry_of_the_fast_build_equals_its_pattern_valued_plainly(wheel: str) -> None:
    table = fresh(wheel)
    seen = 0
    for ranks in combinations_with_replacement(range(14, 1, -1), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        value = table.unsuited[prod(PRIMES[r] for r in ranks)]
        assert (value.key, hand_name(value)) == plain_value(ranks, False, wheel)
        assert type(value.key[0]) is Category and value.category == value.key[0]
        seen += 1
        if len(set(ranks)) == 5:
            value = table.flush[sum(1 << r - 2 for r in ranks)]
            assert (value.key, hand_name(value), value.category) == (*plain_value(ranks, True, wheel), value.key[0])
            seen += 1
    assert seen == 7462
