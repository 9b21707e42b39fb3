"""Random deals for the session and store tests, and the child process of the crash test.

As a script (``python tests/session_helper.py STORE``) it opens the store at STORE, opens the
session called "crash" (creating it the first time), and adds hands until killed: hand n is always
``numbered_hand(n)``, and after each ``add_hand`` returns it prints n and flushes, so the parent knows
that hand was reported saved.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

PLAYERS = ("Ann", "Bob", "Cy", "Dee")


def random_hand(rng: random.Random, players: tuple[str, ...] = PLAYERS, surrender_rate: float = 0.05,
                foul_rate: float = 0.1) -> dict[str, Any]:
    """One deal (hand-file JSON): 13 cards each from one shuffled deck, rows set by rank groups.

    The biggest, highest rank groups go to the back, so most boards are legal; some are set the other
    way round (a foul) and some players surrender.
    """
    from scorekeeper.read.cards import DECK, format_cards

    deck = list(DECK)
    rng.shuffle(deck)
    out: list[dict[str, Any]] = []
    for i, name in enumerate(players):
        if rng.random() < surrender_rate:
            out.append({"name": name, "surrender": True})
            continue
        cards = deck[13 * i:13 * (i + 1)]
        counts = Counter(c.rank for c in cards)
        ordered = sorted(cards, key=lambda c: (-counts[c.rank], -c.rank, c.suit.index))
        if rng.random() < foul_rate:
            ordered.reverse()
        out.append({"name": name, "front": format_cards(ordered[10:]), "middle": format_cards(ordered[5:10]),
                    "back": format_cards(ordered[:5])})
    return {"players": out}


def numbered_hand(number: int) -> dict[str, Any]:
    """The crash test's hand ``number``: the same deal every time for the same number."""
    return random_hand(random.Random(number))


def numbered_unit(number: int) -> str:
    return ("1", "2.50", "5")[number % 3]


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store

    store = Store(argv[1])
    sessions = [s for s in store.list_sessions() if s.name == "crash"]
    session = store.open(sessions[0].id) if sessions else store.create(Session("crash", PLAYERS))
    while True:
        number = session.hand_count + 1
        session.add_hand(numbered_hand(number), unit_value=numbered_unit(number))
        sys.stdout.write(f"{number}\n")
        sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
