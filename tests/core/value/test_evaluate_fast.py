"""The public ``evaluate`` one-lookup path gives the table's value and refuses what the checked path refuses."""

from __future__ import annotations

import re
from itertools import combinations, islice

import pytest

from scorekeeper.errors import InvalidCards
from scorekeeper.read.cards import DECK, Card, Rank, Suit, parse_cards
from scorekeeper.rules import RuleSet
from scorekeeper.value.hand_tables import five_card_table
from scorekeeper.value.hands import evaluate, value_of_five
from scorekeeper.words.hands import hand_name


def test_every_97th_five_card_hand_gets_the_tables_value_as_tuple_list_and_middle() -> None:
    table = five_card_table()
    for hand in islice(combinations(DECK, 5), 0, None, 97):
        want = table.evaluate_codes(*(c.code for c in hand))
        assert evaluate(hand) == want
        assert evaluate(list(hand), "middle") == want
        assert evaluate(hand, "back", RuleSet.preset()) == want


@pytest.mark.parametrize(("text", "message"), [
    ("As As Kd Qc Jh", "As is used twice in the back"),  # a pair made of one card twice (RULES A1)
    ("As As Ks Qs Js", "As is used twice in the back"),  # a flush made of one card twice
    ("Ah Ah Ah Ah Ah", "Ah is used twice in the back"),  # five of one rank: no table entry at all
    ("As Kd", "a row needs 3 cards (a front) or 5 (a back), not 2"),  # no row named: 3 or 5 say which
    ("As Kd Qc Jh", "a row needs 3 cards (a front) or 5 (a back), not 4"),
    ("As Kd Qc Jh Th 9h", "a row needs 3 cards (a front) or 5 (a back), not 6"),
    ("As As Kd", "As is used twice in the front"),
])
def test_a_repeated_card_or_a_wrong_size_is_refused_with_the_same_sentence_as_text_or_cards(
        text: str, message: str) -> None:
    cards = tuple(Card(Rank("23456789TJQKA".index(t[0]) + 2), Suit(t[1])) for t in text.split())  # new objects
    for given in (text, cards, list(cards)):
        with pytest.raises(InvalidCards, match=f"^{re.escape(message)}$"):
            evaluate(given)  # type: ignore[arg-type]


def test_other_rules_and_rows_leave_the_one_lookup_path_for_their_own_values() -> None:
    lowball = RuleSet.preset().with_options(lowball_middle=True)
    assert hand_name(evaluate("As 2s 3d 4s 7s", "middle", lowball)) == "Ace-seven low"  # RULES D2
    assert hand_name(evaluate("As 2s 3d 4s 7s", "back", lowball)) == "Ace-Seven high"
    wheel = parse_cards("As 2s 3d 4s 5s")
    second = RuleSet.preset().with_options(wheel="second_best")
    assert evaluate(wheel, "back", second) == value_of_five(wheel, "second_best")  # RULES A3
    assert evaluate(wheel, "back", second) > evaluate("Ks Qd Jc Th 9s")
    assert hand_name(evaluate("Qs Qd 7c", "front")) == "Pair of queens, seven kicker"


def test_the_five_card_table_is_built_once_however_its_rule_is_passed() -> None:
    """The app's warm-up asks ``five_card_table("low")``, scoring asks ``("low", False)``: one table, not two."""
    table = five_card_table()
    assert five_card_table("low") is table
    assert five_card_table("low", False) is table
    assert five_card_table(wheel="low", low=False) is table
    assert five_card_table("none", True) is not table


def test_with_no_row_three_cards_are_a_front_and_five_a_back() -> None:
    """Issue 30: ``evaluate("As Ad 6c")`` values a front (it used to refuse it as a back of 3 cards)."""
    for given in ("As Ad 6c", parse_cards("As Ad 6c"), list(parse_cards("As Ad 6c"))):
        assert evaluate(given) == evaluate(given, "front")  # type: ignore[arg-type]
        assert hand_name(evaluate(given)) == "Pair of aces, six kicker"  # type: ignore[arg-type]
    assert evaluate("Qh Jd Tc 9h 8s") == evaluate("Qh Jd Tc 9h 8s", "back")
    assert hand_name(evaluate("Qh Jd Tc 9h 8s", rules=RuleSet.preset())) == "Queen-high straight"  # RULES F, P1
    lowball = RuleSet.preset("lowball-middle")
    assert hand_name(evaluate("As 2s 3d 4s 7s", None, lowball)) == "Ace-Seven high"  # a back, not a low middle
