"""What the phones and the table screen are told of the night, beside each seat's own state.

Every seat's phone: ``showdown`` once a hand is scored and whenever the latest hand changes (a correction, an
undo, a redo; ``"hand": null`` once it is taken back), ``night`` on joining and after every change, ``settle``
while the laptop settles up, and a showdown of any scored hand it looks at. The table screen: one ``screen``
message, sent once the event loop is free after any change (many seat changes make one message). Each message is
made once per player and language and sent to every device that shares them. Only scored hands are told: the
deal being set stays each seat's own (``protocol.Table.state``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QTimer
from PySide6.QtWebSockets import QWebSocket

from scorekeeper import language

from . import showdown
from .phone_words import PhoneWords
from .protocol import Refused

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

    from .protocol import Table
    from .rate import Bucket


class Server(Protocol):
    """What the news needs of the table's server: its sockets (each a seat's index, or SCREEN), their languages."""

    sockets: dict[QWebSocket, tuple[int, Bucket]]
    languages: dict[QWebSocket, str]
    table: Table

    @property
    def names(self) -> Sequence[str]: ...

    def connected(self, index: int) -> int: ...


SCREEN = -1
"""The socket index of a table screen (seats are 0 and up)."""


class NightNews:
    """The night as one table server's phones and screens see it."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.session: Session | None = None
        """The session whose hands the phones are shown (scored hands only; ``set_session``)."""
        self.settle_open = False
        self._screen_due = False

    def joined(self, socket: QWebSocket, index: int) -> None:
        """A phone (or a table screen) joined: tell it the night as it stands."""
        if index == SCREEN:
            self._send(socket, self.screen_message(self.server.languages[socket]))
            return
        session, name = self.session, self.server.names[index]
        if session is not None:
            self._send(socket, showdown.night(session, name, self.words(socket)))
            if self.settle_open:
                self._send(socket, showdown.settle(session, name, self.words(socket)))

    def look(self, socket: QWebSocket, index: int, number: int) -> None:
        """A phone asks for a scored hand's showdown (from the night's history)."""
        session = self.session
        if session is None or not 1 <= number <= session.hand_count:
            raise Refused(self.words(socket).say("TableNotes", showdown.NO_HAND).format(number=number))
        self._send(socket, showdown.showdown(session, number, self.server.names[index], self.words(socket)))

    def words(self, socket: QWebSocket) -> PhoneWords:
        return PhoneWords(self.server.languages.get(socket, language.current()))

    @staticmethod
    def _send(socket: QWebSocket, message: dict[str, Any]) -> None:
        socket.sendTextMessage(json.dumps(message, ensure_ascii=False))

    def _each_seat(self, make: Callable[[str, str], dict[str, Any]]) -> None:
        """Send every seat socket a message made for its player in its language (made once per pair)."""
        made: dict[tuple[str, str], str] = {}
        for socket, (index, _bucket) in list(self.server.sockets.items()):
            if index == SCREEN:
                continue
            key = (self.server.names[index], self.server.languages.get(socket, language.current()))
            if key not in made:
                made[key] = json.dumps(make(*key), ensure_ascii=False)
            socket.sendTextMessage(made[key])

    def set_session(self, session: Session | None, latest_changed: bool, taken_back: bool) -> None:
        """The session changed: every phone is told the night, and the latest showdown when it changed.

        A hand taken back (fewer hands than before) hides the showdown: no phone keeps showing it.
        """
        self.session = session
        if session is None:
            return
        if latest_changed:
            if self.settle_open:
                self.settle_open = False
                self._each_seat(lambda _name, _code: {"type": "settle", "open": False})
            self._each_seat(lambda name, code: {"type": "showdown", "hand": None} if taken_back else
                            showdown.showdown(session, None, name, PhoneWords(code)))
        elif self.settle_open:
            self._each_seat(lambda name, code: showdown.settle(session, name, PhoneWords(code)))
        self._each_seat(lambda name, code: showdown.night(session, name, PhoneWords(code)))
        self.screen_soon()

    def show_settle_up(self) -> None:
        """The laptop settles up: every phone and the table screen show the payments."""
        session = self.session
        if session is None:
            return
        self.settle_open = True
        self._each_seat(lambda name, code: showdown.settle(session, name, PhoneWords(code)))
        self.screen_soon()

    def screen_soon(self) -> None:
        """Tell the table screens, once the event loop is free (many seat changes make one message)."""
        if not self._screen_due and any(index == SCREEN for index, _bucket in self.server.sockets.values()):
            self._screen_due = True
            QTimer.singleShot(0, self._send_screens)

    def _send_screens(self) -> None:
        self._screen_due = False
        made: dict[str, str] = {}
        for socket, (index, _bucket) in list(self.server.sockets.items()):
            if index == SCREEN:
                code = self.server.languages.get(socket, language.current())
                if code not in made:
                    made[code] = json.dumps(self.screen_message(code), ensure_ascii=False)
                socket.sendTextMessage(made[code])

    def screen_message(self, code: str) -> dict[str, Any]:
        """What the table screen shows: each seat's progress (never a card), the standings, the last showdown."""
        session, words = self.session, PhoneWords(code)
        seats = [{"name": seat.name, "status": "laptop" if seat.at_laptop else seat.status(),
                  "phone": self.server.connected(i) > 0} for i, seat in enumerate(self.server.table.seats)]
        message: dict[str, Any] = {"type": "screen", "session": "", "hand": self.server.table.hand, "seats": seats,
                                   "standings": [], "showdown": None, "settle": None}
        if session is not None:
            message["session"] = session.name
            with language.speaking(words.code):
                message["standings"] = showdown.standings(session, None)
            last = showdown.showdown(session, None, None, words)
            message["showdown"] = last if last["hand"] is not None else None
            if self.settle_open:
                message["settle"] = showdown.settle(session, None, words)
        return message

