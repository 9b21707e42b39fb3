"""What a screen reader says for a card, a row and a player's status: the words only, no widgets."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from scorekeeper.read.cards import Card

RANK_NAMES = (str(QT_TRANSLATE_NOOP("Spoken", "two")), str(QT_TRANSLATE_NOOP("Spoken", "three")),
              str(QT_TRANSLATE_NOOP("Spoken", "four")), str(QT_TRANSLATE_NOOP("Spoken", "five")),
              str(QT_TRANSLATE_NOOP("Spoken", "six")), str(QT_TRANSLATE_NOOP("Spoken", "seven")),
              str(QT_TRANSLATE_NOOP("Spoken", "eight")), str(QT_TRANSLATE_NOOP("Spoken", "nine")),
              str(QT_TRANSLATE_NOOP("Spoken", "ten")), str(QT_TRANSLATE_NOOP("Spoken", "jack")),
              str(QT_TRANSLATE_NOOP("Spoken", "queen")), str(QT_TRANSLATE_NOOP("Spoken", "king")),
              str(QT_TRANSLATE_NOOP("Spoken", "ace")))
"""The ranks' words from two to ace, as the core spells them (``Rank.word``), translated when said."""
SUIT_NAMES = (str(QT_TRANSLATE_NOOP("Spoken", "spades")), str(QT_TRANSLATE_NOOP("Spoken", "hearts")),
              str(QT_TRANSLATE_NOOP("Spoken", "diamonds")), str(QT_TRANSLATE_NOOP("Spoken", "clubs")))
"""The suits' words, as ``Suit.name.lower()`` spells them, translated when said."""


def card_name(card: Card) -> str:
    """A card as it is said aloud: ``king of hearts`` (红桃K in Chinese)."""
    return QCoreApplication.translate("Spoken", "{rank} of {suit}").format(
        rank=QCoreApplication.translate("Spoken", card.rank.word),
        suit=QCoreApplication.translate("Spoken", card.suit.name.lower()))


def cards_words(cards: Iterable[Card]) -> str:
    """Cards in a row, said one after another: ``king of hearts, queen of diamonds``."""
    return QCoreApplication.translate("Spoken", ", ").join(card_name(card) for card in cards)


def hand_words(label: str) -> str:
    """A hand's name as said in a sentence: the core's ``King-Queen high`` read as ``king-queen high``."""
    return label.lower()


def row_words(player: str, row: str, cards: Iterable[Card], label: str) -> str:
    """One row read out: ``Ann, front: king of hearts, queen of diamonds, two of spades, king-queen high``."""
    said = QCoreApplication.translate("Spoken", ", ").join(part for part in (cards_words(cards), label) if part)
    said = said or QCoreApplication.translate("Spoken", "empty")
    if player:
        return QCoreApplication.translate("Spoken", "{player}, {row}: {said}").format(player=player, row=row, said=said)
    return QCoreApplication.translate("Spoken", "{row}: {said}").format(row=row, said=said)
