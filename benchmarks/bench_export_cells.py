"""What each kind of cell costs XlsxWriter itself, and what the export's mix of cells costs against plain numbers.

Run from the repository root:  python benchmarks/bench_export_cells.py [--hands N] [--quick]

The export's floor (``bench_export.py``) is XlsxWriter writing plain integers. The workbook needs text (names,
cards, row names, explanations), number formats (money, signed units) and tall rows (printing). This script
times, in a constant_memory workbook, 200,000 cells of each kind: a plain number, a number with a format, a
text, a text with a format, and a row height per row of 10 plain numbers (CPU seconds, best of 3). It then
counts the cells of each kind in the workbook the export writes for an N-hand sample session (2,000 by
default), reads those cells back from the file and has XlsxWriter write them again, with no code of ours:
with their formats and row heights, bare, and as a plain number each. The first against the last is the
part of the export's ratio to the floor that no code of ours can remove without dropping text, formats or
row heights (the replay's own loop is in all three, so the true ratios are a little higher).
``--quick`` (CI): 20,000 cells of each kind, 200 hands, each timed once.
"""

from __future__ import annotations

import argparse
import gc
import re
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.sample_session import generate_session  # noqa: E402
from scorekeeper.export.book import TEXT_STAYS_TEXT  # noqa: E402
from scorekeeper.export.session_export import export_session  # noqa: E402
from scorekeeper.night.session import Session  # noqa: E402

ROWS, COLUMNS = 20_000, 10
KINDS = ("number", "number with a format", "text", "text with a format", "row height")
TEXTS = ("As Kd 7c", "Pair of queens", "9s 9d 4h 4c 7s", "Flush, ace high")


def cell_cost(kind: str, folder: Path, rows: int = ROWS, repeats: int = 3) -> float:
    """Microseconds of CPU per cell (per row for ``row height``, less the row's plain numbers)."""
    import xlsxwriter

    best = float("inf")
    for _ in range(repeats):
        gc.collect()
        gc.disable()
        start = time.process_time()
        workbook = xlsxwriter.Workbook(str(folder / "cells.xlsx"),
                                       {"constant_memory": True, "tmpdir": str(folder), **TEXT_STAYS_TEXT})
        styled = workbook.add_format({"num_format": "+0;-0;0", "text_wrap": True})
        ws = workbook.add_worksheet()
        write_number, write_string, set_row = ws.write_number, ws.write_string, ws.set_row
        for r in range(rows):
            if kind == "row height":
                set_row(r, 30)
            for c in range(COLUMNS):
                if kind == "number with a format":
                    write_number(r, c, r + c, styled)
                elif kind == "text":
                    write_string(r, c, TEXTS[c & 3])
                elif kind == "text with a format":
                    write_string(r, c, TEXTS[c & 3], styled)
                else:
                    write_number(r, c, r + c)
        workbook.close()
        best = min(best, time.process_time() - start)
        gc.enable()
    return best * 1e6 / (rows if kind == "row height" else rows * COLUMNS)


def export_mix(hands: int, folder: Path, repeats: int = 3) -> tuple[float, dict[str, int]]:
    """The export's CPU seconds (best of 3) and the cells of each kind (and rows with a height) it wrote."""
    session = Session.from_json(generate_session(hands, 2026))
    for hand in session.hands:  # every result in memory, as in the app
        hand.result  # noqa: B018
    cpu = float("inf")
    for _ in range(repeats):
        gc.collect()
        start = time.process_time()
        export_session(session, folder / "export.xlsx")
        cpu = min(cpu, time.process_time() - start)
    mix = dict.fromkeys(KINDS, 0)
    with zipfile.ZipFile(folder / "export.xlsx") as book:
        for name in book.namelist():
            if not name.startswith("xl/worksheets/sheet"):
                continue
            xml = book.read(name).decode()
            for attributes in re.findall(r"<c ([^>]*)>", xml):
                text = 't="inlineStr"' in attributes or 't="s"' in attributes
                styled = " s=" in f" {attributes}"
                mix[("text" if text else "number") + (" with a format" if styled else "")] += 1
            mix["row height"] += len(re.findall(r"<row [^>]*customHeight", xml))
    return cpu, mix


CELL = re.compile(r'<c r="([A-Z]+)(\d+)"( s="\d+")?( t="inlineStr")?>'
                  r'(?:<v>([^<]*)</v>|<is><t[^>]*>([^<]*)</t></is>)</c>')
ROW = re.compile(r'<row r="(\d+)"[^>]*? ht="([\d.]+)"')


Cells = list[tuple[list[tuple[int, float]], list[tuple[int, int, str | float, str | None, bool]]]]
"""Per sheet: its row heights, and its cells as (row, column, value, style index, is text)."""


def sheet_cells(folder: Path) -> Cells:
    """Each sheet's row heights and its value cells (row, column, value, style, is text), read back from the file.

    Formula cells are left out (the Summary has a few dozen); every other cell is kept with its style index.
    """
    from html import unescape

    from xlsxwriter.utility import xl_cell_to_rowcol

    sheets = []
    with zipfile.ZipFile(folder / "export.xlsx") as book:
        for name in sorted(n for n in book.namelist() if n.startswith("xl/worksheets/sheet")):
            xml = book.read(name).decode()
            heights = [(int(r) - 1, float(h)) for r, h in ROW.findall(xml)]
            cells: list[tuple[int, int, str | float, str | None, bool]] = []
            for letters, row, style, inline, number, text in CELL.findall(xml):
                _, col = xl_cell_to_rowcol(f"{letters}1")
                value: str | float = unescape(text) if inline else float(number)
                cells.append((int(row) - 1, col, value, style or None, bool(inline)))
            sheets.append((heights, cells))
    return sheets


def replay(sheets: Cells, folder: Path, styled: bool, repeats: int = 3) -> float:
    """CPU seconds for XlsxWriter to write exactly these cells (with a format per style and the row heights if
    ``styled``; else every cell bare and no heights), best of 3."""
    import xlsxwriter

    best = float("inf")
    for _ in range(repeats):
        gc.collect()
        gc.disable()
        start = time.process_time()
        workbook = xlsxwriter.Workbook(str(folder / "replay.xlsx"),
                                       {"constant_memory": True, "tmpdir": str(folder), **TEXT_STAYS_TEXT})
        formats: dict[str, object] = {}
        for heights, cells in sheets:
            ws = workbook.add_worksheet()
            write_number, write_string, set_row = ws.write_number, ws.write_string, ws.set_row
            height_of = dict(heights) if styled else {}
            last = -1
            for row, col, value, style, text in cells:
                if row != last:
                    last = row
                    if row in height_of:
                        set_row(row, height_of[row])
                cell_format = None
                if styled and style is not None:
                    cell_format = formats.get(style)
                    if cell_format is None:
                        cell_format = formats[style] = workbook.add_format({"bold": True, "indent": len(formats)})
                if text:
                    write_string(row, col, value, cell_format)
                else:
                    write_number(row, col, value, cell_format)
        workbook.close()
        best = min(best, time.process_time() - start)
        gc.enable()
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="sample session size (default 2,000)")
    parser.add_argument("--quick", action="store_true", help="20,000 cells a kind, 200 hands, timed once (CI)")
    args = parser.parse_args()
    rows, repeats = (ROWS // 10, 1) if args.quick else (ROWS, 3)
    if args.quick:
        args.hands = 200
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        costs = {kind: cell_cost(kind, folder, rows, repeats) for kind in KINDS}
        export_cpu, mix = export_mix(args.hands, folder, repeats)
        sheets = sheet_cells(folder)
        numbers = [(heights, [(r, c, 1.0, None, False) for r, c, *_ in cells]) for heights, cells in sheets]
        as_written = replay(sheets, folder, True, repeats)
        bare = replay(sheets, folder, False, repeats)
        plain_numbers = replay(numbers, folder, False, repeats)
    plain = costs["number"]
    print(f"XlsxWriter constant_memory, CPU per cell ({rows * COLUMNS:,} cells of each kind, best of {repeats}):")
    height = costs["row height"] - COLUMNS * plain  # the row's own cost, beyond its ten numbers
    for kind in KINDS[:4]:
        print(f"  {kind:22} {costs[kind]:6.2f} us  {costs[kind] / plain:4.2f}x a number")
    print(f"  {'row height':22} {height:6.2f} us  per row (beyond its {COLUMNS} numbers)")
    cells = sum(n for kind, n in mix.items() if kind != "row height")
    print(f"\nThe export's workbook for {args.hands:,} hands: {cells:,} cells: "
          + ", ".join(f"{mix[kind]:,} {kind}" for kind in KINDS[:4]) + f"; {mix['row height']:,} rows with a height")
    print(f"XlsxWriter alone writing the export's own cells again (read back from its file, no code of ours): "
          f"{as_written:.2f} s with their formats and row heights, {bare:.2f} s bare, against {plain_numbers:.2f} s "
          f"for a plain number in each: {as_written / plain_numbers:.2f}x and {bare / plain_numbers:.2f}x")
    print(f"The export itself (our rows, the Summary, the chart and XlsxWriter): {export_cpu:.2f} s, "
          f"{export_cpu / plain_numbers:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
