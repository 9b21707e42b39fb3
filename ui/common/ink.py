"""Colours that follow the palette: error red readable on a light or a dark window, kept up when it changes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

LIGHT_ERROR = QColor("#d32f2f")
"""5.0:1 on white."""
DARK_ERROR = QColor("#ff8a80")
"""5.4:1 on a dark window of #353535 (WCAG AA asks 4.5:1)."""


def is_dark(palette: QPalette | None = None) -> bool:
    """A dark colour scheme: light text on a dark window (the system's, or the palette a widget was given)."""
    palette = palette or QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < palette.color(
        QPalette.ColorRole.WindowText).lightness()


def error_colour(palette: QPalette | None = None) -> QColor:
    """The red of a foul, a duplicate card or a loss, legible on this palette's window."""
    return QColor(DARK_ERROR if is_dark(palette) else LIGHT_ERROR)


class _Follower(QObject):
    """Calls ``apply`` again when the application's palette changes (the system went dark or light)."""

    def __init__(self, widget: QWidget, apply: Callable[[], None]) -> None:
        super().__init__(widget)
        self._apply = apply
        self._applying = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.PaletteChange and not self._applying:
            self._applying = True  # ``apply`` may set the widget's own palette: that change is its own
            try:
                self._apply()
            finally:
                self._applying = False
        return False


def follow_palette(widget: QWidget, apply: Callable[[], None]) -> None:
    """Run ``apply`` now and again whenever the system's colours change, live.

    The filter sits on the widget, which hears of a new application palette as a PaletteChange: one on
    the application would run Python for every event the whole app receives.
    """
    apply()
    widget.installEventFilter(_Follower(widget, apply))


def error_ink(label: QWidget) -> None:
    """Write the label's text in error red, which follows the system between light and dark."""
    def apply() -> None:
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, error_colour(QGuiApplication.palette()))
        label.setPalette(palette)

    follow_palette(label, apply)


def marked_fill() -> QColor:
    """A faint wash of error red behind a foul or a surrender in History."""
    colour = error_colour()
    colour.setAlpha(40)
    return colour
