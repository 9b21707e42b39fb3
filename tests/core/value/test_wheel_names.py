"""A-2-3-4-5 is named a five-high straight under both wheel rules (RULES A3), though it ranks differently.

Under `second_best` the wheel is second only to A-K-Q-J-T, and its value carries that place; its name stays what
players call it.
"""

from __future__ import annotations

import pytest

from scorekeeper.read.cards import parse_cards
from scorekeeper.rules import RuleSet
from scorekeeper.value.hand_tables import build_five_card_table
from scorekeeper.value.hands import evaluate
from scorekeeper.words.hands import hand_name

SECOND_BEST = RuleSet.preset().with_options(wheel="second_best")


@pytest.mark.parametrize("rules", [RuleSet.preset(), SECOND_BEST], ids=["low", "second_best"])
def test_the_wheel_is_a_five_high_straight_by_name(rules: RuleSet) -> None:
    assert hand_name(evaluate("As 2d 3c 4h 5s", "back", rules)) == "Five-high straight"
    assert hand_name(evaluate("Ah 2h 3h 4h 5h", "back", rules)) == "Five-high straight flush"
    assert hand_name(evaluate("Ks Qd Jc Th 9s", "back", rules)) == "King-high straight"


def test_the_second_best_wheel_ranks_between_king_high_and_ace_high() -> None:
    # Valued directly (before a table is built) and through the second_best table built afresh: the same order.
    hands = ("Ks Qd Jc Th 9s", "As 2d 3c 4h 5s", "As Kd Qc Jh Ts")
    king, wheel, ace = (evaluate(c, "back", SECOND_BEST) for c in hands)
    assert king < wheel < ace
    table = build_five_card_table("second_best", False)
    king, wheel, ace = (table.evaluate_codes(*(card.code for card in parse_cards(c))) for c in hands)
    assert king < wheel < ace
