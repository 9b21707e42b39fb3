"""FORMAT.md "Command line": one test per line, through the installed ``scorekeeper`` command only."""

from __future__ import annotations

import csv
import io
import json
import re
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import Run, command

PRESETS = ["classic-1-6", "classic-2-4", "classic-1-1-1", "classic-royalties", "pool", "ofc", "pineapple",
           "pineapple-progressive", "lowball-middle", "criss-cross"]
OPTIONS = {"method", "scoop_bonus", "overall_rule", "wheel", "foul_penalty", "surrender", "surrender_fee", "royalties",
           "royalty_mode", "naturals", "natural_values", "pool", "pool_ante", "game", "fantasyland", "fl_entry",
           "fl_cards", "fl_progressive", "fl_stay_middle_full_house", "lowball_middle", "criss_cross_pairing",
           "tie_cancels_scoop", "equal_rows_foul"}
SETTLED = [{"from": "P3", "to": "P1", "amount": "45.00"}, {"from": "P2", "to": "P1", "amount": "15.00"},
           {"from": "P2", "to": "P4", "amount": "10.00"}]  # RULES F's settle-up


def ok(proc: Any) -> Any:
    """The JSON a successful run printed (nothing on standard error)."""
    assert (proc.returncode, proc.stderr) == (0, ""), proc.stderr
    return json.loads(proc.stdout) if proc.stdout else None


def test_the_package_installs_both_commands(scorekeeper_cli: Run) -> None:
    """The package installs ``scorekeeper`` (command line) and ``chinese-poker-scorekeeper`` (the desktop app)."""
    assert Path(command("chinese-poker-scorekeeper")).is_file()  # started only by the app's own launch tests
    usage = scorekeeper_cli("--help")
    assert usage.returncode == 0 and usage.stdout.startswith("usage: scorekeeper")
    for name in ("score", "session", "export", "solve", "rules", "season", "settle"):
        assert name in usage.stdout


def test_score_prints_the_result_json(scorekeeper_cli: Run, write_json: Callable[[str, Any], Path],
                                      deal: Callable[..., dict[str, Any]]) -> None:
    """``scorekeeper score HAND.json``: RULES F's four players at 2-4, and ``-`` reads standard input."""
    out = ok(scorekeeper_cli("score", write_json("hand.json", deal("classic-2-4"))))
    assert out["units"] == {"P1": -1, "P2": 9, "P3": -10, "P4": 2}
    assert out["players"]["P1"]["rows"] == {"front": "Ace-King high", "middle": "Two pair, nines and fours",
                                            "back": "Queen-high straight"}
    assert out["players"]["P1"]["royalties"] == {"front": 0, "middle": 0, "back": 0}
    assert len(out["pairs"]) == 6 and all(p["lines"] for p in out["pairs"])
    piped = ok(scorekeeper_cli("score", "-", stdin=json.dumps(deal("classic-1-6"))))
    assert piped["units"] == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}


def test_session_prints_standings_hands_and_settle_up(scorekeeper_cli: Run, write_json: Callable[[str, Any], Path],
                                                      session_file: Callable[..., dict[str, Any]]) -> None:
    """``scorekeeper session SESSION.json``: standings best first, per-hand units, the settle-up; money as text."""
    assert ok(scorekeeper_cli("session", write_json("friday.json", session_file()))) == {
        "name": "Friday game", "currency": "USD",
        "standings": [{"player": "P1", "units": 12, "money": "60.00"},
                      {"player": "P4", "units": 2, "money": "10.00"},
                      {"player": "P2", "units": -5, "money": "-25.00"},
                      {"player": "P3", "units": -9, "money": "-45.00"}],
        "hands": [{"number": 1, "dealer": "P1", "units": {"P1": 8, "P2": -3, "P3": -9, "P4": 4}},
                  {"number": 2, "dealer": "P2", "units": {"P1": 4, "P2": -2, "P3": 0, "P4": -2}}],
        "settle_up": SETTLED,
    }


def test_export_writes_the_workbook_or_csv(tmp_path: Path, scorekeeper_cli: Run,
                                           write_json: Callable[[str, Any], Path],
                                           deal: Callable[..., dict[str, Any]]) -> None:
    """``scorekeeper export SESSION.json -o OUT.xlsx`` (also .csv)."""
    night = {"format": "chinese-poker-session", "version": 1, "name": "Friday game",
             "players": ["P1", "P2", "P3", "P4"], "rules": "classic-1-6", "unit_value": "5.00", "currency": "USD",
             "hands": [{"players": deal()["players"]}]}
    source = write_json("night.json", night)
    assert ok(scorekeeper_cli("export", source, "-o", tmp_path / "night.xlsx")) is None
    with zipfile.ZipFile(tmp_path / "night.xlsx") as book:
        assert "xl/workbook.xml" in book.namelist()
    assert ok(scorekeeper_cli("export", source, "-o", tmp_path / "night.csv")) is None
    rows = list(csv.DictReader(io.StringIO((tmp_path / "night.csv").read_text(encoding="utf-8-sig"))))
    assert {row["Player"]: row["Units"] for row in rows} == {"P1": "3", "P2": "9", "P3": "-13", "P4": "1"}  # RULES F
    assert {row["Player"]: row["Money"] for row in rows} == {"P1": "15.00", "P2": "45.00", "P3": "-65.00", "P4": "5.00"}


def test_solve_prints_the_best_settings(scorekeeper_cli: Run) -> None:
    """``scorekeeper solve "As Kd 6c 9s ..." [--rules PRESET] [--top N]``: best first, ``--top N`` of them."""
    out = ok(scorekeeper_cli("solve", "7s 7h 7d 4c 4d 4h Ks Kd 9s 9h 9d 9c 2s", "--rules", "classic-royalties",
                             "--top", "2"))
    assert out["cards"] == "7s 7h 7d 4c 4d 4h Ks Kd 9s 9h 9d 9c 2s" and out["naturals"] == []
    best = out["settings"][0]
    assert (best["front"], best["middle"], best["back"]) == ("7s 7h 7d", "4h 4d 4c Ks Kd", "9s 9h 9d 9c 2s")
    assert best["rows"] == {"front": "Trip sevens", "middle": "Full house, fours over kings", "back": "Four nines"}
    assert best["royalties"] == {"front": 3, "middle": 2, "back": 4}  # RULES F, royalty hand X
    assert len(out["settings"]) == 2 and best["expected_units"] >= out["settings"][1]["expected_units"]
    assert set(best) == {"front", "middle", "back", "rows", "royalties", "expected_units", "why"}
    pairs = ok(scorekeeper_cli("solve", "as ah KS KH qs qh 2c 2d 3c 3d 4c 4d 9s"))
    assert pairs["naturals"] == ["six_pairs"]


def test_rules_lists_the_presets_or_prints_one(scorekeeper_cli: Run) -> None:
    """``scorekeeper rules [PRESET]``: the presets, or one preset's options (RULES.md's names) as JSON."""
    listed = [p["preset"] for p in ok(scorekeeper_cli("rules"))]
    assert [name for name in listed if name in PRESETS] == PRESETS  # FORMAT.md's presets, in its order
    options = ok(scorekeeper_cli("rules", "classic-2-4"))
    assert set(options) == OPTIONS
    assert (options["method"], options["surrender_fee"], options["royalties"]) == ("2-4", 2, "none")


def test_season_adds_up_the_stores_nights(tmp_path: Path, scorekeeper_cli: Run,
                                          session_file: Callable[..., dict[str, Any]]) -> None:
    """``scorekeeper season [--from DATE] [--to DATE]``: the store's season, or a date range."""
    from scorekeeper import Session, Store

    store_path = tmp_path / "league.sqlite3"
    with Store(store_path) as store:
        for date in ("2026-09-04", "2026-09-11"):
            (tmp_path / "night.json").write_text(json.dumps(session_file(date)), encoding="utf-8")
            store.create(Session.from_file(tmp_path / "night.json"))
    season = ok(scorekeeper_cli("season", env={"CHINESE_POKER_STORE": str(store_path)}))
    assert (season["sessions"], season["hands"], season["from"], season["to"]) == (2, 4, "2026-09-04", "2026-09-11")
    assert [(s["player"], s["units"], s["money"], s["nights"], s["hands"], s["nights_won"])
            for s in season["standings"]] == [("P1", 24, {"USD": "120.00"}, 2, 4, 2),
                                              ("P4", 4, {"USD": "20.00"}, 2, 4, 0),
                                              ("P2", -10, {"USD": "-50.00"}, 2, 4, 0),
                                              ("P3", -18, {"USD": "-90.00"}, 2, 4, 0)]
    assert len(season["head_to_head"]) == 6  # one entry per pair who met, from the first player's side
    for standing in season["standings"]:  # the pairs' per-pair results add up to each player's units
        player = standing["player"]
        assert sum(p["units"] if p["players"][0] == player else -p["units"]
                   for p in season["head_to_head"] if player in p["players"]) == standing["units"]
    assert season["records"]["best_night"] == {"player": "P1", "session": "Friday game", "date": "2026-09-04",
                                               "units": 12}  # RULES F's settle-up night: P1 +12
    assert season["skill"] == []  # quick entries have no cards to set
    one = ok(scorekeeper_cli("season", "--from", "2026-09-05", env={"CHINESE_POKER_STORE": str(store_path)}))
    assert (one["sessions"], one["hands"], one["from"], one["to"]) == (1, 2, "2026-09-11", "2026-09-11")


def test_settle_writes_the_apps_settle_up_pdf(tmp_path: Path, scorekeeper_cli: Run,
                                              write_json: Callable[[str, Any], Path],
                                              session_file: Callable[..., dict[str, Any]]) -> None:
    """``scorekeeper settle SESSION.json -o OUT.pdf``: the app's one-page settle-up PDF."""
    source = write_json("friday.json", session_file())
    assert ok(scorekeeper_cli("settle", source, "-o", tmp_path / "night.pdf")) is None
    pdf = (tmp_path / "night.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    assert re.findall(rb"/Type\s*/Page\b", pdf) == [b"/Type /Page"]  # one page


@pytest.mark.parametrize(("args", "status", "sentence"), [
    (("score", "hand.json"), 2, "scorekeeper: P1's front needs 3 cards, not 2.\n"),
    (("rules", "classic-9"), 2, "scorekeeper: Unknown rules preset 'classic-9'"),
    (("solve", "As Kd"), 2, "scorekeeper: A hand to set needs 13 cards, not 2.\n"),
    (("export", "night.json", "-o", "missing/night.csv"), 1, "scorekeeper: Cannot write "),
])
def test_errors_are_one_sentence_on_standard_error(tmp_path: Path, scorekeeper_cli: Run,
                                                   write_json: Callable[[str, Any], Path],
                                                   deal: Callable[..., dict[str, Any]],
                                                   session_file: Callable[..., dict[str, Any]],
                                                   args: tuple[str, ...], status: int, sentence: str) -> None:
    """Errors: one sentence on standard error, exit 2 for bad input and 1 otherwise; standard output empty."""
    bad = deal()
    bad["players"][0]["front"] = "As Kd"
    write_json("hand.json", bad)
    write_json("night.json", session_file())
    proc = scorekeeper_cli(*args)
    assert (proc.returncode, proc.stdout) == (status, "")
    assert proc.stderr.startswith(sentence) and proc.stderr.count("\n") == 1 and proc.stderr.endswith(".\n")
