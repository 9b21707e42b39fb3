"""Item models over the session: one hand's result and the standings (the hands played: ``history``).

Each model keeps a snapshot of what it shows and changes it only between the matching begin/end calls,
so views (and ``qtmodeltester``) always see consistent counts. Nothing here computes a score: units and
money come from the session and its hands.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from scorekeeper.night.session import Session
from scorekeeper.score.results import DealResult, PlayerResult, fmt, signed
from scorekeeper.words.reasons import foul_words, natural_name

from ..common.ink import error_colour
from ..common.locale_text import figures, money
from ..common.plain import plain_tip
from ..entry.words import list_words, row_word

UNITS_ROLE = Qt.ItemDataRole.UserRole + 1
"""Exact units (``Fraction``) of a cell."""
MONEY_ROLE = Qt.ItemDataRole.UserRole + 2
"""Exact money (``Decimal``) of a cell."""
PLAYER_ROLE = Qt.ItemDataRole.UserRole + 3
"""The player's name a row or column is about."""
HAND_ROLE = Qt.ItemDataRole.UserRole + 4
"""The hand number of a row."""
MARKS_ROLE = Qt.ItemDataRole.UserRole + 5
"""What stood out in a player's hand: a tuple of ``foul``, ``surrender``, ``natural``, ``fantasyland``."""
NEXT_DEALER_ROLE = Qt.ItemDataRole.UserRole + 6
"""True on the standings row of the player who deals the next hand."""
STAT_ROLE = Qt.ItemDataRole.UserRole + 7
"""The exact value behind a statistics cell (an int, a Fraction, a Decimal or a per-row mapping)."""
REVIEW_ROLE = Qt.ItemDataRole.UserRole + 8
"""A history cell's review: "P3: the best setting would have scored −3 instead of −13"; "" when the player
was not reviewed (surrender, natural, quick entry); None while the hand waits to be reviewed."""

Index = QModelIndex | QPersistentModelIndex
_ALIGN_NUMBER = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_log = logging.getLogger(__name__)


class SafeTableModel(QAbstractTableModel):
    """Base of the app's table models: no exception ever escapes ``data()`` (a view would crash on it)."""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        try:
            value = self._data(index, role)
        except Exception:
            _log.exception("%s.data(%d, %d, role %d) failed", type(self).__name__, index.row(), index.column(), role)
            return None
        return plain_tip(value) if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str) else value

    def _data(self, index: Index, role: int) -> Any:
        raise NotImplementedError


class RowsModel(SafeTableModel):
    """A table of one record per row under fixed column headers."""

    HEADERS: tuple[str, ...] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
        if not (horizontal and 0 <= section < len(self.HEADERS)):
            return None
        return QCoreApplication.translate("ResultModels", self.HEADERS[section])


def _signed_colour(units: Fraction) -> QColor | None:
    return error_colour() if units < 0 else None


# -- one hand's result ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ResultRow:
    """One player's line of Last hand: units, money and the note (foul, natural, surrender)."""

    player: str
    units: Fraction
    money: Decimal
    note: str


def foul_text(p: PlayerResult) -> str:
    """Why a player fouled ("front Q-Q-7 beats middle Q-Q-6-5-4"); in criss-cross which hand it was."""
    reasons = []
    for i, b in enumerate(p.boards, 1):
        words = foul_words(b.foul_reason) if b.fouled else ""
        if words:
            reasons.append(QCoreApplication.translate("ResultModels", "hand {number} {reason}").format(
                number=i, reason=words))
        elif b.fouled:
            reasons.append(QCoreApplication.translate("ResultModels", "hand {number}").format(number=i))
    if reasons:
        return QCoreApplication.translate("ResultModels", "; ").join(reasons)
    return foul_words(p.foul_reason)


def result_note(result: DealResult, player: str) -> str:
    """What else the table should know about a player's hand: a foul, a surrender, royalties..."""
    p = result.players[player]
    notes: list[str] = []
    if p.surrendered:
        notes.append(QCoreApplication.translate("ResultModels", "surrendered"))
    if p.fouled:
        why = foul_text(p)
        notes.append(QCoreApplication.translate("ResultModels", "foul: {reason}").format(reason=why) if why
                     else QCoreApplication.translate("ResultModels", "foul"))
    if p.natural:
        notes.append(QCoreApplication.translate("ResultModels", "natural: {natural}").format(
            natural=natural_name(p.natural)))
    royalties = [QCoreApplication.translate("ResultModels", "{row} {units}").format(row=row_word(row), units=fmt(u))
                 for row, u in p.royalties.items() if u]
    if royalties:
        notes.append(QCoreApplication.translate("ResultModels", "royalties {rows}").format(rows=list_words(royalties)))
    fl = p.fantasyland
    if isinstance(fl, dict) and fl.get("next"):
        cards = fl.get("next_cards")
        notes.append(QCoreApplication.translate("ResultModels", "Fantasyland next hand ({count} cards)").format(
            count=cards) if cards else QCoreApplication.translate("ResultModels", "Fantasyland next hand"))
    return QCoreApplication.translate("ResultModels", "; ").join(notes)


class ResultModel(RowsModel):
    """Each player's units, money and notes for one hand."""

    HEADERS = (str(QT_TRANSLATE_NOOP("ResultModels", "Player")), str(QT_TRANSLATE_NOOP("ResultModels", "Units")),
               str(QT_TRANSLATE_NOOP("ResultModels", "Money")), str(QT_TRANSLATE_NOOP("ResultModels", "Notes")))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[ResultRow] = []
        self._currency = "USD"

    def set_rows(self, rows: Sequence[ResultRow], currency: str) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._currency = currency
        self.endResetModel()

    def _data(self, index: Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = self._rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (row.player, figures(signed(row.units) or "0"), money(row.money, self._currency), row.note)[column]
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


# -- the standings ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class StandingRow:
    """One player's line of the standings: place, units, money, and whether they deal next."""

    rank: int
    player: str
    units: Fraction
    money: Decimal
    deals_next: bool


def _standing_rows(session: Session | None) -> list[StandingRow]:
    if session is None:
        return []
    dealer = session.next_dealer()
    return [StandingRow(s.rank, s.player, s.units, s.money, s.player == dealer) for s in session.standings()]


class StandingsModel(RowsModel):
    """Players best first: rank, name, units and money over the session, and who deals the next hand."""

    HEADERS = ("#", str(QT_TRANSLATE_NOOP("ResultModels", "Player")), str(QT_TRANSLATE_NOOP("ResultModels", "Units")),
               str(QT_TRANSLATE_NOOP("ResultModels", "Money")), str(QT_TRANSLATE_NOOP("ResultModels", "Next hand")))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._session: Session | None = None
        self._rows: list[StandingRow] = []
        self._currency = "USD"

    def set_session(self, session: Session | None) -> None:
        self.beginResetModel()
        self._session = session
        self._rows = _standing_rows(session)
        if session is not None:
            self._currency = session.currency
        self.endResetModel()

    def refresh(self) -> None:
        """Follow a change of the session: the same players, so every cell may change but no row comes or goes."""
        rows = _standing_rows(self._session)
        if len(rows) != len(self._rows):
            self.set_session(self._session)
            return
        self._rows = rows
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, len(self.HEADERS) - 1),
                                  [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole,
                                   Qt.ItemDataRole.FontRole, UNITS_ROLE, MONEY_ROLE, PLAYER_ROLE,
                                   NEXT_DEALER_ROLE])

    def _data(self, index: Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (str(row.rank), row.player, figures(signed(row.units) or "0"), money(row.money, self._currency),
                    QCoreApplication.translate("ResultModels", "deals") if row.deals_next else "")[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == 4 and row.deals_next:
            return QCoreApplication.translate("ResultModels", "{player} deals the next hand").format(player=row.player)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2, 3):
            return _ALIGN_NUMBER
        if role == Qt.ItemDataRole.ForegroundRole and column in (2, 3):
            return _signed_colour(row.units)
        if role == Qt.ItemDataRole.FontRole and column == 4 and row.deals_next:
            font = QFont()
            font.setBold(True)
            return font
        if role == UNITS_ROLE:
            return row.units
        if role == MONEY_ROLE:
            return row.money
        if role == PLAYER_ROLE:
            return row.player
        if role == NEXT_DEALER_ROLE:
            return row.deals_next
        return None
