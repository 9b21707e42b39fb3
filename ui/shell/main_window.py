"""The main window: the hand being entered beside the standings, with the last hand, history, chart and stats.

The one place that knows every part: it builds them, gives each the few things it needs (the document,
the entry, a parent) and connects their signals to the views (qutebrowser's ``_connect_signals``). The
session page's parts are met only in ``_connect_page``; otherwise the window asks the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QCloseEvent, QIcon, QUndoStack
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

from ..common.actions import WindowActions
from ..common.locale_text import QT_TRANSLATE_NOOP
from ..common.locale_text import number as whole
from ..common.settings import UiSettings
from ..session.changes import SessionChange
from ..session.commands import delete_hand
from ..session.document import SessionDocument
from ..session.file_menu import FileMenu
from ..session.opening import SessionOpener
from ..session.session_settings import SessionSettings
from .dialogs import open_about, open_how_to_score, open_seasons, open_settle_up, warn
from .language_menu import LanguageMenu
from .menus import build_menus
from .status_line import next_hand_line, status_label
from .undo_note import announce_undo

if TYPE_CHECKING:
    from ..session.welcome import WelcomePage
    from .session_page import SessionPage

APP_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Chinese Poker Scorekeeper")


class MainWindow(QMainWindow):
    """One session at a time, written through to the store on every action: there is nothing to save."""

    def __init__(self, store: Store, settings: UiSettings | None = None, icon: QIcon | None = None,
                 opening: bool = False) -> None:
        """``opening``: a session is about to open, so its page shows at once and the welcome is not built yet."""
        super().__init__()
        self.setObjectName("mainWindow")
        self.store = store
        self.settings = settings or UiSettings()
        self.document = SessionDocument(store, self)
        if icon is not None:
            self.setWindowIcon(icon)
        self.act = WindowActions(self, self.document.undo_stack)

        self._icon = icon
        self._welcome_page: WelcomePage | None = None
        self._page: SessionPage | None = None
        self.files = FileMenu(self.document, self.act, self.settings, self)
        self.session_settings = SessionSettings(self.document, self)
        self.opener = SessionOpener(self.document, self.settings, self)
        self.language_menu = LanguageMenu(self.settings, self)
        self.status_label = status_label(self)
        self._lay_out()
        build_menus(self, self.act, self.files.recent_menu, self.files.export_menu, self.language_menu.menu)
        self._connect_signals()
        self._connect_actions()
        self.settings.restore_window(self)
        if opening:
            self._no_session()
            self.show_opening()
        else:
            self.show_welcome()

    def _lay_out(self) -> None:
        self.pages = QStackedWidget(self)
        self.setCentralWidget(self.pages)
        self.statusBar().addPermanentWidget(self.files.undelete_button)
        self.statusBar().addPermanentWidget(self.status_label)

    def _connect_signals(self) -> None:
        """Only here do the helpers and the views meet: each helper speaks through its signals."""
        status = self.statusBar()
        self.opener.opened.connect(self.open_session)
        self.opener.status.connect(self.statusBar().showMessage)
        self.files.status.connect(status.showMessage)
        self.files.openRequested.connect(self.opener.open_id)
        self.files.deleted.connect(self.show_welcome)
        self.files.sessionError.connect(self.show_session_error)
        self.session_settings.status.connect(status.showMessage)
        self.session_settings.sessionError.connect(self.show_session_error)
        announce_undo(self.document.undo_stack, self.act.undo, self.act.redo, status.showMessage,
                      lambda: self._page is not None and self._page.typing.undo_in_focus())

    @property
    def page(self) -> SessionPage:
        """The session's page, built when first wanted: a launch to the welcome screen never builds it."""
        if self._page is None:
            from .session_page import SessionPage  # the entry's and the scoreboard's modules load with it

            page = self._page = SessionPage(self.document, self.act, self)
            self.pages.addWidget(page)
            self._connect_page(page)
            self.document.changed.connect(self._show_change)  # after the page's views: they update first
            self.settings.restore_splitter(self, page)
            page.set_show_review(self.settings.show_review)
            page.set_four_colour(self.settings.four_colour_deck)
        return self._page

    def _connect_page(self, page: SessionPage) -> None:
        """The session page's helpers and views meet the window and its actions: the one place that knows them."""
        status, a = self.statusBar(), self.act
        entry, history, correction, suggestions, table = (page.entry, page.history, page.correction,
                                                          page.suggestions, page.table)
        entry.scoreRequested.connect(self.score_hand)
        page.score_checks.entryError.connect(page.show_entry_error)
        entry.changed.connect(page.entry_error.hide)
        entry.completeChanged.connect(a.score.setEnabled)
        history.correctRequested.connect(self.correct_hand)
        history.selectionChanged.connect(self._update_hand_actions)
        suggestions.status.connect(status.showMessage)
        suggestions.statusGone.connect(self._clear_status)
        suggestions.entryError.connect(page.show_entry_error)
        entry.suggestRequested.connect(suggestions.suggest)
        entry.changed.connect(suggestions.forget_message)
        entry.changed.connect(suggestions.update_action)
        entry.changed.connect(suggestions.put_off_warm_up)
        entry.targetChanged.connect(suggestions.update_action)
        correction.status.connect(status.showMessage)
        correction.entryError.connect(page.show_entry_error)
        correction.entryErrorGone.connect(page.entry_error.hide)
        correction.corrected.connect(history.select_hand)
        table.status.connect(status.showMessage)
        table.scoreRequested.connect(self.score_hand)
        a.suggest.triggered.connect(lambda: suggestions.suggest())
        a.surrender.triggered.connect(entry.toggle_surrender)
        a.cancel_correction.triggered.connect(correction.cancel)
        a.table.toggled.connect(table.set_on)
        a.settle.triggered.connect(table.show_settle_up)  # every phone and the table screen show it too
        for i, action in enumerate(a.tabs):
            action.triggered.connect(lambda _checked=False, tab=i: page.tabs.setCurrentIndex(tab))
        history.add_toggle(a.show_review, "historyReviewButton")
        page.result.add_toggle(a.show_review, "resultReviewButton")
        history.add_action(a.correct_hand)
        history.add_action(a.delete_hand)

    def _connect_actions(self) -> None:
        a = self.act
        a.new_session.triggered.connect(self.opener.new_session)
        a.open_session.triggered.connect(self.opener.choose)
        a.import_session.triggered.connect(self.opener.import_file)
        a.quit.triggered.connect(self.close)
        a.score.triggered.connect(self.score_hand)
        a.quick.toggled.connect(self.set_quick)
        a.clear.triggered.connect(self.clear_hand)
        a.correct_hand.triggered.connect(lambda: self.correct_hand())
        a.delete_hand.triggered.connect(lambda: self.delete_hand())
        a.settle.triggered.connect(lambda: open_settle_up(self.session, self.settings, self))
        a.change_unit.triggered.connect(lambda: self.session_settings.change_unit_value())
        a.change_rules.triggered.connect(lambda: self.session_settings.change_rules())
        a.how_to_score.triggered.connect(lambda: open_how_to_score(self.session, self))
        a.seasons.triggered.connect(lambda: open_seasons(self.store, self).playersRenamed.connect(self.opener.renamed))
        a.about.triggered.connect(lambda: open_about(self))
        a.show_review.setChecked(self.settings.show_review)
        a.show_review.toggled.connect(self.set_show_review)
        a.four_colour.setChecked(self.settings.four_colour_deck)
        a.four_colour.toggled.connect(self.set_four_colour)

    @property
    def welcome(self) -> WelcomePage:
        """The welcome page, built when first wanted: a launch that reopens the last session never builds it."""
        if self._welcome_page is None:
            from ..session.welcome import WelcomePage  # its list and logo load only when it is shown

            page = self._welcome_page = WelcomePage(self._icon, self, seasons=self.act.seasons)
            page.newRequested.connect(self.opener.new_session)
            page.importRequested.connect(self.opener.import_file)
            page.openRequested.connect(self.opener.open_id)
            self.pages.insertWidget(0, page)
        return self._welcome_page

    @property
    def session(self) -> Session | None:
        """The open session (the document's), or None on the welcome screen."""
        return self.document.session

    @property
    def undo_stack(self) -> QUndoStack:
        return self.document.undo_stack

    def _clear_status(self, message: str) -> None:
        """Take a helper's status message away once it no longer holds (unless another replaced it)."""
        if self.statusBar().currentMessage() == message:
            self.statusBar().clearMessage()

    def _set_session_actions(self, enabled: bool) -> None:
        for action in self.act.session_actions:
            action.setEnabled(enabled)
        self._update_hand_actions()

    # -- sessions ---------------------------------------------------------------------------------

    def show_welcome(self) -> None:
        self._no_session()
        self.pages.setCurrentWidget(self.welcome)
        self.welcome.set_sessions(self.store.list_sessions())
        self.welcome.new_button.setFocus()

    def _no_session(self) -> None:
        """No session is open: the views empty, the session's actions off, the title the app's own."""
        page = self._page
        if page is not None:
            page.cancel_correction()
        self.document.open(None)
        self.setWindowTitle(self.tr(APP_TITLE))
        self.status_label.setText("")
        self.act.score.setEnabled(False)
        self._set_session_actions(False)
        if page is not None:
            page.close_session()

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
            message = self.tr("The last session could not be opened: {reason}").format(reason=e)
            self.statusBar().showMessage(message, 10000)

    def show_opening(self) -> None:
        """The session's page, still empty, painted while the last session is read (no welcome in between)."""
        self.pages.setCurrentWidget(self.page)

    def open_session(self, session: Session) -> None:
        """Show a session, ready for its next hand."""
        page = self.page
        page.cancel_correction()
        self.files.forget_deleted()
        self.document.open(session)
        self.pages.setCurrentWidget(page)
        self._set_title()
        self._set_session_actions(True)
        page.open(session)
        self._update_status()

    # -- scoring, correcting, deleting --------------------------------------------------------------

    def score_hand(self) -> bool:
        """Score the hand entered and add it (or save the correction); False, with the reason shown, if not."""
        return self.page.score()

    def correct_hand(self, number: int | None = None) -> bool:
        """Take a hand (default: the one selected in History) back into the entry to correct it."""
        return self.page.correct(number)

    def delete_hand(self, number: int | None = None) -> bool:
        """Delete a hand (default: the one selected in History), undoably."""
        session, page = self.session, self.page
        number = number if number is not None else page.selected_hand()
        if session is None or number is None or not 1 <= number <= session.hand_count:
            return False
        page.cancel_correction()
        self.undo_stack.push(delete_hand(session, number, self.document.notify, self.show_session_error))
        if number <= session.hand_count:
            page.select_hand(number)
        message = self.tr("Hand {number} deleted: Ctrl+Z brings it back").format(number=whole(number))
        self.statusBar().showMessage(message, 8000)
        return True

    def _show_change(self, change: SessionChange) -> None:
        """The window's own part of a change: its title, the next-hand line and the hand actions."""
        if change.name:
            self._set_title()
        self._update_status()
        self._update_hand_actions()

    def _update_hand_actions(self) -> None:
        page = self._page
        selected = self.session is not None and page is not None and page.selected_hand() is not None
        self.act.correct_hand.setEnabled(selected)
        self.act.delete_hand.setEnabled(selected)

    def show_session_error(self, message: str) -> None:
        warn(self, self.tr("The session could not be changed"), message[:1].upper() + message[1:])

    def _set_title(self) -> None:
        if self.session is not None:
            title = self.tr("{session} — {app}").format(session=self.session.name, app=self.tr(APP_TITLE))
            self.setWindowTitle(title)  # no [*]: every action is stored at once

    def _update_status(self) -> None:
        session = self.session
        if session is None:
            return
        self.status_label.setText(next_hand_line(session))

    # -- preferences --------------------------------------------------------------------------------

    def set_quick(self, quick: bool) -> None:
        self.page.set_quick(quick)

    def clear_hand(self) -> None:
        self.page.clear_hand()

    def set_show_review(self, on: bool) -> None:
        """Show in History and Last hand what each player's best setting would have scored."""
        self.settings.show_review = on
        self.page.set_show_review(on)

    def set_four_colour(self, on: bool) -> None:
        self.settings.four_colour_deck = on
        self.page.set_four_colour(on)

    def start_table(self) -> str | None:
        """Turn table mode on (``--table``); None, or why it cannot start (the status bar says so too)."""
        return self.page.start_table()

    def table_urls(self) -> list[tuple[str, str]]:
        """Table mode's seat addresses (none while no session page was built)."""
        return self._page.table_urls() if self._page is not None else []

    def table_screen_url(self) -> str:
        """Table mode's table screen address ("" while off)."""
        return self._page.table_screen_url() if self._page is not None else ""

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._page is not None:
            self._page.stop_table()
        self.settings.save_window(self, self._page)
        super().closeEvent(event)
