"""The session's page: the hand being entered beside the scoreboard, and the helpers that work on the two.

The main window builds it when a session first opens, so a launch to the welcome screen loads none of the
entry's and the scoreboard's modules and widgets (some 30 ms of an empty store's launch). The window wires
the page's parts in ``MainWindow._connect_page`` and otherwise asks the page, never its parts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QSplitter, QVBoxLayout, QWidget

from scorekeeper.night.session import Session

from ..common.actions import WindowActions
from ..common.labels import error_label
from ..entry.correction import Correction
from ..entry.hand_entry import HandEntry
from ..entry.score_checks import ScoreChecks
from ..entry.session_follow import EntryFollowsSession
from ..entry.suggest import Suggestions
from ..phones.mode import TableMode
from ..results.scoreboard import Scoreboard
from ..session.document import SessionDocument


class SessionPage(QSplitter):
    """The entry (with the correction banner and its error line) on the left, the scoreboard on the right."""

    def __init__(self, document: SessionDocument, act: WindowActions, window: QMainWindow) -> None:
        super().__init__(Qt.Orientation.Horizontal, window)
        self.setObjectName("mainSplitter")
        self.entry = HandEntry(self)
        self.typing = self.entry.typing
        self.entry_error = error_label("entryError", self)
        self.scoreboard = board = Scoreboard(document, self)
        self.history, self.result, self.tabs = board.history, board.result, board.tabs
        self.correction = Correction(document, self.entry, act, window)
        self.follower = EntryFollowsSession(document, self.entry, self.correction, act)
        self.score_checks = ScoreChecks(document, self.entry, window)
        self.table = TableMode(document, self.entry, self.correction, act.table, window)
        self.suggestions = Suggestions(document, self.entry, act.suggest, window)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.addWidget(self.correction.banner)
        left_layout.addWidget(self.entry, 1)
        left_layout.addWidget(self.entry_error)
        self.addWidget(left)
        self.addWidget(self.scoreboard)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)
        self.setChildrenCollapsible(False)

    def open(self, session: Session) -> None:
        """Show a session just opened (the document holds it already): the entry seated, the scoreboard filled."""
        self.follower.open(session)
        self.scoreboard.show_session(session)
        self.table.sync()

    def close_session(self) -> None:
        """No session is open any more (the document holds none): the views empty, table mode off."""
        self.scoreboard.show_session(None)
        self.suggestions.update_action()
        self.table.sync()

    def score(self) -> bool:
        """Score the hand entered and add it (or save the correction); False, with the reason shown, if not."""
        if self.correction.active():
            return self.correction.save()
        return self.score_checks.score()

    def correct(self, number: int | None) -> bool:
        """Take a hand (default: the one selected in History) back into the entry to correct it."""
        number = number if number is not None else self.selected_hand()
        return number is not None and self.correction.start(number)

    def cancel_correction(self) -> None:
        self.correction.cancel()

    def selected_hand(self) -> int | None:
        """The hand selected in History, or None."""
        return self.history.selected_number()

    def select_hand(self, number: int) -> None:
        self.history.select_hand(number)

    def show_entry_error(self, message: str) -> None:
        """The red line under the entry, in a sentence."""
        self.entry_error.setText(message[:1].upper() + message[1:])
        self.entry_error.show()

    def set_quick(self, quick: bool) -> None:
        self.entry.set_quick(quick)
        self.entry.focus_first()

    def clear_hand(self) -> None:
        self.entry.clear()
        self.entry.focus_first()

    def set_four_colour(self, on: bool) -> None:
        self.entry.set_four_colour(on)

    def set_show_review(self, on: bool) -> None:
        self.scoreboard.set_show_review(on)

    def start_table(self) -> str | None:
        """Turn table mode on; None, or why it cannot start (the status bar says so too)."""
        if self.table.set_on(True):
            return None
        return self.table.problem or "table mode cannot start"

    def table_urls(self) -> list[tuple[str, str]]:
        return self.table.urls()

    def table_screen_url(self) -> str:
        return self.table.screen_url()

    def stop_table(self) -> None:
        self.table.stop()
