"""RULES D1: two players, two hands each; classic scoring per match, a player's result the sum."""

from __future__ import annotations

from fractions import Fraction

from tests.reference.classic import Pair, settle_pair
from tests.reference.entries import Player, Reading, read_hand


def matches(rules: dict) -> list[tuple[int, int]]:
    """Which of the first player's hands meets which of the second's (seat 1 v 3 and 2 v 4, or all four)."""
    if rules["criss_cross_pairing"] == "across":
        return [(0, 0), (1, 1)]
    return [(0, 0), (0, 1), (1, 0), (1, 1)]


def score_criss_cross(first: Player, second: Player, rules: dict) -> tuple[dict[str, Fraction], list[Pair],
                                                                            dict[str, list[Reading]]]:
    """Surrender covers both of a player's hands; the two hands of one player never meet."""
    hands = {p.name: [read_hand(p, board, rules) for board in (p.boards or [None, None])] for p in (first, second)}
    pairs = [settle_pair(hands[first.name][i], hands[second.name][j], rules) for i, j in matches(rules)]
    total = sum((p.units for p in pairs), Fraction(0))
    return {first.name: total, second.name: -total}, pairs, hands
