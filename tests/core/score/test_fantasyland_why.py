"""RULES C4: why a player stays in Fantasyland is data (the kind, the hand, the row), not only words."""

from __future__ import annotations

import pytest

from scorekeeper.rules import RuleSet
from scorekeeper.score.ofc import Fantasyland, next_fantasyland
from scorekeeper.value.hands import evaluate
from scorekeeper.words.fantasyland import fantasyland_why

OFC = RuleSet.preset("ofc")
INSIDE = Fantasyland(True, 14)
BOARDS = {  # front, middle, back: each set stays by exactly one row
    "front": ("7s 7d 7c", "Ah Kd Qc Js 9h", "As Ad Kh Kc 2d"),
    "middle": ("Ks Qd 2c", "5h 5d 5c 9s 9d", "Ts Jd Qh Kd Ac"),
    "back": ("Ks Qd 2c", "Ah Kd Qc Js 9h", "8s 8d 8c 8h 2d"),
}


def values(board: tuple[str, str, str]) -> dict[str, object]:
    return {row: evaluate(cards, row, OFC) for row, cards in zip(("front", "middle", "back"), board, strict=True)}


@pytest.mark.parametrize("row", ["front", "middle", "back"])
def test_a_player_inside_stays_by_the_row_that_holds_the_stay_hand(row: str) -> None:
    rows = values(BOARDS[row])
    after = next_fantasyland(INSIDE, rows, False, OFC)  # type: ignore[arg-type]
    assert after == Fantasyland(True, OFC.fl_cards, "stays", rows[row], row)  # type: ignore[arg-type]
    assert fantasyland_why(after).startswith("stays in Fantasyland")


def test_a_player_outside_enters_by_the_front_and_otherwise_stays_out_with_no_reason() -> None:
    outside = Fantasyland()
    queens = values(("Qs Qd 2c", "Ah Kd Qc Js 9h", "As Ad Kh Kc 2d"))
    after = next_fantasyland(outside, queens, False, OFC)  # type: ignore[arg-type]
    assert after == Fantasyland(True, OFC.fl_cards, "enters", queens["front"], "front")  # type: ignore[arg-type]
    jacks = values(("Js Jd 2c", "Ah Kd Qc Th 9h", "As Ad Kh Kc 2d"))
    assert next_fantasyland(outside, jacks, False, OFC) == Fantasyland(False, None, "")  # type: ignore[arg-type]
