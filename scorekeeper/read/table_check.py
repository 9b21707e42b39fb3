"""One seat's rows checked as a phone sends them: row names, foul, naturals, and cards another seat holds.

Table mode's phone page never reads cards or rules itself: it sends the rows as typed or tapped and shows
what this check answers. Every answer comes from the core's own functions (parse_cards, evaluate, the
board's foul check, verify_one_deck, qualifying_naturals), so the phone and the laptop can never disagree.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from scorekeeper.errors import InvalidCards
from scorekeeper.language import _
from scorekeeper.read.cards import Card, format_cards, parse_cards, verify_one_deck
from scorekeeper.read.deal import Board, Foul
from scorekeeper.rules import RuleSet
from scorekeeper.value.hands import ROW_SIZES, ROWS, HandValue, Row, evaluate
from scorekeeper.value.naturals import qualifying_naturals

HAND_SIZE = 13


@dataclass(frozen=True)
class RowCheck:
    """One row as read: its cards, its value once full (``say.seat`` names it), or what is wrong with it."""

    cards: tuple[Card, ...] = ()
    value: HandValue | None = None
    error: str = ""


@dataclass(frozen=True)
class SeatCheck:
    """A seat's three rows read together: what the phone shows, and whether Ready may be pressed."""

    rows: Mapping[str, RowCheck]
    refused: tuple[str, ...] = ()
    duplicate: str = ""
    foul: Foul | None = None
    naturals: tuple[str, ...] = ()
    complete: bool = False
    kept: Mapping[str, str] = field(default_factory=dict)
    """Each row's text with any card held by another seat taken out (what the seat now holds)."""

    def cards(self) -> tuple[Card, ...]:
        return tuple(card for row in ROWS for card in self.rows[row].cards)



def _read_row(row: Row, text: str, rules: RuleSet, taken: Collection[Card],
              refused: list[str]) -> tuple[RowCheck, str]:
    """Read one row; cards another seat holds are refused and left out of the text kept."""
    try:
        cards = parse_cards(text)
    except InvalidCards as e:
        return RowCheck(error=_("{row}: {reason}").format(row=row, reason=e)), text
    mine = []
    for card in cards:
        if card in taken:  # never placed here: the message says so, and where the card is
            refused.append(_("{card} is in another hand at the table, so it was left out of your {row}").format(
                card=card, row=row))
            continue
        mine.append(card)
    kept = text if len(mine) == len(cards) else format_cards(mine)
    cards = tuple(mine)
    size = ROW_SIZES[row]
    if len(cards) > size:
        return RowCheck(cards, error=_("the {row} holds {size} cards, not {count}").format(
            row=row, size=size, count=len(cards))), kept
    if len(cards) < size:
        return RowCheck(cards), kept
    try:
        return RowCheck(cards, value=evaluate(cards, row, rules)), kept
    except InvalidCards as e:
        return RowCheck(cards, error=str(e)), kept


def check_seat(texts: Mapping[str, str], rules: RuleSet, taken: Collection[Card] = ()) -> SeatCheck:
    """Read a seat's rows under the rules; ``taken`` are the cards the table's other seats hold."""
    refused: list[str] = []
    rows: dict[str, RowCheck] = {}
    kept: dict[str, str] = {}
    for row in ROWS:
        rows[row], kept[row] = _read_row(row, texts.get(row, ""), rules, taken, refused)
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
    return SeatCheck(rows, tuple(refused), duplicate, foul, naturals, full and len(
        {c for row in ROWS for c in rows[row].cards}) == HAND_SIZE, kept)
