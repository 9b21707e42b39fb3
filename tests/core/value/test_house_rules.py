"""House rules seen at other tables (RULES B6 `bonus` and per-rank trips, B9), with hand-worked numbers."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from scorekeeper import RuleSet, score_deal
from scorekeeper.errors import InvalidRules
from scorekeeper.read.cards import parse_cards
from scorekeeper.value.hands import evaluate
from scorekeeper.value.royalties import row_royalty
from scorekeeper.words.reasons import foul_words, pair_lines

# RULES F royalties example: X wins every row with royalties 3 (front trips), 2 (middle full house), 4 (quads).
X = {"name": "X", "front": "7s 7h 7d", "middle": "4c 4d 4h Ks Kd", "back": "9s 9h 9d 9c 2s"}
Y = {"name": "Y", "front": "As Ah Qc", "middle": "Th Jc Qd Kh Ac", "back": "5s 5h 5d Jd Jh"}

# A wins middle (quads 8, royalty 4 against B's full house, royalty 2) and back (straight flush 5 against
# B's quads 4); B wins the front (aces against king high, no royalty).
A = {"name": "A", "front": "Kd Qc 2h", "middle": "8s 8h 8d 8c 3s", "back": "9h Th Jh Qh Kh"}
B = {"name": "B", "front": "As Ad 4c", "middle": "5s 5h 5d 2c 2d", "back": "6s 6h 6d 6c 7c"}
B_FOULED = {**B, "middle": B["back"], "back": B["middle"]}  # quads in the middle over a full house

# RULES F players 1 and 2's fronts tie (A-K-6); P1 wins middle and back against P3's rows.
TIE_WINNER = {"name": "Ann", "front": "As Kd 6c", "middle": "9s 9d 4h 4c 7s", "back": "Qh Jd Tc 9h 8s"}
TIE_LOSER = {"name": "Bob", "front": "Ah Kc 6d", "middle": "8h 8c 5s 5h 9c", "back": "Ks Kh 3s 3h Js"}


def units(players: list[dict[str, Any]], **rules: Any) -> dict[str, Fraction]:
    result = score_deal({"rules": {"preset": "classic-1-6", **rules}, "players": players})
    assert sum(result.units.values()) == 0
    return dict(result.units)


def lines(players: list[dict[str, Any]], **rules: Any) -> list[str]:
    result = score_deal({"rules": {"preset": "classic-1-6", **rules}, "players": players})
    return [line for pair in result.pairs for line in pair_lines(pair)]


# -- royalty_mode: bonus (RULES B6) ---------------------------------------------------------------------


@pytest.mark.parametrize(("method", "expected"), [("1-1-1", 12), ("2-4", 13), ("1-6", 15)])
def test_bonus_pays_row_point_plus_royalty_on_every_won_row(method: str, expected: int) -> None:
    # B6 bonus: (1 + 3) + (1 + 2) + (1 + 4) = 12; 2-4 adds the overall unit, 1-6 the scoop bonus of 3.
    got = units([X, Y], method=method, royalties="classic", royalty_mode="bonus")
    assert got == {"X": expected, "Y": -expected}


def test_bonus_ignores_the_beaten_players_royalty() -> None:
    # B6 bonus: front -1; middle 1 + 4 (B's full house royalty 2 is not paid); back 1 + 5 = 6. Net +10.
    assert units([A, B], royalties="classic", royalty_mode="bonus") == {"A": 10, "B": -10}
    # The other modes on the same deal, worked by hand: win_only -1 + 4 + 5 = 8; always -1 + (4 - 2) +
    # (5 - 4) = 2; cancel -1 + 1 + 1 = 1 (both rows qualify, only the row point counts).
    assert units([A, B], royalties="classic", royalty_mode="win_only")["A"] == 8
    assert units([A, B], royalties="classic", royalty_mode="always")["A"] == 2
    assert units([A, B], royalties="classic", royalty_mode="cancel")["A"] == 1


def test_bonus_explains_row_point_and_royalty() -> None:
    said = lines([A, B], royalties="classic", royalty_mode="bonus")
    assert said[1] == "middle: A's Four eights beats B's Full house, fives over twos: 1 + royalty 4, A +5"
    assert said[2].endswith(": 1 + royalty 5, A +6")
    assert said[0] == "front: B's Pair of aces, four kicker beats A's King-Queen high: B +1"


def test_bonus_with_the_2_4_points_rule_counts_royalties() -> None:
    # B3 points: A's total 5 + 6 = 11 against B's 1: the overall unit goes to A: 10 + 1 = 11.
    got = units([A, B], method="2-4", overall_rule="points", royalties="classic", royalty_mode="bonus")
    assert got["A"] == 11


def test_foul_under_bonus_pays_the_scoop_plus_the_opponents_royalty_rows() -> None:
    # B4 with B6 bonus: a scoop (6 in 1-6) plus A's royalty rows, middle quads 4 and back straight flush 5.
    assert units([A, B_FOULED], royalties="classic", royalty_mode="bonus") == {"A": 15, "B": -15}
    # win_only on the same foul: rows 1 + 4 + 5 = 10, plus the scoop bonus 3 = 13.
    assert units([A, B_FOULED], royalties="classic", royalty_mode="win_only")["A"] == 13


def test_surrender_under_bonus_pays_only_the_fee() -> None:
    # B5: no royalties, overall units or scoop bonus from a surrenderer.
    got = units([A, {"name": "B", "surrender": True}], royalties="classic", royalty_mode="bonus")
    assert got == {"A": 2, "B": -2}


def test_bonus_is_a_known_mode_and_ofc_royalties_still_need_difference() -> None:
    assert RuleSet.from_json({"royalties": "eastern", "royalty_mode": "bonus"}).royalty_mode == "bonus"
    with pytest.raises(InvalidRules, match="difference"):
        RuleSet.from_json({"preset": "ofc", "royalty_mode": "bonus"})


# -- per-rank front trips in a custom table (RULES B6) ----------------------------------------------------

OFC_APP_TRIPS = {f"trips_{r}{r}": 7 + i for i, r in enumerate("23456789TJQKA")}  # 222 = 7 ... AAA = 19


@pytest.mark.parametrize(("front", "expected"), [("2s 2h 2d", 7), ("7s 7h 7d", 12), ("As Ah Ad", 19)])
def test_per_rank_trips_pay_their_own_value(front: str, expected: int) -> None:
    rules = RuleSet.from_json({"royalties": {"front": {"trips": 3, **OFC_APP_TRIPS}}})
    assert row_royalty(evaluate(parse_cards(front), "front"), "front", rules) == expected


def test_per_rank_trips_override_trips_only_for_their_rank() -> None:
    rules = RuleSet.from_json({"royalties": {"front": {"trips": 3, "trips_AA": 19}}})
    assert row_royalty(evaluate(parse_cards("As Ah Ad"), "front"), "front", rules) == 19
    assert row_royalty(evaluate(parse_cards("5s 5h 5d"), "front"), "front", rules) == 3
    only_aces = RuleSet.from_json({"royalties": {"front": {"trips_AA": 19}}})
    assert row_royalty(evaluate(parse_cards("5s 5h 5d"), "front"), "front", only_aces) == 0


def test_per_rank_trips_score_in_a_deal() -> None:
    # X's front 7-7-7 pays 12 instead of 3 under win_only: 12 + 2 + 4 = 18 rows, + 3 scoop = 21.
    table = {"front": {"trips": 3, **OFC_APP_TRIPS}, "middle": {"full_house": 2}, "back": {"quads": 4}}
    assert units([X, Y], royalties=table)["X"] == 21


def test_per_rank_trips_only_in_front() -> None:
    with pytest.raises(InvalidRules, match=r"royalties\.middle has an unknown hand 'trips_22'"):
        RuleSet.from_json({"royalties": {"middle": {"trips_22": 7}}})
    rules = RuleSet.from_json({"royalties": {"front": {"trips_22": 7}}})
    assert rules.to_json()["royalties"] == {"front": {"trips_22": 7}}


# -- tie_cancels_scoop (RULES B9) -------------------------------------------------------------------


@pytest.mark.parametrize(("method", "cancels", "expected"), [
    ("1-6", True, 2), ("1-6", False, 5),      # 2 rows + the scoop bonus 3
    ("2-4", True, 3), ("2-4", False, 4),      # the 3-0 payment of 4
    ("1-1-1", True, 2), ("1-1-1", False, 2),  # no scoop in 1-1-1
])
def test_two_rows_and_a_tie(method: str, cancels: bool, expected: int) -> None:
    got = units([TIE_WINNER, TIE_LOSER], method=method, tie_cancels_scoop=cancels)
    assert got == {"Ann": expected, "Bob": -expected}


def test_tie_not_cancelling_is_explained() -> None:
    said = lines([TIE_WINNER, TIE_LOSER], tie_cancels_scoop=False)
    assert said[-1] == "scoop: Ann wins two rows and ties one (a tie does not cancel the scoop), +3"
    said = lines([TIE_WINNER, TIE_LOSER], method="2-4", tie_cancels_scoop=False)
    assert said[-2:] == ["2-4 overall unit: Ann +1",
                         "3-0 payment: Ann wins two rows and ties one (a tie does not cancel the scoop), +1"]


def test_one_row_won_and_two_tied_is_no_scoop_even_when_ties_do_not_cancel() -> None:
    # Front A-Q-4 beats A-Q-2; middles pair of kings 8-6-3 tie; backs ten-high straights tie.
    winner = {"name": "Ann", "front": "As Qd 4c", "middle": "Kh Kd 8d 6s 3c", "back": "Ts 9h 8s 7d 6c"}
    loser = {"name": "Bob", "front": "Ah Qc 2d", "middle": "Ks Kc 8c 6h 3d", "back": "Th 9d 8h 7s 6d"}
    assert units([winner, loser], tie_cancels_scoop=False) == {"Ann": 1, "Bob": -1}
    # 2-4: one row won is not "two or more", so no overall unit (B3) and no 3-0 payment (B9).
    assert units([winner, loser], method="2-4", tie_cancels_scoop=False) == {"Ann": 1, "Bob": -1}


def test_ofc_scoop_with_a_tie_when_ties_do_not_cancel() -> None:
    # C2 scoring with B9: rows +2, scoop +3, royalties: Ann's back straight 2 - Bob's 0 = 2. Net 7.
    got = units([TIE_WINNER, TIE_LOSER], preset="ofc", tie_cancels_scoop=False)
    assert got == {"Ann": 7, "Bob": -7}
    assert units([TIE_WINNER, TIE_LOSER], preset="ofc")["Ann"] == 4


# -- equal_rows_foul (RULES B9) ---------------------------------------------------------------------

F8 = {"name": "Eve", "front": "2h 3d 4s", "middle": "5c 6d 7h 8s 9c", "back": "5d 6h 7s 8c 9d"}
F3 = {"name": "Eve", "front": "Ks Kh 9d", "middle": "Kd Kc 9s 5h 4c", "back": "As Ad Ac 2h 2d"}
OPPONENT = {"name": "Fay", "front": "Qs Jc 3h", "middle": "Tc Td 3c 3s 6c", "back": "Js Jd Qd Qc Qh"}


@pytest.mark.parametrize("board", [F8, F3], ids=["middle equals back", "front equals middle's top"])
def test_equal_rows_are_legal_by_default_and_foul_when_strict(board: dict[str, str]) -> None:
    loose = score_deal({"rules": "classic-1-6", "players": [board, OPPONENT]})
    assert not loose.players["Eve"].fouled
    strict = score_deal({"rules": {"equal_rows_foul": True}, "players": [board, OPPONENT]})
    assert strict.players["Eve"].fouled
    assert "equals" in foul_words(strict.players["Eve"].foul_reason)
    assert strict.units == {"Eve": -6, "Fay": 6}  # B4: a scoop in 1-6


def test_equal_rows_foul_reason_names_both_rows() -> None:
    strict = score_deal({"rules": {"equal_rows_foul": True}, "players": [F3, OPPONENT]})
    assert foul_words(strict.players["Eve"].foul_reason) == "front K-K-9 equals middle K-K-9-5-4"


def test_front_with_a_lower_kicker_stays_legal_when_strict() -> None:
    board = {**F3, "front": "Ks Kh 8d"}  # K-K-8 is below K-K-9-5-4: not equal, legal
    strict = score_deal({"rules": {"equal_rows_foul": True}, "players": [board, OPPONENT]})
    assert not strict.players["Eve"].fouled


def test_strict_foul_in_ofc_earns_no_fantasyland() -> None:
    # C4: QQ in front enters Fantasyland only with a legal hand; the middle equal to the back fouls here.
    board = {"name": "Eve", "front": "Qs Qh 2d", "middle": "5c 6d 7h 8s 9c", "back": "5d 6h 7s 8c 9d"}
    other = {"name": "Fay", "front": "Kc 3h 4c", "middle": "Tc Td 3c 3s 6c", "back": "Js Jd Jc Qd Qc"}
    loose = score_deal({"rules": "ofc", "players": [board, other]})
    assert loose.players["Eve"].fantasyland is not None and loose.players["Eve"].fantasyland["next"]
    strict = score_deal({"rules": {"preset": "ofc", "equal_rows_foul": True}, "players": [board, other]})
    assert strict.players["Eve"].fouled
    assert strict.players["Eve"].fantasyland is not None and not strict.players["Eve"].fantasyland["next"]
    # C2: the foul loses 6 plus Fay's royalties (back full house 6) = 12.
    assert strict.units == {"Eve": -12, "Fay": 12}


def test_surrenderer_pays_no_fee_to_a_strict_fouler() -> None:
    got = units([F8, {"name": "Gus", "surrender": True}, OPPONENT], equal_rows_foul=True)
    # Eve fouls: pays Fay 6; Gus surrenders: pays Fay 2, pays Eve nothing (B5).
    assert got == {"Eve": -6, "Gus": -2, "Fay": 8}


def test_new_options_round_trip_and_refuse_non_flags() -> None:
    rules = RuleSet.from_json({"tie_cancels_scoop": False, "equal_rows_foul": True})
    assert RuleSet.from_json({"preset": "classic-1-6", **{k: v for k, v in rules.to_json().items()
                                                           if k in ("tie_cancels_scoop", "equal_rows_foul")}}) == rules
    assert RuleSet.preset().tie_cancels_scoop is True and RuleSet.preset().equal_rows_foul is False
    with pytest.raises(InvalidRules, match="tie_cancels_scoop must be true or false, not 'no'"):
        RuleSet.from_json({"tie_cancels_scoop": "no"})


FORMAT_OPTION_KEYS = [
    "method", "scoop_bonus", "overall_rule", "wheel", "foul_penalty", "surrender", "surrender_fee", "royalties",
    "royalty_mode", "naturals", "natural_values", "pool", "pool_ante", "game", "fantasyland", "fl_entry",
    "fl_cards", "fl_progressive", "fl_stay_middle_full_house", "lowball_middle", "criss_cross_pairing",
    "tie_cancels_scoop", "equal_rows_foul",
]
"""FORMAT.md's list of the option keys a hand file's ``rules`` object takes."""


def test_the_cli_accepts_exactly_formats_option_keys(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from scorekeeper.cli import main

    assert main(["rules", "classic-1-6"]) == 0
    assert list(json.loads(capsys.readouterr().out)) == FORMAT_OPTION_KEYS
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps({"rules": {"royalties": "classic", "royalty_mode": "bonus",
                                          "tie_cancels_scoop": False, "equal_rows_foul": True},
                                "players": [A, B]}))
    assert main(["score", str(hand)]) == 0
    assert json.loads(capsys.readouterr().out)["units"] == {"A": 10, "B": -10}


def test_the_workbooks_rules_sheet_says_each_house_rule_in_words() -> None:
    from scorekeeper.export.words import rules_in_words

    rules = RuleSet.from_json({"royalties": {"front": {"trips": 3, "trips_22": 7, "pair_QQ": 1}},
                               "royalty_mode": "bonus", "tie_cancels_scoop": False, "equal_rows_foul": True})
    words = {key: (name, text) for name, text, key, _ in rules_in_words(rules)}
    assert words["royalty_mode"] == ("Royalties are paid", "on a won row, 1 + the royalty, by the beaten player")
    assert words["royalties"][1] == "Custom: front trips 3, trips 222 7, pair QQ 1"
    assert words["tie_cancels_scoop"] == (
        "A tied row cancels the scoop", "No: two rows won and one tied still collect the scoop (2-4: the 3-0 payment)")
    assert words["equal_rows_foul"][0] == "Equal rows foul"
    assert words["equal_rows_foul"][1].startswith("Yes: a middle equal to the back")
