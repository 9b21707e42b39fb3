"""A season worked out from its nights' hands alone: standings, head-to-head and records (README "Seasons").

Nights won: the night's highest total, when above zero (a tie counts for both). Winning run: most nights
in a row a player finished up, nights missed not breaking it. Scoops: pairs with all three rows won,
played out. Records nobody holds (no scoop, no hand won) are left out.
"""

from __future__ import annotations

import datetime
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from tests.reference.night import Night, statistics


@dataclass
class Evening:
    """One night of the season: its name, date, currency and the night itself."""

    name: str
    date: datetime.date
    currency: str
    night: Night


@dataclass
class Standing:
    """A player's season."""

    units: Fraction
    money: dict[str, Fraction]
    nights: int
    hands: int
    nights_won: int


def in_order(evenings: list[Evening]) -> list[Evening]:
    return sorted(evenings, key=lambda e: e.date)  # stable: nights of one day stay in the order played


def standings(evenings: list[Evening]) -> dict[str, Standing]:
    out: dict[str, Standing] = {}
    for e in evenings:
        units, money = e.night.units(), e.night.money()
        best = max(units.values(), default=Fraction(0))
        for p in e.night.players:
            s = out.setdefault(p, Standing(Fraction(0), {}, 0, 0, 0))
            s.units += units[p]
            s.money[e.currency] = s.money.get(e.currency, Fraction(0)) + money[p]
            s.nights += 1
            s.hands += len(e.night.hands)
            s.nights_won += best > 0 and units[p] == best
    return out


def head_to_head(evenings: list[Evening]) -> dict[tuple[str, str], tuple[Fraction, dict[str, Fraction]]]:
    """Each pair who met, from the side of the name first in sorted order: units and money per currency."""
    out: dict[tuple[str, str], tuple[Fraction, dict[str, Fraction]]] = {}
    for e in evenings:
        for hand, result in zip(e.night.hands, e.night.results(), strict=True):
            for pair in result.pairs:
                a, b = sorted((pair.first, pair.second))
                units = pair.units if a == pair.first else -pair.units
                old_units, old_money = out.get((a, b), (Fraction(0), {}))
                money = dict(old_money)
                money[e.currency] = money.get(e.currency, Fraction(0)) + units * hand.unit
                out[(a, b)] = (old_units + units, money)
    return out


def records(evenings: list[Evening]) -> dict[str, tuple[Fraction | int, set[str]]]:
    """Each record's value and every player who holds it."""
    out: dict[str, tuple[Fraction | int, set[str]]] = {}
    nights = [(p, u) for e in evenings for p, u in e.night.units().items()]
    if nights:
        best = max(u for _, u in nights)
        worst = min(u for _, u in nights)
        out["best_night"] = (best, {p for p, u in nights if u == best})
        out["worst_night"] = (worst, {p for p, u in nights if u == worst})
    runs: dict[str, int] = defaultdict(int)
    longest: dict[str, int] = defaultdict(int)
    for e in in_order(evenings):
        for p, u in e.night.units().items():
            runs[p] = runs[p] + 1 if u > 0 else 0
            longest[p] = max(longest[p], runs[p])
    top = max(longest.values(), default=0)
    if top:
        out["longest_winning_run"] = (top, {p for p, n in longest.items() if n == top})
    scoops = [(p, s.scoops_for) for e in evenings for p, s in statistics(e.night).items()]
    most = max((n for _, n in scoops), default=0)
    if most:
        out["most_scoops"] = (most, {p for p, n in scoops if n == most})
    hands = [(p, u) for e in evenings for r in e.night.results() for p, u in r.units.items()]
    biggest = max((u for _, u in hands), default=Fraction(0))
    if biggest > 0:
        out["biggest_hand"] = (biggest, {p for p, u in hands if u == biggest})
    return out
