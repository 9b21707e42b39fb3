"""Run the start-up's remaining work once the window has been painted: the window shows at once, then fills."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

LATEST_MS = 250
"""A window that is never painted (started minimised, no display to expose it) starts after this anyway."""


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._then: Callable[[], None] | None = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self.fire)  # once this paint is done
            self._window.removeEventFilter(self)
        return False

    def fire(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            then()


def after_first_paint(window: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` (once) after the window's first paint, or ``LATEST_MS`` after now if none comes."""
    painted = _FirstPaint(window, then)
    window.installEventFilter(painted)
    QTimer.singleShot(LATEST_MS, painted, painted.fire)
