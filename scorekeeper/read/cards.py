"""Cards: ranks, suits, a forgiving parser and the one-deck check (RULES A1)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum, IntEnum

from scorekeeper.errors import InvalidCards
from scorekeeper.language import _


class Rank(IntEnum):
    """Card rank, deuce (2) to ace (14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        return "23456789TJQKA"[self - 2]

    @property
    def word(self) -> str:
        return RANK_WORDS[self]

    @property
    def plural(self) -> str:
        return RANK_PLURALS[self]


RANK_WORDS = {
    Rank(r): w
    for r, w in zip(
        range(2, 15),
        ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"],
        strict=True,
    )
}
RANK_PLURALS = {r: ("sixes" if r == Rank.SIX else w + "s") for r, w in RANK_WORDS.items()}


class Suit(Enum):
    """Card suit; suits never break ties."""

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @property
    def symbol(self) -> str:
        return {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}[self.value]

    @property
    def index(self) -> int:
        return "shdc".index(self.value)


_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


@dataclass(frozen=True, eq=False, slots=True)
class Card:
    """One card of the 52-card deck.

    ``code`` (a plain slot, read on every lookup) packs the card for table lookups: bits 16-28 hold one
    bit for the rank, bits 12-15 one bit for the suit and bits 0-7 the rank's prime (Cactus Kev's layout).
    """

    rank: Rank
    suit: Suit
    code: int = field(init=False, repr=False, compare=False)
    prime: int = field(init=False, repr=False, compare=False)
    """The rank's prime (the low byte of ``code``): a row's rank multiset is the product of five."""
    deck_bit: int = field(init=False, repr=False, compare=False)
    """``1 << index``: five cards are five different cards when their bits do not overlap."""

    def __post_init__(self) -> None:
        r = self.rank - 2
        object.__setattr__(self, "code", (1 << (16 + r)) | (1 << (12 + self.suit.index)) | _PRIMES[r])
        object.__setattr__(self, "prime", _PRIMES[r])
        object.__setattr__(self, "deck_bit", 1 << (self.suit.index * 13 + r))

    @property
    def index(self) -> int:
        """0-51, suit-major: a stable number for the card grid and bit sets."""
        return self.suit.index * 13 + (self.rank - 2)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and self.code == other.code

    def __hash__(self) -> int:
        return self.code  # one code per card: cheap and consistent with __eq__

    def __str__(self) -> str:
        return self.rank.char + self.suit.value

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


DECK: tuple[Card, ...] = tuple(Card(Rank(r), s) for s in Suit for r in range(2, 15))
_BY_TEXT = {str(c): c for c in DECK}

_RANK_TOKENS = {c: c for c in "23456789TJQKA"} | {"10": "T"}
_SUIT_TOKENS = {"s": "s", "h": "h", "d": "d", "c": "c", "♠": "s", "♥": "h", "♦": "d", "♣": "c",
                "♤": "s", "♡": "h", "♢": "d", "♧": "c"}
# Explicit ASCII case pairs, not re.IGNORECASE: Unicode case folding would also match the Kelvin sign
# (U+212A) as "K" and the long s (U+017F) as "s", which the lookup tables below cannot translate.
_TOKEN = re.compile(r"(10|[2-9TtJjQqKkAa])\s*([SsHhDdCc♠♥♦♣♤♡♢♧])")
_SEPARATORS = re.compile(r"[\s,;/|]+")


@dataclass(frozen=True)
class CardToken:
    """A piece of typed text and what it reads as: a card, or an error message.

    ``error`` is the whole sentence ("card 2 'Kx' cannot be read: 'x' is not a suit ..."); ``reason``
    is its last part alone ("'x' is not a suit ..."), for a caller that words the rest itself.
    """

    text: str
    start: int
    card: Card | None
    error: str | None = None
    reason: str | None = None


def tokenize(text: str) -> tuple[CardToken, ...]:
    """Read text card by card, never failing: each unreadable token carries its own message.

    The app uses this to mark the bad token where it stands while the user types.
    """
    tokens: list[CardToken] = []
    pos = 0
    position = 0
    while pos < len(text):
        sep = _SEPARATORS.match(text, pos)
        if sep:
            pos = sep.end()
            continue
        position += 1
        m = _TOKEN.match(text, pos)
        if m:
            rank = _RANK_TOKENS[m.group(1).upper()]
            suit = _SUIT_TOKENS[m.group(2).lower()]
            tokens.append(CardToken(m.group(0), pos, _BY_TEXT[rank + suit]))
            pos = m.end()
            continue
        end = _SEPARATORS.search(text, pos)
        stop = end.start() if end else len(text)
        # A run like "AsKx" must stop at the next readable card, not swallow it.
        nxt = _TOKEN.search(text, pos + 1, stop)
        if nxt:
            stop = nxt.start()
        bad = text[pos:stop]
        why = _reason(bad)
        error = _("card {position} {text} cannot be read: {reason}").format(
            position=position, text=repr(bad), reason=why)
        tokens.append(CardToken(bad, pos, None, error, why))
        pos = stop
    return tuple(tokens)


def _reason(bad: str) -> str:
    """Why a piece of text is not a card: its rank or its suit."""
    head = bad[:2] if bad[:2] == "10" else bad[:1]
    if head.upper() not in _RANK_TOKENS:
        why = _("{text} is not a rank (2-9, T or 10, J, Q, K, A)").format(text=repr(head))
    elif len(bad) == len(head):
        why = _("it has no suit (s, h, d, c or ♠ ♥ ♦ ♣)")
    else:
        why = _("{text} is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)").format(text=repr(bad[len(head)]))
    return why


def parse_cards(text: str | Iterable[Card]) -> tuple[Card, ...]:
    """Parse forgiving card text (``AsKd10h``, ``as, kd``, ``A♠ K♦``) into cards.

    Raises:
        InvalidCards: naming the first bad token and its position.
    """
    if not isinstance(text, str):
        return tuple(text)
    canonical = [_BY_TEXT.get(token) for token in text.split()]  # the fast path: "As Kd 6c"
    if canonical and None not in canonical:
        return tuple(canonical)  # type: ignore[arg-type]
    cards = []
    for token in tokenize(text):
        if token.card is None:
            raise InvalidCards(token.error or "", card_text=token.text, reason=token.reason)
        cards.append(token.card)
    return tuple(cards)


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical text: ``As Kd 7c``."""
    return " ".join(str(c) for c in cards)


def find_duplicates(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards that appear more than once, each named once, in first-seen order."""
    seen: set[Card] = set()
    dups: list[Card] = []
    for card in cards:
        if card in seen and card not in dups:
            dups.append(card)
        seen.add(card)
    return tuple(dups)


def verify_one_deck(groups: Iterable[tuple[str, Iterable[Card]]]) -> None:
    """Check that no card appears twice across named groups (a player's row, discards...).

    Raises:
        InvalidCards: naming the card and both places it appears.
    """
    groups = tuple(groups)
    seen = 0  # one bit per card of the deck: a repeat is found without hashing a Card
    for name, cards in groups:
        for card in cards:
            if seen & card.deck_bit:
                first = next(n for n, held in groups if card in held)
                if first == name:
                    message = _("{card} is used twice in {place}: one deck has each card once")
                else:
                    message = _("{card} is used in {first} and in {place}: one deck has each card once")
                raise InvalidCards(message.format(card=card, first=first, place=name), card=str(card))
            seen |= card.deck_bit
