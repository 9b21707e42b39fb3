"""One deal as entered at the table: each player's board or quick entry, read from the hand-file JSON."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from operator import attrgetter
from typing import Any

from scorekeeper.game import BACK, FRONT, MIDDLE, ROWS, Game, Row
from scorekeeper.language import _
from scorekeeper.read.cards import Card, format_cards
from scorekeeper.read.limits import shown
from scorekeeper.rules import RuleSet
from scorekeeper.value.hand_value import HandValue
from scorekeeper.value.hands import short, value_of_five, value_of_front

_DECK_BIT = attrgetter("deck_bit")


@dataclass(frozen=True)
class Foul:
    """Why a board is mis-set: its ``lower`` row beats (or ``equal``s) its ``upper`` row, cards as ranks.

    A quick entry marked fouled has no rows: ``lower`` is None and nothing more is known.
    """

    lower: Row | None = None
    upper: Row | None = None
    lower_ranks: str = ""
    upper_ranks: str = ""
    equal: bool = False

    @property
    def rows(self) -> tuple[Row, ...]:
        """The two rows out of order (lower first), for a screen to mark; () when a quick entry says only "fouled"."""
        return tuple(row for row in (self.lower, self.upper) if row is not None)


@dataclass(frozen=True)
class Board:
    """Thirteen cards set as front (3), middle (5) and back (5)."""

    front: tuple[Card, ...]
    middle: tuple[Card, ...]
    back: tuple[Card, ...]

    def row(self, row: Row) -> tuple[Card, ...]:
        cards: tuple[Card, ...] = getattr(self, row)
        return cards

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.front + self.middle + self.back

    def values(self, rules: RuleSet) -> dict[Row, HandValue]:
        """Each row's value under the rules (a lowball middle is a deuce-to-seven value)."""
        wheel = rules.wheel
        return {
            FRONT: value_of_front(self.front),
            MIDDLE: value_of_five(self.middle, wheel, rules.lowball_middle),  # type: ignore[arg-type]
            BACK: value_of_five(self.back, wheel),  # type: ignore[arg-type]
        }

    def foul_reason(self, rules: RuleSet) -> Foul | None:
        """Why the board is mis-set (front Q-Q-7 beats middle Q-Q-6-5-4), or None; ``words`` words it."""
        v = self.values(rules)
        pairs: tuple[tuple[Row, Row], ...] = ((FRONT, BACK),) if rules.lowball_middle else (
            (FRONT, MIDDLE), (MIDDLE, BACK))
        for lower, upper in pairs:
            if v[lower] > v[upper]:
                return Foul(lower, upper, short(self.row(lower)), short(self.row(upper)))
            if rules.equal_rows_foul and v[upper].key[:len(v[lower].key)] == v[lower].key:
                # RULES B9: "strictly weaker"; a front equal to the middle's top cards counts as equal.
                return Foul(lower, upper, short(self.row(lower)), short(self.row(upper)), equal=True)
        return None

    def to_json(self) -> dict[str, str]:
        return {row: format_cards(self.row(row)) for row in ROWS}

    def identity(self) -> tuple[int, int, int]:
        """Each row's cards as one bit per card of the deck (the order within a row does not score)."""
        return sum(map(_DECK_BIT, self.front)), sum(map(_DECK_BIT, self.middle)), sum(map(_DECK_BIT, self.back))


@dataclass(frozen=True)
class Entry:
    """One player's part of a deal: a board, a surrender, or a quick entry without cards."""

    name: str
    board: Board | None = None
    surrender: bool = False
    natural: str | None = None
    places: Mapping[Row, int] | None = None
    royalties: Mapping[Row, Fraction] | None = None
    fouled: bool = False
    boards: tuple[Board, ...] = ()
    discards: tuple[Card, ...] = ()
    fantasyland: bool | None = None

    @property
    def quick(self) -> bool:
        return self.places is not None

    def identity(self) -> tuple[object, ...]:
        """Every field that scores, as plain values in a fixed order (quick-entry rows sorted), for the key."""
        return (self.name, None if self.board is None else self.board.identity(), self.surrender, self.natural,
                None if self.places is None else sorted(self.places.items()),
                None if self.royalties is None else sorted((r, str(u)) for r, u in self.royalties.items()),
                self.fouled, tuple(b.identity() for b in self.boards), sum(map(_DECK_BIT, self.discards)),
                self.fantasyland)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name}
        if self.surrender:
            out["surrender"] = True
        if self.board is not None:
            out.update(self.board.to_json())
        if self.boards:
            out["boards"] = [b.to_json() for b in self.boards]
        if self.places is not None:
            out["places"] = dict(self.places)
            if self.royalties:
                out["royalties"] = {r: _number(u) for r, u in self.royalties.items()}
            out["fouled"] = self.fouled
        if self.natural:
            out["natural"] = self.natural
        if self.discards:
            out["discards"] = format_cards(self.discards)
        if self.fantasyland is not None:
            out["fantasyland"] = self.fantasyland
        return out


def _number(value: Fraction) -> int | str:
    return int(value) if value.denominator == 1 else str(value)


@dataclass(frozen=True)
class Deal:
    """Every player's entry in seat order (clockwise) and who dealt."""

    players: tuple[Entry, ...]
    dealer: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    def scoring_order(self) -> tuple[str, ...]:
        """Seats from the dealer's left round to the dealer (RULES E1); no dealer: seat order."""
        names = self.names
        if self.dealer is None:
            return names
        start = (names.index(self.dealer) + 1) % len(names)
        return names[start:] + names[:start]

    def identity(self) -> str:
        """A stable text made from the typed deal (same deal, same text): a hand's cache key is built on it."""
        return repr((self.dealer, tuple(p.identity() for p in self.players)))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": [p.to_json() for p in self.players]}
        if self.dealer is not None:
            out["dealer"] = self.dealer
        return out


def players_problem(names: Sequence[str], rules: RuleSet, what: str = "a deal") -> str | None:
    """What is wrong with a table of these names under the rules (count, repeated name), or None."""
    lo, hi = (2, 2) if rules.game.has_two_boards else (2, 3 if rules.game is Game.PINEAPPLE else 4)
    if not lo <= len(names) <= hi:
        game = {Game.CRISS_CROSS: _("criss-cross"), Game.PINEAPPLE: _("pineapple")}.get(rules.game, what)
        if lo == hi:
            return _("{game} needs exactly {low} players, not {count}").format(game=game, low=lo, count=len(names))
        return _("{game} needs {low} to {high} players, not {count}").format(game=game, low=lo, high=hi,
                                                                             count=len(names))
    for name in names:
        if names.count(name) > 1:
            return _("the name {name} is used for two players").format(name=shown(name))
    return None
