"""View ▸ Seasons: standings, head-to-head, chart, records and skill of the store's nights; rename and merge
players through undo (issue 18)."""

from __future__ import annotations

import datetime

from PySide6.QtCharts import QChartView, QLineSeries
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QListWidget, QPushButton, QTableWidget

from scorekeeper.night.players import list_players
from scorekeeper.night.session import Session
from scorekeeper.read.cards import format_cards, parse_cards
from scorekeeper.solver.search import solve
from tests.ui.conftest import FOUR, shown

from scorekeeper_app.results.seasons_view import SeasonsDialog

NAMES = ("Ann", "Bob", "Cy", "Dee")
SEPT = datetime.date(2026, 9, 4)


def deal(names=NAMES, **over):  # type: ignore[no-untyped-def]
    rows = dict(zip(names, FOUR.values(), strict=True))
    return {"players": [{"name": n, **over.get(n, dict(zip(("front", "middle", "back"), rows[n], strict=True)))}
                        for n in names]}


def two_nights(store) -> None:  # type: ignore[no-untyped-def]
    """RULES F's deal at 1-6: night 1 (+3 +9 -13 +1); night 2 with Cy surrendering (-1 +5 -6 +2)."""
    store.create(Session("Friday 1", NAMES, unit_value="5", date=SEPT)).add_hand(deal())
    store.create(Session("Friday 2", NAMES, unit_value="5", date=SEPT + datetime.timedelta(7))).add_hand(
        deal(Cy={"surrender": True}))


def column(table: QTableWidget, c: int) -> list[str]:
    return [table.item(r, c).text() for r in range(table.rowCount())]


def open_dialog(qtbot, store) -> SeasonsDialog:  # type: ignore[no-untyped-def]
    dialog = SeasonsDialog(store)
    qtbot.addWidget(dialog)
    return shown(qtbot, dialog)


def test_the_season_shows_standings_head_to_head_chart_and_records(qtbot, store):
    two_nights(store)
    dialog = open_dialog(qtbot, store)
    standings = dialog.findChild(QTableWidget, "seasonStandings")
    assert column(standings, 0) == ["Bob", "Dee", "Ann", "Cy"]
    assert column(standings, 1) == ["14", "3", "2", "-19"]  # 9 + 5, 1 + 2, 3 - 1, -13 - 6
    assert column(standings, 2) == ["70.00 USD", "15.00 USD", "10.00 USD", "-95.00 USD"]
    h2h = dialog.findChild(QTableWidget, "seasonHeadToHead")
    assert h2h.item(0, 3).text() == "+8" and h2h.item(3, 0).text() == "-8"  # Bob v Cy: scoop 6, then fee 2
    series = [s for s in dialog.findChild(QChartView, "seasonChart").chart().series() if isinstance(s, QLineSeries)]
    bob = next(s for s in series if s.name() == "Bob")
    assert [(p.x(), p.y()) for p in bob.points()] == [(0, 0), (1, 9), (2, 14)]
    assert "Best night</b>: Bob" in dialog.findChild(QLabel, "seasonRecords").text()
    # Only the second night: tick the range and move its start past the first Friday.
    dialog.findChild(QCheckBox, "seasonRange").click()
    start = dialog.from_edit
    start.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is start)
    start.setDate(datetime.date(2026, 9, 1))
    to = dialog.to_edit
    to.setDate(datetime.date(2026, 12, 31))
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Tab, *[Qt.Key.Key_Up] * 4):  # to the day section, then 1 -> 5
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert start.date().toPython() == datetime.date(2026, 9, 5)
    assert column(standings, 1) == ["5", "2", "-1", "-6"]
    assert dialog.findChild(QLabel, "seasonSummary").text() == "1 nights, 1 hands"


def test_skill_is_worked_out_in_the_background_and_explained(qtbot, store):
    best = solve(parse_cards(" ".join(FOUR["P1"])))[0]
    ann = {"front": format_cards(best.front), "middle": format_cards(best.middle), "back": format_cards(best.back)}
    bob = {"front": FOUR["P2"][0], "middle": FOUR["P2"][2], "back": FOUR["P2"][1]}  # a foul
    store.create(Session("Skill", ("Ann", "Bob"), date=SEPT)).add_hand(
        {"players": [{"name": "Ann", **ann}, {"name": "Bob", **bob}]})
    dialog = open_dialog(qtbot, store)
    table = dialog.findChild(QTableWidget, "seasonSkill")
    qtbot.waitUntil(lambda: table.rowCount() == 2)
    assert column(table, 0) == ["Ann", "Bob"] and column(table, 3) == ["100%", "0%"]
    assert "choices, not luck" in dialog.findChild(QLabel, "skillWords").text()
    assert dialog.findChild(QLabel, "skillStatus").text() == "Every hand entered with cards is counted."


def test_rename_and_merge_players_with_undo(qtbot, store):
    two_nights(store)
    store.create(Session("Friday 3", ("Anne", "Bob"), date=SEPT + datetime.timedelta(14))).add_hand(
        {"players": [{"name": "Anne", "surrender": True}, {"name": "Bob", "surrender": True}]})
    dialog = open_dialog(qtbot, store)
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # Players
    qtbot.waitUntil(lambda: dialog.tabs.currentIndex() == 5)
    players = dialog.findChild(QListWidget, "playerList")
    assert [players.item(i).text() for i in range(players.count())] == [
        "Ann (2 nights)", "Anne (1 nights)", "Bob (3 nights)", "Cy (2 nights)", "Dee (2 nights)"]
    anne = players.visualItemRect(players.item(1)).center()
    qtbot.mouseClick(players.viewport(), Qt.MouseButton.LeftButton, pos=anne)
    into = dialog.findChild(QComboBox, "mergeInto")
    qtbot.mouseClick(into, Qt.MouseButton.LeftButton)  # its list opens
    qtbot.waitUntil(lambda: into.view().isVisible())
    for key in (Qt.Key.Key_Home, Qt.Key.Key_Return):  # the first name offered
        qtbot.keyClick(into.view(), key)
    qtbot.waitUntil(lambda: not into.view().isVisible())
    qtbot.mouseClick(dialog.findChild(QPushButton, "mergePlayer"), Qt.MouseButton.LeftButton)
    assert [p.name for p in list_players(store)] == ["Ann", "Bob", "Cy", "Dee"]
    standings = dialog.findChild(QTableWidget, "seasonStandings")
    assert dict(zip(column(standings, 0), column(standings, 3), strict=True))["Ann"] == "3"  # nights
    players.setCurrentRow(0)
    edit = dialog.name_edit
    edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)
    qtbot.keyClicks(QApplication.focusWidget(), "Bob")
    qtbot.mouseClick(dialog.findChild(QPushButton, "renamePlayer"), Qt.MouseButton.LeftButton)
    assert dialog.findChild(QLabel, "playerMessage").text().startswith("Bob is already a player; merge Ann")
    edit.setFocus()  # the click left focus on the button
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(QApplication.focusWidget(), "Annie")
    qtbot.mouseClick(dialog.findChild(QPushButton, "renamePlayer"), Qt.MouseButton.LeftButton)
    assert column(standings, 0) == ["Bob", "Dee", "Annie", "Cy"]
    qtbot.keyClick(dialog, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the rename
    assert column(standings, 0) == ["Bob", "Dee", "Ann", "Cy"]
    qtbot.keyClick(dialog, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the merge
    assert [p.name for p in list_players(store)] == ["Ann", "Anne", "Bob", "Cy", "Dee"]
    qtbot.keyClick(dialog, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert [p.name for p in list_players(store)] == ["Ann", "Bob", "Cy", "Dee"]


def test_view_seasons_opens_from_the_main_window(qtbot, make_window):
    window = make_window()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_S,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.findChild(SeasonsDialog, "seasonsDialog") is not None)
    dialog = window.findChild(SeasonsDialog, "seasonsDialog")
    assert dialog.findChild(QLabel, "seasonSummary").text() == "1 nights, 0 hands"
    dialog.close()
