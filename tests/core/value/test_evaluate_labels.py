"""``evaluate`` from a cold start, on its one-lookup path and under other rules: exact labels (RULES A2, A3, D2)."""

from __future__ import annotations

import pytest

from scorekeeper.errors import InvalidCards
from scorekeeper.read.cards import Card, Rank, Suit, parse_cards
from scorekeeper.rules import RuleSet
from scorekeeper.value import hands
from scorekeeper.value.hand_value import HandValue
from scorekeeper.value.hands import evaluate
from scorekeeper.words.hands import hand_name

DEFAULT = RuleSet.preset()
LOWBALL = DEFAULT.with_options(lowball_middle=True)
SECOND_BEST = DEFAULT.with_options(wheel="second_best")

# One row of each shape the lookup tells apart (RULES A2): a flush, a paired hand, a full house, no pair, a straight.
SHAPES = {
    "As Ks Qs Js 9s": "Flush, ace high",
    "Qs Qh 6d 4c 3s": "Pair of queens, six kicker",
    "Kh Kd Kc 4h 4s": "Full house, kings over fours",
    "Ah Kd Qc Jh 9s": "Ace-King high",
    "6h 5d 4c 3h 2s": "Six-high straight",
}


def fresh(text: str) -> tuple[Card, ...]:
    """New Card objects for the text: equal to parse_cards' cards but not the same objects."""
    return tuple(Card(Rank("23456789TJQKA".index(t[0]) + 2), Suit(t[1])) for t in text.split())


def no_general_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """From here on, any call that leaves evaluate's one-lookup path fails the test (issue 17's speed path)."""
    def refuse(*args: object) -> HandValue:
        raise AssertionError(f"left the one-lookup path for {args}")
    monkeypatch.setattr(hands, "_evaluate_any", refuse)


def test_five_cards_under_the_default_wheel_are_one_lookup_for_back_and_middle(
        monkeypatch: pytest.MonkeyPatch) -> None:
    evaluate("2s 3s 4s 5s 7d")  # the first call fills the tables
    no_general_path(monkeypatch)
    for rules in (None, DEFAULT):
        for row in ("back", "middle"):
            for text, label in SHAPES.items():
                assert hand_name(evaluate(parse_cards(text), row, rules)) == label  # type: ignore[arg-type]
                assert hand_name(evaluate(list(fresh(text)), row, rules)) == label  # type: ignore[arg-type]


def test_the_first_call_fills_the_tables_and_still_refuses_a_repeated_card(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hands, "_FLUSH", {})
    monkeypatch.setattr(hands, "_UNSUITED", {})
    with pytest.raises(InvalidCards, match=r"^As is used twice in the back$"):  # RULES A1: one pair of one card
        evaluate(fresh("As As Kd Qc Jh"))
    assert hand_name(evaluate(fresh("Kh Kd Kc 4h 4s"))) == "Full house, kings over fours"
    with pytest.raises(InvalidCards, match=r"^As is used twice in the back$"):  # and again from the filled tables
        evaluate(fresh("As As Kd Qc Jh"))
    no_general_path(monkeypatch)
    for text, label in SHAPES.items():
        value = evaluate(fresh(text))
        assert (hand_name(value), value.low) == (label, False)  # a high value, not a deuce-to-seven one (RULES D2)


def test_the_wheel_is_a_low_straight_second_best_or_in_a_lowball_middle_ace_high() -> None:
    wheel = "As 2d 3c 4h 5s"
    for given in (wheel, fresh(wheel)):
        assert hand_name(evaluate(given)) == "Five-high straight"  # RULES A3, wheel: low
        assert evaluate(given).key == (4, 5)
        assert evaluate(given, "back", SECOND_BEST).key == (4, 13, 1)  # RULES A3: just below A-K-Q-J-T
        assert hand_name(evaluate(given, "middle", LOWBALL)) == "Ace-five low"  # RULES D2: ace high, no straight
        assert evaluate(given, "middle", LOWBALL) < evaluate("Ks Qd Jc Th 8s", "middle", LOWBALL)
        assert hand_name(evaluate(given, "back", LOWBALL)) == "Five-high straight"  # D2 changes the middle only
        assert evaluate(given, "middle", SECOND_BEST).key == (4, 13, 1)


def test_a_lowball_middle_values_every_shape_as_deuce_to_seven() -> None:
    # RULES D2: straights and flushes count against, any pair loses to any unpaired hand; 7-5-4-3-2 is best.
    best = evaluate(fresh("7s 5d 4c 3h 2s"), "middle", LOWBALL)
    assert hand_name(best) == "Seven-five low" and best.low
    assert hand_name(evaluate(fresh("Ah Kd Qc Jh 9s"), "middle", LOWBALL)) == "Ace-king low"
    ladder = [evaluate(fresh(t), "middle", LOWBALL) for t in ("7s 5d 4c 3h 2s", "Ah Kd Qc Jh 9s", "2s 2h 7d 5c 3s",
                                                                "6h 5d 4c 3h 2s", "7s 5s 4s 3s 2s")]
    assert ladder == sorted(ladder, reverse=True)
    assert len(set(ladder)) == 5
