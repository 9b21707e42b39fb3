"""A small scorer written from RULES.md alone (A2-A5, B2-B7), to check ``score_deal`` on adversarial deals.

It covers classic games with methods 1-6, 2-4 (``two_or_more``) and 1-1-1, royalties ``none`` or ``classic``
paid ``win_only``, every foul penalty, surrender and naturals. It shares no code with ``scorekeeper``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

RANKS = "23456789TJQKA"
Card = tuple[int, str]
Key = tuple[float, ...]


def cards_of(text: str) -> list[Card]:
    return [(RANKS.index(t[0]) + 2, t[1]) for t in text.split()]


def five_key(cards: list[Card], wheel: str) -> Key:
    """RULES A2/A3: category first, then the ranks that decide inside it."""
    ranks = sorted((r for r, _ in cards), reverse=True)
    flush = len({s for _, s in cards}) == 1
    top: float | None = None
    if len(set(ranks)) == 5:
        if ranks[0] - ranks[4] == 4:
            top = ranks[0]
        elif ranks == [14, 5, 4, 3, 2]:
            top = 5 if wheel == "low" else 13.5  # second_best: between K-high and A-high
    groups = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [c for _, c in groups]
    order = [r for r, _ in groups]
    if top is not None:
        return (8 if flush else 4, top)
    if shape == [4, 1]:
        return (7, *order)
    if shape == [3, 2]:
        return (6, *order)
    if flush:
        return (5, *ranks)
    if shape == [3, 1, 1]:
        return (3, *order)
    if shape == [2, 2, 1]:
        return (2, *order)
    if shape == [2, 1, 1, 1]:
        return (1, *order)
    return (0, *ranks)


def front_key(cards: list[Card]) -> Key:
    """RULES A4: trips, pair then kicker, high card; on the five-card category scale."""
    groups = sorted(Counter(r for r, _ in cards).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    category = {3: 3, 2: 1, 1: 0}[groups[0][1]]
    return (category, *(r for r, _ in groups))


@dataclass
class Hand:
    """One player's entry: rows as (front, middle, back) card lists, or a surrender."""

    name: str
    rows: tuple[list[Card], list[Card], list[Card]] | None = None
    surrender: bool = False
    natural: str | None = None

    def keys(self, wheel: str) -> tuple[Key, Key, Key]:
        assert self.rows is not None
        front, middle, back = self.rows
        return front_key(front), five_key(middle, wheel), five_key(back, wheel)

    def fouled(self, wheel: str) -> bool:
        """RULES A5/A6: a front compares by as many cards as it has (a prefix is not higher)."""
        if self.rows is None or self.natural:
            return False
        f, m, b = self.keys(wheel)
        return f > m or m > b


CLASSIC = ({3: 3}, {6: 2, 7: 4, 8: 5}, {7: 4, 8: 5})  # RULES B6: by row, category -> units


def royalty(key: Key, row: int, royalties: str) -> int:
    return CLASSIC[row].get(int(key[0]), 0) if royalties == "classic" else 0


def natural_key(hand: Hand, wheel: str) -> Key | tuple[Key, ...]:
    """RULES B7 for same-type naturals, read from the rows as laid down."""
    assert hand.rows is not None
    front, middle, back = hand.rows
    if hand.natural == "six_pairs":
        counts = Counter(r for r, _ in front + middle + back)
        pairs = sorted((r for r, n in counts.items() for _ in range(n // 2)), reverse=True)
        return (*pairs, *(r for r, n in counts.items() if n % 2))
    if hand.natural in ("three_straights", "three_flushes"):
        ranks = sorted((r for r, _ in front), reverse=True)
        if hand.natural == "three_flushes":
            top: Key = tuple(ranks)
        elif ranks == [14, 3, 2]:
            top = (3,) if wheel == "low" else (13.5,)
        else:
            top = (ranks[0],)
        return (five_key(back, wheel), five_key(middle, wheel), top)
    return ()


NATURAL_ORDER = ("six_pairs", "three_straights", "three_flushes", "dragon", "thirteen_flush")


@dataclass
class Rules:
    method: str = "1-6"
    wheel: str = "low"
    foul_penalty: str | int = "scoop"
    surrender_fee: Fraction = Fraction(2)
    royalties: str = "none"
    natural_value: int = 3
    """Every natural here is worth 3 except dragon and thirteen_flush (13), as by default."""

    def scoop_extra(self) -> int:
        return {"1-6": 3, "2-4": 1, "1-1-1": 0}[self.method]

    def value(self, natural: str) -> int:
        return 13 if natural in ("dragon", "thirteen_flush") else self.natural_value


def pair_units(a: Hand, b: Hand, rules: Rules) -> Fraction:
    """What a collects from b (negative: pays), by RULES B3-B7 in their order."""
    if a.surrender or b.surrender:
        if a.surrender and b.surrender:
            return Fraction(0)
        other, sign = (b, -1) if a.surrender else (a, 1)
        if other.fouled(rules.wheel) and rules.foul_penalty != "play":
            return Fraction(0)
        return sign * rules.surrender_fee
    if a.natural or b.natural:
        if a.natural and b.natural:
            ia, ib = NATURAL_ORDER.index(a.natural), NATURAL_ORDER.index(b.natural)
            if ia == ib:
                ka, kb = natural_key(a, rules.wheel), natural_key(b, rules.wheel)
                side = (ka > kb) - (ka < kb)
            else:
                side = (ia > ib) - (ia < ib)
            return Fraction(side * rules.value(a.natural if side > 0 else b.natural))
        return Fraction(rules.value(a.natural) if a.natural else -rules.value(b.natural or ""))
    fa, fb = a.fouled(rules.wheel), b.fouled(rules.wheel)
    if rules.foul_penalty != "play" and (fa or fb):
        if fa and fb:
            return Fraction(0)
        clean = b if fa else a
        if rules.foul_penalty == "scoop":
            rows = sum(royalty(k, i, rules.royalties) or 1 for i, k in enumerate(clean.keys(rules.wheel)))
            pay = Fraction(rows + rules.scoop_extra())
        else:
            pay = Fraction(rules.foul_penalty)
        return -pay if fa else pay
    ka, kb = a.keys(rules.wheel), b.keys(rules.wheel)
    total, won, lost = 0, 0, 0
    for i in range(3):
        if ka[i] > kb[i]:
            won += 1
            total += royalty(ka[i], i, rules.royalties) or 1
        elif ka[i] < kb[i]:
            lost += 1
            total -= royalty(kb[i], i, rules.royalties) or 1
    if rules.method == "1-6" and 3 in (won, lost):
        total += 3 if won == 3 else -3
    if rules.method == "2-4":
        total += 1 if won >= 2 else -1 if lost >= 2 else 0
    return Fraction(total)


def table_units(hands: list[Hand], rules: Rules) -> dict[str, Fraction]:
    """Every pair settled on its own (RULES B1); each player's total."""
    out = {h.name: Fraction(0) for h in hands}
    for i, a in enumerate(hands):
        for b in hands[i + 1:]:
            units = pair_units(a, b, rules)
            out[a.name] += units
            out[b.name] -= units
    return out
