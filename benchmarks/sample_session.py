"""A large, reproducible session file for benchmarks (session store, Excel export).

    from benchmarks.sample_session import generate_session
    data = generate_session(hands=10_000, seed=2026)       # a FORMAT.md session-file dict

or, from the repository root:  python benchmarks/sample_session.py --hands 10000 --seed 2026 -o big.json

Each hand shuffles one deck and deals 13 cards to each of four players, who set their rows by grouping
cards: the biggest rank groups (quads, trips, pairs), highest first, fill the back, then the middle, then
the front. Most hands are legal this way, a few foul, and about one player in forty surrenders.
The unit value goes from 5.00 to 10.00 halfway through, so money is not just units times one value.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorekeeper.read.cards import DECK, Card, format_cards

PLAYERS = ("Ann", "Bob", "Cy", "Dee")
SURRENDER_RATE = 0.025


def set_rows(cards: list[Card]) -> dict[str, str]:
    """Front, middle and back by rank groups, biggest and highest first into the back."""
    counts = Counter(c.rank for c in cards)
    ordered = sorted(cards, key=lambda c: (-counts[c.rank], -c.rank, c.suit.index))
    return {"front": format_cards(ordered[10:]), "middle": format_cards(ordered[5:10]),
            "back": format_cards(ordered[:5])}


def generate_hand(rng: random.Random, dealer: str, unit_value: str) -> dict[str, Any]:
    deck = list(DECK)
    rng.shuffle(deck)
    players: list[dict[str, Any]] = []
    for i, name in enumerate(PLAYERS):
        if rng.random() < SURRENDER_RATE:
            players.append({"name": name, "surrender": True})
        else:
            players.append({"name": name, **set_rows(deck[13 * i:13 * (i + 1)])})
    return {"dealer": dealer, "unit_value": unit_value, "players": players}


def generate_session(hands: int, seed: int) -> dict[str, Any]:
    """A session file (FORMAT.md) of ``hands`` seeded random four-player classic 1-6 hands."""
    rng = random.Random(seed)
    out = []
    for n in range(hands):
        unit = "5.00" if n < hands // 2 else "10.00"
        out.append(generate_hand(rng, PLAYERS[n % len(PLAYERS)], unit))
    return {"format": "chinese-poker-session", "version": 1, "name": f"Sample session ({hands} hands)",
            "date": "2026-01-30", "players": list(PLAYERS), "rules": "classic-1-6", "unit_value": "5.00",
            "currency": "USD", "first_dealer": PLAYERS[0], "hands": out}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("-o", "--output", default="-", help="file to write, or - for standard output")
    args = parser.parse_args()
    text = json.dumps(generate_session(args.hands, args.seed), indent=1) + "\n"
    if args.output == "-":
        sys.stdout.write(text)
    else:
        Path(args.output).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
