"""The core's share of the app's launch: import, reopen a 40-hand night, its standings and last hand, in CPU time.

Run from the repository root:  python benchmarks/bench_reopen.py [--quick]

Each run is a fresh interpreter (bytecode cached in a temporary ``PYTHONPYCACHEPREFIX`` after one untimed
run, as an installed app starts), timing with ``time.process_time`` what the app's core does on a reopen:
``import scorekeeper.night.store``, then open the store, read the last session's standings, score its last
hand and word its lines and row names. Prints the medians and bests of 9 and the core modules loaded, which
``tests/core/test_launch_imports.py`` keeps from growing back. The four-player hand of RULES.md F is the night's
every hand; exits with status 1 if the last hand's units are not its 1-6 figures (+3, +9, -13, +1).
``--quick`` (CI): 2 timed runs instead of 9.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_ui import seed_store  # noqa: E402  (found through the path above)

RUNS = 9
QUICK_RUNS = 2
HANDS = 40
REOPEN = """
import json, sys, time
start = time.process_time()
from scorekeeper.night.store import Store
imported = time.process_time()
from scorekeeper.words.hands import hand_name
from scorekeeper.words.reasons import deal_lines, pair_lines
store = Store(sys.argv[1])
session = store.open(store.last_opened())
standings = session.standings()
result = session.hand(session.hand_count).result
lines = [line for pair in result.pairs for line in pair_lines(pair)] + list(deal_lines(result.reasons))
names = [hand_name(p.hand_of(row)) for p in result.players.values() for row in ("front", "middle", "back")]
done = time.process_time()
store.close()
print(json.dumps({"import": imported - start, "reopen": done - start, "units": {n: str(u) for n, u in
                  result.units.items()}, "core": sorted(m for m in sys.modules if m.startswith("scorekeeper"))}))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_RUNS} timed runs (CI)")
    count = QUICK_RUNS if parser.parse_args().quick else RUNS
    folder = Path(tempfile.mkdtemp(prefix="cp-bench-reopen-"))
    store = folder / "night.sqlite3"
    seed_store(store, HANDS)
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(folder / "pycache"), "LANGUAGE": "en"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    runs = []
    for _ in range(count + 1):  # the first writes the bytecode caches: untimed
        child = subprocess.run([sys.executable, "-c", REOPEN, str(store)], cwd=ROOT, env=env, capture_output=True,
                               text=True, check=True, stdin=subprocess.DEVNULL, timeout=60)
        runs.append(json.loads(child.stdout))
    runs = runs[1:]
    if runs[-1]["units"] != {"P1": "3", "P2": "9", "P3": "-13", "P4": "1"}:
        print(f"wrong units for the last hand: {runs[-1]['units']}")
        return 1
    for key, label in (("import", "import scorekeeper.night.store"),
                       ("reopen", f"import + open + standings + last hand ({HANDS} hands)")):
        taken = [run[key] * 1000 for run in runs]
        print(f"{label:<52} CPU median {statistics.median(taken):6.1f} ms   best {min(taken):6.1f} ms")
    core = runs[-1]["core"]
    print(f"core modules loaded: {len(core)}: {', '.join(m.removeprefix('scorekeeper.') for m in core)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
