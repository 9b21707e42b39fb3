"""Settlements where one option or one side changes the sum: cancel with one royalty, 2-4 by points under
`difference`, a surrender against a foul played as it lies, pool with fouls played, a natural's rows (RULES B4-B8).
"""

from __future__ import annotations

from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from tests.core.night.test_session import P4_FOUL
from tests.deals import FOUR, board

# RULES F's royalty example: X wins every row with royalties 3, 2, 4; Y has none.
X = {"name": "X", "front": "7s 7h 7d", "middle": "4c 4d 4h Ks Kd", "back": "9s 9h 9d 9c 2s"}
Y = {"name": "Y", "front": "As Ah Qc", "middle": "Th Jc Qd Kh Ac", "back": "5s 5h 5d Jd Jh"}


def test_cancel_with_only_the_winners_royalty_pays_it_as_win_only() -> None:
    # RULES B6 `cancel` only cancels when both rows qualify: here only X's do, so RULES F's +9 / +10 / +12.
    for preset, units in (("classic-1-1-1", 9), ("classic-2-4", 10), ("classic-1-6", 12)):
        rules = RuleSet.preset(preset).with_options(royalties="classic", royalty_mode="cancel")
        assert score_deal({"players": [X, Y]}, rules).units["X"] == units, preset


def test_the_2_4_overall_unit_by_points_counts_both_players_royalties() -> None:
    # A wins front (K-K v J-J) and middle (trip queens v two pair), B the back with quad sixes (classic back
    # quads 4). `difference`: rows 2 - 1 = +1, royalties 0 - 4. Points: A 2, B 1 + 4 = 5, so the overall unit
    # goes to B: A 1 - 4 - 1 = -4. By two_or_more it goes to A (two rows): 1 - 4 + 1 = -2.
    a = {"name": "A", "front": "Ks Kh 2c", "middle": "Qs Qh Qd 3c 4c", "back": "As Ad Ac 2h 3h"}
    b = {"name": "B", "front": "Js Jh 7d", "middle": "Ts Th 9s 9h 8d", "back": "6s 6h 6d 6c 2s"}
    rules = RuleSet.preset("classic-2-4").with_options(royalties="classic", royalty_mode="difference")
    assert score_deal({"players": [a, b]}, rules.with_options(overall_rule="points")).units["A"] == -4
    assert score_deal({"players": [a, b]}, rules).units["A"] == -2


def test_a_surrenderer_pays_the_fee_to_a_foul_played_as_it_lies() -> None:
    # RULES B4/B5: under `play` a mis-set hand is scored as it lies, and a surrenderer pays it the fee (2).
    fouled = {"name": "B", "front": "Qs Qh 7d", "middle": "Qd Qc 6s 5h 4c", "back": "As Ad Ac 2h 2d"}  # F1
    result = score_deal({"players": [{"name": "A", "surrender": True}, fouled]},
                        RuleSet.from_json({"foul_penalty": "play"}))
    assert result.players["B"].fouled
    assert result.units == {"A": -2, "B": 2}


def test_pool_lets_a_foul_played_as_it_lies_win_its_pots() -> None:
    # RULES B8 with P4's foul of RULES F, ante 3, pots of 4. Under `play` P4's hand is scored as it lies: its
    # A-A front and T-T-T-3-3 back take those pots, P2's straight the middle: P4 -3 + 8 = 5, P2 1, P1 and P3 -3.
    # Under the scoop penalty P4 cannot win: P1 and P2 split the front, P2 takes the rest: 7, -1, -3, -3.
    deal = {"players": [{"name": n, **board(*FOUR[n])} for n in ("P1", "P2", "P3")] + [{"name": "P4", **P4_FOUL}]}
    play = score_deal(deal, RuleSet.preset("pool").with_options(foul_penalty="play"))
    assert play.units == {"P1": -3, "P2": 1, "P3": -3, "P4": 5}
    assert score_deal(deal, RuleSet.preset("pool")).units == {"P1": -1, "P2": 7, "P3": -3, "P4": -3}


def test_a_natural_earns_no_row_royalties() -> None:
    # RULES B7: a natural is declared and paid instead of played in rows (six pairs: 3); its trip aces in
    # front would be a classic front royalty of 3 if played, but a natural has no rows to pay it on.
    six = {"name": "A", "natural": "six_pairs", "front": "As Ah Ad", "middle": "Ks Kh Qs Qh 9c",
           "back": "Js Jh Ts Th 9d"}
    other = {"name": "B", "front": "2s 3d 4h", "middle": "5c 5d 6s 6h 7c", "back": "8c 8d 8s 7d 7h"}
    result = score_deal({"players": [six, other]}, RuleSet.preset("classic-naturals"))
    assert result.units == {"A": 3, "B": -3}
    assert result.to_json()["players"]["A"]["royalties"] == {"front": 0, "middle": 0, "back": 0}
