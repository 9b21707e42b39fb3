"""Table mode in the main window: start and stop the server, follow the session's hands, fill the entry.

The laptop shows only each seat's progress until every phone seat is ready; then the hand is loaded into
the normal entry view (where the host may correct anything) and, when the option is on, scored at once.
A seat may be entered at the laptop instead: its box in the entry is typed as usual.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ..entry.correction import Correction
from ..entry.hand_entry import HandEntry
from ..session.document import SessionDocument
from .seats import auto_score, lan_address, load_keys, save_keys, set_auto_score

if TYPE_CHECKING:  # the table, the server and the QR codes load only when table mode is turned on
    from .server import TableServer
    from .view import TablePanel


class TableMode(QObject):
    """The window's table mode: on while the server listens, off otherwise (``action`` is its menu item)."""

    scored = Signal(float)
    """A hand was scored from the phones: seconds from the last Ready to the hand in the session."""
    status = Signal(str, int)
    """A message for the status bar, and for how many milliseconds."""
    scoreRequested = Signal()
    """Every phone is ready and auto-score is on: score the hand in the entry."""

    def __init__(self, document: SessionDocument, entry: HandEntry, correction: Correction, action: QAction,
                 window: QMainWindow) -> None:
        super().__init__(window)
        self.document = document
        self.entry = entry
        self.correction = correction
        self.action = action
        self.window = window
        self.server: TableServer | None = None
        self.dock: QDockWidget | None = None
        self.panel: TablePanel | None = None
        self.auto_score = auto_score()
        self.session_id: int | None = None
        self.loaded: dict[str, object] | None = None
        self.ready_at: float | None = None
        self.refusals = 0
        self.last_ready_to_scored: float | None = None
        self.problem: str | None = None
        """Why table mode last failed to start (shown in the status bar), or None."""

    def is_on(self) -> bool:
        return self.server is not None and self.server.is_on()

    def set_on(self, on: bool) -> bool:
        """Turn table mode on or off (the Hand menu's checkable action); False, with the reason shown, if not."""
        if on:
            ok = self.start()
        else:
            self.stop()
            ok = True
        action = self.action
        if action.isChecked() != self.is_on():
            blocked = action.blockSignals(True)
            action.setChecked(self.is_on())
            action.blockSignals(blocked)
        return ok

    def start(self) -> bool:
        """Start the server for the open session; False, with the reason in the status bar and ``problem``."""
        self.problem = None
        session = self.document.session
        if session is None or session.store_id is None:
            return self._cannot(self.tr("Table mode needs an open session"), 8000)
        if session.rules.game == "criss_cross":
            return self._cannot(self.tr(
                "Table mode is not for criss-cross: each player sets two hands, so enter them at the laptop"), 10000)
        self.stop()
        self.auto_score = auto_score()
        names = list(session.players)
        keys = load_keys(session.store_id, names)
        try:  # the server's Qt modules load only now: an installation without one says so instead of doing nothing
            from .protocol import Table
            from .server import TableServer
        except ImportError as e:
            problem = f"{e.name or e} is missing from this installation"
            return self._cannot(self.tr("Table mode cannot start: {problem}").format(problem=problem), 10000)

        table = Table(names, session.rules, session.hand_count + 1)
        for seat in table.seats:
            seat.at_laptop = seat.name in self.document.fantasyland_next()  # more than 13 cards: typed at the laptop
        server = TableServer(table, keys, self)
        problem = server.start(lan_address())
        if problem:
            return self._cannot(self.tr("Table mode cannot start: {problem}").format(problem=problem), 10000)
        save_keys(session.store_id, keys)
        self.server, self.session_id, self.loaded = server, session.store_id, None
        server.seatChanged.connect(self._seat_changed)
        server.refused.connect(self._refused)
        self._show_panel(names)
        return True

    def _cannot(self, reason: str, ms: int) -> bool:
        self.problem = reason
        self.status.emit(reason, ms)
        return False

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server.deleteLater()
            self.server = None
        if self.dock is not None:
            self.window.removeDockWidget(self.dock)
            self.dock.deleteLater()
            self.dock = self.panel = None
        self.session_id = None

    def urls(self) -> list[tuple[str, str]]:
        """Each seat's name and the URL its phone opens (the ``table SEAT URL`` lines of FORMAT.md)."""
        if self.server is None:
            return []
        return [(name, self.server.seat_url(i)) for i, name in enumerate(self.server.names)]

    def _show_panel(self, names: list[str]) -> None:
        assert self.server is not None
        from .view import TablePanel

        panel = TablePanel(names, [url for _name, url in self.urls()], self.auto_score)
        for i, seat in enumerate(self.server.table.seats):
            panel.seats[i].at_laptop.setChecked(seat.at_laptop)
        panel.laptopToggled.connect(self._laptop_toggled)
        panel.autoScoreToggled.connect(self._auto_toggled)
        dock = QDockWidget(self.tr("Table mode: each player scans their own code"), self.window)
        dock.setObjectName("tableDock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        dock.setWidget(panel)
        self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        self.dock, self.panel = dock, panel
        self._update_panel()

    def _auto_toggled(self, on: bool) -> None:
        self.auto_score = on
        set_auto_score(on)
        self._check_all_ready()

    def _laptop_toggled(self, index: int, on: bool) -> None:
        if self.server is None:
            return
        seat = self.server.table.seats[index]
        seat.at_laptop = on
        self.server.send_seat(index)
        self._seat_changed(index)

    def _refused(self, message: str) -> None:
        self.refusals += 1
        if self.panel is not None:
            self.panel.show_refusal(self.refusals, message)

    def _update_panel(self) -> None:
        server, panel = self.server, self.panel
        if server is None or panel is None:
            return
        table = server.table
        counts = {s: sum(1 for seat in table.seats if seat.status() == s and not seat.at_laptop)
                  for s in ("waiting", "setting", "ready")}
        panel.summary.setText(self.tr("Hand {number}: {ready} ready, {setting} setting, {waiting} waiting · phones on "
                                      "the same Wi-Fi open their seat's code").format(
            number=table.hand, ready=counts["ready"], setting=counts["setting"], waiting=counts["waiting"]))
        for i, seat in enumerate(table.seats):
            panel.seats[i].set_status(seat.status(), server.connected(i), seat.at_laptop)

    def _seat_changed(self, _index: int) -> None:
        self._update_panel()
        self._check_all_ready()

    def _check_all_ready(self) -> None:
        """Every phone seat ready: the hand goes into the entry (no cards are shown before), then maybe scored."""
        server, entry = self.server, self.entry
        if server is None or self.document.session is None or self.correction.active() or not server.table.all_ready():
            self.ready_at = None
            return
        self.ready_at = self.ready_at or time.perf_counter()
        deal = entry.deal_json()
        phones = {seat.name: seat.entry_json() for seat in server.table.seats if not seat.at_laptop}
        deal["players"] = [phones.get(p["name"], p) for p in deal["players"]]
        if deal != self.loaded:
            entry.load_deal(deal)
            self.loaded = deal
        if self.auto_score and entry.is_complete():
            self.scoreRequested.emit()

    def sync(self) -> None:
        """The window's session or its hands changed: follow the session, start each new hand empty."""
        server, session = self.server, self.document.session
        if server is None:
            return
        if session is None or session.store_id != self.session_id:
            self.set_on(session is not None)  # another session: its own seats and secrets
            return
        server.table.rules = session.rules
        hand = session.hand_count + 1
        if hand != server.table.hand:
            if self.ready_at is not None and hand == server.table.hand + 1:
                self.last_ready_to_scored = time.perf_counter() - self.ready_at
                self.scored.emit(self.last_ready_to_scored)
            last = session.hands[-1].units if session.hand_count else {}
            server.table.new_hand(hand, {name: f"+{u}" if u > 0 else str(u) for name, u in last.items()})
            for seat in server.table.seats:
                seat.at_laptop = seat.name in self.document.fantasyland_next() or (
                    self.panel is not None and self.panel.seats[server.table.seats.index(seat)].at_laptop.isChecked())
            self.loaded, self.ready_at = None, None
            server.send_all()
            self._update_panel()
