"""What a player's box holds, read from its row fields: the typed `Board`, the naturals it makes, what still
keeps a suggestion back and what is missing. Reading only: no widgets are built or changed here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication

from scorekeeper.game import HAND_SIZE, ROWS
from scorekeeper.read.cards import Card
from scorekeeper.read.deal import Board
from scorekeeper.rules import RuleSet

from .player_status import card_to_fix, more_cards, too_many
from .row_entry import RowEntry

Rows = Mapping[str, RowEntry]
"""The front, middle and back fields of one box, by row."""



def held_cards(rows: Rows) -> tuple[Card, ...]:
    """The readable cards in the three rows, front to back."""
    return tuple(card for row in ROWS for card in rows[row].cards)


def held_board(rows: Rows) -> Board | None:
    """The three rows as a board, when every row holds exactly its readable cards."""
    if any(r.bad_tokens or len(r.cards) != r.capacity for r in rows.values()):
        return None
    return Board(rows["front"].cards, rows["middle"].cards, rows["back"].cards)


def naturals_made(rows: Rows, rules: RuleSet) -> tuple[str, ...]:
    """The naturals the rows make (weakest first), once they hold 13 different cards."""
    board = held_board(rows)
    if board is None or len(set(held_cards(rows))) != HAND_SIZE:
        return ()
    from scorekeeper.value.naturals import qualifying_naturals  # with the first whole hand, not at launch
    return tuple(qualifying_naturals(board, rules))


def cards_blocker(rows: Rows) -> str:
    """Why the typed cards cannot be set yet ("2 more cards"; any rows, any order), or "" with all 13 in."""
    if any(r.bad_tokens for r in rows.values()):
        return card_to_fix()
    cards = held_cards(rows)
    twice = next((c for c in cards if cards.count(c) > 1), None)
    if twice is not None:
        return QCoreApplication.translate("PlayerEntry", "{card} is in two places").format(card=twice)
    if any(r.has_conflicts() for r in rows.values()):
        return QCoreApplication.translate("PlayerEntry", "a card used twice on the table")
    if len(cards) < HAND_SIZE:
        return more_cards(HAND_SIZE - len(cards))
    if len(cards) > HAND_SIZE:
        return too_many(len(cards) - HAND_SIZE)
    return ""


def discards_hold(discards: RowEntry, fantasyland: bool) -> bool:
    """Pineapple's discards field: empty, or a count the core allows (RULES C4) of readable cards used nowhere
    else."""
    if discards.is_empty():
        return True
    from scorekeeper.score.ofc import discards_fit  # pineapple's rule, the core's: loaded when discards show

    count = len(discards.cards)
    return (discards_fit(count, fantasyland) and not discards.bad_tokens and not discards.has_conflicts()
            and len(set(discards.cards)) == count)


def cards_missing(rows: Rows, discards: Iterable[RowEntry], can_suggest: bool) -> str:
    """What an incomplete card entry still needs, in words ("2 more cards", "rows to set")."""
    if any(r.has_error() for r in rows.values()):
        return QCoreApplication.translate("PlayerEntry", "rows to set") if can_suggest else card_to_fix()
    missing = sum(max(0, r.missing()) for r in rows.values())
    if missing:
        return more_cards(missing)
    if any(d.has_error() for d in discards):
        return card_to_fix()
    return QCoreApplication.translate("PlayerEntry", "discards to fix: 4 cards, or none")
