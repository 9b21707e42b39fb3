"""``scorekeeper season``: the store's season as JSON, read beside a running app without disturbing it.

The season reads; the facts it works out are kept in the store, each night's in one short write that
holds the one-writer lock only while it writes (``WritingBriefly``). An app started while a season is
being worked out opens the store (waiting the moment a write takes, if it must); once the app holds it,
the season keeps nothing more and answers all the same.
"""

from __future__ import annotations

import datetime
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from scorekeeper.errors import StoreError, StoreInUse
from scorekeeper.language import _, english
from scorekeeper.night.season import Season
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.season_skill import fill_skill
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import ENV_VAR, default_store_path
from scorekeeper.night.store_lock import Holder, StoreLock


class WritingBriefly(Store):
    """A store that holds the one-writer lock only while it writes, and keeps nothing once another has it."""

    def __init__(self, path: Path) -> None:
        kept, StoreLock.holder = StoreLock.holder, Holder.COMMAND_LINE
        try:
            super().__init__(path)  # locked while it is checked and brought up to date
        finally:
            StoreLock.holder = kept
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    @contextmanager
    def _transaction(self, *, durable: bool = True) -> Iterator[sqlite3.Connection]:
        try:
            lock = StoreLock.acquire(self.path, "command line")
        except StoreInUse as e:  # the app opened it meanwhile: what this write would keep is left out
            self.read_only = str(e)
            conn = self._conn
            conn.execute("BEGIN")
            try:
                yield conn
            finally:
                conn.execute("ROLLBACK")
            return
        try:
            with super()._transaction(durable=durable) as conn:
                yield conn
        finally:
            if lock is not None:
                lock.release()


def open_for_reading() -> Store:
    """The default store: kept up to date while free (``WritingBriefly``), read-only while the app holds it."""
    path = default_store_path()
    if not path.exists():
        raise StoreError(_("there is no session store at {path} yet (set {env_var} to use another file)").format(
            path=path, env_var=ENV_VAR))
    try:
        return WritingBriefly(path)
    except StoreInUse:
        return Store(path, read_only=True)


def season_json(start: datetime.date | None = None, end: datetime.date | None = None) -> dict[str, Any]:
    """FORMAT.md's season JSON over the store's sessions from ``start`` to ``end`` (either may be open)."""
    with open_for_reading() as store:
        nights, skipped = load_nights(store, start, end)
        if fill_skill(store, [n.session_id for n in nights if n.skill_pending]):
            nights, skipped = load_nights(store, start, end)
    for sentence in skipped:  # never a silent loss: say which session the season leaves out
        sys.stderr.write(f"scorekeeper: {sentence}{_('.')}\n")
    with english():
        return Season(nights).to_json()
