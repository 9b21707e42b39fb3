"""A phone's seat check as the phone page shows it (table mode): rows named, the foul in words and its rows."""

from __future__ import annotations

from typing import Any

from scorekeeper.game import ROWS
from scorekeeper.read.seat_check import SeatCheck
from scorekeeper.words.hands import hand_name
from scorekeeper.words.reasons import foul_words, natural_name


def seat_json(check: SeatCheck) -> dict[str, Any]:
    """What the phone page reads: each row's cards, name and error, the foul, the naturals, the count."""
    return {
        "rows": {row: {"cards": [str(c) for c in check.rows[row].cards], "name": hand_name(check.rows[row].value),
                       "error": check.rows[row].error} for row in ROWS},
        "refused": list(check.refused),
        "duplicate": check.duplicate,
        "foul": foul_words(check.foul),
        "foul_rows": list(check.foul.rows) if check.foul is not None else [],
        "naturals": [[n, natural_name(n)] for n in check.naturals],
        "complete": check.complete,
        "count": len(check.cards()),
    }
