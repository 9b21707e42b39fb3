"""What a screen reader says for a card, a row and a player's status: the words only, no widgets."""

from __future__ import annotations

from collections.abc import Iterable

from scorekeeper.read.cards import Card


def card_name(card: Card) -> str:
    """A card as it is said aloud: ``king of hearts``."""
    return f"{card.rank.word} of {card.suit.name.lower()}"


def cards_words(cards: Iterable[Card]) -> str:
    """Cards in a row, said one after another: ``king of hearts, queen of diamonds``."""
    return ", ".join(card_name(card) for card in cards)


def hand_words(label: str) -> str:
    """A hand's name as said in a sentence: the core's ``King-Queen high`` read as ``king-queen high``."""
    return label.lower()


def row_words(player: str, row: str, cards: Iterable[Card], label: str) -> str:
    """One row read out: ``Ann, front: king of hearts, queen of diamonds, two of spades, king-queen high``."""
    said = [part for part in (cards_words(cards), label) if part]
    return f"{player}, {row}: {', '.join(said) or 'empty'}" if player else f"{row}: {', '.join(said) or 'empty'}"
