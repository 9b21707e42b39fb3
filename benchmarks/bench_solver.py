"""Solver speed: the median time to set one 13-card hand, against a brute force built on treys.

Run from the repository root:

    python benchmarks/bench_solver.py [--hands 200] [--brute-hands 3] [--seed 7] [--quick]

The solver (``scorekeeper.solver.search.solve``, classic-1-6) is timed on ``--hands`` seeded random hands after
one warm-up call (the first call, which imports numpy and loads the tables, is reported on its own).
The brute force walks all 72,072 settings of each hand in Python and values every setting from scratch:
the middle and the back with treys, the front with scorekeeper's front table (treys has no three-card
evaluator). It drops fouls and scores each setting with the solver's own row tables.
It is slow, so it runs on the first ``--brute-hands`` of the same hands only; its median is the median
of those hands' times (nothing is extrapolated), and each of its answers is checked against the solver.
Targets (issue 7): solver median <= 1 ms per hand, and >= 100x faster than the brute force.
``--quick`` (CI): 20 hands, the brute force on 1; the same check of the brute force's answer.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from treys import Card as TreysCard
from treys import Evaluator

from scorekeeper.read.cards import DECK, Card
from scorekeeper.rules import RuleSet
from scorekeeper.solver.search import solve
from scorekeeper.solver.tables import row_tables
from scorekeeper.value.hand_tables import five_card_table
from scorekeeper.value.hands import value_of_front

RULES = RuleSet.preset("classic-1-6")


def brute_force_with_treys(cards: list[Card]) -> float:
    """Best expected units over all 72,072 settings, each row valued from scratch (treys for 5 cards)."""
    evaluator = Evaluator()
    treys = [TreysCard.new(str(c)) for c in cards]
    tables = row_tables(RULES)
    ev = [t.tolist() for t in tables.ev]
    win = [t.tolist() for t in tables.win]
    lose = [t.tolist() for t in tables.lose]
    fives = five_card_table("low").values
    best = -float("inf")
    positions = range(13)
    for back in combinations(positions, 5):
        rest = [i for i in positions if i not in back]
        for middle in combinations(rest, 5):
            front = value_of_front([cards[i] for i in rest if i not in middle])
            m = 7463 - evaluator.evaluate([treys[i] for i in middle], [])  # treys: 1 is the best hand
            b = 7463 - evaluator.evaluate([treys[i] for i in back], [])
            if front > fives[m - 1] or m > b:
                continue
            f = front.strength
            units = ev[0][f] + ev[1][m] + ev[2][b] + tables.bonus * (
                win[0][f] * win[1][m] * win[2][b] - lose[0][f] * lose[1][m] * lose[2][b])
            best = max(best, units)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description="Time the solver against a treys brute force.")
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--brute-hands", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="20 hands, the brute force on 1 (CI)")
    args = parser.parse_args()
    if args.quick:
        args.hands, args.brute_hands = 20, 1
    rng = random.Random(args.seed)
    hands = [rng.sample(DECK, 13) for _ in range(args.hands)]

    started = time.perf_counter()
    solve(hands[0], RULES)
    first = time.perf_counter() - started
    times = []
    answers = []
    for cards in hands:
        started = time.perf_counter()
        answers.append(solve(cards, RULES)[0].expected_units)
        times.append(time.perf_counter() - started)
    solver_ms = statistics.median(times) * 1000
    p90_ms = statistics.quantiles(times, n=10)[-1] * 1000

    brute = []
    for cards, answer in zip(hands[: args.brute_hands], answers, strict=False):
        started = time.perf_counter()
        best = brute_force_with_treys(cards)
        brute.append(time.perf_counter() - started)
        if abs(best - answer) > 1e-9:
            raise SystemExit(f"brute force and solver disagree on {' '.join(map(str, cards))}: {best} v {answer}")
    brute_ms = statistics.median(brute) * 1000
    ratio = brute_ms / solver_ms

    print(f"solver (numpy), classic-1-6: median {solver_ms:.3f} ms per hand over {len(hands)} seeded hands "
          f"(90th percentile {p90_ms:.3f} ms; first call {first * 1000:.0f} ms with numpy import and tables)")
    print(f"brute force (72,072 settings, treys for middle and back): median {brute_ms:.0f} ms per hand, "
          f"measured on {len(brute)} of those hands (not extrapolated); same best expected units")
    print(f"speed-up: {ratio:.0f}x")
    print(f"targets: median <= 1 ms {'met' if solver_ms <= 1 else 'NOT met'}; "
          f">= 100x the brute force {'met' if ratio >= 100 else 'NOT met'}")


if __name__ == "__main__":
    main()
