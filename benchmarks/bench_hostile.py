"""How fast and how small hostile files are refused (issue 14): seconds and peak memory per refusal.

Each file goes to the real command line (``python -m scorekeeper``) in its own process; the figures are
that process's wall time and peak resident memory (``wait4``). Every run must exit 2 with one line on
standard error, or this benchmark fails. Target: each refusal within 1 s and 200 MB.

Run from the repository root:  python benchmarks/bench_hostile.py [--quick]

``--quick`` (CI) runs every case too: the sizes are what is tested, and all six take a few seconds.
Every child has a deadline (``WAIT``): one still running then is killed and the benchmark fails.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

WAIT = 60.0  # seconds a child may take: a refusal takes under 1 s, writing the biggest file a few
SESSION = {"format": "chinese-poker-session", "version": 1, "name": "x"}
CASES: list[tuple[str, str, Callable[[], Any]]] = [
    ("2,000,000 players in a hand file (81 MB)", "score",
     lambda: {"players": [{"name": f"P{i}", "surrender": True} for i in range(2_000_000)]}),
    ("2,000,000 empty players (6 MB)", "score", lambda: {"players": [{}] * 2_000_000}),
    ("450,000 players (6 MB, under every size limit)", "score", lambda: {"players": [{"name": "P"}] * 450_000}),
    ("900,000 session players (4 MB)", "session", lambda: {**SESSION, "players": ["P"] * 900_000}),
    ("unit value 1e-99999999", "session", lambda: {**SESSION, "players": ["A", "B"], "unit_value": "1e-99999999"}),
    ("100 MB player name", "score", lambda: {"players": [{"name": "x" * 100_000_000}, {"name": "B"}]}),
]


def refuse(command: str, path: Path) -> tuple[float, float, str]:
    """Seconds, peak MB and the message of one refusal (the child reaped with ``wait4`` for its own peak)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "scorekeeper", command, str(path)], stdin=subprocess.DEVNULL,
                                stdout=out, stderr=err)
        killer = threading.Timer(WAIT, proc.kill)
        killer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            killer.cancel()
        took = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        printed, message = out.read(), err.read().decode("utf-8", "replace")
    if proc.returncode != 2 or printed or message.count("\n") != 1 or "Traceback" in message:
        raise SystemExit(f"not a clean refusal ({proc.returncode}): {message[:300]}")
    return took, usage.ru_maxrss / 1024, message.strip()


def main() -> int:
    if sys.argv[1:] not in ([], ["--quick"]) and sys.argv[1:2] != ["--write"]:
        raise SystemExit(f"usage: {sys.argv[0]} [--quick]")
    if sys.argv[1:2] == ["--write"]:  # in a child of its own, so the big object never inflates our memory
        Path(sys.argv[3]).write_text(json.dumps(CASES[int(sys.argv[2])][2](), separators=(",", ":")), encoding="utf-8")
        return 0
    with tempfile.TemporaryDirectory() as folder:
        for i, (label, command, _) in enumerate(CASES):
            path = Path(folder) / "hostile.json"
            subprocess.run([sys.executable, __file__, "--write", str(i), str(path)], check=True, timeout=WAIT,
                           stdin=subprocess.DEVNULL)
            took, peak, message = refuse(command, path)
            shown = message.replace(folder + "/", "")[:100]
            print(f"{label}: {took:.2f} s, peak {peak:.0f} MB -> {shown}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
