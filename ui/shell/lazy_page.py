"""The session page's parts as the main window's own attributes (``window.entry``), the page built on first use.

Only the types are named here: the entry's and the scoreboard's modules load with the page, not with the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QTabWidget

    from ..entry.correction import Correction
    from ..entry.hand_entry import HandEntry
    from ..entry.score_checks import ScoreChecks
    from ..entry.session_follow import EntryFollowsSession
    from ..entry.suggest import Suggestions
    from ..phones.mode import TableMode
    from ..results.history import HistoryView
    from ..results.result_panel import ResultPanel
    from ..results.scoreboard import Scoreboard

Part = TypeVar("Part")


class OnPage(Generic[Part]):
    """One part of the session page, reached through the window: reaching it builds the page."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, window: Any, owner: type | None = None) -> Part:
        part: Part = getattr(window.page, self.name)
        return part


class PageParts:
    """What the window wires of the session page, by the page's own names (tests find widgets by name instead)."""

    entry: OnPage[HandEntry] = OnPage()
    entry_error: OnPage[QLabel] = OnPage()
    scoreboard: OnPage[Scoreboard] = OnPage()
    history: OnPage[HistoryView] = OnPage()
    result: OnPage[ResultPanel] = OnPage()
    tabs: OnPage[QTabWidget] = OnPage()
    correction: OnPage[Correction] = OnPage()
    follower: OnPage[EntryFollowsSession] = OnPage()
    score_checks: OnPage[ScoreChecks] = OnPage()
    table: OnPage[TableMode] = OnPage()
    suggestions: OnPage[Suggestions] = OnPage()
