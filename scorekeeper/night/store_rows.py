"""Guarding the store: read-only opening, and every row checked (the one-writer lock is ``store_lock``).

Rows are checked column by column as they are read, so one damaged session is reported, not fatal.
"""

from __future__ import annotations

import datetime
import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scorekeeper.language import _
from scorekeeper.night.checks import parse_money
from scorekeeper.night.session import Session
from scorekeeper.read.limits import shown


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection; in a folder nobody may write, WAL needs ``immutable`` (no -shm file)."""
    uri = path.resolve().as_uri()
    conn = sqlite3.connect(f"{uri}?mode=ro", uri=True)
    try:
        conn.execute("PRAGMA user_version").fetchone()
        return conn
    except sqlite3.OperationalError:
        conn.close()
    return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True)


def text_or_bytes(raw: bytes) -> str | bytes:
    """A text column as str; bytes that are not UTF-8 stay bytes, so the row is reported damaged."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


_COLUMNS_V1 = {"sessions": ("id", "name", "date", "players", "rules", "unit_value", "currency", "first_dealer",
                            "deleted", "opened"),
               "hands": ("session_id", "number", "dealer", "unit_value", "deal")}
_COLUMNS_V2 = {"sessions": _COLUMNS_V1["sessions"] + ("bankrolls", "updated"),
               "hands": _COLUMNS_V1["hands"] + ("scored",)}
_COLUMNS = {**_COLUMNS_V2, "hands": _COLUMNS_V2["hands"] + ("facts",),
            "players": ("id", "name", "merged_into"), "seats": ("session_id", "seat", "player_id"),
            "nights": ("session_id", "key", "summary")}
"""The tables and columns every read relies on: a store lacking one is reported damaged, not read."""
_COLUMNS_V3 = {k: v for k, v in _COLUMNS.items() if k != "nights"}


def missing_columns(columns: Mapping[str, set[str]], version: int) -> str | None:
    """The first table or column a store of schema ``version`` should have but lacks, or None."""
    expected = {1: _COLUMNS_V1, 2: _COLUMNS_V2, 3: _COLUMNS_V3}.get(version, _COLUMNS)
    for table, names in expected.items():
        if table not in columns:
            return _("the table {table}").format(table=repr(table))
        for name in names:
            if name not in columns[table]:
                return _("the column {table}.{name}").format(table=table, name=name)
    return None


def link_seats(conn: sqlite3.Connection, session_id: int, players: Sequence[str]) -> None:
    """Link each seat of a new session to its player (a merged name to the one it was merged into)."""
    for seat, name in enumerate(players):
        row = conn.execute("SELECT id, merged_into FROM players WHERE name = ?"
                           " ORDER BY merged_into IS NOT NULL, id LIMIT 1", (name,)).fetchone()
        while row is not None and row[1] is not None:
            row = conn.execute("SELECT id, merged_into FROM players WHERE id = ?", (row[1],)).fetchone()
        player_id = row[0] if row else conn.execute("INSERT INTO players (name) VALUES (?)", (name,)).lastrowid
        conn.execute("INSERT INTO seats (session_id, seat, player_id) VALUES (?, ?, ?)",
                     (session_id, seat, player_id))


@dataclass(frozen=True)
class SessionInfo:
    """One row of the sessions list."""

    id: int
    name: str
    date: datetime.date
    players: tuple[str, ...]
    hands: int
    updated: datetime.datetime | None


def session_info(session_id: Any, name: Any, date: Any, players: Any, updated: Any, hands: Any) -> SessionInfo:
    """One row of the sessions list, every column checked (a damaged row raises ValueError or TypeError)."""
    if not isinstance(name, str) or not name.strip():
        raise ValueError(_("its name is not text"))
    names = json_text(players, "players")
    if not isinstance(names, list) or not all(isinstance(p, str) for p in names):
        raise ValueError(_("its players are not a list of names"))
    if updated is not None and not isinstance(updated, str):
        raise ValueError(_("its last change is not a time"))
    try:
        when = datetime.datetime.fromisoformat(updated) if updated else None
    except ValueError:
        raise ValueError(_("its last change {updated} is not a time").format(updated=shown(updated))) from None
    return SessionInfo(int(session_id), name, stored_date(date), tuple(names), int(hands), when)


def json_text(value: Any, column: str) -> Any:
    if not isinstance(value, str):
        raise ValueError(_("its {column} are not text").format(column=column))
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        raise ValueError(_("its {column} are not valid JSON").format(column=column)) from None


def stored_date(value: Any) -> datetime.date:
    try:
        return datetime.date.fromisoformat(value) if isinstance(value, str) else None  # type: ignore[return-value]
    except ValueError:
        pass
    raise ValueError(_("its date {value} is not a date").format(value=shown(value)))


def hand_row(session: Session, number: int, dealer: Any, unit: Any, deal: Any, scored: Any) -> tuple[Any, ...]:
    """One stored hand for ``Session._load``, its dealer, unit value and texts checked."""
    if dealer not in session.players:
        raise ValueError(_("hand {number}'s dealer {dealer} is not one of the players").format(
            number=number, dealer=shown(dealer)))
    if not isinstance(deal, str):
        raise ValueError(_("hand {number}'s deal is not text").format(number=number))
    return dealer, parse_money(unit, _("hand {number}'s unit value").format(
        number=number)), deal, scored if isinstance(scored, str) else None
