"""The session store: every session and hand in one SQLite file, written through on every action.

Modelled on qutebrowser's ``misc/sql.py``: stdlib ``sqlite3``, one transaction per user action,
``PRAGMA user_version`` migrations, a database newer than the app refused untouched, WAL mode.
Hands are stored as the deal JSON the user entered plus dealer and unit value; results are not stored,
only a cache of each hand's units keyed by what they were scored from (see ``scorekeeper.night.session``).
"""

from __future__ import annotations

import datetime
import json
import os
import sqlite3
import weakref
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from scorekeeper.errors import ScorekeeperError, SessionError, StoreError, StoreUnavailable
from scorekeeper.language import _
from scorekeeper.night.edits import Write, WriteKind
from scorekeeper.night.scoring_key import rules_text
from scorekeeper.night.session import Session
from scorekeeper.night.store_file import (
    MIGRATIONS,
    SCHEMA_VERSION,
    default_store_path,
    failed_store,
    inspect_store,
    newer_store,
    unwritable_store,
)
from scorekeeper.night.store_file import now as _now
from scorekeeper.night.store_lock import StoreLock, disk_words
from scorekeeper.night.store_rows import (
    SessionInfo,
    hand_row,
    json_text,
    link_seats,
    session_info,
    stored_date,
    text_or_bytes,
)
from scorekeeper.night.store_rows import connect_read_only as _connect_read_only
from scorekeeper.read.limits import MAX_SESSION_NAME, shown
from scorekeeper.rules import RuleSet


class Store:
    """Every session in one SQLite file; ``open``/``create`` give sessions that write through.

    Args:
        path: the store file; default ``default_store_path()`` (``$CHINESE_POKER_STORE`` or the user
            data folder). Its folder is created if needed.

    Raises:
        StoreError: the file is damaged, not a store, newer than this app, or cannot be written.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *, read_only: bool = False) -> None:
        self.path = Path(path).expanduser() if path is not None else default_store_path()
        self.moved_aside: Path | None = None
        self.damaged: list[str] = []
        """Sessions the last ``list_sessions`` skipped because their rows are damaged, one sentence each."""
        self.read_only: str | None = "opened read-only" if read_only else None
        """Why nothing can be saved (the folder or file is read-only), or None for a writable store."""
        self._lock: StoreLock | None = None
        version = inspect_store(self.path)  # a damaged or newer store is refused before anything is made
        if version > SCHEMA_VERSION:
            raise newer_store(self.path, version, SCHEMA_VERSION)
        if not read_only:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise StoreUnavailable(_("cannot create the folder {parent}: {reason}").format(
                    parent=self.path.parent, reason=disk_words(e))) from None
            self._lock = StoreLock.acquire(self.path)
            if self._lock is None:
                self.read_only = _("the folder {folder} is read-only").format(folder=self.path.parent)
            elif self.path.exists() and not os.access(self.path, os.W_OK):
                self.read_only = _("the file {path} is read-only").format(path=self.path)
        try:
            self._connect(version)
        except BaseException:
            if self._lock is not None:
                self._lock.release()
            raise

    def _connect(self, version: int) -> None:
        if self.read_only is not None:
            if version != SCHEMA_VERSION:
                raise unwritable_store(self.path, version, self.read_only)
            self._conn = _connect_read_only(self.path)
            self._conn.text_factory = text_or_bytes
            self._open: weakref.WeakValueDictionary[int, Session] = weakref.WeakValueDictionary()
            return
        try:
            self._conn = sqlite3.connect(self.path, isolation_level=None)
        except (OSError, sqlite3.Error) as e:
            raise failed_store(self.path, "open", e) from None
        self._conn.text_factory = text_or_bytes
        self._open = weakref.WeakValueDictionary()
        try:
            self._conn.execute("PRAGMA journal_mode = WAL")
            # A returned add must survive SIGKILL and power loss: WAL alone survives a killed process, but only
            # synchronous=FULL fsyncs the WAL at every commit, so a returned commit is on disk before the power goes.
            self._conn.execute("PRAGMA synchronous = FULL")
            self._conn.execute("PRAGMA foreign_keys = ON")
            self._conn.execute("PRAGMA busy_timeout = 5000")
            self._migrate()
        except BaseException as e:
            self._conn.close()
            if isinstance(e, sqlite3.Error):  # a full disk, an I/O error, a locked file: one sentence
                raise failed_store(self.path, "open", e) from None
            raise

    # -- plumbing ---------------------------------------------------------------------------------------

    @classmethod
    def start_fresh(cls, path: str | os.PathLike[str] | None = None) -> Store:
        """Move a damaged store aside to ``<name>.corrupt-<time>`` (never deleting it) and start anew.

        The WAL and shared-memory files beside it move with it. ``moved_aside`` on the new store names
        where the old file went.
        """
        target = Path(path).expanduser() if path is not None else default_store_path()
        aside: Path | None = None
        lock = StoreLock.acquire(target) if target.exists() else None  # never move a store another copy has open
        if lock is not None:
            lock.release()
        if target.exists():
            stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
            aside = target.with_name(f"{target.name}.corrupt-{stamp}")
            n = 1
            while aside.exists():
                n += 1
                aside = target.with_name(f"{target.name}.corrupt-{stamp}-{n}")
            try:
                os.rename(target, aside)
                for suffix in ("-wal", "-shm", "-journal"):
                    side = target.with_name(target.name + suffix)
                    if side.exists():
                        os.rename(side, aside.with_name(aside.name + suffix))
            except OSError as e:
                raise StoreError(_("cannot move the damaged store {target} aside: {reason}").format(
                    target=target, reason=e.strerror or e)) from None
        store = cls(target)
        store.moved_aside = aside
        return store

    def close(self) -> None:
        self._conn.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self, *, durable: bool = True) -> Iterator[sqlite3.Connection]:
        """One user action: everything inside commits together or not at all.

        ``durable=False`` is for bookkeeping that can be lost without losing an action (the time a
        session was opened, cached units): it commits without waiting for the disk.
        """
        if self.read_only is not None:
            raise StoreError(_("the session store {path} is read-only ({read_only}): nothing can be saved").format(
                path=self.path, read_only=self.read_only))
        conn = self._conn
        try:
            if not durable:
                conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise failed_store(self.path, "write", e) from None
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException as e:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(e, sqlite3.Error):
                raise failed_store(self.path, "write", e) from None
            raise
        finally:
            if not durable:
                conn.execute("PRAGMA synchronous = FULL")

    def _migrate(self) -> None:
        if self.schema_version() == SCHEMA_VERSION:
            return
        with self._transaction() as conn:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:  # written by a newer app since the read-only check
                raise newer_store(self.path, version)
            for step in MIGRATIONS[version:]:
                for statement in step:
                    conn.execute(statement)
            if version != SCHEMA_VERSION:
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # -- the sessions list -------------------------------------------------------------------------------

    def list_sessions(self) -> list[SessionInfo]:
        """Sessions not deleted, most recently changed first."""
        rows = self._read(
            "SELECT s.id, s.name, s.date, s.players, s.updated,"
            " (SELECT count(*) FROM hands h WHERE h.session_id = s.id)"
            " FROM sessions s WHERE s.deleted = 0 ORDER BY s.updated DESC, s.id DESC")
        infos, self.damaged = [], []
        for row in rows:
            try:
                infos.append(session_info(*row))
            except (ValueError, TypeError) as e:
                self.damaged.append(_("session {session_id} in {path} is damaged and was skipped: {reason}").format(
                    session_id=row[0], path=self.path, reason=e))
        return infos

    def _read(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        """Rows of a query; a failed read (a damaged page, a locked file) is a StoreError naming the file."""
        try:
            return self._conn.execute(sql, args).fetchall()
        except sqlite3.Error as e:
            raise failed_store(self.path, "read", e) from None

    def last_opened(self) -> int | None:
        """The id of the session opened (or created) most recently and not deleted, if any."""
        rows = self._read("SELECT id FROM sessions WHERE deleted = 0 AND opened IS NOT NULL"
                          " ORDER BY opened DESC, id DESC LIMIT 1")
        return int(rows[0][0]) if rows and isinstance(rows[0][0], int) else None

    def _row(self, session_id: int) -> tuple[Any, ...]:
        rows = self._read(
            "SELECT name, date, players, rules, unit_value, currency, first_dealer, bankrolls, deleted"
            " FROM sessions WHERE id = ?", (session_id,))
        if not rows:
            raise StoreError(_("there is no session {session_id} in the store").format(session_id=session_id))
        return tuple(rows[0])

    def rename(self, session_id: int, name: str) -> None:
        """Rename a session (through the open Session, undoably, when it is open)."""
        session = self._open.get(session_id)
        if session is not None:
            session.rename(name)
            return
        self._row(session_id)
        if not isinstance(name, str) or not name.strip():
            raise SessionError(_("a session needs a name"))
        with self._transaction() as conn:
            conn.execute("UPDATE sessions SET name = ?, updated = ? WHERE id = ?", (name.strip(), _now(), session_id))

    def delete(self, session_id: int) -> None:
        """Delete a session from the list; it is kept, so ``undelete`` brings it back."""
        self._set_deleted(session_id, True)

    def undelete(self, session_id: int) -> None:
        self._set_deleted(session_id, False)

    def _set_deleted(self, session_id: int, deleted: bool) -> None:
        self._row(session_id)
        with self._transaction() as conn:
            conn.execute("UPDATE sessions SET deleted = ?, updated = ? WHERE id = ?",
                         (int(deleted), _now(), session_id))

    # -- sessions ----------------------------------------------------------------------------------------

    def create(self, session: Session) -> Session:
        """Store a session (with any hands it has) in one transaction; returns it bound to the store.

        The returned Session is a new object that writes through; the one given is left as it was.
        """
        bankrolls = session.bankrolls
        now = _now()
        records = session._records()
        with self._transaction() as conn:
            cur = conn.execute(
                "INSERT INTO sessions (name, date, players, rules, unit_value, currency, first_dealer,"
                " bankrolls, opened, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (session.name, session.date.isoformat(), json.dumps(session.players, ensure_ascii=False),
                 rules_text(session.rules), str(session.unit_value), session.currency, session.first_dealer,
                 None if bankrolls is None else json.dumps({p: str(v) for p, v in bankrolls.items()}),
                 now, now))
            session_id = int(cur.lastrowid or 0)
            link_seats(conn, session_id, session.players)
            conn.executemany(
                "INSERT INTO hands (session_id, number, dealer, unit_value, deal, scored)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                ((session_id, n + 1, e.dealer, str(e.unit_value), e.text, s.cache_json())
                 for n, (e, s) in enumerate(records)))
        bound = session._clone()
        self._bind(bound, session_id)
        return bound

    def import_session(self, data: Any) -> Session:
        """Import a session file (FORMAT.md): checked completely first, then stored in one transaction."""

        session = Session.from_json(data)  # a night already here (same players, date, hands) opens, not doubles
        hands = [(e.dealer, str(e.unit_value), e.text) for e, _s in session._records()]
        for (sid,) in self._read("SELECT id FROM sessions WHERE deleted = 0 AND date = ? AND players = ?",
                                 (session.date.isoformat(), json.dumps(session.players, ensure_ascii=False))):
            if [tuple(r) for r in self._read("SELECT dealer, unit_value, deal FROM hands WHERE session_id = ?"
                                             " ORDER BY number", (sid,))] == hands:
                return self.open(int(sid))
        return self.create(session)

    def open(self, session_id: int) -> Session:
        """The stored session, bound to the store (the same object while it stays open)."""
        session = self._open.get(session_id)
        if session is not None:
            return session
        name, date, players, rules, unit_value, currency, first_dealer, bankrolls, deleted = \
            self._row(session_id)
        if deleted:
            raise StoreError(_("session {session_id} ({name}) is deleted; undelete it to open it").format(
                session_id=session_id, name=name))
        rows = self._read("SELECT number, dealer, unit_value, deal, scored FROM hands"
                          " WHERE session_id = ? ORDER BY number", (session_id,))
        label = name if isinstance(name, str) and len(name) <= MAX_SESSION_NAME else shown(name)
        where = _("session {session_id} ({name}) in {path}").format(session_id=session_id, name=label, path=self.path)
        if [r[0] for r in rows] != list(range(1, len(rows) + 1)):
            raise StoreError(_("{where} has hands missing: its hands are not numbered 1 to {count}").format(
                where=where, count=len(rows)))
        try:
            session = Session(name, json_text(players, "players"), RuleSet.from_json(json_text(rules, "rules")),
                              date=stored_date(date), unit_value=unit_value, currency=currency,
                              first_dealer=first_dealer,
                              bankrolls=None if bankrolls is None else json_text(bankrolls, "bankrolls"))
            fresh = session._load([hand_row(session, *row) for row in rows])
        except (ScorekeeperError, ValueError, TypeError, ArithmeticError, RecursionError) as e:
            raise StoreError(_("{where} cannot be read: {reason}").format(where=where, reason=e)) from None
        records = session._records()
        if self.read_only is None:
            with self._transaction(durable=False) as conn:
                conn.executemany("UPDATE hands SET scored = ? WHERE session_id = ? AND number = ?",
                                 ((records[i][1].cache_json(), session_id, i + 1) for i in fresh))
                conn.execute("UPDATE sessions SET opened = ? WHERE id = ?", (_now(), session_id))
        self._bind(session, session_id)
        return session

    def _bind(self, session: Session, session_id: int) -> None:
        session._bind(lambda writes: self._write(session_id, writes), session_id)
        self._open[session_id] = session

    def _write(self, session_id: int, writes: Sequence[Write]) -> None:
        """One session operation, in one transaction (the Session changes only if this returns)."""
        with self._transaction() as conn:
            for write in writes:
                kind = write[0]
                if kind is WriteKind.INSERT:
                    _kind, number, entered, scored = write
                    _shift(conn, session_id, number, +1)
                    conn.execute("INSERT INTO hands (session_id, number, dealer, unit_value, deal, scored)"
                                 " VALUES (?, ?, ?, ?, ?, ?)",
                                 (session_id, number, entered.dealer, str(entered.unit_value), entered.text,
                                  scored.cache_json()))
                elif kind is WriteKind.DELETE:
                    _kind, number = write
                    conn.execute("DELETE FROM hands WHERE session_id = ? AND number = ?", (session_id, number))
                    _shift(conn, session_id, number + 1, -1)
                elif kind is WriteKind.PUT:
                    _kind, number, entered, scored = write
                    conn.execute("UPDATE hands SET dealer = ?, unit_value = ?, deal = ?, scored = ?"
                                 " WHERE session_id = ? AND number = ?",
                                 (entered.dealer, str(entered.unit_value), entered.text, scored.cache_json(),
                                  session_id, number))
                elif kind is WriteKind.CACHE:
                    _kind, number, scored = write
                    conn.execute("UPDATE hands SET scored = ? WHERE session_id = ? AND number = ?",
                                 (scored.cache_json(), session_id, number))
                elif kind is WriteKind.SESSION:
                    _update_session(conn, session_id, write[1])
                else:  # pragma: no cover - the Session only makes the kinds above
                    raise AssertionError(f"unknown write {kind!r}")
            conn.execute("UPDATE sessions SET updated = ? WHERE id = ?", (_now(), session_id))


_SESSION_COLUMNS = {"name", "rules", "unit_value"}


def _update_session(conn: sqlite3.Connection, session_id: int, values: Mapping[str, Any]) -> None:
    for column, value in values.items():
        assert column in _SESSION_COLUMNS
        conn.execute(f"UPDATE sessions SET {column} = ? WHERE id = ?", (value, session_id))


def _shift(conn: sqlite3.Connection, session_id: int, start: int, by: int) -> None:
    """Renumber hands from ``start`` on by ``by``, through negative numbers so the key never clashes."""
    conn.execute("UPDATE hands SET number = -(number + ?) WHERE session_id = ? AND number >= ?",
                 (by, session_id, start))
    conn.execute("UPDATE hands SET number = -number WHERE session_id = ? AND number < 0", (session_id,))
