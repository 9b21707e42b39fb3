"""Pinned result lines and numbers as people read them (RULES B3-B6; the lines are what the app shows)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult, fmt, signed
from scorekeeper.score.scorer import score_deal
from scorekeeper.words.reasons import pair_lines
from tests.core.score.test_classic_units import A_BOTH, A_ONLY_WINNER, AMY_ONE_ROW, B_BOTH, B_ONLY_WINNER, BEN_ONE_ROW
from tests.deals import board

# B's middle full house (2) loses to A's; B's back quads (4) beat A's full house (no back royalty).
B_FULL_MIDDLE = board("Jd Tc 3c", "5s 5h 5d 2s 2d", "9s 9h 9d 9c 3h")
FRONT = "front: A's King-Queen high beats B's Jack-Ten high: A +1"
MIDDLE_FULL = "middle: A's Full house, eights over fours beats B's Full house, fives over twos"
BACK_QUADS = "back: B's Four nines beats A's Full house, aces over kings with royalties: B +4"


def pair(a: dict[str, Any], b: dict[str, Any], preset: str = "classic-1-6", **options: Any) -> DealResult:
    return score_deal({"players": [{"name": "A", **a}, {"name": "B", **b}]},
                      RuleSet.preset(preset).with_options(**options))


def test_fmt_and_signed() -> None:
    assert [fmt(u) for u in (3, Fraction(6, 2), Fraction(5, 2), Fraction(4, 3), Fraction(-5, 3), 0)] == [
        "3", "3", "2.5", "1.33", "-1.67", "0"]
    assert [signed(u) for u in (2, -2, 0, Fraction(5, 2), Fraction(-5, 2), Fraction(0))] == [
        "+2", "−2", "0", "+2.5", "−2.5", "0"]


def test_always_pays_both_royalties_when_the_winner_and_loser_qualify() -> None:
    result = pair(A_BOTH, B_FULL_MIDDLE, royalties="classic", royalty_mode="always")
    assert pair_lines(result.pairs[0]) == (FRONT, f"{MIDDLE_FULL}, 0", BACK_QUADS)  # middle: 2 each way
    assert result.units["A"] == 1 + 0 - 4
    cancel = pair(A_BOTH, B_FULL_MIDDLE, royalties="classic", royalty_mode="cancel")
    assert pair_lines(cancel.pairs[0]) == (FRONT, f"{MIDDLE_FULL}: A +1", BACK_QUADS)
    assert cancel.units["A"] == 1 + 1 - 4


def test_overall_unit_by_points_against_rows() -> None:
    # A wins two rows; B has more points under `always` (2 + 4 against A's 1 + 2).
    points = pair(A_BOTH, B_FULL_MIDDLE, "classic-2-4", royalties="classic", royalty_mode="always",
                  overall_rule="points")
    assert pair_lines(points.pairs[0])[-1] == "2-4 overall unit: B +1" and points.units["A"] == -3 - 1
    rows = pair(A_BOTH, B_FULL_MIDDLE, "classic-2-4", royalties="classic", royalty_mode="always")
    assert pair_lines(rows.pairs[0])[-1] == "2-4 overall unit: A +1" and rows.units["A"] == -3 + 1


def test_lines_of_a_pair() -> None:
    result = pair(A_BOTH, B_BOTH, royalties="classic")
    assert pair_lines(result.pairs[0]) == (
        FRONT,
        "middle: B's Four nines beats A's Full house, eights over fours with royalties: B +4",
        "back: B's Seven-high straight flush beats A's Full house, aces over kings with royalties: B +5",
    )
    assert dict(result.pairs[0].rows or {}) == {"front": 1, "middle": -1, "back": -1}
    difference = pair(A_BOTH, B_BOTH, royalties="classic", royalty_mode="difference")
    assert pair_lines(difference.pairs[0])[1:] == (
        "middle: B's Four nines beats A's Full house, eights over fours: B +1",
        "back: B's Seven-high straight flush beats A's Full house, aces over kings: B +1",
        "royalties: A 2 against B 9: B +7",
    )
    scoop = pair(A_ONLY_WINNER, B_ONLY_WINNER)
    assert pair_lines(scoop.pairs[0])[-1] == "scoop: A wins all three rows, +3"
    ties = pair(AMY_ONE_ROW, BEN_ONE_ROW, "classic-2-4")
    assert pair_lines(ties.pairs[0]) == (
        "front: A's Ace-King high beats B's King-Queen high: A +1",
        "middle: tie (Pair of threes, nine kicker)",
        "back: tie (King-high straight)",
        "2-4 overall unit: nobody wins it, 0",
    )


def test_result_json() -> None:
    result = pair(A_BOTH, B_BOTH, royalties="classic")
    assert result.to_json() == {
        "units": {"A": -8, "B": 8},
        "players": {
            "A": {"fouled": False, "surrendered": False, "natural": None,
                  "rows": {"front": "King-Queen high", "middle": "Full house, eights over fours",
                           "back": "Full house, aces over kings"},
                  "royalties": {"front": 0, "middle": 2, "back": 0}, "fantasyland": None},
            "B": {"fouled": False, "surrendered": False, "natural": None,
                  "rows": {"front": "Jack-Ten high", "middle": "Four nines", "back": "Seven-high straight flush"},
                  "royalties": {"front": 0, "middle": 4, "back": 5}, "fantasyland": None},
        },
        "pairs": [{"players": ["A", "B"], "rows": {"front": 1, "middle": -1, "back": -1}, "units": -8,
                   "lines": list(pair_lines(result.pairs[0]))}],
    }
