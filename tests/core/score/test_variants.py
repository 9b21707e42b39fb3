"""Open-face, pineapple, Fantasyland, criss-cross and the lowball middle (RULES C, D) with exact units."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

import pytest

from scorekeeper.errors import InvalidCards, InvalidDeal
from scorekeeper.read.cards import DECK, parse_cards
from scorekeeper.read.deal import Board
from scorekeeper.rules import RuleSet
from scorekeeper.score.ofc import Fantasyland, next_fantasyland
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.hand_tables import five_card_table
from scorekeeper.value.hands import value_of_five
from scorekeeper.words.fantasyland import fantasyland_why
from scorekeeper.words.hands import hand_name
from scorekeeper.words.reasons import foul_words, pair_lines
from tests.deals import FOUR, board

OFC_A = board("Qs Qh 4d", "9c 9d 9h 2s 3c", "Ah Kh 8h 6h 2h")  # royalties 7 + 2 + 4
OFC_B = board("Kc Jd 5s", "7s 8d 9s Th Jc", "3s 3d 3h Td Tc")  # royalties 4 + 6
OFC_C = board("Ks Kd 7c", "As Ac 5c 6c 7d", "2c 2d 4c 4s Jh")  # royalties 8 (K-K front)
OFC_C_FOUL = board("Ks Kd 7c", "2c 2d 4c 5c 7d", "As Ac 4s 6c Jh")  # K-K front over 2-2 middle
OFC_A_FOUL = board("Qs Qh 4d", "9c 9d 2s 3c 8h", "Ah Kh 9h 6h 2h")  # Q-Q front over 9-9 middle


def deal(*players: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    return {"players": [{"name": n, **b} for n, b in players]}


def units(d: dict[str, Any], rules: RuleSet) -> list[Any]:
    result = score_deal(d, rules)
    assert sum(result.units.values()) == 0
    return [result.units[p["name"]] for p in d["players"]]


OFC = RuleSet.preset("ofc")


def test_ofc_worked_example_with_fantasyland_entry() -> None:
    result = score_deal(deal(("A", OFC_A), ("B", OFC_B)), OFC)
    assert result.units == {"A": 2, "B": -2}
    assert result.players["A"].royalties == {"front": 7, "middle": 2, "back": 4}
    assert result.players["B"].royalties == {"front": 0, "middle": 4, "back": 6}
    assert result.pairs[0].rows == {"front": 1, "middle": -1, "back": -1}
    assert pair_lines(result.pairs[0])[-1] == "royalties: A 13 against B 10: A +3"
    assert result.to_json()["players"]["A"]["fantasyland"] == {"playing": False, "next": True, "next_cards": 13,
                                               "why": "pair of queens in front: Fantasyland with 13 cards"}
    assert result.players["B"].fantasyland is not None and result.players["B"].fantasyland["next"] is False


def test_ofc_second_worked_example_nets_zero() -> None:
    a = board("6s 6h 2d", "Js Jh 9c 9d 3s", "Qs Qd Qc 4s 5c")
    b = board("Ac Kd 4h", "Ts Td 8c 5h 4c", "5s 6d 7c 8h 9h")
    result = score_deal(deal(("A", a), ("B", b)), OFC)
    assert result.units == {"A": 0, "B": 0}
    assert result.pairs[0].rows == {"front": 1, "middle": 1, "back": -1}
    assert result.players["A"].royalties["front"] == 1 and result.players["B"].royalties["back"] == 2


def test_ofc_three_players() -> None:
    # A v C: rows -1 +1 +1, royalties 13 - 8: A +6. B v C: rows -1 +1 +1, royalties 10 - 8: B +3.
    assert units(deal(("A", OFC_A), ("B", OFC_B), ("C", OFC_C)), OFC) == [8, 1, -9]


def test_ofc_foul_pays_six_plus_the_opponents_royalties() -> None:
    result = score_deal(deal(("A", OFC_A), ("B", OFC_B), ("C", OFC_C_FOUL)), OFC)
    assert [result.units[n] for n in "ABC"] == [2 + 19, -2 + 16, -35]
    assert result.players["C"].royalties == {"front": 0, "middle": 0, "back": 0}
    assert result.players["C"].fantasyland is not None
    assert result.players["C"].fantasyland["next"] is False  # K-K in front, but fouled
    assert "C fouled (front K-K-7 beats middle 2-2-7-5-4): pays A a scoop, 19" in pair_lines(result.pairs[1])


def test_ofc_double_foul_is_zero_between_the_foulers() -> None:
    assert units(deal(("A", OFC_A_FOUL), ("B", OFC_B), ("C", OFC_C_FOUL)), OFC) == [-16, 32, -16]


def test_ofc_surrender_when_allowed() -> None:
    rules = OFC.with_options(surrender=True)
    # RULES C5 (as B5): B pays A the fee of 2 but nothing to C, who fouled; C pays A 6 + 13 royalties.
    assert units(deal(("A", OFC_A), ("B", {"surrender": True}), ("C", OFC_C_FOUL)), rules) == [2 + 19, -2, -19]
    with pytest.raises(InvalidDeal, match="do not allow surrender"):
        score_deal(deal(("A", OFC_A), ("B", {"surrender": True})), OFC)


def test_pineapple_takes_at_most_three_players() -> None:
    four_players = {"players": [{"name": n, **board(*rows)} for n, rows in FOUR.items()]}
    with pytest.raises(InvalidDeal, match="pineapple needs 2 to 3 players, not 4"):
        score_deal(four_players, RuleSet.preset("pineapple"))


def test_pineapple_discards_count_in_the_one_deck_check() -> None:
    rules = RuleSet.preset("pineapple")
    ok = deal(("A", {**OFC_A, "discards": "5h 5d 6s 7h"}), ("B", OFC_B))
    assert units(ok, rules) == [2, -2]
    dup = deal(("A", {**OFC_A, "discards": "5h 5d 6s 7s"}), ("B", OFC_B))
    with pytest.raises(InvalidCards, match="7s is used in A's discards and in B's middle"):
        score_deal(dup, rules)
    short = deal(("A", {**OFC_A, "discards": "5h 5d"}), ("B", OFC_B))
    with pytest.raises(InvalidDeal, match="A's discards must be 4 cards in pineapple, not 2"):
        score_deal(short, rules)
    fantasy = deal(("A", {**OFC_A, "discards": "5h", "fantasyland": True}), ("B", OFC_B))
    assert score_deal(fantasy, rules).players["A"].fantasyland["playing"] is True  # type: ignore[index]
    with pytest.raises(InvalidDeal, match="only pineapple has discards"):
        score_deal(ok, OFC)


# -- Fantasyland as a pure function ---------------------------------------------------------------


def fl(front: str, middle: str, back: str, rules: RuleSet, playing: bool = False) -> Fantasyland:
    b = Board(parse_cards(front), parse_cards(middle), parse_cards(back))
    fouled = b.foul_reason(rules) is not None
    return next_fantasyland(Fantasyland(playing), b.values(rules), fouled, rules)


JJ = ("Js Jh 4d", "Ks Kh 9c 9d 3s", "As Ad Ac 4s 5c")
QQ = ("Qs Qh 4d", "Ks Kh 9c 9d 3s", "As Ad Ac 4s 5c")
KK = ("Ks Kh 4d", "Qs Qh Qd 9d 3s", "As Ad Ac 4s 5c")
AA = ("As Ah 4d", "Ks Kh Kd 9d 3s", "2s 3s 4s 5s 6s")
TRIPS = ("5s 5h 5d", "Ks Kh Kd 9d 3s", "2s 3s 4s 6s 8s")
MIDDLE_FULL = ("2s 3h 4d", "Ks Kh Kd 9d 9s", "As Ad Ac Ah 5c")
BACK_QUADS = ("2s 3h 4d", "Ks Kh Qd 9d 3s", "As Ad Ac Ah 5c")
NOTHING = ("2s 3h 4d", "Ks Kh Qd 9d 3s", "As Ad Ac 4s 5c")


def test_fantasyland_entry_qq_or_kk() -> None:
    assert fl(*JJ, OFC).playing is False
    assert said(fl(*QQ, OFC)) == (True, 13, "pair of queens in front: Fantasyland with 13 cards")
    kk_rules = OFC.with_options(fl_entry="KK")
    assert fl(*QQ, kk_rules).playing is False
    assert fl(*KK, kk_rules).playing is True
    assert fl(*QQ, RuleSet.preset("pineapple")).cards == 14


@pytest.mark.parametrize(("hand", "cards"), [(QQ, 14), (KK, 15), (AA, 16), (TRIPS, 17)])
def test_progressive_card_counts(hand: tuple[str, str, str], cards: int) -> None:
    assert fl(*hand, RuleSet.preset("pineapple-progressive")).cards == cards


def test_fantasyland_stay_and_exit() -> None:
    pine = RuleSet.preset("pineapple-progressive")
    assert said(fl(*TRIPS, pine, playing=True)) == (True, 14, "stays in Fantasyland with trip fives in front")
    assert fl(*MIDDLE_FULL, pine, playing=True).playing is True
    strict = pine.with_options(fl_stay_middle_full_house=False)
    assert fl(*MIDDLE_FULL, strict, playing=True).playing is True  # quads in the back keep it
    middle_only = ("2s 3h 4d", "Ks Kh Kd 9d 9s", "As Ad Ac 4s 4c")
    assert fl(*middle_only, pine, playing=True).playing is True
    assert said(fl(*middle_only, strict, playing=True)) == (False, None, "leaves Fantasyland: no stay hand")
    stay = (True, 13, "stays in Fantasyland with four aces in the back")
    assert said(fl(*BACK_QUADS, OFC, playing=True)) == stay
    # Q-Q in front enters from outside but does not keep a player in.
    assert fl(*QQ, OFC, playing=True).playing is False
    assert fl(*NOTHING, OFC, playing=True).playing is False


def test_never_after_a_foul() -> None:
    fouled = ("Ks Kh 4d", "Qs Qh 2d 9d 3s", "As Ad Ac 4s 5c")
    assert said(fl(*fouled, OFC)) == (False, None, "fouled: no Fantasyland")
    assert fl(*fouled, OFC, playing=True).playing is False


# -- criss-cross ----------------------------------------------------------------------------------


def criss_cross() -> dict[str, Any]:
    return {"players": [
        {"name": "Ann", "boards": [board(*FOUR["P1"]), board(*FOUR["P2"])]},
        {"name": "Bob", "boards": [board(*FOUR["P3"]), board(*FOUR["P4"])]},
    ]}


def test_criss_cross_across_and_all() -> None:
    across = score_deal(criss_cross(), RuleSet.preset("criss-cross"))
    # Seat 1 v 3 is P1 v P3 (+6, a scoop); seat 2 v 4 is P2 v P4 (+1).
    assert across.units == {"Ann": 7, "Bob": -7}
    assert [p.boards for p in across.pairs] == [(1, 1), (2, 2)]
    assert pair_lines(across.pairs[0])[0] == "hand 1 v hand 1: front: Ann's hand 1's Ace-King high beats " \
                                              "Bob's hand 1's Queen-Jack high: Ann's hand 1 +1"
    every = score_deal(criss_cross(), RuleSet.preset("criss-cross").with_options(criss_cross_pairing="all"))
    # Adds P1 v P4 (-1) and P2 v P3 (+6).
    assert every.units == {"Ann": 12, "Bob": -12}
    assert len(every.pairs) == 4


def test_criss_cross_fouls_are_per_board() -> None:
    d = criss_cross()
    d["players"][1]["boards"][1] = board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")
    result = score_deal(d, RuleSet.preset("criss-cross"))
    # P2 v fouled P4 collects a scoop (6) instead of +1.
    assert result.units == {"Ann": 12, "Bob": -12}
    assert result.players["Bob"].fouled is True
    assert [b.fouled for b in result.players["Bob"].boards] == [False, True]


def test_criss_cross_needs_two_players_with_two_boards() -> None:
    with pytest.raises(InvalidDeal, match="criss-cross needs exactly 2 players, not 4"):
        score_deal({"players": [{"name": n, **board(*r)} for n, r in FOUR.items()]}, RuleSet.preset("criss-cross"))
    with pytest.raises(InvalidDeal, match="Ann needs two boards in criss-cross"):
        score_deal({"players": [{"name": "Ann", **board(*FOUR["P1"])}, {"name": "Bob", **board(*FOUR["P3"])}]},
                   RuleSet.preset("criss-cross"))


# -- lowball middle -------------------------------------------------------------------------------

LOW = RuleSet.preset("lowball-middle")


def test_lowball_worked_example() -> None:
    x = board("Qs Qh 3d", "7c 5d 4h 3c 2s", "Ks Kd 8s 8h 9c")
    y = board("Ac Jd 4s", "8d 6c 5s 3h 2d", "As Ad Ah Tc Td")
    result = score_deal(deal(("X", x), ("Y", y)), LOW)
    assert result.units == {"X": 1, "Y": -1}
    assert result.pairs[0].rows == {"front": 1, "middle": 1, "back": -1}
    assert result.players["X"].values is not None
    assert hand_name(result.players["X"].values["middle"]) == "Seven-five low"


def test_lowball_foul_check_is_back_against_front_only() -> None:
    # Q-Q front over a 7-5 low middle is fine; only back >= front is checked.
    legal = Board(*(parse_cards(r) for r in ("Qs Qh 3d", "7c 5d 4h 3c 2s", "Ks Kd 8s 8h 9c")))
    assert legal.foul_reason(LOW) is None
    fouled = Board(*(parse_cards(r) for r in ("Qs Qh 3d", "7c 5d 4h 3c 2s", "Ks 9d 8s 6h 4c")))
    assert foul_words(fouled.foul_reason(LOW)) == "front Q-Q-3 beats back K-9-8-6-4"


def test_lowball_middle_pays_no_royalty() -> None:
    x = board("7s 7h 7d", "As Ks Qs Js Ts", "9s 9h 9d 9c 2s")
    y = board("Ac Jd 4s", "8d 6c 5h 3h 2d", "Ah Ad Qh Tc Td")
    result = score_deal(deal(("X", x), ("Y", y)), LOW.with_options(royalties="classic"))
    assert result.players["X"].royalties == {"front": 3, "middle": 0, "back": 4}


def low(text: str) -> Any:
    return value_of_five(parse_cards(text), low=True)


def test_deuce_to_seven_orderings() -> None:
    assert hand_name(low("As 2h 3d 4c 5s")) == "Ace-five low"  # A-2-3-4-5 is ace-high, not a straight
    assert low("As 2h 3d 4c 5s") < low("Kc 9d 7h 5c 3s")
    assert low("2s 2h 3d 4c 5s") < low("Ac Kd Qh Jc 9s")  # any pair loses to any unpaired hand
    assert low("3s 4h 5d 6c 7s") < low("Ks Qh Jd Tc 8s")  # a straight counts against
    assert low("2h 4h 5h 6h 7h") < low("Ks Qh Jd Tc 8s")  # and so does a flush
    assert low("7c 5d 4h 3c 2s") > low("7c 6d 4h 3c 2s") > low("8c 5d 4h 3c 2s")


@pytest.mark.slow
def test_deuce_to_seven_over_every_five_card_hand() -> None:
    table = five_card_table("none", low=True)
    seen = set()
    for hand in combinations([c.code for c in DECK], 5):
        seen.add(table.evaluate_codes(*hand).key)
    # Counted independently: every rank multiset (at most 4 of a rank) is one unsuited class, and every
    # set of five distinct ranks is one more class as a flush; in 2-7 no class merges with another.
    multisets = sum(1 for combo in combinations(range(17), 5)
                    if max(Counter(_multiset(combo)).values()) <= 4)
    flush_sets = len(list(combinations(range(13), 5)))
    assert (multisets, flush_sets) == (6175, 1287)
    assert len(seen) == multisets + flush_sets == 7462
    best = max(table.values)
    assert hand_name(best) == "Seven-five low" and best.key == (0, -7, -5, -4, -3, -2)
    assert best == low("7c 5d 4h 3c 2s")
    assert low("7c 5c 4c 3c 2c") < best  # suited 7-5-4-3-2 is a flush


def _multiset(combo: tuple[int, ...]) -> list[int]:
    """Stars and bars: a 5-subset of range(17) is a 5-multiset of 13 ranks."""
    return [c - i for i, c in enumerate(combo)]


def said(state: Fantasyland) -> tuple[bool, int | None, str]:
    """A Fantasyland state as the table reads it: in or out, cards, why in words."""
    return state.playing, state.cards, fantasyland_why(state)
