"""One seat's rows checked as a phone sends them: row names, foul, naturals; and, once every seat is ready,
the cards two seats both claim.

Table mode's phone page never reads cards or rules itself: it sends the rows as typed or tapped and shows
what this check answers. Every answer comes from the core's own functions (parse_cards, evaluate, the
board's foul check, verify_one_deck, qualifying_naturals), so the phone and the laptop can never disagree.

A seat's check reads that seat's rows and nothing else, so no answer a phone gets while the others are still
setting depends on another seat's cards. A row that is not cards, or holds more cards than the row has
places, is refused whole: none of its cards is held, so a seat never holds more than its 13 cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from scorekeeper.errors import InvalidCards
from scorekeeper.game import HAND_SIZE, ROWS, Row
from scorekeeper.language import _
from scorekeeper.read.cards import Card, parse_cards, verify_one_deck
from scorekeeper.read.deal import Board, Foul
from scorekeeper.rules import RuleSet
from scorekeeper.value.hand_value import HandValue
from scorekeeper.value.hands import ROW_SIZES, evaluate
from scorekeeper.value.naturals import qualifying_naturals


@dataclass(frozen=True)
class RowCheck:
    """One row as read: its cards, its value once full (``words.seat`` names it), or what is wrong with it."""

    cards: tuple[Card, ...] = ()
    value: HandValue | None = None
    error: str = ""


@dataclass(frozen=True)
class SeatCheck:
    """A seat's three rows read together: what the phone shows, and whether Ready may be pressed."""

    rows: Mapping[str, RowCheck]
    refused: tuple[str, ...] = ()
    """One sentence per row refused whole (not cards, or more cards than the row holds)."""
    duplicate: str = ""
    foul: Foul | None = None
    naturals: tuple[str, ...] = ()
    complete: bool = False
    kept: Mapping[str, str] = field(default_factory=dict)
    """Each row's text as held: a refused row holds nothing."""

    def cards(self) -> tuple[Card, ...]:
        return tuple(card for row in ROWS for card in self.rows[row].cards)


def _read_row(row: Row, text: str, rules: RuleSet) -> tuple[RowCheck, str]:
    """Read one row; a row that is not cards or is too long is refused whole (an empty row and its reason)."""
    try:
        cards = parse_cards(text)
    except InvalidCards as e:
        return RowCheck(error=_("{row}: {reason}").format(row=row, reason=e)), ""
    size = ROW_SIZES[row]
    if len(cards) > size:
        return RowCheck(error=_("the {row} holds {size} cards, not {count}").format(
            row=row, size=size, count=len(cards))), ""
    if len(cards) < size:
        return RowCheck(cards), text
    try:
        return RowCheck(cards, value=evaluate(cards, row, rules)), text
    except InvalidCards as e:
        return RowCheck(cards, error=str(e)), text


def check_seat(texts: Mapping[str, str], rules: RuleSet) -> SeatCheck:
    """Read a seat's rows under the rules, from that seat's own rows only."""
    rows: dict[str, RowCheck] = {}
    kept: dict[str, str] = {}
    for row in ROWS:
        rows[row], kept[row] = _read_row(row, texts.get(row, ""), rules)
    refused = tuple(rows[row].error for row in ROWS if kept[row] == "" and rows[row].error)
    duplicate = ""
    try:
        verify_one_deck([(_("your {row}").format(row=row), rows[row].cards) for row in ROWS])
    except InvalidCards as e:
        duplicate = str(e)
    full = all(rows[row].value is not None and not rows[row].error for row in ROWS) and not duplicate
    foul = None
    naturals: tuple[str, ...] = ()
    if full:
        board = Board(rows["front"].cards, rows["middle"].cards, rows["back"].cards)
        foul = board.foul_reason(rules)
        if rules.naturals:
            naturals = qualifying_naturals(board.cards, rules)
    return SeatCheck(rows, refused, duplicate, foul, naturals, full and len(
        {c for row in ROWS for c in rows[row].cards}) == HAND_SIZE, kept)


def claimed_twice(hands: Mapping[str, Sequence[Card]]) -> dict[str, list[str]]:
    """Once every seat is ready: for each player who set a card another player also set, one sentence a card.

    Only the players involved are named in the answer, and each is told only of their own cards.
    """
    holders: dict[Card, list[str]] = {}
    for name, cards in hands.items():
        for card in dict.fromkeys(cards):
            holders.setdefault(card, []).append(name)
    told: dict[str, list[str]] = {}
    for card, names in holders.items():
        if len(names) < 2:
            continue
        for name in names:
            others = ", ".join(other for other in names if other != name)
            told.setdefault(name, []).append(_(
                "{card} is also in {others}'s hand: one deck has each card once. Check your cards and press "
                "Ready again").format(card=card, others=others))
    return told
