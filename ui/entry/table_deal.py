"""The boxes on the table as a hand-file deal (FORMAT.md) and back: what Score sends and a correction reloads.

In criss-cross a player has two boxes (hand 1, hand 2) and one entry with ``"boards": [hand 1, hand 2]``;
hand 1's Surrender covers both hands.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .player_entry import PlayerEntry


def deal_json(players: Sequence[PlayerEntry], dealer: str | None) -> dict[str, Any]:
    """The hand as a hand-file deal: each player's entry in seat order, and the dealer."""
    names = list(dict.fromkeys(p.name for p in players))
    if any(p.hand is not None for p in players):
        entries = [_criss_cross_json(name, [p for p in players if p.name == name]) for name in names]
    else:
        entries = [p.entry_json() for p in players]
    out: dict[str, Any] = {"players": entries}
    if dealer is not None:
        out["dealer"] = dealer
    return out


def _criss_cross_json(name: str, boxes: Sequence[PlayerEntry]) -> dict[str, Any]:
    """A criss-cross player: both boards in seat order, or a surrender (which covers both hands)."""
    if boxes[0].surrendered():
        return {"name": name, "surrender": True}
    return {"name": name, "boards": [box.board_json() for box in boxes]}


def is_quick_deal(data: Mapping[str, Any]) -> bool:
    """The deal was entered by places (quick entry), not cards."""
    return any(isinstance(p, Mapping) and "places" in p for p in data.get("players", ()))


def load_deal(players: Sequence[PlayerEntry], data: Mapping[str, Any]) -> None:
    """Fill the boxes from a hand-file deal (a hand taken back to correct it)."""
    entries = {p.get("name"): p for p in data.get("players", ()) if isinstance(p, Mapping)}
    for player in players:
        entry = entries.get(player.name, {})
        if player.hand is None:
            player.load_entry(entry)
            continue
        boards = entry.get("boards")
        board = boards[player.hand - 1] if isinstance(boards, list) and len(boards) >= player.hand else {}
        board = dict(board) if isinstance(board, Mapping) else {}
        player.load_entry({**board, "surrender": bool(entry.get("surrender"))} if player.hand == 1 else board)
