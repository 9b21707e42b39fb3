"""The 52-card picker: one line per suit (two on a wide, short strip), aces first; cards in use greyed out."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QSizePolicy, QToolTip, QWidget

from scorekeeper.read.cards import DECK, Card, Rank, Suit

from .card_widget import CARD_RATIO, card_mime, drag_card, paint_card
from .spoken import card_name

RANKS_SHOWN = tuple(Rank(r) for r in range(14, 1, -1))
SUITS_SHOWN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
GAP = 4
MIN_CARD = 24
"""The narrowest a picked card gets, in pixels."""


class CardButton(QAbstractButton):
    """One card of the picker as a screen reader sees it: a button named "king of hearts", pressed to pick it.

    The picker paints the faces and takes the mouse; this button only gives the card a place in the
    accessibility tree (its name, whether it is in use and where, and a press action).
    """

    def __init__(self, card: Card, parent: QWidget) -> None:
        super().__init__(parent)
        self.card = card
        self.setObjectName(f"card{card}")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setText(card_name(card))
        self.setAccessibleName(card_name(card))
        self.show_use(None)

    def show_use(self, where: str | None) -> None:
        """Free to pick, or greyed out because it is already in ``where`` ("Ann's front")."""
        self.setEnabled(where is None)
        self.setAccessibleDescription(self.tr("In {place}").format(place=where) if where
                                      else self.tr("Puts the card in the row being filled"))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the picker paints every face."""


class CardPicker(QWidget):
    """Click a card to put it in the row being filled, or drag it onto any row.

    The picker never takes keyboard focus, so typing carries on in the row being filled.
    """

    cardClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPicker")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Card picker"))
        self._used: dict[int, str] = {}
        self._four_colour = False
        self._hover: int | None = None
        self._press: tuple[QPoint, Card] | None = None
        self.setAccessibleDescription(self.tr("The 52 cards: pick one to put it in the row being filled"))
        self.buttons = {card.index: CardButton(card, self) for card in DECK}
        for button in self.buttons.values():
            button.clicked.connect(lambda _=False, card=button.card: self.cardClicked.emit(str(card)))

    # -- state --------------------------------------------------------------------------------------

    def set_used(self, used: Mapping[int, str]) -> None:
        """Grey out the cards in use: ``Card.index`` -> where it is (``"Ann's front"``)."""
        new = dict(used)
        if new != self._used:
            changed = set(new).symmetric_difference(self._used)
            self._used = new
            for card in DECK:
                if card.index in changed:
                    self.buttons[card.index].show_use(new.get(card.index))
                    self.update(self.card_rect(card).toAlignedRect().adjusted(-2, -2, 2, 2))

    def used(self) -> dict[int, str]:
        return dict(self._used)

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        self.update()

    # -- geometry -----------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        """Small: the picker takes what height is left over (a tall hint would make a short screen scroll)."""
        return QSize(13 * 44 + 12 * GAP, self.height_for(26 * MIN_CARD + 25 * GAP))

    def minimumSizeHint(self) -> QSize:
        return QSize(13 * MIN_CARD + 12 * GAP, self.height_for(26 * MIN_CARD + 25 * GAP))

    @staticmethod
    def height_for(width: int) -> int:
        """The least height that still shows cards ``MIN_CARD`` wide at this width (two suits a line if they fit)."""
        lines = 2 if width >= 26 * MIN_CARD + 25 * GAP else 4
        return round(lines * MIN_CARD * CARD_RATIO + (lines - 1) * GAP)

    def _layout(self) -> tuple[int, float, float]:
        """Suits per line (one, or two on a wide short strip, whichever shows bigger cards) and the card size."""
        best = (1, 0.0, 0.0)
        for per_line in (1, 2):
            columns, lines = 13 * per_line, 4 // per_line
            width = (self.width() - (columns - 1) * GAP) / columns
            width = min(width, (self.height() - (lines - 1) * GAP) / lines / CARD_RATIO)
            if width > best[1]:
                best = (per_line, width, width * CARD_RATIO)
        return best

    def card_rect(self, card: Card) -> QRectF:
        """Where a card is drawn (tests click its centre)."""
        per_line, w, h = self._layout()
        total = 13 * per_line * w + (13 * per_line - 1) * GAP
        left = (self.width() - total) / 2
        suit = SUITS_SHOWN.index(card.suit)
        col = RANKS_SHOWN.index(card.rank) + 13 * (suit % per_line)
        row = suit // per_line
        return QRectF(left + col * (w + GAP), row * (h + GAP), w, h)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Each card's button over its face, inside the picker."""
        for card in DECK:
            self.buttons[card.index].setGeometry(self.card_rect(card).toAlignedRect() & self.rect())

    def card_at(self, pos: QPoint) -> Card | None:
        for card in DECK:
            if self.card_rect(card).contains(pos.toPointF()):
                return card
        return None

    # -- painting and mouse ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for card in DECK:
            rect = self.card_rect(card)
            if not rect.intersects(QRectF(event.rect())):
                continue
            used = card.index in self._used
            paint_card(painter, rect, card, four_colour=self._four_colour, dimmed=used,
                       hovered=(not used and self._hover == card.index))
        painter.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position().toPoint())
        hover = card.index if card is not None else None
        if hover != self._hover:
            self._hover = hover
            self.update()
            if card is not None:
                where = self._used.get(card.index)
                tip = card_name(card).capitalize()
                if where:
                    tip = self.tr("{card} — in {place}").format(card=tip, place=where)
                QToolTip.showText(event.globalPosition().toPoint(), tip, self)
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            start, pressed = self._press
            if (event.position().toPoint() - start).manhattanLength() >= QApplication.startDragDistance():
                self._press = None
                self._drag(pressed)

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and card is not None and card.index not in self._used:
            self._press = (event.position().toPoint(), card)
        else:
            self._press = None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            _, card = self._press
            self._press = None
            if self.card_at(event.position().toPoint()) == card:
                self.cardClicked.emit(str(card))

    def _drag(self, card: Card) -> None:
        drag_card(self, card, self.card_rect(card).size(), card_mime(card), Qt.DropAction.CopyAction,
                  four_colour=self._four_colour)
