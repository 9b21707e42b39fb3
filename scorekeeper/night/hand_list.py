"""A session's hands: the records behind each Hand, their lazy results and the scoring cascade.

Internal to ``scorekeeper.night.session`` and ``scorekeeper.night.store`` apart from ``Hand`` and
``PreparedHand``. Each hand is two immutable records: ``Entered`` (the typed deal with its dealer, and its
unit value) and ``Scored`` (units and Fantasyland flags under a key of rules, the deal's identity,
Fantasyland carried in and the scoring code). A record scores its full result only when first asked, so a
stored session reopens without re-scoring hands whose key still matches.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any, overload

from scorekeeper.errors import ScorekeeperError, SessionError
from scorekeeper.language import _
from scorekeeper.money import to_decimal
from scorekeeper.night.checks import verify_players
from scorekeeper.night.entered import Entered, read_cache
from scorekeeper.read.cards import Card
from scorekeeper.read.deal import Deal
from scorekeeper.read.hand_file import verify_deal
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult
from scorekeeper.score.scorer import score_deal
from scorekeeper.version import __version__

ZERO = Fraction(0)


class HandSource:
    """How a Hand reads its deal and result on first use (the deal parsed, the result scored)."""

    __slots__ = ("entered", "rules", "scored")

    def __init__(self, entered: Entered, scored: Scored, rules: RuleSet) -> None:
        self.entered = entered
        self.scored = scored
        self.rules = rules

    def __eq__(self, other: object) -> bool:
        """Same deal as entered, scored under the same key (rules, Fantasyland carried in, code)."""
        if not isinstance(other, HandSource):
            return NotImplemented
        return self.entered.deal == other.entered.deal and self.scored.key == other.scored.key

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Hand:
    """One hand of the session, numbered from 1.

    ``units`` (exact, summing to zero) and ``fantasyland`` (who played it in Fantasyland, carried from
    the previous hand or set in the deal) and ``deal`` (as entered, with its dealer) are always at hand;
    ``result`` (the full ``DealResult`` with every line) is scored on first use.
    """

    number: int
    dealer: str
    unit_value: Decimal
    units: Mapping[str, Fraction]
    fantasyland: Mapping[str, bool]
    _source: HandSource = field(repr=False)

    @property
    def deal(self) -> Deal:
        return self._source.entered.deal

    @property
    def result(self) -> DealResult:
        s = self._source
        return s.scored.result(s.entered, s.rules)

    def money(self, player: str) -> Decimal:
        """The player's money for this hand: units x this hand's unit value, exact."""
        return to_decimal(self.units.get(player, ZERO) * Fraction(self.unit_value))


class PreparedHand:
    """A hand checked and scored for one session as it stood: ``add_hand``/``replace_hand`` take it as it is.

    ``deal`` is the typed deal seated at the session's table, ``rules`` the rules it was scored under and
    ``result`` its full ``DealResult``. Given back after the session changed, it is prepared again from
    ``given`` (the typed deal as given), never parsed again.
    """

    __slots__ = ("basis", "entered", "given", "number", "rules", "scored", "unit_arg")

    def __init__(self, entered: Entered, scored: Scored, rules: RuleSet, given: Deal, number: int | None,
                 unit_arg: Decimal | None, basis: object) -> None:
        self.entered = entered
        self.scored = scored
        self.rules = rules
        self.given = given
        self.number = number
        self.unit_arg = unit_arg
        self.basis = basis

    @property
    def deal(self) -> Deal:
        return self.entered.deal

    @property
    def unit_value(self) -> Decimal:
        return self.entered.unit_value

    @property
    def result(self) -> DealResult:
        return self.scored.result(self.entered, self.rules)


class HandList(Sequence[Hand]):
    """A session's hands as a read-only sequence; each Hand is built when indexed."""

    def __init__(self, count: int, hand: Callable[[int], Hand]) -> None:
        self._count = count
        self._hand = hand

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> Hand: ...

    @overload
    def __getitem__(self, index: slice) -> list[Hand]: ...

    def __getitem__(self, index: int | slice) -> Hand | list[Hand]:
        count = self._count
        if isinstance(index, slice):
            return [self._hand(i + 1) for i in range(*index.indices(count))]
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError(index)
        return self._hand(index + 1)

    def __iter__(self) -> Iterator[Hand]:
        for i in range(self._count):
            yield self._hand(i + 1)


# -- per-hand records (immutable apart from their memo) ----------------------------------------------


class Scored:
    """A hand's outcome under one key: units, Fantasyland in and next, and the full result once read."""

    __slots__ = ("_entered", "_result", "fl_in", "fl_next", "key", "units")

    def __init__(self, key: str, units: dict[str, Fraction], fl_in: dict[str, bool],
                 fl_next: dict[str, bool] | None, result: DealResult | None = None,
                 entered: Entered | None = None) -> None:
        self.key = key
        self.units = units
        self.fl_in = fl_in
        self.fl_next = fl_next
        self._result = result
        self._entered = entered
        """The hand it was scored for: the cache names its deal text and digest, so it reopens unparsed."""

    def result(self, entered: Entered, rules: RuleSet) -> DealResult:
        if self._result is None:
            deal = effective_deal(entered.deal, rules, self.fl_in)
            self._result = score_deal(deal, rules)
        return self._result

    def same_outcome(self, other: Scored) -> bool:
        return self.units == other.units and self.fl_in == other.fl_in and self.fl_next == other.fl_next

    def cache_json(self) -> str:
        """The store's cache column: units and Fantasyland under the key they were scored with.

        With the hand it was scored for, also that deal's digest and its text's tag (``read_stored``).
        """
        data = {"k": self.key, "u": {n: str(u) for n, u in self.units.items()}, "i": self.fl_in, "n": self.fl_next}
        if self._entered is not None:
            data["d"], data["t"] = self._entered.digest, self._entered.tag()
        return json.dumps(data, separators=(",", ":"))

    @staticmethod
    def from_cache(cache: str | Mapping[str, Any] | None, key: str, entered: Entered | None = None) -> Scored | None:
        data = cache if isinstance(cache, Mapping) or cache is None else read_cache(cache)
        if data is None:
            return None
        try:
            if data["k"] != key:
                return None
            units = {str(n): _cached_units(u) for n, u in data["u"].items()}
            fl_next = data["n"]
            return Scored(key, units, {str(n): bool(v) for n, v in data["i"].items()},
                          None if fl_next is None else {str(n): bool(v) for n, v in fl_next.items()},
                          entered=entered)
        except (ValueError, KeyError, TypeError, AttributeError, ZeroDivisionError):
            return None


_UNITS_TEXT = re.compile(r"-?[0-9]{1,20}(?:/[0-9]{1,20})?")


def _cached_units(text: object) -> Fraction:
    """Units as the cache writes them ("-3", "17/3"); other text (a damaged row) is refused unparsed."""
    if not isinstance(text, str):
        raise ValueError("not units")
    return _units_of(text)


@lru_cache(maxsize=4096)
def _units_of(text: str) -> Fraction:
    """Read once per distinct text: a night repeats the same few amounts thousands of times."""
    if not _UNITS_TEXT.fullmatch(text):
        raise ValueError("not units")
    return Fraction(text)


def scoring_fingerprint() -> str:
    """Changes whenever any core code changes, so cached units never outlive the code that made them.

    Every ``.py`` file of the core, in every subpackage, and the solver's data, by path.
    """
    global _FINGERPRINT
    if _FINGERPRINT is None:
        digest = hashlib.sha256(__version__.encode())
        core = Path(__file__).resolve().parents[1]
        try:
            for path in sorted(core.rglob("*.py")) + sorted(core.glob("solver/data/**/*")):
                if path.is_file() and "__pycache__" not in path.parts:
                    digest.update(path.relative_to(core).as_posix().encode() + b"\0" + path.read_bytes())
        except OSError:  # pragma: no cover - a bundle without sources: the version alone
            pass
        _FINGERPRINT = digest.hexdigest()[:16]
    return _FINGERPRINT


_FINGERPRINT: str | None = None


def rules_text(rules: RuleSet) -> str:
    """Rules as stored and keyed: the preset name if they equal one, else every option (JSON)."""
    name = rules.preset_name()
    return json.dumps(name if name is not None else rules.to_json(), sort_keys=True, ensure_ascii=False)


def hand_key(rules_key: str, entered: Entered, carried: Mapping[str, bool] | None) -> str:
    carry = "" if carried is None else ",".join(f"{n}={int(v)}" for n, v in sorted(carried.items()))
    raw = "\x1f".join((scoring_fingerprint(), rules_key, entered.digest, carry))
    return hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()


def carries_fantasyland(rules: RuleSet) -> bool:
    return rules.game.is_open_face


def next_flags(result: DealResult) -> dict[str, bool]:
    """Who enters or stays in Fantasyland next hand, read defensively from each player's result."""
    flags = {}
    for name, player in result.players.items():
        state = getattr(player, "fantasyland", None)
        flags[name] = bool(state.get("next")) if isinstance(state, Mapping) else False
    return flags


def effective_deal(deal: Deal, rules: RuleSet, fl_in: Mapping[str, bool]) -> Deal:
    """The deal as scored: each entry's Fantasyland set from the carried state unless set explicitly."""
    if not carries_fantasyland(rules):
        return deal
    players = tuple(e if e.fantasyland is not None
                    else dataclasses.replace(e, fantasyland=fl_in.get(e.name, False))
                    for e in deal.players)
    return dataclasses.replace(deal, players=players)


def score_entered(entered: Entered, rules: RuleSet, carried: Mapping[str, bool] | None, key: str) -> Scored:
    deal = entered.deal
    fl_in: dict[str, bool] = {}
    if carries_fantasyland(rules):
        fl_in = {e.name: (e.fantasyland if e.fantasyland is not None else bool((carried or {}).get(e.name)))
                 for e in deal.players}
    result = score_deal(effective_deal(deal, rules, fl_in), rules)
    fl_next = next_flags(result) if carries_fantasyland(rules) else None
    return Scored(key, dict(result.units), fl_in, fl_next, result, entered)


def score_at(entered: Entered, scored: Sequence[Scored], rules: RuleSet, index: int) -> Scored:
    """A hand added or replaced at ``index``, scored with the Fantasyland state the hand before it hands on."""
    carried = None
    if carries_fantasyland(rules):
        carried = (scored[index - 1].fl_next or {}) if index > 0 else {}
    return score_entered(entered, rules, carried, hand_key(rules_text(rules), entered, carried))


def rescore_for(entered: Sequence[Entered], players: tuple[str, ...], rules: RuleSet) -> tuple[Scored, ...]:
    """Every hand scored under other rules; raises SessionError when the players or a hand cannot play them."""
    verify_players(players, rules)
    for i, e in enumerate(entered):
        try:
            verify_deal(e.deal, rules)
        except ScorekeeperError as err:
            raise SessionError(_("hand {number}: {err}").format(number=i + 1, err=err)) from None
    return tuple(rescore(entered, [None] * len(entered), rules, 0)[0])


def rescore(entered: Sequence[Entered], scored: Sequence[Scored | None], rules: RuleSet, start: int,
            caches: Sequence[str | Mapping[str, Any] | None] | None = None,
            ) -> tuple[list[Scored], list[int], list[int]]:
    """Score hands from ``start`` on, carrying Fantasyland from hand to hand.

    A hand whose record already has the right key is kept; after the first hand, such a hand ends the
    cascade (every later key is then unchanged too) unless ``caches`` (the store's cache texts, read
    on load) are given. Returns every hand's record, the indexes whose outcome changed, and the indexes
    given a new record (whose cache must be written).
    """
    out: list[Scored | None] = list(scored)
    rules_key = rules_text(rules)
    fl_game = carries_fantasyland(rules)
    carried: dict[str, bool] | None = None
    if fl_game:
        prev = out[start - 1] if start > 0 else None
        carried = (prev.fl_next or {}) if prev is not None else {}
    changed: list[int] = []
    fresh: list[int] = []
    for i in range(start, len(entered)):
        key = hand_key(rules_key, entered[i], carried)
        old = out[i]
        if old is not None and old.key == key:
            if i > start and caches is None:
                break
            new = old
        else:
            new_or_none = Scored.from_cache(caches[i], key, entered[i]) if caches is not None else None
            if new_or_none is None:
                try:
                    new_or_none = score_entered(entered[i], rules, carried, key)
                except ScorekeeperError as e:
                    raise SessionError(_("hand {number}: {reason}").format(number=i + 1, reason=e)) from None
                fresh.append(i)
            new = new_or_none
            if old is None or not old.same_outcome(new):
                changed.append(i)
        out[i] = new
        carried = new.fl_next if fl_game else None
    final = [s for s in out if s is not None]
    assert len(final) == len(entered)
    return final, changed, fresh


# -- double entries ------------------------------------------------------------------------------------


def dealt_cards(deal: Deal) -> frozenset[tuple[str, frozenset[Card]]]:
    """Who held which cards (rows, criss-cross boards and pineapple discards), however they were set."""
    held = []
    for entry in deal.players:
        boards = (entry.board, *entry.boards) if entry.board is not None else entry.boards
        cards = [card for board in boards for card in board.cards]
        held.append((entry.name, frozenset((*cards, *entry.discards))))
    return frozenset(held)


def same_deal(deal: Deal, hands: Sequence[Hand]) -> int | None:
    """The number of a stored hand that dealt every player the same cards (a double entry), or None.

    Entries without cards (surrenders, quick entries) never make two hands the same.
    """
    cards = dealt_cards(deal)
    if not any(held for _name, held in cards):
        return None
    return next((hand.number for hand in reversed(hands) if dealt_cards(hand.deal) == cards), None)
