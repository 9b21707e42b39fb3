"""Pool betting (RULES B8): everyone antes and each row's third of the pot goes to its best row."""

from __future__ import annotations

from scorekeeper.rules import RuleSet
from scorekeeper.score.classic import compare_row, pays_penalty
from scorekeeper.score.results import DealResult, PlayerResult, fmt
from scorekeeper.value.hands import ROWS


def score_pool(players: list[PlayerResult], order: tuple[str, ...], rules: RuleSet) -> DealResult:
    """Pool betting (RULES B8): everyone antes, each row's third of the pot goes to its best row."""
    by_name = {p.name: p for p in players}
    ante = rules.pool_ante
    units = {p.name: -ante for p in players}
    pot = ante * len(players) / 3
    lines = [f"everyone antes {fmt(ante)}; each row's pot is {fmt(pot)}"]
    eligible = [by_name[n] for n in order if not (pays_penalty(by_name[n], rules) or by_name[n].surrendered)]
    for row in ROWS:
        if not eligible:
            share = pot / len(players)
            for p in players:
                units[p.name] += share
            lines.append(f"{row}: nobody can win the pot; {fmt(share)} back to each player")
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
        label = best[0].label(row)
        if len(best) == 1:
            lines.append(f"{row}: {best[0].name}'s {label} takes the pot, {fmt(share)}")
        else:
            who = " and ".join(p.name for p in best)
            lines.append(f"{row}: {who} split the pot with {label}, {fmt(share)} each")
    return DealResult({n: units[n] for n in (p.name for p in players)}, by_name, (), tuple(lines))
