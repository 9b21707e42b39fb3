"""Reopening a night loads only what that job uses (issue 17 point 6: the core's share of the app's launch).

A child process does what the app does on launch: open the store, read the last classic session's
standings, score and explain its last hand and name its rows. Modules that job never runs are loaded
where first needed; a later top-level import of one would silently put its cost back on every launch.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

ROOT = Path(__file__).resolve().parents[2]
DEFERRED = (
    "scorekeeper.score.ofc", "scorekeeper.score.pool", "scorekeeper.score.criss_cross",  # other games
    "scorekeeper.value.naturals",  # no natural declared
    "scorekeeper.night.settle", "scorekeeper.words.money",  # no settle-up, no bankroll warning, no unit change
    "scorekeeper.night.session_file",  # no session file read or written
)
FOUR = {  # RULES F, four players (all 52 cards)
    "P1": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "P2": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
    "P3": ("Qc Jc 4s", "8h 8c 5s 5h 9c", "Ks Kh 3s 3h Js"),
    "P4": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"),
}
REOPEN = """
import json, sys
from scorekeeper.night.store import Store
from scorekeeper.words.hands import hand_name
from scorekeeper.words.reasons import pair_lines
from scorekeeper.value import hand_tables

store = Store(sys.argv[1])
session = store.open(store.last_opened())
standings = {s.player: str(s.units) for s in session.standings()}
result = session.hand(session.hand_count).result
lines = [pair_lines(pair) for pair in result.pairs if pair.players == ("P2", "P3")][0]
names = [hand_name(result.players["P2"].hand_of(row)) for row in ("front", "middle", "back")]
store.close()
print(json.dumps({"standings": standings, "units": {n: str(u) for n, u in result.units.items()},
                  "lines": lines, "names": names, "loaded": sorted(m for m in sys.modules),
                  "tables": [list(key) for key in hand_tables.FIVE_CARD_TABLES]
                            + (["front"] if hand_tables.FRONT_TABLE else [])}))
"""


def test_reopening_a_night_loads_no_module_it_does_not_use(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    with Store(path) as store:
        session = store.create(Session("Friday", tuple(FOUR), "classic-1-6"))
        for _ in range(3):
            session.add_hand({"players": [{"name": n, "front": f, "middle": m, "back": b}
                                          for n, (f, m, b) in FOUR.items()]})
    child = subprocess.run([sys.executable, "-c", REOPEN, str(path)], cwd=ROOT, capture_output=True, text=True,
                           timeout=60, check=True)
    got = json.loads(child.stdout)
    assert got["units"] == {"P1": "3", "P2": "9", "P3": "-13", "P4": "1"}  # RULES F four players, 1-6
    assert got["standings"] == {"P2": "27", "P4": "3", "P1": "9", "P3": "-39"}  # three such hands
    assert got["lines"] == [  # RULES B and C, 1-6: P2 wins every row against P3 and scoops
        "front: P2's Ace-King high beats P3's Queen-Jack high: P2 +1",
        "middle: P2's Eight-high straight beats P3's Two pair, eights and fives: P2 +1",
        "back: P2's Full house, twos over sevens beats P3's Two pair, kings and threes: P2 +1",
        "scoop: P2 wins all three rows, +3"]
    assert got["names"] == ["Ace-King high", "Eight-high straight", "Full house, twos over sevens"]
    assert [m for m in DEFERRED if m in got["loaded"]] == []
    assert got["tables"] == []  # sixteen rows valued directly: no 7,462-value table built (RULES A2)
