"""The main window: the hand being entered beside the standings, with the last hand, history, chart and stats."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence, QPalette, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.edits import Change
from scorekeeper.night.session import Session
from scorekeeper.night.settle import format_money
from scorekeeper.night.store import Store
from scorekeeper.read.limits import read_json_file

from ui.card_widget import ERROR
from ui.commands import add_hand, delete_hand
from ui.correction import Correction
from ui.file_menu import FileMenu
from ui.hand_entry import HandEntry
from ui.hand_reviews import HandReviews
from ui.history import HistoryModel, HistoryView
from ui.lazy_tab import LazyTab
from ui.models import StandingsModel
from ui.result_panel import ResultPanel
from ui.score_checks import ScoreChecks
from ui.session_settings import SessionSettings
from ui.settings import UiSettings
from ui.suggest import Suggestions
from ui.table.mode import TableMode
from ui.welcome import OpenSessionDialog, WelcomePage
from ui.window_menus import build_menus, unique_keys, update_quick_action

APP_TITLE = "Chinese Poker Scorekeeper"
WELCOME_PAGE, SESSION_PAGE = 0, 1


def _chart_page(window: MainWindow) -> Any:
    def build(parent: QWidget) -> QWidget:
        from ui.charts import RunningTotalChart

        return RunningTotalChart(lambda: window.session, parent)

    return build


def _stats_page(window: MainWindow) -> Any:
    def build(parent: QWidget) -> QWidget:
        from ui.stats_view import StatsView

        return StatsView(lambda: window.session, parent)

    return build


class MainWindow(QMainWindow):
    """One session at a time, written through to the store on every action: there is nothing to save."""

    def __init__(self, store: Store, settings: UiSettings | None = None, icon: QIcon | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.store = store
        self.settings = settings or UiSettings()
        self.session: Session | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setObjectName("undoStack")
        if icon is not None:
            self.setWindowIcon(icon)

        self.welcome = WelcomePage(icon, self)
        self.welcome.newRequested.connect(self.new_session)
        self.welcome.importRequested.connect(self.import_session)
        self.welcome.openRequested.connect(self.open_session_id)

        self.entry = HandEntry(self)
        self.entry.scoreRequested.connect(self.score_hand)
        entry_scroll = QScrollArea(self)
        entry_scroll.setObjectName("entryScroll")
        entry_scroll.setWidget(self.entry)
        entry_scroll.setWidgetResizable(True)
        entry_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.entry_error = QLabel(self)
        self.entry_error.setObjectName("entryError")
        self.entry_error.setWordWrap(True)
        palette = self.entry_error.palette()
        palette.setColor(QPalette.ColorRole.WindowText, ERROR)
        self.entry_error.setPalette(palette)
        self.entry_error.hide()
        self.entry.changed.connect(self.entry_error.hide)

        self.standings_model = StandingsModel(self)
        self.standings = QTableView(self)
        self.standings.setObjectName("standingsTable")
        self.standings.setModel(self.standings_model)
        self.standings.verticalHeader().hide()
        self.standings.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.standings.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.standings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.standings.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.reviews = HandReviews(self)
        self.history_model = HistoryModel(self, self.reviews)
        self.history = HistoryView(self.history_model, self)
        self.history.correctRequested.connect(self.correct_hand)
        self.result = ResultPanel(self, self.reviews)
        self.chart_tab = LazyTab("chartTab", _chart_page(self), self)
        self.stats_tab = LazyTab("statsTab", _stats_page(self), self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("sideTabs")
        self.tabs.addTab(self.result, "Last hand")
        self.tabs.addTab(self.history, "History")
        self.tabs.addTab(self.chart_tab, "Chart")
        self.tabs.addTab(self.stats_tab, "Statistics")
        self.bankroll_warning = QLabel(self)
        self.bankroll_warning.setObjectName("bankrollWarning")
        self.bankroll_warning.setWordWrap(True)
        self.bankroll_warning.setPalette(palette)
        self.bankroll_warning.hide()
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(4, 8, 8, 8)
        right_layout.addWidget(QLabel("<b>Standings</b>", self))
        right_layout.addWidget(self.standings)
        right_layout.addWidget(self.bankroll_warning)
        right_layout.addWidget(self.tabs, 1)

        self.correction = Correction(self)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.addWidget(self.correction.banner)
        left_layout.addWidget(entry_scroll, 1)
        left_layout.addWidget(self.entry_error)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)

        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.welcome)
        self.pages.addWidget(self.splitter)
        self.setCentralWidget(self.pages)
        self.files = FileMenu(self)
        self.suggestions = Suggestions(self)
        self.session_settings = SessionSettings(self)
        self.score_checks = ScoreChecks(self)
        self.table = TableMode(self)
        build_menus(self)
        self.entry.suggestRequested.connect(self.suggestions.suggest)
        self.entry.changed.connect(self.suggestions.update_action)
        self.entry.targetChanged.connect(self.suggestions.update_action)
        self.correction.banner.cancel_button.setDefaultAction(self.action_cancel_correction)
        self.history.add_action(self.action_correct_hand)
        self.history.add_action(self.action_delete_hand)
        self.history.selectionChanged.connect(self._update_hand_actions)
        self.entry.completeChanged.connect(self.action_score.setEnabled)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("sessionStatus")
        self.statusBar().addPermanentWidget(self.files.undelete_button)
        self.statusBar().addPermanentWidget(self.status_label)
        self.entry.set_four_colour(self.settings.four_colour_deck)
        self._restore_geometry()
        self.show_welcome()

    def make_action(self, name: str, text: str, shortcuts: list[QKeySequence] | None = None,
                    tip: str = "") -> QAction:
        """A window action with its object name, shortcuts and tip."""
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts(unique_keys(shortcuts))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        self.addAction(action)
        return action

    def _set_session_actions(self, enabled: bool) -> None:
        for action in self.session_actions:
            action.setEnabled(enabled)
        self._update_hand_actions()

    # -- sessions ---------------------------------------------------------------------------------

    def show_welcome(self) -> None:
        self.correction.cancel()
        self.session = None
        self.undo_stack.clear()
        self.history_model.set_session(None)
        self.standings_model.set_session(None)
        self.pages.setCurrentIndex(WELCOME_PAGE)
        self.welcome.set_sessions(self.store.list_sessions())
        self.setWindowTitle(APP_TITLE)
        self.status_label.setText("")
        self.action_score.setEnabled(False)
        self._set_session_actions(False)
        self.suggestions.update_action()
        self.welcome.new_button.setFocus()
        self.table.sync()

    def open_last(self) -> None:
        """Open the session used last, or show the welcome screen."""
        last = self.store.last_opened()
        if last is None:
            self.show_welcome()
            return
        try:
            self.open_session(self.store.open(last))
        except ScorekeeperError as e:
            self.show_welcome()
            self.statusBar().showMessage(f"The last session could not be opened: {e}", 10000)

    def open_session(self, session: Session) -> None:
        """Show a session, ready for its next hand."""
        self.correction.cancel()
        self.files.forget_deleted()
        self.session = session
        self.undo_stack.clear()
        self.pages.setCurrentIndex(SESSION_PAGE)
        self._set_title()
        self.entry.set_table(session.players, session.rules, session.next_dealer(), self.fantasyland_next())
        self.entry.set_quick(self.action_quick.isChecked())
        self.history_model.set_session(session)
        self.history.set_rules(session.rules)
        self.history.table.scrollToBottom()
        self.standings_model.set_session(session)
        self._fit_standings()
        self._set_session_actions(True)
        update_quick_action(self)
        self._refresh_views()
        self.table.sync()
        QTimer.singleShot(0, self.entry, self.entry.focus_first)

    def open_session_id(self, session_id: int) -> None:
        try:
            self.open_session(self.store.open(session_id))
        except ScorekeeperError as e:
            QMessageBox.warning(self, "Cannot open the session", str(e))

    def new_session(self) -> None:
        from ui.new_session import NewSessionDialog

        players = self.session.players if self.session is not None else ()
        dialog = NewSessionDialog(self, players, self.settings)
        if dialog.exec() != NewSessionDialog.DialogCode.Accepted:
            return
        dialog.remember()
        self.create_session(dialog.values())

    def create_session(self, values: Any) -> None:
        """Store the dialog's new session and open it."""
        if values is None:
            return
        try:
            session = self.store.create(values.session())
        except ScorekeeperError as e:
            QMessageBox.warning(self, "Cannot create the session", str(e))
            return
        self.open_session(session)

    def open_session_dialog(self) -> None:
        dialog = OpenSessionDialog(self.store.list_sessions(), self)
        if dialog.exec() == OpenSessionDialog.DialogCode.Accepted and dialog.session_id() is not None:
            self.open_session_id(int(dialog.session_id() or 0))

    def import_session(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import a session file", self.settings.last_folder,
                                              "Session files (*.json);;All files (*)")
        if path:
            self.import_path(Path(path))

    def import_path(self, path: Path) -> None:
        """Import a session file (checked completely before anything is stored) and open it."""
        self.settings.last_folder = str(path.parent)
        try:
            data = read_json_file(path, path.name)  # bounded: size, UTF-8, nesting (issue 14)
            session = self.store.import_session(data)
        except (OSError, ValueError, ScorekeeperError) as e:
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            text = reason if reason.startswith(path.name) else f"{path.name}: {reason}"
            QMessageBox.warning(self, "Cannot import the file", text if text.endswith(".") else f"{text}.")
            return
        self.open_session(session)

    def settle_up(self) -> None:
        from ui.settle_dialog import SettleDialog

        if self.session is not None:
            dialog = SettleDialog(self.session, self.settings, self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()

    def how_to_score(self) -> None:
        from ui.help import HowToScoreDialog

        if self.session is not None:
            dialog = HowToScoreDialog(self.session, self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()

    # -- scoring, correcting, deleting --------------------------------------------------------------

    def score_hand(self) -> bool:
        """Score the hand entered and add it (or save the correction); False, with the reason shown, if not."""
        if self.correction.active():
            return self.correction.save()
        session = self.session
        if session is None or not self.entry.is_complete():
            return False
        self.score_checks.ask_naturals()
        deal = self.entry.deal_json()
        try:
            prepared = session.verify_hand(deal)
        except ScorekeeperError as e:
            self.show_entry_error(str(e))
            return False
        if not self.score_checks.double_entry_ok(prepared.deal):
            return False
        self.undo_stack.push(add_hand(session, prepared, lambda change: self.session_changed(change, deal),
                                      self.show_entry_error))
        return True

    def correct_hand(self, number: int | None = None) -> bool:
        """Take a hand (default: the one selected in History) back into the entry to correct it."""
        number = number if number is not None else self.history.selected_number()
        return number is not None and self.correction.start(number)

    def delete_hand(self, number: int | None = None) -> bool:
        """Delete a hand (default: the one selected in History), undoably."""
        session = self.session
        number = number if number is not None else self.history.selected_number()
        if session is None or number is None or not 1 <= number <= session.hand_count:
            return False
        self.correction.cancel()
        self.undo_stack.push(delete_hand(session, number, self.session_changed, self.show_session_error))
        if number <= session.hand_count:
            self.history.select_hand(number)
        self.statusBar().showMessage(f"Hand {number} deleted: Ctrl+Z brings it back", 8000)
        return True

    def session_changed(self, change: Change, deal: Mapping[str, Any] | None = None) -> None:
        """The session changed (by a command, its undo or its redo): bring every view up to date.

        ``deal`` is given by the add-hand command: undoing the add takes its hand back into the entry.
        """
        session = self.session
        if session is None:
            return
        if self.correction.active() and not self.correction.saving:
            self.correction.cancel()  # the hands moved under the correction: it starts again from History
        self.history_model.apply(change)
        self.standings_model.refresh()
        self._fit_standings()
        if change.kind == "rename":
            self._set_title()
        if change.kind == "rules":
            self.history.set_rules(session.rules)
        if deal is not None and change.kind == "add":
            if change.direction == "do" or self.entry.deal_json() == deal:
                self.entry.clear()
            if self.tabs.currentWidget() is self.history:
                self.tabs.setCurrentWidget(self.result)  # a chart or the statistics being watched stay
        if not self.correction.active():
            self.entry.set_dealer(session.next_dealer())
            self.entry.set_fantasyland(self.fantasyland_next())
            if deal is not None and change.kind == "delete" and change.direction == "undo" and self.entry.is_blank():
                self.entry.load_deal(deal)  # the hand taken back comes back into the entry, to correct it
        self._refresh_views()
        self._update_hand_actions()
        if not self.correction.active() and deal is not None:
            self.entry.focus_first()
        self.table.sync()

    def _refresh_views(self) -> None:
        """The views that show the whole session: the last hand, the status line, chart and statistics."""
        session = self.session
        if session is None:
            return
        self.result.show_hand(session.hands[-1] if session.hand_count else None, session.currency, session.rules)
        self.result.expand_all()
        self._update_status()
        self.chart_tab.refresh()
        self.stats_tab.refresh()

    def _update_hand_actions(self) -> None:
        selected = self.session is not None and self.history.selected_number() is not None
        self.action_correct_hand.setEnabled(selected)
        self.action_delete_hand.setEnabled(selected)

    def _fit_standings(self) -> None:
        """The standings table is exactly as tall as its players."""
        view = self.standings
        view.resizeRowsToContents()
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.rowHeight(r) for r in range(self.standings_model.rowCount()))
        view.setFixedHeight(height)

    def show_entry_error(self, message: str) -> None:
        self.entry_error.setText(message[:1].upper() + message[1:])
        self.entry_error.show()

    def show_session_error(self, message: str) -> None:
        QMessageBox.warning(self, "The session could not be changed", message[:1].upper() + message[1:])

    def fantasyland_next(self) -> dict[str, dict[str, Any]]:
        """Who plays the next hand in Fantasyland, read from the last hand's result."""
        session = self.session
        if session is None or not session.rules.fantasyland or not session.hand_count:
            return {}
        states: dict[str, dict[str, Any]] = {}
        for name, player in session.hands[-1].result.players.items():
            fl = player.fantasyland
            if isinstance(fl, Mapping) and fl.get("next"):
                states[name] = {"cards": fl.get("next_cards")}
        return states

    def _set_title(self) -> None:
        if self.session is not None:
            self.setWindowTitle(f"{self.session.name} — {APP_TITLE}")  # no [*]: every action is stored at once

    def _update_status(self) -> None:
        session = self.session
        if session is None:
            return
        unit = format_money(session.unit_value, session.currency)
        self.status_label.setText(f"Hand {session.hand_count + 1} · {session.next_dealer()} deals · "
                                  f"unit {unit} · {session.rules.preset_name() or 'custom rules'}")
        warning = session.bankroll_warning()
        self.bankroll_warning.setText(warning or "")
        self.bankroll_warning.setVisible(bool(warning))

    # -- preferences --------------------------------------------------------------------------------

    def set_quick(self, quick: bool) -> None:
        self.entry.set_quick(quick)
        self.entry.focus_first()

    def clear_hand(self) -> None:
        self.entry.clear()
        self.entry.focus_first()

    def set_show_review(self, on: bool) -> None:
        """Show in History and Last hand what each player's best setting would have scored."""
        self.settings.show_review = on
        self.history.set_show_review(on)
        self.result.set_show_review(on)

    def set_four_colour(self, on: bool) -> None:
        self.settings.four_colour_deck = on
        self.entry.set_four_colour(on)

    def _restore_geometry(self) -> None:
        if not self.restoreGeometry(self.settings.geometry):
            self.resize(1360, 860)
        state = self.settings.splitter_state
        if state.isEmpty() or not self.splitter.restoreState(state):
            self.splitter.setSizes([900, 460])

    def save_geometry(self) -> None:
        self.settings.geometry = QByteArray(self.saveGeometry())
        self.settings.splitter_state = QByteArray(self.splitter.saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.stop()
        self.save_geometry()
        super().closeEvent(event)
