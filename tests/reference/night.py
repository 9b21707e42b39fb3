"""RULES E: a night recomputed naively from its hands: every operation keeps a full copy for undo, and
units, money, standings, the settle-up and statistics are worked out afresh from the hands each time."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from fractions import Fraction

from tests.reference.deal import Refused, Result, score
from tests.reference.entries import ROWS


@dataclass
class Hand:
    """One hand as the night keeps it: the deal (no dealer), who dealt and the unit value it was played at."""

    deal: dict
    dealer: str
    unit: Fraction


@dataclass
class Night:
    """Players in seat order, the rules, the unit for new hands, the hands, and full copies for undo."""

    players: list[str]
    rules: dict
    unit: Fraction
    hands: list[Hand] = field(default_factory=list)
    undo_copies: list[tuple] = field(default_factory=list)
    redo_copies: list[tuple] = field(default_factory=list)

    # -- operations: each returns False (and changes nothing) when the rule book refuses it ------------

    def _state(self) -> tuple:
        return copy.deepcopy((self.rules, self.unit, self.hands))

    def _commit(self, before: tuple) -> bool:
        self.undo_copies.append(before)
        self.redo_copies.clear()
        return True

    def _playable(self, hands: list[Hand], rules: dict) -> bool:
        try:
            results(self.players, hands, rules)
        except Refused:
            return False
        return True

    def next_dealer(self) -> str:
        """E1: one seat clockwise from the last hand's dealer (the first player deals first)."""
        if not self.hands:
            return self.players[0]
        return self.players[(self.players.index(self.hands[-1].dealer) + 1) % len(self.players)]

    def add(self, deal: dict, unit: Fraction | None = None) -> bool:
        hands = [*self.hands, Hand(deal, self.next_dealer(), self.unit if unit is None else unit)]
        return self._change(hands, self.rules)

    def replace(self, number: int, deal: dict) -> bool:
        """The hand's dealer and unit value stay."""
        if not 1 <= number <= len(self.hands):
            return False
        old = self.hands[number - 1]
        hands = [*self.hands[: number - 1], Hand(deal, old.dealer, old.unit), *self.hands[number:]]
        return self._change(hands, self.rules)

    def delete(self, number: int) -> bool:
        if not 1 <= number <= len(self.hands):
            return False
        return self._change(self.hands[: number - 1] + self.hands[number:], self.rules)

    def set_rules(self, rules: dict) -> bool:
        """Every hand is scored again under the new rules; refused if one of them cannot be."""
        return self._change(self.hands, rules)

    def set_unit(self, unit: Fraction) -> bool:
        before = self._state()
        self.unit = unit
        return self._commit(before)

    def _change(self, hands: list[Hand], rules: dict) -> bool:
        if not self._playable(hands, rules):
            return False
        before = self._state()
        self.hands, self.rules = hands, rules
        return self._commit(before)

    def undo(self) -> bool:
        if not self.undo_copies:
            return False
        self.redo_copies.append(self._state())
        self.rules, self.unit, self.hands = self.undo_copies.pop()
        return True

    def redo(self) -> bool:
        if not self.redo_copies:
            return False
        self.undo_copies.append(self._state())
        self.rules, self.unit, self.hands = self.redo_copies.pop()
        return True

    # -- totals, worked out afresh --------------------------------------------------------------------------

    def results(self) -> list[Result]:
        return results(self.players, self.hands, self.rules)

    def units(self) -> dict[str, Fraction]:
        out = dict.fromkeys(self.players, Fraction(0))
        for result in self.results():
            for name, units in result.units.items():
                out[name] += units
        return out

    def money(self) -> dict[str, Fraction]:
        """E2: each hand's units times that hand's unit value."""
        out = dict.fromkeys(self.players, Fraction(0))
        for hand, result in zip(self.hands, self.results(), strict=True):
            for name, units in result.units.items():
                out[name] += units * hand.unit
        return out

    def standings(self) -> list[tuple[str, Fraction, Fraction, int]]:
        """(player, units, money, rank) best first by money, then units, then seat; equal money, equal rank."""
        units, money = self.units(), self.money()
        order = sorted(self.players, key=lambda p: (-money[p], -units[p], self.players.index(p)))
        ranks = [1 + sum(money[q] > money[p] for q in self.players) for p in order]
        return [(p, units[p], money[p], r) for p, r in zip(order, ranks, strict=True)]


def results(players: list[str], hands: list[Hand], rules: dict) -> list[Result]:
    """Every hand scored in order, Fantasyland carried from each hand to the next (C4)."""
    out = []
    carried = dict.fromkeys(players, False)
    for hand in hands:
        result = score({**hand.deal, "dealer": hand.dealer}, rules, carried)
        carried = {p: bool(s and s["next"]) for p, s in result.fantasyland.items()}
        out.append(result)
    return out


def settle_up(nets: dict[str, Fraction]) -> list[tuple[str, str, Fraction]]:
    """E4: the largest debtor pays the largest creditor, again and again (equal amounts: seat order)."""
    balance = dict(nets)
    payments = []
    while any(balance.values()):
        debtor = min(balance, key=lambda p: (balance[p], list(balance).index(p)))
        creditor = max(balance, key=lambda p: (balance[p], -list(balance).index(p)))
        amount = min(-balance[debtor], balance[creditor])
        payments.append((debtor, creditor, amount))
        balance[debtor] += amount
        balance[creditor] -= amount
    return payments


@dataclass
class Stats:
    """One player's night in numbers, counted from the hands (the fields of the app's statistics)."""

    hands: int = 0
    rows_won: dict = field(default_factory=lambda: dict.fromkeys(ROWS, 0))
    rows_lost: dict = field(default_factory=lambda: dict.fromkeys(ROWS, 0))
    rows_tied: dict = field(default_factory=lambda: dict.fromkeys(ROWS, 0))
    scoops_for: int = 0
    scoops_against: int = 0
    fouls: int = 0
    surrenders: int = 0
    royalties: Fraction = Fraction(0)
    naturals: int = 0
    fantasyland_entries: int = 0
    best: tuple[int, Fraction] | None = None
    worst: tuple[int, Fraction] | None = None


def statistics(night: Night) -> dict[str, Stats]:
    """Rows and scoops only where rows were played out (B6: a foul penalty, surrender or natural is no scoop);
    best and worst hand the first with the most and the least units."""
    stats = {p: Stats() for p in night.players}
    for number, result in enumerate(night.results(), start=1):
        for name, units in result.units.items():
            s = stats[name]
            s.hands += 1
            if s.best is None or units > s.best[1]:
                s.best = (number, units)
            if s.worst is None or units < s.worst[1]:
                s.worst = (number, units)
            readings = result.readings[name]
            s.fouls += any(r.fouled for r in readings)
            s.surrenders += any(r.surrendered for r in readings)
            s.naturals += any(r.natural for r in readings)
            s.royalties += sum((v for r in readings for v in r.royalties.values()), Fraction(0))
            state = result.fantasyland.get(name)
            s.fantasyland_entries += bool(state and state["next"] and not state["playing"])
        for pair in result.pairs:
            if not pair.played_out:
                continue
            a, b = stats[pair.first], stats[pair.second]
            for row, outcome in pair.rows.items():
                (a.rows_won if outcome > 0 else a.rows_lost if outcome < 0 else a.rows_tied)[row] += 1
                (b.rows_lost if outcome > 0 else b.rows_won if outcome < 0 else b.rows_tied)[row] += 1
            if all(o > 0 for o in pair.rows.values()):
                a.scoops_for += 1
                b.scoops_against += 1
            elif all(o < 0 for o in pair.rows.values()):
                b.scoops_for += 1
                a.scoops_against += 1
    return stats
