"""The app against hostile files and a second copy (issue 14): one sentence in a dialog, nothing lost."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

from scorekeeper_app.app import open_store, report_damaged
from scorekeeper_app.results.settle_dialog import SettleDialog
from scorekeeper_app.shell.main_window import MainWindow

ATTACKS = ["1e-99999", "1e-99999999", "1e5000", "99999999999999999999999999999999.99"]


@pytest.fixture
def dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Record every message box (title, text) instead of showing it."""
    shown: list[tuple[str, str]] = []

    def record(_parent, title, text, *_args):  # type: ignore[no-untyped-def]
        shown.append((title, text))
        return QMessageBox.StandardButton.No

    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, record)
    return shown


def import_with_keys(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+I on whatever has focus, the open dialog answering with ``path``."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)


@pytest.mark.parametrize("amount", ATTACKS)
def test_importing_an_attack_file_shows_one_sentence(qtbot, make_window, dialogs, monkeypatch, tmp_path,
                                                     amount):
    window = make_window()
    path = tmp_path / "attack.json"
    path.write_text(json.dumps({"format": "chinese-poker-session", "version": 1, "name": "Evil",
                                "players": ["Ann", "Bob"], "unit_value": amount}), encoding="utf-8")
    before = len(window.store.list_sessions())
    import_with_keys(window, path, monkeypatch)
    assert dialogs == [("Cannot import the file", f"attack.json: unit_value must be an amount like \"5.00\" from 0 "
                                                  f"to 1,000,000 with at most 4 decimals, not '{amount}'.")]
    assert len(window.store.list_sessions()) == before and window.session.name == "Test game"


def test_importing_deeply_nested_json_shows_one_sentence(qtbot, make_window, dialogs, monkeypatch, tmp_path):
    window = make_window()
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    import_with_keys(window, path, monkeypatch)
    assert dialogs == [("Cannot import the file", "deep.json is nested more than 16 levels deep.")]


def test_a_second_copy_is_told_and_does_not_start(qtbot, tmp_path, dialogs):
    """A real second process holds the store (the app's environment points at the same file)."""
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent("""
        import sys
        from scorekeeper.night.store_lock import StoreLock
        StoreLock.holder = "app"  # as the app's main() says it holds the store
        from scorekeeper.night.store import Store
        store = Store()
        print("holding", flush=True)
        sys.stdin.readline()
    """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
        assert open_store() is None
    finally:
        holder.communicate("\n", timeout=30)
    path = Path(os.environ["CHINESE_POKER_STORE"])
    assert dialogs == [("The session store is in use", f"The session store {path} is already open in another copy "
                        f"of the app (process {holder.pid}); use that copy, or close it and start this one again.")]


def test_start_up_reports_a_damaged_session_and_opens_the_others(qtbot, store, settings):
    store.create(Session("Good", ("Ann", "Bob")))
    damaged_id = store.create(Session("Bad", ("Ann", "Bob"))).store_id  # opened last, and not kept open
    conn = sqlite3.connect(store.path)
    conn.execute("UPDATE sessions SET date = 'someday' WHERE id = ?", (damaged_id,))
    conn.commit()
    conn.close()
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    window.open_last()  # the damaged session was opened last: the welcome screen, not a crash
    report_damaged(window, store)
    assert window.session is None
    assert [s.name for s in store.list_sessions()] == ["Good"]
    assert window.statusBar().currentMessage() == (
        f"Session {damaged_id} in {store.path} is damaged and was skipped: its date 'someday' is not a date.")


def test_start_up_with_a_damaged_store_offers_the_damaged_store_dialog(qtbot, tmp_path, dialogs):
    path = Path(os.environ["CHINESE_POKER_STORE"])
    store = Store(path)
    store.close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE hands")
    conn.commit()
    conn.close()
    assert open_store() is None  # the recorded dialog answers No: the damaged file is left alone
    assert dialogs[0][0] == "The session store cannot be opened"
    assert "is damaged or not a database (the table 'hands' is missing)" in dialogs[0][1]
    assert path.exists()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_settle_pdf_suggests_a_clean_name_and_keeps_the_mode(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window()
    window.session.rename("../../etc/passwd")
    asked: list[str] = []
    target = tmp_path / "night.pdf"
    target.write_bytes(b"old")
    target.chmod(0o644)

    def answer(_parent, _title, suggested, *_args, **_kwargs):  # type: ignore[no-untyped-def]
        asked.append(suggested)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    window.findChild(type(window.act.settle), "actionSettleUp").trigger()
    dialog = window.findChild(SettleDialog, "settleDialog")
    dialog.findChild(QPushButton, "saveSettlePdfButton").click()
    assert Path(asked[0]).name == "etc passwd settle-up.pdf"
    assert target.read_bytes().startswith(b"%PDF")
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    dialog.close()
