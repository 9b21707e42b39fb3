"""A night's statistics counted for both players of every pair, over hands that repeat or pay nothing.

Hands 1 and 2: RULES F's four-player deal at 1-6 (P1 +3, P2 +9, P3 -13, P4 +1); hand 3: quick entries, every
player first in every row, so every row of every pair ties and nobody wins a unit. By hand, for P2 in one RULES
F deal: front won v P3, P4 and tied v P1; middle won v P1, P3, P4; back won v P1, P3 and lost v P4; P2 sweeps P3.
"""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.night.session import Session
from scorekeeper.night.stats import HandMark, session_stats
from tests.core.night.test_session import NAMES, four

ALL_TIE = {"players": [{"name": n, "places": {"front": 1, "middle": 1, "back": 1}} for n in NAMES]}


def test_rows_ties_scoops_and_hands_count_for_both_sides() -> None:
    session = Session("Stats", NAMES)
    session.add_hand(four())
    session.add_hand(four())
    session.add_hand(ALL_TIE)
    p2 = session_stats(session)["P2"]
    assert p2.hands == 3  # hand 3 paid P2 nothing and still counts
    assert p2.rows_won == {"front": 2 * 2, "middle": 2 * 3, "back": 2 * 2}
    assert p2.rows_lost == {"front": 0, "middle": 0, "back": 2 * 1}
    # P2 is the second player of the P1-P2 pair: its front tie with P1 counts for P2 too; hand 3 ties all 3.
    assert p2.rows_tied == {"front": 2 * 1 + 3, "middle": 3, "back": 3}
    assert (p2.scoops_for, p2.scoops_against) == (2, 0)
    # Equal best hands (+9 in hands 1 and 2): the first is the best hand.
    assert p2.best_hand == HandMark(1, Fraction(9)) and p2.worst_hand == HandMark(3, Fraction(0))


def test_royalties_add_up_over_the_night() -> None:
    # RULES F's royalty example twice: X's royalties 3 + 2 + 4 = 9 a hand, +12 a hand at 1-6.
    x = {"name": "X", "front": "7s 7h 7d", "middle": "4c 4d 4h Ks Kd", "back": "9s 9h 9d 9c 2s"}
    y = {"name": "Y", "front": "As Ah Qc", "middle": "Th Jc Qd Kh Ac", "back": "5s 5h 5d Jd Jh"}
    session = Session("Royalties", ["X", "Y"], "classic-royalties")
    session.add_hand({"players": [x, y]})
    session.add_hand({"players": [x, y]})
    stats = session_stats(session)
    assert (stats["X"].royalties, stats["Y"].royalties) == (18, 0)
    assert stats["X"].units == 24
