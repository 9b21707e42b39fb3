"""The command line: exact output on good input; one sentence, exit 2 and empty stdout on bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(path)


def test_score_prints_the_result(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                 four_player_deal: dict[str, Any]) -> None:
    code, out, err = run(capsys, "score", write(tmp_path, {"rules": "classic-2-4", **four_player_deal}))
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert result["units"] == {"P1": -1, "P2": 9, "P3": -10, "P4": 2}
    assert len(result["pairs"]) == 6


def test_score_reads_standard_input(four_player_deal: dict[str, Any]) -> None:
    proc = subprocess.run([sys.executable, "-m", "scorekeeper", "score", "-"], input=json.dumps(four_player_deal),
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["units"] == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}


@pytest.mark.parametrize(("content", "message"), [
    ("{not json", "is not valid JSON: Expecting property name enclosed in double quotes at line 1, column 2."),
    ({"players": [{"name": "A", "front": "As Kd", "middle": "2c 3c 4c 5c 7d", "back": "9s 9h 9d 2s 2h"},
                  {"name": "B", "surrender": True}]}, "A's front needs 3 cards, not 2."),
    ({"rules": "classic-9", "players": []}, "Unknown rules preset 'classic-9'"),
    ([1, 2], "must hold a hand object with 'players'"),
])
def test_score_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: Any, message: str) -> None:
    code, out, err = run(capsys, "score", write(tmp_path, content))
    assert code == 2
    assert out == ""
    assert message in err
    assert err.count("\n") == 1


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "score", "/nonexistent/hand.json")
    assert (code, out) == (2, "")
    assert err == "scorekeeper: Cannot read /nonexistent/hand.json: No such file or directory.\n"


def test_rules_lists_presets_and_prints_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules")
    assert code == 0
    assert [p["preset"] for p in json.loads(out)][:3] == ["classic-1-6", "classic-2-4", "classic-1-1-1"]
    code, out, _ = run(capsys, "rules", "classic-royalties")
    options = json.loads(out)
    assert code == 0
    assert options["royalties"] == "classic" and options["method"] == "1-6" and options["scoop_bonus"] == 3
    code, out, err = run(capsys, "rules", "nope")
    assert (code, out) == (2, "")
    assert "Unknown rules preset 'nope'" in err


def test_usage_error_is_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "frobnicate")
    assert (code, out) == (2, "")
    assert err.startswith("scorekeeper: Argument command: invalid choice: 'frobnicate'")


def test_export_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                           four_player_deal: dict[str, Any]) -> None:
    session = {"format": "chinese-poker-session", "version": 1, "name": "Friday game",
               "players": ["P1", "P2", "P3", "P4"], "rules": "classic-1-6", "unit_value": "5.00", "currency": "USD",
               "hands": [{"dealer": "P4", "players": four_player_deal["players"]}]}
    path = write(tmp_path, session)
    code, out, err = run(capsys, "export", path, "-o", str(tmp_path / "night.xlsx"))
    assert (code, out, err) == (0, "", "")
    assert (tmp_path / "night.xlsx").read_bytes()[:2] == b"PK"
    code, out, err = run(capsys, "export", path, "-o", str(tmp_path / "night.pdf"))
    assert (code, out) == (2, "")
    assert "the file name must end in .xlsx" in err
    (tmp_path / "taken.csv").mkdir()
    code, out, err = run(capsys, "export", path, "-o", str(tmp_path / "taken.csv"))
    assert (code, out) == (1, "")
    assert "taken.csv" in err and err.count("\n") == 1
