"""Session store speed on a 10,000-hand, four-player session: import, reopen, standings.

Run from the repository root:  python benchmarks/bench_session.py [--quick]

Generates the session with ``benchmarks/sample_session.py`` (seed 2026), then measures, each into a
fresh temporary store file:

- import: ``Store.import_session`` (reads and checks every hand, scores it, writes one transaction);
- reopen: a new ``Store`` on the file plus ``open(id)``, with standings ready (target <= 1 s). Hands
  scored before keep their units under a key of (rules, the typed deal's identity, Fantasyland carried
  in, scoring code), so nothing is re-scored; a stored deal whose cache was written for exactly its
  text is not even read until the hand is first shown (it becomes a typed Deal then, once);
- reopen cold: the same after clearing that cache (every hand re-scored, as after an app upgrade);
- standings: ``standings()`` + ``settle_up()`` recomputed from every hand's units (target <= 1 s);
- full results: reading every hand's ``result`` (every line of every pair) on the reopened session.

Best of 3 for the reopen and standings figures. Exits 1 if the reopened session's standings, settle-up
or per-hand units differ from the imported session's, or if any hand's units do not sum to zero.
``--quick`` (CI): 500 hands, each figure timed once; the same checks.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.sample_session import generate_session
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

HANDS = 10_000
SEED = 2026
REPEATS = 3
QUICK_HANDS, QUICK_REPEATS = 500, 1
TARGET_REOPEN = 1.0
TARGET_STANDINGS = 1.0

T = TypeVar("T")


def timed(run: Callable[[], T]) -> tuple[float, T]:
    start = time.perf_counter()
    value = run()
    return time.perf_counter() - start, value


def reopen(path: Path, session_id: int) -> Session:
    store = Store(path)
    session = store.open(session_id)
    session.standings()
    return session


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_HANDS} hands, timed once (CI)")
    quick = parser.parse_args().quick
    hands, repeats = (QUICK_HANDS, QUICK_REPEATS) if quick else (HANDS, REPEATS)
    took, data = timed(lambda: generate_session(hands, SEED))
    print(f"generate {hands:,} hands: {took:.2f} s")
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite3"
        store = Store(path)
        took, imported = timed(lambda: store.import_session(data))
        size = path.stat().st_size + sum(p.stat().st_size for p in path.parent.glob("*-wal"))
        print(f"import (check + score + one transaction): {took:.2f} s ({size / 1e6:.1f} MB on disk)")
        session_id = imported.store_id
        assert session_id is not None
        store.close()

        reopens = []
        for _ in range(repeats):
            took, reopened = timed(lambda: reopen(path, session_id))
            reopens.append(took)
        best = min(reopens)
        flag = "ok" if best <= TARGET_REOPEN else "OVER TARGET"
        print(f"reopen (Store + open + standings), best of {repeats}: {best:.3f} s "
              f"(target <= {TARGET_REOPEN:.0f} s: {flag})")

        cold_path = Path(tmp) / "cold.sqlite3"
        cold = Store(cold_path)
        cold_id = cold.import_session(data).store_id
        assert cold_id is not None
        cold._conn.execute("UPDATE hands SET scored = NULL")
        cold.close()
        took, _ = timed(lambda: reopen(cold_path, cold_id))
        print(f"reopen cold (cache cleared, every hand re-scored): {took:.2f} s")

        def recompute() -> object:
            return reopened.standings(), reopened.settle_up()

        took = min(timed(recompute)[0] for _ in range(repeats))
        flag = "ok" if took <= TARGET_STANDINGS else "OVER TARGET"
        print(f"standings + settle-up from {hands:,} hands, best of {repeats}: {took:.3f} s "
              f"(target <= {TARGET_STANDINGS:.0f} s: {flag})")

        took, _ = timed(lambda: [hand.result for hand in reopened.hands])
        print(f"full results of every hand (lines, row values) on first read: {took:.2f} s")

        if reopened.summary_json() != imported.summary_json():
            problems.append("the reopened session's summary differs from the imported one")
        for hand in reopened.hands:
            if sum(hand.units.values(), Fraction(0)) != 0:
                problems.append(f"hand {hand.number}'s units do not sum to zero")
            if dict(hand.result.units) != dict(hand.units):
                problems.append(f"hand {hand.number}'s cached units differ from its result")
    for standing in reopened.standings():
        print(f"  {standing.rank}. {standing.player}: {standing.units} units, {standing.money}")
    for payment in reopened.settle_up():
        print(f"  {payment.describe(reopened.currency)}")
    if problems:
        print("FAILED: " + "; ".join(problems[:5]))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
