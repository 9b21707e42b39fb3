"""One writer per store: the operating system's lock on the store file itself, never on a file beside it.

Two copies of the app on one store would each write hands by number from their own stale view, so the
second copy is refused. The lock is the operating system's (``flock``; on Windows ``msvcrt.locking`` on
a byte far past anything SQLite touches) on the SQLite file itself, opened without following a link:
deleting or replacing any other file cannot let a second copy in, and the lock ends with the process
that holds it, so a killed app never leaves the store locked. Nothing is ever written through the lock.

Beside the store, ``<store>.lock`` only says who holds it ("4242 app"), so a refused copy can name the
app or the command line. It is written only while the lock is held, never through a link and never into
a file with other names (a hard link): a planted link cannot get a user's file overwritten. Where the
system lists its locks (Linux's ``/proc/locks``), the holder is read from there first, so a deleted or
stale ``<store>.lock`` cannot misname it.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import time
from enum import StrEnum
from pathlib import Path
from typing import ClassVar

from scorekeeper.errors import StoreInUse, StoreUnavailable
from scorekeeper.language import _

READ_ONLY_ERRORS = (errno.EACCES, errno.EPERM, errno.EROFS)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_WINDOWS_BYTE = 0x7FFF_FFFF_0000
"""The byte Windows locks: SQLite's own lock bytes sit at 1 GiB, and nothing reads this far."""
_WAIT_FOR_COMMAND_LINE = 3.0
"""Seconds a copy waits for ``scorekeeper season``, which holds the lock only while it writes."""


class Holder(StrEnum):
    """What holds a store, as ``<store>.lock`` names it after the process id ("4242 app")."""

    APP = "app"
    COMMAND_LINE = "command line"
    PROGRAM = "program"
    UNKNOWN = ""

    @staticmethod
    def named(word: str) -> Holder:
        """The holder a note or a process's command line names; UNKNOWN for any other word."""
        return next((h for h in Holder if h.value == word), Holder.UNKNOWN)


def holder_words(kind: Holder) -> str:
    """What holds a store, as a refusal names it."""
    return _("the scorekeeper command line") if kind is Holder.COMMAND_LINE else _("another program")


class StoreLock:
    """The held lock of one store file; ``release`` (or the process ending) frees it.

    Within one process the lock is shared (counted): a test or a tool may reopen a store it holds.
    """

    holder: ClassVar[str] = Holder.PROGRAM
    """What this process is, as ``<store>.lock`` names it: the app and the CLI set it when they start."""
    _held: ClassVar[dict[Path, tuple[int, int]]] = {}  # store file -> (descriptor, holders)

    def __init__(self, path: Path) -> None:
        self._path: Path | None = path

    @staticmethod
    def acquire(store: Path, holder: str | None = None) -> StoreLock | None:
        """Lock ``store`` for this process, or None when its folder cannot be written (open it read-only).

        ``holder`` is what ``<store>.lock`` will say holds it (default ``StoreLock.holder``).

        Raises:
            StoreInUse: another process holds the lock, naming it when it can.
            StoreUnavailable: the store is a link, or the disk refuses even an empty file.
        """
        path = store.absolute()
        if path in StoreLock._held:
            held, holders = StoreLock._held[path]
            StoreLock._held[path] = (held, holders + 1)
            return StoreLock(path)
        opened = _open(path)
        if opened is None:
            return None
        fd = opened
        if not os.access(path.parent, os.W_OK):
            os.close(fd)
            return None
        deadline = time.monotonic() + _WAIT_FOR_COMMAND_LINE
        while True:
            try:
                _lock(fd)
                break
            except OSError:
                process, kind = _holder(path)
                if kind is Holder.COMMAND_LINE and time.monotonic() < deadline:
                    time.sleep(0.05)  # the command line writes for a moment, then lets go
                    continue
                os.close(fd)
                raise in_use(store, process, kind) from None
        _say_holder(path, holder or StoreLock.holder)
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


def in_use(store: Path, process: str, kind: Holder) -> StoreInUse:
    """The refusal of a store another process holds, naming what holds it."""
    who = _(" (process {process})").format(process=process) if process else ""
    if kind is Holder.APP:
        return StoreInUse(_("the session store {store} is already open in another copy of the app{who}; use that "
                            "copy, or close it and start this one again").format(store=store, who=who))
    return StoreInUse(_("the session store {store} is in use by {holder}{who}; try again when it has "
                        "finished").format(store=store, holder=holder_words(kind), who=who))


def _open(path: Path) -> int | None:
    """A descriptor on the store file itself (made empty if missing; SQLite reads that as a new store)."""
    if not _NOFOLLOW and path.is_symlink():
        raise StoreUnavailable(linked(path))
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW, 0o644)
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise StoreUnavailable(linked(path)) from None
        if e.errno not in READ_ONLY_ERRORS:
            raise StoreUnavailable(_("cannot open the session store {store}: {reason}").format(
                store=path, reason=disk_words(e))) from None
    try:  # a read-only file in a writable folder: locked all the same, and opened read-only
        return os.open(path, os.O_RDONLY | _NOFOLLOW)
    except OSError:
        return None


def linked(path: Path) -> str:
    return _("the session store {store} is a symbolic link, and a link is never followed; point {env_var} at "
             "the file it leads to").format(store=path, env_var="CHINESE_POKER_STORE")


def full_disk() -> str:
    return _("the disk is full; free some space and start again (nothing was changed)")


def disk_words(error: OSError) -> str:
    """An operating system's refusal in a player's words (a full disk says so)."""
    return full_disk() if error.errno in (errno.ENOSPC, errno.EDQUOT) else str(error.strerror or error)


def _lock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _info_path(store: Path) -> Path:
    return store.with_name(store.name + ".lock")


def _say_holder(store: Path, holder: str) -> None:
    """Write "<process> <what>" into ``<store>.lock``: never through a link, never into a file named twice."""
    try:
        fd = os.open(_info_path(store), os.O_WRONLY | os.O_CREAT | _NOFOLLOW, 0o644)
    except OSError:
        return  # only a name for a refusal: the lock holds without it
    try:
        info = os.fstat(fd)
        if stat.S_ISREG(info.st_mode) and info.st_nlink == 1:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()} {holder}\n".encode())
    except OSError:
        pass
    finally:
        os.close(fd)


def _holder(store: Path) -> tuple[str, Holder]:
    """The process holding the store's lock and what it is (``app``, ``command line``, or "")."""
    process, kind = _named_holder(store)
    locker = _locker(store)
    if locker and locker != process:  # the note beside the store is gone or stale: ask the process itself
        return locker, _kind_of(locker)
    return process, kind


def _locker(store: Path) -> str:
    """The process holding the ``flock`` on the store, as ``/proc/locks`` lists it ("" where there is none)."""
    try:
        info = os.stat(store)
        with open("/proc/locks", encoding="ascii") as locks:
            lines = locks.read().splitlines()
    except (OSError, UnicodeDecodeError):
        return ""
    where = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    for line in lines:
        fields = line.split()
        if len(fields) >= 6 and fields[1] == "FLOCK" and fields[5] == where and fields[4].isdigit():
            return fields[4]
    return ""


def _kind_of(process: str) -> Holder:
    """What a process is, read from its command line: the app, or ``scorekeeper season``."""
    try:
        with open(f"/proc/{process}/cmdline", "rb") as cmdline:
            words = cmdline.read().decode(errors="replace").split("\0")
    except OSError:
        return Holder.UNKNOWN
    if any(w.endswith(("scorekeeper_app", "chinese-poker-scorekeeper")) for w in words):
        return Holder.APP
    if any(w.endswith("scorekeeper") for w in words) and "season" in words:
        return Holder.COMMAND_LINE
    return Holder.UNKNOWN


def _named_holder(store: Path) -> tuple[str, Holder]:
    """The process id and what it is, as ``<store>.lock`` names them."""
    try:
        fd = os.open(_info_path(store), os.O_RDONLY | _NOFOLLOW)
    except OSError:
        return "", Holder.UNKNOWN
    try:
        text = os.read(fd, 64).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return "", Holder.UNKNOWN
    finally:
        os.close(fd)
    process, _sep, kind = text.partition(" ")
    return (process, Holder.named(kind)) if process.isdigit() else ("", Holder.UNKNOWN)
