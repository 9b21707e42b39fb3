"""Pinned settle-up checks (RULES E2, E4): rounding nets to cents and refusing nets that do not balance."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from scorekeeper.errors import SessionError
from scorekeeper.night.settle import Payment, format_money, round_nets, settle_up, to_decimal


def test_round_nets_gives_the_cent_to_whoever_rounding_moved_most() -> None:
    # 0.6 and 0.6 cents round up, −1.2 rounds down to −1: one cent too many. Cy and Bo were moved 0.4,
    # Al 0.2, so the seat first of the two most moved (Cy) gives it back.
    nets = {"Cy": Fraction(6, 1000), "Al": Fraction(-12, 1000), "Bo": Fraction(6, 1000)}
    assert round_nets(nets, "USD") == {"Cy": Decimal("0.00"), "Al": Decimal("-0.01"), "Bo": Decimal("0.01")}


def test_unbalanced_nets_are_refused() -> None:
    with pytest.raises(SessionError, match=r"^the net amounts do not sum to zero, so they cannot be settled$"):
        round_nets({"A": Fraction(1), "B": Fraction(-1, 2)}, "USD")
    with pytest.raises(SessionError, match=r"^the net amounts do not sum to zero, so they cannot be settled$"):
        settle_up({"A": Decimal("1.00"), "B": Decimal("-0.99")})
    with pytest.raises(SessionError, match=r"^A's net amount must be a finite Decimal, not Fraction\(1, 2\)$"):
        settle_up({"A": Fraction(1, 2), "B": Decimal("-0.5")})  # type: ignore[dict-item]
    with pytest.raises(SessionError, match=r"^B's net amount must be a finite Decimal, not Decimal\('NaN'\)$"):
        settle_up({"A": Decimal(0), "B": Decimal("NaN")})


def test_exact_decimals_and_zero() -> None:
    assert to_decimal(Fraction(1, 2**40)) == Decimal("9.094947017729282379150390625E-13")  # exact, 28 digits
    assert to_decimal(Fraction(1, 5**20)) * 5**20 == 1
    assert format_money(0, "USD") == "$0.00" and format_money(Fraction(-1, 1000), "USD") == "$0.00"


def test_settle_up_twelve_places() -> None:
    # A third of a unit kept to EXACT_PLACES: the payment is exact, digit for digit (RULES E2).
    third = Decimal("0.333333333333")
    assert settle_up({"A": third, "B": -third}) == (Payment("B", "A", third),)
