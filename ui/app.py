"""Start the desktop app: open the store, then the last session or the welcome screen.

The launch contract is FORMAT.md's. ``--help`` and ``--version`` print and exit before Qt starts (no display
needed). Set ``CHINESE_POKER_READY`` to have the app print ``chinese-poker-scorekeeper: ready`` on standard
output once its window is shown and the event loop is idle (``CHINESE_POKER_READY=quit`` then quits): the UI
benchmark measures launch time with it. Just before, it prints the open session and its hand count
(``chinese-poker-scorekeeper: session Friday game, 12 hands``), which the end-to-end test reads after a
restart, and in table mode each seat's URL. A start that cannot reach ready (no display, the store in use or
unopenable, table mode unable to start) prints ``chinese-poker-scorekeeper: error SENTENCE`` instead and
exits 1; without ``CHINESE_POKER_READY`` the person reads that sentence in a dialog, in the status bar (table
mode), or on standard error when there is no display. The tests drive the app from outside, as a user does:
the product carries no test hook.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from scorekeeper.errors import StoreError, StoreInUse, StoreUnavailable
from scorekeeper.version import __version__

from .common.language import chosen_language, install
from .common.resources import APP_ICON, resource_path
from .common.settings import APPLICATION, ORGANIZATION, UiSettings
from .shell.first_paint import after_first_paint
from .shell.language_menu import relaunch

if TYPE_CHECKING:
    from scorekeeper.night.store import Store

    from .shell.main_window import MainWindow

READY_ENV = "CHINESE_POKER_READY"
READY_MARKER = "chinese-poker-scorekeeper: ready"
SESSION_MARKER = "chinese-poker-scorekeeper: session"
TABLE_MARKER = "chinese-poker-scorekeeper: table"
ERROR_MARKER = "chinese-poker-scorekeeper: error"
COMMAND = "chinese-poker-scorekeeper"
USAGE = f"""usage: {COMMAND} [--table] [--help] [--version]

Chinese Poker Scorekeeper: scores Chinese Poker home games, keeps the night's totals and settles up.
Opens the last session, or a welcome screen with New session, Open and Import.

options:
  --table     open the last session with table mode on (each player sets their cards on their phone)
  --help      show this message and exit
  --version   print the version and exit

The command line (score, export, solve, season, ...) is `scorekeeper --help`.
"""
DESKTOP_ID = "io.github.cpscorekeeper.ChinesePokerScorekeeper"
translate = QCoreApplication.translate


def app_icon() -> QIcon:
    path = resource_path(APP_ICON)
    return QIcon(str(path)) if path is not None else QIcon()


def open_store(ready: bool = False) -> Store | None:
    """The session store; a damaged one may be moved aside (never deleted) for a fresh start.

    A store another copy of the app has open is refused (two copies would overwrite each other's
    hands); a store in a read-only folder opens read-only, and the user is told nothing will be saved.
    With ``ready`` (``CHINESE_POKER_READY`` set) no dialog waits for an answer: a store that cannot be
    opened is the launch contract's error line.
    """
    from scorekeeper.night.store import Store
    from scorekeeper.night.store_lock import Holder, StoreLock

    StoreLock.holder = Holder.APP  # a second copy, or the command line, is told the app holds the store
    try:
        store = Store()
    except StoreError as e:
        if ready:
            fail(_sentence(e))
            return None
        from PySide6.QtWidgets import QMessageBox  # a message box is loaded only for one to show

        if isinstance(e, StoreInUse):
            QMessageBox.critical(None, translate("App", "The session store is in use"), _sentence(e))
            return None
        if isinstance(e, StoreUnavailable):  # a full or failing disk, a link: a fresh store would not help
            QMessageBox.critical(None, translate("App", "The session store cannot be opened"), _sentence(e))
            return None

        answer = QMessageBox.critical(
            None, translate("App", "The session store cannot be opened"),
            translate("App", "{reason}\n\nStart a fresh store? The old file is kept beside it.").format(reason=e),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return None
        try:
            return Store.start_fresh()
        except StoreError as again:
            QMessageBox.critical(None, translate("App", "The session store cannot be opened"), str(again))
            return None
    if store.read_only is not None and not ready:  # with ready, the status bar says it (no dialog waits)
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(None, translate("App", "The session store is read-only"), read_only_notice(store))
    return store


def read_only_notice(store: Store) -> str:
    return translate(
        "App", "The session store {path} is opened read-only, because {reason}: you can look at every session, "
        "but nothing you change will be saved.").format(path=store.path, reason=store.read_only)


def fail(sentence: str, to: TextIO | None = None) -> None:
    """The launch contract's error line (standard output unless ``to``): one line, no control characters."""
    line = "".join(c if c.isprintable() else " " for c in sentence)
    print(f"{ERROR_MARKER} {line}", file=to or sys.stdout, flush=True)


DISPLAY_OF = {"xcb": "DISPLAY", "wayland": "WAYLAND_DISPLAY", "wayland-egl": "WAYLAND_DISPLAY"}
"""The environment variable naming the display of each of Qt's desktop platforms on Linux."""


def no_display(args: Sequence[str]) -> str | None:
    """Why no window can be shown, checked before Qt starts (Qt aborts with a misleading libxcb message).

    Only the desktop platforms need a display: ``QT_QPA_PLATFORM=offscreen`` (or ``-platform offscreen``)
    never does. ``QT_QPA_PLATFORM`` may list fallbacks (``wayland;xcb``); unset, Qt tries both.
    """
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if "-platform" in args[:-1]:
        platform = args[list(args).index("-platform") + 1]
    names = [name.split(":")[0] for name in platform.split(";") if name] or ["xcb", "wayland"]
    if any(name not in DISPLAY_OF or os.environ.get(DISPLAY_OF[name]) for name in names):
        return None
    return ("There is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set): "
            "start the app from a desktop session.")


def report_damaged(window: MainWindow, store: Store) -> None:
    """Name the sessions skipped because their rows are damaged (the others open as usual)."""
    store.list_sessions()
    if store.damaged:
        first = _sentence(store.damaged[0])
        more = len(store.damaged) - 1
        text = translate("App", "{first} (and {count} more)").format(first=first, count=more) if more else first
        window.statusBar().showMessage(text, 30000)


def _sentence(error: object) -> str:
    """A message as a sentence: a capital first and a full stop last (Chinese takes its own, 。)."""
    text = str(error)
    text = text[:1].upper() + text[1:]
    if not text or text.endswith((".", "。", "!", "?", "！", "？")):
        return text
    return text + ("。" if "\u3000" <= text[-1] <= "\u9fff" else ".")


def warm_up(window: MainWindow) -> None:
    """Build the hand-value tables now, while the user looks at the window, not on the first full row."""
    from scorekeeper.value.hand_tables import five_card_table, front_table

    front_table()
    session = window.session
    rules = session.rules if session is not None else None
    five_card_table(rules.wheel if rules is not None else "low")
    if rules is not None and rules.lowball_middle:
        five_card_table("none", True)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns its exit status.

    The cycle collector waits until the window is up: start-up builds what lives as long as the app, and
    its passes over that growing heap took some 20 ms of each launch (``gc.callbacks``, 40 hands or none).
    The window's modules load from here on, so that they load with it paused.
    """
    args = list(argv if argv is not None else sys.argv)[1:]
    if "--help" in args or "-h" in args:
        print(USAGE, end="")
        return 0
    if "--version" in args:
        print(f"{COMMAND} {__version__}")
        return 0
    ready = os.environ.get(READY_ENV)
    problem = no_display(args)
    if problem:
        fail(problem, None if ready else sys.stderr)  # no dialog can be shown: the terminal says it
        return 1
    gc.disable()
    app = QApplication.instance() or QApplication(list(argv if argv is not None else sys.argv))
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setDesktopFileName(DESKTOP_ID)
    icon = app_icon()
    app.setWindowIcon(icon)
    settings = UiSettings()
    install(app, chosen_language(settings.language))
    app.setApplicationDisplayName(translate("MainWindow", "Chinese Poker Scorekeeper"))
    store = open_store(bool(ready))
    if store is None:
        gc.enable()
        return 1
    from .shell.main_window import MainWindow

    window = MainWindow(store, settings, icon, opening=store.last_opened() is not None)
    window.show()

    def announce() -> None:
        session = window.session
        if session is not None:
            hands = f"{session.hand_count} hand" + ("" if session.hand_count == 1 else "s")
            print(f"{SESSION_MARKER} {session.name}, {hands}", flush=True)
        for seat, url in window.table_urls():
            print(f"{TABLE_MARKER} {seat} {url}", flush=True)
        print(READY_MARKER, flush=True)
        if ready == "quit":
            window.close()
            app.quit()

    def settle() -> None:
        warm_up(window)
        gc.freeze()  # what start-up built stays: later passes need not walk it
        gc.enable()

    def start() -> None:
        window.open_last()
        report_damaged(window, store)
        if ready and store.read_only is not None:
            window.statusBar().showMessage(read_only_notice(store), 30000)
        problem = window.start_table() if "--table" in args else None
        if problem is not None and ready:  # else the status bar says why
            fail(_sentence(problem))
            window.close()
            app.exit(1)
            return
        if ready:
            QTimer.singleShot(0, window, announce)
        QTimer.singleShot(50, window, settle)  # after the session is shown and the app is idle

    after_first_paint(window, start)  # the window is seen at once; the last session fills it

    try:
        return app.exec()
    finally:
        gc.enable()
        store.close()
        if window.language_menu.restart_requested and not relaunch():
            print("chinese-poker-scorekeeper: could not start again; start it by hand", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
