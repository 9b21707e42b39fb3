"""Pinned JSON of results (FORMAT.md's result object) for fouls, Fantasyland, criss-cross and pool betting."""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.hands import all_five_card_hands
from scorekeeper.rules import RuleSet
from scorekeeper.scoring import score_deal
from scorekeeper.settle import can_settle
from tests.conftest import FOUR, board
from tests.test_pinned_variants import OFC_A, OFC_B


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
