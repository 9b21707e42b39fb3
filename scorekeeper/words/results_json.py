"""The parts of a result as FORMAT.md's JSON, every word in English whatever the app's language.

``DealResult.to_json`` (score/results.py) puts them together: the one JSON of a scored deal.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.game import ROWS
from scorekeeper.language import english
from scorekeeper.rules import json_number
from scorekeeper.score.ofc import Fantasyland
from scorekeeper.score.parts import PairResult, PlayerResult
from scorekeeper.words.fantasyland import fantasyland_why
from scorekeeper.words.hands import hand_name
from scorekeeper.words.reasons import foul_words, pair_lines


def fantasyland_json(state: Fantasyland) -> dict[str, Any]:
    """``{"playing", "cards", "why"}`` of one Fantasyland state."""
    with english():
        return {"playing": state.playing, "cards": state.cards, "why": fantasyland_why(state)}


def player_json(player: PlayerResult) -> dict[str, Any]:
    """One player's reading: rows named, royalties, foul and its reason, Fantasyland, criss-cross boards."""
    with english():
        state = player.fantasyland
        if state is not None:
            why = state.get("why")
            state = {**state, "why": fantasyland_why(why) if isinstance(why, Fantasyland) else why}
        out: dict[str, Any] = {
            "fouled": player.fouled,
            "surrendered": player.surrendered,
            "natural": player.natural,
            "rows": {row: hand_name(player.hand_of(row)) or None for row in ROWS},
            "royalties": {row: json_number(player.royalties[row]) for row in ROWS},
            "fantasyland": dict(state) if state is not None else None,
        }
        if player.foul_reason is not None:
            out["foul_reason"] = foul_words(player.foul_reason) or "fouled"
        if player.boards:
            out["boards"] = [player_json(b) for b in player.boards]
        return out


def pair_json(pair: PairResult) -> dict[str, Any]:
    """One pair's settlement: rows won, units for the first player, the lines in English."""
    with english():
        out: dict[str, Any] = {
            "players": list(pair.players),
            "rows": dict(pair.rows) if pair.rows is not None else None,
            "units": json_number(pair.units),
            "lines": list(pair_lines(pair)),
        }
    if pair.boards:
        out["boards"] = list(pair.boards)
    return out

