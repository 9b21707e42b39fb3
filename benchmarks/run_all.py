"""Run every ``bench_*.py`` in this folder, in name order, with this interpreter, and print their output.

Usage from the repository root:  python benchmarks/run_all.py
Exits non-zero when any benchmark does (a failed self-check), after running them all.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def main() -> int:
    scripts = sorted(HERE.glob("bench_*.py"))
    if not scripts:
        print(f"no bench_*.py in {HERE}")
        return 1
    failed = []
    for script in scripts:
        name = script.relative_to(ROOT).as_posix()
        print(f"=== {name}", flush=True)
        start = time.perf_counter()
        result = subprocess.run([sys.executable, str(script)], cwd=ROOT, check=False)
        took = time.perf_counter() - start
        status = "ok" if result.returncode == 0 else f"FAILED (exit {result.returncode})"
        print(f"=== {name}: {status} in {took:.1f}s\n", flush=True)
        if result.returncode != 0:
            failed.append(name)
    if failed:
        print("failed: " + ", ".join(failed))
        return 1
    print(f"all {len(scripts)} benchmark(s) ran")
    return 0


if __name__ == "__main__":
    sys.exit(main())
