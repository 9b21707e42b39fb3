"""A session's hands as callers read them: Hand, PreparedHand, the read-only HandList, and double entries.

Each hand is two immutable records: ``Entered`` (the typed deal with its dealer, and its unit value) and
``Scored`` (``night.scored``: units and Fantasyland flags under a key). A Hand's full result is scored only
when first asked, so a stored session reopens without re-scoring hands whose key still matches.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import overload

from scorekeeper.money import to_decimal
from scorekeeper.night.entered import Entered
from scorekeeper.night.scored import Scored
from scorekeeper.read.cards import Card
from scorekeeper.read.deal import Deal
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult

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

    @staticmethod
    def of(number: int, entered: Entered, scored: Scored, rules: RuleSet) -> Hand:
        """Hand ``number`` from its two records, scored under ``rules``."""
        return Hand(number, entered.dealer, entered.unit_value, dict(scored.units), dict(scored.fl_in),
                    HandSource(entered, scored, rules))

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
