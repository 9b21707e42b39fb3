"""Table mode in the main window: start and stop the server, follow the session's hands, fill the entry.

The laptop shows only each seat's progress until every phone seat is ready; then the hand is loaded into
the normal entry view (where the host may correct anything) and, when the option is on, scored at once.
A seat may be entered at the laptop instead: its box in the entry is typed as usual.

Each deal has an id (``LaptopSide.deal``) the phones send back with every message: a hand scored, taken
back or entered at the laptop, even while table mode is off, gets a new one, so no phone's old Ready or
rows count for it. The laptop's side of the deal (its id, the seats ticked "Enter at the laptop" and the
cards typed for them) is written to the preferences file on every change, so it survives the laptop being
killed, as the phones' side survives in each phone's page.

Once a hand is scored, every phone is shown it face-up (the server's ``set_session``), and again when the
laptop corrects it; when the laptop settles up, every phone and the table screen show the payments.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QWidget

from scorekeeper.game import DISCARDS, ROWS

from ..entry.correction import Correcting
from ..entry.words import list_words
from ..session.document import SessionDocument
from .seats import (
    LaptopSide,
    auto_score,
    lan_address,
    load_keys,
    load_laptop_side,
    save_keys,
    save_laptop_side,
    set_auto_score,
    typed_cards,
)

if TYPE_CHECKING:  # the table, the server and the QR codes load only when table mode is turned on
    from scorekeeper.night.session import Session
    from scorekeeper.read.deal import Deal

    from ..entry.player_entry import PlayerEntry
    from .server import TableServer
    from .view import TablePanel


class TableSeats(Protocol):
    """What table mode needs of the entry: its typed deal in and out, whether it is blank or complete, a player's
    box (its title, what it misses), its "Waiting for …" line, and the signal that it changed."""

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def summary(self) -> QLabel: ...

    def player(self, name: str) -> PlayerEntry: ...

    def is_blank(self) -> bool: ...

    def is_complete(self) -> bool: ...

    def deal(self) -> Deal: ...

    def load_deal(self, deal: Mapping[str, Any]) -> None: ...


class TableMode(QObject):
    """The window's table mode: on while the server listens, off otherwise (``action`` is its menu item)."""

    scored = Signal(float)
    """A hand was scored from the phones: seconds from the last Ready to the hand in the session."""
    status = Signal(str, int)
    """A message for the status bar, and for how many milliseconds."""
    scoreRequested = Signal()
    """Every phone is ready and auto-score is on: score the hand in the entry."""

    def __init__(self, document: SessionDocument, entry: TableSeats, correction: Correcting, action: QAction,
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
        self.side: LaptopSide | None = None
        self.seen: tuple[int, int] | None = None
        """The session and hand count last seen, on or off: a change means the deal is over."""
        self.told_said: list[str] = []
        self.shown: tuple[int, object] | None = None
        """The hand count and the latest hand the phones were last shown."""
        entry.changed.connect(self._entry_changed)
        document.changed.connect(self.sync)

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
        if session.rules.game.has_two_boards:
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

        hand = session.hand_count + 1
        side = load_laptop_side(session.store_id)
        if side is None or side.hand != hand:
            side = LaptopSide.fresh(hand, side.at_laptop if side is not None else ())
        table = Table(names, session.rules, hand, side.deal)
        for seat in table.seats:  # more than 13 cards (Fantasyland) or ticked: typed at the laptop
            seat.at_laptop = seat.name in self.document.fantasyland_next() or seat.name in side.at_laptop
        server = TableServer(table, keys, self)
        problem = server.start(lan_address())
        if problem:
            return self._cannot(self.tr("Table mode cannot start: {problem}").format(problem=problem), 10000)
        save_keys(session.store_id, keys)
        self.server, self.session_id, self.loaded, self.side = server, session.store_id, None, side
        self.seen = (session.store_id, session.hand_count)
        server.seatChanged.connect(self._seat_changed)
        server.refused.connect(self._refused)
        server.news.set_session(session, False, False)
        self.shown = self._latest(session)
        save_laptop_side(session.store_id, side)
        self._restore_typed(side)
        self._show_panel(names)
        self._save_side()
        return True

    @staticmethod
    def _latest(session: Session) -> tuple[int, object]:
        return session.hand_count, session.hands[-1] if session.hand_count else None

    def show_settle_up(self) -> None:
        """The laptop settles up: every phone and the table screen show who pays whom."""
        if self.server is not None:
            self.server.news.show_settle_up()

    def _cannot(self, reason: str, ms: int) -> bool:
        self.problem = reason
        self.status.emit(reason, ms)
        return False

    def _restore_typed(self, side: LaptopSide) -> None:
        """Put back the cards typed for the seats at the laptop, when the entry is still empty."""
        if not side.typed or not self.entry.is_blank() or self.correction.active():
            return
        deal = self.entry.deal().to_json()
        kept = {name: {"name": name, **{k: v for k, v in player.items() if (k in (*ROWS, DISCARDS,
                "natural") and isinstance(v, str)) or (k == "surrender" and v is True)}}
                for name, player in side.typed.items()}
        deal["players"] = [kept.get(p["name"], p) for p in deal["players"]]
        self.entry.load_deal(deal)

    def _save_side(self) -> None:
        """Write the laptop's side of the deal: the ticks, the cards typed for the ticked seats."""
        server, side = self.server, self.side
        if server is None or side is None or self.session_id is None:
            return
        ticked = [seat.name for seat in server.table.seats if seat.at_laptop]
        typed = {} if self.correction.active() else {
            p["name"]: p for p in self.entry.deal().to_json()["players"] if p.get("name") in ticked and len(p) > 1}
        if (ticked, typed) != (side.at_laptop, side.typed):
            side.at_laptop, side.typed = ticked, typed
            save_laptop_side(self.session_id, side)

    def _entry_changed(self) -> None:
        server = self.server
        if server is not None:
            self._save_side()
            typed = {p["name"]: p for p in self.entry.deal().to_json()["players"]}
            server.table.laptop_cards = {seat.name: typed_cards(typed.get(seat.name, {}))
                                         for seat in server.table.seats if seat.at_laptop}
            self._say_waiting()

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

    def screen_url(self) -> str:
        """The table screen's URL (read-only, for a TV or tablet everyone sees), or "" while off."""
        return self.server.screen_url() if self.server is not None else ""

    def _show_panel(self, names: list[str]) -> None:
        assert self.server is not None
        from .view import TablePanel

        panel = TablePanel(names, [url for _name, url in self.urls()], self.screen_url(), self.auto_score)
        for i, seat in enumerate(self.server.table.seats):
            panel.seats[i].at_laptop.setChecked(seat.at_laptop)
        panel.laptopToggled.connect(self._laptop_toggled)
        panel.autoScoreToggled.connect(self._auto_toggled)
        dock = QDockWidget(self.tr("Table mode: each player scans their own code"), self.window)
        dock.setObjectName("tableDock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        dock.setWidget(panel)
        dock.setTitleBarWidget(QWidget(dock))  # the panel's first line says it all: its height goes to the entry
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
        self._entry_changed()  # kept, and its typed cards count (or no longer) when the seats are compared
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
        panel.set_folded(any(server.connected(i) for i in range(len(table.seats))))
        from .night_news import SCREEN

        panel.screen_card.set_screens(server.connected(SCREEN))
        server.news.screen_soon()
        self._say_waiting()

    def _say_waiting(self) -> None:
        """The entry's "Waiting for …" line in table mode: a phone seat by its phone's progress, not its empty box."""
        server, entry = self.server, self.entry
        if server is None or self.loaded is not None or entry.is_complete() or self.correction.active():
            return
        from .view import STATUS_WORDS

        waiting = []
        for seat in server.table.seats:
            box = entry.player(seat.name)
            if not seat.at_laptop and not seat.ready:
                word = QCoreApplication.translate("TablePanel", STATUS_WORDS[seat.status()])
                waiting.append(self.tr("{player} (phone: {status})").format(player=box.title, status=word))
            elif seat.at_laptop and not box.is_complete():
                waiting.append(self.tr("{player} ({missing})").format(
                    player=box.title, missing=box.missing_text()))
        if waiting:
            entry.summary.setText(self.tr("Waiting for {players}").format(
                players=list_words(waiting)))

    def _seat_changed(self, _index: int) -> None:
        self._update_panel()
        self._check_all_ready()
        self._say_claimed_twice()

    def _say_claimed_twice(self) -> None:
        """Once, in the status bar: which phone seats were told they set a card another seat set too."""
        server = self.server
        told = [seat.name for seat in server.table.seats if seat.told] if server is not None else []
        if told and told != self.told_said:
            self.status.emit(self.tr("{players} set a card another seat set too: their phones ask them to check")
                             .format(players=list_words(told)), 10000)
        self.told_said = told

    def _check_all_ready(self) -> None:
        """Every phone seat ready: the hand goes into the entry (no cards are shown before), then maybe scored."""
        server, entry = self.server, self.entry
        if server is None or self.document.session is None or self.correction.active() or not server.table.all_ready():
            self.ready_at = None
            return
        told = server.table.claimed_twice(server.table.laptop_cards)
        if told:  # two seats set the same card: those seats are told, at this point only, and are not ready
            for index in told:
                server.send_seat(index)
            self._update_panel()
            self.ready_at = None
            return
        self.ready_at = self.ready_at or time.perf_counter()
        deal = entry.deal().to_json()
        phones = {seat.name: seat.entry_json() for seat in server.table.seats if not seat.at_laptop}
        deal["players"] = [phones.get(p["name"], p) for p in deal["players"]]
        if deal != self.loaded:
            entry.load_deal(deal)
            self.loaded = deal
        if self.auto_score and entry.is_complete():
            self.scoreRequested.emit()

    def _deal_over(self, session_id: int, hand_count: int) -> bool:
        """Whether the session's hands changed since last seen (scored, taken back, entered at the laptop).

        Seen while table mode is off too: the kept deal then gets a new id, so no phone's old Ready counts.
        """
        seen, self.seen = self.seen, (session_id, hand_count)
        over = seen is not None and seen[0] == session_id and seen[1] != hand_count
        if over and self.server is None:
            side = load_laptop_side(session_id)
            save_laptop_side(session_id, LaptopSide.fresh(hand_count + 1, side.at_laptop if side is not None else ()))
        return over

    def sync(self) -> None:
        """The window's session or its hands changed: follow the session, start each new deal empty."""
        server, session = self.server, self.document.session
        over = session is not None and session.store_id is not None and self._deal_over(
            session.store_id, session.hand_count)
        if server is None:
            return
        if session is None or session.store_id is None or session.store_id != self.session_id:
            self.set_on(session is not None)  # another session: its own seats and secrets
            return
        server.table.rules = session.rules
        hand = session.hand_count + 1
        if over or hand != server.table.hand:
            if self.ready_at is not None and hand == server.table.hand + 1:
                self.last_ready_to_scored = time.perf_counter() - self.ready_at
                self.scored.emit(self.last_ready_to_scored)
            last = session.hands[-1].units if session.hand_count and hand > server.table.hand else {}
            ticked = [seat.name for seat in server.table.seats if seat.at_laptop]
            self.side = LaptopSide.fresh(hand, ticked)
            units = {name: f"+{u}" if u > 0 else str(u) for name, u in last.items()}
            server.table.new_hand(hand, self.side.deal, units)
            for seat in server.table.seats:
                seat.at_laptop = seat.name in self.document.fantasyland_next() or (
                    self.panel is not None and self.panel.seats[server.table.seats.index(seat)].at_laptop.isChecked())
            self.loaded, self.ready_at = None, None
            save_laptop_side(session.store_id, self.side)
            self._save_side()
            server.send_all()
            self._update_panel()
        latest = self._latest(session)
        taken_back = self.shown is not None and latest[0] < self.shown[0]
        server.news.set_session(session, latest != self.shown, taken_back)
        self.shown = latest
