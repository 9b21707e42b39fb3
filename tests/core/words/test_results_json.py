"""Pinned JSON of results (FORMAT.md's result object) for fouls, Fantasyland, criss-cross and pool betting."""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.night.settle import can_settle
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.words.results_json import pair_json
from tests.core.score.test_classic_units import A_ONLY_WINNER, B_ONLY_WINNER
from tests.core.score.test_fantasyland_and_naturals import OFC_A, OFC_B
from tests.core.value.test_hands import all_five_card_hands
from tests.deals import FOUR, board


def test_a_fouled_player_carries_the_reason() -> None:
    deal = {"players": [{"name": "P1", **board(*FOUR["P1"])},
                        {"name": "P4", **board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")}]}
    out = score_deal(deal, RuleSet.preset()).to_json()
    assert out["players"]["P4"]["fouled"] is True
    assert out["players"]["P4"]["foul_reason"] == "front A-A-2 beats middle Q-Q-J-6-5"  # RULES B4: with its reason
    assert "foul_reason" not in out["players"]["P1"]
    assert out["units"] == {"P1": 6, "P4": -6} and "lines" not in out


def test_fantasyland_in_the_json() -> None:
    out = score_deal({"players": [{"name": "A", **OFC_A}, {"name": "B", **OFC_B}]}, RuleSet.preset("ofc")).to_json()
    assert out["players"]["A"]["fantasyland"] == {
        "playing": False, "next": True, "next_cards": 13, "why": "pair of queens in front: Fantasyland with 13 cards"}


def test_criss_cross_boards_in_the_json() -> None:
    deal = {"players": [
        {"name": "Ann", "boards": [board(*FOUR["P1"]), board(*FOUR["P2"])]},
        {"name": "Bob", "boards": [board(*FOUR["P3"]), board(*FOUR["P4"])]},
    ]}
    out = score_deal(deal, RuleSet.preset("criss-cross")).to_json()
    assert [p["boards"] for p in out["pairs"]] == [[1, 1], [2, 2]]
    assert [b["rows"]["front"] for b in out["players"]["Ann"]["boards"]] == ["Ace-King high", "Ace-King high"]
    assert [b["royalties"] for b in out["players"]["Bob"]["boards"]] == [{"front": 0, "middle": 0, "back": 0}] * 2


def test_pool_lines_in_the_json() -> None:
    deal = {"players": [{"name": n, **board(*rows)} for n, rows in FOUR.items()]}
    out = score_deal(deal, RuleSet.preset("pool")).to_json()
    assert out["lines"][0] == "everyone antes 3; each row's pot is 4"  # RULES B8: 4 antes of 3, a third per row
    assert out["pairs"] == [] and out["units"] == {"P1": -1, "P2": 3, "P3": -3, "P4": 1}


def test_can_settle() -> None:
    assert can_settle({"A": Decimal("1.50"), "B": Decimal("-1.50")}) is True
    assert can_settle({"A": Decimal("1.50"), "B": Decimal("-1.49")}) is False


def test_every_five_card_hand_once() -> None:
    hands = all_five_card_hands()
    first = next(iter(hands))
    assert len(first) == 5
    assert 1 + sum(1 for _ in hands) == 2_598_960  # 52 choose 5


# All 52 cards: Ann's hand 2 has a middle full house (2) and back quads (4); Bob's hand 2 a middle full house (2).
ANN_2 = board("Kh Ac 2s", "5s 5d 5c 4s 4h", "6s 6h 6d 6c 3d")
BOB_2 = board("2d 8c 9c", "7s 7d 7c Js Jc", "Ts Th Td 9s 9d")


def test_criss_cross_royalties_add_up_per_player() -> None:
    deal = {"players": [{"name": "Ann", "boards": [A_ONLY_WINNER, ANN_2]},
                        {"name": "Bob", "boards": [B_ONLY_WINNER, BOB_2]}]}
    result = score_deal(deal, RuleSet.preset("criss-cross").with_options(royalties="classic"))
    # Hand 1 v hand 1: a scoop with A's full house, 1 + 2 + 1 + 3 = 7 (RULES B6). Hand 2 v hand 2:
    # front +1, middle −2 (Bob's full house), back +4 (Ann's quads) = 3.
    assert [p.units for p in result.pairs] == [7, 3] and result.units == {"Ann": 10, "Bob": -10}
    assert [dict(p.rows or {}) for p in result.pairs][1] == {"front": 1, "middle": -1, "back": 1}
    assert pair_json(result.pairs[1])["rows"] == {"front": 1, "middle": -1, "back": 1}
    ann, bob = result.players["Ann"], result.players["Bob"]
    assert (ann.name, ann.surrendered, ann.fouled) == ("Ann", False, False)
    assert dict(ann.royalties) == {"front": 0, "middle": 4, "back": 4}
    assert dict(bob.royalties) == {"front": 0, "middle": 2, "back": 0}


def test_criss_cross_surrender() -> None:
    deal = {"players": [{"name": "Ann", "surrender": True}, {"name": "Bob", "boards": [B_ONLY_WINNER, BOB_2]}]}
    result = score_deal(deal, RuleSet.preset("criss-cross"))
    assert result.units == {"Ann": -4, "Bob": 4}  # the fee against each of Bob's two hands (RULES B5, D1)
    ann = result.players["Ann"]
    assert (ann.name, ann.surrendered, ann.boards) == ("Ann", True, ())
    assert result.to_json()["players"]["Ann"]["surrendered"] is True
    assert [p.rows for p in result.pairs] == [None, None]


def test_ofc_without_fantasyland_carries_none() -> None:
    rules = RuleSet.preset("ofc").with_options(fantasyland=False)
    result = score_deal({"players": [{"name": "A", **OFC_A}, {"name": "B", **OFC_B}]}, rules)
    assert result.players["A"].fantasyland is None
