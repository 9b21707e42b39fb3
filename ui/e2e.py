"""Test-only hook: score a scripted list of hands through the real entry widgets (``tests/test_e2e.py``).

``CHINESE_POKER_E2E_SCRIPT=hands.json python -m scorekeeper_app`` opens (or creates) the session named ``End-to-end``
with the players of the first hand, then for each hand it does not have yet types every row into its
field as key presses (ticking Surrender where a player surrenders) and triggers the Score action. After
each hand is stored it prints ``scored N`` (N = the session's hand count) and flushes standard output;
at the end it prints ``e2e done`` and keeps running. The file is a JSON list of hand-file deals
(FORMAT.md) with card entries. Nothing here runs unless that variable is set.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest

from scorekeeper.session import Session

from scorekeeper_app.shell.main_window import MainWindow

SCRIPT_ENV = "CHINESE_POKER_E2E_SCRIPT"
SESSION_NAME = "End-to-end"
PAUSE_MS = 30


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def open_e2e_session(window: MainWindow, players: Sequence[str]) -> Session:
    store = window.store
    found = [s for s in store.list_sessions() if s.name == SESSION_NAME]
    session = store.open(found[0].id) if found else store.create(Session(SESSION_NAME, tuple(players)))
    window.open_session(session)
    return session


def type_hand(window: MainWindow, deal: Mapping[str, Any]) -> None:
    """Type each player's rows as key presses into the row fields, and tick Surrender where declared."""
    window.entry.clear()
    for entry in deal["players"]:
        player = window.entry.player(entry["name"])
        if entry.get("surrender"):
            player.surrender.click()
            continue
        for row in ("front", "middle", "back"):
            QTest.keyClicks(player.rows[row].edit, entry[row].replace(" ", ""))


def run_script(window: MainWindow, path: str) -> None:
    hands = json.loads(Path(path).read_text(encoding="utf-8"))
    session = open_e2e_session(window, [p["name"] for p in hands[0]["players"]])

    def step() -> None:
        count = session.hand_count
        if count >= len(hands):
            _say("e2e done")
            return
        type_hand(window, hands[count])
        window.action_score.trigger()
        if session.hand_count != count + 1:
            _say(f"e2e failed at hand {count + 1}: {window.entry_error.text() or 'the hand was not complete'}")
            return
        _say(f"scored {session.hand_count}")
        QTimer.singleShot(PAUSE_MS, window, step)

    QTimer.singleShot(0, window, step)
