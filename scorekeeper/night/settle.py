"""The settle-up at the end of the night (RULES E2, E4): payments as data, worded by ``words/money``."""

from __future__ import annotations

import decimal
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from scorekeeper.errors import SessionError
from scorekeeper.language import _
from scorekeeper.money import (
    CURRENCY_DECIMALS,
    CURRENCY_SYMBOLS,
    EXACT_PLACES,
    MINUS,
    currency_decimals,
    format_money,
    money_text,
    to_decimal,
)
from scorekeeper.words.money import payment_words

__all__ = ["CURRENCY_DECIMALS", "CURRENCY_SYMBOLS", "EXACT_PLACES", "MINUS", "Payment", "can_settle",
           "currency_decimals", "format_money", "money_text", "round_nets", "settle_up", "to_decimal",
           "verify_balanced"]
"""The money helpers stay importable from here (the app reads ``format_money`` and ``money_text`` here)."""


def round_nets(money: Mapping[str, Fraction | Decimal], currency: str) -> dict[str, Decimal]:
    """Each net amount rounded to the currency's minor unit, still summing to exactly zero.

    Amounts already in whole cents are unchanged. Otherwise the cents lost or gained by rounding go
    to the players whose amounts rounding moved the most (largest remainder), seat order breaking ties.
    """
    step = Fraction(1, 10 ** currency_decimals(currency))
    exact = {name: Fraction(amount) for name, amount in money.items()}
    if sum(exact.values(), Fraction(0)) != 0:
        raise SessionError(_("the net amounts do not sum to zero, so they cannot be settled"))
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
        """``"Cy pays Ann $45.00"`` in the current language (``words/money`` words it)."""
        return payment_words(self.payer, self.payee, self.amount, currency)

    def to_json(self, currency: str) -> dict[str, str]:
        return {"from": self.payer, "to": self.payee, "amount": money_text(self.amount, currency)}


def verify_balanced(nets: Mapping[str, Decimal]) -> None:
    """Raise SessionError unless the net amounts are finite and sum to exactly zero."""
    for name, amount in nets.items():
        if not isinstance(amount, Decimal) or not amount.is_finite():
            raise SessionError(_("{name}'s net amount must be a finite Decimal, not {amount}").format(
                name=name, amount=repr(amount)))
    if sum((Fraction(a) for a in nets.values()), Fraction(0)) != 0:
        raise SessionError(_("the net amounts do not sum to zero, so they cannot be settled"))


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
