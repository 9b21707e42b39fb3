"""The session's page: the hand being entered beside the scoreboard, and the helpers that work on the two.

The main window builds it when a session first opens, so a launch to the welcome screen loads none of the
entry's and the scoreboard's modules and widgets (some 30 ms of an empty store's launch).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QSplitter, QVBoxLayout, QWidget

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
        act.settle.triggered.connect(self.table.show_settle_up)
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

