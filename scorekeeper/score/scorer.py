"""Score one deal: the entry point that reads each entry and picks classic, pool, OFC or criss-cross."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.read.deal import Deal
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.score.classic import read_entry, settle
from scorekeeper.score.results import DealResult


def score_deal(deal: Deal | Mapping[str, Any], rules: RuleSet | None = None) -> DealResult:
    """Score one deal. ``deal`` is a ``Deal`` or a hand-file dict (whose own ``rules`` apply if given).

    Raises:
        InvalidDeal, InvalidCards, InvalidRules: naming the player, row and card at fault.
    """
    if not isinstance(deal, Deal):
        if rules is None:
            rules = RuleSet.from_json(deal.get("rules"))
        deal = deal_from_json(deal, rules)
    rules = rules or RuleSet.preset()
    if rules.game.has_two_boards:
        from scorekeeper.score.criss_cross import score_criss_cross  # each variant loads when first scored

        return score_criss_cross(deal, rules)
    players = [read_entry(e, rules) for e in deal.players]
    if rules.game.is_open_face:
        from scorekeeper.score.ofc import with_fantasyland

        players = with_fantasyland(players, deal, rules)
    order = deal.scoring_order()
    if rules.pool:
        from scorekeeper.score.pool import score_pool

        return score_pool(players, order, rules)
    return settle(players, order, rules)
