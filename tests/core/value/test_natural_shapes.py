"""Naturals at the edges of their shapes (RULES B7): quads as two pairs, thirteen cards of one suit as three flushes.

RULES B7: six pairs counts quads as two pairs; a natural given as 13 cards without rows is compared in the
best arrangement that shows it, so thirteen spades are also three flushes (and three straights): back A-K-Q-J-T,
middle 9-8-7-6-5 (two straight flushes), front 4-3-2.
"""

from __future__ import annotations

from scorekeeper.read.cards import parse_cards
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.hand_value import Category
from scorekeeper.value.naturals import natural_key, qualifying_naturals

RULES = RuleSet.preset("classic-naturals")
SPADES = parse_cards("2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As")
QUADS = parse_cards("As Ah Ad Ac Ks Kh Qs Qh Js Jh Ts Th 2c")


def test_four_aces_are_two_of_six_pairs() -> None:
    assert natural_key("six_pairs", QUADS, RULES) == ((14, 14, 13, 12, 11, 10), (2,))
    assert qualifying_naturals(QUADS, RULES) == ("six_pairs",)
    deal = {"players": [
        {"name": "A", "natural": "six_pairs", "front": "As Ah 2c", "middle": "Ad Ac Ks Kh Qs",
         "back": "Qh Js Jh Ts Th"},
        {"name": "B", "front": "9s 9h 8c", "middle": "7s 7h 6d 6c 5s", "back": "4s 4h 3d 3c 5h"}]}
    assert score_deal(deal, RULES).units == {"A": 3, "B": -3}


def test_thirteen_cards_of_one_suit_are_three_flushes_in_their_best_rows() -> None:
    flush = Category.STRAIGHT_FLUSH
    assert natural_key("three_flushes", SPADES, RULES) == ((flush, 14), (flush, 9), (4, 3, 2))
    assert qualifying_naturals(SPADES, RULES) == ("three_straights", "three_flushes", "dragon", "thirteen_flush")
