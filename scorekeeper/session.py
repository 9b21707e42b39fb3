"""A night at the table: players in seat order, the rules, every hand, standings and undo (RULES E).

A ``Session`` is the one mutable object of the core. Its hands are immutable records; every operation
(add, replace, delete, set_rules, set_unit_value, rename) is an edit with an exact inverse, so undo and
redo are exact. A session bound to a store (``scorekeeper.store``) writes each operation through in one
transaction before the method returns.

Scoring is lazy where it can be: a hand's units and Fantasyland flags are kept per hand under a key of
(rules, deal text, Fantasyland carried in, scoring code), so reopening a stored session does not
re-score hands the store already scored with the same code. A hand's full ``DealResult`` (lines,
row values) is computed when first read and then kept.
"""

from __future__ import annotations

import copy
import dataclasses
import datetime
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, overload

from scorekeeper import limits
from scorekeeper.deal import Deal, deal_from_json, players_problem, verify_deal
from scorekeeper.errors import ScorekeeperError, SessionError
from scorekeeper.rules import RuleSet, json_number
from scorekeeper.session_hands import (
    ZERO,
    Entered,
    Hand,
    HandSource,
    Scored,
    carries_fantasyland,
    hand_key,
    rescore,
    rules_text,
    score_entered,
)
from scorekeeper.settle import Payment, format_money, money_text, round_nets, settle_up, to_decimal

__all__ = ["Change", "Hand", "HandList", "Session", "Standing", "parse_money", "rules_text", "verify_players"]


# -- small records the UI reads -------------------------------------------------------------------


@dataclass(frozen=True)
class Change:
    """What one operation (or its undo/redo) did, so a view refreshes only that.

    ``kind`` is the effect on the hand list: ``add`` (a hand was inserted at ``hands[0]``; the other
    numbers are later hands renumbered), ``delete`` (hand ``hands[0]`` was removed; the others were
    renumbered), ``replace`` (those hands' rows changed), ``rules`` (every hand re-scored; ``hands``
    lists those whose units changed), ``unit_value`` or ``rename`` (no hand rows changed).
    ``text`` names the user's action for undo menus ("Add hand 4"); undoing that add reports
    kind ``delete`` with the same text and ``direction`` ``undo``.
    """

    kind: str
    hands: tuple[int, ...]
    text: str
    direction: str = "do"


@dataclass(frozen=True)
class Standing:
    """One player's place in the session: units and money won (negative when lost), and rank."""

    player: str
    units: Fraction
    money: Decimal
    rank: int


# -- edits and their inverses --------------------------------------------------------------------------


@dataclass(frozen=True)
class _Insert:
    index: int
    entered: Entered
    scored: Scored | None = None  # scored while checking, used when its key still matches


@dataclass(frozen=True)
class _Remove:
    index: int


@dataclass(frozen=True)
class _Put:
    index: int
    entered: Entered
    scored: Scored | None = None


@dataclass(frozen=True)
class _Settings:
    """Session-wide fields: rules (with the hands' scores before/after, for exact undo), unit, name."""

    rules: RuleSet | None = None
    scored: tuple[Scored, ...] | None = None
    unit_value: Decimal | None = None
    name: str | None = None


_Edit = _Insert | _Remove | _Put | _Settings


@dataclass(frozen=True)
class _Step:
    """One undoable operation: its menu text and the edits that do and undo it."""

    text: str
    forward: _Edit
    backward: _Edit


Write = tuple[Any, ...]
"""One write for the store: ("insert", number, entered, scored), ("delete", number),
("put", number, entered, scored), ("cache", number, scored) or ("session", {column: value})."""

Writer = Callable[[list[Write]], None]


# -- validation helpers ------------------------------------------------------------------------------------

_CURRENCY = re.compile(r"^[A-Z]{3}$")


def parse_money(value: Any, what: str) -> Decimal:
    """An exact amount from 0 to MAX_MONEY from a Decimal, int or decimal text ("5.00"); floats are refused."""
    return limits.parse_money(value, what, SessionError)


def verify_players(players: Sequence[str], rules: RuleSet) -> tuple[str, ...]:
    """Names in seat order, checked against the game's table size; returns them stripped."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise SessionError(f"players must be a list of names in seat order, not {limits.shown(players)}")
    if len(players) > limits.MAX_PLAYERS:  # refused before reading a single name of a list of millions
        raise SessionError(players_problem(players, rules, "a session") or "too many players")
    names = []
    for i, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            raise SessionError(f"player {i + 1} needs a name")
        names.append(limits.verify_text(name, f"player {i + 1}'s name", limits.MAX_NAME, SessionError))
    problem = players_problem(names, rules, "a session")
    if problem:
        raise SessionError(problem)
    return tuple(names)


def _rules(value: RuleSet | str | Mapping[str, Any] | None) -> RuleSet:
    return value if isinstance(value, RuleSet) else RuleSet.from_json(value)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# -- the session -------------------------------------------------------------------------------------------


class Session:
    """Players in seat order, the rules, the unit and every hand, with undo and redo of every operation.

    Args:
        name: what the session is called ("Friday game").
        players: 2-4 names in clockwise seat order (criss-cross exactly 2, pineapple at most 3).
        rules: a RuleSet, a preset name or a rules object as in the hand file.
        date: the day played (default today).
        unit_value: money per unit for new hands (exact; "5.00").
        currency: ISO code ("USD").
        first_dealer: who deals hand 1 (default the first player); the button then moves clockwise.
        bankrolls: optional starting bankroll per player, for the unit warning of RULES E2.
    """

    def __init__(self, name: str, players: Sequence[str],
                 rules: RuleSet | str | Mapping[str, Any] | None = None, *,
                 date: datetime.date | None = None, unit_value: Decimal | int | str = Decimal(1),
                 currency: str = "USD", first_dealer: str | None = None,
                 bankrolls: Mapping[str, Decimal | int | str] | None = None) -> None:
        try:
            self._rules = _rules(rules)
        except ScorekeeperError as e:
            raise SessionError(f"rules: {e}") from None
        self._players = verify_players(players, self._rules)
        self._name = self._verify_name(name)
        if date is not None and not isinstance(date, datetime.date):
            raise SessionError(f"date must be a date, not {limits.shown(date)}")
        self._date = date or datetime.date.today()
        self._unit_value = parse_money(unit_value, "the unit value")
        if not isinstance(currency, str) or not _CURRENCY.match(currency.strip().upper()):
            raise SessionError(f"currency must be a three-letter ISO code like \"USD\", not {limits.shown(currency)}")
        self._currency = currency.strip().upper()
        first = self._players[0] if first_dealer is None else first_dealer
        if first not in self._players:
            raise SessionError(f"the first dealer {limits.shown(first)} is not one of the players")
        self._first_dealer = first
        self._bankrolls: dict[str, Decimal] | None = None
        if bankrolls is not None:
            if not isinstance(bankrolls, Mapping):
                raise SessionError(f"bankrolls must map players to amounts, not {limits.shown(bankrolls)}")
            for player in bankrolls:
                if player not in self._players:
                    raise SessionError(f"bankrolls names {limits.shown(player)}, who is not one of the players")
            self._bankrolls = {p: parse_money(bankrolls[p], f"{p}'s bankroll")
                               for p in self._players if p in bankrolls}
        self._entered: list[Entered] = []
        self._scored: list[Scored] = []
        self._undo: list[_Step] = []
        self._redo: list[_Step] = []
        self._writer: Writer | None = None
        self._store_id: int | None = None

    @staticmethod
    def _verify_name(name: Any) -> str:
        if not isinstance(name, str) or not name.strip():
            raise SessionError("a session needs a name")
        return limits.verify_text(name, "the session's name", limits.MAX_SESSION_NAME, SessionError)

    # -- reading ------------------------------------------------------------------------------------------

    @property
    def name(self) -> str:
        return self._name

    @property
    def date(self) -> datetime.date:
        return self._date

    @property
    def players(self) -> tuple[str, ...]:
        return self._players

    @property
    def rules(self) -> RuleSet:
        return self._rules

    @property
    def unit_value(self) -> Decimal:
        """The unit value new hands get unless one is given."""
        return self._unit_value

    @property
    def currency(self) -> str:
        return self._currency

    @property
    def first_dealer(self) -> str:
        return self._first_dealer

    @property
    def bankrolls(self) -> Mapping[str, Decimal] | None:
        return None if self._bankrolls is None else dict(self._bankrolls)

    @property
    def store_id(self) -> int | None:
        """The session's id in its store, or None for a session held only in memory."""
        return self._store_id

    @property
    def hand_count(self) -> int:
        return len(self._entered)

    @property
    def hands(self) -> HandList:
        """Every hand, numbered from 1 (``hands[0]`` is hand 1); built on access, cheap until read."""
        return HandList(self)

    def hand(self, number: int) -> Hand:
        """Hand ``number`` (from 1)."""
        self._verify_number(number)
        i = number - 1
        return Hand(number, self._entered[i].dealer, self._entered[i].unit_value, dict(self._scored[i].units),
                    dict(self._scored[i].fl_in), HandSource(self._entered[i], self._scored[i], self._rules))

    def next_dealer(self) -> str:
        """Who deals the next hand: one seat clockwise from the last hand's dealer (RULES E1)."""
        if not self._entered:
            return self._first_dealer
        last = self._entered[-1].dealer
        return self._players[(self._players.index(last) + 1) % len(self._players)]

    # -- checks ---------------------------------------------------------------------------------------------

    def _verify_number(self, number: int) -> None:
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(self._entered):
            have = _plural(len(self._entered), "hand")
            raise SessionError(f"there is no hand {number!r} (the session has {have})")

    def _normalize(self, deal: Deal | Mapping[str, Any], dealer: str, rules: RuleSet, *,
                   verified: bool = False) -> Deal:
        """The deal checked against the session: its players in seat order, the dealer filled in.

        ``verified``: the deal was just read by ``deal_from_json`` under ``rules``, so ``verify_deal``
        has passed already (seat order and a dealer who is a player do not change its verdict).
        """
        if not isinstance(deal, Deal):
            if not isinstance(deal, Mapping):
                raise SessionError(f"a hand must be a deal or an object with 'players', not {limits.shown(deal)}")
            if "rules" in deal and _rules(deal["rules"]) != rules:
                raise SessionError("this hand names other rules than the session's: change the session's rules")
            deal = deal_from_json(deal, rules)
            verified = True
        by_name = {e.name: e for e in deal.players}
        if sorted(by_name) != sorted(self._players) or len(by_name) != len(deal.players):
            raise SessionError(f"the hand's players ({', '.join(deal.names)}) are not the session's "
                               f"({', '.join(self._players)})")
        deal = dataclasses.replace(deal, players=tuple(by_name[p] for p in self._players),
                                   dealer=deal.dealer or dealer)
        if not verified:
            verify_deal(deal, rules)
        return deal

    def verify_hand(self, deal: Deal | Mapping[str, Any], unit_value: Decimal | int | str | None = None,
                    number: int | None = None) -> None:
        """Raise a ScorekeeperError naming the player, row and card when the hand cannot be added.

        With ``number``, check it as a replacement for that hand.
        """
        self._prepare(deal, unit_value, number)

    def can_add_hand(self, deal: Deal | Mapping[str, Any], unit_value: Decimal | int | str | None = None) -> bool:
        try:
            self.verify_hand(deal, unit_value)
        except ScorekeeperError:
            return False
        return True

    def _prepare(self, deal: Deal | Mapping[str, Any], unit_value: Decimal | int | str | None,
                 number: int | None) -> tuple[Entered, Scored]:
        if number is None:
            dealer, default_unit = self.next_dealer(), self._unit_value
        else:
            self._verify_number(number)
            old = self._entered[number - 1]
            dealer, default_unit = old.dealer, old.unit_value
        unit = default_unit if unit_value is None else parse_money(unit_value, "the unit value")
        entered = Entered.of(self._normalize(deal, dealer, self._rules), unit)
        carried = None
        if carries_fantasyland(self._rules):
            index = len(self._entered) if number is None else number - 1
            carried = (self._scored[index - 1].fl_next or {}) if index > 0 else {}
        key = hand_key(rules_text(self._rules), entered, carried)
        return entered, score_entered(entered, self._rules, carried, key)  # raises before anything changes

    def verify_rules(self, rules: RuleSet | str | Mapping[str, Any]) -> None:
        """Raise SessionError when the session's players or a hand cannot be played under ``rules``."""
        self._rescore_for(_rules(rules))

    def can_set_rules(self, rules: RuleSet | str | Mapping[str, Any]) -> bool:
        try:
            self.verify_rules(rules)
        except ScorekeeperError:
            return False
        return True

    def _rescore_for(self, rules: RuleSet) -> tuple[Scored, ...]:
        verify_players(self._players, rules)
        entered = self._entered
        for i, e in enumerate(entered):
            try:
                verify_deal(e.deal(rules), rules)
            except ScorekeeperError as err:
                raise SessionError(f"hand {i + 1}: {err}") from None
        return tuple(rescore(entered, [None] * len(entered), rules, 0)[0])

    # -- operations ------------------------------------------------------------------------------------------

    def add_hand(self, deal: Deal | Mapping[str, Any], unit_value: Decimal | int | str | None = None) -> Change:
        """Add the next hand (its dealer is the deal's, else ``next_dealer()``) and score it."""
        entered, scored = self._prepare(deal, unit_value, None)
        n = len(self._entered) + 1
        return self._do(_Step(f"Add hand {n}", _Insert(n - 1, entered, scored), _Remove(n - 1)))

    def replace_hand(self, number: int, deal: Deal | Mapping[str, Any],
                     unit_value: Decimal | int | str | None = None) -> Change:
        """Replace hand ``number`` (its dealer and unit value stay unless given); later hands re-score."""
        entered, scored = self._prepare(deal, unit_value, number)
        i = number - 1
        return self._do(_Step(f"Edit hand {number}", _Put(i, entered, scored),
                              _Put(i, self._entered[i], self._scored[i])))

    def delete_hand(self, number: int) -> Change:
        """Delete hand ``number``; later hands are renumbered and keep their recorded dealers."""
        self._verify_number(number)
        i = number - 1
        return self._do(_Step(f"Delete hand {number}", _Remove(i),
                              _Insert(i, self._entered[i], self._scored[i])))

    def set_rules(self, rules: RuleSet | str | Mapping[str, Any]) -> Change:
        """Play under other rules from now on and re-score every hand with them (undoable)."""
        new = _rules(rules)
        scored = self._rescore_for(new)
        name = new.preset_name()
        text = f"Change rules to {name}" if name else "Change rules"
        return self._do(_Step(text, _Settings(rules=new, scored=scored),
                              _Settings(rules=self._rules, scored=tuple(self._scored))))

    def set_unit_value(self, unit_value: Decimal | int | str) -> Change:
        """Change the unit value for the hands added from now on (each hand keeps its own)."""
        value = parse_money(unit_value, "the unit value")
        text = f"Change the unit to {format_money(value, self._currency)}"
        return self._do(_Step(text, _Settings(unit_value=value),
                              _Settings(unit_value=self._unit_value)))

    def rename(self, name: str) -> Change:
        """Rename the session (undoable)."""
        new = self._verify_name(name)
        return self._do(_Step(f"Rename to {new!r}", _Settings(name=new), _Settings(name=self._name)))

    # -- undo and redo -----------------------------------------------------------------------------------------

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo_text(self) -> str:
        """What undo would undo ("Add hand 4"), or "" when there is nothing."""
        return self._undo[-1].text if self._undo else ""

    def redo_text(self) -> str:
        return self._redo[-1].text if self._redo else ""

    def undo(self) -> Change | None:
        """Undo the last operation (written through to the store); None when there is nothing to undo."""
        if not self._undo:
            return None
        step = self._undo[-1]
        change = self._apply(step.backward, step.text, "undo")
        self._redo.append(self._undo.pop())
        return change

    def redo(self) -> Change | None:
        if not self._redo:
            return None
        step = self._redo[-1]
        change = self._apply(step.forward, step.text, "redo")
        self._undo.append(self._redo.pop())
        return change

    def _do(self, step: _Step) -> Change:
        change = self._apply(step.forward, step.text, "do")
        self._undo.append(step)
        self._redo.clear()
        return change

    def _apply(self, edit: _Edit, text: str, direction: str) -> Change:
        """Apply one edit: new records, re-scoring what cascades, one store transaction, then memory."""
        entered = list(self._entered)
        scored: list[Scored | None] = list(self._scored)
        writes: list[Write] = []
        rules = self._rules
        settings: dict[str, Any] = {}
        if isinstance(edit, _Settings):
            if edit.rules is not None:
                assert edit.scored is not None
                rules = edit.rules
                changed = tuple(i + 1 for i, (a, b) in enumerate(zip(self._scored, edit.scored, strict=True))
                                if not a.same_outcome(b))
                scored = list(edit.scored)
                settings["rules"] = rules_text(rules)
                writes += [("cache", i + 1, s) for i, s in enumerate(edit.scored)]
                kind = "rules"
            elif edit.unit_value is not None:
                settings["unit_value"] = str(edit.unit_value)
                kind, changed = "unit_value", ()
            else:
                settings["name"] = edit.name
                kind, changed = "rename", ()
            writes.append(("session", settings))
            final = [s for s in scored if s is not None]
        else:
            index = edit.index
            if isinstance(edit, _Insert):
                entered.insert(index, edit.entered)
                scored.insert(index, edit.scored)
                kind, renumbered = "add", range(index + 1, len(entered) + 1)
            elif isinstance(edit, _Remove):
                del entered[index]
                del scored[index]
                kind, renumbered = "delete", range(index + 1, len(entered) + 2)
            else:
                entered[index] = edit.entered
                scored[index] = edit.scored
                kind, renumbered = "replace", range(index + 1, index + 2)
            final, rescored, fresh = rescore(entered, scored, rules, index)
            changed = tuple(sorted(set(renumbered) | {i + 1 for i in rescored}))
            if isinstance(edit, _Insert):
                writes.append(("insert", index + 1, entered[index], final[index]))
            elif isinstance(edit, _Remove):
                writes.append(("delete", index + 1))
            else:
                writes.append(("put", index + 1, entered[index], final[index]))
            writes += [("cache", i + 1, final[i]) for i in fresh if i != index or isinstance(edit, _Remove)]
        if self._writer is not None:
            self._writer(writes)
        self._entered, self._scored, self._rules = entered, final, rules
        if "unit_value" in settings:
            assert isinstance(edit, _Settings) and edit.unit_value is not None
            self._unit_value = edit.unit_value
        if "name" in settings:
            assert isinstance(edit, _Settings) and edit.name is not None
            self._name = edit.name
        return Change(kind, changed, text, direction)

    # -- totals -------------------------------------------------------------------------------------------

    def net_units(self) -> dict[str, Fraction]:
        """Each player's units over the session (seat order), exact."""
        totals = dict.fromkeys(self._players, ZERO)
        for s in self._scored:
            for name, units in s.units.items():
                totals[name] = totals.get(name, ZERO) + units
        return totals

    def net_money(self) -> dict[str, Fraction]:
        """Each player's money, exact: the sum over hands of units x that hand's unit value."""
        by_value: dict[Decimal, dict[str, Fraction]] = {}
        for e, s in zip(self._entered, self._scored, strict=True):
            totals = by_value.setdefault(e.unit_value, {})
            for name, units in s.units.items():
                totals[name] = totals.get(name, ZERO) + units
        money = dict.fromkeys(self._players, ZERO)
        for value, totals in by_value.items():
            rate = Fraction(value)
            for name, units in totals.items():
                money[name] = money.get(name, ZERO) + units * rate
        return money

    def standings(self) -> list[Standing]:
        """Players best first by money won (then units, then seat); equal money shares a rank."""
        units, money = self.net_units(), self.net_money()
        seat = {p: i for i, p in enumerate(units)}
        order = sorted(units, key=lambda p: (-money[p], -units[p], seat[p]))
        out: list[Standing] = []
        for i, player in enumerate(order):
            rank = out[-1].rank if out and money[player] == money[order[i - 1]] else i + 1
            out.append(Standing(player, units[player], to_decimal(money[player]), rank))
        return out

    def settle_up(self) -> tuple[Payment, ...]:
        """Who pays whom (RULES E4), in the currency's minor unit, at most n - 1 payments."""
        return settle_up(round_nets(self.net_money(), self._currency))

    def bankroll_warning(self) -> str | None:
        """RULES E2: a warning when the unit is more than 10% of the smallest remaining bankroll."""
        if not self._bankrolls:
            return None
        money = self.net_money()
        remaining = {p: Fraction(b) + money.get(p, ZERO) for p, b in self._bankrolls.items()}
        player = min(remaining, key=lambda p: (remaining[p], self._players.index(p)))
        left = remaining[player]
        if Fraction(self._unit_value) * 10 <= left:
            return None
        unit = format_money(self._unit_value, self._currency)
        rest = format_money(to_decimal(left), self._currency)
        if left <= 0:
            return f"{player} has no bankroll left ({rest}); the unit is {unit}"
        return f"The unit ({unit}) is more than 10% of {player}'s remaining bankroll ({rest})"

    def summary_json(self) -> dict[str, Any]:
        """What ``scorekeeper session`` prints (FORMAT.md): standings, per-hand units, settle-up."""
        cur = self._currency
        return {
            "name": self._name,
            "currency": cur,
            "standings": [{"player": s.player, "units": json_number(s.units), "money": money_text(s.money, cur)}
                          for s in self.standings()],
            "hands": [{"number": i + 1, "dealer": e.dealer,
                       "units": {p: json_number(s.units.get(p, ZERO)) for p in self._players}}
                      for i, (e, s) in enumerate(zip(self._entered, self._scored, strict=True))],
            "settle_up": [p.to_json(cur) for p in self.settle_up()],
        }

    # -- loading (store and session files) ------------------------------------------------------------

    def _load(self, rows: Sequence[tuple[str, Decimal, str, str | None]]) -> list[int]:
        """Fill an empty session with stored hands (dealer, unit value, deal text, cache text).

        A hand whose cached outcome has the key it would be scored under now is not re-scored.
        Returns the indexes that were scored (their caches should be written back).
        """
        assert not self._entered
        entered = [Entered(text, dealer, unit) for dealer, unit, text, _ in rows]
        caches = [cache for _, _, _, cache in rows]
        self._scored, _, fresh = rescore(entered, [None] * len(entered), self._rules, 0, caches)
        self._entered = entered
        return fresh

    def _load_deals(self, hands: Sequence[tuple[Deal, Decimal]]) -> None:
        """Fill an empty session with checked deals (each with its dealer), scoring each in turn."""
        assert not self._entered
        for deal, unit in hands:
            self._entered.append(Entered.of(deal, unit))
        self._scored = rescore(self._entered, [None] * len(self._entered), self._rules, 0)[0]

    def _bind(self, writer: Writer, store_id: int) -> None:
        self._writer, self._store_id = writer, store_id

    def _records(self) -> list[tuple[Entered, Scored]]:
        return list(zip(self._entered, self._scored, strict=True))

    def _clone(self) -> Session:
        """The same session with no undo history and no store."""
        other = copy.copy(self)
        other._entered, other._scored = list(self._entered), list(self._scored)
        other._undo, other._redo = [], []
        other._writer, other._store_id = None, None
        return other


class HandList(Sequence[Hand]):
    """The session's hands as a read-only sequence; each Hand is built when indexed."""

    def __init__(self, session: Session) -> None:
        self._session = session

    def __len__(self) -> int:
        return self._session.hand_count

    @overload
    def __getitem__(self, index: int) -> Hand: ...

    @overload
    def __getitem__(self, index: slice) -> list[Hand]: ...

    def __getitem__(self, index: int | slice) -> Hand | list[Hand]:
        count = len(self)
        if isinstance(index, slice):
            return [self._session.hand(i + 1) for i in range(*index.indices(count))]
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError(index)
        return self._session.hand(index + 1)

    def __iter__(self) -> Iterator[Hand]:
        for i in range(len(self)):
            yield self._session.hand(i + 1)
