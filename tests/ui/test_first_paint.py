"""The window is painted before the start-up's remaining work (issue 17 point 6: launch to interactive)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from scorekeeper_app.shell.first_paint import LATEST_MS, after_first_paint


class Paints(QObject):
    """Counts the paint events a widget receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_the_work_runs_once_after_the_first_paint(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    paints = Paints(window)
    seen: list[int] = []
    after_first_paint(window, lambda: seen.append(paints.count))
    window.show()
    qtbot.waitUntil(lambda: seen != [])
    qtbot.wait(LATEST_MS + 100)  # the latest-start timer has passed too: the work still ran once
    assert seen == [1]


def test_a_window_never_painted_starts_anyway(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    seen: list[str] = []
    after_first_paint(window, lambda: seen.append("started"))  # never shown: no paint ever comes
    qtbot.wait(LATEST_MS // 2)
    assert seen == []
    qtbot.waitUntil(lambda: seen != [], timeout=LATEST_MS * 4)
    qtbot.wait(50)
    assert seen == ["started"]
