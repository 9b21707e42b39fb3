"""The core in the players' languages (issue 20, README "Command line" and "Exporting a session"): the CLI's
refusals follow the environment's language while its JSON stays English (FORMAT.md), and the workbook's
sheet names, headers and Rules sheet are translated while every value stays the English workbook's."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from scorekeeper import language
from scorekeeper.export.session_export import export_session
from scorekeeper.night.session import Session
from tests.core.export.test_export import NAMES, friday

ROOT = Path(__file__).resolve().parents[3]
DEAL = {"players": [{"name": "Ann", "front": "As Ks Qs", "middle": "2c 3c 4c 5c 7d", "back": "9h 9d 9s 9c 2d"},
                    {"name": "Bob", "front": "Ah Kd Qd", "middle": "2h 3h 4h 5h 7h", "back": "Th Td Ts Tc 3d"}]}
SHEETS = {"zh_CN": ["总览", "每局", "对战明细", "规则", "走势图"],
          "vi": ["Tổng quan", "Các ván", "Từng cặp", "Luật", "Biểu đồ"]}
ASCII_WORD = re.compile(r"[A-Za-z]+")
ALLOWED = {*NAMES, "USD", "Excel"}
"""ASCII words a Chinese sheet may hold: the players' names, the currency code and "Excel"."""
RANKS = re.compile(r"[AKQJT2-9]+")


def run(args: list[str], code: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LANGUAGE": code, "LC_ALL": "C.UTF-8"}
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], input=stdin, capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=60, check=False)


@pytest.mark.parametrize(("code", "expected"), [
    ("zh_CN", "scorekeeper: Ann 的 front 需要 3 张牌，而不是 2 张。\n"),
    ("zh_TW", "scorekeeper: Ann 的 front 需要 3 張牌，而不是 2 張。\n"),
    ("vi", "scorekeeper: front của Ann cần 3 lá, không phải 2.\n"),
])
def test_a_refusal_is_one_sentence_in_the_environments_language(code: str, expected: str) -> None:
    """FORMAT.md: bad input is one sentence on stderr, exit 2, stdout empty: in the reader's language."""
    bad = {"players": [{"name": "Ann", "front": "As Ks", "middle": "2c 3c 4c 5c 7d", "back": "9h 9d 9s 9c 2d"},
                       DEAL["players"][1]]}
    result = run(["score", "-"], code, json.dumps(bad))
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == expected


@pytest.mark.parametrize("code", ["zh_CN", "vi"])
def test_a_repeated_card_is_refused_in_the_language(code: str) -> None:
    clash = {"players": [DEAL["players"][0], {**DEAL["players"][1], "front": "As Kd Qd"}]}
    result = run(["score", "-"], code, json.dumps(clash))
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == {
        "zh_CN": "scorekeeper: As 同时出现在 Ann 的 front 和 Bob 的 front：一副牌每张只有一张。\n",
        "vi": "scorekeeper: As có ở cả front của Ann và front của Bob: mỗi lá chỉ có một trong bộ bài.\n",
    }[code]


@pytest.mark.parametrize("args", [["score", "-"], ["rules"], ["rules", "classic-2-4"]])
def test_the_json_is_the_same_in_every_language(args: list[str]) -> None:
    """FORMAT.md's JSON is machine-read: byte for byte the English output whatever the language."""
    english = run(args, "en", json.dumps(DEAL))
    assert english.returncode == 0 and english.stdout
    for code in ("zh_CN", "zh_TW", "vi"):
        other = run(args, code, json.dumps(DEAL))
        assert (other.returncode, other.stdout, other.stderr) == (0, english.stdout, "")


def test_the_session_json_is_the_same_in_every_language(tmp_path: Path) -> None:

    path = tmp_path / "friday.json"
    friday().to_file(path)
    english = run(["session", str(path)], "en")
    assert english.returncode == 0
    assert run(["session", str(path)], "zh_CN").stdout == english.stdout


# -- the workbook ---------------------------------------------------------------------------------------


@pytest.fixture
def in_language() -> Iterator[Any]:
    """Choose a language for the test's exports; English again afterwards, for the other tests."""
    yield language.use
    language.use("en")


def export(session: Session, path: Path, code: str) -> Any:
    language.use(code)
    try:
        export_session(session, path)
    finally:
        language.use("en")
    return load_workbook(path, data_only=True) if path.suffix == ".xlsx" else None


def numbers(book: Any) -> list[list[tuple[str, Any]]]:
    """Every number and date of every sheet, by cell, in tab order (text is what the language changes)."""
    return [[(c.coordinate, c.value) for row in ws.iter_rows() for c in row
             if isinstance(c.value, (int, float)) or c.is_date] for ws in book.worksheets]


def words(book: Any) -> list[str]:
    """The workbook's own words: sheet names, header rows, the Summary's labels, the Rules sheet's lines."""
    summary, hands, pairs, rules, chart = book.worksheets
    found = list(book.sheetnames)
    found += [c.value for c in hands[1] if c.value] + [c.value for c in pairs[1] if c.value]
    found += [c.value for c in summary[8] if c.value] + [summary.cell(r, 1).value for r in range(2, 7)]
    found.append(summary.cell(6, 2).value)  # the rules in words (the preset's key would be English)
    found += [c.value for c in rules[1] if c.value] + [chart["A1"].value]
    for r in range(2, rules.max_row + 1):  # the preset's key and the naturals are in words too
        found += [rules.cell(r, 1).value, str(rules.cell(r, 2).value)]
    return found


@pytest.mark.parametrize("code", ["zh_CN", "vi"])
def test_the_workbook_reads_in_the_language_with_the_english_values(tmp_path: Path, code: str) -> None:
    session = friday()
    english = export(session, tmp_path / "en.xlsx", "en")
    other = export(session, tmp_path / f"{code}.xlsx", code)
    assert other.sheetnames == SHEETS[code]
    assert numbers(other) == numbers(english)
    # Numbers read the same, and mậu binh players say "Fantasyland" too (docs/TRANSLATING.md's glossary).
    english_words = {w for w in words(english) if not w.isdigit()} - {*NAMES, "Fantasyland"}
    if code == "zh_CN":
        leftovers = [w for w in words(other) for word in ASCII_WORD.findall(w)
                     if word not in ALLOWED and not RANKS.fullmatch(word)]
        assert leftovers == []
    else:
        assert [w for w in words(other) if w in english_words] == []
    formula = load_workbook(tmp_path / f"{code}.xlsx")[SHEETS[code][0]]["C9"].value
    assert formula.startswith(f"=SUMIF('{SHEETS[code][1]}'!$C$2:$C$")


def test_the_fouled_mark_and_its_count_agree_in_the_language(tmp_path: Path) -> None:
    """The Summary counts fouls with COUNTIFS over the Hands sheet's translated mark (RULES F3: Dee fouls)."""
    book = export(friday(), tmp_path / "zh.xlsx", "zh_CN")
    hands = book["每局"]
    marks = {hands.cell(r, 10).value for r in range(2, hands.max_row + 1)}
    assert marks == {"是", None}
    summary = book["总览"]
    dee = next(r for r in range(9, 13) if summary.cell(r, 2).value == "Dee")
    assert load_workbook(tmp_path / "zh.xlsx")["总览"].cell(dee, 7).value.endswith(',"是")')
    assert summary.cell(dee, 7).value == 1


def test_the_csv_stays_english(tmp_path: Path) -> None:
    """The CSV is machine-read (README "Exporting a session"): the same bytes whatever the language."""
    session = friday()
    export(session, tmp_path / "en.csv", "en")
    export(session, tmp_path / "zh.csv", "zh_CN")
    assert (tmp_path / "zh.csv").read_bytes() == (tmp_path / "en.csv").read_bytes()


def test_a_translated_sheet_name_stays_a_valid_one() -> None:
    from scorekeeper.export.book import sheet_name, sheet_ref

    assert sheet_name("Hands: [a/b]*?") == "Hands   a b"
    assert len(sheet_name("x" * 40)) == 31
    assert sheet_ref("Hands") == "Hands"
    assert sheet_ref("每局") == "'每局'"
    assert sheet_ref("Các ván") == "'Các ván'"
    assert sheet_ref("Ann's") == "'Ann''s'"


@pytest.mark.parametrize("code", ["zh_CN", "vi"])
def test_the_season_workbook_names_its_sheets_in_the_language(tmp_path: Path, code: str,
                                                              in_language: Any) -> None:
    from scorekeeper.export.season_book import export_season
    from scorekeeper.night.season import Season

    in_language(code)
    export_season(Season([]), tmp_path / "season.xlsx")
    names = load_workbook(tmp_path / "season.xlsx").sheetnames
    assert names == {"zh_CN": ["排名", "对战", "每晚", "纪录", "走势图"],
                     "vi": ["Xếp hạng", "Đối đầu", "Các buổi", "Kỷ lục", "Biểu đồ"]}[code]
