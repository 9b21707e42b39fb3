"""The running total chart: one line per player, their units (or money) after every hand.

Imports QtCharts, so the main window builds it only when its tab is first shown (``scorekeeper_app.common.lazy_tab``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from scorekeeper.night.session import Session

from ..common.ink import follow_palette
from ..common.plain import escaped

PLAYER_COLOURS = ("#1f6fb4", "#d0452f", "#2e9a44", "#8e5bb5", "#e08a00", "#5a6b7a")
"""One colour per seat, the same in every chart."""
UNITS, MONEY = "units", "money"
POINTS_SHOWN_UP_TO = 40
"""With more hands than this the lines are drawn without a dot per hand."""


def player_colour(seat: int) -> QColor:
    return QColor(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])


def running_totals(session: Session, measure: str = UNITS) -> dict[str, list[Fraction | Decimal]]:
    """Each player's total before hand 1 (0) and after every hand, from the session's own units or money."""
    zero: Fraction | Decimal = Decimal(0) if measure == MONEY else Fraction(0)
    totals: dict[str, list[Fraction | Decimal]] = {p: [zero] for p in session.players}
    for hand in session.hands:
        for player, line in totals.items():
            step = hand.money(player) if measure == MONEY else hand.units.get(player, Fraction(0))
            line.append(line[-1] + step)  # type: ignore[operator]  # Decimal + Decimal or Fraction + Fraction
    return totals


def _tick_step(span: float, ticks: int = 8) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks over ``span``."""
    raw = max(span / ticks, 1.0)
    power = 10 ** (len(str(int(raw))) - 1)
    return float(next(m * power for m in (1, 2, 5, 10) if m * power >= raw))


class RunningTotalChart(QWidget):
    """Who is up and by how much, hand by hand."""

    def __init__(self, session: Callable[[], Session | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("runningTotalChart")
        self._session = session
        self._players: tuple[str, ...] = ()
        self.series: dict[str, QLineSeries] = {}

        self.chart = QChart()
        self.chart.setObjectName("runningTotal")
        self.chart.setTitle(self.tr("Running total after each hand"))
        self.chart.setLocalizeNumbers(True)
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.chart.setMargins(QMargins(4, 4, 4, 4))
        self.axis_x = QValueAxis()
        self.axis_x.setTitleText(self.tr("Hand"))
        self.axis_x.setLabelFormat("%i")
        self.axis_x.setTickType(QValueAxis.TickType.TicksDynamic)
        self.axis_x.setTickAnchor(0)
        self.axis_y = QValueAxis()
        self.axis_y.setLabelFormat("%g")
        self.chart.addAxis(self.axis_x, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(self.axis_y, Qt.AlignmentFlag.AlignLeft)
        self.zero = QLineSeries()
        self.zero.setName(self.tr("even"))
        self.zero.setPen(QPen(QColor("#9aa0a6"), 1, Qt.PenStyle.DashLine))
        self._attach(self.zero)
        self.chart.legend().markers(self.zero)[0].setVisible(False)

        follow_palette(self, self._ink)
        self.view = QChartView(self.chart, self)
        self.view.setObjectName("runningTotalView")
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumHeight(240)
        self.measure = QComboBox(self)
        self.measure.setObjectName("chartMeasure")
        self.measure.addItem(self.tr("Units"), UNITS)
        self.measure.addItem(self.tr("Money"), MONEY)
        self.measure.currentIndexChanged.connect(self.refresh)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Show"), self))
        bar.addWidget(self.measure)
        bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.view, 1)

    def _ink(self) -> None:
        """The chart's face, titles and labels in the window's own colours (light or dark, followed live)."""
        palette = QGuiApplication.palette()
        text = palette.color(QPalette.ColorRole.Text)
        self.chart.setBackgroundBrush(palette.color(QPalette.ColorRole.Base))
        self.chart.setTitleBrush(text)
        self.chart.legend().setLabelColor(text)
        for axis in (self.axis_x, self.axis_y):
            axis.setLabelsBrush(text)
            axis.setTitleBrush(text)

    def _attach(self, series: QLineSeries) -> None:
        self.chart.addSeries(series)
        if not series.attachAxis(self.axis_x) or not series.attachAxis(self.axis_y):
            raise RuntimeError("a chart series could not be attached to its axes")

    def _seat_players(self, players: tuple[str, ...]) -> None:
        for series in self.series.values():
            self.chart.removeSeries(series)
        self.series = {}
        for seat, player in enumerate(players):
            series = QLineSeries()
            series.setName(escaped(player))  # a legend reads its name as HTML
            series.setPen(QPen(player_colour(seat), 2.5))
            series.setColor(player_colour(seat))
            self._attach(series)
            self.series[player] = series
        self._players = players

    def refresh(self) -> None:
        """Redraw from the session as it is now."""
        session = self._session()
        players = session.players if session is not None else ()
        if players != self._players:
            self._seat_players(players)
        measure = self.measure.currentData() or UNITS
        totals = running_totals(session, measure) if session is not None else {}
        hands = max((len(line) - 1 for line in totals.values()), default=0)
        low = high = 0.0
        for player, series in self.series.items():
            line = [float(total) for total in totals.get(player, [0])]
            series.replace([QPointF(n, total) for n, total in enumerate(line)])
            series.setPointsVisible(hands <= POINTS_SHOWN_UP_TO)
            low, high = min(low, *line), max(high, *line)
        self.zero.replace([QPointF(0, 0), QPointF(max(hands, 1), 0)])
        self.axis_x.setRange(0, max(hands, 1))
        self.axis_x.setTickInterval(_tick_step(max(hands, 1)))
        step = _tick_step(max(high - low, 1.0), 6)
        self.axis_y.setRange(math.floor(low / step) * step, max(math.ceil(high / step) * step, step))
        self.axis_y.setTickType(QValueAxis.TickType.TicksDynamic)
        self.axis_y.setTickAnchor(0)
        self.axis_y.setTickInterval(step)
        currency = session.currency if session is not None else ""
        self.axis_y.setTitleText(self.tr("Money ({currency})").format(currency=currency) if measure == MONEY
                                 else self.tr("Units"))
