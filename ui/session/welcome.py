"""The first screen when no session is open (New / Open / Import / Seasons), and the list of stored sessions."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFont, QIcon, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.night.store_rows import SessionInfo

from ..common.locale_text import hands_text, short_date

SESSION_ID_ROLE = Qt.ItemDataRole.UserRole + 1
translate = QCoreApplication.translate


def describe(info: SessionInfo) -> str:
    players = translate("Welcome", ", ").join(info.players)
    return f"{info.name}  ·  {short_date(info.date)}  ·  {players}  ·  {hands_text(info.hands)}"


def fill_sessions(widget: QListWidget, sessions: Sequence[SessionInfo]) -> None:
    widget.clear()
    for info in sessions:
        item = QListWidgetItem(describe(info))
        item.setData(SESSION_ID_ROLE, info.id)
        widget.addItem(item)
    if sessions:
        widget.setCurrentRow(0)


class WelcomePage(QWidget):
    """Start a new session, open a stored one, import a session file, or look at the season (``seasons``)."""

    newRequested = Signal()
    importRequested = Signal()
    openRequested = Signal(int)

    def __init__(self, icon: QIcon | None = None, parent: QWidget | None = None,
                 seasons: QAction | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        logo = QLabel(self)
        self._logo, self._icon = logo, icon  # drawn when first shown: a reopened session may never show it
        title = QLabel(self.tr("Chinese Poker Scorekeeper"), self)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(self.tr("Enter each player's front, middle and back; the scorekeeper names every row, "
                                  "flags fouls, scores the hand and keeps the running totals."), self)
        subtitle.setWordWrap(True)

        self.new_button = QPushButton(self.tr("New session…"), self)
        self.new_button.setObjectName("welcomeNew")
        self.new_button.setDefault(True)
        self.open_button = QPushButton(self.tr("Open"), self)
        self.open_button.setObjectName("welcomeOpen")
        self.import_button = QPushButton(self.tr("Import a session file…"), self)
        self.import_button.setObjectName("welcomeImport")
        self.seasons_button = QPushButton(self.tr("Seasons: every night added up…"), self)
        self.seasons_button.setObjectName("welcomeSeasons")
        self.seasons_button.setVisible(seasons is not None)
        if seasons is not None:
            self.seasons_button.clicked.connect(seasons.trigger)
        self.sessions = QListWidget(self)
        self.sessions.setObjectName("recentSessions")
        self.sessions.setAccessibleName(self.tr("Stored sessions"))
        self.empty_hint = QLabel(self.tr("No sessions stored yet. Start one with New session, or import a session "
                                         "file a friend sent you."), self)
        self.empty_hint.setObjectName("welcomeEmpty")
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.empty_hint.hide()

        self.new_button.clicked.connect(self.newRequested)
        self.import_button.clicked.connect(self.importRequested)
        self.open_button.clicked.connect(self._open_current)
        self.sessions.itemActivated.connect(lambda item: self.openRequested.emit(int(item.data(SESSION_ID_ROLE))))

        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.seasons_button)
        buttons.addStretch(1)
        recent = QHBoxLayout()
        recent.addWidget(QLabel(self.tr("Stored sessions"), self))
        recent.addStretch(1)
        recent.addWidget(self.open_button)

        column = QVBoxLayout()
        column.addWidget(logo, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(title)
        column.addWidget(subtitle)
        column.addSpacing(12)
        column.addLayout(buttons)
        column.addSpacing(12)
        column.addLayout(recent)
        column.addWidget(self.empty_hint)
        column.addWidget(self.sessions, 1)
        column.addStretch(0)  # takes the space while the list is hidden
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 3)
        outer.addStretch(1)

    def showEvent(self, event: QShowEvent) -> None:
        icon, self._icon = self._icon, None
        if icon is not None and not icon.isNull():
            self._logo.setPixmap(icon.pixmap(QSize(96, 96)))
        super().showEvent(event)

    def set_sessions(self, sessions: Sequence[SessionInfo]) -> None:
        fill_sessions(self.sessions, sessions)
        self.open_button.setEnabled(bool(sessions))
        self.empty_hint.setVisible(not sessions)
        self.sessions.setVisible(bool(sessions))
        self.open_button.setVisible(bool(sessions))

    def _open_current(self) -> None:
        item = self.sessions.currentItem()
        if item is not None:
            self.openRequested.emit(int(item.data(SESSION_ID_ROLE)))


class OpenSessionDialog(QDialog):
    """Pick a stored session to open."""

    def __init__(self, sessions: Sequence[SessionInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openSessionDialog")
        self.setWindowTitle(self.tr("Open a session"))
        self.list = QListWidget(self)
        self.list.setObjectName("sessionList")
        fill_sessions(self.list, sessions)
        self.list.itemActivated.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(bool(sessions))
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(620, 360)

    def session_id(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(SESSION_ID_ROLE))
