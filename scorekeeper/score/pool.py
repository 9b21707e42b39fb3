"""Pool betting (RULES B8): everyone antes and each row's third of the pot goes to its best row."""

from __future__ import annotations

from scorekeeper.game import ROWS
from scorekeeper.rules import RuleSet
from scorekeeper.score.classic import compare_row, pays_penalty, reason
from scorekeeper.score.reasons import Reason, ReasonKind
from scorekeeper.score.results import DealResult, PlayerResult


def score_pool(players: list[PlayerResult], order: tuple[str, ...], rules: RuleSet) -> DealResult:
    """Pool betting (RULES B8): everyone antes, each row's third of the pot goes to its best row."""
    by_name = {p.name: p for p in players}
    ante = rules.pool_ante
    units = {p.name: -ante for p in players}
    pot = ante * len(players) / 3
    reasons: list[Reason] = [reason(ReasonKind.ANTE, units=ante, amounts=(pot,))]
    eligible = [by_name[n] for n in order if not (pays_penalty(by_name[n], rules) or by_name[n].surrendered)]
    for row in ROWS:
        if not eligible:
            share = pot / len(players)
            for p in players:
                units[p.name] += share
            reasons.append(reason(ReasonKind.POT_NOBODY, row=row, units=share))
            continue
        best = [eligible[0]]
        for p in eligible[1:]:
            c = compare_row(p, best[0], row)
            if c > 0:
                best = [p]
            elif c == 0:
                best.append(p)
        share = pot / len(best)
        for p in best:
            units[p.name] += share
        reasons.append(reason(ReasonKind.POT if len(best) == 1 else ReasonKind.POT_SPLIT, *best, row=row,
                              values=(best[0].hand_of(row),), units=share))
    return DealResult({n: units[n] for n in (p.name for p in players)}, by_name, (), tuple(reasons))
