"""Classic scoring: every worked example of RULES.md F and each option's effect, with exact units."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from scorekeeper.errors import InvalidCards, InvalidDeal, InvalidRules
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.words.reasons import deal_lines, foul_words, pair_lines
from tests.deals import FOUR, board

P4_FOUL = board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")
FOULER = board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th 6d 3d 3c")


def four(overrides: dict[str, dict[str, Any]] | None = None) -> dict[str, Any]:
    overrides = overrides or {}
    return {"players": [{"name": n, **overrides.get(n, board(*rows))} for n, rows in FOUR.items()]}


def units(deal: dict[str, Any], preset: str = "classic-1-6", **options: Any) -> list[Fraction]:
    rules = RuleSet.preset(preset).with_options(**options)
    result = score_deal(deal, rules)
    assert sum(result.units.values()) == 0
    return [result.units[p["name"]] for p in deal["players"]]


@pytest.mark.parametrize(
    ("preset", "expected"),
    [("classic-1-1-1", [0, 6, -7, 1]), ("classic-2-4", [-1, 9, -10, 2]), ("classic-1-6", [3, 9, -13, 1])],
)
def test_four_players(preset: str, expected: list[int]) -> None:
    assert units(four(), preset) == expected


@pytest.mark.parametrize(("preset", "expected"), [("classic-1-6", [-1, 5, -6, 2]), ("classic-2-4", [-3, 7, -6, 2])])
def test_four_players_p3_surrenders(preset: str, expected: list[int]) -> None:
    assert units(four({"P3": {"surrender": True}}), preset) == expected


@pytest.mark.parametrize(
    ("preset", "expected"),
    [("classic-1-1-1", [4, 8, -3, -9]), ("classic-2-4", [5, 11, -4, -12]), ("classic-1-6", [10, 14, -6, -18])],
)
def test_four_players_p4_fouls(preset: str, expected: list[int]) -> None:
    deal = four({"P4": P4_FOUL})
    assert units(deal, preset) == expected
    result = score_deal(deal, RuleSet.preset(preset))
    assert result.players["P4"].fouled
    assert foul_words(result.players["P4"].foul_reason) == "front A-A-2 beats middle Q-Q-J-6-5"


def test_pool_betting_splits_the_front() -> None:
    result = score_deal(four(), RuleSet.preset("pool"))
    assert [result.units[n] for n in FOUR] == [-1, 3, -3, 1]
    assert "front: P1 and P2 split the pot with Ace-King high, 2 each" in deal_lines(result.reasons)


def test_pool_fouled_and_surrendered_players_ante_but_cannot_win() -> None:
    deal = four({"P2": {"surrender": True}, "P4": P4_FOUL})
    # Pots of 4: front P1 (A-K-6), middle P1 (two pair beats P3's), back P1 (straight beats two pair).
    assert units(deal, "pool") == [9, -3, -3, -3]


def test_pool_that_nobody_can_win_is_returned() -> None:
    deal = {"players": [{"name": "A", "surrender": True}, {"name": "B", "surrender": True}]}
    assert units(deal, "pool") == [0, 0]


def test_pool_with_thirds_is_exact() -> None:
    deal = {"players": [{"name": n, **board(*FOUR[n])} for n in ("P1", "P2")]}
    # Ante 1 each: pots of 2/3; the front ties (A-K-6 both), P2 wins middle and back.
    result = score_deal(deal, RuleSet.preset("pool").with_options(pool_ante=1))
    assert result.units == {"P1": Fraction(-2, 3), "P2": Fraction(2, 3)}


HEADS_UP_AMY = board("Ah Kd 2c", "3s 3h 5d 7c 9s", "Qs Qh Qd 4c 4s")
HEADS_UP_BEN = board("Kh Qc 2d", "4d 4h 6d 8c Ts", "Js Jh Jd 5c 5s")
SWEEP_BEN = board("Kh Qc 2d", "2s 2h 6d 8c Ts", "Js Jh Jd 5c 5s")


@pytest.mark.parametrize(("preset", "win21", "sweep"),
                         [("classic-1-1-1", 1, 3), ("classic-2-4", 2, 4), ("classic-1-6", 1, 6)])
def test_heads_up(preset: str, win21: int, sweep: int) -> None:
    two_one = {"players": [{"name": "Amy", **HEADS_UP_AMY}, {"name": "Ben", **HEADS_UP_BEN}]}
    three_oh = {"players": [{"name": "Amy", **HEADS_UP_AMY}, {"name": "Ben", **SWEEP_BEN}]}
    assert units(two_one, preset) == [win21, -win21]
    assert units(three_oh, preset) == [sweep, -sweep]


X = board("7s 7h 7d", "4c 4d 4h Ks Kd", "9s 9h 9d 9c 2s")
Y = board("As Ah Qc", "Th Jc Qd Kh Ac", "5s 5h 5d Jd Jh")


@pytest.mark.parametrize(("preset", "with_royalties", "without"),
                         [("classic-1-1-1", 9, 3), ("classic-2-4", 10, 4), ("classic-1-6", 12, 6)])
def test_classic_royalties_win_only(preset: str, with_royalties: int, without: int) -> None:
    deal = {"players": [{"name": "X", **X}, {"name": "Y", **Y}]}
    assert units(deal, preset, royalties="classic")[0] == with_royalties
    assert units(deal, preset)[0] == without
    result = score_deal(deal, RuleSet.preset(preset).with_options(royalties="classic"))
    assert result.players["X"].royalties == {"front": 3, "middle": 2, "back": 4}


def test_eastern_royalties_pay_more_in_the_middle() -> None:
    x = board("7s 7h 7d", "4c 4d 4h 4s Kd", "9s 9h 9d 9c 2s")
    y = board("As Ah Qc", "Th Jc Qd Kh Ac", "5s 5h 5d Jd Jh")
    deal = {"players": [{"name": "X", **x}, {"name": "Y", **y}]}
    # Front trips 3, middle quads 8 (eastern) / 4 (classic), back quads 4, plus the scoop 3.
    assert units(deal, royalties="eastern")[0] == 3 + 8 + 4 + 3
    assert units(deal, royalties="classic")[0] == 3 + 4 + 4 + 3


# Two royalty rows that meet: both backs are quads.
QA = board("As Kd 2c", "3s 3h 5d 7c 9s", "Qs Qh Qd Qc 4s")
QB = board("Ks Td 2d", "4d 4h 6d 8c Ts", "Js Jh Jd Jc 5s")


@pytest.mark.parametrize(("mode", "expected"), [("win_only", 4 - 1 + 1), ("cancel", 1 - 1 + 1),
                                                ("always", 4 - 4 - 1 + 1), ("difference", 1 - 1 + 1)])
def test_royalty_modes_when_both_rows_qualify(mode: str, expected: int) -> None:
    # A wins front and back, loses middle; both backs are quads (royalty 4 each in classic).
    deal = {"players": [{"name": "A", **QA}, {"name": "B", **QB}]}
    assert units(deal, royalties="classic", royalty_mode=mode)[0] == expected


def test_royalty_always_pays_a_losing_royalty_row() -> None:
    a = board("As Jd 2c", "3s 3h 5d 7c 9s", "8s 8h 8d 8c 4s")
    b = board("Qs Jc 2d", "4d 4h 6d 7d Ts", "9h Th Jh Qh Kh")  # back straight flush beats quads
    deal = {"players": [{"name": "A", **a}, {"name": "B", **b}]}
    # front A +1, middle B +1, back B's straight flush (5) beats A's quads (4): B +5, A +4 back.
    assert units(deal, royalties="classic", royalty_mode="always")[0] == 1 - 1 - 5 + 4
    assert units(deal, royalties="classic", royalty_mode="win_only")[0] == 1 - 1 - 5


def test_foul_against_royalties_pays_royalty_rows() -> None:
    deal = {"players": [{"name": "F", **FOULER}, {"name": "X", **X}]}
    # X's rows count at their royalty values 3 + 2 + 4, plus the scoop bonus 3.
    assert units(deal, royalties="classic") == [-12, 12]
    assert units(deal) == [-6, 6]


def test_fixed_foul_penalty() -> None:
    # RULES B4, a number: P4 pays 3 to each opponent; the others score their rows as usual
    # (P1: -2 v P2, +6 v P3; P2: +6 v P3; P3 loses both scoops).
    assert units(four({"P4": P4_FOUL}), foul_penalty=3) == [7, 11, -9, -9]


@pytest.mark.parametrize(
    ("preset", "expected"),
    [("classic-1-1-1", [0, 4, -7, 3]), ("classic-2-4", [-1, 5, -10, 6]), ("classic-1-6", [3, 7, -13, 3])],
)
def test_foul_penalty_play_scores_the_hand_as_it_lies(preset: str, expected: list[int]) -> None:
    # RULES B4, play: P4's A-A-2 front beats every front, its Q-Q middle loses every middle, its
    # T-T-T-3-3 back beats every back, so P4 wins 2-1 against each; the rest is the F table's play.
    deal = four({"P4": P4_FOUL})
    assert units(deal, preset, foul_penalty="play") == expected
    p4 = score_deal(deal, RuleSet.preset(preset).with_options(foul_penalty="play")).players["P4"]
    assert p4.fouled is True  # play removes only the penalty: the hand is still a foul
    assert foul_words(p4.foul_reason) == "front A-A-2 beats middle Q-Q-J-6-5"


def test_foul_against_foul_and_surrender_is_zero() -> None:
    fouler2 = board("Ks Kh 2h", "Js Jd 7h 6h 5h", "8s 8h 8d 4d 4c")
    deal = {"players": [{"name": "A", **FOULER}, {"name": "B", **fouler2}, {"name": "C", "surrender": True}]}
    assert units(deal) == [0, 0, 0]


def test_fractional_surrender_fee() -> None:
    deal = four({"P3": {"surrender": True}})
    result = units(deal, "classic-1-1-1", surrender_fee=2.5)
    assert result[2] == Fraction(-15, 2)


def test_overall_rules() -> None:
    # Amy wins the front, ties the middle, loses the back: 1-1 in rows.
    amy = board("Ah Kd 2c", "3s 3h 5d 7c 9s", "Qs Qh 4d 4c 2s")
    ben = board("Kh Qc 2d", "3d 3c 5h 7s 9h", "Js Jh Jd 5c 5s")
    deal = {"players": [{"name": "Amy", **amy}, {"name": "Ben", **ben}]}
    assert units(deal, "classic-2-4")[0] == 0
    assert units(deal, "classic-2-4", overall_rule="net_rows")[0] == 0
    # Amy 2-0 with a tie: two_or_more and net_rows both give her the overall unit.
    amy2 = board("Ah Kd 2c", "3s 3h 5d 7c 9s", "Qs Qh Qd 4c 4s")
    deal2 = {"players": [{"name": "Amy", **amy2}, {"name": "Ben", **ben}]}
    assert units(deal2, "classic-2-4")[0] == 3
    assert units(deal2, "classic-2-4", overall_rule="net_rows")[0] == 3
    # Amy wins the front and ties the middle and the back: one row is not two (two_or_more: 1), but it is
    # more rows than Ben's none (net_rows: 1 + the overall unit).
    amy3 = board("Ah Kd 2c", "3s 3h 5d 7c 9s", "9c Td Jc Qd Kc")
    ben3 = board("Kh Qc 2d", "3d 3c 5h 7s 9h", "9d Th Jh Qh Ks")
    deal3 = {"players": [{"name": "Amy", **amy3}, {"name": "Ben", **ben3}]}
    assert units(deal3, "classic-2-4")[0] == 1
    assert units(deal3, "classic-2-4", overall_rule="net_rows")[0] == 2


def test_overall_rule_points_counts_royalties() -> None:
    # B wins front and middle; A wins only the back, with quads (royalty 4).
    a = board("2c 3d 5h", "3s 3h 5d 7c 9s", "Qs Qh Qd Qc 4s")
    b = board("Ks Td 2d", "4d 4h 6d 8c Ts", "Js Jh Jd 9c 9d")
    deal = {"players": [{"name": "A", **a}, {"name": "B", **b}]}
    # win_only rows: -1 -1 +4 = +2. Points 4 v 2 give A the overall unit; two rows give it to B.
    assert units(deal, "classic-2-4", royalties="classic", overall_rule="points")[0] == 3
    assert units(deal, "classic-2-4", royalties="classic", overall_rule="two_or_more")[0] == 1


def test_one_tied_row_cancels_the_scoop() -> None:
    amy = board("Ah Kd 2c", "3s 3h 5d 7c 9s", "Qs Qh Qd 4c 4s")
    ben = board("Ad Kc 2d", "2s 2h 6d 8c Ts", "Js Jh Jd 5c 5s")
    deal = {"players": [{"name": "Amy", **amy}, {"name": "Ben", **ben}]}
    assert units(deal)[0] == 2
    assert units(deal, scoop_bonus=5)[0] == 2


def test_scoop_bonus_option() -> None:
    deal = {"players": [{"name": "Amy", **HEADS_UP_AMY}, {"name": "Ben", **SWEEP_BEN}]}
    assert units(deal, scoop_bonus=0)[0] == 3
    assert units(deal, scoop_bonus=10)[0] == 13


def test_wheel_option_changes_a_row() -> None:
    a = board("Ah Kd 2c", "3s 3h 5d 7c 9s", "As 2s 3d 4h 5c")
    b = board("Kh Qc 2d", "4s 4c 6d 8d Ts", "2h 3c 4d 5h 6s")
    deal = {"players": [{"name": "A", **a}, {"name": "B", **b}]}
    assert units(deal, "classic-1-1-1") == [-1, 1]
    assert units(deal, "classic-1-1-1", wheel="second_best") == [1, -1]


# -- naturals -------------------------------------------------------------------------------------

SIX_PAIRS = board("As Ah Kc", "Ks Kh Qs Qh Js", "Jh Ts Th 9s 9h")
THREE_FLUSHES = board("2d 4d 6d", "3c 5c 7c 9c Jc", "2s 4s 6s 8s Ts")
THREE_STRAIGHTS = board("2c 3d 4h", "5c 6s 7h 8d 9c", "Tc Jc Qs Kd Ad")


def test_natural_collects_from_everyone() -> None:
    deal = {"players": [{"name": "N", "natural": "six_pairs", **SIX_PAIRS},
                        {"name": "B", **board("2c 3c 4c", "5d 5s 6c 7d 8c", "Ad Kd Qd Jd 9d")}]}
    assert units(deal, naturals=True) == [3, -3]


def test_natural_against_surrender_and_foul() -> None:
    fouler = board("As Ah 2s", "Qh Qd Jh 6d 5d", "Th Ts 7d 3s 3h")
    deal = {"players": [{"name": "N", "natural": "three_straights", **THREE_STRAIGHTS},
                        {"name": "S", "surrender": True},
                        {"name": "F", **fouler}]}
    # N collects the fee (2) from S and its full value (3) from F; F pays nothing to S.
    assert units(deal, naturals=True) == [5, -2, -3]


def test_higher_natural_collects_its_own_value() -> None:
    dragon = board("2s 3h 4d", "5c 6s 7h 8d 9c", "Ts Jh Qd Kc Ac")
    flushes = board("2h 4h 6h", "3d 5d 7d 9d Jd", "2c 4c 6c 8c Tc")
    deal = {"players": [{"name": "D", "natural": "dragon", **dragon},
                        {"name": "F", "natural": "three_flushes", **flushes}]}
    assert units(deal, naturals=True) == [13, -13]
    assert units(deal, naturals=True, natural_values={"dragon": 20}) == [20, -20]


def test_same_natural_compares_then_ties() -> None:
    low_pairs = board("2s 2h 3c", "3s 3h 4s 4h 5s", "5h 6s 6h 7s 7h")
    deal = {"players": [{"name": "H", "natural": "six_pairs", **SIX_PAIRS},
                        {"name": "L", "natural": "six_pairs", **low_pairs}]}
    assert units(deal, naturals=True) == [3, -3]
    d1 = board("2s 3h 4d", "5c 6s 7h 8d 9c", "Ts Jh Qd Kc Ac")
    d2 = board("2h 3d 4c", "5s 6h 7d 8c 9s", "Th Jd Qc Ks As")
    deal2 = {"players": [{"name": "A", "natural": "dragon", **d1}, {"name": "B", "natural": "dragon", **d2}]}
    assert units(deal2, naturals=True) == [0, 0]


def test_false_natural_is_an_error() -> None:
    deal = {"players": [{"name": "N", "natural": "dragon", **SIX_PAIRS},
                        {"name": "B", **board("2c 3c 4c", "5d 5s 6c 7d 8c", "Ad Kd Qd Jd 9d")}]}
    with pytest.raises(InvalidDeal, match="N declares dragon, but the cards do not make it"):
        score_deal(deal, RuleSet.preset().with_options(naturals=True))


def test_natural_when_naturals_are_off_is_an_error() -> None:
    deal = {"players": [{"name": "N", "natural": "six_pairs", **SIX_PAIRS},
                        {"name": "B", **board("2c 3c 4c", "5d 5s 6c 7d 8c", "Ad Kd Qd Jd 9d")}]}
    with pytest.raises(InvalidDeal, match="do not play naturals"):
        score_deal(deal, RuleSet.preset())


# -- quick entry ----------------------------------------------------------------------------------


def test_quick_entry_matches_card_entry() -> None:
    # The four-player deal read as places: fronts A-K-6 tie for best; middles straight, A-A-Q-Q,
    # 9-9-4-4, 8-8-5-5; backs tens full, deuces full, straight, two pair.
    places = {"P1": (1, 3, 3), "P2": (1, 1, 2), "P3": (3, 4, 4), "P4": (4, 2, 1)}
    deal = {"players": [{"name": n, "places": dict(zip(("front", "middle", "back"), p, strict=True))}
                        for n, p in places.items()]}
    assert units(deal) == [3, 9, -13, 1]


def test_quick_entry_royalties_and_foul() -> None:
    deal = {"players": [
        {"name": "A", "places": {"front": 1, "middle": 1, "back": 1}, "royalties": {"back": 4}},
        {"name": "B", "places": {"front": 2, "middle": 2, "back": 2}},
        {"name": "C", "places": {}, "fouled": True},
    ]}
    # A v B: rows 1 + 1 + 4 and the scoop 3 = 9; A v C: foul pays 1 + 1 + 4 + 3 = 9; B v C: 6.
    assert units(deal, royalties="classic") == [18, -3, -15]


def test_mixing_cards_and_places_is_an_error() -> None:
    deal = {"players": [{"name": "A", **HEADS_UP_AMY}, {"name": "B", "places": {"front": 1, "middle": 1,
                                                                             "back": 1}}]}
    with pytest.raises(InvalidDeal, match="one deal uses one kind of entry"):
        score_deal(deal, RuleSet.preset())


# -- explanation and order ------------------------------------------------------------------------


def test_pairs_follow_the_dealer_rotation() -> None:
    deal = {"dealer": "N", "players": [{"name": n, "places": {"front": 1, "middle": 1, "back": 1}}
                                       for n in ("N", "E", "S", "W")]}
    result = score_deal(deal, RuleSet.preset())
    assert [p.players for p in result.pairs] == [("E", "S"), ("E", "W"), ("E", "N"), ("S", "W"),
                                                 ("S", "N"), ("W", "N")]


def test_lines_explain_every_unit() -> None:
    result = score_deal(four(), RuleSet.preset("classic-2-4"))
    p1_p2 = result.pairs[0]
    assert p1_p2.players == ("P1", "P2")
    assert p1_p2.units == -3
    assert pair_lines(p1_p2) == (
        "front: tie (Ace-King high)",
        "middle: P2's Eight-high straight beats P1's Two pair, nines and fours: P2 +1",
        "back: P2's Full house, twos over sevens beats P1's Queen-high straight: P2 +1",
        "2-4 overall unit: P2 +1",
    )


def test_result_json_shape() -> None:
    out = score_deal(four({"P3": {"surrender": True}}), RuleSet.preset()).to_json()
    assert out["units"] == {"P1": -1, "P2": 5, "P3": -6, "P4": 2}
    assert out["players"]["P1"]["rows"] == {"front": "Ace-King high", "middle": "Two pair, nines and fours",
                                            "back": "Queen-high straight"}
    assert out["players"]["P3"]["surrendered"] is True
    assert out["pairs"][1] == {"players": ["P1", "P3"], "rows": None, "units": 2,
                               "lines": ["P3 surrenders: pays P1 the fee, 2"]}


# -- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("deal", "message"), [
    ({"players": [{"name": "A", **HEADS_UP_AMY}]}, "needs 2 to 4 players, not 1"),
    ({"players": [{"name": "A", **HEADS_UP_AMY}, {"name": "A", **HEADS_UP_BEN}]}, "used for two players"),
    ({"players": [{"name": "A", **HEADS_UP_AMY}, {"name": "B", **board("Kh Qc", "4s 4h 6d 8c Ts",
                                                                       "Js Jh Jd 5c 5s")}]},
     "B's front needs 3 cards, not 2"),
    ({"players": [{"name": "A", **HEADS_UP_AMY}, {"name": "B", **board("Ah Qc 2d", "4s 4h 6d 8c Ts",
                                                                       "Js Jh Jd 5c 5s")}]},
     "Ah is used in A's front and in B's front"),
    ({"players": [{"name": "A", **HEADS_UP_AMY}, {"name": "B", **board("Kh Qx 2d", "4s 4h 6d 8c Ts",
                                                                       "Js Jh Jd 5c 5s")}]},
     "B's front: card 2 'Qx' cannot be read"),
    ({"players": [{"name": "A", **HEADS_UP_AMY}, {"name": "B", "middle": "4s 4h 6d 8c Ts"}]}, "B has no front"),
    ({"players": [{"name": "A", **HEADS_UP_AMY}, {"name": "B", "colour": "red"}]}, "unknown field 'colour'"),
    ({"dealer": "Zed", "players": [{"name": "A", **HEADS_UP_AMY}, {"name": "B", **HEADS_UP_BEN}]},
     "dealer 'Zed' is not one of the players"),
])
def test_bad_deals_name_what_is_wrong(deal: dict[str, Any], message: str) -> None:
    with pytest.raises((InvalidDeal, InvalidCards), match=message.replace("(", r"\(")):
        score_deal(deal, RuleSet.preset())


def test_surrender_when_not_allowed() -> None:
    deal = {"players": [{"name": "A", **HEADS_UP_AMY}, {"name": "B", "surrender": True}]}
    with pytest.raises(InvalidDeal, match="do not allow surrender"):
        score_deal(deal, RuleSet.preset().with_options(surrender=False))


def test_hand_file_rules_object() -> None:
    deal = {"rules": {"preset": "classic-2-4", "scoop_bonus": 5},
            "players": [{"name": "Amy", **HEADS_UP_AMY}, {"name": "Ben", **SWEEP_BEN}]}
    assert score_deal(deal).units["Amy"] == 4
    with pytest.raises(InvalidRules, match="unknown rules option 'scoop'"):
        score_deal({"rules": {"scoop": 5}, "players": deal["players"]})
