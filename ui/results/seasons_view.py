"""View ▸ Seasons: the group's nights added up (standings, head-to-head, chart, records, skill, players).

The core adds the season up (``scorekeeper.night.season``); this dialog only shows it. Setting skill is
worked out a few hands at a time on idle timer ticks, so the dialog never waits for the solver. Renaming
and merging players are undo commands on the dialog's own stack, each the core's exact inverse.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QDate, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.players import PlayerEdit, list_players, merge_players, rename_player
from scorekeeper.night.season import Season
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.season_skill import fill_skill
from scorekeeper.night.settle import money_text
from scorekeeper.night.store import Store
from scorekeeper.rules import json_number

from ..common.locale_text import figures, numeric_date_format, record_value
from ..common.locale_text import number as whole
from ..common.plain import escaped
from .player_edits import PlayerEditCommand
from .season_nights import NightsChooser, export_season_book

SKILL_HANDS_PER_TICK = 3
"""Hands reviewed per idle tick: about 20 ms of solving, so typing and clicks stay immediate."""


def _money(money: dict[str, Fraction]) -> str:
    return ", ".join(f"{figures(money_text(m, c))} {c}" for c, m in sorted(money.items()))


def _item(text: str, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _table(name: str) -> QTableWidget:
    table = QTableWidget()
    table.setObjectName(name)
    table.verticalHeader().setVisible(False)
    return table


class SeasonsDialog(QDialog):
    """The season over all sessions or a date range, and the group's players."""

    playersRenamed = Signal(list)
    """A rename or merge (or its undo) changed the names in these stored sessions."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seasonsDialog")
        self.setWindowTitle(self.tr("Seasons"))
        self.resize(900, 600)
        self.store = store
        self.season = Season([])
        self.undo_stack = QUndoStack(self)
        self.skill_timer = QTimer(self)
        self.skill_timer.setObjectName("skillTimer")
        self.skill_timer.setSingleShot(True)
        self.skill_timer.setInterval(0)
        self.skill_timer.timeout.connect(self._review_some)

        self.range_check = QCheckBox(self.tr("Only nights from"))
        self.range_check.setObjectName("seasonRange")
        self.from_edit, self.to_edit = QDateEdit(), QDateEdit()
        for edit, name in ((self.from_edit, "seasonFrom"), (self.to_edit, "seasonTo")):
            edit.setObjectName(name)
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(numeric_date_format())
            edit.setDateRange(QDate(2000, 1, 1), QDate(2100, 12, 31))
            edit.setEnabled(False)
        today = QDate.currentDate()
        self.from_edit.setDate(QDate(today.year(), 1, 1))
        self.to_edit.setDate(today)
        self.range_check.toggled.connect(self._range_toggled)
        top = QHBoxLayout()
        top.addWidget(self.range_check)
        top.addWidget(self.from_edit)
        top.addWidget(QLabel(self.tr("to")))
        top.addWidget(self.to_edit)
        top.addStretch(1)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setObjectName("seasonSummary")
        top.addWidget(self.summary)
        self.export_button = QPushButton(self.tr("E&xport season…"))
        self.export_button.setObjectName("exportSeason")
        self.export_button.clicked.connect(self._export)
        top.addWidget(self.export_button)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("seasonTabs")
        self.standings = _table("seasonStandings")
        self.head_to_head = _table("seasonHeadToHead")
        self.chart = QChart()
        self.chart.setTitle(self.tr("Running total, night by night (units)"))
        self.chart.setLocalizeNumbers(True)
        self.chart_view = QChartView(self.chart)
        self.chart_view.setObjectName("seasonChart")
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.records = QLabel()
        self.records.setObjectName("seasonRecords")
        self.records.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.records.setWordWrap(True)
        self.tabs.addTab(self.standings, self.tr("&Standings"))
        self.tabs.addTab(self.head_to_head, self.tr("&Head-to-head"))
        self.tabs.addTab(self.chart_view, self.tr("&Chart"))
        self.tabs.addTab(self.records, self.tr("R&ecords"))
        self.tabs.addTab(self._skill_page(), self.tr("S&kill"))
        self.tabs.addTab(self._players_page(), self.tr("&Players"))
        self.nights_chooser = NightsChooser(store)
        self.nights_chooser.changed.connect(self.refresh)
        self.tabs.addTab(self.nights_chooser, self.tr("&Nights"))

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs)
        for name, text, keys, slot in (
                ("seasonUndo", self.tr("Undo"), QKeySequence.StandardKey.Undo, self.undo_stack.undo),
                ("seasonRedo", self.tr("Redo"), QKeySequence.StandardKey.Redo, self.undo_stack.redo)):
            action = QAction(text, self)
            action.setObjectName(name)
            action.setShortcuts(keys)
            action.triggered.connect(slot)
            self.addAction(action)
        self.from_edit.dateChanged.connect(self.refresh)
        self.to_edit.dateChanged.connect(self.refresh)
        self.refresh()

    # -- pages -----------------------------------------------------------------------------------------

    def _skill_page(self) -> QWidget:
        page = QWidget()
        words = QLabel(self.tr("Setting skill compares the setting each player chose with the best setting of the "
                               "same 13 cards, both valued by the solver in expected units against one opponent. "
                               "The gap is what a choice gave away on average; it measures choices, not luck: the "
                               "cards dealt and the opponents' hands do not enter it."))
        words.setObjectName("skillWords")
        words.setWordWrap(True)
        self.skill_status = QLabel()
        self.skill_status.setObjectName("skillStatus")
        self.skill_table = _table("seasonSkill")
        box = QVBoxLayout(page)
        box.addWidget(words)
        box.addWidget(self.skill_table)
        box.addWidget(self.skill_status)
        return page

    def _players_page(self) -> QWidget:
        page = QWidget()
        self.player_list = QListWidget()
        self.player_list.setObjectName("playerList")
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("playerNameEdit")
        self.name_edit.setMaxLength(64)
        self.name_edit.setPlaceholderText(self.tr("New name"))
        self.rename_button = QPushButton(self.tr("&Rename"))
        self.rename_button.setObjectName("renamePlayer")
        self.rename_button.clicked.connect(self._rename)
        self.merge_into = QComboBox()
        self.merge_into.setObjectName("mergeInto")
        self.merge_button = QPushButton(self.tr("&Merge into"))
        self.merge_button.setObjectName("mergePlayer")
        self.merge_button.clicked.connect(self._merge)
        self.player_message = QLabel()
        self.player_message.setTextFormat(Qt.TextFormat.PlainText)  # "Ann renamed Annie": names as typed
        self.player_message.setObjectName("playerMessage")
        self.player_message.setWordWrap(True)
        row1, row2 = QHBoxLayout(), QHBoxLayout()
        row1.addWidget(self.name_edit)
        row1.addWidget(self.rename_button)
        row2.addWidget(self.merge_button)
        row2.addWidget(self.merge_into)
        box = QVBoxLayout(page)
        box.addWidget(self.player_list)
        box.addLayout(row1)
        box.addLayout(row2)
        box.addWidget(self.player_message)
        return page

    # -- reading the season ----------------------------------------------------------------------------

    def _range_toggled(self, on: bool) -> None:
        self.from_edit.setEnabled(on)
        self.to_edit.setEnabled(on)
        self.refresh()

    def _range(self) -> tuple[datetime.date | None, datetime.date | None]:
        if not self.range_check.isChecked():
            return None, None
        start, end = (datetime.date(d.year(), d.month(), d.day())
                      for d in (self.from_edit.date(), self.to_edit.date()))
        return (start, end) if start <= end else (end, start)

    def refresh(self) -> None:
        """Read the season again from the store and show it."""
        start, end = self._range()
        nights, skipped = load_nights(self.store, start, end, self.nights_chooser.chosen())
        self.season = Season(nights)
        note = self.tr("; {count} left out (cannot be read)").format(count=len(skipped)) if skipped else ""
        self.summary.setText(self.tr("{nights} nights, {hands} hands").format(
            nights=len(self.season.nights), hands=self.season.hand_count) + note)
        self._show_standings()
        self._show_head_to_head()
        self._show_chart()
        self._show_records()
        self._show_skill()
        self._show_players()
        if self.season.skill_pending and self.store.read_only is None:
            self.skill_timer.start()

    def _export(self) -> None:
        target = export_season_book(self.season, self)
        if target is not None:
            self.summary.setText(self.tr("{summary}; exported {file}").format(summary=self.summary.text(),
                                                                              file=target.name))

    def _review_some(self) -> None:
        """One idle tick of setting-skill work; shows the figures again when a night is done."""
        pending = [n.session_id for n in self.season.nights if n.skill_pending]
        try:
            done = fill_skill(self.store, pending, budget=SKILL_HANDS_PER_TICK)
        except ScorekeeperError as e:
            self.skill_status.setText(self.tr("Setting skill could not be worked out: {error}").format(error=e))
            return
        if done:
            self.refresh()

    def _show_standings(self) -> None:
        rows = self.season.standings
        table = self.standings
        table.setColumnCount(7)
        table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Units"), self.tr("Money"), self.tr("Nights"),
                                         self.tr("Hands"), self.tr("Nights won"), self.tr("Per hand")])
        table.setRowCount(len(rows))
        for r, s in enumerate(rows):
            cells = (s.player, figures(str(json_number(s.units))), _money(dict(s.money)), whole(s.nights),
                     whole(s.hands), whole(s.nights_won), figures(f"{float(s.average):+.2f}"))
            for c, text in enumerate(cells):
                table.setItem(r, c, _item(text, right=c > 0))
        table.resizeColumnsToContents()

    def _show_head_to_head(self) -> None:
        names = [s.player for s in self.season.standings]
        table = self.head_to_head
        table.setRowCount(len(names))
        table.setColumnCount(len(names))
        table.setHorizontalHeaderLabels(names)
        table.verticalHeader().setVisible(True)
        table.setVerticalHeaderLabels(names)
        for r, a in enumerate(names):
            for c, b in enumerate(names):
                met = self.season.head_to_head(a, b) if a != b else None
                table.setItem(r, c, _item("" if met is None else figures(f"{json_number(met[0]):+}"), right=True))
        table.resizeColumnsToContents()

    def _show_chart(self) -> None:
        self.chart.removeAllSeries()
        for axis in self.chart.axes():
            self.chart.removeAxis(axis)
        axis_x, axis_y = QValueAxis(), QValueAxis()
        axis_x.setTitleText(self.tr("Night"))
        axis_x.setLabelFormat("%i")
        axis_y.setLabelFormat("%g")
        self.chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        totals = {s.player: 0.0 for s in self.season.standings}
        lines = {p: [(0.0, 0.0)] for p in totals}
        for i, night in enumerate(self.season.nights, start=1):
            for player, units in night.totals().items():
                totals[player] += float(units)
            for player in totals:
                lines[player].append((float(i), totals[player]))
        low = min((y for pts in lines.values() for _x, y in pts), default=0.0)
        high = max((y for pts in lines.values() for _x, y in pts), default=1.0)
        for player, points in lines.items():
            series = QLineSeries()
            series.setName(escaped(player))  # a legend reads its name as HTML
            for x, y in points:
                series.append(x, y)
            self.chart.addSeries(series)
            series.attachAxis(axis_x)
            series.attachAxis(axis_y)
        axis_x.setRange(0, max(1, len(self.season.nights)))
        axis_y.setRange(min(low, 0.0) - 1, max(high, 0.0) + 1)
        axis_y.applyNiceNumbers()

    def _show_records(self) -> None:
        words = {"best_night": self.tr("Best night"), "worst_night": self.tr("Worst night"),
                 "longest_winning_run": self.tr("Longest run of winning nights"),
                 "most_scoops": self.tr("Most scoops in a night"), "biggest_hand": self.tr("Biggest hand")}
        fields = {"session": self.tr("session"), "date": self.tr("date"), "units": self.tr("units"),
                  "scoops": self.tr("scoops"), "hand": self.tr("hand"), "nights": self.tr("nights"),
                  "from": self.tr("from"), "to": self.tr("to")}
        lines = []
        for key, record in self.season.records().items():
            detail = self.tr(", ").join(self.tr("{field} {value}").format(field=fields.get(k, k), value=record_value(v))
                                        for k, v in record.items() if k != "player")
            lines.append(self.tr("<p><b>{record}</b>: {player} ({detail})</p>").format(  # names as typed
                record=words.get(key, key), player=escaped(str(record["player"])), detail=escaped(detail)))
        self.records.setText("".join(lines) or self.tr("No records yet: play a night."))
        self.records.setTextFormat(Qt.TextFormat.RichText)

    def _show_skill(self) -> None:
        table = self.skill_table
        table.setColumnCount(4)
        table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Hands"), self.tr("Average gap (units)"),
                                         self.tr("Set best")])
        table.setRowCount(len(self.season.skill))
        locale = QLocale()
        for r, (player, s) in enumerate(self.season.skill):
            share = locale.toString(round(float(s.best_share) * 100)) + locale.percent()
            for c, text in enumerate((player, whole(s.hands), locale.toString(float(s.average_gap), "f", 2), share)):
                table.setItem(r, c, _item(text, right=c > 0))
        table.resizeColumnsToContents()
        pending = self.season.skill_pending
        self.skill_status.setText(self.tr("Working out {count} more hands in the background…").format(count=pending)
                                  if pending else self.tr("Every hand entered with cards is counted."))

    def _show_players(self) -> None:
        players = list_players(self.store)
        current = self.player_list.currentRow()
        self.player_list.clear()
        self.merge_into.clear()
        self._players = players
        for p in players:
            self.player_list.addItem(self.tr("{player} ({count} nights)").format(player=p.name, count=p.nights))
            self.merge_into.addItem(p.name, p.id)
        if players:
            self.player_list.setCurrentRow(min(max(current, 0), len(players) - 1))

    # -- players ---------------------------------------------------------------------------------------

    def _chosen(self) -> int | None:
        row = self.player_list.currentRow()
        return self._players[row].id if 0 <= row < len(self._players) else None

    def _rename(self) -> None:
        player = self._chosen()
        if player is not None:
            self._push(lambda: rename_player(self.store, player, self.name_edit.text()))

    def _merge(self) -> None:
        gone, keep = self._chosen(), self.merge_into.currentData()
        if gone is not None and keep is not None:
            self._push(lambda: merge_players(self.store, int(keep), gone))

    def _push(self, edit: Callable[[], PlayerEdit]) -> None:
        """Apply a rename or merge and put it on the undo stack; a refusal is shown as one sentence."""
        try:
            done = edit()
        except ScorekeeperError as e:
            self._refused(e)
            return
        self.player_message.setText(self.tr("{edit}: {count} nights renamed.").format(
            edit=done.text, count=whole(len({s[0] for s in done.seats}))))
        self.name_edit.clear()
        self.undo_stack.push(PlayerEditCommand(self.store, done, self._players_changed, self._refused))

    def _refused(self, e: ScorekeeperError) -> None:
        self.player_message.setText(f"{str(e)[:1].upper() + str(e)[1:]}.")

    def _players_changed(self, sessions: list[int]) -> None:
        self.refresh()
        self.playersRenamed.emit(sessions)
