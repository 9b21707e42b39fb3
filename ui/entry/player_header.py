"""A player's box's top line: the name, the Dealer and Fantasyland badges, and what the hand is in words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from ..common.ink import error_colour
from .player_status import PlayerStatus, Tone

_ROLES = {Tone.NORMAL: QPalette.ColorRole.WindowText, Tone.MUTED: QPalette.ColorRole.PlaceholderText,
          Tone.HIGHLIGHT: QPalette.ColorRole.Highlight}


def _badge(text: str, parent: QWidget, name: str) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setAutoFillBackground(True)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.Window, palette.color(QPalette.ColorRole.Highlight))
    palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.HighlightedText))
    label.setPalette(palette)
    label.setContentsMargins(6, 1, 6, 1)
    label.hide()
    return label


class PlayerHeader(QWidget):
    """The name in bold, the badges that apply this hand, and the status words right-aligned."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_label = QLabel(title, self)
        self.name_label.setObjectName("nameLabel")
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)  # the name as typed, never read as HTML
        font = QFont(self.name_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name_label.setFont(font)
        self.dealer_badge = _badge(self.tr("Dealer"), self, "dealerBadge")
        self.fantasyland_badge = _badge(self.tr("Fantasyland"), self, "fantasylandBadge")
        self.status = QLabel(self)
        self.status.setObjectName("statusLabel")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name_label)
        layout.addWidget(self.dealer_badge)
        layout.addWidget(self.fantasyland_badge)
        layout.addWidget(self.status, 1)

    def set_fantasyland(self, state: Mapping[str, Any] | None) -> None:
        """Show the Fantasyland badge: ``{"cards": 14}`` when the player plays this hand in Fantasyland."""
        if state:
            cards = state.get("cards")
            self.fantasyland_badge.setText(self.tr("Fantasyland · {count} cards").format(count=cards) if cards
                                           else self.tr("Fantasyland"))
            self.fantasyland_badge.setToolTip(self.tr("This player plays this hand in Fantasyland"))
        self.fantasyland_badge.setVisible(bool(state))

    def show_status(self, status: PlayerStatus) -> None:
        """Put the hand's status in words, coloured by its tone."""
        text, tone = status.words()
        self.status.setText(text)
        self.status.setToolTip(status.tooltip(text))
        self.status.setAccessibleName(text or self.tr("No cards yet"))  # a foul is read out as its reason
        self.status.setAccessibleDescription(self.tr("{player}'s hand: {status}").format(
            player=self.name_label.text(), status=status.tooltip(text) or self.tr("empty")))
        colour = error_colour(QGuiApplication.palette()) if tone is Tone.ERROR else self.palette().color(_ROLES[tone])
        palette = self.status.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
        self.status.setPalette(palette)
