"""Table mode's server, in the app's event loop: the phone page and each seat's WebSocket on one port.

A QTcpServer reads each request's head (without consuming it). A WebSocket upgrade carrying a seat's
secret (or the table screen's) goes on to QWebSocketServer; a GET of one of the seat page's files (page,
script, style) with a seat's secret, or of the table screen's with its own, is answered here; anything else
is refused: 403 (logged) for a wrong or missing secret, 404 for any other path. Each page is served in the
phone's language (``phone_words``), and each socket is told everything in the language its page was in.
QHttpServer is not used: in PySide6 6.11 a route's callable can only return a plain-text 200 (a
QHttpServerResponse or a status cannot be converted back to C++), so no 403 could be sent. A connection only
ever speaks for the seat its secret opened; messages are bounded in size and rate. The table screen only
listens: a message from it closes its connection.

Besides each seat's own state, every phone and table screen is told the night (``night_news``).

Strangers cannot starve the seats: a request whose head does not arrive within HEAD_TIMEOUT seconds is
dropped; one address may hold at most MAX_PENDING_PER_ADDRESS unanswered connections (and when all
MAX_PENDING are taken, the oldest of the address holding most makes room); requests carrying a seat's
secret draw on that seat's own rate, everything else on its address's. The Host (and any Origin, which a
WebSocket upgrade must send) must name the address served, so another site's page or a rebound name cannot
reach a seat. A failure while answering becomes an error reply, never a traceback.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer, QUrlQuery, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

from scorekeeper import language

from ..common.resources import resource_path
from .night_news import SCREEN, NightNews
from .phone_words import PhoneWords, offered
from .protocol import MAX_MESSAGE, Refused, Table, parse_message
from .rate import Bucket
from .seats import SeatKeys

log = logging.getLogger(__name__)

SHARED_FILES = {"/faces.js": ("faces.js", "text/javascript"), "/table.css": ("table.css", "text/css")}
SEAT_FILES = {"/seat": ("index.html", "text/html; charset=utf-8"), "/table.js": ("table.js", "text/javascript"),
              **SHARED_FILES}
SCREEN_FILES = {"/screen": ("screen.html", "text/html; charset=utf-8"),
                "/screen.js": ("screen.js", "text/javascript"), **SHARED_FILES}
"""What a seat's secret opens, and what the table screen's opens."""
FILES = {**SEAT_FILES, **SCREEN_FILES}
PAGES = {"index.html": ("faces.js", "table.js"), "screen.html": ("faces.js", "screen.js")}
"""Each page and the scripts whose words it carries."""
HEADERS = ("Cache-Control: no-store\r\nReferrer-Policy: no-referrer\r\nX-Content-Type-Options: nosniff\r\n"
           "X-Frame-Options: DENY\r\nContent-Security-Policy: default-src 'self'; connect-src 'self'; "
           "frame-ancestors 'none'\r\n")
MAX_HEAD = 8192
HEAD_TIMEOUT = 5.0
"""Seconds a connection has to send its whole request head (a phone sends it in one packet)."""
MAX_PENDING = 64
MAX_PENDING_PER_ADDRESS = 16
"""Connections not yet answered, in all and from one address (a phone's browser opens at most 6)."""
MAX_PER_SEAT = 6
MAX_ADDRESSES = 256
"""Addresses whose request rate is remembered (the oldest is forgotten first)."""
class TableServer(QObject):
    """Serves one table's page and seats while table mode is on; ``stop()`` closes every socket."""

    seatChanged = Signal(int)
    """A seat's rows, surrender, natural or Ready changed (its index)."""
    refused = Signal(str)
    """A request was refused (a wrong or missing secret, too fast, too big): one sentence."""

    def __init__(self, table: Table, keys: SeatKeys, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.keys = keys
        self.host = QHostAddress()
        self.tcp: QTcpServer | None = None
        self.ws: QWebSocketServer | None = None
        self.pending: dict[QTcpSocket, tuple[str, float]] = {}
        """Each connection whose request is not answered yet: its address and when it arrived."""
        self.sockets: dict[QWebSocket, tuple[int, Bucket]] = {}
        self.languages: dict[QWebSocket, str] = {}
        """Each socket's language: the one its page was served in."""
        self.files: dict[str, bytes] = {}
        self.pages: dict[tuple[str, str], bytes] = {}
        """Each page in each language asked for so far."""
        self.news = NightNews(self)
        """What every phone and the table screen are told of the night (the showdown, standings, settle-up)."""
        self.seat_rates: dict[int, Bucket] = {}
        self.address_rates: dict[str, Bucket] = {}
        self.sweeper = QTimer(self)
        self.sweeper.setInterval(500)
        self.sweeper.timeout.connect(self._sweep)

    @property
    def names(self) -> Sequence[str]:
        return [seat.name for seat in self.table.seats]

    # -- starting and stopping ------------------------------------------------------------------

    def start(self, host: QHostAddress) -> str:
        """Listen on ``host`` (on the port kept, else any free one); "" or the reason it cannot."""
        self.stop()
        for name, _mime in FILES.values():
            path = resource_path(f"table/{name}")
            if path is None:
                return f"the phone page resources/table/{name} is missing"
            self.files[name] = Path(path).read_bytes()
        self.pages.clear()
        self.host = host
        tcp = QTcpServer(self)
        if not (self.keys.http_port and tcp.listen(host, self.keys.http_port)) and not tcp.listen(host, 0):
            tcp.deleteLater()
            return f"cannot listen on {host.toString()}: {tcp.errorString()}"
        self.tcp = tcp
        self.keys.http_port = tcp.serverPort()
        self.ws = QWebSocketServer("chinese-poker-scorekeeper", QWebSocketServer.SslMode.NonSecureMode, self)
        self.ws.newConnection.connect(self._upgraded)
        tcp.newConnection.connect(self._arrived)
        self.sweeper.start()
        return ""

    def is_on(self) -> bool:
        return self.tcp is not None and self.tcp.isListening()

    def stop(self) -> None:
        """Close every connection and stop listening."""
        self.sweeper.stop()
        for socket in list(self.sockets):
            socket.close(QWebSocketProtocol.CloseCode.CloseCodeGoingAway, "table mode is off")
            socket.deleteLater()
        self.sockets.clear()
        self.languages.clear()
        for pending in list(self.pending):
            pending.abort()
            pending.deleteLater()
        self.pending.clear()
        if self.ws is not None:
            self.ws.close()
            self.ws.deleteLater()
            self.ws = None
        if self.tcp is not None:
            self.tcp.close()
            self.tcp.deleteLater()
            self.tcp = None

    def authority(self) -> str:
        """The host and port phones reach the table at, as a Host header names them."""
        host = self.host.toString()
        return f"[{host}]:{self.keys.http_port}" if ":" in host else f"{host}:{self.keys.http_port}"

    def seat_url(self, index: int) -> str:
        """The URL a phone opens for a seat, its secret included."""
        secret = self.keys.secrets[self.names[index]]
        return f"http://{self.authority()}/seat?k={secret}"

    def screen_url(self) -> str:
        """The URL of the table screen (read-only: the seats' progress, the standings, the last showdown)."""
        return f"http://{self.authority()}/screen?k={self.keys.screen}"

    # -- requests -------------------------------------------------------------------------------

    def _arrived(self) -> None:
        assert self.tcp is not None
        while self.tcp.hasPendingConnections():
            socket = self.tcp.nextPendingConnection()
            address = socket.peerAddress().toString()
            mine = sum(1 for a, _at in self.pending.values() if a == address)
            if mine >= MAX_PENDING_PER_ADDRESS:
                socket.abort()
                socket.deleteLater()
                continue
            if len(self.pending) >= MAX_PENDING:
                self._make_room()
            self.pending[socket] = (address, time.monotonic())
            socket.readyRead.connect(lambda socket=socket: self._read_head(socket))
            socket.disconnected.connect(lambda socket=socket: self._drop_pending(socket))

    def _make_room(self) -> None:
        """Every pending place is taken: drop the oldest connection of the address holding the most."""
        held: dict[str, int] = {}
        for address, _at in self.pending.values():
            held[address] = held.get(address, 0) + 1
        greedy = max(held, key=lambda a: held[a])
        oldest = next(socket for socket, (address, _at) in self.pending.items() if address == greedy)
        self._drop_pending(oldest)
        oldest.abort()

    def _sweep(self) -> None:
        """Drop every connection that has not sent its whole request head in time."""
        late = time.monotonic() - HEAD_TIMEOUT
        for socket in [s for s, (_a, at) in self.pending.items() if at < late]:
            self._drop_pending(socket)
            socket.abort()

    def _drop_pending(self, socket: QTcpSocket) -> None:
        if self.pending.pop(socket, None) is not None:
            socket.deleteLater()

    def _refuse(self, what: str, who: str, why: str = "wrong or missing seat secret") -> None:
        message = f"refused {what} from {who}: {why}"
        log.warning("table mode %s", message)
        self.refused.emit(message)

    def _answer(self, socket: QTcpSocket, status: str, mime: str = "text/plain; charset=utf-8",
                body: bytes = b"") -> None:
        body = body or f"{status}\n".encode()
        socket.write(f"HTTP/1.1 {status}\r\nContent-Type: {mime}\r\nContent-Length: {len(body)}\r\n"
                     f"{HEADERS}Connection: close\r\n\r\n".encode() + body)
        socket.disconnectFromHost()
        socket.disconnected.connect(socket.deleteLater)

    def _page(self, name: str, code: str) -> bytes:
        """A page in a language (made once per language)."""
        if (name, code) not in self.pages:
            scripts = [(self.files[script].decode(), script.removesuffix(".js")) for script in PAGES[name]]
            self.pages[name, code] = PhoneWords(code).page(self.files[name], scripts)
        return self.pages[name, code]

    def _rate(self, seat: int | None, address: str) -> Bucket:
        """A seat's own bucket for a request with its secret; else its address's (the oldest forgotten first)."""
        if seat is not None:
            return self.seat_rates.setdefault(seat, Bucket())
        if address not in self.address_rates and len(self.address_rates) >= MAX_ADDRESSES:
            del self.address_rates[next(iter(self.address_rates))]
        return self.address_rates.setdefault(address, Bucket())

    def _read_head(self, socket: QTcpSocket) -> None:
        """Look at the request's head (without reading it) and answer, refuse, or hand it to the upgrade."""
        if socket not in self.pending:  # already answered, or handed to the upgrade
            return
        head = bytes(socket.peek(MAX_HEAD).data())
        if b"\r\n\r\n" not in head:
            if len(head) >= MAX_HEAD:
                self._drop_pending(socket)
                socket.abort()
            return
        self.pending.pop(socket, None)
        try:
            self._answer_head(socket, head)
        except Exception as e:  # whatever went wrong, the phone gets an answer, never a traceback
            log.warning("table mode could not answer a request: %s: %s", type(e).__name__, e)
            if socket.state() == QTcpSocket.SocketState.ConnectedState:
                self._answer(socket, "400 Bad Request")

    def _answer_head(self, socket: QTcpSocket, head: bytes) -> None:
        lines = head.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
        parts = lines[0].split(" ")
        method, target = (parts[0], parts[1]) if len(parts) == 3 else ("", "")
        headers: dict[str, str] = {}
        for line in lines[1:]:
            name, _colon, value = line.partition(":")
            headers.setdefault(name.strip().lower(), value.strip())
        url = urlsplit(target)
        secret = parse_qs(url.query).get("k", [""])[0]
        upgrade = headers.get("upgrade", "").lower() == "websocket"
        who = socket.peerAddress().toString()
        seat = self.keys.seat_of(secret, self.names)
        if seat is None and self.keys.is_screen(secret):
            seat = SCREEN
        paths = SCREEN_FILES if seat == SCREEN else SEAT_FILES
        origin = headers.get("origin")
        if not method:
            self._answer(socket, "400 Bad Request")
        elif not self._rate(seat, who).take():
            self._answer(socket, "429 Too Many Requests")
        elif headers.get("host", "").lower() != self.authority().lower():
            self._refuse(f"{method} {url.path}", who, f"Host {headers.get('host', '')[:80]!r} is not the table's")
            self._answer(socket, "403 Forbidden", body=b"403 Forbidden: this is not the table's address\n")
        elif (upgrade or origin is not None) and (origin or "").lower() != f"http://{self.authority()}".lower():
            self._refuse(f"{method} {url.path}", who, f"Origin {(origin or '')[:80]!r} is not the table's page")
            self._answer(socket, "403 Forbidden", body=b"403 Forbidden: only the table's own page may connect\n")
        elif url.path not in FILES and not (upgrade and url.path == "/ws"):
            self._answer(socket, "404 Not Found")
        elif seat is None or (url.path not in paths and not upgrade):
            self._refuse(f"{method} {url.path}", who)
            self._answer(socket, "403 Forbidden", body=b"403 Forbidden: this link opens no seat here\n")
        elif upgrade and self.ws is not None:
            self.ws.handleConnection(socket)
        elif method != "GET":
            self._answer(socket, "405 Method Not Allowed")
        else:
            name, mime = FILES[url.path]
            socket.read(len(head))
            body = self.files[name]
            if name in PAGES:
                code = offered(headers.get("accept-language", ""), language.current())
                body = self._page(name, code).replace(b"{{SECRET}}", secret.encode())
            self._answer(socket, "200 OK", mime, body)

    # -- seats' sockets -------------------------------------------------------------------------

    def _upgraded(self) -> None:
        assert self.ws is not None
        while self.ws.hasPendingConnections():
            socket = self.ws.nextPendingConnection()
            query = QUrlQuery(socket.requestUrl())
            secret = query.queryItemValue("k")
            index = self.keys.seat_of(secret, self.names)
            if index is None and self.keys.is_screen(secret):
                index = SCREEN
            if index is None:  # cannot happen: the handshake was read above; refuse all the same
                socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "no seat")
                socket.deleteLater()
                continue
            same_seat = [s for s, (i, _b) in self.sockets.items() if i == index]
            if len(same_seat) >= MAX_PER_SEAT:
                self._close(same_seat[0], "another device took this seat")
            socket.setMaxAllowedIncomingMessageSize(MAX_MESSAGE)
            socket.setMaxAllowedIncomingFrameSize(MAX_MESSAGE)
            self.sockets[socket] = (index, Bucket())
            asked = query.queryItemValue("lang")
            self.languages[socket] = asked if asked in language.LANGUAGES else language.current()
            socket.textMessageReceived.connect(lambda text, socket=socket: self._message(socket, text))
            socket.binaryMessageReceived.connect(lambda _data, socket=socket: self._close(socket, "text only"))
            socket.disconnected.connect(lambda socket=socket: self._forget(socket))
            self.news.joined(socket, index)
            if index != SCREEN:
                self.seatChanged.emit(index)  # the laptop shows the phone on (and a second device)

    def _close(self, socket: QWebSocket, why: str) -> None:
        socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, why)
        self._forget(socket)

    def _forget(self, socket: QWebSocket) -> None:
        entry = self.sockets.pop(socket, None)
        self.languages.pop(socket, None)
        if entry is not None and entry[0] == SCREEN:
            if shiboken6.isValid(socket):
                socket.deleteLater()
        elif entry is not None:
            if shiboken6.isValid(socket):  # not when the app is closing and Qt deleted it first
                socket.deleteLater()
            if shiboken6.isValid(self):
                self.seatChanged.emit(entry[0])

    def _message(self, socket: QWebSocket, text: str) -> None:
        entry = self.sockets.get(socket)
        if entry is None:
            return
        index, bucket = entry
        if index == SCREEN:
            self._close(socket, "the table screen only shows")
            return
        if not bucket.take():
            self.refused.emit(f"{self.names[index]}'s phone sends too fast: a message was dropped")
            socket.sendTextMessage(json.dumps({"type": "error", "error": QCoreApplication.translate(
                "TableNotes", "too many messages: slow down")}))
            return
        try:
            self._take(socket, index, text)
        except Refused as e:
            socket.sendTextMessage(json.dumps({"type": "error", "error": str(e)}))
        except Exception as e:  # whatever went wrong, the phone gets an answer, never a traceback
            log.warning("table mode could not take %s's message: %s: %s", self.names[index], type(e).__name__, e)
            socket.sendTextMessage(json.dumps({"type": "error", "error": "the laptop could not take this message"}))

    def _take(self, socket: QWebSocket, index: int, text: str) -> None:
        data = parse_message(text)
        if data["type"] == "look":
            self.news.look(socket, index, data["hand"])
            return
        seat = self.table.seats[index]
        before = seat.status(), dict(seat.rows), seat.told
        self.table.pushes = []
        words = self.news.words(socket)
        with language.speaking(words.code):
            state = self.table.apply(index, data, words.say)
        socket.sendTextMessage(json.dumps(state))
        if (seat.status(), seat.rows, seat.told) != before or data["type"] == "set":
            self.send_seat(index, skip=socket)
            self.seatChanged.emit(index)
        for other in self.table.pushes:  # told of a card it set that this seat set too
            self.send_seat(other)
            self.seatChanged.emit(other)

    def send_seat(self, index: int, skip: QWebSocket | None = None) -> None:
        """Tell every device on a seat its state (another device of the same player, or after a new hand)."""
        made: dict[str, str] = {}
        for socket, (i, _bucket) in list(self.sockets.items()):
            if i == index and socket is not skip:
                code = self.languages.get(socket, language.current())
                if code not in made:
                    with language.speaking(code):
                        made[code] = json.dumps(self.table.state(index))
                socket.sendTextMessage(made[code])

    def send_all(self) -> None:
        for index in range(len(self.table.seats)):
            self.send_seat(index)
        self.news.screen_soon()

    def connected(self, index: int) -> int:
        """How many devices are on a seat now (``SCREEN``: how many table screens)."""
        return sum(1 for i, _bucket in self.sockets.values() if i == index)
