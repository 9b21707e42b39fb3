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
    QTabBar,
    QWidget,
)

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

from scorekeeper_app.cards.card_picker import CardPicker
from scorekeeper_app.shell.main_window import MainWindow
from scorekeeper_app.shell.settings import UiSettings

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
    score = window.entry.score_button
    return {"screen": screen.name(), "dpr": screen.devicePixelRatio(),
            "available": [available.x(), available.y(), available.width(), available.height()],
            "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "inside": available.contains(frame), "clipped": clipped,
            "score_shown": shown_part(score).size() == score.size() and in_scroll_area(score) is None,
            "entry_scroll": window.entry.body.verticalScrollBar().maximum(),
            "columns": window.entry.body.columns(), "splitter": window.splitter.sizes()}


def main() -> None:
    app = QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp())
    store = Store(folder / "store.sqlite3")
    window = MainWindow(store, UiSettings(QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)))
    window.open_session(store.create(Session("Friday", ("Ann", "Bob", "Cy"), "classic-1-6")))
    window.show()
    for _ in range(5):
        app.processEvents()
    print(json.dumps(report(window)))
    store.close()


if __name__ == "__main__":
    main()
