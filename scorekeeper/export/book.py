"""The workbook's house style on XlsxWriter: cell formats, column widths, frozen headers and print setup.

Every sheet prints on A4 and Letter alike: set for A4 landscape with columns planned for Letter's narrower
page (and A4's lower one sets the rows), 0.3" side margins, the session's name and the sheet's in the page
header, "Page 3 of 7" in the footer, the header row repeated on every page, one page wide. Hands is the
widest: its cards and names wrap in narrow columns, so one page wide it prints at about 74% on Letter and
78% on A4 (an 8- to 8.5-point font) rather than split across pages.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from scorekeeper.export.rows import FRACTION_UNITS_FORMAT, UNITS_FORMAT
from scorekeeper.language import _

PAGE_WIDTH_PX = 998
"""Printable width of a landscape page at 100%, in pixels at 96 dpi: Letter's 11" less 0.6" of margins
(A4's 11.69" is wider, so what fits Letter fits A4)."""

HEADER_FILL = "#DDEBF7"
HEADER_LINE = "#8EA9C1"
NOTE_COLOR = "#595959"
DATE_FORMAT = "d mmmm yyyy"
PADDED = "_)"
"""A number format's trailing space (as wide as ")"): keeps a right-aligned number off the text after it."""

CELL_DEFAULT = {"font_name": "Calibri", "font_size": 11, "valign": "top"}
TEXT_STAYS_TEXT = {"strings_to_formulas": False, "strings_to_numbers": False, "strings_to_urls": False}
"""Workbook options: a string is never turned into a formula, number or link (a name like ``=HYPERLINK(...)``
stays text); the writers are chosen by type, so XlsxWriter need not guess."""
"""Every cell's format unless it has its own (XlsxWriter's ``default_format_properties``): top-aligned, so a
tall row reads across. A cell that needs nothing more is written without a format, which XlsxWriter writes
faster (no style index to add to each cell)."""

_ILLEGAL = re.compile(r"[\000-\010]|[\013-\014]|[\016-\037]")
"""Characters an xlsx file cannot hold."""


def clean(text: str) -> str:
    """The text without the characters an xlsx file cannot hold (control characters but tab and newlines)."""
    return _ILLEGAL.sub("", text)


_NOT_IN_SHEET_NAMES = re.compile(r"[\[\]:*?/\\]")
_PLAIN_SHEET_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def sheet_name(title: str) -> str:
    """A translated title as a valid Excel sheet name: none of []:*?/\\, at most 31 characters."""
    return _NOT_IN_SHEET_NAMES.sub(" ", title).strip(" '")[:31] or "Sheet"


def sheet_ref(title: str) -> str:
    """The sheet as a formula names it: ``Hands`` plain, ``'尾道 表'`` quoted (a quote inside doubled)."""
    if _PLAIN_SHEET_NAME.fullmatch(title):
        return title
    return "'" + title.replace("'", "''") + "'"


def column_px(width: float) -> int:
    """A column's width in pixels for a width in characters (Calibri 11, as Excel computes it)."""
    return int(width * 7 + 5) if width >= 1 else int(width * 12 + 0.5)


TEXT_PER_WIDTH = 1.25
"""Characters of text a column holds per character of width (measured on LibreOffice's PDF: 15 to 16 in 12)."""

LINE_HEIGHT = 15
"""Points a line of 11-point text takes in a row (the default row's height)."""


def wrapped_lines(text: str, width: float) -> int:
    """How many lines ``text`` takes wrapped at spaces in a column ``width`` characters wide (a word longer
    than the column takes one line; a line break starts a new one).

    A column's character is a digit's width; letters and spaces are narrower, so a line holds about
    ``TEXT_PER_WIDTH`` times as many.
    """
    width *= TEXT_PER_WIDTH
    lines = 0
    for paragraph in text.split("\n"):
        lines += 1
        used = 0
        for word in paragraph.split(" "):
            if used and used + 1 + len(word) > width:
                lines += 1
                used = len(word)
            else:
                used += (1 if used else 0) + len(word)
    return lines


def tallest(texts: Sequence[str], widths: Sequence[float]) -> int:
    """The lines the tallest of ``texts`` takes, each wrapped in its column's width."""
    return max(wrapped_lines(text, width) for text, width in zip(texts, widths, strict=True))


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
        self.hand = add({"num_format": "0", "align": "center", "valign": "top"})
        self.count = add({"num_format": "0"})
        self.count_left = add({"num_format": "0", "align": "left"})
        self.date = add({"num_format": DATE_FORMAT, "align": "left"})
        self.money = add({"num_format": currency_format})
        self.money_top = add({"num_format": currency_format, "valign": "top"})
        self.count_top = add({"num_format": "0", "valign": "top"})
        self.money_left = add({"num_format": currency_format, "align": "left"})
        self.money_bold = add({"num_format": currency_format, "bold": True})
        self.units = {True: add({"num_format": UNITS_FORMAT}), False: add({"num_format": FRACTION_UNITS_FORMAT})}
        self.units_bold = {True: add({"num_format": UNITS_FORMAT, "bold": True}),
                           False: add({"num_format": FRACTION_UNITS_FORMAT, "bold": True})}
        self.units_top = {True: add({"num_format": UNITS_FORMAT, "valign": "top"}),
                          False: add({"num_format": FRACTION_UNITS_FORMAT, "valign": "top"})}
        self.units_padded = {True: add({"num_format": padded(UNITS_FORMAT), "valign": "top"}),
                             False: add({"num_format": padded(FRACTION_UNITS_FORMAT), "valign": "top"})}
        header = {"bold": True, "bg_color": HEADER_FILL, "bottom": 1, "bottom_color": HEADER_LINE, "text_wrap": True,
                  "valign": "bottom"}
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


def print_setup(sheet: Sheet, session_name: str, *, repeat_header: bool = True) -> None:
    """Landscape pages one page wide with the session's name, the sheet's and page numbers (module docstring)."""
    ws = sheet.ws
    ws.set_landscape()
    ws.set_paper(9)  # A4; without a paper size LibreOffice ignores the orientation. Widths are planned for Letter.
    ws.set_margins(left=0.3, right=0.3, top=0.75, bottom=0.75)
    name = session_name.replace("&", "&&")[:100]
    ws.set_header(f"&L{name}&R&A", {"margin": 0.3})
    ws.set_footer("&C" + _("Page {page} of {pages}").format(page="&P", pages="&N"), {"margin": 0.3})
    if repeat_header:
        ws.repeat_rows(0)
    ws.fit_to_pages(1, 9999)  # as many pages long as it takes: LibreOffice adds a blank page to 0 ("automatic")

