"""RULES A1: cards read from text (forgiving), and the one-deck rule."""

from __future__ import annotations

from collections import Counter

RANKS = "23456789TJQKA"
SUITS = "shdc"
SUIT_SIGNS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}

Card = tuple[int, str]
"""A card as (rank, suit): rank 2 to 14 (ace), suit one of ``shdc``."""


def read_cards(text: str) -> list[Card]:
    """Cards from text like ``As Kd 10h``, ``askd10h`` or ``A♠ K♦``; anything else is a ValueError."""
    cards: list[Card] = []
    rest = text.strip()
    while rest:
        if rest[0] in " ,":
            rest = rest[1:]
            continue
        if rest.startswith("10"):
            rank, rest = "T", rest[2:]
        else:
            rank, rest = rest[0].upper(), rest[1:]
        if rank not in RANKS or not rest:
            raise ValueError(f"bad card near {rank + rest[:1]!r}")
        suit = SUIT_SIGNS.get(rest[0], rest[0].lower())
        if suit not in SUITS:
            raise ValueError(f"bad suit {rest[0]!r}")
        cards.append((RANKS.index(rank) + 2, suit))
        rest = rest[1:]
    return cards


def card_text(card: Card) -> str:
    return RANKS[card[0] - 2] + card[1]


def repeated(cards: list[Card]) -> list[Card]:
    """Cards seen more than once on the table (A1: one deck)."""
    return [c for c, n in Counter(cards).items() if n > 1]
