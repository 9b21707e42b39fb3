"""The main window: the hand being entered, the last result, the hands and the standings of a session."""

from __future__ import annotations

import json
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
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import ScorekeeperError
from scorekeeper.session import Change, Session
from scorekeeper.settle import format_money
from scorekeeper.store import Store

from ui.card_widget import ERROR
from ui.commands import add_hand
from ui.hand_entry import HandEntry
from ui.models import HandsModel, StandingsModel
from ui.result_panel import ResultPanel
from ui.settings import UiSettings
from ui.welcome import OpenSessionDialog, WelcomePage

APP_TITLE = "Chinese Poker Scorekeeper"
WELCOME_PAGE, SESSION_PAGE = 0, 1


def _table(parent: QWidget, name: str) -> QTableView:
    view = QTableView(parent)
    view.setObjectName(name)
    view.verticalHeader().hide()
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


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
        self.undo_stack.cleanChanged.connect(self._clean_changed)
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
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.addWidget(entry_scroll, 1)
        left_layout.addWidget(self.entry_error)

        self.standings_model = StandingsModel(self)
        self.standings = _table(self, "standingsTable")
        self.standings.setModel(self.standings_model)
        self.hands_model = HandsModel(self)
        self.hands = _table(self, "handsTable")
        self.hands.setModel(self.hands_model)
        self.result = ResultPanel(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("sideTabs")
        self.tabs.addTab(self.result, "Last hand")
        self.tabs.addTab(self.hands, "Hands")
        standings_title = QLabel("<b>Standings</b>", self)
        self.bankroll_warning = QLabel(self)
        self.bankroll_warning.setObjectName("bankrollWarning")
        self.bankroll_warning.setWordWrap(True)
        self.bankroll_warning.setPalette(palette)
        self.bankroll_warning.hide()
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(4, 8, 8, 8)
        right_layout.addWidget(standings_title)
        right_layout.addWidget(self.standings)
        right_layout.addWidget(self.bankroll_warning)
        right_layout.addWidget(self.tabs, 1)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.welcome)
        self.pages.addWidget(self.splitter)
        self.setCentralWidget(self.pages)
        self._make_actions()
        self.entry.completeChanged.connect(self.action_score.setEnabled)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("sessionStatus")
        self.statusBar().addPermanentWidget(self.status_label)
        self.entry.set_four_colour(self.settings.four_colour_deck)
        self._restore_geometry()
        self.show_welcome()

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    # -- actions ----------------------------------------------------------------------------------

    def _action(self, name: str, text: str, shortcuts: list[QKeySequence] | None = None,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcuts:
            action.setShortcuts(shortcuts)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        key = QKeySequence
        self.action_new = self._action("actionNewSession", "&New session…", [key(key.StandardKey.New)],
                                       "Set up a new game")
        self.action_new.triggered.connect(self.new_session)
        self.action_open = self._action("actionOpenSession", "&Open session…", [key(key.StandardKey.Open)],
                                        "Open a stored session")
        self.action_open.triggered.connect(self.open_session_dialog)
        self.action_import = self._action("actionImport", "&Import session file…", [key("Ctrl+I")],
                                          "Import a session file (JSON)")
        self.action_import.triggered.connect(self.import_session)
        self.action_quit = self._action("actionQuit", "&Quit", [key(key.StandardKey.Quit), key("Ctrl+Q")])
        self.action_quit.triggered.connect(self.close)

        self.action_undo = self.undo_stack.createUndoAction(self, "&Undo")
        self.action_undo.setObjectName("actionUndo")
        self.action_undo.setShortcuts([key(key.StandardKey.Undo)])
        self.action_redo = self.undo_stack.createRedoAction(self, "&Redo")
        self.action_redo.setObjectName("actionRedo")
        self.action_redo.setShortcuts([key("Ctrl+Shift+Z"), key(key.StandardKey.Redo), key("Ctrl+Y")])
        self.addAction(self.action_undo)
        self.addAction(self.action_redo)

        self.action_score = self._action("actionScore", "&Score the hand",
                                         [key("Ctrl+Return"), key("Ctrl+Enter")],
                                         "Score the hand and add it to the session (Ctrl+Enter)")
        self.action_score.setEnabled(False)
        self.action_score.triggered.connect(self.score_hand)
        self.action_quick = self._action("actionQuickEntry", "&Quick entry", [key("Ctrl+E")],
                                         "Enter places, royalties and fouls instead of cards")
        self.action_quick.setCheckable(True)
        self.action_quick.toggled.connect(self._set_quick)
        self.action_clear = self._action("actionClearHand", "&Clear the hand", [key("Ctrl+Shift+Backspace")],
                                         "Empty every row to start this hand again")
        self.action_clear.triggered.connect(self._clear_hand)
        self.action_four_colour = self._action("actionFourColourDeck", "&Four-colour deck", None,
                                               "Diamonds blue and clubs green")
        self.action_four_colour.setCheckable(True)
        self.action_four_colour.setChecked(self.settings.four_colour_deck)
        self.action_four_colour.toggled.connect(self._set_four_colour)

        menus = self.menuBar()
        file_menu = menus.addMenu("&File")
        for action in (self.action_new, self.action_open, self.action_import):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.action_quit)
        edit_menu = menus.addMenu("&Edit")
        edit_menu.addAction(self.action_undo)
        edit_menu.addAction(self.action_redo)
        hand_menu = menus.addMenu("&Hand")
        for action in (self.action_score, self.action_quick, self.action_clear):
            hand_menu.addAction(action)
        view_menu = menus.addMenu("&View")
        view_menu.addAction(self.action_four_colour)

        toolbar = QToolBar("Main", self)
        toolbar.setObjectName("mainToolBar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.action_new, self.action_open):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.action_undo)
        toolbar.addAction(self.action_redo)
        toolbar.addSeparator()
        toolbar.addAction(self.action_quick)
        toolbar.addAction(self.action_score)
        self.addToolBar(toolbar)
        self._session_actions = (self.action_quick, self.action_clear)

    # -- sessions ---------------------------------------------------------------------------------

    def show_welcome(self) -> None:
        self.session = None
        self.undo_stack.clear()
        self.pages.setCurrentIndex(WELCOME_PAGE)
        self.welcome.set_sessions(self.store.list_sessions())
        self.setWindowTitle(APP_TITLE)
        self.status_label.setText("")
        self.action_score.setEnabled(False)
        for action in self._session_actions:
            action.setEnabled(False)
        self.welcome.new_button.setFocus()

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
        self.session = session
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.setWindowModified(False)
        self.pages.setCurrentIndex(SESSION_PAGE)
        self.setWindowTitle(f"{session.name}[*] — {APP_TITLE}")
        for action in self._session_actions:
            action.setEnabled(True)
        self.entry.set_table(session.players, session.rules, session.next_dealer(), self._fantasyland())
        self.entry.set_quick(self.action_quick.isChecked())
        self.hands_model.set_session(session)
        self.standings_model.set_session(session)
        self._fit_standings()
        self._show_last_hand()
        self._update_status()
        QTimer.singleShot(0, self.entry, self.entry.focus_first)

    def open_session_id(self, session_id: int) -> None:
        try:
            self.open_session(self.store.open(session_id))
        except ScorekeeperError as e:
            QMessageBox.warning(self, "Cannot open the session", str(e))

    def new_session(self) -> None:
        from ui.new_session import NewSessionDialog

        players = self.session.players if self.session is not None else ()
        dialog = NewSessionDialog(self, players)
        if dialog.exec() != NewSessionDialog.DialogCode.Accepted:
            return
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
        self.settings.last_folder = str(path.parent)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            session = self.store.import_session(data)
        except (OSError, ValueError) as e:
            QMessageBox.warning(self, "Cannot import the file", f"{path.name}: {e}")
            return
        except ScorekeeperError as e:
            QMessageBox.warning(self, "Cannot import the file", f"{path.name}: {e}")
            return
        self.open_session(session)

    # -- scoring ------------------------------------------------------------------------------------

    def score_hand(self) -> bool:
        """Score the hand entered and add it to the session; False (with the reason shown) if it cannot."""
        session = self.session
        if session is None or not self.entry.is_complete():
            return False
        deal = self.entry.deal_json()
        try:
            session.verify_hand(deal)
        except ScorekeeperError as e:
            self._show_entry_error(str(e))
            return False
        self.undo_stack.push(add_hand(session, deal, lambda change: self._changed(change, deal),
                                      self._show_entry_error))
        return True

    def _changed(self, change: Change, deal: Mapping[str, Any]) -> None:
        """The session changed (a hand added, or taken back by undo): refresh every view."""
        session = self.session
        if session is None:
            return
        self.hands_model.apply(change)
        self.standings_model.set_session(session)
        self._fit_standings()
        if change.kind == "add":
            if change.direction == "do" or self.entry.deal_json() == deal:
                self.entry.clear()
            self.tabs.setCurrentWidget(self.result)
        self.entry.set_dealer(session.next_dealer())
        self.entry.set_fantasyland(self._fantasyland())
        if change.kind == "delete" and change.direction == "undo" and self.entry.is_blank():
            self.entry.load_deal(deal)  # the hand taken back comes back into the entry, to correct it
        self._show_last_hand()
        self._update_status()
        self.entry.focus_first()

    def _fit_standings(self) -> None:
        """The standings table is exactly as tall as its players."""
        view = self.standings
        view.resizeRowsToContents()
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.rowHeight(r) for r in range(self.standings_model.rowCount()))
        view.setFixedHeight(height)

    def _show_entry_error(self, message: str) -> None:
        self.entry_error.setText(message[:1].upper() + message[1:])
        self.entry_error.show()

    def _show_last_hand(self) -> None:
        session = self.session
        if session is None:
            return
        hand = session.hands[-1] if session.hand_count else None
        self.result.show_hand(hand, session.currency)
        self.result.expand_all()

    def _fantasyland(self) -> dict[str, dict[str, Any]]:
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

    def _set_quick(self, quick: bool) -> None:
        self.entry.set_quick(quick)
        self.entry.focus_first()

    def _clear_hand(self) -> None:
        self.entry.clear()
        self.entry.focus_first()

    def _set_four_colour(self, on: bool) -> None:
        self.settings.four_colour_deck = on
        self.entry.set_four_colour(on)

    def _restore_geometry(self) -> None:
        if not self.restoreGeometry(self.settings.geometry):
            self.resize(1360, 860)
        state = self.settings.splitter_state
        if state.isEmpty() or not self.splitter.restoreState(state):
            self.splitter.setSizes([900, 480])

    def save_geometry(self) -> None:
        self.settings.geometry = QByteArray(self.saveGeometry())
        self.settings.splitter_state = QByteArray(self.splitter.saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_geometry()
        super().closeEvent(event)
