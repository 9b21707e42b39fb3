"""Money as people read it, and the settle-up at the end of the night (RULES E2, E4)."""

from __future__ import annotations

import decimal
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from fractions import Fraction

from scorekeeper.errors import SessionError

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


def round_nets(money: Mapping[str, Fraction | Decimal], currency: str) -> dict[str, Decimal]:
    """Each net amount rounded to the currency's minor unit, still summing to exactly zero.

    Amounts already in whole cents are unchanged. Otherwise the cents lost or gained by rounding go
    to the players whose amounts rounding moved the most (largest remainder), seat order breaking ties.
    """
    step = Fraction(1, 10 ** currency_decimals(currency))
    exact = {name: Fraction(amount) for name, amount in money.items()}
    if sum(exact.values(), Fraction(0)) != 0:
        raise SessionError("the net amounts do not sum to zero, so they cannot be settled")
    steps = {name: round(value / step) for name, value in exact.items()}
    excess = sum(steps.values())
    if excess:
        # Positive excess: take a minor unit from those rounded up the most; negative: give it back.
        sign = 1 if excess > 0 else -1
        order = sorted(exact, key=lambda n: -sign * (steps[n] - exact[n] / step))
        for name in order[: abs(excess)]:
            steps[name] -= sign
    return {name: to_decimal(steps[name] * step) for name in exact}


@dataclass(frozen=True)
class Payment:
    """One transfer of the settle-up: ``payer`` gives ``payee`` ``amount`` (always positive)."""

    payer: str
    payee: str
    amount: Decimal

    def describe(self, currency: str) -> str:
        """``"Cy pays Ann $45.00"``."""
        return f"{self.payer} pays {self.payee} {format_money(self.amount, currency)}"

    def to_json(self, currency: str) -> dict[str, str]:
        return {"from": self.payer, "to": self.payee, "amount": money_text(self.amount, currency)}


def verify_balanced(nets: Mapping[str, Decimal]) -> None:
    """Raise SessionError unless the net amounts are finite and sum to exactly zero."""
    for name, amount in nets.items():
        if not isinstance(amount, Decimal) or not amount.is_finite():
            raise SessionError(f"{name}'s net amount must be a finite Decimal, not {amount!r}")
    if sum((Fraction(a) for a in nets.values()), Fraction(0)) != 0:
        raise SessionError("the net amounts do not sum to zero, so they cannot be settled")


def can_settle(nets: Mapping[str, Decimal]) -> bool:
    try:
        verify_balanced(nets)
    except SessionError:
        return False
    return True


def settle_up(nets: Mapping[str, Decimal]) -> tuple[Payment, ...]:
    """The payments that settle the nets (RULES E4): the largest debtor pays the largest creditor.

    At most n - 1 payments, and they zero every balance exactly. Equal amounts are taken in the order
    of ``nets`` (seat order).

    Raises:
        SessionError: when the nets do not sum to zero.
    """
    verify_balanced(nets)
    order = {name: i for i, name in enumerate(nets)}
    # Enough digits that no sum rounds; Inexact is trapped so an inexact step could never pass silently.
    top = max((a.adjusted() for a in nets.values() if a), default=0)
    bottom = min((int(a.as_tuple().exponent) for a in nets.values()), default=0)
    balance = dict(nets)
    payments: list[Payment] = []
    with decimal.localcontext() as ctx:
        ctx.prec = max(top - bottom, 0) + len(nets) + 4
        ctx.traps[decimal.Inexact] = True
        while True:
            debtors = [n for n in balance if balance[n] < 0]
            creditors = [n for n in balance if balance[n] > 0]
            if not debtors or not creditors:
                break
            payer = min(debtors, key=lambda n: (balance[n], order[n]))
            payee = max(creditors, key=lambda n: (balance[n], -order[n]))
            amount = min(-balance[payer], balance[payee])
            balance[payer] += amount
            balance[payee] -= amount
            payments.append(Payment(payer, payee, amount))
    return tuple(payments)
