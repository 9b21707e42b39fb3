"""The public contract's tests (FORMAT.md): only FORMAT.md's names, so an internal move cannot break a script.

Self-contained on purpose: nothing here imports the ``tests`` package or an internal module of
``scorekeeper``, so the folder can be copied anywhere and run with the pytest of a venv where the wheel is
installed (``tests/ship/test_contract_from_wheel.py`` does exactly that). Numbers come from RULES.md F.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

FOUR = {  # RULES.md F, four players (all 52 cards)
    "P1": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "P2": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
    "P3": ("Qc Jc 4s", "8h 8c 5s 5h 9c", "Ks Kh 3s 3h Js"),
    "P4": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"),
}
SETTLE_HANDS = (  # quick entries (places front, middle, back) whose nets are RULES F's settle-up: +12 −5 −9 +2
    {"P1": (2, 1, 2), "P2": (2, 4, 3), "P3": (3, 4, 3), "P4": (1, 4, 2)},
    {"P1": (1, 2, 2), "P2": (2, 3, 2), "P3": (3, 3, 1), "P4": (4, 3, 1)},
)
ROWS = ("front", "middle", "back")


def four_player_deal(rules: Any = "classic-1-6", **changed: dict[str, Any]) -> dict[str, Any]:
    """RULES F's four-player deal as a hand file; ``changed`` replaces a player's entry (``P3={"surrender": True}``)."""
    players = [{"name": n, **changed.get(n, dict(zip(ROWS, rows, strict=True)))} for n, rows in FOUR.items()]
    return {"rules": rules, "players": players}


def settle_session_file(date: str = "2026-09-04") -> dict[str, Any]:
    """FORMAT.md's session file: two hands at $5 a unit that end at RULES F's settle-up."""
    hands = [{"dealer": dealer, "unit_value": "5.00",
              "players": [{"name": n, "places": dict(zip(ROWS, p, strict=True))} for n, p in places.items()]}
             for dealer, places in zip(("P1", "P2"), SETTLE_HANDS, strict=True)]
    return {"format": "chinese-poker-session", "version": 1, "name": "Friday game", "date": date,
            "players": list(FOUR), "rules": "classic-1-6", "unit_value": "5.00", "currency": "USD", "hands": hands}


def command(name: str) -> str:
    """An installed command: beside this interpreter (a venv's bin), else on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    assert found, f"{name} is not installed"
    return found


Run = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture
def scorekeeper_cli(tmp_path: Path) -> Run:
    """Run the installed ``scorekeeper`` command in English from a scratch folder; returns the finished process."""
    def run(*args: str | Path, stdin: str | None = None, env: dict[str, str] | None = None
            ) -> subprocess.CompletedProcess[str]:
        environment = {**os.environ, "LANGUAGE": "en", "LC_ALL": "C.UTF-8",
                       "CHINESE_POKER_STORE": str(tmp_path / "no-store.sqlite3"), **(env or {})}
        return subprocess.run([command("scorekeeper"), *map(str, args)], input=stdin, capture_output=True,
                              text=True, timeout=300, check=False, cwd=tmp_path, env=environment)

    return run


@pytest.fixture
def write_json(tmp_path: Path) -> Callable[[str, Any], Path]:
    def write(name: str, data: Any) -> Path:
        path = tmp_path / name
        path.write_text(json.dumps(data), encoding="utf-8")
        return path

    return write


@pytest.fixture
def deal() -> Callable[..., dict[str, Any]]:
    """``deal(rules, P3={...})``: RULES F's four-player deal as a hand file."""
    return four_player_deal


@pytest.fixture
def session_file() -> Callable[..., dict[str, Any]]:
    """``session_file(date)``: FORMAT.md's session file ending at RULES F's settle-up."""
    return settle_session_file
