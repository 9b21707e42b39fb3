"""The boxes on the table as a typed ``Deal`` and back: what Score hands the session and a correction reloads.

In criss-cross a player has two boxes (hand 1, hand 2) and one entry with two boards; hand 1's Surrender
covers both hands. A row still being typed is a short row of its readable cards: a deal put aside (a draft,
what was typed before the rules changed) comes back as it was. JSON is only for the phones (``load_deal_json``
reads a phone's or the preferences file's hand-file players, FORMAT.md), never between the entry and the session.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from scorekeeper.game import ROWS
from scorekeeper.read.cards import format_cards
from scorekeeper.read.deal import Board, Deal, Entry

from .player_entry import PlayerEntry


def entered_deal(players: Sequence[PlayerEntry], dealer: str | None) -> Deal:
    """The hand as the boxes hold it: each player's entry in seat order, and the dealer."""
    names = list(dict.fromkeys(p.name for p in players))
    if any(p.hand is not None for p in players):
        entries = tuple(_criss_cross(name, [p for p in players if p.name == name]) for name in names)
    else:
        entries = tuple(_entry(p) for p in players)
    return Deal(entries, dealer)


def _rows(player: PlayerEntry) -> Board:
    """The three rows' readable cards (a row may still be short)."""
    rows = player.rows
    return Board(rows["front"].cards, rows["middle"].cards, rows["back"].cards)


def _entry(player: PlayerEntry) -> Entry:
    if player.surrendered():
        return Entry(player.name, surrender=True)
    natural = (player.declared_natural() if player.rules.naturals else None) or None
    if player.is_quick():
        quick = player.quick
        return Entry(player.name, natural=natural, places=quick.places_set(), royalties=quick.royalty_units(),
                     fouled=quick.fouled.isChecked())
    return Entry(player.name, _rows(player), natural=natural, discards=player.discarded())


def _criss_cross(name: str, boxes: Sequence[PlayerEntry]) -> Entry:
    """A criss-cross player: both boards in seat order, or a surrender (which covers both hands)."""
    if boxes[0].surrendered():
        return Entry(name, surrender=True)
    return Entry(name, boards=tuple(_rows(box) for box in boxes))


def is_quick_deal(deal: Deal | Mapping[str, Any]) -> bool:
    """The deal was entered by places (quick entry), not cards."""
    if isinstance(deal, Deal):
        return any(p.quick for p in deal.players)
    return any(isinstance(p, Mapping) and "places" in p for p in deal.get("players", ()))


def load_deal(players: Sequence[PlayerEntry], deal: Deal | Mapping[str, Any]) -> None:
    """Fill the boxes from a deal (a hand taken back to correct it, a draft put back), or a phone's JSON."""
    if not isinstance(deal, Deal):
        _load_deal_json(players, deal)
        return
    entries = {p.name: p for p in deal.players}
    for player in players:
        entry = entries.get(player.name)
        if entry is None:
            player.clear()
        elif player.hand is None:
            _load(player, entry)
        else:
            board = entry.boards[player.hand - 1] if len(entry.boards) >= player.hand else None
            surrender = entry.surrender and player.hand == 1
            _load(player, Entry(entry.name, board, surrender))


def _load(player: PlayerEntry, entry: Entry) -> None:
    player.clear()
    player.surrender.setChecked(entry.surrender)
    if entry.board is not None:
        for row in ROWS:
            player.rows[row].set_text(format_cards(entry.board.row(row)))
    if entry.discards:
        player.discards.set_text(format_cards(entry.discards))
    if entry.places is not None:
        for row, place in entry.places.items():
            player.quick.places[row].setValue(place)
        for row, units in (entry.royalties or {}).items():
            player.quick.royalties[row].setValue(float(units))
        player.quick.fouled.setChecked(entry.fouled)
    if entry.natural:
        player.load_natural(entry.natural)


def _load_deal_json(players: Sequence[PlayerEntry], data: Mapping[str, Any]) -> None:
    """Fill the boxes from a hand-file deal as the phones send it (FORMAT.md): the table's edge."""
    entries = {p.get("name"): p for p in data.get("players", ()) if isinstance(p, Mapping)}
    for player in players:
        entry = entries.get(player.name, {})
        if player.hand is not None:
            boards = entry.get("boards")
            board = boards[player.hand - 1] if isinstance(boards, list) and len(boards) >= player.hand else {}
            board = dict(board) if isinstance(board, Mapping) else {}
            entry = {**board, "surrender": bool(entry.get("surrender"))} if player.hand == 1 else board
        _load_json(player, entry)


def _load_json(player: PlayerEntry, data: Mapping[str, Any]) -> None:
    player.clear()
    player.surrender.setChecked(bool(data.get("surrender")))
    for row in ROWS:
        if isinstance(data.get(row), str):
            player.rows[row].set_text(data[row])
    if isinstance(data.get("discards"), str):
        player.discards.set_text(data["discards"])
    places = data.get("places")
    if isinstance(places, Mapping):
        for row, place in places.items():
            player.quick.places[row].setValue(int(place))
        for row, units in (data.get("royalties") or {}).items():
            player.quick.royalties[row].setValue(float(Fraction(str(units))))  # "1.5" or the store's "3/2"
        player.quick.fouled.setChecked(bool(data.get("fouled")))
    natural = data.get("natural")
    if natural:
        player.load_natural(str(natural))
