"""A given setting valued the way the solver ranks settings: expected units against one opponent.

Setting skill compares the setting a player chose with the solver's best (``solve``); both numbers must
come from the same tables and the same adding up, so this reads each row's strength with the solver's
lookups and adds the row tables and the scoop bonus or overall unit exactly as ``rank_codes`` does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.errors import InvalidCards
from scorekeeper.language import _
from scorekeeper.read.cards import Card, find_duplicates
from scorekeeper.rules import RuleSet
from scorekeeper.solver.search import solve
from scorekeeper.solver.tables import Lookup, RowTables, five_lookup, front_lookup, row_tables

_EPSILON = 1e-9


@dataclass(frozen=True)
class SettingGap:
    """A chosen setting next to the best one: expected units of each, and whether the choice was best."""

    chosen: float
    best: float

    @property
    def gap(self) -> float:
        """Expected units given away by the choice (never below 0)."""
        return max(0.0, self.best - self.chosen)

    @property
    def set_best(self) -> bool:
        return self.gap <= _EPSILON


def _strength(cards: Sequence[Card], lookup: Lookup) -> int:
    """A row's strength in the solver's tables (Cactus Kev: rank primes, and rank bits for a flush)."""
    import numpy as np

    product = 1
    suits = 0xF000
    bits = 0
    for card in cards:
        product *= card.code & 0xFF
        suits &= card.code & 0xF000
        bits |= card.code >> 16
    if len(cards) == 5 and suits and lookup.flush.size:
        return int(lookup.flush[bits])
    index = int(np.searchsorted(lookup.products, product))
    return int(lookup.strengths[index])


def _combination(tables: RowTables, f: int, m: int, b: int) -> float:
    """The scoop bonus or the 2-4 overall unit, rows taken as independent (as ``rank_codes`` adds it)."""
    win_f, win_m, win_b = float(tables.win[0][f]), float(tables.win[1][m]), float(tables.win[2][b])
    lose_f, lose_m, lose_b = float(tables.lose[0][f]), float(tables.lose[1][m]), float(tables.lose[2][b])
    if tables.combine == "scoop":
        return tables.bonus * (win_f * win_m * win_b - lose_f * lose_m * lose_b)
    if tables.combine == "two_or_more":
        two_wins = win_f * (win_m + win_b) + win_m * win_b * (1 - 2 * win_f)
        two_losses = lose_f * (lose_m + lose_b) + lose_m * lose_b * (1 - 2 * lose_f)
        return tables.bonus * (two_wins - two_losses)
    if tables.combine == "net_rows":
        tie_f, tie_m = 1 - win_f - lose_f, 1 - win_m - lose_m
        up2, down2 = win_f * win_m, lose_f * lose_m
        up1, down1 = win_f * tie_m + tie_f * win_m, lose_f * tie_m + tie_f * lose_m
        even = tie_f * tie_m + win_f * lose_m + lose_f * win_m
        return tables.bonus * (up2 - down2 + up1 * (1 - lose_b) - down1 * (1 - win_b) + even * (win_b - lose_b))
    return 0.0


def foul_units(rules: RuleSet) -> float:
    """A fouled setting's expected units against one opponent: every row lost, and the scoop or overall unit."""
    tables = row_tables(rules)
    return -(3.0 + (tables.bonus if tables.combine != "rows" else 0.0))


def setting_units(front: Sequence[Card], middle: Sequence[Card], back: Sequence[Card],
                  rules: RuleSet | None = None) -> float:
    """Expected units of this setting against one opponent, as ``solve`` values every setting.

    A fouled setting (a middle beating the back, or a front beating the middle) is worth ``foul_units``.

    Raises:
        InvalidCards: unless the rows hold 3, 5 and 5 different cards.
    """
    rows = (tuple(front), tuple(middle), tuple(back))
    if tuple(len(r) for r in rows) != (3, 5, 5):
        raise InvalidCards(_("a setting has 3, 5 and 5 cards, not {front}, {middle} and {back}").format(
            front=len(rows[0]), middle=len(rows[1]), back=len(rows[2])))
    dups = find_duplicates(rows[0] + rows[1] + rows[2])
    if dups:
        raise InvalidCards(_("{card} is used twice: one deck has each card once").format(card=dups[0]))
    rules = rules or RuleSet.preset()
    tables = row_tables(rules)
    five = five_lookup(tables.wheel, False)
    f = _strength(rows[0], front_lookup())
    m = _strength(rows[1], five_lookup("none", True) if tables.lowball else five)
    b = _strength(rows[2], five)
    if _fouled(rows, f, m, b, tables):
        return foul_units(rules)
    return (float(tables.ev[0][f]) + float(tables.ev[1][m]) + float(tables.ev[2][b])
            + _combination(tables, f, m, b))


def _fouled(rows: tuple[tuple[Card, ...], ...], f: int, m: int, b: int, tables: RowTables) -> bool:
    """The solver's foul test: the front must not beat the middle, nor the middle the back."""
    from scorekeeper.solver.tables import front_below

    below = int(front_below(tables.wheel)[f])
    if tables.lowball:
        return b <= below
    return m > b or m <= below


def setting_gap(front: Sequence[Card], middle: Sequence[Card], back: Sequence[Card],
                rules: RuleSet | None = None) -> SettingGap:
    """The chosen setting's expected units next to the best setting's of the same 13 cards."""
    rules = rules or RuleSet.preset()
    chosen = setting_units(front, middle, back, rules)
    best = solve(tuple(front) + tuple(middle) + tuple(back), rules, top=1)[0].expected_units
    return SettingGap(chosen, best)
