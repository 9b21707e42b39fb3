"""The session's history: one row per hand (number, dealer, every player's units, what stood out), to correct or delete.

The model follows each ``SessionChange`` precisely: an added hand is one ``beginInsertRows``, a deleted
one ``beginRemoveRows``, and only the hands the change renumbered or re-scored get a ``dataChanged``.
What stood out in a hand (a foul, a surrender, a natural) needs the hand's full result, so it is read
only for the rows a view asks about, and kept until that hand changes. So is the review ("Show best
settings": what each player's best setting would have scored), which ``HandReviews`` works out a hand
at a time after the view has asked.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.night.hands import Hand
from scorekeeper.night.session import Session
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import signed

from ..common.ink import error_colour, marked_fill
from ..common.locale_text import money as money_text
from ..common.plain import plain_tip
from ..session.changes import SessionChange
from .hand_reviews import HandReviews, Reviews
from .marks import MARK_TAGS, Marks, hand_marks
from .models import (
    HAND_ROLE,
    MARKS_ROLE,
    MONEY_ROLE,
    PLAYER_ROLE,
    REVIEW_ROLE,
    UNITS_ROLE,
    SafeTableModel,
)

Index = QModelIndex | QPersistentModelIndex

_ALIGN_NUMBER = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_CHANGED_ROLES = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.ForegroundRole,
                  Qt.ItemDataRole.BackgroundRole, HAND_ROLE, UNITS_ROLE, MONEY_ROLE, MARKS_ROLE, REVIEW_ROLE]
_REVIEW_ROLES = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, REVIEW_ROLE]


def _spans(rows: Iterable[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as (first, last) runs of consecutive rows."""
    out: list[tuple[int, int]] = []
    for row in sorted(set(rows)):
        if out and row == out[-1][1] + 1:
            out[-1] = (out[-1][0], row)
        else:
            out.append((row, row))
    return out


class HistoryModel(SafeTableModel):
    """One row per hand: ``Hand``, ``Dealer``, then each player's units with what stood out (``−18 foul``)."""

    def __init__(self, parent: Any = None, reviews: HandReviews | None = None) -> None:
        super().__init__(parent)
        self._session: Session | None = None
        self._players: tuple[str, ...] = ()
        self._hands: list[Hand] = []
        self._marks: list[tuple[Marks, dict[str, str]] | None] = []
        self._reviews: list[Reviews | None] = []
        self._show_review = False
        self.reviewer = reviews if reviews is not None else HandReviews(self)
        self.reviewer.reviewed.connect(self._reviewed)

    def set_session(self, session: Session | None) -> None:
        self.beginResetModel()
        self._session = session
        self._players = session.players if session is not None else ()
        self._hands = list(session.hands) if session is not None else []
        self._marks = [None] * len(self._hands)
        self._reviews = [None] * len(self._hands)
        self.endResetModel()

    def session(self) -> Session | None:
        return self._session

    def apply(self, change: SessionChange) -> None:
        """Follow one session operation: insert or remove the row it touched, update the rows it changed."""
        session = self._session
        if session is None:
            return
        count = session.hand_count
        hands = change.core.hands
        first = hands[0] - 1 if hands else 0
        if change.hand_added and hands and count == len(self._hands) + 1:
            self.beginInsertRows(QModelIndex(), first, first)
            self._hands.insert(first, session.hand(first + 1))
            self._marks.insert(first, None)
            self._reviews.insert(first, None)
            self.endInsertRows()
            self._update(range(first + 1, count))  # renumbered, perhaps re-scored
        elif change.hand_removed and hands and count == len(self._hands) - 1:
            self.beginRemoveRows(QModelIndex(), first, first)
            del self._hands[first]
            del self._marks[first]
            del self._reviews[first]
            self.endRemoveRows()
            self._update(range(first, count))
        elif change.hand_replaced and count == len(self._hands):
            self._update(h - 1 for h in hands if 1 <= h <= count)
        elif change.rules and count == len(self._hands):
            self._update(range(count))  # a foul or a natural may read differently under other rules
        elif not (change.unit_value or change.name) or count != len(self._hands):
            self.set_session(session)

    def _update(self, rows: Iterable[int]) -> None:
        session = self._session
        assert session is not None
        changed = list(rows)
        for row in changed:
            self._hands[row] = session.hand(row + 1)
            self._marks[row] = None
            self._reviews[row] = None
        last_column = self.columnCount() - 1
        for top, bottom in _spans(changed):
            self.dataChanged.emit(self.index(top, 0), self.index(bottom, last_column), _CHANGED_ROLES)

    def hand_number(self, row: int) -> int | None:
        return self._hands[row].number if 0 <= row < len(self._hands) else None

    def marks(self, row: int) -> tuple[Marks, dict[str, str]]:
        """What stood out in the hand of a row, worked out from its result the first time it is asked."""
        known = self._marks[row]
        if known is None:
            known = self._marks[row] = hand_marks(self._hands[row])
        return known

    def set_show_review(self, on: bool) -> None:
        """Show after each player's units what the best setting would have scored (``−13 → −3``)."""
        if on == self._show_review:
            return
        self._show_review = on
        if not on:
            self.reviewer.cancel()
        if self._hands and self._players:
            self.dataChanged.emit(self.index(0, 2), self.index(len(self._hands) - 1, self.columnCount() - 1),
                                  _REVIEW_ROLES)

    def show_review(self) -> bool:
        return self._show_review

    def review(self, row: int) -> Reviews | None:
        """The reviews of a row's hand by player, or None while the hand waits to be reviewed."""
        known = self._reviews[row]
        if known is None and self._session is not None:
            known = self._reviews[row] = self.reviewer.get(self._hands[row], self._session.rules)
        return known

    def _reviewed(self, number: int) -> None:
        row = number - 1
        if 0 <= row < len(self._hands) and self._hands[row].number == number and self._reviews[row] is None:
            self.dataChanged.emit(self.index(row, 2), self.index(row, self.columnCount() - 1), _REVIEW_ROLES)

    def _review_text(self, row: int, player: str) -> str | None:
        """The player's review sentence; "" when not reviewed (surrender, natural...), None while waiting."""
        reviews = self.review(row)
        if reviews is None:
            return None
        review = reviews.get(player)
        return review.describe() if review is not None else ""

    # -- Qt's model interface -------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._hands)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else 2 + len(self._players)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        headers = (QCoreApplication.translate("History", "Hand"), QCoreApplication.translate("History", "Dealer"),
                   *self._players)
        if not 0 <= section < len(headers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return headers[section]
        if role == Qt.ItemDataRole.ToolTipRole and section >= 2:
            return plain_tip(QCoreApplication.translate("History", "{player}'s units each hand").format(
                player=headers[section]))
        return None

    def _data(self, index: Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._hands):
            return None
        hand, column = self._hands[index.row()], index.column()
        if role == HAND_ROLE:
            return hand.number
        if column < 2:
            if role == Qt.ItemDataRole.DisplayRole:
                return str(hand.number) if column == 0 else hand.dealer
            if role == Qt.ItemDataRole.TextAlignmentRole and column == 0:
                return _ALIGN_NUMBER
            if role == Qt.ItemDataRole.ToolTipRole:
                return QCoreApplication.translate("History", "Hand {number}, dealt by {dealer}: double-click to "
                                                  "correct it").format(number=hand.number, dealer=hand.dealer)
            return None
        player = self._players[column - 2]
        units = hand.units.get(player, Fraction(0))
        if role == Qt.ItemDataRole.DisplayRole:
            best = self._best(index.row(), player)
            if best:  # "−18 → +2": a foul stays marked by its background, and named in the tooltip
                return f"{signed(units) or '0'}{best}"
            tags = " ".join(QCoreApplication.translate("History", MARK_TAGS[m])
                            for m in self.marks(index.row())[0].get(player, ()))
            return f"{signed(units) or '0'} {tags}".rstrip()
        if role == Qt.ItemDataRole.ToolTipRole and self._session is not None:
            note = self.marks(index.row())[1].get(player)
            money = money_text(hand.money(player), self._session.currency)
            text = QCoreApplication.translate("History", "{player}: {units} units ({money})").format(
                player=player, units=signed(units) or "0", money=money)
            if note:
                text += QCoreApplication.translate("History", "; ") + note
            if self._show_review:
                review = self._review_text(index.row(), player)
                if review is None:
                    text += "\n" + QCoreApplication.translate("History", "Working out the best setting…")
                elif review:
                    text += "\n" + review
            return text
        if role == REVIEW_ROLE:
            return self._review_text(index.row(), player)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _ALIGN_NUMBER
        if role == Qt.ItemDataRole.ForegroundRole:
            return error_colour() if units < 0 else None
        if role == Qt.ItemDataRole.BackgroundRole:
            return marked_fill() if {"foul", "surrender"} & set(self.marks(index.row())[0].get(player, ())) else None
        if role == UNITS_ROLE:
            return units
        if role == MONEY_ROLE:
            return hand.money(player)
        if role == PLAYER_ROLE:
            return player
        if role == MARKS_ROLE:
            return self.marks(index.row())[0].get(player, ())
        return None

    def _best(self, row: int, player: str) -> str | None:
        """`` → −3`` after the units when the best setting would have scored otherwise."""
        if not self._show_review:
            return None
        reviews = self.review(row)
        if reviews is None:
            return None  # being worked out: it follows in a moment
        review = reviews.get(player)
        return f" → {signed(review.best_units) or '0'}" if review is not None and not review.same_setting else None


class HistoryView(QWidget):
    """The history table with its two actions: correct the selected hand, delete it (both undoable)."""

    correctRequested = Signal(int)
    selectionChanged = Signal()

    def __init__(self, model: HistoryModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyView")
        self.model = model
        self._rules: RuleSet | None = None
        self.table = QTableView(self)
        self.table.setObjectName("historyTable")
        self.table.setAccessibleName(self.tr("History"))
        self.table.setAccessibleDescription(self.tr("Every hand of the night, one line each"))
        self.table.setModel(model)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 10)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(44)
        self.table.activated.connect(self._activated)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.selectionChanged.emit())
        model.rowsInserted.connect(self._scroll_to_new)
        model.modelReset.connect(self._fit_columns)

        self.legend = QLabel(self.tr("Double-click a hand to correct it."), self)
        self.legend.setObjectName("historyLegend")
        self.legend.setWordWrap(True)
        muted = self.legend.palette()
        muted.setColor(QPalette.ColorRole.WindowText, muted.color(QPalette.ColorRole.PlaceholderText))
        self.legend.setPalette(muted)
        self._buttons = QHBoxLayout()
        self._buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.legend)
        layout.addLayout(self._buttons)

    def set_rules(self, rules: RuleSet) -> None:
        """Explain the marks these rules can produce under the table."""
        self._rules = rules
        marks = []
        if rules.surrender:
            marks.append(self.tr("surr. = surrendered"))
        if rules.naturals:
            marks.append(self.tr("nat. = declared a natural"))
        if rules.fantasyland:
            marks.append(self.tr("FL = played in Fantasyland"))
        if self.model.show_review():
            marks.append(self.tr("−13 → −3: the best setting of the same cards would have scored −3"))
        self.legend.setText(" · ".join([self.tr("Double-click a hand to correct it"), *marks]))

    def set_show_review(self, on: bool) -> None:
        """Show or hide the best settings in the table, and say so under it."""
        self.model.set_show_review(on)
        if self._rules is not None:
            self.set_rules(self._rules)

    def add_action(self, action: QAction) -> None:
        """Offer an action as a button under the table and in the table's context menu."""
        button = QToolButton(self)
        button.setObjectName(action.objectName().replace("action", "button", 1))
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._buttons.addWidget(button)
        self.table.addAction(action)

    def add_toggle(self, action: QAction, name: str) -> None:
        """Offer a checkable action as a button at the left end, under the table."""
        button = QToolButton(self)
        button.setObjectName(name)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._buttons.insertWidget(0, button)

    def selected_number(self) -> int | None:
        """The number of the selected hand, if one is selected."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.hand_number(rows[0].row()) if rows else None

    def select_hand(self, number: int) -> None:
        index = self.model.index(number - 1, 0)
        if index.isValid():
            self.table.selectRow(index.row())
            self.table.scrollTo(index)

    def _fit_columns(self) -> None:
        """Hand and dealer as wide as they need; the players share the rest."""
        header = self.table.horizontalHeader()
        for column in (0, 1):
            if column < self.model.columnCount():
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def _activated(self, index: QModelIndex) -> None:
        number = self.model.hand_number(index.row())
        if number is not None:
            self.correctRequested.emit(number)

    def _scroll_to_new(self, _parent: QModelIndex, _first: int, last: int) -> None:
        if last == self.model.rowCount() - 1:
            self.table.scrollToBottom()
