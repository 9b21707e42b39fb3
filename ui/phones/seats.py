"""Each seat's secret and the server's port, kept so a restarted laptop shows the very same QR codes.

A seat's URL is its only key: ``secrets.token_urlsafe(24)`` gives 192 random bits, one secret per seat,
per session, and one more for the table screen (the big screen everyone sees, read-only). They live in the
preferences file (``CHINESE_POKER_SETTINGS`` or the user's), beside the ports last used, under
``table/<session id>``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from scorekeeper.errors import ScorekeeperError
from scorekeeper.game import DISCARDS, ROWS
from scorekeeper.read.cards import Card, parse_cards

from ..common.settings import APPLICATION, ORGANIZATION, SETTINGS_ENV

if TYPE_CHECKING:  # QtNetwork loads when table mode starts, not at launch
    from PySide6.QtNetwork import QHostAddress

SECRET_BYTES = 24
HOST_ENV = "CHINESE_POKER_TABLE_HOST"
"""Listen on this address instead of the LAN one (the tests and the benchmark use 127.0.0.1)."""


@dataclass
class SeatKeys:
    """The secrets of one session's seats (by player name) and of its table screen, and the port its phones know."""

    secrets: dict[str, str]
    http_port: int = 0
    screen: str = ""

    def seat_of(self, secret: str, names: Sequence[str]) -> int | None:
        """The seat a secret opens, compared in constant time; None for a wrong or missing one."""
        import hmac  # with the first phone, not at launch

        found = None
        for i, name in enumerate(names):
            if secret and hmac.compare_digest(self.secrets.get(name, ""), secret):
                found = i
        return found

    def is_screen(self, secret: str) -> bool:
        """Whether a secret opens the table screen, compared in constant time."""
        import hmac

        return bool(secret) and bool(self.screen) and hmac.compare_digest(self.screen, secret)


def _settings() -> QSettings:
    path = os.environ.get(SETTINGS_ENV)
    if path:
        return QSettings(path, QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def load_keys(session_id: int, names: Sequence[str]) -> SeatKeys:
    """The session's seat secrets as kept, a fresh one for any seat that has none yet (and saved)."""
    settings = _settings()
    raw = settings.value(f"table/session_{session_id}", "")
    try:
        kept = json.loads(raw) if isinstance(raw, str) and raw else {}
    except ValueError:
        kept = {}
    if not isinstance(kept, dict):
        kept = {}
    stored = kept.get("secrets")
    import secrets  # table mode's own: loaded when it starts, not at launch
    known: dict[str, object] = stored if isinstance(stored, dict) else {}

    def secret_of(name: str) -> str:
        secret = known.get(name)
        return secret if isinstance(secret, str) and len(secret) >= 22 else secrets.token_urlsafe(SECRET_BYTES)

    port = kept.get("http_port")
    port = port if isinstance(port, int) and not isinstance(port, bool) and 1024 <= port <= 65535 else 0
    screen = kept.get("screen")
    screen = screen if isinstance(screen, str) and len(screen) >= 22 else secrets.token_urlsafe(SECRET_BYTES)
    keys = SeatKeys({name: secret_of(name) for name in names}, port, screen)
    save_keys(session_id, keys)
    return keys


def save_keys(session_id: int, keys: SeatKeys) -> None:
    settings = _settings()
    settings.setValue(f"table/session_{session_id}", json.dumps(
        {"secrets": keys.secrets, "http_port": keys.http_port, "screen": keys.screen}))
    settings.sync()


def auto_score() -> bool:
    """Score a hand as soon as every phone seat is ready (the panel's option, kept between runs)."""
    return str(_settings().value("table/auto_score", "false")).lower() in ("true", "1")


def set_auto_score(on: bool) -> None:
    settings = _settings()
    settings.setValue("table/auto_score", "true" if on else "false")
    settings.sync()


def lan_address() -> QHostAddress:
    """The address phones on the same Wi-Fi reach: the first IPv4 of an interface that is up, not loopback."""
    from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

    override = os.environ.get(HOST_ENV)
    if override:
        return QHostAddress(override)
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        up = interface.flags() & flags.IsUp and interface.flags() & flags.IsRunning
        if not up or interface.flags() & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not ip.isLoopback():
                return ip
    return QHostAddress(QHostAddress.SpecialAddress.LocalHost)


@dataclass
class LaptopSide:
    """The laptop's side of one session's deal: its id, the hand, the seats ticked and the cards typed for them.

    Kept in the preferences file on every change (``table/deal_<session id>``), so a laptop killed mid-deal
    comes back with its ticks and typed cards, as the phones come back with theirs.
    """

    deal: str
    hand: int
    at_laptop: list[str]
    typed: dict[str, dict[str, object]]

    @classmethod
    def fresh(cls, hand: int, at_laptop: Sequence[str] = ()) -> LaptopSide:
        """A new deal: a new id no phone holds yet, nothing typed."""
        import secrets

        return cls(secrets.token_urlsafe(12), hand, list(at_laptop), {})


def load_laptop_side(session_id: int) -> LaptopSide | None:
    """The session's deal as kept, or None (none kept, or a hand-edited file that does not read)."""
    raw = _settings().value(f"table/deal_{session_id}", "")
    try:
        kept = json.loads(raw) if isinstance(raw, str) and raw else None
    except ValueError:
        return None
    if not isinstance(kept, dict):
        return None
    deal, hand, ticked, typed = kept.get("deal"), kept.get("hand"), kept.get("at_laptop"), kept.get("typed")
    if not (isinstance(deal, str) and 0 < len(deal) <= 32 and isinstance(hand, int) and isinstance(ticked, list)
            and isinstance(typed, dict)):
        return None
    return LaptopSide(deal, hand, [n for n in ticked if isinstance(n, str)],
                      {n: p for n, p in typed.items() if isinstance(n, str) and isinstance(p, dict)})


def save_laptop_side(session_id: int, side: LaptopSide) -> None:
    settings = _settings()
    settings.setValue(f"table/deal_{session_id}", json.dumps(
        {"deal": side.deal, "hand": side.hand, "at_laptop": side.at_laptop, "typed": side.typed}))
    settings.sync()


def typed_cards(player: dict[str, object]) -> tuple[Card, ...]:
    """The cards typed at the laptop for a seat (a row that does not read counts none)."""
    if player.get("surrender"):
        return ()
    cards: list[Card] = []
    for row in (*ROWS, DISCARDS):
        try:
            cards.extend(parse_cards(str(player.get(row, ""))))
        except ScorekeeperError:
            continue
    return tuple(cards)
