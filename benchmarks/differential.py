"""The long profile of the differential tests: the real core against tests/reference over many random deals.

Run from the repository root:  python benchmarks/differential.py [--deals 100000] [-k every_deal]
(``-k`` picks the tests by name: ``every_deal``, ``night``, ``season``; without it all three run)

Runs ``tests/core/test_differential.py`` with ``CHINESE_POKER_DIFFERENTIAL_DEALS`` set (the quick profile in the
suite uses 2,500): that many random deals and rule sets, a 25th as many random nights, and as many seasons
as nights over 10. Prints the counts and the wall and CPU time; exits with pytest's status (non-zero on a
disagreement, which Hypothesis shrinks and prints as a hand file for ``scorekeeper score -``). Not a
``bench_*.py``: ``run_all.py`` does not run it.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100_000, help="random deals (default 100,000)")
    parser.add_argument("-k", default="", help="only the tests matching this pytest -k expression")
    args = parser.parse_args()
    env = {**os.environ, "CHINESE_POKER_DIFFERENTIAL_DEALS": str(args.deals), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--hypothesis-show-statistics",
               "tests/core/test_differential.py"]
    if args.k:
        command += ["-k", args.k]
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, check=False)
    wall = time.perf_counter() - start
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"{args.deals:,} deals (nights {max(args.deals // 25, 40):,}, seasons {max(args.deals // 250, 12):,}): "
          f"{wall:.0f} s wall, {cpu.ru_utime + cpu.ru_stime:.0f} s CPU, pytest exit {done.returncode}")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
