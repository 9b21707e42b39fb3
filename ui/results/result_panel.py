"""The result of a hand: each player's units and money, every pair's settlement explained line by line, and
on request what each player's best setting would have scored (the post-hand review)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QAction, QFont, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QTableView,
    QToolButton,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.night.hands import Hand
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import signed
from scorekeeper.words.reasons import deal_lines, pair_lines, say

from ..common.plain import plain_tip
from .hand_reviews import HandReviews
from .models import ResultModel, ResultRow, result_note

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionViewItem


def _muted_texts() -> tuple[str, ...]:
    """What the review line says when it has no player's review to show: working, nothing, criss-cross."""
    return (QCoreApplication.translate("ResultPanel", "Working out the best settings…"),
            QCoreApplication.translate("ResultPanel", "No player set cards in rows this hand: there is no setting "
                                       "to review."),
            QCoreApplication.translate("ResultPanel", "Criss-cross hands are not reviewed: a player's two hands "
                                       "come from one deal of 26 cards."))


TEXT_MARGINS = 16
"""Pixels of a line's width that are not text: the item's text margins (one more than the style's focus frame
margin on each side: 6 in Fusion, which the old per-style sum of 12 covered) and air; a constant, since asking
the style makes PySide6 build the whole QStyle class (eleven enums, some 5 ms of a launch)."""


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text at the column's current width (QTreeView alone keeps one line)."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not text or index.column() != 0:
            return hint
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        width = self._view.columnWidth(0) - TEXT_MARGINS - self._view.indentation() * (depth + 1)
        if width <= 0:
            return hint
        bounds = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, str(text))
        return QSize(hint.width(), max(hint.height(), bounds.height() + 4))


class ResultPanel(QWidget):
    """Shows one scored hand; expand a pair to read why each unit moved."""

    def __init__(self, parent: QWidget | None = None, reviews: HandReviews | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPanel")
        self._hand: Hand | None = None
        self._rules: RuleSet | None = None
        self._show_review = False
        self.reviewer = reviews if reviews is not None else HandReviews(self)
        self.reviewer.reviewed.connect(self._reviewed)
        self.title = QLabel(self.tr("No hand scored yet"), self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it names the dealer as typed
        self.title.setObjectName("resultTitle")
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        self._title_bar = QHBoxLayout()
        self._title_bar.addWidget(self.title, 1)
        self.review = QLabel(self)
        self.review.setObjectName("reviewLabel")
        self.review.setTextFormat(Qt.TextFormat.PlainText)
        self.review.setWordWrap(True)
        self.review.setContentsMargins(0, 2, 0, 4)
        self.review.setToolTip(self.tr("What each player's best setting of the same 13 cards would have scored "
                                       "against the others as they were set (surrenders, naturals and quick "
                                       "entries are not reviewed)"))
        self.review.hide()

        self.model = ResultModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("resultTable")
        self.table.setAccessibleName(self.tr("Last hand's result"))
        self.table.setAccessibleDescription(self.tr("Each player's rows, royalties and units on the hand just scored"))
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.pairs = QTreeWidget(self)
        self.pairs.setObjectName("pairTree")
        self.pairs.setAccessibleName(self.tr("Pairs"))
        self.pairs.setAccessibleDescription(self.tr("What each pair of players settled, row by row"))
        self.pairs.setHeaderLabels([self.tr("Pair"), self.tr("Units")])
        self.pairs.setColumnCount(2)
        self.pairs.setWordWrap(True)
        self.pairs.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.pairs.setUniformRowHeights(False)
        self.pairs.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pairs.setAlternatingRowColors(True)
        pair_header = self.pairs.header()
        pair_header.setStretchLastSection(False)
        pair_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        pair_header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.pairs.setItemDelegate(WrappingDelegate(self.pairs))
        pair_header.sectionResized.connect(self._relayout_pairs)

        hint = QLabel(self.tr("Expand a pair to see why each unit moved."), self)
        hint.setObjectName("pairHint")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._title_bar)
        layout.addWidget(self.table)
        layout.addWidget(self.review)
        layout.addWidget(hint)
        layout.addWidget(self.pairs, 1)

    def add_toggle(self, action: QAction, name: str) -> None:
        """Offer a checkable action as a button beside the title."""
        button = QToolButton(self)
        button.setObjectName(name)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._title_bar.addWidget(button)

    def set_show_review(self, on: bool) -> None:
        """Show under the units what each player's best setting would have scored."""
        self._show_review = on
        self._update_review()

    def show_hand(self, hand: Hand | None, currency: str, rules: RuleSet | None = None) -> None:
        """Show a scored hand of the session (None clears the panel), reviewed under ``rules`` on request."""
        self.pairs.clear()
        self._hand, self._rules = hand, rules
        self._update_review()
        if hand is None:
            self.title.setText(self.tr("No hand scored yet"))
            self.model.set_rows([], currency)
            return
        result = hand.result
        self.title.setText(self.tr("Hand {number} · dealt by {dealer}").format(number=hand.number, dealer=hand.dealer))
        rows = [ResultRow(name, hand.units[name], hand.money(name), result_note(result, name)) for name in result.units]
        self.model.set_rows(rows, currency)
        self._fit_table()
        for pair in result.pairs:
            first, second = pair.players
            if pair.units > 0:
                summary = f"{first} {signed(pair.units)}"
            elif pair.units < 0:
                summary = f"{second} {signed(-pair.units)}"
            else:
                summary = self.tr("even")
            label = self.tr("{first} v {second}").format(first=first, second=second)
            if pair.boards:  # criss-cross: the hands that met head the pair, not each of its lines
                label += self.tr(" · hand {first} v hand {second}").format(first=pair.boards[0],
                                                                          second=pair.boards[1])
            item = QTreeWidgetItem([label, summary])
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for reason, line in zip(pair.reasons, pair_lines(pair), strict=True):
                child = QTreeWidgetItem([say(reason), ""])
                child.setToolTip(0, plain_tip(line))
                item.addChild(child)
            self.pairs.addTopLevelItem(item)
        if result.reasons:
            pool = QTreeWidgetItem([self.tr("Pool"), ""])
            for line in deal_lines(result.reasons):
                pool.addChild(QTreeWidgetItem([line, ""]))
            self.pairs.addTopLevelItem(pool)
            pool.setExpanded(True)

    def _update_review(self) -> None:
        """Review the hand shown (when asked to, and only while the panel can be seen)."""
        hand, rules = self._hand, self._rules
        if not self._show_review or hand is None or rules is None:
            self.review.hide()
            return
        if not self.isVisible():
            return  # showEvent reviews it
        reviews = self.reviewer.get(hand, rules)
        working, nothing, not_criss_cross = _muted_texts()
        if reviews is None:
            text, muted = working, True
        elif not reviews:
            text, muted = (not_criss_cross if rules.game.has_two_boards else nothing), True
        else:
            text, muted = "\n".join(reviews[name].describe() for name in hand.units if name in reviews), False
        palette = self.review.palette()
        role = QPalette.ColorRole.PlaceholderText if muted else QPalette.ColorRole.WindowText
        palette.setColor(QPalette.ColorRole.WindowText, self.palette().color(role))
        self.review.setPalette(palette)
        self.review.setText(text)
        self.review.show()

    def _reviewed(self, number: int) -> None:
        if self._hand is not None and self._hand.number == number:
            self._update_review()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._update_review()

    def _relayout_pairs(self, *_args: object) -> None:
        """The pair column changed width: wrapped lines need new heights."""
        self.pairs.doItemsLayout()

    def _fit_table(self) -> None:
        """Show every player without a scroll bar: the table is as tall as its rows."""
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.model.rowCount()))
        self.table.setFixedHeight(height)

    def expand_all(self) -> None:
        self.pairs.expandAll()
