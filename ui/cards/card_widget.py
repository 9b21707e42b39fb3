"""Card faces drawn with QPainter: rank and suit symbol, crisp at any size, two- or four-colour deck."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from scorekeeper.read.cards import Card, Suit

from ..common.ink import LIGHT_ERROR, error_colour

CARD_MIME = "application/x-chinese-poker-card"
"""Drag payload: ``"<card text>"`` or ``"<card text>|<source row id>"`` for a card taken from a row."""

CARD_RATIO = 1.4
"""Height / width of a card face."""

FACE = QColor("#fdfcf8")
FACE_BORDER = QColor("#8c8c8c")
ERROR = LIGHT_ERROR
"""The error red of a light window (`ink.error_colour` gives the one for the palette in use)."""

_TWO_COLOUR = {Suit.SPADES: "#1b1b1b", Suit.HEARTS: "#c62828", Suit.DIAMONDS: "#c62828",
               Suit.CLUBS: "#1b1b1b"}
_FOUR_COLOUR = {Suit.SPADES: "#1b1b1b", Suit.HEARTS: "#c62828", Suit.DIAMONDS: "#1565c0",
                Suit.CLUBS: "#2e7d32"}


def suit_colour(suit: Suit, four_colour: bool = False) -> QColor:
    """Ink for a suit: red and black, or black, red, blue and green in the four-colour deck."""
    return QColor((_FOUR_COLOUR if four_colour else _TWO_COLOUR)[suit])


def rank_text(card: Card) -> str:
    """What the face shows for the rank: ``10`` rather than ``T``."""
    return "10" if card.rank == 10 else card.rank.char


def card_mime(card: Card, source: str | None = None) -> QMimeData:
    """Mime data carrying a card (and the row it came from, for a move between rows)."""
    mime = QMimeData()
    payload = str(card) if source is None else f"{card}|{source}"
    mime.setData(CARD_MIME, payload.encode())
    mime.setText(str(card))
    return mime


def read_card_mime(mime: QMimeData) -> tuple[str, str | None] | None:
    """``(card text, source row id or None)`` from a drag, or None when it carries no card."""
    if not mime.hasFormat(CARD_MIME):
        return None
    text = bytes(mime.data(CARD_MIME).data()).decode(errors="replace")
    card, _, source = text.partition("|")
    return card, (source or None)


def _font(painter: QPainter, pixels: float, bold: bool = True) -> QFont:
    font = QFont(painter.font())
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


def paint_card(painter: QPainter, rect: QRectF, card: Card, *, four_colour: bool = False,
               dimmed: bool = False, marked: bool = False, hovered: bool = False) -> None:
    """Draw one card face filling ``rect``: rank above, suit below, in the suit's ink.

    Args:
        dimmed: the card is used elsewhere (greyed out in the picker).
        marked: the card is at fault (a duplicate): a red frame.
        hovered: the pointer is over it: a slightly lifted frame.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    if dimmed:
        painter.setOpacity(0.22)
    radius = max(2.0, rect.width() * 0.09)
    border = QPen(ERROR if marked else (QColor("#3d6fb6") if hovered else FACE_BORDER))
    border.setWidthF(max(2.0, rect.width() * 0.07) if marked else (1.6 if hovered else 1.0))
    painter.setPen(border)
    painter.setBrush(FACE)
    inner = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    painter.drawRoundedRect(inner, radius, radius)
    ink = suit_colour(card.suit, four_colour)
    painter.setPen(ink)
    h = rect.height()
    text = rank_text(card)
    rank_font = _font(painter, h * (0.36 if len(text) == 1 else 0.32))
    if len(text) > 1:
        rank_font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, -h * 0.025)
    painter.setFont(rank_font)
    top = QRectF(rect.left(), rect.top() + h * 0.06, rect.width(), h * 0.44)
    painter.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, text)
    painter.setFont(_font(painter, h * 0.40, bold=False))
    bottom = QRectF(rect.left(), rect.top() + h * 0.46, rect.width(), h * 0.48)
    painter.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, card.suit.symbol)
    painter.restore()


def paint_empty_slot(painter: QPainter, rect: QRectF, palette: QPalette, *, active: bool = False) -> None:
    """An empty place for a card: a dashed outline in the palette's colours (brighter when active)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colour = palette.color(QPalette.ColorRole.Highlight if active else QPalette.ColorRole.Mid)
    pen = QPen(colour)
    pen.setStyle(Qt.PenStyle.DashLine if not active else Qt.PenStyle.SolidLine)
    pen.setWidthF(2.0 if active else 1.0)
    painter.setPen(pen)
    if active:
        fill = QColor(colour)
        fill.setAlpha(40)
        painter.setBrush(fill)
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = max(2.0, rect.width() * 0.09)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    painter.restore()


def paint_bad_token(painter: QPainter, rect: QRectF, text: str) -> None:
    """A place holding text that is not a card: red frame with the text as typed."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(error_colour())
    pen.setWidthF(max(2.0, rect.width() * 0.07))
    painter.setPen(pen)
    painter.setBrush(QColor(211, 47, 47, 28))
    radius = max(2.0, rect.width() * 0.09)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    painter.setFont(_font(painter, rect.height() * 0.28))
    shown = text if len(text) <= 3 else text[:2] + "…"
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, shown or "?")
    painter.restore()


def card_pixmap(source: QWidget, card: Card, size: QSizeF, *, four_colour: bool = False) -> QPixmap:
    """One card face at ``size`` (logical pixels), drawn at the source's own pixel ratio so it stays sharp."""
    ratio = source.devicePixelRatioF()
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_card(painter, QRectF(0, 0, size.width(), size.height()), card, four_colour=four_colour)
    painter.end()
    return pixmap


def drag_card(source: QWidget, card: Card, size: QSizeF, mime: QMimeData, action: Qt.DropAction, *,
              four_colour: bool = False) -> None:
    """Start dragging one card from ``source``, showing the card itself under the pointer."""
    drag = QDrag(source)
    drag.setMimeData(mime)
    drag.setPixmap(card_pixmap(source, card, size, four_colour=four_colour))
    drag.setHotSpot(QPoint(round(size.width() / 2), round(size.height() / 2)))  # logical, as the pointer is
    drag.exec(action)
