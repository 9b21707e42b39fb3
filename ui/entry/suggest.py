"""Suggest: one player's 13 cards, typed into any rows in any order, put in the solver's best setting.

The setting comes from ``scorekeeper.solver.search.solve``; filling it in is a ``RowsCommand`` on the document's
undo stack, so one Ctrl+Z puts the rows back exactly as they were. Loading numpy and the solver's tables
takes about 0.4 s: a worker thread does it once the session page has been idle a moment (``warm_up``; each
edit of the entry puts it off, so it never competes with typing), so the first Suggest answers as fast as
every later one (about a millisecond).
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from scorekeeper.errors import ScorekeeperError
from scorekeeper.read.cards import format_cards
from scorekeeper.rules import RuleSet

from ..session.commands import RowsCommand, Texts
from ..session.document import SessionDocument
from .player_entry import PlayerEntry

WARM_UP_MS = 400
"""How long the session page waits, idle (no edit of the entry), before the solver loads in the background."""
WARM_UP_HAND = "As Ks Qs Js Ts 9h 8h 7h 6h 5d 4d 3c 2c"
STATUS_MS = 15000
"""How long the status bar explains a suggestion (the player's header keeps it in its tooltip)."""

if TYPE_CHECKING:  # the solver (numpy and its tables) loads on the first Suggest, not at launch
    from scorekeeper.solver.search import Setting


class SuggestSeats(Protocol):
    """What Suggest needs of the entry: the rules, the seats' boxes, whose setting it would suggest."""

    @property
    def rules(self) -> RuleSet: ...

    def seat(self, title: str) -> PlayerEntry | None: ...

    def suggest_player(self) -> PlayerEntry | None: ...

    def is_quick(self) -> bool: ...


def _signed_units(amount: float) -> str:
    text = f"{amount:+.2f}"
    return text.replace("-", "−") if not text.endswith("0.00") else "0.00"


def explain(setting: Setting) -> tuple[str, str]:
    """What a suggested setting is worth, in a few words for the player's header, and in a sentence why."""
    worth = _signed_units(setting.expected_units)
    return (QCoreApplication.translate("Suggestions", "worth {units} units per opponent").format(units=worth),
            QCoreApplication.translate("Suggestions", "worth {units} units against each opponent on average. "
                                       "{why}").format(units=worth, why=setting.why))


class Suggestions(QObject):
    """The Suggest action: which player it is for, and filling the rows in undoably.

    It speaks through signals the window shows: ``status`` (a message, for how many milliseconds),
    ``statusGone`` (a message of its own that is no longer true) and ``entryError``.
    """

    status = Signal(str, int)
    statusGone = Signal(str)
    entryError = Signal(str)

    def __init__(self, document: SessionDocument, entry: SuggestSeats, action: QAction, parent: QObject) -> None:
        super().__init__(parent)
        self.document = document
        self.entry = entry
        self.action = action
        self.last_seconds: float | None = None
        """How long the last solve took (the first one of a run loads numpy and the tables)."""
        self._message: tuple[str, str] | None = None
        """The status bar's explanation of a suggestion and whose it is, until the rows change."""
        self.warmed = threading.Event()
        """Set once the solver (numpy, its tables, the session's row tables) is loaded."""
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(WARM_UP_MS)
        self._idle.timeout.connect(self.warm_up)
        self._idle.start()

    def put_off_warm_up(self) -> None:
        """The entry was edited: load the solver only once typing pauses (a loading thread would hold the GIL
        between keystrokes)."""
        if self._idle.isActive():
            self._idle.start()

    def warm_up(self) -> None:
        """Load the solver in a worker thread, as the first Suggest would (it takes no lock the window waits on)."""
        self._idle.stop()
        threading.Thread(target=_load_solver, args=(self.entry.rules, self.warmed), name="solver-warm-up",
                         daemon=True).start()

    def update_action(self) -> None:
        """Enable Suggest when a player's 13 cards are in, and say whose setting it will suggest."""
        player = self.entry.suggest_player() if self.document.session is not None else None
        action = self.action
        action.setEnabled(player is not None and not self.entry.is_quick())
        action.setText(self.tr("Su&ggest {player}'s setting").format(player=player.title) if player is not None
                       else self.tr("Su&ggest a setting"))

    def suggest(self, name: str | None = None) -> bool:
        """Fill a box's rows (default: the one ``suggest_player`` names) with the best setting.

        ``name`` is the box's title: the player's name, or in criss-cross "Ann · hand 1".
        """
        entry = self.entry
        player = entry.seat(name) if name else entry.suggest_player()
        if self.document.session is None or player is None:
            return False
        blocker = player.suggest_blocker()
        if blocker:
            self.status.emit(self.tr("No suggestion for {player} yet: {blocker}").format(
                player=player.title, blocker=blocker), 8000)
            return False
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            start = time.perf_counter()
            from scorekeeper.solver.search import solve  # the solver and its tables load on the first Suggest

            setting = solve(player.cards(), entry.rules)[0]
            self.last_seconds = time.perf_counter() - start
        except ScorekeeperError as e:
            self.entryError.emit(self.tr("{player}: {error}").format(player=player.title, error=e))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        after: Texts = tuple(format_cards(cards) for cards in (setting.front, setting.middle, setting.back))
        note = explain(setting)
        if _same_rows(player, setting):
            player.set_rows(player.row_texts(), note)
            self._say(player.title, self.tr("{player}'s rows are already the best setting, {why}").format(
                player=player.title, why=note[1]))
            return True
        before = player.row_texts()
        seat_name = player.title

        def read() -> Texts | None:
            found = entry.seat(seat_name)
            return found.row_texts() if found is not None else None

        def write(texts: Texts, done: bool) -> None:
            found = entry.seat(seat_name)
            if found is not None:
                found.set_rows(texts, note if done else None)

        self.document.undo_stack.push(RowsCommand(
            self.tr("Suggest {player}'s setting").format(player=seat_name), read, write, before, after,
            lambda message: self.status.emit(message, 8000)))
        self._say(seat_name, self.tr("{player}'s suggested setting is {why}").format(player=seat_name, why=note[1]))
        return True

    def _say(self, name: str, message: str) -> None:
        self.status.emit(message, STATUS_MS)
        self._message = (name, message)

    def forget_message(self) -> None:
        """A suggestion's explanation leaves the status bar once its rows are changed, or scored."""
        if self._message is None:
            return
        name, message = self._message
        player = self.entry.seat(name)
        if player is None or player.suggestion() is None:
            self._message = None
            self.statusGone.emit(message)


def _load_solver(rules: RuleSet, done: threading.Event) -> None:
    """Solve one hand under ``rules``: numpy, the tables and these rules' row tables are then loaded."""
    from scorekeeper.solver.search import solve

    try:
        solve(WARM_UP_HAND, rules)
    except ScorekeeperError:
        pass  # a game the solver does not set (its first Suggest says so): numpy and the tables are loaded
    finally:
        done.set()


def _same_rows(player: PlayerEntry, setting: Setting) -> bool:
    """The rows already hold the setting's cards (in whatever order within each row)."""
    rows = player.rows
    return all(sorted(map(str, rows[row].cards)) == sorted(map(str, cards)) and not rows[row].bad_tokens
               for row, cards in setting.rows.items())
