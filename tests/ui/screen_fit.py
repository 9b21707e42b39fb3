"""Run as ``python -m tests.ui.screen_fit``: the main window on whatever screen the platform gives, as JSON.

The offscreen platform takes a screen from a config file (``offscreen:configfile=screen.json``), so a test
can open the real window on a 1366x768 or a 1280x800-at-200% laptop screen without a display.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QTabBar,
    QWidget,
)

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.ui.conftest import entry_columns, named, score_button

from scorekeeper_app.cards.card_picker import CardPicker
from scorekeeper_app.common.settings import UiSettings
from scorekeeper_app.entry.entry_body import EntryBody
from scorekeeper_app.shell.main_window import MainWindow

INTERACTIVE = (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QLineEdit, QTabBar, CardPicker)


def controls(window: QWidget) -> list[QWidget]:
    """Every control the user can act on that is showing now."""
    return [w for w in window.findChildren(QWidget) if isinstance(w, INTERACTIVE) and w.isVisible()
            and w.window() is window]


def shown_part(widget: QWidget) -> QRect:
    """The part of a widget its ancestors let show, in window coordinates (a scrolled-away part is cut)."""
    window = widget.window()
    shown = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        shown &= QRect(parent.mapTo(window, parent.rect().topLeft()), parent.size())
        parent = parent.parentWidget()
    return shown & window.rect()


def in_scroll_area(widget: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def report(window: MainWindow) -> dict[str, object]:
    """Where the window opened, and every control cut off (its name and the part shown of its size)."""
    screen = window.screen()
    clipped = []
    for w in controls(window):
        shown = shown_part(w)
        if shown.size() != w.size():
            clipped.append({"name": w.objectName() or type(w).__name__, "class": type(w).__name__,
                            "shown": [shown.width(), shown.height()], "size": [w.width(), w.height()],
                            "scrolled": in_scroll_area(w) is not None})
    frame, available = window.frameGeometry(), screen.availableGeometry()
    score = score_button(window)
    return {"screen": screen.name(), "dpr": screen.devicePixelRatio(),
            "available": [available.x(), available.y(), available.width(), available.height()],
            "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "inside": available.contains(frame), "clipped": clipped,
            "score_shown": shown_part(score).size() == score.size() and in_scroll_area(score) is None,
            "entry_scroll": named(window, EntryBody, "entryScroll").verticalScrollBar().maximum(),
            "columns": entry_columns(window), "splitter": named(window, QSplitter, "mainSplitter").sizes()}


def dialogs(store: Store, session: Session, window: QWidget) -> dict[str, object]:
    """Each dialog opened over the window: whether it, its size hint and its minimum size fit the screen."""
    from scorekeeper_app.results.help import HowToScoreDialog
    from scorekeeper_app.results.seasons_view import SeasonsDialog
    from scorekeeper_app.results.settle_dialog import SettleDialog
    from scorekeeper_app.session.new_session import NewSessionDialog
    from scorekeeper_app.session.setting_dialogs import RulesDialog, UnitValueDialog

    available = window.screen().availableGeometry()
    seen: dict[str, object] = {}
    for dialog in (NewSessionDialog(window), SettleDialog(session, None, window), RulesDialog(session, window),
                   UnitValueDialog(session, window), HowToScoreDialog(session, window), SeasonsDialog(store, window)):
        dialog.show()
        QApplication.processEvents()
        seen[type(dialog).__name__] = {
            "inside": available.contains(dialog.frameGeometry()),
            "hint_fits": dialog.sizeHint().width() <= available.width()
            and dialog.sizeHint().height() <= available.height(),
            "minimum_fits": dialog.minimumSizeHint().width() <= available.width()
            and dialog.minimumSizeHint().height() <= available.height(),
            "clipped": [w.objectName() or type(w).__name__ for w in controls(dialog) if shown_part(w).size() != w.size()
                        and in_scroll_area(w) is None]}
        dialog.close()
    return seen


def main() -> None:
    app = QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp())
    store = Store(folder / "store.sqlite3")
    window = MainWindow(store, UiSettings(QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)))
    session = store.create(Session("Friday", ("Ann", "Bob", "Cy"), "classic-1-6"))
    window.open_session(session)
    window.show()
    for _ in range(5):
        app.processEvents()
    print(json.dumps({**report(window), "dialogs": dialogs(store, session, window)}))
    store.close()


if __name__ == "__main__":
    main()
