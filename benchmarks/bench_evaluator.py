"""Five-card evaluation speed: our table-driven evaluator against treys, on the same 200,000 hands.

Run from the repository root:  python benchmarks/bench_evaluator.py [--quick]

Prints evaluations per second for both (best of 3 repetitions) and their ratio; the target is at least
2x treys. Times both layers: the table's hot path (``evaluate_codes`` on packed codes) and the public
calls side by side (``scorekeeper.evaluate(cards)`` on a tuple of Cards against treys'
``Evaluator().evaluate(hand, board)``, issue 17: at least as fast, goal 2x).
Before timing, checks that both evaluators order the first 2,000 hands identically (treys:
lower is better) and exits with status 1 if they do not. ``--quick`` (CI): 20,000 hands, once; the same check.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import treys  # type: ignore[import-untyped]

from scorekeeper.read.cards import DECK, Card
from scorekeeper.value.hand_tables import five_card_table
from scorekeeper.value.hands import evaluate as public_evaluate

HANDS = 200_000
SEED = 2026
REPEATS = 3
QUICK_HANDS, QUICK_REPEATS = 20_000, 1
CHECKED = 2_000
TARGET = 2.0


def draw_hands(n: int = HANDS, seed: int = SEED) -> list[tuple[Card, ...]]:
    rng = random.Random(seed)
    return [tuple(rng.sample(DECK, 5)) for _ in range(n)]


def time_ours(hands: Sequence[tuple[int, int, int, int, int]]) -> float:
    evaluate = five_card_table().evaluate_codes
    start = time.perf_counter()
    for a, b, c, d, e in hands:
        evaluate(a, b, c, d, e)
    return time.perf_counter() - start


def time_public(hands: Sequence[tuple[Card, ...]]) -> float:
    evaluate = public_evaluate
    start = time.perf_counter()
    for hand in hands:
        evaluate(hand)
    return time.perf_counter() - start


def time_treys(hands: Sequence[tuple[list[int], list[int]]]) -> float:
    evaluate = treys.Evaluator().evaluate
    start = time.perf_counter()
    for cards, board in hands:
        evaluate(cards, board)
    return time.perf_counter() - start


def check_same_order(ours: Sequence[int], theirs: Sequence[int]) -> list[str]:
    """Problems where ``ours`` (greater is better) and ``theirs`` (lower is better) disagree."""
    order = sorted(range(len(ours)), key=lambda i: ours[i])
    problems = []
    for i, j in pairwise(order):
        same = ours[i] == ours[j]
        if same != (theirs[i] == theirs[j]) or (not same and not theirs[i] > theirs[j]):
            problems.append(f"hands {i} and {j}: ours {ours[i]} vs {ours[j]}, "
                            f"treys {theirs[i]} vs {theirs[j]}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_HANDS:,} hands, timed once (CI)")
    args = parser.parse_args()
    count, repeats = (QUICK_HANDS, QUICK_REPEATS) if args.quick else (HANDS, REPEATS)
    hands = draw_hands(count)
    codes = [(a.code, b.code, c.code, d.code, e.code) for a, b, c, d, e in hands]
    treys_hands = [([treys.Card.new(str(c)) for c in hand[:2]], [treys.Card.new(str(c)) for c in hand[2:]])
                   for hand in hands]

    table = five_card_table()
    treys_eval = treys.Evaluator()
    ours = [table.evaluate_codes(*codes[i]).strength for i in range(CHECKED)]
    theirs = [treys_eval.evaluate(*treys_hands[i]) for i in range(CHECKED)]
    problems = check_same_order(ours, theirs)
    if problems:
        print(f"FAIL: the evaluators order the first {CHECKED:,} hands differently ({len(problems)} places):")
        for line in problems[:10]:
            print("  " + line)
        return 1
    print(f"order check: both evaluators order the first {CHECKED:,} hands identically "
          f"({len(set(ours)):,} distinct values)")

    # Interleave the repetitions so that both evaluators see the same machine load.
    ours_times, public_times, treys_times = [], [], []
    for _ in range(repeats):
        ours_times.append(time_ours(codes))
        public_times.append(time_public(hands))
        treys_times.append(time_treys(treys_hands))
    ours_rate = count / min(ours_times)
    treys_rate = count / min(treys_times)
    ratio = ours_rate / treys_rate
    print(f"five-card evaluations per second, {count:,} hands (random.Random({SEED})), best of {repeats}:")
    print(f"  scorekeeper five_card_table().evaluate_codes: {ours_rate:>12,.0f}/s")
    print(f"  treys Evaluator().evaluate:                   {treys_rate:>12,.0f}/s")
    verdict = "meets" if ratio >= TARGET else "BELOW"
    print(f"  ratio: {ratio:.2f}x treys ({verdict} the {TARGET:g}x target)")
    public_rate = count / min(public_times)
    public_ratio = public_rate / treys_rate
    print("public calls, same hands and run:")
    print(f"  scorekeeper evaluate(cards):                  {public_rate:>12,.0f}/s "
          f"({1e6 / public_rate:.2f} µs a call)")
    print(f"  treys Evaluator().evaluate(hand, board):      {treys_rate:>12,.0f}/s "
          f"({1e6 / treys_rate:.2f} µs a call)")
    verdict = "meets the 2x goal" if public_ratio >= TARGET else ("at least as fast" if public_ratio >= 1 else "SLOWER")
    print(f"  ratio: {public_ratio:.2f}x treys ({verdict})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
