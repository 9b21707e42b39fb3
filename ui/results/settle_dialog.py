"""Settle up at the end of the night: the fewest payments, to copy into a chat or save as a one-page PDF.

The payments are the session's own (``Session.settle_up``, RULES E4); this module only words and draws
them. The PDF is written to a temporary file beside the target and then moved over it, so a failed save
never leaves half a file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QMarginsF, QRectF, Qt
from PySide6.QtGui import QFont, QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper import language
from scorekeeper.night.session import Session
from scorekeeper.night.session_file import saved_file_mode
from scorekeeper.score.results import signed

from ..common import settle_words
from ..common.locale_text import money
from ..common.settings import UiSettings
from ..session.file_menu import file_stem
from .models import StandingsModel


def settle_lines(session: Session) -> list[str]:
    """One line per payment ("Cy pays Ann $45.00"), largest debtor first, or a line saying nobody pays."""
    return [p.describe(session.currency) for p in session.settle_up()] or [
        QCoreApplication.translate("SettleUp", settle_words.SQUARE)]


def settle_title(session: Session) -> str:
    return QCoreApplication.translate("SettleUp", settle_words.TITLE).format(session=session.name)


def settle_text(session: Session) -> str:
    """What "Copy as text" puts on the clipboard: the title, then one payment a line."""
    return "\n".join([settle_title(session), *settle_lines(session)]) + "\n"


def payments_note(count: int) -> str:
    """Why these payments: the fewest, largest debtor to largest creditor first (RULES E4)."""
    return QCoreApplication.translate("SettleUp", settle_words.payments_note(count)).format(count=count)


def unit_words(session: Session) -> str:
    """The unit value and currency, and a word when hands were played at other units."""
    unit = money(session.unit_value, session.currency)
    values = {hand.unit_value for hand in session.hands}
    hands = (QCoreApplication.translate("SettleUp", "{count} hand") if session.hand_count == 1 else
             QCoreApplication.translate("SettleUp", "{count} hands")).format(count=session.hand_count)
    words = QCoreApplication.translate("SettleUp", "Unit {unit} ({currency}) · {hands}").format(
        unit=unit, currency=session.currency, hands=hands)
    if values - {session.unit_value}:
        words += QCoreApplication.translate("SettleUp", " · some hands were played at another unit: each hand counts "
                                            "at its own")
    return words


def settle_date(session: Session) -> str:
    """The night's date as the language writes it: ``01 December 2026``, ``2026年12月1日``."""
    day = QDate(session.date.year, session.date.month, session.date.day)
    return QLocale().toString(day, QCoreApplication.translate("SettleUp", "dd MMMM yyyy"))


CJK_FAMILIES = {"zh_CN": "Noto Sans CJK SC", "zh_TW": "Noto Sans CJK TC"}
"""The CJK font the PDF asks for first in Chinese (Debian's fonts-noto-cjk), so Han characters take that
language's shapes rather than whichever CJK font the system falls back to."""


def pdf_font() -> QFont:
    """The settle-up PDF's font: the system's, with the language's CJK font before any fallback."""
    font = QFont()
    family = CJK_FAMILIES.get(language.current())
    if family:
        font.setFamilies([font.family(), family])
    return font


def write_settle_pdf(session: Session, path: str | os.PathLike[str]) -> Path:
    """Draw the settle-up on one A6 page, big enough to read on a phone, and save it atomically.

    Raises:
        OSError: the file could not be written (naming the path and why).
    """
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(21, "it is a folder", str(target))
    mode = saved_file_mode(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        _draw_pdf(session, tmp)
        os.chmod(tmp, mode)  # the old file's permissions, or the umask's for a new one (not mkstemp's 0600)
        with open(tmp, "rb") as written:
            if written.read(5) != b"%PDF-":
                raise OSError(f"the PDF for {target.name} could not be drawn")
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return target


def _draw_pdf(session: Session, path: str) -> None:
    writer = QPdfWriter(path)
    writer.setTitle(settle_title(session))
    writer.setCreator("Chinese Poker Scorekeeper")
    writer.setResolution(300)
    if not writer.setPageSize(QPageSize(QPageSize.PageSizeId.A6)):
        raise OSError("the PDF page size could not be set")
    if not writer.setPageMargins(QMarginsF(9, 9, 9, 9), QPageLayout.Unit.Millimeter):
        raise OSError("the PDF margins could not be set")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write {path}")
    try:
        page = QRectF(0, 0, writer.width(), writer.height())
        y = 0.0

        def line(text: str, size: float, bold: bool = False, gap: float = 0.35,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
            nonlocal y
            font = pdf_font()
            font.setPointSizeF(size)
            font.setBold(bold)
            painter.setFont(font)
            flags = int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
            box = painter.boundingRect(QRectF(0, y, page.width(), page.height()), flags, text)
            if y + box.height() > page.height() and y > 0:
                writer.newPage()
                y = 0.0
                box = painter.boundingRect(QRectF(0, y, page.width(), page.height()), flags, text)
            painter.drawText(QRectF(0, y, page.width(), box.height()), flags, text)
            y += box.height() + painter.fontMetrics().height() * gap

        line(session.name, 20, bold=True, gap=0.1)
        line(QCoreApplication.translate("SettleUp", "Settle-up · {date}").format(date=settle_date(session)), 11,
             gap=0.1)
        line(unit_words(session), 9, gap=1.0)
        for text in settle_lines(session):
            line(text, 17, bold=True, gap=0.45)
        y += 20
        line(QCoreApplication.translate("SettleUp", "Standings"), 12, bold=True, gap=0.2)
        right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        font = pdf_font()
        font.setPointSizeF(11)
        painter.setFont(font)
        height = painter.fontMetrics().height() * 1.25
        for standing in session.standings():
            if y + height > page.height():
                writer.newPage()
                y = 0.0
            cells = ((0.0, 0.5, left, f"{standing.rank}.  {standing.player}"),
                     (0.45, 0.3, right, money(standing.money, session.currency)),
                     (0.75, 0.25, right, QCoreApplication.translate("SettleUp", "{units} units").format(
                         units=signed(standing.units) or "0")))
            for x, width, align, text in cells:
                painter.drawText(QRectF(page.width() * x, y, page.width() * width, height), align, text)
            y += height
    finally:
        if not painter.end():
            raise OSError(f"the PDF {path} could not be finished")


class SettleDialog(QDialog):
    """Who pays whom, with the standings behind it; copy it as text or save it as a PDF."""

    def __init__(self, session: Session, settings: UiSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settleDialog")
        self.setWindowTitle(QCoreApplication.translate("SettleDialog", "Settle up · {session}").format(
            session=session.name))
        self.session = session
        self.settings = settings

        title = QLabel(settle_title(session), self)
        title.setObjectName("settleTitle")
        title.setTextFormat(Qt.TextFormat.PlainText)  # names and the session's name as typed, never HTML
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        unit = QLabel(unit_words(session), self)
        unit.setObjectName("settleUnit")
        unit.setWordWrap(True)

        payments = QFrame(self)
        payments.setObjectName("settlePayments")
        payments.setFrameShape(QFrame.Shape.StyledPanel)
        pay_layout = QVBoxLayout(payments)
        pay_font = QFont(title.font())
        pay_font.setPointSizeF(title.font().pointSizeF() * 1.45)
        pay_font.setBold(False)
        self.payment_labels: list[QLabel] = []
        for i, text in enumerate(settle_lines(session)):
            label = QLabel(text, payments)
            label.setObjectName(f"payment{i}")
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setFont(pay_font)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            pay_layout.addWidget(label)
            self.payment_labels.append(label)
        note = QLabel(payments_note(len(session.settle_up())), self)
        note.setObjectName("settleNote")
        note.setWordWrap(True)

        self.standings_model = StandingsModel(self)
        self.standings_model.set_session(session)
        table = QTableView(self)
        table.setObjectName("settleStandings")
        table.setModel(self.standings_model)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setColumnHidden(4, True)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        rows = table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(table.fontMetrics().height() + 8)
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        table.setFixedHeight(height + rows.defaultSectionSize() * self.standings_model.rowCount())

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(QCoreApplication.translate("SettleDialog", "Copy as text"), self)
        self.copy_button.setObjectName("copySettleButton")
        self.copy_button.setToolTip(QCoreApplication.translate(
            "SettleDialog", "Copy the payments, one a line, to paste into a message"))
        self.pdf_button = QPushButton(QCoreApplication.translate("SettleDialog", "Save as PDF…"), self)
        self.pdf_button.setObjectName("saveSettlePdfButton")
        self.pdf_button.setToolTip(QCoreApplication.translate(
            "SettleDialog", "Save a one-page PDF to send round the table"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.copy_button.clicked.connect(self.copy_text)
        self.pdf_button.clicked.connect(self.save_pdf)
        self.status = QLabel(self)
        self.status.setObjectName("settleStatus")
        self.status.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(unit)
        layout.addSpacing(6)
        layout.addWidget(payments)
        layout.addWidget(note)
        layout.addSpacing(6)
        layout.addWidget(QLabel(QCoreApplication.translate("SettleDialog", "<b>Standings</b>"), self))
        layout.addWidget(table)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.resize(460, self.sizeHint().height())

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(settle_text(self.session))
        self.status.setText(QCoreApplication.translate("SettleDialog", "Copied: paste it into the group chat."))

    def save_pdf(self) -> None:
        folder = self.settings.last_folder if self.settings is not None else ""
        name = QCoreApplication.translate("SettleDialog", "{session} settle-up.pdf").format(
            session=file_stem(self.session.name))
        suggested = str(Path(folder or Path.home()) / name)
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate(
            "SettleDialog", "Save the settle-up as PDF"), suggested,
                                              QCoreApplication.translate("SettleDialog", "PDF files (*.pdf)"))
        if not path:
            return
        target = Path(path)
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
        if self.settings is not None:
            self.settings.last_folder = str(target.parent)
        try:
            write_settle_pdf(self.session, target)
        except OSError as e:
            QMessageBox.warning(self, QCoreApplication.translate("SettleDialog", "Cannot save the PDF"),
                                QCoreApplication.translate("SettleDialog", "Cannot write {file}: {why}").format(
                file=target, why=e.strerror or e))
            return
        self.status.setText(QCoreApplication.translate("SettleDialog", "Saved {file}").format(file=target))
