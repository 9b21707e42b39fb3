"""The one-deck check across the table: where each card on the table is, and each field's cards used elsewhere too.

Read from the boxes as they show (a surrendered or quick-entry box holds no cards; hidden discards none).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from scorekeeper.read.cards import Card

from .player_entry import PlayerEntry
from .row_entry import RowEntry
from .words import row_place


def table_cards(players: Sequence[PlayerEntry]) -> tuple[dict[int, str], dict[RowEntry, dict[Card, str]]]:
    """Where each card in play is, by card index ("Ann's front", for the picker), and for every field the cards
    it shares with another field, each with where else it is."""
    places: dict[Card, list[RowEntry]] = defaultdict(list)
    fields = [(player, entry) for player in players for entry in (*player.rows.values(), player.discards)]
    for player, entry in fields:
        if not (player.surrendered() or player.is_quick()):
            for card in dict.fromkeys(entry.cards if entry.isVisibleTo(player) else ()):
                places[card].append(entry)

    def where(entry: RowEntry) -> str:
        return row_place(players[entry.seat].title, entry.row)

    used = {card.index: where(entries[0]) for card, entries in places.items()}
    twice = {entry: {card: ", ".join(where(other) for other in places[card] if other is not entry)
                     for card in entry.cards if len(places.get(card, ())) > 1} for _player, entry in fields}
    return used, twice
