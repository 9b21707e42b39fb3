"""Every check on a deal's entries refuses with its own sentence: quick entries, declarations, boards, the dealer.

Each case is an entry a player could type at the table that the rules cannot score (FORMAT.md's hand file,
RULES B4, B5, B7, D1); a check that went missing would let it through to crash later or drop a field.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from scorekeeper.errors import InvalidCards, InvalidDeal
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from tests.deals import FOUR, board

P1, P2 = board(*FOUR["P1"]), board(*FOUR["P2"])
CLASSIC, NATURALS = RuleSet.preset(), RuleSet.preset("classic-naturals")
PLAY = RuleSet.from_json({"foul_penalty": "play"})


def places(front: int, middle: int, back: int) -> dict[str, int]:
    return {"front": front, "middle": middle, "back": back}


REFUSED: list[tuple[str, dict[str, Any], RuleSet, type[Exception], str]] = [
    ("a quick entry without its back place",
     {"players": [{"name": "Ann", "places": {"front": 1, "middle": 1}}, {"name": "Bo", "places": places(2, 2, 2)}]},
     CLASSIC, InvalidDeal, "Ann's places has no back"),
    ("a fouled quick entry without a place when fouls are played as they lie",
     {"players": [{"name": "Ann", "places": {"front": 1, "middle": 1}, "fouled": True},
                  {"name": "Bo", "places": places(2, 2, 2)}]},
     PLAY, InvalidDeal, "Ann is marked fouled, but under foul_penalty 'play' a mis-set hand is played as it lies: "
                        "give its back place (RULES B4)"),
    ("a place 0",
     {"players": [{"name": "Ann", "places": places(0, 1, 1)}, {"name": "Bo", "places": places(2, 2, 2)}]},
     CLASSIC, InvalidDeal, "Ann's places.front must be from 1 to 4, not 0"),
    ("a place past the fourth",
     {"players": [{"name": "Ann", "places": places(5, 1, 1)}, {"name": "Bo", "places": places(2, 2, 2)}]},
     CLASSIC, InvalidDeal, "Ann's places.front must be from 1 to 4, not 5"),
    ("a natural declared without cards",
     {"players": [{"name": "Ann", "natural": "dragon"}, {"name": "Bo", **P2}]},
     NATURALS, InvalidDeal, "Ann declares dragon without cards: enter the cards or use places"),
    ("a fouled flag on an entry with cards",
     {"players": [{"name": "Ann", **P1, "fouled": True}, {"name": "Bo", **P2}]},
     CLASSIC, InvalidDeal, "Ann's royalties and fouled are for quick entry: give places too"),
    ("three criss-cross boards",
     {"players": [{"name": "Ann", "boards": [P1, P1, P1]}, {"name": "Bo", "boards": [P2, P2]}]},
     RuleSet.preset("criss-cross"), InvalidDeal, "Ann's boards must be a list of two boards"),
    ("a back of four cards",
     {"players": [{"name": "Ann", **dict(P1, back="Qh Jd Tc 9h")}, {"name": "Bo", **P2}]},
     CLASSIC, InvalidCards, "Ann's back needs 5 cards, not 4"),
    ("a surrender that also declares a natural, without cards",
     {"players": [{"name": "Ann", "surrender": True, "natural": "dragon"}, {"name": "Bo", **P2}]},
     NATURALS, InvalidDeal, "Ann cannot both surrender and declare a natural"),
    ("an empty dealer name",
     {"players": [{"name": "Ann", **P1}, {"name": "Bo", **P2}], "dealer": ""},
     CLASSIC, InvalidDeal, "the dealer '' is not one of the players"),
    ("the second player's natural that the cards do not make",
     {"players": [{"name": "Ann", **P1}, {"name": "Bo", **P2, "natural": "dragon"}]},
     NATURALS, InvalidDeal, "Bo declares dragon, but the cards do not make it"),
    ("one quick entry beside one with cards",
     {"players": [{"name": "Ann", **P1}, {"name": "Bo", "places": places(1, 1, 1)}]},
     CLASSIC, InvalidDeal, "Ann has cards but Bo has places: one deal uses one kind of entry"),
]


@pytest.mark.parametrize(("what", "data", "rules", "error", "sentence"), REFUSED, ids=[r[0] for r in REFUSED])
def test_an_entry_the_rules_cannot_score_is_refused_with_one_sentence(
        what: str, data: dict[str, Any], rules: RuleSet, error: type[Exception], sentence: str) -> None:
    with pytest.raises(error) as raised:
        deal_from_json(data, rules)
    assert str(raised.value) == sentence


def test_the_fourth_place_is_a_place_at_a_table_of_four() -> None:
    # Places 1 to 4 in every row, at 1-6: each player sweeps everyone placed below (6 a pair).
    # P1 +6 +6 +6 = 18; P2 -6 +6 +6 = 6; P3 -6 -6 +6 = -6; P4 -18.
    data = {"players": [{"name": f"P{i}", "places": places(i, i, i)} for i in range(1, 5)]}
    assert score_deal(data, CLASSIC).units == {"P1": 18, "P2": 6, "P3": -6, "P4": -18}


def test_a_fouled_quick_entry_without_places_pays_the_scoop_under_a_penalty() -> None:
    # RULES B4: under the default scoop penalty a fouled quick entry needs no places; it pays Bo 6 at 1-6.
    data = {"players": [{"name": "Ann", "places": {}, "fouled": True}, {"name": "Bo", "places": places(1, 1, 1)}]}
    assert score_deal(data, CLASSIC).units == {"Ann": Fraction(-6), "Bo": Fraction(6)}
