"""A night at the table: players in seat order, the rules, every hand, standings and undo (RULES E).

A ``Session`` is the one mutable object of the core. Its hands are immutable records; every operation (add,
replace, delete, set_rules, set_unit_value, rename) is an edit with an exact inverse, so undo and redo are exact.
A session bound to a store (``scorekeeper.night.store``) writes each operation through in one transaction first.

Scoring is lazy where it can be: a hand's units and Fantasyland flags are kept per hand under a key of (rules,
the typed deal's identity, Fantasyland carried in, scoring code), so reopening a stored session does not re-score
hands the store already scored with the same code. A hand's full ``DealResult`` is computed when first read.
"""

from __future__ import annotations

import copy
import datetime
import os
from collections.abc import Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from scorekeeper.errors import ScorekeeperError, SessionError
from scorekeeper.language import _
from scorekeeper.night import totals
from scorekeeper.night.checks import (
    parse_money,
    read_hand,
    read_rules,
    seat_deal,
    verify_bankrolls,
    verify_currency,
    verify_hand_number,
    verify_players,
    verify_session_name,
)
from scorekeeper.night.edits import Change, Direction, Edit, Insert, Put, Remove, Settings, Step, Writer, apply_edit
from scorekeeper.night.entered import Entered, read_cache, read_stored
from scorekeeper.night.hands import Hand, HandList, PreparedHand
from scorekeeper.night.rescoring import rescore, rescore_for, score_at
from scorekeeper.night.scored import Scored
from scorekeeper.night.totals import Standing
from scorekeeper.read import limits
from scorekeeper.read.deal import Deal
from scorekeeper.rules import RuleSet

if TYPE_CHECKING:
    from scorekeeper.night.settle import Payment


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
            self._rules = read_rules(rules)
        except ScorekeeperError as e:
            raise SessionError(_("rules: {reason}").format(reason=e)) from None
        self._players = verify_players(players, self._rules)
        self._name = verify_session_name(name)
        if date is not None and not isinstance(date, datetime.date):
            raise SessionError(_("date must be a date, not {date}").format(date=limits.shown(date)))
        self._date = date or datetime.date.today()
        self._unit_value, self._currency = parse_money(unit_value, _("the unit value")), verify_currency(currency)
        first = self._players[0] if first_dealer is None else first_dealer
        if first not in self._players:
            raise SessionError(_("the first dealer {first} is not one of the players").format(
                first=limits.shown(first)))
        self._first_dealer = first
        self._bankrolls = verify_bankrolls(bankrolls, self._players)
        self._entered: list[Entered] = []
        self._scored: list[Scored] = []
        self._undo: list[Step] = []
        self._redo: list[Step] = []
        self._writer: Writer | None = None
        self._store_id: int | None = None
        self._basis = object()  # replaced by every change, so a PreparedHand knows when it is stale

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
        return HandList(len(self._entered), self.hand)

    def hand(self, number: int) -> Hand:
        """Hand ``number`` (from 1)."""
        verify_hand_number(number, len(self._entered))
        return Hand.of(number, self._entered[number - 1], self._scored[number - 1], self._rules)

    def next_dealer(self) -> str:
        """Who deals the next hand: one seat clockwise from the last hand's dealer (RULES E1)."""
        if not self._entered:
            return self._first_dealer
        last = self._entered[-1].dealer
        return self._players[(self._players.index(last) + 1) % len(self._players)]

    # -- checks ---------------------------------------------------------------------------------------------

    def verify_hand(self, deal: Deal | PreparedHand | Mapping[str, Any],
                    unit_value: Decimal | int | str | None = None, number: int | None = None) -> PreparedHand:
        """The hand checked and scored, for ``add_hand`` (with ``number``: ``replace_hand``) to take as it is.

        Raises a ScorekeeperError naming the player, row and card when the hand cannot be added.
        """
        return self._prepare(deal, unit_value, number)

    def can_add_hand(self, deal: Deal | PreparedHand | Mapping[str, Any],
                     unit_value: Decimal | int | str | None = None) -> bool:
        try:
            self.verify_hand(deal, unit_value)
        except ScorekeeperError:
            return False
        return True

    def _prepare(self, deal: Deal | PreparedHand | Mapping[str, Any], unit_value: Decimal | int | str | None,
                 number: int | None) -> PreparedHand:
        """The hand checked against the session and scored; raises before anything changes."""
        if number is None:
            dealer, default_unit = self.next_dealer(), self._unit_value
        else:
            verify_hand_number(number, len(self._entered))
            old = self._entered[number - 1]
            dealer, default_unit = old.dealer, old.unit_value
        unit_arg = None if unit_value is None else parse_money(unit_value, _("the unit value"))
        if isinstance(deal, PreparedHand):
            if deal.basis is self._basis and deal.number == number and unit_arg is None:
                return deal
            given, unit_arg = deal.given, deal.unit_arg if unit_arg is None else unit_arg
        else:
            given = deal if isinstance(deal, Deal) else read_hand(deal, self._rules)
        just_read = not isinstance(deal, (Deal, PreparedHand))  # deal_from_json has verified it under these rules
        seated = seat_deal(given, self._players, dealer, self._rules, verified=just_read)
        entered = Entered(seated, default_unit if unit_arg is None else unit_arg)
        scored = score_at(entered, self._scored, self._rules, len(self._entered) if number is None else number - 1)
        return PreparedHand(entered, scored, self._rules, given, number, unit_arg, self._basis)

    def verify_rules(self, rules: RuleSet | str | Mapping[str, Any]) -> None:
        """Raise SessionError when the session's players or a hand cannot be played under ``rules``."""
        rescore_for(self._entered, self._players, read_rules(rules))

    def can_set_rules(self, rules: RuleSet | str | Mapping[str, Any]) -> bool:
        try:
            self.verify_rules(rules)
        except ScorekeeperError:
            return False
        return True

    # -- operations ------------------------------------------------------------------------------------------

    def add_hand(self, deal: Deal | PreparedHand | Mapping[str, Any],
                 unit_value: Decimal | int | str | None = None) -> Change:
        """Add the next hand (its dealer is the deal's, else ``next_dealer()``), scored unless ``verify_hand`` did."""
        prepared = self._prepare(deal, unit_value, None)
        n = len(self._entered) + 1
        text = _("Add hand {number}").format(number=n)
        return self._do(Step(text, Insert(n - 1, prepared.entered, prepared.scored), Remove(n - 1)))

    def replace_hand(self, number: int, deal: Deal | PreparedHand | Mapping[str, Any],
                     unit_value: Decimal | int | str | None = None) -> Change:
        """Replace hand ``number`` (its dealer and unit value stay unless given); later hands re-score."""
        prepared = self._prepare(deal, unit_value, number)
        entered, scored = prepared.entered, prepared.scored
        i = number - 1
        return self._do(Step(_("Edit hand {number}").format(number=number), Put(i, entered, scored),
                              Put(i, self._entered[i], self._scored[i])))

    def delete_hand(self, number: int) -> Change:
        """Delete hand ``number``; later hands are renumbered and keep their recorded dealers."""
        verify_hand_number(number, len(self._entered))
        i = number - 1
        return self._do(Step(_("Delete hand {number}").format(number=number), Remove(i),
                              Insert(i, self._entered[i], self._scored[i])))

    def set_rules(self, rules: RuleSet | str | Mapping[str, Any]) -> Change:
        """Play under other rules from now on and re-score every hand with them (undoable)."""
        new = read_rules(rules)
        scored = rescore_for(self._entered, self._players, new)
        name = new.preset_name()
        text = _("Change rules to {name}").format(name=name) if name else _("Change rules")
        return self._do(Step(text, Settings(rules=new, scored=scored),
                              Settings(rules=self._rules, scored=tuple(self._scored))))

    def set_unit_value(self, unit_value: Decimal | int | str) -> Change:
        """Change the unit value for the hands added from now on (each hand keeps its own)."""
        from scorekeeper.words.money import money  # money words load when first said: a reopen says none

        value = parse_money(unit_value, _("the unit value"))
        text = _("Change the unit to {amount}").format(amount=money(value, self._currency))
        return self._do(Step(text, Settings(unit_value=value), Settings(unit_value=self._unit_value)))

    def rename(self, name: str) -> Change:
        """Rename the session (undoable)."""
        new = verify_session_name(name)
        text = _("Rename to {name}").format(name=repr(new))
        return self._do(Step(text, Settings(name=new), Settings(name=self._name)))

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
        change = self._apply(step.backward, step.text, Direction.UNDO)
        self._redo.append(self._undo.pop())
        return change

    def redo(self) -> Change | None:
        if not self._redo:
            return None
        step = self._redo[-1]
        change = self._apply(step.forward, step.text, Direction.REDO)
        self._undo.append(self._redo.pop())
        return change

    def _do(self, step: Step) -> Change:
        change = self._apply(step.forward, step.text, Direction.DO)
        self._undo.append(step)
        self._redo.clear()
        return change

    def _apply(self, edit: Edit, text: str, direction: Direction) -> Change:
        """Apply one edit: new records, re-scoring what cascades, one store transaction, then memory."""
        applied = apply_edit(self._entered, self._scored, self._rules, edit)
        if self._writer is not None:
            self._writer(applied.writes)
        self._entered, self._scored, self._rules = applied.entered, applied.scored, applied.rules
        self._basis = object()
        if isinstance(edit, Settings) and edit.unit_value is not None:
            self._unit_value = edit.unit_value
        if isinstance(edit, Settings) and edit.name is not None:
            self._name = edit.name
        return Change(applied.kind, applied.changed, text, direction)

    # -- totals -------------------------------------------------------------------------------------------

    def net_units(self) -> dict[str, Fraction]:
        """Each player's units over the session (seat order), exact."""
        return totals.net_units(self._players, self._scored)

    def net_money(self) -> dict[str, Fraction]:
        """Each player's money, exact: the sum over hands of units x that hand's unit value."""
        return totals.net_money(self._players, self._entered, self._scored)

    def standings(self) -> list[Standing]:
        """Players best first by money won (then units, then seat); equal money shares a rank."""
        return totals.standings(self.net_units(), self.net_money())

    def settle_up(self) -> tuple[Payment, ...]:
        """Who pays whom (RULES E4), in the currency's minor unit, at most n - 1 payments."""
        from scorekeeper.night.settle import round_nets, settle_up  # loaded for the first settle-up

        return settle_up(round_nets(self.net_money(), self._currency))

    def bankroll_warning(self) -> str | None:
        """RULES E2: a warning when the unit is more than 10% of the smallest remaining bankroll."""
        if not self._bankrolls:
            return None
        return totals.bankroll_warning(self._bankrolls, self.net_money(), self._players, self._unit_value,
                                       self._currency)

    def summary_json(self) -> dict[str, Any]:
        """What ``scorekeeper session`` prints (FORMAT.md): standings, per-hand units, settle-up."""
        return totals.summary_json(self._name, self._currency, self._players, self._entered, self._scored,
                                   self.standings(), self.settle_up())

    # -- session files (FORMAT.md) and the store ------------------------------------------------------

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> Session:
        """The session in a session file (FORMAT.md), read as ``scorekeeper session`` reads it: all or nothing
        (InvalidFile when it cannot be read as JSON, else as ``from_json``)."""
        return cls.from_json(limits.read_json_file(os.fspath(path)))

    @classmethod
    def from_json(cls, data: Any) -> Session:
        """A session from a session file's JSON, read completely or not at all (a SessionError names the field, or
        the hand, player, row and card at fault: "hand 3: Bob's front needs 3 cards, not 2")."""
        from scorekeeper.night.session_file import file_hands, file_settings  # a file read: never on a reopen
        session = cls(**file_settings(data))
        hands = file_hands(data, session._players, session._first_dealer, session._rules, session._unit_value)
        session._entered = [Entered.of(deal, unit) for deal, unit in hands]
        session._scored = rescore(session._entered, [None] * len(hands), session._rules, 0)[0]
        return session

    def to_json(self) -> dict[str, Any]:
        """The session as a session file (FORMAT.md): every hand as entered, with its dealer and unit value."""
        from scorekeeper.night.session_file import file_json  # a file written: never on a reopen
        return file_json(self._name, self._date, self._players, self._rules, self._unit_value, self._currency,
                         self._first_dealer, self._bankrolls, self._entered)

    def to_file(self, path: str | os.PathLike[str]) -> None:
        """Save the session file: written beside the target, then moved over it (never half-written)."""
        from scorekeeper.night.session_file import write_file_json
        write_file_json(self.to_json(), path)

    def _load(self, rows: Sequence[tuple[str, Decimal, str, str | None]]) -> list[int]:
        """Fill an empty session with stored hands (dealer, unit value, deal text, cache text), each read once.

        A hand whose cached outcome has the key it would be scored under now is not re-scored.
        Returns the indexes that were scored (their caches should be written back).
        """
        assert not self._entered
        read = [(dealer, unit, text, read_cache(cache)) for dealer, unit, text, cache in rows]  # each read once
        entered = read_stored(read, self._rules)
        caches = [cache for _, _, _, cache in read]
        self._scored, _, fresh = rescore(entered, [None] * len(entered), self._rules, 0, caches)
        self._entered = entered
        return fresh

    def _bind(self, writer: Writer, store_id: int) -> None:
        self._writer, self._store_id = writer, store_id

    def _records(self) -> list[tuple[Entered, Scored]]:
        return list(zip(self._entered, self._scored, strict=True))

    def _follow(self, other: Session) -> None:
        """Take the players and hands of ``other`` (read again after a rename); the undo history starts afresh."""
        self._players, self._first_dealer, self._bankrolls = other._players, other._first_dealer, other._bankrolls
        self._entered, self._scored, self._basis = other._entered, other._scored, object()
        self._undo, self._redo = [], []

    def _clone(self) -> Session:
        """The same session with no undo history and no store."""
        other = copy.copy(self)
        other._entered, other._scored = list(self._entered), list(self._scored)
        other._undo, other._redo = [], []
        other._writer, other._store_id = None, None
        return other

