"""RULES B8: pool betting. Everyone antes; each row's pot, a third of the antes, goes to the best row."""

from __future__ import annotations

from fractions import Fraction

from tests.reference.entries import ROWS, Reading, penalised


def can_win(reading: Reading, rules: dict) -> bool:
    """Surrendered and fouled players ante but cannot win (a foul played as it lies under ``play`` can)."""
    return not reading.surrendered and not (reading.fouled and penalised(rules))


def score_pool(readings: list[Reading], rules: dict) -> dict[str, Fraction]:
    ante = Fraction(str(rules["pool_ante"]))
    units = {r.name: -ante for r in readings}
    pot = ante * len(readings) / 3
    for row in ROWS:
        hopefuls = [r for r in readings if can_win(r, rules)]
        best = [r for r in hopefuls if all(r.against(o, row, rules) >= 0 for o in hopefuls)]
        takers = best or readings  # a pot nobody can win is returned equally
        for r in takers:
            units[r.name] += pot / len(takers)
    return units
