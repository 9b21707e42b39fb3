"""Run every ``bench_*.py`` in this folder, in name order, with this interpreter, and print their output.

Usage from the repository root:

    python benchmarks/run_all.py            # the full runs: the figures the READMEs quote
    python benchmarks/run_all.py --quick    # every benchmark's quick profile (CI): fewer rounds, smaller sizes

``--quick`` passes ``--quick`` to each benchmark: the same code paths and the same self-checks, in a few
seconds each. Each benchmark runs in its own process group with standard input closed (a stray ``input()``
fails at once with EOFError) and a deadline (``--deadline``; 120 s each for the quick profile, an hour for a
full run): a benchmark still running at its deadline is killed with everything it started and named as
failed. Benchmarks that drive the window fail by themselves when a dialog appears (``benchmarks/guard.py``).
Exits non-zero, naming them, when any benchmark failed its self-check or passed its deadline, after
running them all; the last lines list each benchmark's time and the total.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
QUICK_DEADLINE = 120.0
FULL_DEADLINE = 3600.0


def stop_group(process: subprocess.Popen[bytes]) -> None:
    """Kill the benchmark's process group: it and anything it started (the app, a command line, a writer).

    Called only while the benchmark is not yet reaped, so its id still names its group and no other.
    """
    with contextlib.suppress(ProcessLookupError, PermissionError):  # the group has no process left
        os.killpg(process.pid, signal.SIGKILL)


def ended(process: subprocess.Popen[bytes], deadline: float) -> bool:
    """Wait until the process has exited or the deadline (monotonic) has passed, without reaping it."""
    while time.monotonic() < deadline:
        if os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
            return True
        time.sleep(0.05)
    return False


def run_one(script: Path, quick: bool, deadline: float, env: dict[str, str]) -> tuple[str | None, float]:
    """Run one benchmark; returns (why it failed or None, seconds taken)."""
    command = [sys.executable, str(script), *(["--quick"] if quick else [])]
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        in_time = ended(process, time.monotonic() + deadline)
    finally:
        stop_group(process)  # nothing it started outlives it (and a stopped runner stops it too)
        code = process.wait()
    took = time.perf_counter() - start
    if not in_time:
        return f"passed its deadline of {deadline:g} s and was stopped", took
    if code != 0:
        return f"exit {code} (a self-check failed or it stopped with an error)", took
    return None, took


def stopped(signum: int, _frame: object) -> None:
    """SIGTERM (a CI job cancelled, a test's bound): unwind, so the running benchmark's group is killed too."""
    raise SystemExit(128 + signum)


def main(argv: list[str] | None = None) -> int:
    signal.signal(signal.SIGTERM, stopped)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="each benchmark's quick profile (as CI runs it)")
    parser.add_argument("--deadline", type=float, help="seconds each benchmark may take "
                        f"(default {QUICK_DEADLINE:g} with --quick, {FULL_DEADLINE:g} without)")
    parser.add_argument("--folder", type=Path, default=HERE, help="run the bench_*.py of this folder instead")
    args = parser.parse_args(argv)
    deadline = args.deadline or (QUICK_DEADLINE if args.quick else FULL_DEADLINE)
    scripts = sorted(args.folder.resolve().glob("bench_*.py"))
    if not scripts:
        print(f"no bench_*.py in {args.folder}")
        return 1
    env = {**os.environ, "CHINESE_POKER_TABLE_HOST": "127.0.0.1"}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    failed: list[str] = []
    times: list[tuple[str, float]] = []
    began = time.perf_counter()
    for script in scripts:
        name = script.name
        print(f"=== {name}{' --quick' if args.quick else ''}", flush=True)
        why, took = run_one(script, args.quick, deadline, env)
        times.append((name, took))
        print(f"=== {name}: {'FAILED: ' + why if why else 'ok'} in {took:.1f}s\n", flush=True)
        if why:
            failed.append(f"{name} {why}")
    total = time.perf_counter() - began
    print("times: " + ", ".join(f"{name} {took:.1f}s" for name, took in times) + f"; total {total:.1f}s")
    if failed:
        print("FAILED: " + "; ".join(failed))
        return 1
    print(f"all {len(scripts)} benchmark(s) ran")
    return 0


if __name__ == "__main__":
    sys.exit(main())
