"""Pinned Fantasyland words and limits (RULES C1, C4) and naturals between players (RULES B7)."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import InvalidDeal
from scorekeeper.game import Row
from scorekeeper.read.cards import parse_cards
from scorekeeper.rules import RuleSet
from scorekeeper.score.ofc import Fantasyland, next_fantasyland
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.hand_value import HandValue
from scorekeeper.value.hands import evaluate
from scorekeeper.value.naturals import compare_naturals, natural_key, qualifying_naturals
from scorekeeper.words.fantasyland import fantasyland_why
from scorekeeper.words.results_json import fantasyland_json
from tests.deals import board

# RULES F's OFC example: A has Q-Q in front, trip nines in the middle, a flush in the back; B no stay hand.
OFC_A = board("Qs Qh 4d", "9c 9d 9h 2s 3c", "Ah Kh 8h 6h 2h")
OFC_B = board("Kc Jd 5s", "7s 8d 9s Th Jc", "3s 3d 3h Td Tc")


def rows(front: str, middle: str, back: str) -> dict[Row, HandValue]:
    return {"front": evaluate(front, "front"), "middle": evaluate(middle, "middle"), "back": evaluate(back)}


def fantasyland(a: dict[str, Any], b: dict[str, Any], preset: str = "ofc") -> dict[str, Any]:
    result = score_deal({"players": [{"name": "A", **a}, {"name": "B", **b}]}, RuleSet.preset(preset))
    state = result.to_json()["players"]["A"]["fantasyland"]
    assert state is not None
    return dict(state)


def test_fantasyland_words() -> None:
    inside, outside = Fantasyland(True, 13), Fantasyland()
    ofc = RuleSet.preset("ofc")
    trips = rows("2s 2h 2d", "Ks Kh Kd 4c 4d", "As Ah Ad 5c 5d")
    full = rows("Qs 3h 2d", "Ks Kh Kd 4c 4d", "As Ah Ad 5c 5d")
    quads = rows("Qs 3h 2d", "Ks Kh 7d 4c 4d", "As Ah Ad Ac 5d")
    plain = rows("Qs 3h 2d", "Ks Kh 7d 4c 4d", "As Ah Ad 6c 5d")
    assert said(next_fantasyland(inside, trips, False, ofc)) == (
        True, 13, "stays in Fantasyland with trip twos in front")
    assert said(next_fantasyland(inside, full, False, ofc)) == (
        True, 13, "stays in Fantasyland with full house, kings over fours in the middle")
    assert said(next_fantasyland(inside, quads, False, ofc)) == (
        True, 13, "stays in Fantasyland with four aces in the back")
    assert said(next_fantasyland(inside, plain, False, ofc)) == (False, None, "leaves Fantasyland: no stay hand")
    assert said(next_fantasyland(outside, plain, False, ofc)) == (False, None, "")
    assert said(next_fantasyland(outside, trips, True, ofc)) == (False, None, "fouled: no Fantasyland")
    assert said(next_fantasyland(outside, None, False, ofc)) == (False, None, "no board: no Fantasyland")
    classic = RuleSet.preset()
    assert said(next_fantasyland(inside, trips, False, classic)) == (False, None, "Fantasyland is not played")
    assert fantasyland_json(next_fantasyland(outside, trips, False, ofc)) == {
        "playing": True, "cards": 13, "why": "trip twos in front: Fantasyland with 13 cards"}


def test_a_player_in_fantasyland_without_a_stay_hand_leaves() -> None:
    # Q-Q in front would enter from outside; inside Fantasyland it is no stay hand (RULES C4).
    assert fantasyland({**OFC_A, "fantasyland": True}, OFC_B) == {
        "playing": True, "next": False, "next_cards": None, "why": "leaves Fantasyland: no stay hand"}
    assert fantasyland(OFC_A, OFC_B)["next"] is True


@pytest.mark.parametrize(("discards", "error"), [
    ("5h", None), ("5h 5d 5c 4s", None),
    ("5h 5d 5c 4s 4h", "A plays Fantasyland: discards must be 1 to 4 cards, not 5"),
])
def test_fantasyland_discards(discards: str, error: str | None) -> None:
    a = {**OFC_A, "fantasyland": True, "discards": discards}
    if error is None:
        assert fantasyland(a, {**OFC_B, "discards": "As Ad Ac Ks"}, "pineapple")["playing"] is True
    else:
        with pytest.raises(InvalidDeal, match=error):
            fantasyland(a, OFC_B, "pineapple")


def test_discards_outside_fantasyland_are_four() -> None:
    with pytest.raises(InvalidDeal, match="A's discards must be 4 cards in pineapple, not 3"):
        fantasyland({**OFC_A, "discards": "5h 5d 5c"}, OFC_B, "pineapple")


# -- RULES B7: naturals --------------------------------------------------------------------------------------

SIX_PAIRS = "As Ah Ks Kh Qs Qh Js Jh Ts Th 9s 9h 3c"


def test_compare_naturals() -> None:
    six = natural_key("six_pairs", parse_cards(SIX_PAIRS), RuleSet.preset())
    assert six == ((14, 13, 12, 11, 10, 9), (3,))
    lower = ((14, 13, 12, 11, 10, 9), (2,))
    assert compare_naturals("dragon", (), "six_pairs", six) == 1  # the later type is the higher (B7)
    assert compare_naturals("six_pairs", six, "dragon", ()) == -1
    assert compare_naturals("three_flushes", None, "three_straights", None) == 1
    assert compare_naturals("six_pairs", six, "six_pairs", lower) == 1  # the odd card breaks the tie
    assert compare_naturals("six_pairs", lower, "six_pairs", six) == -1
    assert compare_naturals("six_pairs", six, "six_pairs", six) == 0
    assert compare_naturals("six_pairs", None, "six_pairs", six) == 0  # a quick entry has no cards to compare
    assert compare_naturals("six_pairs", six, "six_pairs", None) == 0


@pytest.mark.parametrize(("first", "second", "units"), [("A", "B", 13), ("B", "A", 13)])
def test_dragon_collects_its_value_from_six_pairs(first: str, second: str, units: int) -> None:
    hands = {
        "A": board("2c 3d 4h", "5s 6c 7d 8h 9s", "Tc Jd Qh Kc Ac", natural="dragon"),
        "B": board("As Ah 3c", "Ks Kh Qs Qd Js", "Jh Ts Th 9d 9h", natural="six_pairs"),
    }
    deal = {"players": [{"name": first, **hands[first]}, {"name": second, **hands[second]}]}
    result = score_deal(deal, RuleSet.preset().with_options(naturals=True))
    assert result.units["A"] == units and result.units["B"] == -units


def test_three_straights_front_shapes() -> None:
    # Q-K-A is the only front left beside 2-6 and 9-K (or 2-6 and T-A, leaving 9-Q-K).
    straights = "2c 3d 4h 5s 6c 9c Tc Jd Qh Ks Qc Kd Ah"
    assert qualifying_naturals(parse_cards(straights), RuleSet.preset()) == ("three_straights",)
    # 2-7-A (or 2-2-A) is no straight.
    assert qualifying_naturals(parse_cards("2c 3d 4h 5s 6c 9c Tc Jd Qh Ks 2d 7s Ah"), RuleSet.preset()) == ()


def test_thirteen_spades_are_every_natural_but_six_pairs() -> None:
    spades = parse_cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s")
    assert qualifying_naturals(spades, RuleSet.preset()) == (
        "three_straights", "three_flushes", "dragon", "thirteen_flush")


def said(state: Fantasyland) -> tuple[bool, int | None, str]:
    """A Fantasyland state as the table reads it: in or out, cards, why in words."""
    return state.playing, state.cards, fantasyland_why(state)
