"""The store's file: where it lives, its schema migrations, and reading its version without changing it."""

from __future__ import annotations

import datetime
import os
import sqlite3
from pathlib import Path

from scorekeeper.errors import StoreError, StoreUnavailable
from scorekeeper.language import _
from scorekeeper.night.store_lock import disk_words, full_disk
from scorekeeper.night.store_rows import connect_read_only as _connect_read_only
from scorekeeper.night.store_rows import missing_columns, text_or_bytes

APP_NAME = "chinese-poker-scorekeeper"
FILE_NAME = "sessions.sqlite3"
ENV_VAR = "CHINESE_POKER_STORE"
APPLICATION_ID = 0x43505348  # "CPSH": marks the file as ours

# MIGRATIONS[v] takes a store from schema version v to v + 1; the last one gives SCHEMA_VERSION.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 0 -> 1: sessions and their hands
        f"PRAGMA application_id = {APPLICATION_ID}",
        """CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            date TEXT NOT NULL,              -- ISO date played
            players TEXT NOT NULL,           -- JSON list of names in seat order
            rules TEXT NOT NULL,             -- JSON: a preset name or every option
            unit_value TEXT NOT NULL,        -- exact decimal text for new hands
            currency TEXT NOT NULL,
            first_dealer TEXT NOT NULL,
            deleted INTEGER NOT NULL DEFAULT 0,
            opened TEXT                      -- ISO time last opened, for last_opened()
        )""",
        """CREATE TABLE hands (
            session_id INTEGER NOT NULL REFERENCES sessions(id),
            number INTEGER NOT NULL,         -- 1, 2, ... contiguous per session
            dealer TEXT NOT NULL,
            unit_value TEXT NOT NULL,
            deal TEXT NOT NULL,              -- the deal JSON as entered (Deal.to_json)
            PRIMARY KEY (session_id, number)
        ) WITHOUT ROWID""",
    ),
    (  # 1 -> 2: bankrolls, a last-changed time, and the per-hand units cache
        "ALTER TABLE sessions ADD COLUMN bankrolls TEXT",     # JSON {player: "100.00"} or NULL
        "ALTER TABLE sessions ADD COLUMN updated TEXT NOT NULL DEFAULT ''",
        "UPDATE sessions SET updated = COALESCE(opened, date || 'T00:00:00+00:00')",
        "ALTER TABLE hands ADD COLUMN scored TEXT",           # units/Fantasyland under their key
        "CREATE INDEX sessions_by_updated ON sessions (deleted, updated)",
    ),
    (  # 2 -> 3: players as people across sessions, each seat linked to one; per-hand season facts
        """CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            merged_into INTEGER REFERENCES players(id)   -- set while merged into another player (undoable)
        )""",
        "CREATE UNIQUE INDEX players_by_name ON players (name) WHERE merged_into IS NULL",
        """CREATE TABLE seats (
            session_id INTEGER NOT NULL REFERENCES sessions(id),
            seat INTEGER NOT NULL,           -- 0, 1, ... in the session's seat order
            player_id INTEGER NOT NULL REFERENCES players(id),
            PRIMARY KEY (session_id, seat)
        ) WITHOUT ROWID""",
        "CREATE INDEX seats_by_player ON seats (player_id)",
        "INSERT INTO players (name) SELECT j.value FROM sessions s, json_each(s.players) j"
        " WHERE json_valid(s.players) AND j.type = 'text' GROUP BY j.value ORDER BY min(s.id), min(j.key)",
        "INSERT INTO seats (session_id, seat, player_id) SELECT s.id, j.key, p.id"
        " FROM sessions s, json_each(s.players) j JOIN players p ON p.name = j.value"
        " WHERE json_valid(s.players) AND j.type = 'text'",
        "ALTER TABLE hands ADD COLUMN facts TEXT",             # pairs, scoops, skill under the hand's key
    ),
    (  # 3 -> 4: each night added up for the season, dropped by the database itself when a hand changes
        """CREATE TABLE nights (
            session_id INTEGER PRIMARY KEY REFERENCES sessions(id),
            key TEXT NOT NULL,               -- the scoring fingerprint it was added up under
            summary TEXT NOT NULL            -- JSON: per seat units per stake, hands, scoops, biggest hand,
        )""",                                # per pair units per stake, setting skill
        "CREATE TRIGGER nights_hand_added AFTER INSERT ON hands BEGIN"
        " DELETE FROM nights WHERE session_id = NEW.session_id; END",
        "CREATE TRIGGER nights_hand_deleted AFTER DELETE ON hands BEGIN"
        " DELETE FROM nights WHERE session_id = OLD.session_id; END",
        "CREATE TRIGGER nights_hand_changed AFTER UPDATE OF session_id, number, dealer, unit_value, deal, facts"
        " ON hands BEGIN DELETE FROM nights WHERE session_id IN (OLD.session_id, NEW.session_id); END",
        "CREATE TRIGGER nights_rules_changed AFTER UPDATE OF rules, players ON sessions BEGIN"
        " DELETE FROM nights WHERE session_id = OLD.id; END",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)
def quoted(name: object) -> str:
    return '"' + str(name).replace('"', '""') + '"'


def default_store_path() -> Path:
    """``$CHINESE_POKER_STORE`` if set, else ``sessions.sqlite3`` in the platform's user data folder."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    import platformdirs

    return platformdirs.user_data_path(APP_NAME) / FILE_NAME


def now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="microseconds")


def inspect_store(path: Path) -> int:
    """The schema version of the store file at ``path`` (0 for a missing or empty file), read-only.

    Raises:
        StoreError: naming the file when it is not a database, is damaged, or is not a scorekeeper store.
    """
    try:
        if not path.exists() or path.stat().st_size == 0:
            return 0
    except OSError as e:
        raise StoreUnavailable(_("cannot open the session store {path}: {reason}").format(
            path=path, reason=disk_words(e))) from None
    try:
        conn = _connect_read_only(path)
    except sqlite3.DatabaseError as e:
        raise StoreError(damaged(path, str(e))) from None
    except sqlite3.Error as e:
        raise failed_store(path, "open", e) from None
    conn.text_factory = text_or_bytes
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        tables = int(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
        problems = [row[0] for row in conn.execute("PRAGMA quick_check(5)")]
        columns: dict[str, set[str]] = {}
        for (table,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
            columns[str(table)] = {str(r[1]) for r in conn.execute(f"PRAGMA table_info({quoted(table)})")}
    except sqlite3.DatabaseError as e:
        raise StoreError(damaged(path, str(e))) from None
    finally:
        conn.close()
    if problems != ["ok"]:
        raise StoreError(damaged(path, "; ".join(problems)))
    if version == 0 and tables and app_id == APPLICATION_ID:  # its schema version was reset: never built on again
        raise StoreError(damaged(path, _("it holds tables but says it has schema version 0")))
    if (version or tables) and app_id != APPLICATION_ID:
        raise StoreError(_("{path} is an SQLite database but not a Chinese Poker session store; it was left as it is "
                           "(point {env_var} at another file, or start a fresh store)").format(
            path=path, env_var=ENV_VAR))
    if 0 < version <= SCHEMA_VERSION:
        missing = missing_columns(columns, version)
        if missing:
            raise StoreError(damaged(path, _("{missing} is missing").format(missing=missing)))
    return version


def newer_store(path: Path, version: int, known: int | None = None) -> StoreError:
    """The refusal of a store a newer app wrote (schema ``version``; this app knows up to ``known``)."""
    if known is None:
        return StoreError(_("the session store {path} was written by a newer version of the app (schema "
                            "{version}); update the app to open it").format(path=path, version=version))
    return StoreError(_("the session store {path} was written by a newer version of the app (schema {version}; "
                        "this app knows up to {schema_version}); it was left as it is: update the app to open "
                        "it").format(path=path, version=version, schema_version=known))


def unwritable_store(path: Path, version: int, why: str) -> StoreUnavailable:
    """The refusal of a read-only store (``why``) that is missing (``version`` 0) or needs updating."""
    if version == 0:
        message = _("the session store {path} does not exist yet, and {reason}; point {env_var} at a "
                    "folder you can write")
    else:
        message = _("the session store {path} needs updating to this version of the app, and {reason}; "
                    "point {env_var} at a folder you can write")
    return StoreUnavailable(message.format(path=path, reason=why, env_var=ENV_VAR))


def failed_store(path: Path, doing: str, reason: object) -> StoreUnavailable:
    """The store at ``path`` could not be opened, read or written (``doing``), for ``reason``."""
    messages = {"open": _("cannot open the session store {path}: {reason}"),
                "read": _("cannot read the session store {path}: {reason}"),
                "write": _("cannot write to the session store {path}: {reason}")}
    return StoreUnavailable(messages[doing].format(path=path, reason=sqlite_words(path, reason)))


def sqlite_words(path: Path, reason: object) -> str:
    """SQLite's refusal in a player's words: a full disk, a failing disk, a locked or read-only file."""
    code = getattr(reason, "sqlite_errorcode", 0) & 0xFF
    if isinstance(reason, OSError):
        return disk_words(reason)
    if not isinstance(reason, sqlite3.Error):
        return str(reason)
    import shutil  # asked only when the store refuses a write: never on a launch

    try:
        full = code == 13 or shutil.disk_usage(path.parent).free < 256 * 1024  # SQLITE_FULL, or no room left
    except OSError:
        full = code == 13
    if full:
        return full_disk()
    if code == 10:  # SQLITE_IOERR
        return _("the disk reported an input/output error ({reason}); check the disk, then start again (nothing "
                 "was changed)").format(reason=reason)
    if code in (5, 6):  # SQLITE_BUSY, SQLITE_LOCKED
        return _("another program holds the file locked ({reason}); close it and try again").format(reason=reason)
    return str(reason)


def damaged(path: Path, why: str) -> str:
    return _("the session store {path} is damaged or not a database ({reason}); it was left as it is, and "
             "starting a fresh store keeps it beside the new one as {name}.corrupt-<time>").format(
                 path=path, reason=why, name=path.name)
