"""The workbook's house style on XlsxWriter: cell formats, column widths, frozen headers and print setup.

Every sheet prints on A4 and Letter alike: set for A4 landscape with columns planned for Letter's narrower
page (and A4's lower one sets the rows), 0.4" side
margins, the session's name and the sheet's in the page header, "Page 3 of 7" in the footer, the header
row repeated on every page. A sheet too wide for one page is split between its column groups at a
legible scale (never below 75%), with the first columns repeated, rather than shrunk to one page wide.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from scorekeeper.export import FRACTION_UNITS_FORMAT, UNITS_FORMAT

PAGE_WIDTH_PX = 979
"""Printable width of a landscape page at 100%, in pixels at 96 dpi: Letter's 11" less 0.8" of margins
(A4's 11.69" is wider, so what fits Letter fits A4)."""

SCALES = (100, 95, 90, 85, 80, 75)
"""Print scales tried for a wide sheet, largest first; 75% of 11 points is still an 8-point font."""

HEADER_FILL = "#DDEBF7"
HEADER_LINE = "#8EA9C1"
NOTE_COLOR = "#595959"
DATE_FORMAT = "d mmmm yyyy"
PADDED = "_)"
"""A number format's trailing space (as wide as ")"): keeps a right-aligned number off the text after it."""

_ILLEGAL = re.compile(r"[\000-\010]|[\013-\014]|[\016-\037]")
"""Characters an xlsx file cannot hold."""


def clean(text: str) -> str:
    """The text without the characters an xlsx file cannot hold (control characters but tab and newlines)."""
    return _ILLEGAL.sub("", text)


def column_px(width: float) -> int:
    """A column's width in pixels for a width in characters (Calibri 11, as Excel computes it)."""
    return int(width * 7 + 5) if width >= 1 else int(width * 12 + 0.5)


def padded(number_format: str) -> str:
    """``+0;-0;0`` -> ``+0_);-0_);0_)``: each section keeps a trailing space."""
    return ";".join(section + PADDED for section in number_format.split(";"))


class Formats:
    """The workbook's cell formats, made once per workbook (XlsxWriter shares them by identity)."""

    def __init__(self, workbook: Any, currency_format: str) -> None:
        add = workbook.add_format
        self.title = add({"bold": True, "font_size": 14})
        self.section = add({"bold": True, "font_size": 12})
        self.bold = add({"bold": True})
        self.note = add({"italic": True, "font_color": NOTE_COLOR})
        self.indented = add({"align": "left", "indent": 1})
        self.wrapped = add({"text_wrap": True, "valign": "top"})
        self.indented_wrapped = add({"align": "left", "indent": 1, "text_wrap": True, "valign": "top"})
        self.hand = add({"num_format": "0", "align": "center"})
        self.count = add({"num_format": "0"})
        self.count_left = add({"num_format": "0", "align": "left"})
        self.date = add({"num_format": DATE_FORMAT, "align": "left"})
        self.money = add({"num_format": currency_format})
        self.money_left = add({"num_format": currency_format, "align": "left"})
        self.money_bold = add({"num_format": currency_format, "bold": True})
        self.units = {True: add({"num_format": UNITS_FORMAT}), False: add({"num_format": FRACTION_UNITS_FORMAT})}
        self.units_bold = {True: add({"num_format": UNITS_FORMAT, "bold": True}),
                           False: add({"num_format": FRACTION_UNITS_FORMAT, "bold": True})}
        self.units_padded = {True: add({"num_format": padded(UNITS_FORMAT)}),
                             False: add({"num_format": padded(FRACTION_UNITS_FORMAT)})}
        header = {"bold": True, "bg_color": HEADER_FILL, "bottom": 1, "bottom_color": HEADER_LINE}
        self.header = {align: add({**header, **extra}) for align, extra in (
            ("left", {"align": "left"}), ("right", {"align": "right"}), ("center", {"align": "center"}),
            ("indented", {"align": "left", "indent": 1}))}


class Sheet:
    """One worksheet being streamed row by row (XlsxWriter's constant_memory mode), with its sizes."""

    def __init__(self, workbook: Any, formats: Formats, title: str, widths: Sequence[float],
                 freeze: tuple[int, int] | None) -> None:
        ws = workbook.add_worksheet(title)
        for i, width in enumerate(widths):
            ws.set_column(i, i, width)
        if freeze:
            ws.freeze_panes(*freeze)
        self.ws = ws
        self.formats = formats
        self.title = title
        self.widths = list(widths)
        self.rows = 0
        self.cells = 0

    def header(self, row: int, titles: Sequence[str], numeric: Sequence[str] = (), indented: Sequence[str] = (),
               centered: Sequence[str] = ()) -> None:
        """The bold header row, each title aligned like the values under it (numbers to the right)."""
        formats = self.formats.header
        for col, title in enumerate(titles):
            align = ("center" if title in centered else "right" if title in numeric
                     else "indented" if title in indented else "left")
            self.ws.write_string(row, col, title, formats[align])
        self.count(1, len(titles))

    def count(self, rows: int, cells: int) -> None:
        self.rows += rows
        self.cells += cells

    def filter(self, first_row: int, last_row: int, columns: int) -> None:
        """An autofilter over 0-based rows ``first_row`` (the header) to ``last_row``."""
        self.ws.autofilter(first_row, 0, max(last_row, first_row + 1), columns - 1)


def print_setup(sheet: Sheet, session_name: str, *, repeat_header: bool = True, fit_width: bool = True,
                split: Sequence[Sequence[int]] = (), repeat_columns: int = 0) -> None:
    """Landscape pages with the session's name, the sheet's and page numbers; see the module docstring.

    Args:
        repeat_header: print row 1 at the top of every page.
        fit_width: shrink to one page wide (for sheets made to fit one at 100%).
        split: the column groups (0-based indexes) a wide sheet may be split between; with it, the sheet
            is printed at the largest scale in ``SCALES`` that needs the fewest pages across.
        repeat_columns: how many first columns to print on every page across (with ``split``).
    """
    ws = sheet.ws
    ws.set_landscape()
    ws.set_paper(9)  # A4; without a paper size LibreOffice ignores the orientation. Widths are planned for Letter.
    ws.set_margins(left=0.4, right=0.4, top=0.75, bottom=0.75)
    name = session_name.replace("&", "&&")[:100]
    ws.set_header(f"&L{name}&R&A", {"margin": 0.3})
    ws.set_footer("&CPage &P of &N", {"margin": 0.3})
    if repeat_header:
        ws.repeat_rows(0)
    if split:
        scale, breaks = plan_pages(sheet.widths, split, repeat_columns)
        ws.set_print_scale(scale)
        if breaks:
            ws.set_v_pagebreaks(breaks)
        if repeat_columns:
            ws.repeat_columns(0, repeat_columns - 1)
    elif fit_width:
        ws.fit_to_pages(1, 0)


def plan_pages(widths: Sequence[float], groups: Sequence[Sequence[int]], repeated: int) -> tuple[int, list[int]]:
    """The print scale and the column breaks that print ``groups`` on the fewest pages across.

    Each page holds the first ``repeated`` columns and then whole groups, as many as fit; among the scales
    needing the fewest pages the largest wins. Returns (scale in percent, 0-based columns starting a page).
    """
    px = [column_px(w) for w in widths]
    fixed = sum(px[:repeated])
    best: tuple[int, int, list[int]] | None = None
    for scale in SCALES:
        budget = PAGE_WIDTH_PX * 100 / scale - fixed
        breaks: list[int] = []
        used = 0
        for group in groups:
            width = sum(px[c] for c in group)
            if used and used + width > budget:
                breaks.append(group[0])
                used = 0
            used += width
        if best is None or len(breaks) < best[0]:
            best = (len(breaks), scale, breaks)
    assert best is not None
    return best[1], best[2]
