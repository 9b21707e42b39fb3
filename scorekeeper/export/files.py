"""Writing an export beside its target, then moving it into place; and sweeping up what a killed export left.

Each export works in its own hidden folder beside the target (``.night.xlsx.k3j9x2ab.tmp/``) that holds a
lock for as long as the export runs, the file being written and the workbook writer's scratch files. On
success the file is moved over the target; on success or failure the folder is then removed, so a failed
export leaves an existing target as it was. A process killed mid-export cannot remove its folder, but its
lock dies with it: the next export into that folder removes every such folder whose lock nobody holds.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import re
import shutil
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from scorekeeper.errors import ExportError
from scorekeeper.language import _

try:
    import fcntl
except ImportError:  # Windows: a file another process has open cannot be deleted, which serves as the lock
    fcntl = None  # type: ignore[assignment]

LOCK_NAME = ".scorekeeper-export.lock"
"""The lock file inside a working folder; its presence also marks the folder as one of our exports'."""

WorkingWriter = Callable[[IO[bytes], Path], object]
"""Writes the export to an open binary file; may keep scratch files in the folder it is given."""

_WORKING = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp", re.IGNORECASE)
"""A working folder's name: the target's name between a dot and tempfile's eight characters."""

_LEGACY_AGE = 600.0
"""Seconds after which a single-file temporary of an earlier version (which took no lock) counts as stale."""


def write_atomically(target: Path, write: WorkingWriter) -> None:
    """Write through a working folder beside the target, then move the result over the target.

    Raises:
        ExportError: naming the target and the reason, when it cannot be written.
    """
    if target.is_dir():
        raise ExportError(_("cannot write {target}: it is a folder").format(target=target))
    try:
        sweep_stale(target.parent)
        work = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"))
    except OSError as e:
        raise ExportError(_("cannot write {target}: {reason}").format(
            target=target, reason=write_reason(e, target))) from e
    try:
        with _locked(work):
            written = work / target.name
            raw = _Sink(io.FileIO(written, "xb"))
            with io.BufferedWriter(raw, 1 << 16) as file:
                write(file, work)
                file.flush()
                os.fsync(raw.fileno())
            _give_mode(written, target)
            os.replace(written, target)
    except OSError as e:
        raise ExportError(_("cannot write {target}: {reason}").format(
            target=target, reason=write_reason(e, target))) from e
    finally:
        shutil.rmtree(work, ignore_errors=True)


def sweep_stale(folder: Path) -> list[str]:
    """Remove the working folders of exports that were killed (nobody holds their lock); returns their names.

    Only folders named like ours that hold our lock file are touched, and only while we hold that lock;
    a single hidden ``.NAME.xxxxxxxx.tmp`` file of an earlier version (which wrote without a lock) is
    removed once it is ten minutes old. Anything that cannot be checked or removed is left alone.
    """
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _WORKING.fullmatch(entry.name):
            continue
        with contextlib.suppress(OSError):
            if entry.is_dir(follow_symlinks=False):
                if _remove_if_unlocked(Path(entry.path)):
                    removed.append(entry.name)
            elif entry.is_file(follow_symlinks=False) and _is_export_file(entry.name):
                info = entry.stat(follow_symlinks=False)
                if _owned(info) and time.time() - info.st_mtime > _LEGACY_AGE:
                    os.unlink(entry.path)
                    removed.append(entry.name)
    return removed


def _is_export_file(name: str) -> bool:
    return name.lower().rsplit(".", 3)[1] in ("xlsx", "csv")


def _owned(info: os.stat_result) -> bool:
    return not hasattr(os, "geteuid") or info.st_uid == os.geteuid()


@contextlib.contextmanager
def _locked(work: Path) -> Iterator[None]:
    """Hold the working folder's lock while the export runs (released by the OS if the process dies).

    The lock file is locked under another name and then renamed, so a sweep never finds it unlocked.
    """
    fd = os.open(work / (LOCK_NAME + ".new"), os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        os.replace(work / (LOCK_NAME + ".new"), work / LOCK_NAME)
        yield
    finally:
        os.close(fd)


def _remove_if_unlocked(work: Path) -> bool:
    """Remove a working folder when it is ours and no running export holds its lock."""
    lock = work / LOCK_NAME
    if not _owned(work.lstat()) or not lock.is_file():
        return False
    if fcntl is None:
        os.unlink(lock)  # fails while the exporting process has it open
        shutil.rmtree(work, ignore_errors=True)
        return True
    fd = os.open(lock, os.O_RDWR)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        shutil.rmtree(work, ignore_errors=True)
        return True
    finally:
        os.close(fd)


class _Sink(io.RawIOBase):
    """The file being written; after one failed write (a full disk) it accepts and drops the rest.

    The failure itself is raised to the export; what follows is clean-up by the writers (a zip file's
    closing record written when it is garbage-collected), which would otherwise fail again, outside any
    handler, and print "Exception ignored in ZipFile.__del__" after the export's own message.
    """

    def __init__(self, file: io.FileIO) -> None:
        super().__init__()
        self._file = file
        self._failed = False

    def writable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._file.fileno()

    def write(self, data: Any, /) -> int:
        if self._failed:
            return len(data)
        try:
            return self._file.write(data) or 0
        except OSError:
            self._failed = True
            raise

    def seek(self, offset: int, whence: int = os.SEEK_SET) -> int:
        return self._file.seek(offset, whence)

    def tell(self) -> int:
        return self._file.tell()

    def close(self) -> None:
        super().close()
        self._file.close()


def write_reason(error: OSError, target: Path) -> str:
    """Why the target could not be written, in words a user can act on."""
    if isinstance(error, PermissionError) or error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return _("permission denied: the folder may be read-only, or the file open in another program "
                 "(close it in Excel and try again)")
    if isinstance(error, FileNotFoundError):
        return _("the folder {folder} does not exist").format(folder=target.parent)
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("the disk is full")
    if error.errno == errno.EFBIG:
        return _("the file is larger than this system allows")
    if isinstance(error, IsADirectoryError):
        return _("it is a folder")
    return error.strerror or str(error)


def _give_mode(written: Path, target: Path) -> None:
    """Give the written file the target's mode, or what a new file would get under the user's umask."""
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        umask = os.umask(0o022)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(written, mode)
