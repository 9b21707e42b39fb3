"""End to end: the real app, in its own process, scores hands typed into its widgets; killed, it keeps them all.

The app is started as ``python -m scorekeeper_app`` against a temporary store with the test-only hook
``CHINESE_POKER_E2E_SCRIPT`` (``scorekeeper_app.e2e``), which types each hand of a JSON list into the row fields and
triggers Score, printing ``scored N`` once hand N is stored. The test kills it with SIGKILL mid-game,
starts it again normally, and finds every hand it saw reported, with the units the core gives.
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

import pytest

from scorekeeper.rules import RuleSet
from scorekeeper.scoring import score_deal
from scorekeeper.store import Store
from tests.session_helper import numbered_hand

ROOT = Path(__file__).resolve().parents[1]
HANDS = [numbered_hand(n) for n in range(1, 13)]
KILL_AFTER = 3
TIMEOUT = 90.0

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


def app_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CHINESE_POKER_STORE": str(tmp_path / "store.sqlite3"),
            "CHINESE_POKER_SETTINGS": str(tmp_path / "ui.ini"), **extra}


def start(tmp_path: Path, script: Path) -> subprocess.Popen[str]:
    env = app_env(tmp_path, CHINESE_POKER_E2E_SCRIPT=str(script))
    with (tmp_path / "app-stderr.txt").open("a", encoding="utf-8") as stderr:  # the child keeps its own copy
        return subprocess.Popen([sys.executable, "-m", "scorekeeper_app"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=stderr, text=True, bufsize=1)


def read_until(process: subprocess.Popen[str], done: str) -> list[str]:
    """Lines of the app's output up to and including ``done`` (fails on a timeout or an early exit)."""
    assert process.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + TIMEOUT
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while time.monotonic() < deadline:
            if not selector.select(timeout=1.0):
                continue
            line = process.stdout.readline()
            if not line:
                pytest.fail(f"the app stopped early after {lines}")
            lines.append(line.strip())
            if "failed" in line:
                pytest.fail(line)
            if line.strip() == done:
                return lines
    pytest.fail(f"no {done!r} within {TIMEOUT} s; the app said {lines}")


def kill(process: subprocess.Popen[str]) -> None:
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    if process.stdout is not None:
        process.stdout.close()


def stored_units(tmp_path: Path) -> list[dict[str, Fraction]]:
    with Store(tmp_path / "store.sqlite3") as store:
        [info] = [s for s in store.list_sessions() if s.name == "End-to-end"]
        return [dict(hand.units) for hand in store.open(info.id).hands]


def expected_units(count: int) -> list[dict[str, Fraction]]:
    rules = RuleSet.preset("classic-1-6")
    return [{p: Fraction(u) for p, u in score_deal(deal, rules).units.items()} for deal in HANDS[:count]]


def test_a_killed_app_keeps_every_hand_it_reported_and_carries_on(tmp_path):
    script = tmp_path / "hands.json"
    script.write_text(json.dumps(HANDS), encoding="utf-8")

    app = start(tmp_path, script)
    try:
        lines = read_until(app, f"scored {KILL_AFTER}")
    finally:
        kill(app)
    assert lines == [f"scored {n}" for n in range(1, KILL_AFTER + 1)]

    # Start it again, normally: it reopens the session with every hand reported (and at most the one
    # whose report the kill cut off).
    again = subprocess.run([sys.executable, "-m", "scorekeeper_app"], cwd=ROOT, capture_output=True, text=True,
                           timeout=TIMEOUT, env=app_env(tmp_path, CHINESE_POKER_READY="quit"), check=False)
    assert again.returncode == 0, again.stderr
    [said] = [line for line in again.stdout.splitlines() if line.startswith("chinese-poker-scorekeeper: session")]
    count = int(said.removeprefix("chinese-poker-scorekeeper: session End-to-end, ").split()[0])
    assert KILL_AFTER <= count <= KILL_AFTER + 1 < len(HANDS)
    assert stored_units(tmp_path) == expected_units(count)

    # With the hook again it scores the rest and every hand is there, in order, once.
    app = start(tmp_path, script)
    try:
        lines = read_until(app, "e2e done")
    finally:
        kill(app)
    assert lines == [*(f"scored {n}" for n in range(count + 1, len(HANDS) + 1)), "e2e done"]
    assert stored_units(tmp_path) == expected_units(len(HANDS))
