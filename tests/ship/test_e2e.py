"""End to end: the real app, in its own process under Xvfb, scores hands typed at its keyboard; killed, it keeps them.

The app is started as ``python -m scorekeeper_app`` (the xcb platform, a private Xvfb display, a temporary
store holding the session "End-to-end" and nothing else) with no test hook: ``xdotool`` gives its window
the keyboard, types each player's 13 cards as real key events (a full row moves the keyboard on by
itself), presses Ctrl+Shift+S for a surrendering player and Ctrl+Return to score. The test reads the
store (read-only, beside the running app) to see each hand arrive, kills the app with SIGKILL mid-game,
starts it again and finds every hand it saw, with the units the core gives; then it types the rest.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from tests.session_helper import PLAYERS, numbered_hand

ROOT = Path(__file__).resolve().parents[2]
HANDS = [numbered_hand(n) for n in range(1, 13)]
KILL_AFTER = 3
TIMEOUT = 90.0
READY = "chinese-poker-scorekeeper: ready"
SESSION = "chinese-poker-scorekeeper: session"

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Xvfb, xdotool and SIGKILL are Linux tools")


@pytest.fixture
def display() -> Iterator[str]:
    """A private X display (``Xvfb -displayfd`` picks a free number and writes it to a pipe)."""
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed: the README's test command installs xvfb and xdotool")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    try:
        assert number.isdigit(), "Xvfb did not report its display"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=30)


def app_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "CHINESE_POKER_STORE": str(tmp_path / "store.sqlite3"),
            "CHINESE_POKER_SETTINGS": str(tmp_path / "ui.ini"), **extra}


def xdotool(display: str, *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display}, capture_output=True,
                          text=True, timeout=TIMEOUT, check=False)
    assert done.returncode == 0, f"xdotool {' '.join(args)}: {done.stderr}"
    return done.stdout


def start(tmp_path: Path, display: str) -> subprocess.Popen[str]:
    """The app on ``display``, once it says it is ready, with the keyboard given to its window."""
    env = app_env(tmp_path, QT_QPA_PLATFORM="xcb", DISPLAY=display, CHINESE_POKER_READY="1")
    with (tmp_path / "app-stderr.txt").open("a", encoding="utf-8") as stderr:  # the child keeps its own copy
        app = subprocess.Popen([sys.executable, "-m", "scorekeeper_app"], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=stderr, text=True, bufsize=1)
    assert app.stdout is not None
    for line in app.stdout:
        if line.strip() == READY:
            break
    else:
        pytest.fail(f"the app stopped before it was ready: {(tmp_path / 'app-stderr.txt').read_text()}")
    [window] = xdotool(display, "search", "--sync", "--onlyvisible", "--pid", str(app.pid)).split()[-1:]
    xdotool(display, "windowfocus", "--sync", window)
    return app


def stored_count(tmp_path: Path) -> int:
    """How many hands the store holds, read beside the running app (WAL lets a reader in)."""
    with sqlite3.connect(f"file:{tmp_path / 'store.sqlite3'}?mode=ro", uri=True) as db:
        [(count,)] = db.execute("SELECT COUNT(*) FROM hands").fetchall()
    return int(count)


def type_hand(display: str, deal: dict[str, Any]) -> None:
    """Every player's cards in seat order as key presses, Ctrl+Shift+S to surrender, then Ctrl+Return."""
    for player in deal["players"]:
        if player.get("surrender"):
            xdotool(display, "key", "ctrl+shift+s")
            continue
        cards = "".join(player[row].replace(" ", "") for row in ("front", "middle", "back"))
        xdotool(display, "type", "--delay", "8", cards)
    xdotool(display, "key", "ctrl+Return")


def score_until(tmp_path: Path, display: str, stop: int) -> list[int]:
    """Type hands until the store holds ``stop``; the counts seen after each Ctrl+Return."""
    seen: list[int] = []
    while (count := stored_count(tmp_path)) < stop:
        type_hand(display, HANDS[count])
        deadline = time.monotonic() + TIMEOUT
        while stored_count(tmp_path) == count:
            if time.monotonic() > deadline:
                pytest.fail(f"hand {count + 1} was not stored after Ctrl+Return")
            time.sleep(0.05)
        seen.append(stored_count(tmp_path))
    return seen


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


def test_a_killed_app_keeps_every_hand_it_stored_and_carries_on(tmp_path, display):
    with Store(tmp_path / "store.sqlite3") as store:
        store.create(Session("End-to-end", PLAYERS))

    app = start(tmp_path, display)
    try:
        seen = score_until(tmp_path, display, KILL_AFTER)
    finally:
        kill(app)
    assert seen == list(range(1, KILL_AFTER + 1))

    # Started again, it reopens the session with every hand the store had when the app was killed.
    again = subprocess.run([sys.executable, "-m", "scorekeeper_app"], cwd=ROOT, capture_output=True, text=True,
                           timeout=TIMEOUT, env=app_env(tmp_path, QT_QPA_PLATFORM="offscreen",
                                                        CHINESE_POKER_READY="quit"), check=False)
    assert again.returncode == 0, again.stderr
    assert f"{SESSION} End-to-end, {KILL_AFTER} hands" in again.stdout.splitlines()
    assert stored_units(tmp_path) == expected_units(KILL_AFTER)

    # Typed at again, it scores the rest (the two surrenders among them) and every hand is there, in order, once.
    app = start(tmp_path, display)
    try:
        seen = score_until(tmp_path, display, len(HANDS))
    finally:
        kill(app)
    assert seen == list(range(KILL_AFTER + 1, len(HANDS) + 1))
    assert stored_units(tmp_path) == expected_units(len(HANDS))
