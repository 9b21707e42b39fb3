"""The workbook as a spreadsheet computes it: LibreOffice recalculates every formula of the export, and
the totals it shows must equal the app's standings exactly, and follow an edit to the Hands sheet.

Needs LibreOffice (``soffice``; CI installs ``libreoffice-calc-nogui``). Without it this test fails
with a message saying so: a skipped test would let a broken formula through unnoticed.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from scorekeeper.export.session_export import export_session
from scorekeeper.night.session import Session
from scorekeeper.night.stats import session_stats
from tests.core.export.test_export import friday
from tests.session_helper import random_hand

NAMES = ("Ann", "Bob", "Cy", "Dee")
ODD_NAMES = ("=Al", "Bo*", "Cy?", "Zoë")
"""Names a SUMIF criterion would read as a formula or a wildcard: the export must match them exactly."""


def recalculated(files: list[Path], folder: Path) -> dict[str, Any]:
    """Each workbook as LibreOffice saves it after opening it (so every formula is computed), read back."""
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        pytest.fail("LibreOffice is needed to recalculate the exported workbook, but soffice is not on PATH: "
                    "install it (apt-get install libreoffice-calc-nogui)")
    out = folder / "recalculated"
    profile = folder / "lo-profile"  # a private profile, so parallel runs never share one
    command = [soffice, f"-env:UserInstallation={profile.as_uri()}", "--headless", "--norestore",
               "--convert-to", "xlsx", "--outdir", str(out), *map(str, files)]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=240, check=False)
    books = {}
    for file in files:
        converted = out / file.name
        assert converted.exists(), f"LibreOffice did not convert {file.name} (exit {proc.returncode}): {proc.stderr}"
        books[file.stem] = load_workbook(converted, data_only=True)
    return books


def play(names: tuple[str, ...], hands: int, seed: int) -> Session:
    """RULES F's four hands, then random ones with fouls and surrenders at 1, 2.50 and 5 a unit."""
    session = friday(names)
    rng = random.Random(seed)
    for n in range(hands):
        session.add_hand(random_hand(rng, names), unit_value=("1", "2.50", "5")[n % 3])
    return session


def summary_rows(book: Any, players: int) -> list[tuple[Any, ...]]:
    return [tuple(c.value for c in row) for row in book["Summary"].iter_rows(min_row=9, max_row=8 + players)]


def exact(value: Any) -> Decimal:
    """A spreadsheet number as an exact decimal (every amount here is a whole number of half units)."""
    assert isinstance(value, (int, float)), value
    return Decimal(repr(value))


@pytest.fixture(scope="module")
def books(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("libreoffice")
    night, odd = play(NAMES, 36, seed=5), play(ODD_NAMES, 4, seed=6)
    export_session(night, folder / "night.xlsx")
    export_session(odd, folder / "odd.xlsx")
    # Someone corrects a units cell: Ann's hand 1 (Hands row 2) was +3, make it +1003.
    edited = load_workbook(folder / "night.xlsx")
    hands = edited["Hands"]
    assert (hands["A2"].value, hands["C2"].value, hands["Q2"].value) == (1, "Ann", 3)
    hands["Q2"] = 1003
    edited.save(folder / "edited.xlsx")
    return {"sessions": {"night": night, "odd": odd}, "folder": folder,
            **recalculated([folder / "night.xlsx", folder / "odd.xlsx", folder / "edited.xlsx"], folder)}


@pytest.mark.parametrize("name", ["night", "odd"])
def test_recalculated_totals_equal_the_apps_standings(books: dict[str, Any], name: str) -> None:
    session = books["sessions"][name]
    book = books[name]
    stats = session_stats(session)
    hand_count = len(session.hands)
    expected = [(s.rank, s.player, s.units, s.money, hand_count, stats[s.player].scoops_for,
                 stats[s.player].fouls) for s in session.standings()]
    got = [(rank, player, units, exact(money), hands, scoops, fouls)
           for rank, player, units, money, hands, scoops, fouls in summary_rows(book, 4)]
    assert got == expected
    summary = book["Summary"]
    assert summary["B5"].value == hand_count
    assert (summary["C13"].value, summary["D13"].value) == (0, 0)  # the check row


def test_recalculated_running_totals_end_at_the_standings(books: dict[str, Any]) -> None:
    session, book = books["sessions"]["night"], books["night"]
    units = session.net_units()
    last = [c.value for c in book["Chart"][1 + len(session.hands)]]
    assert last == [len(session.hands), *(units[p] for p in NAMES)]
    hands = list(book["Hands"].iter_rows(min_row=2, values_only=True))
    money = {p: Decimal(0) for p in NAMES}
    for row in hands:
        assert exact(row[17]) == exact(row[16]) * exact(row[15])  # money = units x unit value
        money[row[2]] += exact(row[17])
        assert exact(row[19]) == money[row[2]]  # running money
    assert {s.player: s.money for s in session.standings()} == money


def test_an_edited_units_cell_flows_into_the_summary(books: dict[str, Any]) -> None:
    session = books["sessions"]["night"]
    before = {s.player: s for s in session.standings()}
    rows = {row[1]: row for row in summary_rows(books["edited"], 4)}
    ann = rows["Ann"]
    assert ann[2] == before["Ann"].units + 1000
    assert exact(ann[3]) == before["Ann"].money + 1000 * 5  # hand 1 was played at 5.00 a unit
    assert ann[0] == 1  # now first
    assert {p: rows[p][2] for p in ("Bob", "Cy", "Dee")} == {p: before[p].units for p in ("Bob", "Cy", "Dee")}
    summary = books["edited"]["Summary"]
    assert summary["C13"].value == 1000  # the check row shows the sheet no longer balances
    # Money follows through SUMPRODUCT(units x unit value); the running totals are the values as exported.
    assert books["edited"]["Chart"]["B2"].value == 3
    assert books["edited"]["Hands"]["R2"].value == 15


def formula_cells(path: Path) -> dict[tuple[str, str], Any]:
    """Every formula cell of an exported workbook and the value stored with it (issue 15 point 1)."""
    formulas, values = load_workbook(path), load_workbook(path, data_only=True)
    return {(ws.title, c.coordinate): values[ws.title][c.coordinate].value
            for ws in formulas for row in ws.iter_rows() for c in row if c.data_type == "f"}


@pytest.mark.parametrize("name", ["night", "odd"])
def test_every_stored_formula_value_is_what_libreoffice_computes(books: dict[str, Any], name: str) -> None:
    stored = formula_cells(books["folder"] / f"{name}.xlsx")
    session = books["sessions"][name]
    # Only the Summary: the hand count, 6 a player (rank, units, money, hands, scoops, fouls), the 2 checks.
    assert len(stored) == 1 + 6 * len(session.players) + 2
    assert {sheet for sheet, _ in stored} == {"Summary"}
    recalculated = {key: books[name][key[0]][key[1]].value for key in stored}
    assert stored == recalculated
    assert None not in stored.values()


def test_a_chinese_workbook_recalculates_to_the_english_values(tmp_path: Path) -> None:
    """The zh_CN workbook's formulas name its translated sheets ('每局'!C2): LibreOffice computes every cell
    to the English workbook's value (issue 20; README "Exporting a session")."""
    from scorekeeper import language

    session = play(NAMES, 40, seed=20)
    export_session(session, tmp_path / "en.xlsx")
    language.use("zh_CN")
    try:
        export_session(session, tmp_path / "zh.xlsx")
    finally:
        language.use("en")
    books = recalculated([tmp_path / "en.xlsx", tmp_path / "zh.xlsx"], tmp_path)
    english, chinese = books["en"], books["zh"]
    assert chinese.sheetnames == ["总览", "每局", "对战明细", "规则", "走势图"]
    for en_sheet, zh_sheet in zip(english.worksheets, chinese.worksheets, strict=True):
        en_numbers = [(c.coordinate, c.value) for row in en_sheet.iter_rows() for c in row
                      if isinstance(c.value, (int, float))]
        zh_numbers = [(c.coordinate, c.value) for row in zh_sheet.iter_rows() for c in row
                      if isinstance(c.value, (int, float))]
        assert zh_numbers == en_numbers, zh_sheet.title
    stored = load_workbook(tmp_path / "zh.xlsx")["总览"]["C9"].value
    assert stored.startswith("=SUMIF('每局'!$C$2:$C$")
    standings = {s.player: s.units for s in session.standings()}
    summary = chinese["总览"]
    assert {summary.cell(r, 2).value: summary.cell(r, 3).value for r in range(9, 13)} == standings
