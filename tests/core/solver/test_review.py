"""Post-hand review against the RULES.md four-player deal."""

from __future__ import annotations

from typing import Any

from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.solver.review import review_hand
from tests.deals import FOUR, board

RULES = RuleSet.preset()


def test_review_scores_the_best_setting_against_the_real_opponents(four_player_deal: dict[str, Any]) -> None:
    deal = deal_from_json(four_player_deal, RULES)
    reviews = review_hand(deal, RULES)
    assert sorted(reviews) == ["P1", "P2", "P3", "P4"]
    assert [reviews[n].actual_units for n in FOUR] == [3, 9, -13, 1]
    for name, review in reviews.items():
        # Re-score by hand: the same deal with only this player's rows replaced.
        players = [dict(p) for p in four_player_deal["players"]]
        i = [p["name"] for p in players].index(name)
        players[i] = {"name": name, **board(*(" ".join(str(c) for c in row)
                                               for row in (review.best.front, review.best.middle, review.best.back)))}
        expected = score_deal({"players": players}, RULES).units[name]
        assert review.best_units == expected
        assert sorted(review.best.front + review.best.middle + review.best.back, key=str) == sorted(
            deal.players[i].board.cards, key=str)  # type: ignore[union-attr]


def test_a_fouled_hand_would_have_done_better() -> None:
    players = [{"name": n, **board(*rows)} for n, rows in FOUR.items()]
    players[3] = {"name": "P4", **board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")}
    deal = deal_from_json({"players": players}, RULES)
    review = review_hand(deal, RULES)["P4"]
    assert review.actual_units == -18
    assert review.best_units > -18
    assert review.describe().startswith("P4: the best setting would have scored ")
    assert review.describe().endswith(" instead of −18")


def test_surrenders_are_not_reviewed() -> None:
    players = [{"name": n, **board(*rows)} for n, rows in FOUR.items()]
    players[2] = {"name": "P3", "surrender": True}
    assert "P3" not in review_hand(deal_from_json({"players": players}, RULES), RULES)
