"""Pinned behaviours of classic scoring (RULES A5-A6, B3, B5, B6): exact units a one-line bug would change."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from scorekeeper.errors import InvalidRules
from scorekeeper.read.cards import parse_cards
from scorekeeper.read.deal import Board
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.words.reasons import foul_words, pair_lines
from tests.deals import board

# Amy wins the front and ties the middle and the back (RULES B3: one row won, two tied).
AMY_ONE_ROW = board("Ah Kd 2c", "3s 3h 5d 7c 9s", "9c Td Jc Qd Kc")
BEN_ONE_ROW = board("Kh Qc 2d", "3d 3c 5h 7s 9h", "9d Th Jh Qh Ks")

# A scoops B; only A's middle full house qualifies for a classic royalty (2).
A_ONLY_WINNER = board("Kd Qc 2c", "8s 8h 8d 4c 4d", "As Ah Ad Kc Ks")
B_ONLY_WINNER = board("Jd Tc 3c", "2h 5h 7h 9h Jh", "Qs Qh Qd 3s 3h")
# A wins the front; B wins the middle with quads (4) over A's full house (2), the back with a straight flush (5).
A_BOTH = board("Kd Qc 2c", "8s 8h 8d 4c 4d", "As Ah Ad Kc Ks")
B_BOTH = board("Jd Tc 3c", "9s 9h 9d 9c 2h", "3h 4h 5h 6h 7h")


def heads_up(a: dict[str, Any], b: dict[str, Any], preset: str = "classic-1-6", **options: Any) -> Fraction:
    """The first player's units (the second's are their negative: RULES E3)."""
    deal = {"players": [{"name": "A", **a}, {"name": "B", **b}]}
    result = score_deal(deal, RuleSet.preset(preset).with_options(**options))
    assert result.units["A"] == -result.units["B"]
    return result.units["A"]


def fouls(front: str, middle: str, back: str, **options: Any) -> str | None:
    """The product's own foul check (RULES A5, A6)."""
    rows = Board(parse_cards(front), parse_cards(middle), parse_cards(back))
    foul = rows.foul_reason(RuleSet.preset().with_options(**options))
    return None if foul is None else foul_words(foul)


# -- RULES B3: the 2-4 overall unit -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "overall_rule", "expected"),
    [
        ("classic-2-4", "two_or_more", 1),  # one row won is not two: the row only
        ("classic-2-4", "net_rows", 2),  # 1 row to 0: the row and the overall unit
        ("classic-2-4", "points", 2),  # points 1 to 0
        ("classic-1-6", "two_or_more", 1),  # no scoop with two tied rows
        ("classic-1-1-1", "two_or_more", 1),
    ],
)
def test_one_row_won_and_two_tied(preset: str, overall_rule: str, expected: int) -> None:
    assert heads_up(AMY_ONE_ROW, BEN_ONE_ROW, preset, overall_rule=overall_rule) == expected
    assert heads_up(BEN_ONE_ROW, AMY_ONE_ROW, preset, overall_rule=overall_rule) == -expected


# -- RULES B6: royalty modes ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("win_only", 7),  # rows 1 + 2 (full house) + 1, scoop 3
        ("always", 7),  # B has no royalty to collect back
        ("cancel", 7),  # only the winner qualifies: the royalty stands
        ("difference", 8),  # rows 3, royalties 2 − 0, scoop 3
    ],
)
def test_royalty_only_the_winner_qualifies(mode: str, expected: int) -> None:
    assert heads_up(A_ONLY_WINNER, B_ONLY_WINNER, royalties="classic", royalty_mode=mode) == expected
    assert heads_up(A_ONLY_WINNER, B_ONLY_WINNER) == 6  # without royalties: a plain scoop


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("win_only", -8),  # front +1, middle −4 (B's quads), back −5 (B's straight flush)
        ("always", -6),  # front +1, middle −4 + 2 (A's full house paid though it loses), back −5
        ("cancel", -5),  # front +1, middle −1 (both qualify: the row point only), back −5
        ("difference", -8),  # rows +1 −1 −1, royalties 2 − 9
    ],
)
def test_royalty_both_rows_qualify(mode: str, expected: int) -> None:
    assert heads_up(A_BOTH, B_BOTH, royalties="classic", royalty_mode=mode) == expected


def test_royalty_modes_in_two_four() -> None:
    # B wins two rows: two_or_more gives B the unit; points 1 against 9 (win_only) also.
    assert heads_up(A_BOTH, B_BOTH, "classic-2-4", royalties="classic") == -9
    assert heads_up(A_BOTH, B_BOTH, "classic-2-4", royalties="classic", overall_rule="points") == -9
    # always: points 1 + 2 against 4 + 5.
    assert heads_up(A_BOTH, B_BOTH, "classic-2-4", royalties="classic", royalty_mode="always",
                    overall_rule="points") == -7


def test_always_with_tied_royalty_rows() -> None:
    # Both middles are nine-high straight flushes (5 each, tied); A wins the front, and the back with a royal
    # flush (classic pays it as a straight flush, 5) over B's ten-high straight flush (5).
    a = board("As Kh 3d", "5h 6h 7h 8h 9h", "Td Jd Qd Kd Ad")
    b = board("Ks Qh 2c", "5s 6s 7s 8s 9s", "6c 7c 8c 9c Tc")
    assert heads_up(a, b) == 2  # two rows, no scoop
    assert heads_up(a, b, royalties="classic") == 1 + 0 + 5
    assert heads_up(a, b, royalties="classic", royalty_mode="always") == 1 + (5 - 5) + (5 - 5)
    assert heads_up(a, b, royalties="classic", royalty_mode="cancel") == 1 + 0 + 1
    assert heads_up(a, b, "classic-2-4", royalties="classic", royalty_mode="always", overall_rule="points") == 2


def test_royal_flush_without_a_royal_flush_entry() -> None:
    # B's back royal flush beats A's quads: classic has no royal_flush entry, so it pays straight_flush 5.
    a = board("As Kd 2c", "5h 6h 7d 8h 9h", "4s 4h 4d 4c 2d")
    b = board("Ks Qd 3c", "5s 6s 7s 8c 9s", "Tc Jc Qc Kc Ac")
    assert heads_up(a, b, royalties="classic") == 1 + 0 - 5  # front +1, middle tie, back −5
    custom = {"back": {"straight_flush": 7}}
    assert heads_up(a, b, royalties=custom) == 1 - 7
    assert heads_up(a, b, royalties={"back": {"straight_flush": 7, "royal_flush": 20}}) == 1 - 20
    assert heads_up(a, b, royalties={"back": {"quads": 3}}) == 1 - 1


def test_fouled_quick_entry_loses_its_royalties() -> None:
    a = {"places": {"front": 1, "middle": 1, "back": 1}, "royalties": {"back": 4}, "fouled": True}
    b = {"places": {"front": 2, "middle": 2, "back": 2}, "royalties": {"middle": 2}}
    deal = {"players": [{"name": "A", **a}, {"name": "B", **b}]}
    result = score_deal(deal, RuleSet.preset("classic-royalties"))
    # RULES B4: A pays B a scoop with B's royalty row at its value: 1 + 2 + 1, plus the scoop bonus 3.
    assert result.units["A"] == -7
    assert result.players["A"].fouled
    assert dict(result.players["A"].royalties) == {"front": 0, "middle": 0, "back": 0}
    assert dict(result.players["B"].royalties) == {"front": 0, "middle": 2, "back": 0}


def test_ofc_royalties_need_the_difference_mode() -> None:
    with pytest.raises(InvalidRules, match=r"royalties 'ofc' need royalty_mode 'difference', not '[a-z_]+': RULES C3"):
        RuleSet.preset().with_options(royalties="ofc")
    with pytest.raises(InvalidRules, match=r"royalties 'ofc' need royalty_mode 'difference', not '[a-z_]+': RULES C3"):
        RuleSet.preset("ofc").with_options(royalty_mode="win_only")


# -- RULES B5: surrender ----------------------------------------------------------------------------------


@pytest.mark.parametrize("fee", [2, Fraction(5, 2)])
def test_two_surrenderers_and_a_player(fee: Fraction) -> None:
    players = [{"name": "A", "surrender": True}, {"name": "B", "surrender": True},
               {"name": "C", **AMY_ONE_ROW}]
    result = score_deal({"players": players}, RuleSet.preset().with_options(surrender_fee=fee))
    # Each surrenderer pays C the fee; the two surrenderers exchange nothing.
    assert dict(result.units) == {"A": -fee, "B": -fee, "C": 2 * fee}
    (ab,) = [p for p in result.pairs if set(p.players) == {"A", "B"}]
    assert ab.units == 0 and pair_lines(ab) == ("both surrendered: nothing changes hands",)


def test_two_surrenderers_and_a_fouled_player() -> None:
    players = [{"name": "A", "surrender": True}, {"name": "B", "surrender": True},
               {"name": "C", **board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")}]
    result = score_deal({"players": players}, RuleSet.preset())
    assert dict(result.units) == {"A": 0, "B": 0, "C": 0}  # surrender against a foul pays nothing
    assert result.players["C"].fouled


def test_surrenderer_pays_each_of_two_players() -> None:
    players = [{"name": "A", "surrender": True}, {"name": "B", **AMY_ONE_ROW}, {"name": "C", **BEN_ONE_ROW}]
    result = score_deal({"players": players}, RuleSet.preset())
    assert dict(result.units) == {"A": -4, "B": 3, "C": 1}


# -- RULES A5, A6: the foul check -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rows", "reason"),
    [
        (("Qs Qh 7d", "Qd Qc 6s 5h 4c", "As Ad Ac 2h 2d"), "front Q-Q-7 beats middle Q-Q-6-5-4"),  # F1: a kicker
        (("As Kh 9d", "Ad Kc 8s 7h 5c", "2s 2h 2d 3c 3d"), "front A-K-9 beats middle A-K-8-7-5"),  # F4: 3rd card
        (("2s 3h 4d", "Qd Qc 9s 8h 3c", "Qh Qs 9d 8c 2d"), "middle Q-Q-9-8-3 beats back Q-Q-9-8-2"),  # last kicker
        (("2s 3h 4d", "Kd Kc 9s 8h 3c", "Kh Ks 9d 7c 6d"), "middle K-K-9-8-3 beats back K-K-9-7-6"),
        (("Qs Qh 7d", "Qd Qc 9s 8h 2c", "As Ad Ac 2h 2d"), None),  # F2
        (("Ks Kh 9d", "Kd Kc 9s 5h 4c", "As Ad Ac 2h 2d"), None),  # F3: equal front cards are not higher
        (("As Kh Qd", "5c 6d 7h 8s 9c", "5d 6h 7s 8c 9d"), None),  # F8: a middle equal to the back
    ],
)
def test_foul_check_reads_every_kicker(rows: tuple[str, str, str], reason: str | None) -> None:
    assert fouls(*rows) == reason


def test_equal_rows_are_legal_when_scored() -> None:
    # F8 against a clean hand: a middle equal to the back is no foul (RULES A6).
    f8 = board("As Kh Qd", "5c 6d 7h 8s 9c", "5d 6h 7s 8c 9d")
    other = board("2c 3d 4h", "Tc Td Th 2d 2h", "Js Jd Jh Jc 3c")
    # Rows: A wins the front, loses middle and back: 1 − 2 = −1 (1-6), −2 (2-4).
    assert heads_up(f8, other) == -1
    assert heads_up(f8, other, "classic-2-4") == -2


def test_kicker_only_foul_is_scored_as_a_foul() -> None:
    f1 = board("Qs Qh 7d", "Qd Qc 6s 5h 4c", "As Ad Ac 2h 2d")
    other = board("2c 3d 4h", "Tc Td Th 2s 3h", "Js Jd Jh Jc 3c")
    # RULES B4: the fouler pays a scoop, 6 (1-6), 4 (2-4), 3 (1-1-1).
    assert heads_up(f1, other) == -6
    assert heads_up(f1, other, "classic-2-4") == -4
    assert heads_up(f1, other, "classic-1-1-1") == -3
    deal = {"players": [{"name": "A", **f1}, {"name": "B", **other}]}
    reason = score_deal(deal, RuleSet.preset()).players["A"].foul_reason
    assert foul_words(reason) == "front Q-Q-7 beats middle Q-Q-6-5-4"
