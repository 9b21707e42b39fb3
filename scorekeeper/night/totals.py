"""A session's totals: net units and money, standings, settle-up, the bankroll warning (RULES E2-E4).

Pure functions over the hands' records, so ``Session`` stays the one place that changes them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from scorekeeper.money import money_text, to_decimal
from scorekeeper.night.entered import Entered
from scorekeeper.night.hands import ZERO
from scorekeeper.night.scored import Scored
from scorekeeper.rules import json_number

if TYPE_CHECKING:
    from scorekeeper.night.settle import Payment


@dataclass(frozen=True)
class Standing:
    """One player's place in the session: units and money won (negative when lost), and rank."""

    player: str
    units: Fraction
    money: Decimal
    rank: int


def net_units(players: Sequence[str], scored: Sequence[Scored]) -> dict[str, Fraction]:
    """Each player's units over the session (seat order), exact."""
    return _add_up(players, (s.units for s in scored))


def net_money(players: Sequence[str], entered: Sequence[Entered], scored: Sequence[Scored]) -> dict[str, Fraction]:
    """Each player's money, exact: the sum over hands of units x that hand's unit value."""
    by_value: dict[Decimal, list[Mapping[str, Fraction]]] = {}
    for e, s in zip(entered, scored, strict=True):
        by_value.setdefault(e.unit_value, []).append(s.units)
    money = dict.fromkeys(players, ZERO)
    for value, hands in by_value.items():
        rate = Fraction(value)
        for name, units in _add_up(players, hands).items():
            money[name] = money.get(name, ZERO) + units * rate
    return money


def _add_up(players: Sequence[str], hands: Iterable[Mapping[str, Fraction]]) -> dict[str, Fraction]:
    """Each player's units summed exactly, whole units as ints (a Fraction sum costs a gcd every step)."""
    whole: dict[str, int] = dict.fromkeys(players, 0)
    parts: dict[str, Fraction] = {}
    for units in hands:
        for name, u in units.items():
            if u.denominator == 1:
                whole[name] = whole.get(name, 0) + u.numerator
            else:
                parts[name] = parts.get(name, ZERO) + u
    return {name: parts.get(name, ZERO) + total for name, total in whole.items()} | \
        {name: part for name, part in parts.items() if name not in whole}


def standings(units: Mapping[str, Fraction], money: Mapping[str, Fraction]) -> list[Standing]:
    """Players best first by money won (then units, then seat); equal money shares a rank."""
    seat = {p: i for i, p in enumerate(units)}
    order = sorted(units, key=lambda p: (-money[p], -units[p], seat[p]))
    out: list[Standing] = []
    for i, player in enumerate(order):
        rank = out[-1].rank if out and money[player] == money[order[i - 1]] else i + 1
        out.append(Standing(player, units[player], to_decimal(money[player]), rank))
    return out


def bankroll_warning(bankrolls: Mapping[str, Decimal] | None, money: Mapping[str, Fraction],
                     players: Sequence[str], unit_value: Decimal, currency: str) -> str | None:
    """RULES E2: a warning when the unit is more than 10% of the smallest remaining bankroll."""
    if not bankrolls:
        return None
    remaining = {p: Fraction(b) + money.get(p, ZERO) for p, b in bankrolls.items()}
    player = min(remaining, key=lambda p: (remaining[p], players.index(p)))
    left = remaining[player]
    if Fraction(unit_value) * 10 <= left:
        return None
    from scorekeeper.words.money import bankroll_words  # the words load with the first warning

    return bankroll_words(player, unit_value, to_decimal(left), currency)


def summary_json(name: str, currency: str, players: Sequence[str], entered: Sequence[Entered],
                 scored: Sequence[Scored], table: Sequence[Standing], payments: Sequence[Payment]) -> dict[str, Any]:
    """What ``scorekeeper session`` prints (FORMAT.md): standings, per-hand units, settle-up."""
    return {
        "name": name,
        "currency": currency,
        "standings": [{"player": s.player, "units": json_number(s.units), "money": money_text(s.money, currency)}
                      for s in table],
        "hands": [{"number": i + 1, "dealer": e.dealer,
                   "units": {p: json_number(s.units.get(p, ZERO)) for p in players}}
                  for i, (e, s) in enumerate(zip(entered, scored, strict=True))],
        "settle_up": [p.to_json(currency) for p in payments],
    }
