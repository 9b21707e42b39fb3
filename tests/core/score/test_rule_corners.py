"""Corners of RULES.md B4, B5, B7, B8, C3 and C5 that an independent scorer found misread, with exact units."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli import main
from scorekeeper.errors import InvalidDeal, InvalidRules
from scorekeeper.export.rows import count_scoops
from scorekeeper.night.session import Session
from scorekeeper.night.stats import session_stats
from scorekeeper.read.cards import parse_cards
from scorekeeper.read.deal import Board
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.naturals import natural_key, qualifying_naturals
from scorekeeper.words.reasons import pair_lines
from tests.deals import board

PLAY = RuleSet.preset().with_options(foul_penalty="play")
NATURALS = RuleSet.preset().with_options(naturals=True)


def units(players: list[dict[str, Any]], rules: RuleSet) -> list[Any]:
    result = score_deal({"players": players}, rules)
    assert sum(result.units.values()) == 0
    return [result.units[p["name"]] for p in players]


# -- B4: a fouled quick entry under play must give its places ----------------------------------------

FOULED_WITHOUT_PLACES = [{"name": "Ann", "places": {}, "fouled": True},
                         {"name": "Bob", "places": {"front": 1, "middle": 2, "back": 2}}]


@pytest.mark.parametrize("preset", ["classic-1-6", "pool"])
def test_fouled_quick_entry_under_play_needs_its_places(preset: str) -> None:
    rules = RuleSet.preset(preset).with_options(foul_penalty="play")
    with pytest.raises(InvalidDeal, match=r"^Ann is marked fouled, but under foul_penalty 'play' a mis-set hand "
                                          r"is played as it lies: give its front place \(RULES B4\)$"):
        score_deal({"players": FOULED_WITHOUT_PLACES}, rules)


@pytest.mark.parametrize("preset", ["classic-1-6", "pool"])
def test_cli_fouled_quick_entry_under_play_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     preset: str) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps({"rules": {"preset": preset, "foul_penalty": "play"},
                                "players": FOULED_WITHOUT_PLACES}), encoding="utf-8")
    code = main(["score", str(path)])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and "give its front place (RULES B4)" in err and "Traceback" not in err


def test_fouled_quick_entry_under_scoop_needs_no_places() -> None:
    # RULES B4, scoop: Ann pays Bob a scoop (6) whatever her rows were.
    assert units(FOULED_WITHOUT_PLACES, RuleSet.preset()) == [-6, 6]


def test_fouled_quick_entry_under_play_keeps_its_royalties() -> None:
    # RULES B4, play: Ann wins front and back; her back royalty 4 counts (classic, win_only): 1 + 4 - 1.
    rules = RuleSet.preset("classic-royalties").with_options(foul_penalty="play")
    players = [{"name": "Ann", "places": {"front": 1, "middle": 2, "back": 1}, "royalties": {"back": 4},
                "fouled": True},
               {"name": "Bob", "places": {"front": 2, "middle": 1, "back": 2}}]
    assert units(players, rules) == [4, -4]
    assert score_deal({"players": players}, rules).to_json()["players"]["Ann"]["fouled"] is True


# -- B4: under play a mis-set hand is still a foul, with its reason ----------------------------------

TRIPS_FOUL = board("7s 7h 7d", "Ks Kd 4c 4d 2h", "As Ac Qd Qc 3s")  # trips front over two-pair middle
CLEAN = board("Ah Kc 2d", "Jc Jd 9s 8s 5h", "Th 9h 8h 6h 3h")  # A-K high, pair of jacks, flush
OTHER_FOUL = board("Qh Qs 9c", "Tc Td 6c 5c 2c", "8c 8d 3c 3d 4h")  # Q-Q front over T-T middle


def test_play_result_json_marks_the_foul_with_its_reason() -> None:
    result = score_deal({"players": [{"name": "X", **TRIPS_FOUL}, {"name": "Y", **CLEAN}]}, PLAY).to_json()
    assert result["players"]["X"]["fouled"] is True
    assert result["players"]["X"]["foul_reason"] == "front 7-7-7 beats middle K-K-4-4-2"
    assert result["players"]["Y"]["fouled"] is False
    note = "X fouled (front 7-7-7 beats middle K-K-4-4-2): played as it lies, no penalty"
    assert result["pairs"][0]["lines"][0] == note


def test_play_hand_keeps_royalties_and_meets_rows_as_it_lies() -> None:
    # RULES B4, play, classic royalties win_only, 1-6: X's trip-seven front beats A-K high (royalty 3),
    # its K-K-4-4 middle beats J-J (1), its Q-Q-A-A back loses to Y's flush (-1): 3 + 1 - 1 = 3.
    rules = RuleSet.preset("classic-royalties").with_options(foul_penalty="play")
    result = score_deal({"players": [{"name": "X", **TRIPS_FOUL}, {"name": "Y", **CLEAN}]}, rules)
    assert [result.units["X"], result.units["Y"]] == [3, -3]
    assert result.players["X"].royalties["front"] == 3
    assert result.pairs[0].rows == {"front": 1, "middle": 1, "back": -1}


def test_play_two_mis_set_hands_meet_row_by_row() -> None:
    # RULES B4, play: X's trips beat Q-Q in front, K-K-4-4 beats T-T in the middle, A-A-Q-Q beats
    # 8-8-3-3 in the back: a scoop, 6 in 1-6 (under scoop the two fouls would exchange 0).
    players = [{"name": "X", **TRIPS_FOUL}, {"name": "Z", **OTHER_FOUL}]
    assert units(players, PLAY) == [6, -6]
    assert units(players, RuleSet.preset()) == [0, 0]


def test_play_scoop_by_a_mis_set_hand_counts_in_stats_and_export() -> None:
    # RULES B4: statistics and exports mark the foul; under play X's scoop of Z was played out, so it counts.
    session = Session("Corners", ["X", "Z"], PLAY)
    session.add_hand({"players": [{"name": "X", **TRIPS_FOUL}, {"name": "Z", **OTHER_FOUL}]})
    stats = session_stats(session)
    assert (stats["X"].fouls, stats["X"].scoops_for, stats["Z"].fouls, stats["Z"].scoops_against) == (1, 1, 1, 1)
    assert count_scoops(session.hands[0].result) == {"X": 1}
    # Under scoop the same two fouls exchange nothing and nobody scoops.
    scooped = Session("Corners", ["X", "Z"], RuleSet.preset())
    scooped.add_hand({"players": [{"name": "X", **TRIPS_FOUL}, {"name": "Z", **OTHER_FOUL}]})
    assert session_stats(scooped)["X"].scoops_for == 0 and count_scoops(scooped.hands[0].result) == {}


def test_play_surrenderer_pays_the_mis_set_hand_the_fee() -> None:
    # RULES B4 play + B5: the surrenderer pays X the fee (2), as to any other hand; under scoop it pays 0.
    players = [{"name": "X", **TRIPS_FOUL}, {"name": "S", "surrender": True}]
    assert units(players, PLAY) == [2, -2]
    assert units(players, RuleSet.preset()) == [0, 0]


def test_play_pool_fouled_hand_can_take_a_pot() -> None:
    # RULES B8 with B4 play (README reading): the mis-set hand is played, so its trips take the front
    # pot (a third of 3 x 2 = 2) and its K-K-4-4 the middle pot; Y's flush takes the back: X -3 + 4.
    rules = RuleSet.preset("pool").with_options(foul_penalty="play")
    assert units([{"name": "X", **TRIPS_FOUL}, {"name": "Y", **CLEAN}], rules) == [1, -1]
    # Under scoop the fouled hand antes but cannot win: Y takes all three pots.
    assert units([{"name": "X", **TRIPS_FOUL}, {"name": "Y", **CLEAN}], RuleSet.preset("pool")) == [-3, 3]


def test_play_ofc_fouled_hand_earns_no_fantasyland() -> None:
    # RULES C4: entry needs a legal hand; under play the Q-Q front over 9-9 still fouls, so no Fantasyland,
    # but its royalties (Q-Q front 7, flush back 4) stay and it plays its rows (C2 with B4 play).
    ofc_a_foul = board("Qs Qh 4d", "9c 9d 2s 3c 8h", "Ah Kh 9h 6h 2h")
    ofc_b = board("Kc Jd 5s", "7s 8d 9s Th Jc", "3s 3d 3h Td Tc")  # royalties middle 4, back 6
    rules = RuleSet.preset("ofc").with_options(foul_penalty="play")
    result = score_deal({"players": [{"name": "A", **ofc_a_foul}, {"name": "B", **ofc_b}]}, rules)
    assert result.players["A"].fouled is True
    assert result.players["A"].fantasyland is not None and result.players["A"].fantasyland["next"] is False
    # Rows: A's Q-Q beats K-J-5 (+1), 9-9 loses to a straight (-1), flush loses to a full house (-1);
    # royalties 11 - 10 = +1: A nets 0.
    assert result.units["A"] == 0


# -- C5: OFC and pineapple surrender against a fouled opponent --------------------------------------

OFC_A = board("Qs Qh 4d", "9c 9d 9h 2s 3c", "Ah Kh 8h 6h 2h")  # royalties 7 + 2 + 4
OFC_C_FOUL = board("Ks Kd 7c", "2c 2d 4c 5c 7d", "As Ac 4s 6c Jh")  # K-K front over 2-2 middle


@pytest.mark.parametrize("preset", ["ofc", "pineapple"])
def test_open_face_surrender_pays_no_fee_to_a_fouled_opponent(preset: str) -> None:
    # RULES C5 (as B5): S pays A the fee 2, pays C nothing; C pays A 6 + A's royalties 13.
    rules = RuleSet.preset(preset).with_options(surrender=True)
    players = [{"name": "A", **OFC_A}, {"name": "S", "surrender": True}, {"name": "C", **OFC_C_FOUL}]
    assert units(players, rules) == [21, -2, -19]
    result = score_deal({"players": players}, rules)
    assert "S surrendered and C fouled: nothing changes hands" in pair_lines(result.pairs[2])


# -- B7: naturals of the same type ----------------------------------------------------------------

SF_BACK = board("As 2d 3h", "4c 5d 6h 7s 8c", "8h 9h Th Jh Qh")  # Q-high straight flush back
STRAIGHT_BACK = board("Ad 2s 3c", "4d 5s 6c 7h 8d", "8s 9c Tc Jd Qs")  # Q-high straight back


def test_three_straights_straight_flush_back_beats_a_straight_back() -> None:
    # RULES B7: back compared as a five-card hand: a Q-high straight flush beats a Q-high straight.
    players = [{"name": "A", "natural": "three_straights", **STRAIGHT_BACK},
               {"name": "B", "natural": "three_straights", **SF_BACK}]
    assert units(players, NATURALS) == [-3, 3]


def test_three_flushes_straight_flush_back_beats_higher_flush_ranks() -> None:
    # RULES B7: A's 9-high straight flush back beats B's ace-high flush back, though B's middle and
    # front have the higher ranks.
    a = board("2h 3h 4h", "2s 4s 6s 8s Ts", "5c 6c 7c 8c 9c")
    b = board("5h 6h 7h", "3s 5s 7s 9s Js", "Ad Kd Qd Jd 9d")
    players = [{"name": "A", "natural": "three_flushes", **a}, {"name": "B", "natural": "three_flushes", **b}]
    assert units(players, NATURALS) == [3, -3]


def test_three_flushes_equal_backs_go_to_the_middle_then_the_front() -> None:
    # RULES B7: equal backs (A-K-Q-J-9 in two suits), equal middles (T-8-6-4-2), fronts 7-5-3 v 7-5-2.
    a = board("3h 5h 7h", "2s 4s 6s 8s Ts", "Ac Kc Qc Jc 9c")
    b = board("2c 5c 7c", "2d 4d 6d 8d Td", "Ah Kh Qh Jh 9h")
    players = [{"name": "A", "natural": "three_flushes", **a}, {"name": "B", "natural": "three_flushes", **b}]
    assert units(players, NATURALS) == [3, -3]


def test_three_straights_compare_the_rows_as_laid_down() -> None:
    # RULES B7: A laid a K-high straight in the middle and a 6-high one in the back; B's 9-high back
    # beats A's back as laid, although A's best arrangement would win.
    a = board("Qc Kc Ad", "9s Ts Jh Qh Kh", "2c 3c 4d 5h 6s")
    b = board("2d 3d 4s", "3h 4h 5s 6h 7h", "5d 6d 7d 8h 9h")
    players = [{"name": "A", "natural": "three_straights", **a}, {"name": "B", "natural": "three_straights", **b}]
    assert units(players, NATURALS) == [-3, 3]


X_A23 = board("Ac 2c 3d", "4c 5c 6d 7d 8h", "9c Tc Jd Qd Kh")
Y_JQK = board("Js Qs Kd", "4s 5s 6h 7h 8s", "9s Ts Jh Qh Ks")
Z_QKA = board("Qc Kc As", "4h 5h 6s 7s 8d", "9d Td Jh Qh Kd")


@pytest.mark.parametrize(("wheel", "expected"), [("low", [-3, 3]), ("second_best", [3, -3])])
def test_three_straights_a23_front_follows_the_wheel(wheel: str, expected: list[int]) -> None:
    # RULES B7 and A3: equal middles and backs; A-2-3 is the lowest front under low and beats J-Q-K
    # under second_best.
    rules = NATURALS.with_options(wheel=wheel)
    players = [{"name": "X", "natural": "three_straights", **X_A23},
               {"name": "Y", "natural": "three_straights", **Y_JQK}]
    assert units(players, rules) == expected


@pytest.mark.parametrize("wheel", ["low", "second_best"])
def test_three_straights_qka_front_beats_a23_under_either_wheel(wheel: str) -> None:
    rules = NATURALS.with_options(wheel=wheel)
    players = [{"name": "X", "natural": "three_straights", **X_A23},
               {"name": "Z", "natural": "three_straights", **Z_QKA}]
    assert units(players, rules) == [-3, 3]


def test_six_pairs_equal_pairs_go_to_the_odd_card() -> None:
    # RULES B7: both hold A-A K-K Q-Q J-J T-T 9-9; H's odd three beats L's odd two.
    h = board("As Ah 3c", "Ks Kh Qs Qh Js", "Jh Ts Th 9s 9h")
    lo = board("Ad Ac 2c", "Kd Kc Qd Qc Jd", "Jc Td Tc 9d 9c")
    players = [{"name": "H", "natural": "six_pairs", **h}, {"name": "L", "natural": "six_pairs", **lo}]
    assert units(players, NATURALS) == [3, -3]


def test_six_pairs_quads_count_as_two_pairs() -> None:
    # RULES B7: A-A-A-A K-K Q-Q J-J T-T reads as pairs A A K Q J T and beats K K-Q-J-T-9-8 at the first pair.
    h = board("As Ah Ad", "Ac Ks Kh Qs Qh", "Js Jh Ts Th 2c")
    lo = board("Kd Kc 3c", "Qd Qc Jd Jc Td", "Tc 9d 9c 8d 8c")
    players = [{"name": "H", "natural": "six_pairs", **h}, {"name": "L", "natural": "six_pairs", **lo}]
    assert units(players, NATURALS) == [3, -3]


def test_declared_natural_the_rows_do_not_show_is_an_error() -> None:
    # RULES B7: the cards make three straights, but the rows as entered do not.
    shuffled = board("Qc Kc 2c", "9s Ts Jh Qh Ad", "Kh 3c 4d 5h 6s")
    other = board("Ac Ks 2d", "Jc Jd 9h 8s 5c", "Td 9d 8d 6d 3d")
    players = [{"name": "A", "natural": "three_straights", **shuffled}, {"name": "B", **other}]
    with pytest.raises(InvalidDeal, match=r"^A declares three_straights, but its front Qc Kc 2c is not a "
                                          r"straight: the rows entered must show the natural$"):
        score_deal({"players": players}, NATURALS)


def test_natural_from_thirteen_cards_uses_the_best_arrangement() -> None:
    # RULES B7: 13 cards without rows are read in the best arrangement that shows the natural:
    # K-high straight back, 6-high middle, Q-K-A front.
    cards = parse_cards("Qc Kc Ad 9s Ts Jh Qh Kh 2c 3c 4d 5h 6s")
    best = Board(parse_cards("Qc Kc Ad"), parse_cards("2c 3c 4d 5h 6s"), parse_cards("9s Ts Jh Qh Kh"))
    assert natural_key("three_straights", cards, NATURALS) == natural_key("three_straights", best, NATURALS)
    assert natural_key("three_straights", cards, NATURALS) == ((4, 13), (4, 6), (14,))
    laid = Board(parse_cards("Qc Kc Ad"), parse_cards("9s Ts Jh Qh Kh"), parse_cards("2c 3c 4d 5h 6s"))
    assert qualifying_naturals(laid, NATURALS) == ("three_straights",)
    shuffled = Board(parse_cards("Qc Kc 2c"), parse_cards("9s Ts Jh Qh Ad"), parse_cards("Kh 3c 4d 5h 6s"))
    assert qualifying_naturals(shuffled, NATURALS) == ()
    assert qualifying_naturals(shuffled.cards, NATURALS) == ("three_straights",)


# -- B8, C3: combinations RULES allows but the engine refuses name the rule ---------------------------


@pytest.mark.parametrize(("options", "message"), [
    ({"royalties": "ofc", "royalty_mode": "win_only"},
     r"^royalties 'ofc' need royalty_mode 'difference', not 'win_only': RULES C3, OFC royalties are "
     r"always paid as a difference \(C2\)$"),
    ({"pool": True, "naturals": True},
     r"^pool betting cannot be combined with naturals: RULES B8, each row's pot goes to its best row and "
     r"pool pays no naturals$"),
])
def test_refused_combinations_name_the_rule(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidRules, match=message):
        RuleSet.preset().with_options(**options)


# -- B6: under royalties none no royalty is ever paid, whatever a quick entry declares -------------

ANN_DECLARES = {"name": "Ann", "places": {"front": 1, "middle": 2, "back": 1}, "royalties": {"back": 5}}
BOB_PLACES = {"name": "Bob", "places": {"front": 2, "middle": 1, "back": 2}}


def test_quick_royalties_under_none_are_an_error_and_never_paid() -> None:
    # RULES B6 (issue 30): Ann wins front and back, Bob the middle. With the classic table Ann's back royalty 5
    # is paid win_only: 1 - 1 + 5 = +5. Under royalties none it is an error, never +5 (+1 is the hand without it).
    with_table = RuleSet.preset("classic-royalties")
    assert units([ANN_DECLARES, BOB_PLACES], with_table) == [5, -5]
    with pytest.raises(InvalidDeal, match=r"^Ann declares royalties, but these rules pay no royalties \(RULES B6\)$"):
        score_deal({"players": [ANN_DECLARES, BOB_PLACES]}, RuleSet.preset())
    assert units([{**ANN_DECLARES, "royalties": {"back": 0}}, BOB_PLACES], RuleSet.preset()) == [1, -1]


def test_a_session_refuses_to_drop_the_royalty_table_under_declared_royalties() -> None:
    # The hand stays as entered; switching the rules to none would leave it an error, so the change is refused.
    session = Session("Night", ("Ann", "Bob"), "classic-royalties")
    session.add_hand({"players": [ANN_DECLARES, BOB_PLACES]})
    assert session.net_units() == {"Ann": 5, "Bob": -5}
    assert not session.can_set_rules("classic-1-6")
    assert session.net_units() == {"Ann": 5, "Bob": -5}


# -- B7: a natural is not played in rows, entered by places too ---------------------------------------

NATURAL_QUICK = {"name": "Ann", "places": {"front": 1, "middle": 1, "back": 1}, "royalties": {"back": 4},
                 "fouled": True, "natural": "six_pairs"}


def test_a_quick_natural_is_never_a_foul_and_earns_no_royalties() -> None:
    # RULES B7: Ann's six pairs collect 3 from Bob; her rows are not played, so the "fouled" mark and the back
    # royalty 4 she typed are not hers: a natural entered with cards reads the same (no foul, no royalties).
    rules = RuleSet.preset("classic-royalties").with_options(naturals=True)
    result = score_deal({"players": [NATURAL_QUICK, BOB_PLACES]}, rules)
    assert result.units == {"Ann": 3, "Bob": -3}
    assert (result.players["Ann"].fouled, dict(result.players["Ann"].royalties)) == (
        False, {"front": 0, "middle": 0, "back": 0})
    session = Session("Night", ("Ann", "Bob"), rules)
    session.add_hand({"players": [NATURAL_QUICK, BOB_PLACES]})
    ann = session_stats(session)["Ann"]
    assert (ann.naturals, ann.fouls, ann.royalties) == (1, 0, 0)
