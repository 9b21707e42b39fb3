"""A night's totals over several hands: fractions of a unit, hands at different unit values, equal money (RULES E2-E4).

Every number is worked by hand from quick entries (places, 1 = best), so each hand's units are plain to see.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from scorekeeper.night.session import Session
from scorekeeper.night.settle import Payment
from scorekeeper.night.totals import Standing
from tests.core.night.test_session import four


def quick(**places: tuple[int, int, int]) -> dict[str, object]:
    return {"players": [{"name": name, "places": dict(zip(("front", "middle", "back"), p, strict=True))}
                        for name, p in places.items()]}


def test_thirds_of_a_unit_add_up_over_hands() -> None:
    # RULES B8, ante 3 from each of 4 players: each row's pot is 4. Front: P1, P2 and P3 tie and split it
    # (4/3 each); middle to P1, back to P2 (4 each). P1 = P2 = -3 + 4/3 + 4 = 7/3, P3 = -3 + 4/3 = -5/3, P4 = -3.
    session = Session("Pool", ["P1", "P2", "P3", "P4"], "pool")
    hand = quick(P1=(1, 1, 2), P2=(1, 2, 1), P3=(1, 3, 3), P4=(4, 4, 4))
    session.add_hand(hand)
    session.add_hand(hand)
    session.add_hand(hand)
    assert dict(session.hand(1).units) == {"P1": Fraction(7, 3), "P2": Fraction(7, 3), "P3": Fraction(-5, 3),
                                           "P4": -3}
    assert session.net_units() == {"P1": 7, "P2": 7, "P3": -5, "P4": -9}
    assert [(s.player, s.rank) for s in session.standings()] == [("P1", 1), ("P2", 1), ("P3", 3), ("P4", 4)]
    two = Session("Pool", ["P1", "P2", "P3", "P4"], "pool")
    two.add_hand(hand)
    two.add_hand(hand)
    assert two.net_units() == {"P1": Fraction(14, 3), "P2": Fraction(14, 3), "P3": Fraction(-10, 3), "P4": -6}
    assert two.summary_json()["standings"][0] == {"player": "P1", "units": 4.6667, "money": "4.67"}


def test_equal_money_shares_a_rank_and_more_units_come_first() -> None:
    # 1-1-1 (a row pays 1). Hand 1 at 2 a unit: A first in every row, B second: A +6, B 0, C -6 units,
    # A $12. Hands 2 and 3 at 1 a unit: B first, A second: B +6 twice, $12. A: 6 units, $12; B: 12 units, $12.
    session = Session("Ties", ["A", "B", "C"], "classic-1-1-1", unit_value="2")
    session.add_hand(quick(A=(1, 1, 1), B=(2, 2, 2), C=(3, 3, 3)))
    session.set_unit_value("1")
    session.add_hand(quick(A=(2, 2, 2), B=(1, 1, 1), C=(3, 3, 3)))
    session.add_hand(quick(A=(2, 2, 2), B=(1, 1, 1), C=(3, 3, 3)))
    assert session.net_money() == {"A": 12, "B": 12, "C": -24}
    # Session.standings: best first by money, then units, then seat; equal money shares a rank.
    assert session.standings() == [Standing("B", Fraction(12), Decimal(12), 1),
                                   Standing("A", Fraction(6), Decimal(12), 1),
                                   Standing("C", Fraction(-18), Decimal(-24), 3)]
    # RULES E4, settle_up: C owes both 12; of equal creditors the first seat (A) is paid first.
    assert session.settle_up() == (Payment("C", "A", Decimal(12)), Payment("C", "B", Decimal(12)))


def test_a_past_hand_corrected_after_the_unit_changed_keeps_its_own_unit_value() -> None:
    # RULES E2: money is units x the unit value of that hand. Hand 1 (RULES F at 1-6, P2 +9) is played at $5;
    # the unit then becomes $2 for new hands; correcting hand 1 (P3 surrenders: P2 +5) keeps its $5.
    session = Session("Corrected", ("P1", "P2", "P3", "P4"), unit_value="5")
    session.add_hand(four())
    session.set_unit_value("2")
    session.replace_hand(1, four(P3={"surrender": True}))
    assert session.hand(1).unit_value == Decimal(5)
    assert session.net_money() == {"P1": -5, "P2": 25, "P3": -30, "P4": 10}
    session.add_hand(four())
    assert session.hand(2).unit_value == Decimal(2)
