"""Words a player reads at the laptop (issue 29 item 6): a refused card, a tie broken by one card."""

from __future__ import annotations

from scorekeeper.read.cards import parse_cards
from scorekeeper.read.seat_check import claimed_twice
from scorekeeper.rules import RuleSet


def test_a_card_two_seats_set_is_said_to_those_seats_only_naming_the_other() -> None:
    # Table mode reads a seat's own rows only (issue 28): a card another seat also holds is found once every
    # seat is ready, and each seat involved is told where else its card is; a seat not involved is told nothing.
    told = claimed_twice({"Ann": parse_cards("As Kc 6d"), "Bob": parse_cards("Ah As 2c"), "Cy": parse_cards("3c")})
    assert told == {
        "Ann": ["As is also in Bob's hand: one deck has each card once. Check your cards and press Ready again"],
        "Bob": ["As is also in Ann's hand: one deck has each card once. Check your cards and press Ready again"]}


def test_two_rows_named_alike_say_which_card_decides() -> None:
    from scorekeeper.score.scorer import score_deal
    from scorekeeper.words.reasons import pair_lines

    result = score_deal({"players": [
        {"name": "Ann", "front": "5c 3d 2c", "middle": "Ac Ad Kc Kd 8c", "back": "Qh Jh 9h 7h 4h"},
        {"name": "Bob", "front": "6c 4d 3c", "middle": "Tc Td 8d 6d 5d", "back": "Qs Js 9s 7s 2s"}]})
    assert pair_lines(result.pairs[0]) == (
        "front: Bob's Six-Four high beats Ann's Five-Three high: Bob +1",
        "middle: Ann's Two pair, aces and kings beats Bob's Pair of tens, eight kicker: Ann +1",
        "back: Ann's Flush, queen high beats Bob's Flush, queen high (decided by four against two): Ann +1")


def test_a_pair_and_its_kicker_alike_name_the_next_kicker() -> None:
    assert told(("Kh Kd 9c 5s 2h", "Ks Kc 9d 4s 3h")) == ("Pair of kings, nine kicker",
                                                          "Pair of kings, nine kicker (decided by five against four)")


def told(rows: tuple[str, str]) -> tuple[str, str]:
    from scorekeeper.value.hands import evaluate
    from scorekeeper.words.hands import told_apart

    return told_apart(evaluate(parse_cards(rows[0]), "middle", RuleSet()),
                      evaluate(parse_cards(rows[1]), "middle", RuleSet()))
