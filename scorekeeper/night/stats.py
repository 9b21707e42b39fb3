"""Per-player statistics over a session: rows, scoops, fouls, royalties, naturals, Fantasyland, best hand."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from scorekeeper.game import ROWS, Row
from scorekeeper.night.session import Session
from scorekeeper.night.settle import to_decimal

ZERO = Fraction(0)


@dataclass(frozen=True)
class HandMark:
    """A player's notable hand: its number and the units it won (negative when lost)."""

    number: int
    units: Fraction


@dataclass(frozen=True)
class PlayerStats:
    """One player's session in numbers.

    Rows count each pair's comparison row by row, only in pairs played out (no foul penalty,
    surrender or natural settled the pair); ``scoops_for`` counts pairs where the player won all three
    rows, ``scoops_against`` where the opponent did. ``fantasyland_entries`` counts hands that earned
    Fantasyland for the next hand while the player was not in it this hand.
    """

    player: str
    hands: int
    units: Fraction
    money: Decimal
    rows_won: Mapping[Row, int]
    rows_lost: Mapping[Row, int]
    rows_tied: Mapping[Row, int]
    scoops_for: int
    scoops_against: int
    fouls: int
    surrenders: int
    royalties: Fraction
    naturals: int
    fantasyland_entries: int
    best_hand: HandMark | None
    worst_hand: HandMark | None


class _Tally:
    def __init__(self) -> None:
        self.hands = 0
        self.won = dict.fromkeys(ROWS, 0)
        self.lost = dict.fromkeys(ROWS, 0)
        self.tied = dict.fromkeys(ROWS, 0)
        self.scoops_for = self.scoops_against = 0
        self.fouls = self.surrenders = self.naturals = self.fantasyland_entries = 0
        self.royalties = ZERO
        self.best: HandMark | None = None
        self.worst: HandMark | None = None


def session_stats(session: Session) -> dict[str, PlayerStats]:
    """Statistics for every player, in seat order. Reads every hand's full result (scored on first use)."""
    tally = {p: _Tally() for p in session.players}
    for hand in session.hands:
        result = hand.result
        for name, won in hand.units.items():
            t = tally.get(name)
            if t is None:
                continue
            t.hands += 1
            mark = HandMark(hand.number, won)
            if t.best is None or won > t.best.units:
                t.best = mark
            if t.worst is None or won < t.worst.units:
                t.worst = mark
            player = result.players.get(name)
            if player is not None:
                t.fouls += player.fouled
                t.surrenders += player.surrendered
                t.naturals += bool(player.natural)
                t.royalties += sum(player.royalties.values(), ZERO)
                state = player.fantasyland
                earned = bool(state.get("next")) if isinstance(state, Mapping) else False
                t.fantasyland_entries += earned and not hand.fantasyland.get(name, False)
        for pair in result.pairs:
            a, b = pair.players
            pa, pb = result.players.get(a), result.players.get(b)
            if pair.rows is None or pa is None or pb is None or a not in tally or b not in tally:
                continue
            if not pair.played_out:
                continue
            ta, tb = tally[a], tally[b]
            for row in ROWS:
                outcome = pair.rows.get(row, 0)
                if outcome > 0:
                    ta.won[row] += 1
                    tb.lost[row] += 1
                elif outcome < 0:
                    ta.lost[row] += 1
                    tb.won[row] += 1
                else:
                    ta.tied[row] += 1
                    tb.tied[row] += 1
            if all(pair.rows.get(row, 0) > 0 for row in ROWS):
                ta.scoops_for += 1
                tb.scoops_against += 1
            elif all(pair.rows.get(row, 0) < 0 for row in ROWS):
                tb.scoops_for += 1
                ta.scoops_against += 1
    units, money = session.net_units(), session.net_money()
    return {p: PlayerStats(p, t.hands, units.get(p, ZERO), to_decimal(money.get(p, ZERO)), t.won, t.lost,
                           t.tied, t.scoops_for, t.scoops_against, t.fouls, t.surrenders, t.royalties,
                           t.naturals, t.fantasyland_entries, t.best, t.worst)
            for p, t in tally.items()}
