"""View ▸ Language: the system's language or one on offer, stored for the next start (README "Languages").

Every widget is built in one language, so a new choice applies after a restart: the menu asks, in the new
language and the one running, whether to restart now. Nothing is lost by restarting: the store is always saved.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QTranslator
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from scorekeeper import language

from ..common.language import chosen_language
from ..common.resources import resource_path
from ..common.settings import UiSettings

SYSTEM = ""
"""The setting that follows the system's language."""


def relaunch() -> bool:
    """Start the app again as it was started (same interpreter and arguments); False if it could not start."""
    from PySide6.QtCore import QProcess  # loaded only to restart: its enums cost start-up time

    if getattr(sys, "frozen", False):
        return QProcess.startDetached(sys.executable, sys.argv[1:])[0]
    return QProcess.startDetached(sys.executable, list(sys.orig_argv[1:]))[0]


def say_in(code: str, context: str, text: str) -> str:
    """``text`` in the language ``code`` (not necessarily the one running), from the app's catalogue."""
    if code == "en":
        return text
    translator = QTranslator()
    path = resource_path(f"i18n/scorekeeper_{code}.qm")
    if path is None or not translator.load(str(path)):
        return text
    return translator.translate(context, text) or text


class LanguageMenu(QObject):
    """The View ▸ Language submenu; ``restart`` is called when the user agrees to restart now."""

    def __init__(self, settings: UiSettings, parent: QWidget, restart: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.parent_widget = parent
        self.restart = restart or self.close_to_restart
        self.restart_requested = False
        """Set by the default ``restart``: ``app.main`` starts the app again once the store is closed."""
        self.running = language.current()
        self.menu = QMenu(self.tr("Lan&guage"), parent)
        self.menu.setObjectName("languageMenu")
        group = QActionGroup(self.menu)
        group.setExclusive(True)
        system = language.LANGUAGES[chosen_language(SYSTEM)]
        choices = [(SYSTEM, self.tr("System ({language})").format(language=system)), *language.LANGUAGES.items()]
        stored = settings.language if settings.language in language.LANGUAGES else SYSTEM
        for code, name in choices:
            action = QAction(name, self.menu)
            action.setObjectName(f"actionLanguage_{code or 'system'}")
            action.setCheckable(True)
            action.setChecked(code == stored)
            action.triggered.connect(lambda _checked=False, c=code: self.choose(c))
            group.addAction(action)
            self.menu.addAction(action)
            if code == SYSTEM:
                self.menu.addSeparator()

    def close_to_restart(self) -> None:
        """Close the window, marked so that ``app.main`` starts the app again once the store is closed."""
        self.restart_requested = True
        self.parent_widget.close()

    def choose(self, code: str) -> None:
        """Store the choice; when it changes the language, offer to restart now."""
        if code == self.settings.language:
            return
        self.settings.language = code
        self.settings.sync()
        new = chosen_language(code)
        if new != self.running and self.ask_restart(new):
            self.restart()

    def ask_restart(self, new: str) -> bool:
        """Ask in the new language and in the running one; True for Restart."""
        from PySide6.QtWidgets import QMessageBox  # loaded when first asked: its enums cost start-up time

        name = language.LANGUAGES[new]
        question = "Restart now to read the app in {language}?"
        lines = [say_in(new, "LanguageMenu", question).format(language=name),
                 self.tr("Restart now to read the app in {language}?").format(language=name)]
        restart = [say_in(new, "LanguageMenu", "&Restart"), self.tr("&Restart")]
        later = [say_in(new, "LanguageMenu", "&Later"), self.tr("&Later")]
        box = QMessageBox(QMessageBox.Icon.Question, name, "\n\n".join(dict.fromkeys(lines)),
                          QMessageBox.StandardButton.NoButton, self.parent_widget)
        box.setObjectName("restartQuestion")
        now = box.addButton(" / ".join(dict.fromkeys(restart)), QMessageBox.ButtonRole.AcceptRole)
        now.setObjectName("restartNow")
        box.addButton(" / ".join(dict.fromkeys(later)), QMessageBox.ButtonRole.RejectRole).setObjectName(
            "restartLater")
        box.setDefaultButton(now)
        box.exec()
        return box.clickedButton() is now
