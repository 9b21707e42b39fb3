"""The laptop's view of table mode: each seat's QR code and link, and waiting / setting / ready (never cards),
and the table screen's code (a TV or tablet everyone sees: the standings and the last showdown, read-only).

A seat's code folds away once a phone has joined it (or it is entered at the laptop), so on a 1366x768
laptop the entry's four boxes, the card picker and the results keep their room; "Show code" unfolds it
for another device.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from html import escape

import segno

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QCheckBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from .protocol import READY, SETTING, WAITING

STATUS_WORDS = {WAITING: str(QT_TRANSLATE_NOOP("TablePanel", "waiting")),
                SETTING: str(QT_TRANSLATE_NOOP("TablePanel", "setting…")),
                READY: str(QT_TRANSLATE_NOOP("TablePanel", "ready ✓"))}
"""Each seat's progress in English; shown translated."""
STATUS_COLOURS = {WAITING: "#6b6b6b", SETTING: "#9a6700", READY: "#1f7a3a"}


def qr_pixmap(url: str, scale: int = 4) -> QPixmap:
    """A seat's link as a QR code (segno, medium error correction) a phone camera reads across the table."""
    buffer = io.BytesIO()
    segno.make(url, error="m", micro=False).save(buffer, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class SeatCard(QFrame):
    """One seat: the player's name, the QR code and link of their phone, how far they are, "at the laptop"."""

    def __init__(self, index: int, name: str, url: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"tableSeat{index}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setSpacing(2)
        self.title = QLabel(f"<b>{escape(name)}</b>", self)
        self.status = QLabel(self)
        self.status.setObjectName(f"tableSeatStatus{index}")
        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.status)
        layout.addLayout(head)
        self.code = QLabel(self)
        self.code.setObjectName(f"tableSeatCode{index}")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setPixmap(qr_pixmap(url))
        layout.addWidget(self.code)
        self.link = QLabel(url, self)
        self.link.setObjectName(f"tableSeatLink{index}")
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.link.setWordWrap(True)
        self.link.setToolTip(self.tr("Open this on the player's phone (same Wi-Fi): the code above holds it too"))
        font = self.link.font()
        font.setPointSizeF(font.pointSizeF() * 0.8)
        self.link.setFont(font)
        layout.addWidget(self.link)
        foot = QHBoxLayout()
        self.at_laptop = QCheckBox(self.tr("Enter at the laptop"), self)
        self.at_laptop.setObjectName(f"tableAtLaptop{index}")
        self.at_laptop.setToolTip(self.tr("{player} has no phone: type their hand in the entry as usual").format(
            player=name))
        foot.addWidget(self.at_laptop)
        foot.addStretch(1)
        self.show_code = QToolButton(self)
        self.show_code.setObjectName(f"tableShowCode{index}")
        self.show_code.setCheckable(True)
        self.show_code.setToolTip(self.tr("Show {player}'s code, for a phone to join").format(player=name))
        self.show_code.toggled.connect(lambda _on: self._fold())
        foot.addWidget(self.show_code)
        layout.addLayout(foot)
        self.folded = False
        self.devices = 0
        self._fold()

    def set_folded(self, folded: bool) -> None:
        """Fold the code and link away (a "Show code" button brings them back), or show them."""
        if folded != self.folded:
            self.folded = folded
            self.show_code.setChecked(False)
            self._fold()

    def _fold(self) -> None:
        shown = not self.folded or self.show_code.isChecked()
        self.code.setVisible(shown)
        self.link.setVisible(shown)
        self.show_code.setVisible(self.folded)
        self.show_code.setText(self.tr("Hide code") if self.show_code.isChecked() else self.tr("Show code"))

    def set_status(self, status: str, devices: int, at_laptop: bool) -> None:
        word = self.tr("at the laptop") if at_laptop else QCoreApplication.translate("TablePanel", STATUS_WORDS[status])
        colour = "#6b6b6b" if at_laptop else STATUS_COLOURS[status]
        if at_laptop:
            phone = ""
        elif devices > 1:  # a second device on one seat: worth a look (a player's tablet, or someone else)
            phone = " · <span style='color:#b42318; font-weight:600'>{}</span>".format(
                escape(self.tr("{count} devices on this seat").format(count=devices)))
        else:
            phone = self.tr(" · phone on") if devices else self.tr(" · no phone yet")
        self.status.setText(f"<span style='color:{colour}; font-weight:600'>{word}</span>{phone}")
        self.status.setAccessibleName(word)
        self.code.setEnabled(not at_laptop)
        if devices and not self.devices:
            self.show_code.setChecked(False)  # the phone the code was shown for has joined: fold it again
        self.devices = devices


class ScreenCard(QFrame):
    """The table screen: its own QR code and link, folded until asked for, and how many screens show it."""

    def __init__(self, url: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableScreen")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setSpacing(2)
        head = QHBoxLayout()
        title = self.tr("Table screen")
        head.addWidget(QLabel(f"<b>{escape(title)}</b>", self))
        head.addStretch(1)
        self.status = QLabel(self)
        self.status.setObjectName("tableScreenStatus")
        head.addWidget(self.status)
        layout.addLayout(head)
        self.code = QLabel(self)
        self.code.setObjectName("tableScreenCode")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setPixmap(qr_pixmap(url))
        self.code.setAccessibleName(self.tr("The table screen's code"))
        layout.addWidget(self.code)
        self.link = QLabel(url, self)
        self.link.setObjectName("tableScreenLink")
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.link.setWordWrap(True)
        self.link.setToolTip(self.tr("Open this on a TV or tablet everyone can see (same Wi-Fi): the standings, the "
                                     "last showdown and who is ready, never a card before the hand is scored"))
        font = self.link.font()
        font.setPointSizeF(font.pointSizeF() * 0.8)
        self.link.setFont(font)
        layout.addWidget(self.link)
        self.show_code = QToolButton(self)
        self.show_code.setObjectName("tableShowScreenCode")
        self.show_code.setCheckable(True)
        self.show_code.setToolTip(self.tr("Show the table screen's code, for a TV or tablet to join"))
        self.show_code.toggled.connect(lambda _on: self._fold())
        layout.addWidget(self.show_code, 0, Qt.AlignmentFlag.AlignRight)
        self.set_screens(0)
        self._fold()

    def _fold(self) -> None:
        shown = self.show_code.isChecked()
        self.code.setVisible(shown)
        self.link.setVisible(shown)
        self.show_code.setText(self.tr("Hide code") if shown else self.tr("Show code"))

    def set_screens(self, count: int) -> None:
        self.status.setText(self.tr("no screen yet") if count == 0 else self.tr("on") if count == 1 else
                            self.tr("{count} screens on").format(count=count))


class TablePanel(QWidget):
    """Every seat of the table side by side, with the auto-score option and what was refused.

    Every code shows until the first phone joins; from then on they are folded (one line a seat), so the
    entry, the picker and the results keep their room on a small laptop, and a seat's "Show code" shows
    its code alone.
    """

    laptopToggled = Signal(int, bool)
    autoScoreToggled = Signal(bool)

    def __init__(self, names: Sequence[str], urls: Sequence[str], screen_url: str, auto_score: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.setSpacing(2)
        top = QHBoxLayout()
        self.summary = QLabel(self)
        self.summary.setObjectName("tableSummary")
        top.addWidget(self.summary, 1)
        self.auto_score = QCheckBox(self.tr("Score as soon as everyone is ready"), self)
        self.auto_score.setObjectName("tableAutoScore")
        self.auto_score.setChecked(auto_score)
        self.auto_score.toggled.connect(self.autoScoreToggled)
        top.addWidget(self.auto_score)
        layout.addLayout(top)
        self.refusals = QLabel(self)
        self.refusals.setObjectName("tableRefusals")
        self.refusals.hide()
        layout.addWidget(self.refusals)
        grid = QGridLayout()
        grid.setSpacing(4)
        self.seats: list[SeatCard] = []
        for i, (name, url) in enumerate(zip(names, urls, strict=True)):
            card = SeatCard(i, name, url, self)
            card.at_laptop.toggled.connect(lambda on, i=i: self.laptopToggled.emit(i, on))
            card.show_code.toggled.connect(lambda on, i=i: self._one_code(i, on))
            grid.addWidget(card, 0, i, Qt.AlignmentFlag.AlignTop)
            self.seats.append(card)
        self.screen_card = ScreenCard(screen_url, self)
        self.screen_card.show_code.toggled.connect(lambda on: self._one_code(-1, on))
        grid.addWidget(self.screen_card, 0, len(self.seats), Qt.AlignmentFlag.AlignTop)
        layout.addLayout(grid)

    def set_folded(self, folded: bool) -> None:
        for card in self.seats:
            card.set_folded(folded)

    def _one_code(self, index: int, on: bool) -> None:
        """One code unfolded at a time: the panel stays one code high."""
        if on:
            for i, card in enumerate(self.seats):
                if i != index:
                    card.show_code.setChecked(False)
            if index != -1:
                self.screen_card.show_code.setChecked(False)

    def show_refusal(self, count: int, last: str) -> None:
        refused = (self.tr("{count} request refused; last: {why}") if count == 1 else
                   self.tr("{count} requests refused; last: {why}"))
        self.refusals.setText(refused.format(count=count, why=last))
        self.refusals.setVisible(count > 0)
