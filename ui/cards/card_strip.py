"""One row's card places: the cards in it, unreadable or duplicate ones marked, empty places dashed."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from scorekeeper.read.cards import Card

from .card_widget import (
    CARD_RATIO,
    card_mime,
    drag_card,
    paint_bad_token,
    paint_card,
    paint_empty_slot,
    read_card_mime,
)
from .spoken import card_name

GAP = 3


@dataclass(frozen=True)
class Slot:
    """What one place shows: a card (maybe marked at fault), unreadable text, or nothing yet."""

    card: Card | None = None
    text: str = ""
    marked: bool = False
    token: int | None = None
    """Index of the typed token shown here (None for an empty place)."""

    @property
    def empty(self) -> bool:
        return self.token is None


class CardStrip(QWidget):
    """The places of one row. Click a card to take it back; drag it onto another row to move it."""

    cardClicked = Signal(int)
    """Token index of the card clicked (to take it back)."""
    cardDropped = Signal(str, str)
    """Card text and the source row id (empty when it came from the picker)."""

    def __init__(self, size: int, source_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self._source_id = source_id
        self._slots: list[Slot] = [Slot() for _ in range(size)]
        self._active = False
        self._drop_hover = False
        self._four_colour = False
        self._press: tuple[QPoint, int] | None = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAcceptDrops(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        height = round(34 * CARD_RATIO)
        return QSize(math.ceil(5 * height / CARD_RATIO + 4 * GAP) + 2, height)  # five whole cards, pen included

    def set_slots(self, slots: list[Slot]) -> None:
        if slots != self._slots:
            self._slots = slots
            self.setToolTip("  ".join(card_name(s.card) for s in slots if s.card) or "")
            self.update()

    def slots(self) -> list[Slot]:
        return list(self._slots)

    def set_active(self, active: bool) -> None:
        if active != self._active:
            self._active = active
            self.update()

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        self.update()

    def slot_rect(self, i: int) -> QRectF:
        """Where place ``i`` is drawn; places beyond the row's size squeeze in (they are extra cards)."""
        count = max(len(self._slots), self._size)
        h = float(self.height())
        w = min(h / CARD_RATIO, (self.width() - 2 - 4 * GAP) / 5)
        step = w + GAP
        if count > 5:
            step = (self.width() - w) / (count - 1)
        return QRectF(i * step, 0, w, h)

    def slot_at(self, pos: QPoint) -> int | None:
        for i in reversed(range(len(self._slots))):
            if self.slot_rect(i).contains(pos.toPointF()):
                return i
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        first_empty = next((i for i, s in enumerate(self._slots) if s.empty), None)
        for i, slot in enumerate(self._slots):
            rect = self.slot_rect(i)
            if slot.card is not None:
                paint_card(painter, rect, slot.card, four_colour=self._four_colour, marked=slot.marked)
            elif slot.token is not None:
                if slot.marked:
                    paint_bad_token(painter, rect, slot.text)
                else:
                    self._paint_pending(painter, rect, slot.text)
            else:
                active = (self._active or self._drop_hover) and i == first_empty
                paint_empty_slot(painter, rect, self.palette(), active=active)
        if self._active:
            self._paint_focus(painter)
        painter.end()

    def _paint_focus(self, painter: QPainter) -> None:
        """The row being filled (its text field has the keyboard): a frame in the highlight colour, any style."""
        painter.save()
        pen = QPen(self.palette().color(QPalette.ColorRole.Highlight))
        pen.setWidthF(2.0)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        last = self.slot_rect(max(len(self._slots), self._size) - 1)
        painter.drawRect(QRectF(0, 0, min(last.right() + 1, self.width()), self.height()).adjusted(1, 1, -1, -1))
        painter.restore()

    def _paint_pending(self, painter: QPainter, rect: QRectF, text: str) -> None:
        """A rank typed without its suit yet: dashed place with the rank in the placeholder colour."""
        paint_empty_slot(painter, rect, self.palette(), active=True)
        painter.save()
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        font = painter.font()
        font.setPixelSize(max(6, round(rect.height() * 0.34)))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    # -- take a card back, drag it to another row -------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        i = self.slot_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and i is not None and not self._slots[i].empty:
            self._press = (event.position().toPoint(), i)
        else:
            self._press = None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        start, i = self._press
        if (event.position().toPoint() - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        card = self._slots[i].card
        if card is None:
            return
        drag_card(self, card, self.slot_rect(i).size(), card_mime(card, self._source_id), Qt.DropAction.MoveAction,
                  four_colour=self._four_colour)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            _, i = self._press
            self._press = None
            if self.slot_at(event.position().toPoint()) == i:
                token = self._slots[i].token
                if token is not None:
                    self.cardClicked.emit(token)

    def _accepts(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> tuple[str, str | None] | None:
        payload = read_card_mime(event.mimeData())
        if payload is None or payload[1] == self._source_id:
            return None
        return payload

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._accepts(event) is not None:
            event.acceptProposedAction()
            self._drop_hover = True
            self.update()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._accepts(event) is not None:
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: object) -> None:
        self._drop_hover = False
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        payload = self._accepts(event)
        self._drop_hover = False
        self.update()
        if payload is None:
            return
        event.acceptProposedAction()
        self.cardDropped.emit(payload[0], payload[1] or "")
