"""One writer per store: an OS lock beside the store file, and read-only opening when nobody may write.

Two copies of the app on one store would each write hands by number from their own stale view, so
the second copy is refused. The lock is the operating system's (``flock``, ``msvcrt.locking``) on
``<store>.lock``: it ends with the process that holds it, so a killed app never leaves the store locked.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import sys
from pathlib import Path
from typing import ClassVar

from scorekeeper.errors import StoreInUse

_READ_ONLY_ERRORS = (errno.EACCES, errno.EPERM, errno.EROFS)


class StoreLock:
    """The held lock of one store file; ``release`` (or the process ending) frees it.

    Within one process the lock is shared (counted): a test or a tool may reopen a store it holds.
    """

    _held: ClassVar[dict[Path, tuple[int, int]]] = {}  # lock file -> (descriptor, holders)

    def __init__(self, path: Path) -> None:
        self._path: Path | None = path

    @staticmethod
    def acquire(store: Path) -> StoreLock | None:
        """Lock ``store`` for this process, or None when its folder cannot be written (open it read-only).

        Raises:
            StoreInUse: another process holds the lock, naming it when it can.
        """
        path = store.with_name(store.name + ".lock").absolute()
        if path in StoreLock._held:
            fd, holders = StoreLock._held[path]
            StoreLock._held[path] = (fd, holders + 1)
            return StoreLock(path)
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as e:
            if e.errno in _READ_ONLY_ERRORS:
                return None
            raise StoreInUse(f"cannot lock the session store {store}: {e.strerror or e}") from None
        if not os.access(store.parent, os.W_OK):
            os.close(fd)
            return None
        try:
            _lock(fd)
        except OSError:
            holder = _holder(fd)
            os.close(fd)
            who = f" (process {holder})" if holder else ""
            raise StoreInUse(f"the session store {store} is already open in another copy of the app{who}; "
                             "use that copy, or close it and start this one again") from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        StoreLock._held[path] = (fd, 1)
        return StoreLock(path)

    def release(self) -> None:
        if self._path is None:
            return
        fd, holders = StoreLock._held.pop(self._path)
        if holders > 1:
            StoreLock._held[self._path] = (fd, holders - 1)
        else:
            os.close(fd)  # closing the descriptor drops the OS lock
        self._path = None


def _lock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _holder(fd: int) -> str:
    """The process id the lock file names, if it can be read."""
    try:
        text = os.pread(fd, 20, 0).decode("ascii").strip() if hasattr(os, "pread") else ""
    except (OSError, UnicodeDecodeError):
        return ""
    return text if text.isdigit() else ""


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
