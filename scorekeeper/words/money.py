"""Money and the sentences about it in the current language: the settle-up, the bankroll warning, the unit.

Amounts keep the currency's symbol and its place (``$45.00``, ``4,500 JPY``) and take the language's marks,
as the app's ``QLocale`` writes them: ``$1,250.00`` in English and Chinese, ``$1.250,00`` in Vietnamese.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from scorekeeper.language import _
from scorekeeper.money import format_money
from scorekeeper.words.numbers import marked


def money(amount: Fraction | Decimal | int, currency: str) -> str:
    """``$45.00``, ``−£3.50``, ``4,500 JPY``; ``$1.250,00`` in Vietnamese."""
    return marked(format_money(amount, currency))


def payment_words(payer: str, payee: str, amount: Decimal, currency: str) -> str:
    """One payment of the settle-up: ``Cy pays Ann $45.00`` / ``Cy 付给 Ann $45.00`` / ``Cy trả Ann $45,00``."""
    return _("{payer} pays {payee} {amount}").format(payer=payer, payee=payee, amount=money(amount, currency))


def bankroll_words(player: str, unit_value: Decimal, left: Decimal, currency: str) -> str:
    """RULES E2's warning: the unit is more than 10% of ``player``'s bankroll, ``left`` after the night so far."""
    unit, rest = money(unit_value, currency), money(left, currency)
    if left <= 0:
        return _("{player} has no bankroll left ({left}); the unit is {unit}").format(
            player=player, left=rest, unit=unit)
    return _("The unit ({unit}) is more than 10% of {player}'s remaining bankroll ({left})").format(
        unit=unit, player=player, left=rest)
