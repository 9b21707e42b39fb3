"""The scrolling part of the hand entry: the players' boxes, reflowed into as many columns as fit, and the picker.

Score and the summary stay below it, outside the scroll, so a short screen never hides them.
"""

from __future__ import annotations

from collections.abc import Callable
from math import ceil

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..cards.card_picker import CardPicker

SPACING = 8


def columns_for(players: int, width: int, box_width: int) -> int:
    """As many columns as fit, but no more than keep the same number of lines (4 players: 2 by 2, not 3+1)."""
    if players <= 1:
        return 1
    fit = max(1, min(players, (width + SPACING) // (box_width + SPACING)))
    while fit > 1 and ceil(players / (fit - 1)) == ceil(players / fit):
        fit -= 1
    return fit


class _OnResize(QObject):
    """Calls ``then`` when the watched widget is resized.

    A filter of its own, not an ``eventFilter`` on the scroll area: QScrollArea filters its inner widget
    itself, and a Python override would bring each of those events (and Qt's private widgets, which make
    PySide load every QtWidgets type to name them) into Python.
    """

    def __init__(self, watched: QWidget, then: Callable[[], None]) -> None:
        super().__init__(watched)
        self._then = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._then()
        return False


class EntryBody(QScrollArea):
    """The boxes in a grid that refolds to one column when the window is narrow, the picker and its hint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entryScroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._viewport = QWidget(self)  # our own: the first viewport() call makes PySide load every QtWidgets type
        self._viewport.setObjectName("qt_scrollarea_viewport")  # set up as QScrollArea sets up its own
        self._viewport.setBackgroundRole(QPalette.ColorRole.NoRole)
        self._viewport.setAutoFillBackground(True)
        self.setViewport(self._viewport)
        self.setWidgetResizable(True)
        inner = QWidget(self)
        self.grid_host = QWidget(inner)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(SPACING)
        self.picker = CardPicker(inner)
        self.hint = QLabel(self.tr(
            "Click a card to put it in the row being filled, drag it onto any row, "
            "or type cards like AsKd7c or 10h. Click a placed card to take it back."), inner)
        self.hint.setObjectName("pickerHint")
        self.hint.setWordWrap(True)
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # muted, and dark mode follows it
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid_host)
        layout.addWidget(self.picker, 1)
        layout.addWidget(self.hint)
        self.setWidget(inner)
        self.boxes: list[QWidget] = []
        self._columns = 0
        self._viewport.installEventFilter(_OnResize(self._viewport, self.reflow))

    def set_boxes(self, boxes: list[QWidget]) -> None:
        """Seat these boxes (in seat order), laid out for the width there is."""
        self.boxes = list(boxes)
        self._columns = 0
        self.reflow()

    def columns(self) -> int:
        return self._columns

    def reflow(self) -> None:
        """One column when two boxes do not fit side by side; more on a wide screen."""
        box_width = max((b.minimumSizeHint().width() for b in self.boxes), default=1)
        self.setMinimumWidth(box_width + self.verticalScrollBar().sizeHint().width())
        self.picker.setMinimumHeight(self.picker.height_for(self._viewport.width()))
        columns = columns_for(len(self.boxes), self._viewport.width(), box_width)
        if columns == self._columns:
            return
        self._columns = columns
        for box in self.boxes:
            self.grid.removeWidget(box)
        for seat, box in enumerate(self.boxes):
            self.grid.addWidget(box, seat // columns, seat % columns)
