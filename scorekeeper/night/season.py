"""A season: many nights added up per player (standings, head-to-head, records), from per-hand facts.

Pure: it takes nights already read from the store (``scorekeeper.night.season_facts``) and never scores a deal.
Players are people (the store's players), so "Ann" on two Fridays is one row of the standings.
"""

from __future__ import annotations

import datetime
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from scorekeeper.night.settle import money_text
from scorekeeper.rules import json_number

ZERO = Fraction(0)


@dataclass(frozen=True)
class HandFacts:
    """One hand as the season needs it: each player's units, every pair's units, scoops, setting skill."""

    number: int
    unit_value: Fraction
    units: Mapping[str, Fraction | int]
    pairs: tuple[tuple[str, str, Fraction | int], ...]
    """Each pair's units from the first player's side, as the deal's result lists them."""
    scoops: Mapping[str, int] = field(default_factory=dict)
    stake: str = ""
    """The unit value as exact text (a cheap key to add units up by); empty: ``str(unit_value)``."""
    reviewable: tuple[str, ...] = ()
    """Players who set 13 cards themselves (no surrender, natural or quick entry): their skill can be read."""
    skill: Mapping[str, tuple[float, bool]] | None = None
    """Each reviewable player's gap to the best setting and whether they set it best; None: not worked out."""


@dataclass(frozen=True)
class Skill:
    """Setting skill over some hands: how many, the expected units given away in all, how many set best."""

    hands: int = 0
    gap: float = 0.0
    best: int = 0

    def __add__(self, other: Skill) -> Skill:
        return Skill(self.hands + other.hands, self.gap + other.gap, self.best + other.best)

    @property
    def average_gap(self) -> float:
        return self.gap / self.hands if self.hands else 0.0

    @property
    def best_share(self) -> float:
        return self.best / self.hands if self.hands else 0.0


Units = Fraction | int


@dataclass(frozen=True)
class Night:
    """One session of the season added up, its players named as the store's players.

    What a season adds up and nothing more, so a season of 200 nights reads 200 of these, not every hand.
    """

    session_id: int
    name: str
    date: datetime.date
    currency: str
    players: tuple[str, ...]
    hand_count: int
    units: Mapping[str, Mapping[str, Units]]
    """Each player's units per stake (the unit value as exact text): money is worked out once from these."""
    hands: Mapping[str, int]
    scoops: Mapping[str, int]
    biggest: Mapping[str, tuple[int, Units]]
    """Each player's biggest hand of the night (the first if equal): its number and units."""
    pairs: Mapping[tuple[str, str], Mapping[str, Units]]
    """Each pair's units per stake, from the side of the first name in sorted order."""
    skill: Mapping[str, Skill] = field(default_factory=dict)
    skill_pending: int = 0
    """Hands entered with cards whose setting skill is not worked out yet."""

    def totals(self) -> dict[str, Fraction]:
        """Each player's units over the night."""
        out = {p: Fraction(0) for p in self.players}
        for player, by_stake in self.units.items():
            out[player] = Fraction(sum(by_stake.values()))
        return out


def summarise(session_id: int, name: str, date: datetime.date, currency: str, players: Sequence[str],
              hands: Sequence[HandFacts]) -> Night:
    """One night's hands added up into what the season reads."""
    units: dict[str, dict[str, Units]] = {p: {} for p in players}
    played: dict[str, int] = defaultdict(int)
    scoops: dict[str, int] = defaultdict(int)
    biggest: dict[str, tuple[int, Units]] = {}
    pairs: dict[tuple[str, str], dict[str, Units]] = defaultdict(lambda: defaultdict(int))
    skill: dict[str, Skill] = {}
    pending = 0
    for hand in hands:
        stake = hand.stake or str(hand.unit_value)
        for player, u in hand.units.items():
            by = units.setdefault(player, {})
            by[stake] = by.get(stake, 0) + u
            played[player] += 1
            if player not in biggest or u > biggest[player][1]:
                biggest[player] = (hand.number, u)
        for player, count in hand.scoops.items():
            scoops[player] += count
        for a, b, u in hand.pairs:
            if b < a:
                a, b, u = b, a, -u
            pairs[(a, b)][stake] += u
        if hand.reviewable and hand.skill is None:
            pending += 1
        for player, (gap, best) in (hand.skill or {}).items():
            skill[player] = skill.get(player, Skill()) + Skill(1, gap, int(best))
    return Night(session_id, name, date, currency, tuple(players), len(hands), units, dict(played),
                 dict(scoops), biggest, {k: dict(v) for k, v in pairs.items()}, skill, pending)


@dataclass(frozen=True)
class SeasonStanding:
    """One player's season: units, money per currency, nights, hands and nights won."""

    player: str
    units: Fraction
    money: Mapping[str, Fraction]
    nights: int
    hands: int
    nights_won: int

    @property
    def average(self) -> Fraction:
        """Units per hand played (0 before the first hand)."""
        return self.units / self.hands if self.hands else ZERO


class Season:
    """Standings, head-to-head, records and setting skill over the nights given (in date order)."""

    def __init__(self, nights: Sequence[Night]) -> None:
        self.nights = tuple(sorted(nights, key=lambda n: (n.date, n.session_id)))
        self._totals = [night.totals() for night in self.nights]
        # Units are added per (currency, unit value) and turned into money once at the end: exact and fast.
        staked: dict[str, dict[tuple[str, str], Units]] = defaultdict(lambda: defaultdict(int))
        pairs: dict[tuple[str, str], dict[tuple[str, str], Units]] = defaultdict(lambda: defaultdict(int))
        nights_played: dict[str, int] = defaultdict(int)
        hands: dict[str, int] = defaultdict(int)
        won: dict[str, int] = defaultdict(int)
        skill: dict[str, Skill] = {}
        for night, totals in zip(self.nights, self._totals, strict=True):
            for player, by_stake in night.units.items():
                mine = staked[player]
                for stake, u in by_stake.items():
                    mine[(night.currency, stake)] += u
            for player, count in night.hands.items():
                hands[player] += count
            for pair, by_stake in night.pairs.items():
                for stake, u in by_stake.items():
                    pairs[pair][(night.currency, stake)] += u
            for player in night.players:
                nights_played[player] += 1
            for player, s in night.skill.items():
                skill[player] = skill.get(player, Skill()) + s
            best = max(totals.values(), default=ZERO)
            for player, total in totals.items():
                if best > 0 and total == best:
                    won[player] += 1
        self._pairs = {pair: (Fraction(sum(by.values())), _money(by)) for pair, by in pairs.items()}
        self.standings = sorted(
            (SeasonStanding(p, Fraction(sum(staked[p].values())), _money(staked[p]), nights_played[p], hands[p],
                            won[p]) for p in nights_played),
            key=lambda s: (-s.units, s.player.casefold(), s.player))
        place = {s.player: i for i, s in enumerate(self.standings)}
        self.skill = sorted(((p, s) for p, s in skill.items() if s.hands),
                            key=lambda x: (x[1].average_gap, place.get(x[0], 0), x[0]))
        """Each player's setting skill over the season, smallest average gap first."""
        self.skill_pending = sum(n.skill_pending for n in self.nights)

    @property
    def hand_count(self) -> int:
        return sum(n.hand_count for n in self.nights)

    def head_to_head(self, a: str, b: str) -> tuple[Fraction, dict[str, Fraction]] | None:
        """``a``'s net units and money against ``b`` over the season, or None if they never met."""
        if b < a:
            mirror = self.head_to_head(b, a)
            return None if mirror is None else (-mirror[0], {c: -m for c, m in mirror[1].items()})
        found = self._pairs.get((a, b))
        return None if found is None else (found[0], dict(found[1]))

    def pairs(self) -> list[tuple[str, str]]:
        """Every pair who met, the better-placed player first, in standings order."""
        place = {s.player: i for i, s in enumerate(self.standings)}
        ordered = [(a, b) if place[a] <= place[b] else (b, a) for a, b in self._pairs]
        return sorted(ordered, key=lambda p: (place[p[0]], place[p[1]]))

    def records(self) -> dict[str, dict[str, Any]]:
        """Best and worst night, longest run of winning nights, most scoops in a night, biggest hand."""
        out: dict[str, dict[str, Any]] = {}
        nights = [(night, p, t) for night, totals in zip(self.nights, self._totals, strict=True)
                  for p, t in sorted(totals.items())]
        if nights:
            best = max(nights, key=lambda x: x[2])
            worst = min(nights, key=lambda x: x[2])
            out["best_night"] = _night_record(best[0], best[1], units=json_number(best[2]))
            out["worst_night"] = _night_record(worst[0], worst[1], units=json_number(worst[2]))
        run = self._longest_winning_run()
        if run is not None:
            out["longest_winning_run"] = run
        scoops = [(night, p, night.scoops.get(p, 0)) for night in self.nights for p in night.players]
        top = max(scoops, key=lambda x: x[2], default=None)
        if top is not None and top[2] > 0:
            out["most_scoops"] = _night_record(top[0], top[1], scoops=top[2])
        biggest: tuple[Night, int, str, Units] | None = None
        for night in self.nights:
            for player, (number, u) in night.biggest.items():
                if biggest is None or u > biggest[3] or (u == biggest[3] and biggest[0] is night and (
                        number, player) < (biggest[1], biggest[2])):
                    biggest = (night, number, player, u)
        if biggest is not None and biggest[3] > 0:
            out["biggest_hand"] = _night_record(biggest[0], biggest[2], hand=biggest[1],
                                                units=json_number(biggest[3]))
        return out

    def _longest_winning_run(self) -> dict[str, Any] | None:
        """Most nights in a row a player finished up (nights they missed do not break the run)."""
        best: tuple[int, str, Night, Night] | None = None
        current: dict[str, tuple[int, Night]] = {}
        for night, totals in zip(self.nights, self._totals, strict=True):
            for player, total in sorted(totals.items()):
                if total > 0:
                    count, first = current.get(player, (0, night))
                    current[player] = (count + 1, first)
                    if best is None or count + 1 > best[0]:
                        best = (count + 1, player, first, night)
                else:
                    current.pop(player, None)
        if best is None:
            return None
        return {"player": best[1], "nights": best[0], "from": best[2].date.isoformat(), "to": best[3].date.isoformat()}

    def to_json(self) -> dict[str, Any]:
        """What ``scorekeeper season`` prints (FORMAT.md)."""
        return {
            "sessions": len(self.nights),
            "hands": self.hand_count,
            "from": self.nights[0].date.isoformat() if self.nights else None,
            "to": self.nights[-1].date.isoformat() if self.nights else None,
            "standings": [{"player": s.player, "units": json_number(s.units), "money": _money_json(s.money),
                           "nights": s.nights, "hands": s.hands, "nights_won": s.nights_won}
                          for s in self.standings],
            "head_to_head": [{"players": [a, b], "units": json_number(h[0]), "money": _money_json(h[1])}
                             for a, b in self.pairs() if (h := self.head_to_head(a, b)) is not None],
            "records": self.records(),
            "skill": [{"player": p, "hands": s.hands, "average_gap": round(s.average_gap, 4),
                       "best_share": round(s.best_share, 4)} for p, s in self.skill],
        }


def _money(staked: Mapping[tuple[str, str], Fraction | int]) -> dict[str, Fraction]:
    """Money per currency from units added up per (currency, unit value as text)."""
    out: dict[str, Fraction] = {}
    for (currency, unit_value), units in sorted(staked.items()):
        out[currency] = out.get(currency, ZERO) + units * Fraction(unit_value)
    return out


def _money_json(money: Mapping[str, Fraction]) -> dict[str, str]:
    return {cur: money_text(amount, cur) for cur, amount in sorted(money.items())}


def _night_record(night: Night, player: str, **values: Any) -> dict[str, Any]:
    return {"player": player, "session": night.name, "date": night.date.isoformat(), **values}
