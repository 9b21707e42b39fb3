"""Seasons drawn at random: nights stored through the real ``Store`` and ``Session``, and the same nights
kept by the reference, then the season's standings, head-to-head and records compared."""

from __future__ import annotations

import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from scorekeeper import RuleSet, ScorekeeperError, Session, Store
from tests.differential.deals import deal_for, most_players, rules_for
from tests.differential.nights import UNITS, money
from tests.reference import season as reference
from tests.reference.night import Night

PEOPLE = ("Ann", "Bob", "Cy", "Dee", "Eve")
FIRST_DAY = datetime.date(2026, 9, 4)


@st.composite
def seasons(draw: st.DrawFn, presets: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """One to four nights: players from five people, rules, date, currency, unit value and 0-4 deals."""
    out = []
    for number in range(1, draw(st.integers(1, 4)) + 1):
        rules = draw(rules_for(presets))
        count = draw(st.integers(2, most_players(rules["game"])))
        players = draw(st.permutations(PEOPLE))[:count]
        deals = []
        for _ in range(draw(st.integers(0, 4))):
            deal = draw(deal_for(rules, names=list(players)))
            del deal["dealer"]
            for p in deal["players"]:
                p.pop("fantasyland", None)
            deals.append(deal)
        out.append({"name": f"Night {number}", "players": list(players), "rules": rules, "deals": deals,
                    "date": draw(st.integers(0, 20)), "currency": draw(st.sampled_from(("USD", "EUR"))),
                    "unit_value": draw(st.sampled_from(UNITS))})
    return out


def store_and_keep(path: Path, drawn: list[dict[str, Any]]) -> list[reference.Evening]:
    """Every night into a store (hands the core refuses left out, after the reference refused them too)."""
    evenings = []
    with Store(path) as store:
        for n in drawn:
            date = FIRST_DAY + datetime.timedelta(n["date"])
            session = store.create(Session(n["name"], n["players"], RuleSet.from_json(n["rules"]),
                                           unit_value=n["unit_value"], currency=n["currency"], date=date))
            night = Night(list(n["players"]), n["rules"], money(n["unit_value"]))
            for deal in n["deals"]:
                try:
                    session.add_hand(deal)
                    taken = True
                except ScorekeeperError:
                    taken = False
                assert night.add(deal) == taken, f"{n['name']}: core took the deal {taken}: {deal}"
            evenings.append(reference.Evening(n["name"], date, n["currency"], night))
    return evenings


def season_differences(season: Any, evenings: list[reference.Evening]) -> list[str]:
    """Standings, head-to-head and records of the core's ``Season`` against the reference's."""
    out = []
    want = reference.standings(evenings)
    got = {s.player: (s.units, nonzero(s.money), s.nights, s.hands, s.nights_won) for s in season.standings}
    expected = {p: (s.units, nonzero(s.money), s.nights, s.hands, s.nights_won) for p, s in want.items()}
    if got != expected:
        out.append(f"standings: core {got}, reference {expected}")
    units = [s.units for s in season.standings]
    if units != sorted(units, reverse=True):
        out.append(f"standings not best first: {units}")
    pairs = reference.head_to_head(evenings)
    for a in want:
        for b in want:
            if a < b:
                h = season.head_to_head(a, b)
                mine = None if h is None else (h[0], nonzero(h[1]))
                theirs = pairs.get((a, b))
                if mine != (None if theirs is None else (theirs[0], nonzero(theirs[1]))):
                    out.append(f"{a} v {b}: core {mine}, reference {pairs.get((a, b))}")
    records = season.records()
    wanted = reference.records(evenings)
    if set(records) != set(wanted):
        out.append(f"records: core {sorted(records)}, reference {sorted(wanted)}")
    for key, record in records.items():
        if key not in wanted:
            continue
        value, holders = wanted[key]
        shown = record.get("units", record.get("nights", record.get("scoops")))
        if Fraction(str(shown)) != Fraction(value) and not (isinstance(shown, float) and
                                                          abs(Fraction(str(shown)) - Fraction(value)) < 1e-4):
            out.append(f"{key}: core {record}, reference {value} by {sorted(holders)}")
        elif record["player"] not in holders:
            out.append(f"{key}: core names {record['player']}, reference {sorted(holders)} for {value}")
    return out


def nonzero(money: dict[str, Fraction]) -> dict[str, Fraction]:
    """Money per currency, leaving out a currency whose amount is 0 (whether shown or not)."""
    return {c: m for c, m in money.items() if m}
