"""Exporting a session: an Excel workbook the group can check and edit, or a CSV of every hand.

``export_session(session, "night.xlsx")`` writes the workbook of ``scorekeeper.export.workbook`` (Summary,
Hands, Pairs, Rules, Chart; its totals are live formulas over the Hands sheet, each stored with its
value); a ``.csv`` target gets the Hands table as plain values (``scorekeeper.export.csv_file``). Both read
the rows of ``scorekeeper.export.rows``; ``scorekeeper.export.files`` writes beside the target and then moves
the file into place, so a failed export never leaves a half-written file.

XlsxWriter is imported only when a workbook is written, so importing this module stays cheap.
"""

from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING

from scorekeeper.errors import ExportError
from scorekeeper.export.csv_file import write_csv
from scorekeeper.export.files import write_atomically
from scorekeeper.export.rows import EXPORT_TYPES
from scorekeeper.export.words import natural_words, rules_in_words
from scorekeeper.language import _, english

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

__all__ = ["export_session", "natural_words", "rules_in_words", "verify_target", "write_csv", "write_workbook"]

def export_session(session: Session, path: str | os.PathLike[str]) -> Path:
    """Write ``session`` to ``path``: an Excel workbook for ``.xlsx``, the Hands table for ``.csv``.

    The file is written beside the target first and then moved over it, so on any failure an existing
    file is left as it was and no temporary file stays behind.

    Raises:
        ExportError: for another extension, or when the target cannot be written (naming the path and
            the reason).
    """
    target = Path(path)
    if verify_target(target) == ".csv":
        write_atomically(target, lambda f, _work: _english_csv(session, f))
    else:
        write_atomically(target, lambda f, work: write_workbook(session, f, work))
    return target


def _english_csv(session: Session, file: IO[bytes]) -> int:
    """The CSV is read by scripts and other spreadsheets: its header and words stay English (README)."""
    with english():
        return write_csv(session, file)


def verify_target(path: str | os.PathLike[str]) -> str:
    """The export type (``.xlsx`` or ``.csv``) a file name asks for; ExportError naming it otherwise."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in EXPORT_TYPES:
        kinds = _(" or ").join(_("{extension} ({what})").format(extension=ext, what=_(what))
                               for ext, what in EXPORT_TYPES.items())
        found = repr(suffix) if suffix else _("no extension")
        raise ExportError(_("cannot export to {name}: the file name must end in {kinds}, not {found}").format(
            name=target.name, kinds=kinds, found=found))
    return suffix


def write_workbook(session: Session, file: IO[bytes], scratch: Path | None = None) -> dict[str, tuple[int, int, int]]:
    """Write the Excel workbook to an open binary file; returns (rows, columns, cells) per sheet.

    ``scratch`` is the folder for the writer's per-sheet files (the system's temporary folder if None).
    """
    from scorekeeper.export.workbook import build_workbook

    with _collector_paused():
        return build_workbook(session, file, scratch)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cycle collector while the workbook is written.

    The export makes short-lived objects per cell (a million cells for 10,000 hands), and every few
    thousand of them the collector would walk the whole session in memory; none of them form cycles, so
    reference counting frees them anyway.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


