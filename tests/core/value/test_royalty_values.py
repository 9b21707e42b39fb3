"""Every royalty of the rule book's tables, row by row, at the rank boundaries (RULES B6 and C3).

The numbers are RULES.md's own: OFC back straight 2 ... royal 25, middle trips 2 ... royal 50, front 66 = 1 ...
AA = 9 and 222 = 10 ... AAA = 22; classic and eastern middle and back; a custom table's per-rank front trips.
A king-high straight flush is a straight flush, not a royal; a pair of fives in front pays nothing.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from scorekeeper.game import Row
from scorekeeper.rules import RuleSet
from scorekeeper.value.hands import evaluate
from scorekeeper.value.royalties import row_royalty

OFC, CLASSIC, EASTERN = RuleSet.preset("ofc"), RuleSet.preset("classic-royalties"), \
    RuleSet.preset("classic-royalties").with_options(royalties="eastern")

FIVES = {
    "trips": "7s 7h 7d Kc 2s", "straight": "9s 8h 7d 6c 5s", "flush": "Ah Jh 8h 6h 2h",
    "full_house": "7s 7h 7d 2c 2s", "quads": "7s 7h 7d 7c 2s", "king_straight_flush": "Kd Qd Jd Td 9d",
    "royal_flush": "Ac Kc Qc Jc Tc", "two_pair": "As Ah Kd Kc 2s",
}


def royalty(cards: str, row: Row, rules: RuleSet) -> Fraction:
    return row_royalty(evaluate(cards, row, rules), row, rules)


@pytest.mark.parametrize(("hand", "middle", "back"), [
    ("two_pair", 0, 0), ("trips", 2, 0), ("straight", 4, 2), ("flush", 8, 4), ("full_house", 12, 6),
    ("quads", 20, 10), ("king_straight_flush", 30, 15), ("royal_flush", 50, 25)])
def test_ofc_middle_and_back(hand: str, middle: int, back: int) -> None:
    assert (royalty(FIVES[hand], "middle", OFC), royalty(FIVES[hand], "back", OFC)) == (middle, back)


@pytest.mark.parametrize(("front", "units"), [
    ("5s 5h Ad", 0), ("6s 6h Ad", 1), ("7s 7h 2d", 2), ("Qs Qh 4d", 7), ("Ks Kh 2d", 8), ("As Ah Kd", 9),
    ("2s 2h 2d", 10), ("3s 3h 3d", 11), ("Ks Kh Kd", 21), ("As Ah Ad", 22), ("As Kh Qd", 0)])
def test_ofc_front_pairs_and_trips(front: str, units: int) -> None:
    assert royalty(front, "front", OFC) == units


@pytest.mark.parametrize(("hand", "classic", "eastern"), [
    ("full_house", (2, 0), (2, 0)), ("quads", (4, 4), (8, 4)), ("king_straight_flush", (5, 5), (10, 5)),
    ("royal_flush", (5, 5), (10, 5)), ("flush", (0, 0), (0, 0))])
def test_classic_and_eastern_middle_and_back(hand: str, classic: tuple[int, int], eastern: tuple[int, int]) -> None:
    cards = FIVES[hand]
    assert (royalty(cards, "middle", CLASSIC), royalty(cards, "back", CLASSIC)) == classic
    assert (royalty(cards, "middle", EASTERN), royalty(cards, "back", EASTERN)) == eastern
    assert royalty("2s 2h 2d", "front", CLASSIC) == royalty("2s 2h 2d", "front", EASTERN) == 3


def test_a_per_rank_trips_value_of_zero_overrides_trips() -> None:
    # RULES B6: trips_22 ... trips_AA override `trips` for their rank, a 0 included.
    rules = RuleSet.from_json({"royalties": {"front": {"trips": 3, "trips_22": 0, "trips_AA": 9}}})
    assert [royalty(f, "front", rules) for f in ("2s 2h 2d", "3s 3h 3d", "As Ah Ad")] == [0, 3, 9]


def test_a_custom_table_pays_a_royal_as_its_straight_flush_unless_it_names_one() -> None:
    rules = RuleSet.from_json({"royalties": {"back": {"straight_flush": 7}, "middle": {"straight_flush": 7,
                                                                                      "royal_flush": 11}}})
    assert royalty(FIVES["royal_flush"], "back", rules) == 7
    assert royalty(FIVES["royal_flush"], "middle", rules) == 11
    assert royalty(FIVES["king_straight_flush"], "middle", rules) == 7


def test_a_lowball_middle_pays_no_royalty_for_any_hand() -> None:
    # RULES D2: no middle royalties with a deuce-to-seven middle, whatever its cards make as a high hand.
    rules = RuleSet.preset("lowball-middle").with_options(royalties="classic")
    assert [royalty(FIVES[h], "middle", rules) for h in ("full_house", "quads", "king_straight_flush")] == [0, 0, 0]
    assert royalty(FIVES["quads"], "back", rules) == 4
