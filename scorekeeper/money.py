"""Amounts of money: a currency's decimals, exact Decimals, the JSON text and the English display (RULES E2).

Below every part that counts money (night/ settles it, words/ words it in the current language).
"""

from __future__ import annotations

import decimal
from collections.abc import Mapping
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from fractions import Fraction

CURRENCY_DECIMALS: Mapping[str, int] = {
    "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0,
    "UGX": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
    "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
}
"""Minor-unit decimals (ISO 4217) where they differ from the usual 2."""

CURRENCY_SYMBOLS: Mapping[str, str] = {"USD": "$", "EUR": "€", "GBP": "£"}
"""Currencies written with a symbol in front; every other code is written after the amount."""

MINUS = "−"
"""The display minus sign, as the units use it (``scoring.signed``)."""

EXACT_PLACES = 12
"""Places kept when an amount in money has no finite decimal (a third of a unit)."""


def currency_decimals(currency: str) -> int:
    """How many decimals the currency shows: 2 for USD/EUR/GBP/CHF, 0 for JPY, 3 for KWD."""
    return CURRENCY_DECIMALS.get(currency.upper(), 2)


def to_decimal(amount: Fraction | Decimal | int) -> Decimal:
    """An exact Decimal when the amount has a finite decimal; otherwise rounded to ``EXACT_PLACES``."""
    if isinstance(amount, Decimal):
        return amount
    value = Fraction(amount)
    q = value.denominator
    twos = fives = 0
    while q % 2 == 0:
        q //= 2
        twos += 1
    while q % 5 == 0:
        q //= 5
        fives += 1
    with decimal.localcontext() as ctx:
        ctx.prec = len(str(abs(value.numerator))) + max(twos, fives) + EXACT_PLACES + 2
        result = Decimal(value.numerator) / Decimal(value.denominator)
        if q == 1:
            return result
        return result.quantize(Decimal(1).scaleb(-EXACT_PLACES), rounding=ROUND_HALF_EVEN)


def money_text(amount: Fraction | Decimal | int, currency: str) -> str:
    """The amount with the currency's decimals and an ASCII sign, as JSON carries it: ``"-45.00"``."""
    places = currency_decimals(currency)
    value = to_decimal(amount).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    if value == 0:
        value = abs(value)
    return f"{value:.{places}f}"


def format_money(amount: Fraction | Decimal | int, currency: str) -> str:
    """Money for people: ``$45.00``, ``−£3.50``, ``€1,250.00``, ``4,500 JPY``, ``45.00 CHF``.

    Amounts are rounded half up to the currency's decimals for display only.
    """
    currency = currency.upper()
    places = currency_decimals(currency)
    value = to_decimal(amount).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    sign = MINUS if value < 0 else ""
    digits = f"{abs(value):,.{places}f}"
    symbol = CURRENCY_SYMBOLS.get(currency)
    return f"{sign}{symbol}{digits}" if symbol else f"{sign}{digits} {currency}"
