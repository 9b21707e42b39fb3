"""The File menu: export (workbook, CSV, session file), import, recent sessions, rename, delete and undelete."""

from __future__ import annotations

import csv
import json
from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox, QToolButton

from scorekeeper.night.session import Session
from tests.ui.conftest import FOUR, SECOND, THIRD, fill, standings_of

from scorekeeper_app.results.models import MONEY_ROLE, PLAYER_ROLE, UNITS_ROLE


@pytest.fixture
def played(make_window):  # type: ignore[no-untyped-def]
    window = make_window(unit_value="2.50")
    for rows in (FOUR, SECOND):
        fill(window, rows)
        assert window.score_hand()
    return window


@pytest.fixture
def save_as(monkeypatch):  # type: ignore[no-untyped-def]
    """Make the save dialog answer with a path, and record what it was asked."""
    asked: list[tuple[str, str]] = []

    def answer(path: Path):  # type: ignore[no-untyped-def]
        def fake(_parent, title, suggested, _filter="", *_args, **_kwargs):  # type: ignore[no-untyped-def]
            asked.append((title, suggested))
            return str(path), ""

        monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
        return asked

    return answer


@pytest.fixture
def warnings(monkeypatch):  # type: ignore[no-untyped-def]
    shown: list[tuple[str, str]] = []

    def warn(_parent, title, text, *_args):  # type: ignore[no-untyped-def]
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warn)
    return shown


def action(window, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def standings(window) -> dict[str, tuple[Fraction, object]]:
    model = standings_of(window)
    return {model.index(r, 1).data(PLAYER_ROLE): (model.index(r, 2).data(UNITS_ROLE),
                                                  model.index(r, 3).data(MONEY_ROLE))
            for r in range(model.rowCount())}


def test_export_workbook_through_the_menu_reads_back_with_the_same_totals(qtbot, played, save_as, tmp_path):
    asked = save_as(tmp_path / "friday")  # no extension typed: .xlsx is added
    action(played, "actionExportWorkbook").trigger()
    assert asked[0][1].endswith("Test game.xlsx")
    workbook = openpyxl.load_workbook(tmp_path / "friday.xlsx")
    hands = workbook["Hands"]
    header = [c.value for c in hands[1]]
    player, units, unit_value = header.index("Player"), header.index("Units"), header.index("Unit value")
    totals: dict[str, Fraction] = {}
    money: dict[str, Fraction] = {}
    for row in hands.iter_rows(min_row=2, values_only=True):
        totals[row[player]] = totals.get(row[player], Fraction(0)) + Fraction(row[units])
        money[row[player]] = money.get(row[player], Fraction(0)) + Fraction(row[units]) * Fraction(str(row[unit_value]))
    shown = standings(played)
    assert totals == {p: u for p, (u, _) in shown.items()}
    assert money == {p: Fraction(m) for p, (_, m) in shown.items()}
    assert totals == {"P1": 3 + 6, "P2": 9 + 13, "P3": -13 - 1, "P4": 1 - 18}  # RULES F, then the foul
    assert played.statusBar().currentMessage() == f"Exported {tmp_path / 'friday.xlsx'}"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("friday")) == ["friday.xlsx"]


def test_export_csv_and_session_file(qtbot, played, save_as, tmp_path):
    save_as(tmp_path / "night.csv")
    action(played, "actionExportCsv").trigger()
    with (tmp_path / "night.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 8 and {r["Player"] for r in rows} == set(FOUR)
    save_as(tmp_path / "night.json")
    action(played, "actionExportSessionFile").trigger()
    again = Session.from_json(json.loads((tmp_path / "night.json").read_text(encoding="utf-8")))
    assert again.net_units() == played.session.net_units() and again.hand_count == 2


def test_an_export_that_cannot_be_written_says_why_and_leaves_nothing(qtbot, played, save_as, warnings, tmp_path):
    for name in ("actionExportWorkbook", "actionExportSessionFile"):
        save_as(tmp_path / "no such folder" / "night")
        action(played, name).trigger()
    assert [title for title, _ in warnings] == ["Cannot export", "Cannot export"]
    assert "does not exist" in warnings[0][1] and str(tmp_path / "no such folder") in warnings[0][1]
    assert "No such file or directory" in warnings[1][1]
    save_as(tmp_path / "night.xls")
    action(played, "actionExportWorkbook").trigger()
    assert ".xlsx" in warnings[2][1] and "'.xls'" in warnings[2][1]
    assert not (tmp_path / "no such folder").exists() and not (tmp_path / "night.xls").exists()


def test_importing_a_newer_or_broken_file_is_refused_with_the_reason(qtbot, played, warnings, tmp_path,
                                                                    monkeypatch):
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({"format": "chinese-poker-session", "version": 99, "name": "x"}), encoding="utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    sessions = len(played.store.list_sessions())
    for path in (newer, broken):  # File > Import session file..., the file dialog answering with the path
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args, p=path, **_kwargs: (str(p), ""))
        action(played, "actionImport").trigger()
    assert "newer.json: this session file is version 99, newer than this app reads" in warnings[0][1]
    assert warnings[1][1].startswith("broken.json is not valid JSON: Expecting property name")
    assert len(played.store.list_sessions()) == sessions
    assert played.session.name == "Test game"


def test_recent_sessions_lists_the_store_most_recent_first_and_opens_one(qtbot, played, store):
    other = store.create(Session("Older game", ("Ann", "Bob"), "classic-2-4"))
    fill(played, THIRD)
    assert played.score_hand()  # Test game changes last, so it comes first
    menu = played.findChild(QMenu, "recentMenu")
    played.files.refresh_recent()
    entries = [a for a in menu.actions() if a.objectName().startswith("recentSession")]
    assert [a.text().split("  ·  ")[0] for a in entries] == ["Test game", "Older game"]
    assert entries[0].isChecked() and entries[0].text().endswith("3 hands")
    entries[1].trigger()
    assert played.session.store_id == other.store_id
    assert played.windowTitle().startswith("Older game")


def test_rename_is_undoable(qtbot, played, monkeypatch):
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Saturday game", True))
    action(played, "actionRenameSession").trigger()
    assert played.session.name == "Saturday game"
    assert played.windowTitle().startswith("Saturday game")
    assert played.store.list_sessions()[0].name == "Saturday game"
    played.act.undo.trigger()
    assert played.session.name == "Test game" and played.store.list_sessions()[0].name == "Test game"
    assert played.windowTitle().startswith("Test game")


def test_delete_session_is_undone_from_the_status_bar(qtbot, played):
    session_id = played.session.store_id
    action(played, "actionDeleteSession").trigger()
    assert played.session is None and played.pages.currentWidget() is played.welcome
    assert played.store.list_sessions() == []
    assert played.statusBar().currentMessage() == "Deleted “Test game”."
    button = played.findChild(QToolButton, "undeleteSessionButton")
    assert button.isVisible() and button.text() == "Undo delete “Test game”"
    button.click()
    assert played.session is not None and played.session.store_id == session_id
    assert played.session.hand_count == 2
    assert [s.name for s in played.store.list_sessions()] == ["Test game"]
    assert not button.isVisible()
