"""Naturals read row by row: which row lacks the natural, and how same-type naturals rank (RULES B7, A3)."""

from __future__ import annotations

import pytest

from scorekeeper.read.cards import parse_cards
from scorekeeper.read.deal import Board
from scorekeeper.rules import RuleSet
from scorekeeper.value.naturals import compare_naturals, natural_key, natural_problem

LOW = RuleSet.preset()
SECOND_BEST = LOW.with_options(wheel="second_best")


def board(front: str, middle: str, back: str) -> Board:
    return Board(parse_cards(front), parse_cards(middle), parse_cards(back))


STRAIGHTS = board("9c Td Jh", "2c 3d 4h 5s 6c", "8d 9h Ts Jc Qd")
FLUSHES = board("Ac 5c 2c", "3d 6d 8d Td Qd", "2h 5h 7h 9h Jh")


@pytest.mark.parametrize(("natural", "rows", "problem"), [
    # RULES B7: the rows entered must show the natural; the first row (front, middle, back) that lacks it is named.
    ("three_straights", ("9c Td Jh", "2c 3d 4h 5s 7c", "8d 9h Ts Jc Qd"),
     "its middle 2c 3d 4h 5s 7c is not a straight: the rows entered must show the natural"),
    ("three_straights", ("9c Td Jh", "2c 3d 4h 5s 6c", "8d 9h Ts Jc Ad"),
     "its back 8d 9h Ts Jc Ad is not a straight: the rows entered must show the natural"),
    ("three_straights", ("9c Td Kh", "2c 3d 4h 5s 6c", "8d 9h Ts Jc Qd"),
     "its front 9c Td Kh is not a straight: the rows entered must show the natural"),
    ("three_flushes", ("Ac 5c 2c", "3d 6d 8d Td Qs", "2h 5h 7h 9h Jh"),
     "its middle 3d 6d 8d Td Qs is not a flush: the rows entered must show the natural"),
    ("three_flushes", ("Ac 5c 2c", "3d 6d 8d Td Qd", "2h 5h 7h 9h Js"),
     "its back 2h 5h 7h 9h Js is not a flush: the rows entered must show the natural"),
])
def test_a_declared_natural_names_the_first_row_that_does_not_show_it(
        natural: str, rows: tuple[str, str, str], problem: str) -> None:
    laid = board(*rows)
    assert natural_key(natural, laid, LOW) is None
    assert natural_problem(natural, laid, LOW) == problem


def test_rows_that_show_the_natural_have_no_problem_and_a_whole_row_key() -> None:
    assert natural_problem("three_straights", STRAIGHTS, LOW) is None
    assert natural_key("three_straights", STRAIGHTS, LOW) == ((4, 12), (4, 6), (11,))  # back, middle, front tops
    assert natural_problem("three_flushes", FLUSHES, LOW) is None
    assert natural_key("three_flushes", FLUSHES, LOW) == ((5, 11, 9, 7, 5, 2), (5, 12, 10, 8, 6, 3), (14, 5, 2))


def test_three_flushes_fronts_compare_from_the_top_card_down() -> None:
    # RULES B7: same backs and middles (by rank), so the fronts decide, by their ranks: A-5-2 beats K-Q-J.
    ace = natural_key("three_flushes", FLUSHES, LOW)
    king = natural_key("three_flushes", board("Kc Qc Jc", "3d 6d 8d Td Qd", "2h 5h 7h 9h Jh"), LOW)
    assert king == ((5, 11, 9, 7, 5, 2), (5, 12, 10, 8, 6, 3), (13, 12, 11))
    assert compare_naturals("three_flushes", ace, "three_flushes", king) == 1


def test_the_wheel_rule_orders_a_five_card_wheel_in_a_three_straights_middle() -> None:
    # RULES B7 and A3: a middle A-2-3-4-5 is the lowest straight under `low`, second only to A-high under
    # `second_best`, where it beats a middle 2-3-4-5-6; the backs are equal, so the middles decide.
    wheel = board("9c Td Jh", "Ac 2d 3h 4s 5c", "8d 9h Ts Jc Qd")
    assert natural_key("three_straights", wheel, LOW) == ((4, 12), (4, 5), (11,))
    assert natural_key("three_straights", wheel, SECOND_BEST) == ((4, 12), (4, 13, 1), (11,))
    assert compare_naturals("three_straights", natural_key("three_straights", wheel, SECOND_BEST),
                            "three_straights", natural_key("three_straights", STRAIGHTS, SECOND_BEST)) == 1
    assert compare_naturals("three_straights", natural_key("three_straights", wheel, LOW),
                            "three_straights", natural_key("three_straights", STRAIGHTS, LOW)) == -1


def test_thirteen_cards_without_rows_take_the_best_arrangement_under_the_wheel_rule() -> None:
    # RULES B7: 13 cards given without rows are read in their best arrangement that shows the natural.
    # A-2-3-4-5, 2-3-4-5-6 and A-2-3: under `second_best` the wheel (13, 1) goes back, 6-high middle and
    # the A-2-3 front ranks (13, 1), second only to Q-K-A; under `low` the 6-high goes back and A-2-3 is (3,).
    cards = parse_cards("Ac 2d 3h 4s 5c 2c 3d 4h 5s 6c Ad 2h 3s")
    assert natural_key("three_straights", cards, SECOND_BEST) == ((4, 13, 1), (4, 6), (13, 1))
    assert natural_key("three_straights", cards, LOW) == ((4, 6), (4, 5), (3,))
