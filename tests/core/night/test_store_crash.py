"""A returned add survives SIGKILL: a real child process adds hands and is killed at random moments."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from scorekeeper.night.store import Store
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.score.scorer import score_deal
from tests.session_helper import PLAYERS, numbered_hand, numbered_unit

HELPER = Path(__file__).resolve().parents[2] / "session_helper.py"  # tests/session_helper.py
KILLS = 30
SEED = 20261129

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")


def run_and_kill(path: Path, rng: random.Random) -> list[int]:
    """Start the helper and SIGKILL it at a random moment; the hand numbers it reported saved.

    One run in five is killed while starting up (opening, creating or migrating the store); the rest
    after their first add returned, within the next 0-150 ms of adds.
    """
    # Unbuffered: a buffered readline() may read ahead lines that communicate() then never sees.
    child = subprocess.Popen([sys.executable, str(HELPER), str(path)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=HELPER.parents[1], bufsize=0)
    assert child.stdout is not None
    first = b""
    if rng.random() < 0.2:
        time.sleep(rng.uniform(0, 0.3))
    else:
        first = child.stdout.readline()
        time.sleep(rng.uniform(0, 0.15))
    child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL, err.decode()
    lines = (first + out).decode().split("\n")[:-1]  # only lines the child finished writing
    return [int(line) for line in lines]


def check_store(path: Path, reported: int, checked: int) -> tuple[int, int]:
    """Every reported hand is there, numbered 1..n, each exactly as added and scoring; returns (n, n)."""
    if not path.exists():  # killed before it created the store
        assert reported == 0
        return 0, 0
    # Read-write, as the app's next start would open it: after a SIGKILL the WAL may need recovering, which a
    # read-only connection cannot do ("attempt to write a readonly database"); recovery changes no committed row.
    raw = sqlite3.connect(path)
    try:
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        raw.close()
    with Store(path) as store:
        sessions = [s for s in store.list_sessions() if s.name == "crash"]
        if not sessions:
            assert reported == 0
            return 0, 0
        [info] = sessions
        session = store.open(info.id)  # refuses hands not numbered 1..n
        count = session.hand_count
        assert count >= reported, f"hand {count + 1} was reported saved but is gone"
        for hand in session.hands[checked:]:
            n = hand.number
            expected = deal_from_json(numbered_hand(n), session.rules)
            assert hand.deal.to_json()["players"] == expected.to_json()["players"]
            assert hand.dealer == PLAYERS[(n - 1) % len(PLAYERS)]
            assert hand.unit_value == Decimal(numbered_unit(n))
            fresh = score_deal(hand.deal, session.rules)
            assert dict(hand.result.units) == dict(fresh.units) == dict(hand.units)
            assert sum(hand.units.values(), Fraction(0)) == 0
        return count, count


def test_adds_that_returned_survive_sigkill(tmp_path: Path) -> None:
    path = tmp_path / "crash.sqlite3"
    rng = random.Random(SEED)
    reported = checked = 0
    start = time.monotonic()
    reports = []
    for _ in range(KILLS):
        numbers = run_and_kill(path, rng)
        if numbers:
            assert numbers == list(range(numbers[0], numbers[-1] + 1))
            assert numbers[0] == checked + 1  # each run goes on from what the last one left
            reported = numbers[-1]
        reports.append(len(numbers))
        _, checked = check_store(path, reported, checked)
    assert reported > 0, "the child never got to add a hand"
    assert sum(1 for r in reports if r == 0) < KILLS // 2  # most kills land while hands are being added
    assert time.monotonic() - start < 60
