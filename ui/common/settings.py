"""UI preferences (window, deck colours, last folder, last unit and rules) behind a small typed ``QSettings`` facade.

Game data never goes here: it lives in the SQLite store. Set ``CHINESE_POKER_SETTINGS`` to an ini file
path to keep the preferences somewhere else (the tests and the screenshot script do).
"""

from __future__ import annotations

import os
import re

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QSplitter, QWidget

ORGANIZATION = "chinese-poker-scorekeeper"
APPLICATION = "Chinese Poker Scorekeeper"
SETTINGS_ENV = "CHINESE_POKER_SETTINGS"
FIRST_SIZE = QSize(1360, 860)
"""The window's size the first time, on a screen that has room for it."""
FRAME_ALLOWANCE = QSize(16, 40)


class UiSettings:
    """Typed access to the app's UI preferences."""

    def __init__(self, settings: QSettings | None = None) -> None:
        if settings is None:
            path = os.environ.get(SETTINGS_ENV)
            if path:
                settings = QSettings(path, QSettings.Format.IniFormat)
            else:
                settings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                     ORGANIZATION, APPLICATION)
        self._settings = settings

    def _bytes(self, key: str) -> QByteArray:
        value = self._settings.value(key)
        return value if isinstance(value, QByteArray) else QByteArray()

    def _bool(self, key: str, default: bool) -> bool:
        value = self._settings.value(key, default)
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return bool(value)

    def window_geometry(self, screen: QScreen) -> QByteArray:
        """The window's size and place as last left on this screen (each screen keeps its own)."""
        return self._bytes(f"{screen_key(screen)}/geometry")

    def splitter_state(self, screen: QScreen) -> QByteArray:
        """The share between the entry and the standings as last left on this screen."""
        return self._bytes(f"{screen_key(screen)}/splitter")

    @property
    def four_colour_deck(self) -> bool:
        """Diamonds blue and clubs green, so the four suits never look alike."""
        return self._bool("cards/four_colour", False)

    @four_colour_deck.setter
    def four_colour_deck(self, value: bool) -> None:
        self._settings.setValue("cards/four_colour", bool(value))

    @property
    def show_review(self) -> bool:
        """Show after each hand what every player's best setting would have scored."""
        return self._bool("history/show_review", False)

    @show_review.setter
    def show_review(self, value: bool) -> None:
        self._settings.setValue("history/show_review", bool(value))

    @property
    def last_folder(self) -> str:
        value = self._settings.value("files/last_folder", "")
        return str(value) if value else ""

    @last_folder.setter
    def last_folder(self, value: str) -> None:
        self._settings.setValue("files/last_folder", value)

    @property
    def last_unit(self) -> tuple[str, str]:
        """The unit value and currency of the last session set up (the new-session dialog starts there)."""
        return str(self._settings.value("new_session/unit", "1.00")), str(self._settings.value(
            "new_session/currency", "USD"))

    @last_unit.setter
    def last_unit(self, value: tuple[str, str]) -> None:
        self._settings.setValue("new_session/unit", value[0])
        self._settings.setValue("new_session/currency", value[1])

    @property
    def last_rules(self) -> str:
        """The rules of the last session set up, as RULES JSON text ("" before the first)."""
        value = self._settings.value("new_session/rules", "")
        return str(value) if value else ""

    @last_rules.setter
    def last_rules(self, value: str) -> None:
        self._settings.setValue("new_session/rules", value)

    @property
    def language(self) -> str:
        """The language chosen in View ▸ Language ("" follows the system)."""
        value = self._settings.value("view/language", "")
        return str(value) if value else ""

    @language.setter
    def language(self, value: str) -> None:
        self._settings.setValue("view/language", value)

    def sync(self) -> None:
        self._settings.sync()

    def restore_window(self, window: QWidget) -> None:
        """The window's size and place as left on this screen; the first time, what fits it."""
        screen = window.screen()
        if not window.restoreGeometry(self.window_geometry(screen)):
            window.resize(FIRST_SIZE)
        fit_window(window, screen.availableGeometry())
        window.installEventFilter(_FitWhenFramed(window))

    def restore_splitter(self, window: QWidget, splitter: QSplitter) -> None:
        """The session page's share of the window as left on this screen; the first time, about 28% for the side."""
        state = self.splitter_state(window.screen())
        if state.isEmpty() or not splitter.restoreState(state):
            side_panel = splitter.widget(1)
            side = max(side_panel.minimumSizeHint().width() if side_panel else 0, window.width() * 28 // 100)
            splitter.setSizes([window.width() - side, side])

    def save_window(self, window: QWidget, splitter: QSplitter | None) -> None:
        """The window's geometry, and the splitter's share if the session page was built this time."""
        key = screen_key(window.screen())
        self._settings.setValue(f"{key}/geometry", QByteArray(window.saveGeometry()))
        if splitter is not None:
            self._settings.setValue(f"{key}/splitter", QByteArray(splitter.saveState()))
        self.sync()


def screen_key(screen: QScreen) -> str:
    """The settings group of one screen: its name and size (``window/eDP-1-1366x768``)."""
    size = screen.size()
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", screen.name()) or "screen"
    return f"window/{name}-{size.width()}x{size.height()}"


class _FitWhenFramed(QObject):
    """Fit the window again when the window manager frames it (its frame margins change): a title bar
    taller than ``FRAME_ALLOWANCE`` would otherwise push the frame past the bottom of a 768-pixel screen.
    A size or place the person or the program chooses is left alone (the margins stay the same)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._margins = QSize()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            window = self._window
            margins = window.frameGeometry().size() - window.size()
            if margins != self._margins:
                self._margins = margins
                maximised = window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen)
                available = window.screen().availableGeometry()
                if not maximised and not available.contains(window.frameGeometry()):
                    fit_window(window, available)
        return False


def fit_window(window: QWidget, available: QRect) -> None:
    """Shrink and move the window so all of it, frame included, lies within the screen's available area."""
    frame = window.frameGeometry().size() - window.size()
    if not window.isVisible():
        frame = frame.expandedTo(FRAME_ALLOWANCE)  # the title bar and borders, not known before the first show
    room = available.size() - frame
    size = window.size().boundedTo(room).expandedTo(window.minimumSize())
    window.resize(size)
    outer = QRect(window.pos(), size + frame)
    if not available.contains(outer):
        outer.moveCenter(available.center())
        outer.moveTopLeft(QPoint(max(outer.left(), available.left()), max(outer.top(), available.top())))
        window.move(outer.topLeft())
