"""Renaming a player in View ▸ Seasons while a night they sat in is open: the window shows the new name at
once, and Ctrl+Z in the Seasons dialog brings the old one back (issue 18)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QPushButton, QTableView

from tests.ui.conftest import FOUR, entry_of, fill

from scorekeeper_app.results.seasons_view import SeasonsDialog

CTRL = Qt.KeyboardModifier.ControlModifier


def cells(view: QTableView) -> set[str]:
    """Every cell's and column header's text."""
    model = view.model()
    return ({str(model.index(r, c).data()) for r in range(model.rowCount()) for c in range(model.columnCount())}
            | {str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())})


def test_renaming_a_player_of_the_open_night_updates_its_views_and_undoes(qtbot, make_window, store):
    window = make_window()
    fill(window, FOUR)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, CTRL)
    qtbot.waitUntil(lambda: window.session.hand_count == 1)
    assert window.undo_stack.count() == 1
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_S, CTRL | Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.findChild(SeasonsDialog, "seasonsDialog") is not None)
    dialog = window.findChild(SeasonsDialog, "seasonsDialog")
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog and QApplication.focusWidget() is not None)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # Players
    qtbot.waitUntil(lambda: dialog.tabs.currentIndex() == 5)
    players = dialog.findChild(QListWidget, "playerList")
    first = players.visualItemRect(players.item(0)).center()
    qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton, pos=first)
    assert players.currentRow() == 0  # P1
    qtbot.mouseClick(dialog.name_edit, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name_edit)
    qtbot.keyClicks(QApplication.focusWidget(), "Ann")
    qtbot.mouseClick(dialog.findChild(QPushButton, "renamePlayer"), Qt.MouseButton.LeftButton)
    assert dialog.player_message.text() == "Rename P1 to Ann: 1 nights renamed."
    standings, history = window.findChild(QTableView, "standingsTable"), window.findChild(QTableView, "historyTable")
    assert window.session.players == ("Ann", "P2", "P3", "P4")
    assert "Ann" in cells(standings) and "P1" not in cells(standings)
    assert "Ann" in cells(history) and "P1" not in cells(history)
    assert window.session.hands[0].units == {"Ann": 3, "P2": 9, "P3": -13, "P4": 1}  # RULES F, as before
    assert window.undo_stack.count() == 0  # the night's history named P1: it starts afresh, and says so
    assert window.statusBar().currentMessage().startswith("Players of this session were renamed")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL)  # undo the rename, in the dialog
    assert window.session.players == ("P1", "P2", "P3", "P4")
    assert "P1" in cells(standings) and "Ann" not in cells(standings)
    assert "P1" in cells(history) and "Ann" not in cells(history)
    dialog.close()
    qtbot.waitUntil(lambda: window.findChild(SeasonsDialog, "seasonsDialog") is None)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    fill(window, dict(zip(("P2", "P1", "P4", "P3"), FOUR.values(), strict=True)))  # the night goes on
    entry_of(window).focus_first()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, CTRL)
    qtbot.waitUntil(lambda: window.session.hand_count == 2)
    stored = store._conn.execute("SELECT deal FROM hands WHERE session_id = ? ORDER BY number",
                                 (window.session.store_id,)).fetchall()
    assert [[p["name"] for p in json.loads(d)["players"]] for (d,) in stored] == [["P1", "P2", "P3", "P4"]] * 2
