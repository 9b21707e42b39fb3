"""Per-player statistics: a bar chart of the rows each player won, and a table of every figure.

Every number comes from ``scorekeeper.night.stats.session_stats``. Imports QtCharts, so the main window builds
this page only when its tab is first shown (``scorekeeper_app.common.lazy_tab``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QValueAxis
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMargins, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSplitter, QTableView, QVBoxLayout, QWidget

from scorekeeper.game import ROWS, Row
from scorekeeper.night.session import Session
from scorekeeper.night.stats import HandMark, PlayerStats, session_stats
from scorekeeper.score.results import fmt, signed

from ..common.locale_text import money
from ..entry.words import row_title
from .charts import player_colour
from .models import PLAYER_ROLE, STAT_ROLE, SafeTableModel

Index = QModelIndex | QPersistentModelIndex
_ALIGN_NUMBER = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _rows(counts: Mapping[Row, int]) -> str:
    return "/".join(str(counts.get(row, 0)) for row in ROWS)


def _mark(mark: HandMark | None) -> str:
    return "—" if mark is None else f"#{mark.number} ({signed(mark.units) or '0'})"


@dataclass(frozen=True)
class Stat:
    """One line of the statistics table: its label and how to read it from a player's statistics."""

    label: str
    raw: Callable[[PlayerStats], Any]
    text: Callable[[PlayerStats, str], str]
    tip: str = ""


STATS: tuple[Stat, ...] = (
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Hands")), lambda s: s.hands, lambda s, _c: str(s.hands)),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Units")), lambda s: s.units, lambda s, _c: signed(s.units) or "0"),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Money")), lambda s: s.money, lambda s, c: money(s.money, c)),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Rows won (F/M/B)")), lambda s: s.rows_won,
         lambda s, _c: _rows(s.rows_won),
         str(QT_TRANSLATE_NOOP("Statistics",
                               "Rows won against each opponent: front/middle/back (pairs played out only)"))),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Rows lost (F/M/B)")), lambda s: s.rows_lost,
         lambda s, _c: _rows(s.rows_lost)),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Rows tied (F/M/B)")), lambda s: s.rows_tied,
         lambda s, _c: _rows(s.rows_tied)),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Scoops won")), lambda s: s.scoops_for, lambda s, _c: str(s.scoops_for),
         str(QT_TRANSLATE_NOOP("Statistics", "Opponents beaten in all three rows"))),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Scooped")), lambda s: s.scoops_against,
         lambda s, _c: str(s.scoops_against),
         str(QT_TRANSLATE_NOOP("Statistics", "Times an opponent won all three rows against this player"))),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Fouls")), lambda s: s.fouls, lambda s, _c: str(s.fouls)),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Surrenders")), lambda s: s.surrenders, lambda s, _c: str(s.surrenders)),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Royalties")), lambda s: s.royalties, lambda s, _c: fmt(s.royalties),
         str(QT_TRANSLATE_NOOP("Statistics", "Royalty units earned"))),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Naturals")), lambda s: s.naturals, lambda s, _c: str(s.naturals)),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Fantasyland entries")),
         lambda s: s.fantasyland_entries, lambda s, _c: str(s.fantasyland_entries)),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Best hand")), lambda s: s.best_hand, lambda s, _c: _mark(s.best_hand),
         str(QT_TRANSLATE_NOOP("Statistics", "The hand that won the most units (#hand number)"))),
    Stat(str(QT_TRANSLATE_NOOP("Statistics", "Worst hand")), lambda s: s.worst_hand, lambda s, _c: _mark(s.worst_hand),
         str(QT_TRANSLATE_NOOP("Statistics", "The hand that lost the most units (#hand number)"))),
)
FANTASYLAND_STAT = "Fantasyland entries"


class StatsModel(SafeTableModel):
    """One row per figure, one column per player (seat order)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._stats: list[PlayerStats] = []
        self._lines: tuple[Stat, ...] = ()
        self._currency = "USD"

    def set_stats(self, stats: Mapping[str, PlayerStats], currency: str, fantasyland: bool = False) -> None:
        """Show these statistics; the same players and figures only change cells, anything else resets."""
        players = list(stats.values())
        lines = tuple(s for s in STATS if fantasyland or s.label != FANTASYLAND_STAT)
        same_shape = lines == self._lines and [p.player for p in players] == [p.player for p in self._stats]
        if not same_shape:
            self.beginResetModel()
        self._stats, self._lines, self._currency = players, lines, currency
        if not same_shape:
            self.endResetModel()
        elif players and lines:
            self.dataChanged.emit(self.index(0, 0), self.index(len(lines) - 1, len(players) - 1),
                                  [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole, STAT_ROLE])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._stats)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self._stats):
                return self._stats[section].player
            return None
        if not 0 <= section < len(self._lines):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("Statistics", self._lines[section].label)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self._lines[section].tip
            return QCoreApplication.translate("Statistics", tip) if tip else None
        return None

    def _data(self, index: Index, role: int) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._lines) and 0 <= index.column() < len(self._stats)):
            return None
        line, stats = self._lines[index.row()], self._stats[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return line.text(stats, self._currency)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _ALIGN_NUMBER
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("Statistics", line.tip) if line.tip else None
        if role == STAT_ROLE:
            return line.raw(stats)
        if role == PLAYER_ROLE:
            return stats.player
        return None


class StatsView(QWidget):
    """The rows-won chart above the statistics table."""

    def __init__(self, session: Callable[[], Session | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsView")
        self._session = session
        self._players: tuple[str, ...] = ()
        self.sets: dict[str, QBarSet] = {}

        self.chart = QChart()
        self.chart.setTitle(self.tr("Rows won, row by row"))
        self.chart.setLocalizeNumbers(True)
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.chart.setMargins(QMargins(4, 4, 4, 4))
        self.bars = QBarSeries()
        self.chart.addSeries(self.bars)
        self.axis_x = QBarCategoryAxis()
        self.axis_x.append([row_title(row) for row in ROWS])
        self.axis_y = QValueAxis()
        self.axis_y.setLabelFormat("%i")
        self.axis_y.setTitleText(self.tr("Rows won"))
        self.chart.addAxis(self.axis_x, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(self.axis_y, Qt.AlignmentFlag.AlignLeft)
        if not self.bars.attachAxis(self.axis_x) or not self.bars.attachAxis(self.axis_y):
            raise RuntimeError("the rows-won bars could not be attached to their axes")
        self.view = QChartView(self.chart, self)
        self.view.setObjectName("rowsWonView")
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumHeight(200)

        self.model = StatsModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("statsTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 6)

        split = QSplitter(Qt.Orientation.Vertical, self)
        split.setObjectName("statsSplitter")
        split.addWidget(self.view)
        split.addWidget(self.table)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)

    def refresh(self) -> None:
        session = self._session()
        stats = session_stats(session) if session is not None else {}
        currency = session.currency if session is not None else "USD"
        self.model.set_stats(stats, currency, bool(session is not None and session.rules.fantasyland))
        players = tuple(stats)
        if players != self._players:
            self.bars.clear()
            self.sets = {}
            for seat, player in enumerate(players):
                bar = QBarSet(player)
                bar.setColor(player_colour(seat))
                bar.append([0.0] * len(ROWS))
                self.bars.append(bar)
                self.sets[player] = bar
            self._players = players
        top = 1
        for player, bar in self.sets.items():
            for i, row in enumerate(ROWS):
                won = stats[player].rows_won.get(row, 0)
                bar.replace(i, won)
                top = max(top, won)
        self.axis_y.setRange(0, top)
        self.axis_y.applyNiceNumbers()
