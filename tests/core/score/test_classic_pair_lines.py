"""Classic pair lines and units where a side, the overall unit or a royalty total could go wrong (RULES B3-B9)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from scorekeeper.errors import InvalidDeal
from scorekeeper.read.deal import Foul
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.score.classic import read_entry
from scorekeeper.score.reasons import Reason
from scorekeeper.score.results import DealResult, PairResult
from scorekeeper.score.scorer import score_deal
from scorekeeper.words.reasons import pair_lines
from scorekeeper.words.results_json import player_json
from tests.deals import board


def pair(a: dict[str, Any], b: dict[str, Any], preset: str = "classic-1-6", **options: Any) -> DealResult:
    return score_deal({"players": [{"name": "A", **a}, {"name": "B", **b}]},
                      RuleSet.preset(preset).with_options(**options))


FRONT_A = "front: A's Ace-Seven high beats B's King-Six high: A +1"
MIDDLE_B = "middle: B's Pair of fives, nine kicker beats A's Pair of fours, nine kicker: B +1"
MIDDLE_A = "middle: A's Pair of fives, nine kicker beats B's Pair of fours, nine kicker: A +1"
# A wins the front, B the middle; the backs are both ten-high straights (B3's tie) or B's is jack-high.
A_ONE = board("Ac 7d 4h", "4c 4d 7s 8h 9c", "6s 7h 8d 9s Tc")
B_TIE = board("Kd 6d 4s", "5c 5d 6c 8c 9h", "6h 7c 8s 9d Th")
B_TWO = board("Kd 6d 4s", "5c 5d 6c 8c 9h", "7c 8s 9d Th Jh")
# A wins the front and middle; B's back four threes (a classic royalty of 4) beats A's straight.
A_QUADS = board("Ac 7d 4h", "5c 5d 7c 8d 9h", "6s 7h 8s 9c Td")
B_QUADS = board("Kd 6d 4s", "4c 4d 7s 8h 9s", "3s 3h 3c 3d Th")


def test_a_scoop_by_the_second_player_names_them_and_pays_them() -> None:
    # RULES B3 1-6: B wins all three rows, 3 + scoop_bonus 3 = 6 from A.
    result = pair(board("2c 3d 5h", "4c 4d 7s 8h 9c", "6s 6h Jd Qc Kd"),
                  board("Ac Ad 9d", "Ts Th Tc 3s 4h", "As Ks Qs Js 9s"))
    assert result.units["A"] == -6
    assert pair_lines(result.pairs[0])[-1] == "scoop: B wins all three rows, +3"


def test_two_rows_and_a_tie_pay_the_second_player_the_3_0_payment_when_ties_do_not_cancel() -> None:
    # RULES B9 under 2-4: B wins middle and back, ties the front: 2 rows + overall 1 + the 3-0 payment 1 = 4.
    result = pair(board("Kc 7d 4h", "4c 4d 7s 8h 9c", "6s 6h Jd Qc Kd"),
                  board("Ks 7h 4s", "5c 5d 7c 8d 9h", "Ts Th Tc 3s 3h"), "classic-2-4", tie_cancels_scoop=False)
    assert result.units["A"] == -4
    assert pair_lines(result.pairs[0])[-2:] == (
        "2-4 overall unit: B +1", "3-0 payment: B wins two rows and ties one (a tie does not cancel the scoop), +1")


def test_equal_points_give_nobody_the_overall_unit() -> None:
    # RULES B3 2-4 `points`: one row each and a tie, no royalties: 1 against 1, no overall unit.
    result = pair(A_ONE, B_TIE, "classic-2-4", overall_rule="points")
    assert result.units["A"] == 0
    assert pair_lines(result.pairs[0]) == (FRONT_A, MIDDLE_B, "back: tie (Ten-high straight)",
                                     "2-4 overall unit: nobody wins it, 0")


def test_net_rows_counts_rows_not_royalties() -> None:
    # RULES B3 2-4 `net_rows`: A wins two rows to one, so A takes the unit although B's back pays 4 (B6).
    result = pair(A_QUADS, B_QUADS, "classic-2-4", overall_rule="net_rows", royalties="classic")
    assert result.units["A"] == 1 + 1 - 4 + 1
    assert pair_lines(result.pairs[0])[-1] == "2-4 overall unit: A +1"


def test_points_under_difference_royalties_add_each_side_s_royalties_to_its_rows() -> None:
    # RULES B3 `points` with B6 `difference`: points are rows won plus the player's own royalties.
    quads = pair(A_QUADS, B_QUADS, "classic-2-4", overall_rule="points", royalties="classic",
                 royalty_mode="difference")  # A 2 + 0 against B 1 + 4: B takes the unit
    assert quads.units["A"] == (1 + 1 - 1) - 4 - 1
    assert pair_lines(quads.pairs[0])[-2:] == ("royalties: A 0 against B 4: B +4", "2-4 overall unit: B +1")
    rows = pair(A_ONE, B_TWO, "classic-2-4", overall_rule="points", royalties="classic", royalty_mode="difference")
    assert rows.units["A"] == (1 - 1 - 1) - 1  # A 1 against B 2, no royalties: B takes the unit
    assert pair_lines(rows.pairs[0])[-1] == "2-4 overall unit: B +1"
    full = pair(board("2c 3d 5h", "4c 4d 4h 2s 2h", "9s 9h 9c 3s 3h"),
                board("Kd 6d 4s", "5c 6c 7c 8c Tc", "Js Jh Jd 6s 6h"),
                "classic-2-4", overall_rule="points", royalties="classic", royalty_mode="difference")
    assert full.units["A"] == (-1 + 1 - 1) + 2 + 1  # A 1 + 2 (middle full house) against B 2: A takes the unit
    assert pair_lines(full.pairs[0])[-2:] == ("royalties: A 2 against B 0: A +2", "2-4 overall unit: A +1")


def test_equal_royalty_totals_under_difference_net_to_zero() -> None:
    # RULES B6 `difference`: four aces against four kings, 4 each: the royalty line nets 0; A scoops (1-6).
    result = pair(board("Qc 7d 4h", "5c 5d 7c 8d 9h", "As Ah Ad Ac Td"),
                  board("Qd 6d 4s", "4c 4d 7s 8h 9s", "Ks Kh Kc Kd Th"), royalties="classic", royalty_mode="difference")
    assert result.units["A"] == Fraction(6)
    assert pair_lines(result.pairs[0])[3:] == ("royalties: A 4 against B 4: 0", "scoop: A wins all three rows, +3")


def test_a_quick_entry_marked_fouled_pays_the_scoop_without_a_reason_in_brackets() -> None:
    # RULES B4: a fouled quick entry pays a scoop, 3 + 3 in 1-6; it has no reason to show.
    result = pair({"places": {"front": 1, "middle": 1, "back": 1}, "fouled": True},
                  {"places": {"front": 2, "middle": 2, "back": 2}})
    assert result.units["A"] == -6
    assert pair_lines(result.pairs[0]) == ("A fouled: pays B a scoop, 6",)


def test_a_tied_row_pays_both_royalties_only_under_always() -> None:
    # RULES B6: quick entries tie the back at place 1 with royalties 4 and 2. `always` pays them win or lose
    # (A nets 2 on the tie); every other mode pays nothing on a tied row. 1-6, no scoop (the tie cancels it).
    quick = ({"places": {"front": 1, "middle": 1, "back": 1}, "royalties": {"back": 4}},
             {"places": {"front": 2, "middle": 2, "back": 1}, "royalties": {"back": 2}})
    always = pair(*quick, royalties="classic", royalty_mode="always")
    assert always.units["A"] == 1 + 1 + (4 - 2)
    assert pair_lines(always.pairs[0])[-1] == "back: tie (place 1) with royalties: A +2"
    for mode in ("win_only", "cancel", "bonus"):
        other = pair(*quick, royalties="classic", royalty_mode=mode)
        assert other.units["A"] == 2
        assert pair_lines(other.pairs[0])[-1] == "back: tie (place 1)"


# A quick entry's declared royalties are paid by the rules' royalty mode; under `royalties: none` declaring one is
# an error (RULES B6: no royalty is ever paid). A wins front and middle, B the back; both middles declare
# royalties, A's 4, B's 2.
QUICK_A = {"places": {"front": 1, "middle": 1, "back": 2}, "royalties": {"middle": 4}}
QUICK_B = {"places": {"front": 2, "middle": 2, "back": 1}, "royalties": {"middle": 2}}
MODES = ("win_only", "always", "cancel", "difference", "bonus")


def test_quick_royalties_are_paid_by_the_royalty_mode_and_refused_without_a_royalty_table() -> None:
    # Under the `classic` table: win_only 1 + 4 - 1 = 4, always 1 + (4 - 2) - 1 = 2, cancel 1 + 1 - 1 = 1,
    # difference 1 + 1 - 1 + (4 - 2) = 3, bonus 1 + (1 + 4) - 1 = 5.
    table = {"win_only": 4, "always": 2, "cancel": 1, "difference": 3, "bonus": 5}
    for mode in MODES:
        with pytest.raises(InvalidDeal, match=r"^A declares royalties, but these rules pay no royalties"):
            pair(QUICK_A, QUICK_B, royalty_mode=mode)
        assert pair(QUICK_A, QUICK_B, royalties="classic", royalty_mode=mode).units["A"] == table[mode], mode


def test_a_foul_pays_quick_royalties_by_the_royalty_mode() -> None:
    # RULES B4 `scoop` (README: the opponent's three rows won, each royalty row at its royalty value) plus the
    # 1-6 scoop bonus 3: 1 + 4 + 1 + 3 = 9 paid win_only, always or cancel; `difference` pays 1 a row plus the
    # royalties and `bonus` 1 + royalty: 1 + 5 + 1 + 3 = 10.
    fouled = {"places": {"front": 2, "middle": 2, "back": 1}, "fouled": True}
    table = {"win_only": 9, "always": 9, "cancel": 9, "difference": 10, "bonus": 10}
    for mode in MODES:
        result = pair(QUICK_A, fouled, royalties="classic", royalty_mode=mode, foul_penalty="scoop")
        assert result.units["A"] == table[mode], mode
        assert pair_lines(result.pairs[0]) == (f"B fouled: pays A a scoop, {table[mode]}",), mode


def test_the_reasons_a_tie_carries_name_both_players_and_pay_only_under_always() -> None:
    # Scoring returns Reasons (score/reasons.py), worded by scorekeeper.words; criss-cross names each player's hand
    # from them. RULES B6: quick entries tie the back at place 1 with royalties 4 and 2; A wins front and middle.
    quick = ({"places": {"front": 1, "middle": 1, "back": 1}, "royalties": {"back": 4}},
             {"places": {"front": 2, "middle": 2, "back": 1}, "royalties": {"back": 2}})
    won = [Reason("row_won", ("A", "B"), row=row, values=(1, 2), units=1, payee="A") for row in ("front", "middle")]
    always = pair(*quick, royalties="classic", royalty_mode="always")
    assert always.pairs[0].reasons == (*won, Reason("row_tied", ("A", "B"), row="back", values=(1, 1), units=2,
                                                   payee="A", royalties=True))
    win_only = pair(*quick, royalties="classic")
    assert win_only.pairs[0].reasons == (*won, Reason("row_tied", ("A", "B"), row="back", values=(1, 1)))


def test_the_3_0_payment_s_reason_says_two_rows_decided_it() -> None:
    # RULES B9 under 2-4 with `tie_cancels_scoop: false`: B wins middle and back and ties the front: 2 rows, the
    # overall unit 1 and the 3-0 payment 1, its reason decided on two rows.
    result = pair({"places": {"front": 1, "middle": 2, "back": 2}}, {"places": {"front": 1, "middle": 1, "back": 1}},
                  "classic-2-4", tie_cancels_scoop=False)
    assert result.units["A"] == -4
    assert result.pairs[0].reasons == (
        Reason("row_tied", ("A", "B"), row="front", values=(1, 1)),
        Reason("row_won", ("B", "A"), row="middle", values=(1, 2), units=1, payee="B"),
        Reason("row_won", ("B", "A"), row="back", values=(1, 2), units=1, payee="B"),
        Reason("overall_unit", ("B",), units=1),
        Reason("three_oh", ("B",), units=1, decided=2))


def test_two_quick_naturals_of_one_type_tie_and_say_so() -> None:
    # RULES B7 (README "How scoring reads the rule book"): two naturals of one type entered without cards tie, 0.
    result = pair({"places": {"front": 1, "middle": 1, "back": 1}, "natural": "six_pairs"},
                  {"places": {"front": 2, "middle": 2, "back": 2}, "natural": "six_pairs"}, naturals=True)
    assert result.pairs[0] == PairResult(("A", "B"), None, Fraction(0),
                                         (Reason("naturals_tie", ("A", "B"), naturals=("six_pairs",)),))
    assert pair_lines(result.pairs[0]) == ("A and B both have six pairs: a tie, 0",)


def test_surrenders_name_who_pays_whom() -> None:
    # RULES B5: two surrenderers exchange nothing; a surrenderer pays the fee (2) to the opponent who played.
    both = pair({"surrender": True}, {"surrender": True})
    assert both.pairs[0] == PairResult(("A", "B"), None, Fraction(0), (Reason("both_surrendered", ("A", "B")),))
    fee = pair({"places": {"front": 2, "middle": 2, "back": 2}}, {"surrender": True})
    assert fee.pairs[0] == PairResult(("A", "B"), None, Fraction(2),
                                      (Reason("surrender", ("B", "A"), units=Fraction(2), payee="A"),))
    assert pair_lines(fee.pairs[0]) == ("B surrenders: pays A the fee, 2",)


def test_the_higher_natural_collects_its_own_value_and_the_line_names_both() -> None:
    # RULES B7: two naturals, the higher type (three flushes over six pairs) collects its own value, 3.
    result = pair({"places": {"front": 1, "middle": 1, "back": 1}, "natural": "six_pairs"},
                  {"places": {"front": 2, "middle": 2, "back": 2}, "natural": "three_flushes"}, naturals=True)
    assert result.pairs[0] == PairResult(("A", "B"), None, Fraction(-3), (Reason(
        "natural_beats", ("B", "A"), naturals=("three_flushes", "six_pairs"), units=Fraction(3), payee="B"),))
    assert pair_lines(result.pairs[0]) == ("B's three flushes beats A's six pairs: B +3",)


def test_a_natural_a_double_foul_and_a_foul_settle_as_the_rules_say() -> None:
    # RULES B7: one natural collects its value (six pairs 3) from a player without one.
    first, second = {"places": {"front": 1, "middle": 1, "back": 1}}, {"places": {"front": 2, "middle": 2, "back": 2}}
    natural = pair(second, {**first, "natural": "six_pairs"}, naturals=True)
    assert natural.pairs[0] == PairResult(("A", "B"), None, Fraction(-3), (Reason(
        "natural", ("B", "A"), naturals=("six_pairs",), units=Fraction(3), payee="B"),))
    assert pair_lines(natural.pairs[0]) == ("B has six pairs: collects 3 from A",)
    # RULES B4: two fouled hands exchange nothing, every row counted even; one foul loses every row and pays
    # the scoop, 3 + 3 in 1-6 (a quick entry marked fouled has no reason to show).
    both = pair({**first, "fouled": True}, {**second, "fouled": True})
    assert both.pairs[0] == PairResult(("A", "B"), dict.fromkeys(("front", "middle", "back"), 0), Fraction(0),
                                       (Reason("both_fouled", ("A", "B")),))
    foul = pair({**first, "fouled": True}, second)
    assert foul.pairs[0] == PairResult(("A", "B"), dict.fromkeys(("front", "middle", "back"), -1), Fraction(-6), (
        Reason("foul", ("A", "B"), units=Fraction(6), payee="B", foul=Foul(), scoop=True),))


def test_only_a_quick_entry_marked_fouled_has_a_foul_reason_in_the_results_json() -> None:
    # README (results JSON): a player carries `foul_reason` when it fouled; a quick entry has no rows to name.
    result = pair({"places": {"front": 1, "middle": 1, "back": 1}, "fouled": True},
                  {"places": {"front": 2, "middle": 2, "back": 2}})
    fouled, clean = (player_json(result.players[name]) for name in ("A", "B"))
    assert fouled["fouled"] is True and fouled["foul_reason"] == "fouled"
    assert clean["fouled"] is False and "foul_reason" not in clean


def test_only_a_declared_natural_is_read_into_a_natural_key() -> None:
    # RULES B7: naturals are declared: the same three straights have a key (back Q, middle 6, front J) only if declared.
    rules = RuleSet.preset().with_options(naturals=True)
    straights = board("9c Td Jh", "2c 3d 4h 5s 6c", "8d 9h Ts Jc Qd")
    other = board("Ac Ad Kh", "Ks Kd 7c 7d 2h", "As Ah 3c 3h 3s")
    declared, plain = (read_entry(deal_from_json({"players": [{"name": "A", **straights, **extra},
                                                                {"name": "B", **other}]}, rules).players[0], rules)
                       for extra in ({"natural": "three_straights"}, {}))
    assert (declared.natural, declared.natural_key) == ("three_straights", ((4, 12), (4, 6), (11,)))
    assert (plain.natural, plain.natural_key, plain.surrendered) == (None, None, False)
