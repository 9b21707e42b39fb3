"""RULES E: money is exact: an amount with a finite decimal (any power of 2 and 5 below it) stays exact."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from scorekeeper.money import to_decimal


@pytest.mark.parametrize(("amount", "exact"), [
    (Fraction(1, 5**60), Decimal(f"{2**60}E-60")),  # 60 fives: 19 significant digits, 60 places
    (Fraction(3, 2**50), Decimal(f"{3 * 5**50}E-50")),
    (Fraction(-7, 2**40 * 5**45), Decimal(f"{-7 * 2**5}E-45")),
    (Fraction(123456789, 1), Decimal(123456789)),
])
def test_a_finite_decimal_amount_is_exact_however_long(amount: Fraction, exact: Decimal) -> None:
    result = to_decimal(amount)
    assert result == exact and Fraction(result) == amount


def test_an_endless_decimal_rounds_half_even_at_twelve_places() -> None:
    assert to_decimal(Fraction(1, 3)) == Decimal("0.333333333333")
    assert to_decimal(Fraction(2, 3)) == Decimal("0.666666666667")
    assert to_decimal(Fraction(5, 2 * 10**12) + Fraction(1, 3 * 10**15)) == Decimal("0.000000000003")
    assert to_decimal(Fraction(1, 3 * 2**60)) == Decimal("0.000000000000")
