"""Item models over the session: one hand's result, the hands played, and the standings.

Each model keeps a snapshot of what it shows and changes it only between the matching begin/end calls,
so views (and ``qtmodeltester``) always see consistent counts. Nothing here computes a score: units and
money come from the session and its hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from scorekeeper.naturals import NATURAL_NAMES
from scorekeeper.scoring import DealResult, fmt, signed
from scorekeeper.session import Change, Session
from scorekeeper.settle import format_money

from ui.card_widget import ERROR

UNITS_ROLE = Qt.ItemDataRole.UserRole + 1
"""Exact units (``Fraction``) of a cell."""
MONEY_ROLE = Qt.ItemDataRole.UserRole + 2
"""Exact money (``Decimal``) of a cell."""
PLAYER_ROLE = Qt.ItemDataRole.UserRole + 3
"""The player's name a row or column is about."""
HAND_ROLE = Qt.ItemDataRole.UserRole + 4
"""The hand number of a row."""

Index = QModelIndex | QPersistentModelIndex
_ALIGN_NUMBER = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LOSS = QColor(ERROR)


def _signed_colour(units: Fraction) -> QColor | None:
    return _LOSS if units < 0 else None


# -- one hand's result ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ResultRow:
    player: str
    units: Fraction
    money: Decimal
    note: str


def result_note(result: DealResult, player: str) -> str:
    """What else the table should know about a player's hand: a foul, a surrender, royalties..."""
    p = result.players[player]
    notes: list[str] = []
    if p.surrendered:
        notes.append("surrendered")
    if p.fouled:
        notes.append(f"foul: {p.foul_reason}" if p.foul_reason and p.foul_reason != "fouled" else "foul")
    if p.natural:
        notes.append(f"natural: {NATURAL_NAMES[p.natural]}")
    royalties = [f"{row} {fmt(u)}" for row, u in p.royalties.items() if u]
    if royalties:
        notes.append("royalties " + ", ".join(royalties))
    fl = p.fantasyland
    if isinstance(fl, dict) and fl.get("next"):
        cards = fl.get("next_cards")
        notes.append(f"Fantasyland next hand ({cards} cards)" if cards else "Fantasyland next hand")
    return "; ".join(notes)


class ResultModel(QAbstractTableModel):
    """Each player's units, money and notes for one hand."""

    HEADERS = ("Player", "Units", "Money", "Notes")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[ResultRow] = []
        self._currency = "USD"

    def set_rows(self, rows: Sequence[ResultRow], currency: str) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._currency = currency
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
        return self.HEADERS[section] if horizontal and 0 <= section < len(self.HEADERS) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        try:
            return self._data(index, role)
        except Exception:
            return None

    def _data(self, index: Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = self._rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (row.player, signed(row.units) or "0", format_money(row.money, self._currency), row.note)[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == 3 and row.note:
            return row.note
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (1, 2):
            return _ALIGN_NUMBER
        if role == Qt.ItemDataRole.ForegroundRole and column in (1, 2):
            return _signed_colour(row.units)
        if role == UNITS_ROLE:
            return row.units
        if role == MONEY_ROLE:
            return row.money
        if role == PLAYER_ROLE:
            return row.player
        return None


# -- the hands of the session ------------------------------------------------------------------------


@dataclass(frozen=True)
class HandRow:
    number: int
    dealer: str
    units: dict[str, Fraction]
    money: dict[str, Decimal]


def _hand_rows(session: Session) -> list[HandRow]:
    return [HandRow(h.number, h.dealer, dict(h.units), {p: h.money(p) for p in session.players})
            for h in session.hands]


class HandsModel(QAbstractTableModel):
    """One row per hand: its number, dealer and every player's units (money in the tooltip)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._session: Session | None = None
        self._players: tuple[str, ...] = ()
        self._rows: list[HandRow] = []

    def set_session(self, session: Session | None) -> None:
        self.beginResetModel()
        self._session = session
        self._players = session.players if session is not None else ()
        self._rows = _hand_rows(session) if session is not None else []
        self.endResetModel()

    def apply(self, change: Change) -> None:
        """Follow one session operation: insert or remove the row it touched, else refresh."""
        session = self._session
        if session is None:
            return
        fresh = _hand_rows(session)
        if change.kind == "add" and len(fresh) == len(self._rows) + 1:
            row = change.hands[0] - 1
            self.beginInsertRows(QModelIndex(), row, row)
            self._rows = fresh
            self.endInsertRows()
        elif change.kind == "delete" and len(fresh) == len(self._rows) - 1:
            row = change.hands[0] - 1
            self.beginRemoveRows(QModelIndex(), row, row)
            self._rows = fresh
            self.endRemoveRows()
        else:
            self._rows = fresh
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self.columnCount() - 1),
                                  [Qt.ItemDataRole.DisplayRole, UNITS_ROLE, MONEY_ROLE])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else 2 + len(self._players)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        headers = ("Hand", "Dealer", *self._players)
        return headers[section] if 0 <= section < len(headers) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        try:
            return self._data(index, role)
        except Exception:
            return None

    def _data(self, index: Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = self._rows[index.row()], index.column()
        player = self._players[column - 2] if column >= 2 else None
        if role == HAND_ROLE:
            return row.number
        if player is None:
            if role == Qt.ItemDataRole.DisplayRole:
                return str(row.number) if column == 0 else row.dealer
            return None
        units = row.units.get(player, Fraction(0))
        if role == Qt.ItemDataRole.DisplayRole:
            return signed(units) or "0"
        if role == Qt.ItemDataRole.ToolTipRole and self._session is not None:
            return f"{player}: {format_money(row.money[player], self._session.currency)}"
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _ALIGN_NUMBER
        if role == Qt.ItemDataRole.ForegroundRole:
            return _signed_colour(units)
        if role == UNITS_ROLE:
            return units
        if role == MONEY_ROLE:
            return row.money[player]
        if role == PLAYER_ROLE:
            return player
        return None


# -- the standings ---------------------------------------------------------------------------------


class StandingsModel(QAbstractTableModel):
    """Players best first: rank, name, units and money over the session."""

    HEADERS = ("#", "Player", "Units", "Money")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, str, Fraction, Decimal]] = []
        self._currency = "USD"

    def set_session(self, session: Session | None) -> None:
        self.beginResetModel()
        if session is None:
            self._rows = []
        else:
            self._rows = [(s.rank, s.player, s.units, s.money) for s in session.standings()]
            self._currency = session.currency
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
        return self.HEADERS[section] if horizontal and 0 <= section < len(self.HEADERS) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        try:
            return self._data(index, role)
        except Exception:
            return None

    def _data(self, index: Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        rank, player, units, money = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (str(rank), player, signed(units) or "0", format_money(money, self._currency))[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2, 3):
            return _ALIGN_NUMBER
        if role == Qt.ItemDataRole.ForegroundRole and column in (2, 3):
            return _signed_colour(units)
        if role == UNITS_ROLE:
            return units
        if role == MONEY_ROLE:
            return money
        if role == PLAYER_ROLE:
            return player
        return None
