"""UI preferences (window, deck colours, last folder, last unit and rules) behind a small typed ``QSettings`` facade.

Game data never goes here: it lives in the SQLite store. Set ``CHINESE_POKER_SETTINGS`` to an ini file
path to keep the preferences somewhere else (the tests and the screenshot script do).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QSplitter, QWidget

ORGANIZATION = "chinese-poker-scorekeeper"
APPLICATION = "Chinese Poker Scorekeeper"
SETTINGS_ENV = "CHINESE_POKER_SETTINGS"


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

    @property
    def geometry(self) -> QByteArray:
        return self._bytes("window/geometry")

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._settings.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray:
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._settings.setValue("window/state", value)

    @property
    def splitter_state(self) -> QByteArray:
        return self._bytes("window/splitter")

    @splitter_state.setter
    def splitter_state(self, value: QByteArray) -> None:
        self._settings.setValue("window/splitter", value)

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

    def sync(self) -> None:
        self._settings.sync()

    def restore_window(self, window: QWidget, splitter: QSplitter) -> None:
        """The window's size and place and the splitter's share, as left; a sensible size the first time."""
        if not window.restoreGeometry(self.geometry):
            window.resize(1360, 860)
        state = self.splitter_state
        if state.isEmpty() or not splitter.restoreState(state):
            splitter.setSizes([900, 460])

    def save_window(self, window: QWidget, splitter: QSplitter) -> None:
        self.geometry = QByteArray(window.saveGeometry())
        self.splitter_state = QByteArray(splitter.saveState())
        self.sync()
