"""Build the solver's opponent tables, ``scorekeeper/solver/data/solver_tables.npz``, by a seeded simulation.

Run from the repository root (numpy needed; the defaults are what is shipped):

    python scripts/build_solver_tables.py [--samples 120000] [--seed 20240607] [--workers 2]

The solver values a row by how often it beats a typical opponent's row, so the tables record how a
typical opponent's fronts, middles and backs fall. The opponent is the solver itself, made consistent
with the tables it plays against. Separately for classic rows and for a deuce-to-seven ("lowball") middle:

1. Round 0, 6,000 random hands: the opponent sets each hand to maximise, summed over its rows,
   P(beat a random row) - P(lose to one), where every one of the 22,100 fronts and 2,598,960 five-card
   hands counts equally, with no scoop bonus (``classic-1-1-1``): a crude "make every row strong".
2. Rounds 1-12, 6,000 new hands each: the opponent sets each hand with the solver under ``classic-1-6``
   (or ``lowball-middle``) against the current table, and the table moves 30% of the way towards the
   rows those opponents actually made (damped best response; undamped it oscillates).
3. Final round, ``--samples`` new hands (120,000): the same, against the table after round 12. Only these
   rows are shipped, as uint32 counts ``front middle back`` (classic) and ``low_front low_middle
   low_back`` (lowball), index = strength (front 1..455; five-card 1..7462 under the low wheel; the lowball
   middle by deuce-to-seven strength), with ``samples``, ``seed`` and ``rounds`` beside them (22 KB).
   The solver reads P(win | v) as the share of opponent rows below v and P(tie | v) as the share at v.

The opponent always plays 1-6 without royalties: royalties and methods change how *you* value a hand,
not how often a typical opponent's rows are beaten, so one set of tables serves every rule set (for the
``second_best`` wheel the solver re-indexes the same counts). Hands come from
``numpy.random.default_rng([seed, variant, round, chunk])`` in chunks of 3,000, so the result does not
depend on the number of worker processes.

Shipped build (seed 20240607, 120,000 final hands per variant, numbers as the script prints them):

- Runtime: 5.6 CPU-minutes in all. Measured 6.6 minutes wall with 2 workers on a 2-core machine that
  other jobs were using at the same time; expect 3-4 minutes when the machine is idle.
- Sampling error: each probability comes from N = 120,000 opponent rows, standard error at most
  0.5 / sqrt(N) = 0.0014.
- Split-half: tables from the even and the odd chunks (60,000 hands each) differ in P(win | v) by
  0.0010 / 0.0019 / 0.0011 (front / middle / back) on average over the values opponents hold and by at
  most 0.0051 (classic); 0.0017 / 0.0009 / 0.0021, at most 0.0050 (lowball).
- Consistency: the final opponents' rows differ from the table they played against by 0.0020 / 0.0018 /
  0.0022 on average (at most 0.0054) in classic and 0.0043 / 0.0047 / 0.0040 (at most 0.0102) in
  lowball: the opponent model has settled to within a few thousandths.
- Hold-out: 10,000 fresh heads-up deals under classic-1-6, both players set by the solver with the
  shipped tables. Predicted row win chances average 0.498 / 0.503 / 0.494 against realised
  0.501 / 0.494 / 0.495; realised units regress on predicted expected units with slope 0.95; the mean
  prediction is +0.028 units per hand against a realised -0.013 (standard error about 0.03), so the
  independent-rows scoop estimate is at most slightly optimistic.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorekeeper.read.cards import DECK  # noqa: E402
from scorekeeper.rules import RuleSet  # noqa: E402
from scorekeeper.solver.search import rank_codes  # noqa: E402
from scorekeeper.solver.tables import FIVE_VALUES, FRONT_VALUES, tables_from_counts  # noqa: E402
from scorekeeper.value.hand_tables import five_card_table, front_table  # noqa: E402

SEED = 20240607
CHUNK = 3_000
ROUNDS = 12
ROUND_HANDS = 6_000
DAMPING = 0.3
HOLDOUT = 10_000
CODES = np.array([c.code for c in DECK], dtype=np.int64)
VARIANTS = {"classic": (0, "classic-1-6", ""), "lowball": (1, "lowball-middle", "low_")}
PRIMES = {2: 2, 3: 3, 5: 4, 7: 5, 11: 6, 13: 7, 17: 8, 19: 9, 23: 10, 29: 11, 31: 12, 37: 13, 41: 14}


def _ranks_of(product: int) -> Counter[int]:
    ranks: Counter[int] = Counter()
    for prime, rank in PRIMES.items():
        while product % prime == 0:
            ranks[rank] += 1
            product //= prime
    return ranks


def _suit_ways(product: int, flush_possible: bool) -> int:
    """How many hands have these ranks and are not a flush (flushes are counted on their own)."""
    ways = math.prod(math.comb(4, n) for n in _ranks_of(product).values())
    return ways - 4 if flush_possible else ways


def random_row_counts(lowball: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """How many of all possible fronts and five-card rows have each strength: a random opponent."""
    front = np.zeros(FRONT_VALUES + 1)
    for product, value in front_table().items():
        front[value.strength] += _suit_ways(product, False)
    fives = []
    for table in (five_card_table("none", True) if lowball else five_card_table("low"), five_card_table("low")):
        counts = np.zeros(FIVE_VALUES + 1)
        for product, value in table.unsuited.items():
            counts[value.strength] += _suit_ways(product, len(_ranks_of(product)) == 5)
        for value in table.flush.values():
            counts[value.strength] += 4
        assert counts.sum() == math.comb(52, 5)
        fives.append(counts)
    assert front.sum() == math.comb(52, 3)
    return front, fives[0], fives[1]


def _deals(seed: int, variant: int, round_: int, chunk: int, n: int, cards: int = 13) -> np.ndarray:
    rng = np.random.default_rng([seed, variant, round_, chunk])
    return CODES[np.argsort(rng.random((n, 52)), axis=1)[:, :cards]]


def play_chunk(task: tuple[Any, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Set one chunk of opponent hands with the given row counts; count the strengths of their rows."""
    seed, variant, round_, chunk, n, rules, counts = task
    tables = tables_from_counts(*counts, rules)
    front = np.zeros(FRONT_VALUES + 1, dtype=np.int64)
    middle = np.zeros(FIVE_VALUES + 1, dtype=np.int64)
    back = np.zeros(FIVE_VALUES + 1, dtype=np.int64)
    for hand in _deals(seed, variant, round_, chunk, n):
        f, m, b = rank_codes(hand.tolist(), tables)[0].strengths
        front[f] += 1
        middle[m] += 1
        back[b] += 1
    return front, middle, back


def play_matches(task: tuple[Any, ...]) -> np.ndarray:
    """Heads-up hold-out deals: both players solved; per deal A's predicted and realised units and rows."""
    seed, chunk, n, counts = task
    rules = RuleSet.preset("classic-1-6")
    tables = tables_from_counts(*counts, rules)
    out = np.zeros((n, 8))
    for k, deal in enumerate(_deals(seed, 9, 9, chunk, n, 26)):
        a = rank_codes(deal[:13].tolist(), tables)[0]
        b = rank_codes(deal[13:].tolist(), tables)[0]
        rows = [(x > y) - (x < y) for x, y in zip(a.strengths, b.strengths, strict=True)]
        won, lost = rows.count(1), rows.count(-1)
        units = won - lost + (3 if won == 3 else -3 if lost == 3 else 0)
        chances = [float(tables.win[r][s]) for r, s in enumerate(a.strengths)]
        out[k] = [a.expected_units, units, *chances, *(r == 1 for r in rows)]
    return out


def win_table(counts: np.ndarray) -> np.ndarray:
    """P(an opponent row is below strength v), per v."""
    p = counts / counts.sum()
    return np.cumsum(p) - p


def run_round(pool: Any, args: argparse.Namespace, variant: str, round_: int, n: int,
              counts: tuple[np.ndarray, ...], rules: RuleSet) -> list[tuple[np.ndarray, ...]]:
    vid = VARIANTS[variant][0]
    tasks = [(args.seed, vid, round_, c, min(CHUNK, n - c * CHUNK), rules, counts)
             for c in range((n + CHUNK - 1) // CHUNK)]
    return pool.map(play_chunk, tasks)


def _sum(parts: list[tuple[np.ndarray, ...]]) -> tuple[np.ndarray, ...]:
    return tuple(np.sum([p[r] for p in parts], axis=0) for r in range(3))


def _share(counts: tuple[np.ndarray, ...]) -> tuple[np.ndarray, ...]:
    return tuple(c / c.sum() for c in counts)


def _weighted_gap(a: np.ndarray, b: np.ndarray, counts: np.ndarray) -> tuple[float, float]:
    gap = np.abs(win_table(a) - win_table(b))
    return float(gap.max()), float((gap * counts).sum() / counts.sum())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=120_000, help="final opponent hands per variant")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="refining rounds before the final one")
    parser.add_argument("--round-hands", type=int, default=ROUND_HANDS, help="hands in each earlier round")
    parser.add_argument("--holdout", type=int, default=HOLDOUT, help="heads-up hold-out deals")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, default=ROOT / "scorekeeper" / "solver" / "data" / "solver_tables.npz")
    args = parser.parse_args()
    started = time.perf_counter()
    arrays: dict[str, np.ndarray] = {}
    with Pool(args.workers) as pool:
        for variant, (_, rules_name, prefix) in VARIANTS.items():
            lowball = variant == "lowball"
            rules = RuleSet.preset(rules_name)
            heuristic = RuleSet.preset("classic-1-1-1").with_options(lowball_middle=lowball)
            model = _share(_sum(run_round(pool, args, variant, 0, args.round_hands, random_row_counts(lowball),
                                          heuristic)))
            for round_ in range(1, args.rounds + 1):
                seen = _share(_sum(run_round(pool, args, variant, round_, args.round_hands, model, rules)))
                gaps = [_weighted_gap(model[r], seen[r], seen[r])[1] for r in range(3)]
                print(f"{variant} round {round_}: opponents' rows v the table they assumed, mean gap "
                      + " / ".join(f"{g:.4f}" for g in gaps))
                model = tuple((1 - DAMPING) * m + DAMPING * x for m, x in zip(model, seen, strict=True))
            parts = run_round(pool, args, variant, args.rounds + 1, args.samples, model, rules)
            final = _sum(parts)
            even, odd = _sum(parts[0::2]), _sum(parts[1::2])
            print(f"{variant}: {args.samples} final hands, {time.perf_counter() - started:.0f} s so far")
            for r, row in enumerate(("front", "middle", "back")):
                arrays[prefix + row] = final[r].astype(np.uint32)
                split = _weighted_gap(even[r], odd[r], final[r])
                settled = _weighted_gap(model[r], final[r], final[r])
                print(f"  {row:6}: split-half max {split[0]:.4f} mean {split[1]:.4f}; "
                      f"final v assumed table max {settled[0]:.4f} mean {settled[1]:.4f}")
        classic = tuple(arrays[row] for row in ("front", "middle", "back"))
        tasks = [(args.seed, c, min(CHUNK // 5, args.holdout - c * (CHUNK // 5)), classic)
                 for c in range((args.holdout + CHUNK // 5 - 1) // (CHUNK // 5))]
        matches = np.concatenate(pool.map(play_matches, tasks))
    print(f"standard error of any probability: at most {0.5 / math.sqrt(args.samples):.4f}")
    predicted, realised = matches[:, 0], matches[:, 1]
    slope = float(np.polyfit(predicted, realised, 1)[0])
    print(f"hold-out ({len(matches)} deals): expected units {predicted.mean():+.3f} predicted, "
          f"{realised.mean():+.3f} realised; slope of realised on predicted {slope:.2f}")
    print("  win chances predicted " + " / ".join(f"{x:.3f}" for x in matches[:, 2:5].mean(axis=0))
          + ", realised " + " / ".join(f"{x:.3f}" for x in matches[:, 5:8].mean(axis=0)))
    arrays["samples"] = np.array(args.samples)
    arrays["seed"] = np.array(args.seed)
    arrays["rounds"] = np.array([args.rounds, args.round_hands])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=args.out.parent, suffix=".npz", delete=False) as tmp:
        np.savez_compressed(tmp, **arrays)
    os.chmod(tmp.name, 0o644)
    os.replace(tmp.name, args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes) in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
