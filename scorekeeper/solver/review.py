"""Post-hand review: what each player's best setting would have scored against the same opponents."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from scorekeeper.language import _
from scorekeeper.read.deal import Board, Deal
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.solver.search import Setting, solve
from scorekeeper.words.numbers import signed_units


@dataclass(frozen=True)
class Review:
    """One player's hand next to the solver's best setting of the same 13 cards."""

    player: str
    actual_units: Fraction
    best: Setting
    best_units: Fraction
    """Units the best setting would have won against the opponents as they were actually set."""

    @property
    def same_setting(self) -> bool:
        return self.best_units == self.actual_units

    def describe(self) -> str:
        """Plain words for the history: "best setting would have scored +3 instead of −1"."""
        if self.same_setting:
            return _("{player}: the best setting would have scored the same, {units}").format(
                player=self.player, units=signed_units(self.actual_units) or "0")
        return _("{player}: the best setting would have scored {best} instead of {actual}").format(
            player=self.player, best=signed_units(self.best_units) or "0",
            actual=signed_units(self.actual_units) or "0")


def review_hand(deal: Deal, rules: RuleSet) -> dict[str, Review]:
    """Review every player who played a board row by row (no surrender, natural or quick entry).

    Criss-cross deals are not reviewed: a player's two hands come from one deal of 26 cards.
    """
    if rules.game.has_two_boards:
        return {}
    actual = score_deal(deal, rules).units
    reviews = {}
    for i, entry in enumerate(deal.players):
        if entry.board is None or entry.surrender or entry.natural:
            continue
        best = solve(entry.board.cards, rules, top=1)[0]
        players = list(deal.players)
        players[i] = replace(entry, board=Board(best.front, best.middle, best.back))
        units = score_deal(replace(deal, players=tuple(players)), rules).units[entry.name]
        reviews[entry.name] = Review(entry.name, actual[entry.name], best, units)
    return reviews
