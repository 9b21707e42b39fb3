"""A minimal blocking WebSocket client on the standard library (masked text frames), for table mode's tests.

Only for 127.0.0.1: the table tests and ``benchmarks/bench_table.py`` play phones against the real app.
"""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
from typing import Any


class HandshakeRefused(Exception):
    """The server answered the upgrade with something other than 101 (its status line)."""


class SeatClient:
    """One phone's socket: ``send`` a message, ``receive`` the next JSON message from the laptop."""

    def __init__(self, port: int, secret: str | None, timeout: float = 10.0, *, origin: str | None = "",
                 host: str = "", source: str = "127.0.0.1", join: bool = True, lang: str = "") -> None:
        """``origin`` "" sends the table page's own Origin (as a phone's browser does), None sends none.

        ``join`` says hello as a fresh page does and keeps the deal the laptop answers with (``deal``);
        every message sent without a ``deal`` then carries it, as the page's do.
        """
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0))
        query = "" if secret is None else f"?k={secret}" + (f"&lang={lang}" if lang else "")
        key = base64.b64encode(os.urandom(16)).decode()
        host = host or f"127.0.0.1:{port}"
        origin_line = "" if origin is None else f"Origin: {origin or f'http://127.0.0.1:{port}'}\r\n"
        self.sock.sendall(f"GET /ws{query} HTTP/1.1\r\nHost: {host}\r\n{origin_line}Upgrade: websocket\r\n"
                          f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
                          .encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            head += chunk
        status = head.split(b"\r\n", 1)[0].decode("latin-1")
        if " 101 " not in status + " ":
            self.sock.close()
            raise HandshakeRefused(status)
        self.buffer = head.split(b"\r\n\r\n", 1)[1]
        self.deal: str | None = None
        self.joined: dict[str, Any] = {}
        self.news: list[dict[str, Any]] = []
        """Messages other than the seat's answers, in order, until read with ``next_of``."""
        if join:
            self.send({"type": "hello", "seq": 0, "hand": None, "rows": {}})
            self.joined = self.receive()
            self.deal = self.joined.get("deal")

    def send(self, message: dict[str, Any] | str) -> None:
        if isinstance(message, dict) and "deal" not in message and self.deal is not None:
            message = {**message, "deal": self.deal}
        data = (message if isinstance(message, str) else json.dumps(message)).encode()
        mask = os.urandom(4)
        n = len(data)
        header = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack("!H", n))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _read(self, n: int) -> bytes:
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the laptop closed the connection")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def receive(self) -> dict[str, Any]:
        """The seat's next answer, a ``state`` or an ``error``; the night's news meanwhile is kept in ``news``."""
        while True:
            message = self.next_message()
            if message.get("type") in ("state", "error"):
                return message
            self.news.append(message)

    def next_of(self, kind: str) -> dict[str, Any]:
        """The next message of one kind (``showdown``, ``night``, ``settle``, ``screen``), kept news first."""
        for i, message in enumerate(self.news):
            if message.get("type") == kind:
                return self.news.pop(i)
        while True:
            message = self.next_message()
            if message.get("type") == kind:
                return message
            self.news.append(message)

    def next_message(self) -> dict[str, Any]:
        """The next text message, whatever its kind (pings are answered, a close raises ConnectionError)."""
        while True:
            first, second = self._read(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._read(8))[0]
            payload = self._read(n)
            opcode = first & 0x0F
            if opcode == 0x8:
                raise ConnectionError(f"closed by the laptop: {payload[2:].decode(errors='replace')}")
            if opcode == 0x1:
                result: dict[str, Any] = json.loads(payload)
                return result

    def close(self) -> None:
        self.sock.close()
