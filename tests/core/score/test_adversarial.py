"""Adversarial deals against invariants and an independent scorer (RULES A2-A6, B2-B7, E3).

The deals are built to sit on the edges: suit-mirrored rows that tie or differ by one kicker, wheels and
A-2-3 fronts, royalty rows on both sides, naturals of the same type, and tables mixing fouls,
surrenders and naturals. Each deal must sum to zero, give the same units when the seats are reversed
or the cards inside a row are shuffled, and agree with the reference scorer (``tests/reference``).
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from tests.reference.cards import read_cards
from tests.reference.deal import score as reference_score
from tests.reference.hands import five_value

RANKS = "23456789TJQKA"
SUITS = "shdc"
MIRROR = {"s": "d", "h": "c"}


class Deck:
    """Cards still unused in one deal; ``take`` picks a rank (and suit, if given) that is still there."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.left = {r + s for r in RANKS for s in SUITS}

    def take(self, rank: str, suit: str | None = None) -> str | None:
        options = sorted(c for c in self.left if c[0] == rank and (suit is None or c[1] == suit))
        if not options:
            return None
        card = self.rng.choice(options)
        self.left.discard(card)
        return card

    def take_ranks(self, ranks: list[str], suited: bool = False) -> list[str] | None:
        suits = [s for s in SUITS if all(r + s in self.left for r in ranks)] if suited else [None]
        if not suits:
            return None
        suit = self.rng.choice(suits)
        cards = [self.take(r, suit) for r in ranks]
        taken = [c for c in cards if c is not None]
        if len(taken) < len(ranks):
            self.left |= set(taken)  # put back what a failed draw took
            return None
        return taken

    def random(self, n: int) -> list[str]:
        cards = self.rng.sample(sorted(self.left), n)
        self.left -= set(cards)
        return cards


def _legalish(rows: list[list[str]], rng: random.Random) -> list[list[str]]:
    """Usually put the stronger five-card row in the back, so deals are not mostly fouls."""
    middle = five_value(read_cards(" ".join(rows[1])))
    back = five_value(read_cards(" ".join(rows[2])))
    if middle > back and rng.random() < 0.8:
        rows[1], rows[2] = rows[2], rows[1]
    return rows


def mirrored(rng: random.Random) -> list[dict[str, Any]]:
    """Two hands with the same ranks in other suits (every row ties), then maybe one kicker moved."""
    cards = rng.sample([r + s for r in RANKS for s in "sh"], 13)
    rows = _legalish([cards[:3], cards[3:8], cards[8:]], rng)
    twin = [[c[0] + MIRROR[c[1]] for c in row] for row in rows]
    if rng.random() < 0.6:
        used = {c for row in twin for c in row}
        spare = [r + s for r in RANKS for s in "dc" if r + s not in used]
        row = rng.randrange(3)
        twin[row][rng.randrange(len(twin[row]))] = rng.choice(spare)
    return [_player("A", rows), _player("B", twin)]


STRAIGHTS = [list("A2345")] + [list(RANKS[i:i + 5]) for i in range(9)]
FRONT_STRAIGHTS = [list("A23")] + [list(RANKS[i:i + 3]) for i in range(11)]


def wheels(rng: random.Random) -> list[dict[str, Any]] | None:
    """A-2-3 fronts against high fronts, wheels against six-high straights, the rest at random."""
    deck = Deck(rng)
    players = []
    for name in "AB":
        front = deck.take_ranks(rng.choice([list("A23"), list("A23"), list("JQK"), list("AK2")]))
        back = deck.take_ranks(rng.choice([list("A2345"), list("23456"), list("TJQKA")]), rng.random() < 0.2)
        if front is None or back is None:
            return None
        players.append(_player(name, _legalish([front, deck.random(5), back], rng)))
    return players


def royalty_rows(rng: random.Random) -> list[dict[str, Any]] | None:
    """Both players with royalty rows: trips in front, full houses or quads in the middle and back."""
    deck = Deck(rng)
    ranks = rng.sample(RANKS, 6)
    players = []
    for name, (t, q, p) in zip("AB", (ranks[:3], ranks[3:]), strict=True):
        front = deck.take_ranks([t] * 3)
        middle = deck.take_ranks([q] * 3 + [p] * 2)
        back_rank = rng.choice([r for r in RANKS if r not in ranks])
        back = deck.take_ranks([back_rank] * 4)
        if front is None or middle is None or back is None:
            return None
        back.append(deck.random(1)[0])
        players.append(_player(name, [front, middle, back]))
    return players


def same_naturals(rng: random.Random) -> list[dict[str, Any]] | None:
    """Two (or three) players declaring the same natural, laid down in any order of rows."""
    kind = rng.choice(["three_straights", "three_flushes", "six_pairs"])
    deck = Deck(rng)
    players = []
    for name in "ABC"[: rng.choice([2, 3])]:
        rows: list[list[str] | None]
        if kind == "three_straights":
            suited = rng.random() < 0.3
            rows = [deck.take_ranks(rng.choice(FRONT_STRAIGHTS)),
                    deck.take_ranks(rng.choice(STRAIGHTS), suited), deck.take_ranks(rng.choice(STRAIGHTS), suited)]
        elif kind == "three_flushes":
            rows = [deck.take_ranks(sorted(rng.sample(RANKS, n)), True) for n in (3, 5, 5)]
        else:
            pairs = rng.sample(RANKS, 6)
            cards = [deck.take_ranks([r, r]) for r in pairs]
            odd = deck.random(1)
            if None in cards:
                return None
            flat = [c for two in cards if two for c in two] + odd
            rng.shuffle(flat)
            rows = [flat[:3], flat[3:8], flat[8:]]
        if any(r is None for r in rows):
            return None
        players.append(_player(name, [r for r in rows if r is not None], natural=kind))
    return players


def mixed_table(rng: random.Random) -> list[dict[str, Any]]:
    """Three or four players: clean hands, fouls, surrenders and six-pair naturals round one table."""
    deck = Deck(rng)
    players = []
    for name in "ABCD"[: rng.choice([3, 4])]:
        kind = rng.choice(["hand", "hand", "foul", "surrender", "natural"])
        if kind == "surrender":
            players.append({"name": name, "surrender": True})
            continue
        if kind == "natural":
            pairs = [deck.take_ranks([r, r]) for r in rng.sample(RANKS, 6)]
            flat = [c for two in pairs if two for c in two]
            if len(flat) == 12:
                flat += deck.random(1)
                players.append(_player(name, [flat[:3], flat[3:8], flat[8:]], natural="six_pairs"))
                continue
            deck.left |= set(flat)  # not enough pairs left: deal this player an ordinary hand
        cards = deck.random(13)
        rows = [cards[:3], cards[3:8], cards[8:]]
        players.append(_player(name, rows if kind == "foul" else _legalish(rows, rng)))
    return players


def _player(name: str, rows: list[list[str]], natural: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"name": name, "front": " ".join(rows[0]), "middle": " ".join(rows[1]),
                           "back": " ".join(rows[2])}
    if natural:
        out["natural"] = natural
    return out


RULE_CHOICES = {
    "method": ["1-6", "2-4", "1-1-1"],
    "wheel": ["low", "second_best"],
    "foul_penalty": ["scoop", "play", 3],
    "surrender_fee": [2, Fraction(5, 2)],
    "royalties": ["none", "classic"],
}
MAKERS = {"mirrored": mirrored, "wheels": wheels, "royalty_rows": royalty_rows,
          "same_naturals": same_naturals, "mixed_table": mixed_table}


def _check(players: list[dict[str, Any]], options: dict[str, Any], rng: random.Random) -> None:
    rules = RuleSet.preset().with_options(naturals=True, **options)
    result = score_deal({"players": players}, rules)
    units = dict(result.units)
    assert sum(units.values()) == 0  # RULES E3
    # Swapped seats mirror: the same units per player whatever the seating.
    assert dict(score_deal({"players": players[::-1]}, rules).units) == units
    # Card order inside a row never matters.
    shuffled = [{**p, **{row: " ".join(rng.sample(p[row].split(), len(p[row].split())))
                         for row in ("front", "middle", "back") if row in p}} for p in players]
    assert dict(score_deal({"players": shuffled}, rules).units) == units
    reference = reference_score({"players": players}, rules.to_json())
    assert units == reference.units, (players, options, result.to_json()["pairs"])
    # RULES B4: a mis-set hand is marked fouled whatever the penalty.
    assert {n: r.fouled for n, (r,) in reference.readings.items()} == {n: p.fouled for n, p in result.players.items()}


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), maker=st.sampled_from(sorted(MAKERS)),
       choice=st.tuples(*(st.sampled_from(v) for v in RULE_CHOICES.values())))
def test_adversarial_deals_hold_the_invariants_and_match_the_reference(seed: int, maker: str,
                                                                      choice: tuple[Any, ...]) -> None:
    rng = random.Random(seed)
    players = None
    for _ in range(5):  # a draw can run out of a wanted rank; deal again
        players = MAKERS[maker](rng)
        if players is not None:
            break
    if players is None:
        return
    _check(players, dict(zip(RULE_CHOICES, choice, strict=True)), rng)
