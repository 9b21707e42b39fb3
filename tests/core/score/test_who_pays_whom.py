"""Pinned multi-player deals (RULES B4, B5, B7, B8): who pays whom when naturals, surrenders and fouls meet."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult
from scorekeeper.score.scorer import score_deal
from scorekeeper.words.reasons import deal_lines, pair_lines
from tests.deals import FOUR, board

FOULED = board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")  # P4's foul of RULES F
DRAGON = board("2h 3h 4h", "5s 6c 7d 8h 9s", "Tc Jd Qh Ks As", natural="dragon")


def deal(players: dict[str, dict[str, Any]], preset: str = "classic-1-6", **options: Any) -> DealResult:
    return score_deal({"players": [{"name": n, **e} for n, e in players.items()]},
                      RuleSet.preset(preset).with_options(**options))


def test_a_natural_against_a_surrender_and_a_foul() -> None:
    result = deal({"A": DRAGON, "B": {"surrender": True}, "C": FOULED}, naturals=True)
    # A collects the fee from B (2) and its full value from fouled C (13); B and C exchange nothing.
    assert dict(result.units) == {"A": 15, "B": -2, "C": -13}
    assert [pair_lines(p) for p in result.pairs] == [
        ("B surrenders: pays A the fee, 2",),
        ("A has a dragon: collects 13 from C",),
        ("B surrendered and C fouled: nothing changes hands",),
    ]


@pytest.mark.parametrize(("penalty", "units"), [(3, 3), (Fraction(5, 2), Fraction(5, 2))])
def test_a_fixed_foul_penalty(penalty: Fraction, units: Fraction) -> None:
    result = deal({"P1": board(*FOUR["P1"]), "P2": board(*FOUR["P2"]), "P4": FOULED}, foul_penalty=penalty)
    # RULES B4: a number instead of a scoop: the fouler pays that amount to each clean opponent.
    assert result.units["P4"] == -2 * units
    p4_pairs = [p for p in result.pairs if "P4" in p.players]
    assert [pair_lines(p)[0] for p in p4_pairs] == [
        f"P4 fouled (front A-A-2 beats middle Q-Q-J-6-5): pays P1 the foul penalty, {'2.5' if units != 3 else '3'}",
        f"P4 fouled (front A-A-2 beats middle Q-Q-J-6-5): pays P2 the foul penalty, {'2.5' if units != 3 else '3'}",
    ]


def test_two_fouls_exchange_nothing() -> None:
    other = board("Kd Kc 2s", "Qc Jd 9h 8h 4s", "Ah Kh 7s 6h 5c")  # front K-K over a queen-high middle
    result = deal({"A": FOULED, "B": other})
    assert dict(result.units) == {"A": 0, "B": 0}
    assert pair_lines(result.pairs[0]) == ("both fouled: nothing changes hands",)
    assert dict(result.pairs[0].rows or {}) == {"front": 0, "middle": 0, "back": 0}


def test_pool_with_surrender_and_foul() -> None:
    result = deal({"P1": {"surrender": True}, "P4": FOULED, "P3": board(*FOUR["P3"])}, "pool")
    # Three antes of 3, a pot of 3 per row: P3 is the only one who can win, and takes all three (RULES B8).
    assert dict(result.units) == {"P1": -3, "P4": -3, "P3": 6}
    assert deal_lines(result.reasons)[1] == "front: P3's Queen-Jack high takes the pot, 3"


def test_pool_nobody_can_win() -> None:
    result = deal({"A": {"surrender": True}, "B": FOULED}, "pool")
    assert dict(result.units) == {"A": 0, "B": 0}  # each pot of 2 goes back, 1 to each
    assert deal_lines(result.reasons)[1:] == tuple(f"{row}: nobody can win the pot; 1 back to each player"
                                     for row in ("front", "middle", "back"))


def test_quick_entries_compare_places() -> None:
    a = {"places": {"front": 1, "middle": 2, "back": 1}}
    b = {"places": {"front": 2, "middle": 1, "back": 1}}
    result = deal({"A": a, "B": b}, "classic-2-4")
    assert result.units["A"] == 0  # one row each, the back tied: no overall unit
    assert dict(result.pairs[0].rows or {}) == {"front": 1, "middle": -1, "back": 0}
    assert pair_lines(result.pairs[0])[:3] == ("front: A's place 1 beats B's place 2: A +1",
                                         "middle: B's place 1 beats A's place 2: B +1", "back: tie (place 1)")
