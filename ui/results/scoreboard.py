"""The scoreboard side of the window: the standings, the bankroll warning, and the tabs of results.

It shows the document's session and follows its changes; it never changes the session itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QTabWidget, QVBoxLayout, QWidget

from scorekeeper.night.session import Session

from ..common.labels import error_label
from ..common.lazy_tab import LazyTab
from ..session.changes import SessionChange
from ..session.document import SessionDocument
from .hand_reviews import HandReviews
from .history import HistoryModel, HistoryView
from .models import StandingsModel
from .result_panel import ResultPanel

translate = QCoreApplication.translate
SessionGetter = Callable[[], Session | None]


class Scoreboard(QWidget):
    """Standings above the tabs Last hand, History, Chart and Statistics (the last two built when shown)."""

    def __init__(self, document: SessionDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.document = document
        self.standings_model = StandingsModel(self)
        self.standings = standings_view(self.standings_model, self)
        self.reviews = HandReviews(self)
        self.history_model = HistoryModel(self, self.reviews)
        self.history = HistoryView(self.history_model, self)
        self.result = ResultPanel(self, self.reviews)
        self.chart_tab = LazyTab("chartTab", chart_page(lambda: document.session), self)
        self.stats_tab = LazyTab("statsTab", stats_page(lambda: document.session), self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("sideTabs")
        for page, title, tip in ((self.result, self.tr("Last hand"), self.tr("Each player's units on the hand just "
                                                                             "scored")),
                                 (self.history, self.tr("History"), self.tr("Every hand of the night, one line each")),
                                 (self.chart_tab, self.tr("Chart"), self.tr("Each player's running total, hand by "
                                                                            "hand")),
                                 (self.stats_tab, self.tr("Statistics"), self.tr("How each player has done this "
                                                                                 "session"))):
            self.tabs.setTabToolTip(self.tabs.addTab(page, title), tip)  # a screen reader reads it as the description
        self.bankroll_warning = error_label("bankrollWarning", self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 8, 8, 8)
        layout.addWidget(QLabel(self.tr("<b>Standings</b>"), self))
        layout.addWidget(self.standings)
        layout.addWidget(self.bankroll_warning)
        layout.addWidget(self.tabs, 1)
        document.changed.connect(self.apply)

    def show_session(self, session: Session | None) -> None:
        """Show another session (or none), History scrolled to its last hand."""
        self.history_model.set_session(session)
        self.standings_model.set_session(session)
        if session is None:
            return
        self.history.set_rules(session.rules)
        self.history.table.scrollToBottom()
        fit_standings(self.standings)
        self.refresh()

    def apply(self, change: SessionChange) -> None:
        """Follow one change; a hand just entered shows in Last hand unless a chart or statistics are watched."""
        session = self.document.session
        if session is None:
            return
        self.history_model.apply(change)
        self.standings_model.refresh()
        fit_standings(self.standings)
        if change.rules:
            self.history.set_rules(session.rules)
        if change.entered and self.tabs.currentWidget() is self.history:
            self.tabs.setCurrentWidget(self.result)
        self.refresh()

    def refresh(self) -> None:
        """The views that show the whole session: the last hand, the bankroll warning, chart and statistics."""
        session = self.document.session
        if session is None:
            return
        self.result.show_hand(session.hands[-1] if session.hand_count else None, session.currency, session.rules)
        self.result.expand_all()
        warning = session.bankroll_warning()
        self.bankroll_warning.setText(warning or "")
        self.bankroll_warning.setVisible(bool(warning))
        self.chart_tab.refresh()
        self.stats_tab.refresh()

    def set_show_review(self, on: bool) -> None:
        """Show in History and Last hand what each player's best setting would have scored."""
        self.history.set_show_review(on)
        self.result.set_show_review(on)


def standings_view(model: StandingsModel, parent: QWidget) -> QTableView:
    """The standings: read only, never focused, as wide as the side allows."""
    view = QTableView(parent)
    view.setObjectName("standingsTable")
    view.setAccessibleName(translate("Panes", "Standings"))
    view.setAccessibleDescription(translate("Panes", "Each player's net units and money this session"))
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    return view


def fit_standings(view: QTableView) -> None:
    """The standings table is exactly as tall as its players."""
    view.resizeRowsToContents()
    height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
    height += sum(view.rowHeight(r) for r in range(view.model().rowCount()))
    view.setFixedHeight(height)


def chart_page(session: SessionGetter) -> Callable[[QWidget], QWidget]:
    """Builds the running-total chart when its tab is first shown (QtCharts loads then)."""
    def build(parent: QWidget) -> QWidget:
        from ..results.charts import RunningTotalChart

        return RunningTotalChart(session, parent)

    return build


def stats_page(session: SessionGetter) -> Callable[[QWidget], QWidget]:
    """Builds the statistics page when its tab is first shown."""
    def build(parent: QWidget) -> QWidget:
        from ..results.stats_view import StatsView

        return StatsView(session, parent)

    return build
