"""The result of a hand: each player's units and money, and every pair's settlement explained line by line."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.scoring import signed
from scorekeeper.session import Hand

from ui.models import ResultModel, ResultRow, result_note


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
        margin = self._view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) * 2 + 8
        width = self._view.columnWidth(0) - margin - self._view.indentation() * (depth + 1)
        if width <= 0:
            return hint
        bounds = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, str(text))
        return QSize(hint.width(), max(hint.height(), bounds.height() + 4))


class ResultPanel(QWidget):
    """Shows one scored hand; expand a pair to read why each unit moved."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPanel")
        self.title = QLabel("No hand scored yet", self)
        self.title.setObjectName("resultTitle")
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)

        self.model = ResultModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("resultTable")
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
        self.pairs.setHeaderLabels(["Pair", "Units"])
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

        hint = QLabel("Expand a pair to see why each unit moved.", self)
        hint.setObjectName("pairHint")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(hint)
        layout.addWidget(self.pairs, 1)

    def show_hand(self, hand: Hand | None, currency: str) -> None:
        """Show a scored hand of the session (None clears the panel)."""
        self.pairs.clear()
        if hand is None:
            self.title.setText("No hand scored yet")
            self.model.set_rows([], currency)
            return
        result = hand.result
        self.title.setText(f"Hand {hand.number} · dealt by {hand.dealer}")
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
                summary = "even"
            item = QTreeWidgetItem([f"{first} v {second}", summary])
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for line in pair.lines:
                child = QTreeWidgetItem([line, ""])
                child.setToolTip(0, line)
                item.addChild(child)
            self.pairs.addTopLevelItem(item)
        if result.lines:
            pool = QTreeWidgetItem(["Pool", ""])
            for line in result.lines:
                pool.addChild(QTreeWidgetItem([line, ""]))
            self.pairs.addTopLevelItem(pool)
            pool.setExpanded(True)

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
