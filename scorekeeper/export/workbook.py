"""The session workbook, streamed with XlsxWriter's constant_memory mode so 10,000 hands stay small in memory.

Sheets, in tab order:

- **Summary**: the session's facts, the standings as live formulas over the Hands sheet (SUMIF, COUNTIF,
  SUMPRODUCT of units x unit value, RANK), a check row that must read 0, and the settle-up as the app worked it out.
- **Hands**: one row per hand per player, cards and row names, foul, surrender, natural, royalties,
  scoops, units (the values a user may correct), money and running totals (values, as exported).
- **Pairs**: each pair of each hand, row by row, with the explanation lines the app shows.
- **Rules**: every option and its value in words.
- **Chart**: a helper table of running totals (values, as exported) and a line chart over it.

Every formula is stored with the value it computes, so readers that do not calculate (phone previews,
``pandas.read_excel``) show the totals, and a spreadsheet still recalculates them when a cell is edited.
Only the Summary's figures are formulas: XlsxWriter prepares each formula with some thirty regular
expressions, so a formula per hand (money, running totals) would cost more than the rest of the export.
Our own text is always written as text: a name starting with "=" never becomes a formula.

Only ``scorekeeper.export.session_export`` imports this module, and only while writing a workbook: it is the one place
XlsxWriter is loaded, so the app's start-up never pays for it.
"""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import xlsxwriter  # type: ignore[import-untyped]
from xlsxwriter.exceptions import FileCreateError  # type: ignore[import-untyped]

from scorekeeper.export.book import (
    CELL_DEFAULT,
    LINE_HEIGHT,
    PAGE_WIDTH_PX,
    TEXT_STAYS_TEXT,
    Formats,
    Sheet,
    clean,
    column_px,
    print_setup,
    sheet_name,
    tallest,
)
from scorekeeper.export.hands_sheet import HandsWritten, hands_widths, write_hands
from scorekeeper.export.rows import (
    APP_NAME,
    PAIRS_HEADER,
    SHEETS,
    excel_number,
    hands_header,
    money_format,
    pair_rows,
)
from scorekeeper.export.summary import summary_widths, write_summary
from scorekeeper.export.words import rules_in_words
from scorekeeper.language import _

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

PAIRS_NUMBERS = ("Hand", "Front", "Middle", "Back", "Units")
"""The Pairs columns that hold numbers (English names; translated where the header is written)."""


def build_workbook(session: Session, file: IO[bytes], scratch: Path | None) -> dict[str, tuple[int, int, int]]:
    """Write the workbook to ``file``; returns (rows, columns, cells written) per sheet title."""
    options: dict[str, Any] = {"constant_memory": True, **TEXT_STAYS_TEXT,
                               "default_format_properties": dict(CELL_DEFAULT)}
    if scratch is not None:
        options["tmpdir"] = str(scratch)
    workbook = xlsxwriter.Workbook(file, options)
    formats = Formats(workbook, money_format(session.currency))
    players = session.players
    header = hands_header(session.rules)
    name = clean(session.name)
    titles = sheet_titles()
    summary = Sheet(workbook, formats, titles["Summary"], summary_widths(session), (8, 0))
    hands = Sheet(workbook, formats, titles["Hands"], hands_widths(session, header), (1, 3))
    pairs = Sheet(workbook, formats, titles["Pairs"], _pairs_widths(session), (1, 3))
    rules = Sheet(workbook, formats, titles["Rules"], _rules_widths(session), (1, 0))
    chart = Sheet(workbook, formats, titles["Chart"], (7, *[max(10.0, len(p) + 3) for p in players]), (1, 1))
    sheets = (summary, hands, pairs, rules, chart)
    try:
        written = write_hands(hands, session, header)
        write_summary(summary, session, written)
        _write_pairs(pairs, session)
        _write_rules(rules, session)
        _write_chart(chart, session, written, workbook)
        if written.hand_numbers:
            summary.ws.insert_chart(1, 8, _running_totals_chart(workbook, session, written, 529, 321))
        print_setup(summary, name, repeat_header=False)
        for sheet in (hands, pairs, rules, chart):
            print_setup(sheet, name)
        _properties(workbook, session)
        workbook.close()
    except FileCreateError as e:  # XlsxWriter wraps the OSError of a failed write
        _abandon(sheets)
        raise e.args[0] if isinstance(e.args[0], OSError) else e from None
    except BaseException:
        _abandon(sheets)
        raise
    return {s.title: (s.rows, len(s.widths), s.cells) for s in sheets}


def sheet_titles() -> dict[str, str]:
    """Each sheet's title in the current language, by its English name (valid as an Excel sheet name)."""
    return {name: sheet_name(_(name)) for name in SHEETS}


def _abandon(sheets: Sequence[Sheet]) -> None:
    """After a failure, close each sheet's row file, so a full disk is not reported again when it is freed."""
    for sheet in sheets:
        with contextlib.suppress(Exception):
            getattr(sheet.ws, "row_data_fh", None) and sheet.ws.row_data_fh.close()


def _properties(workbook: Any, session: Session) -> None:
    workbook.set_properties({
        "title": _("{session}: Chinese poker, {date}").format(session=clean(session.name),
                                                              date=session.date.isoformat()),
        "subject": _("Chinese poker session: standings, every hand, the settle-up"),
        "author": APP_NAME,
        "keywords": _("Chinese poker; scorekeeper"),
        "comments": clean(_("{hands} hands; players {players}").format(hands=len(session.hands),
                                                                       players=_(", ").join(session.players))),
        "category": _("Chinese poker"),
        "created": datetime.datetime.now(datetime.UTC).replace(tzinfo=None, microsecond=0),
    })


# -- Pairs, Rules, Chart ----------------------------------------------------------------------------------


def _pairs_widths(session: Session) -> list[float]:
    name = max([len(p) for p in session.players] + [8]) + 2
    widths: list[float] = [6, name, name, 7, 7, 7, 8]
    room = PAGE_WIDTH_PX - sum(column_px(w) for w in widths)
    return [*widths, max(40, (room - 5) // 7)]


def _write_pairs(sheet: Sheet, session: Session) -> None:
    """Each pair of each hand; the explanation wraps within one landscape page's width."""
    sheet.header(0, [_(title) for title in PAIRS_HEADER], [_(title) for title in PAIRS_NUMBERS],
                 indented=(_("Explanation"),), centered=(_("Hand"),))
    f = sheet.formats
    ws = sheet.ws
    write_string, write_number = ws.write_string, ws.write_number
    # Names and each row's -1/0/+1 need no format of their own: every cell is top-aligned by default.
    hand_format, units_formats, explanation_format = f.hand, f.units_padded, f.indented_wrapped
    set_row = ws.set_row
    # The explanation's lines, wrapped in its column (less its indent): a line holds about 1.3 characters
    # a character of width (measured: 102 in 79), less a word lost at each line's end. Dividing is cheaper
    # than wrapping each explanation.
    per_line = int((sheet.widths[7] - 2) * 1.3) - 10
    names = {p: clean(p) for p in session.players}
    dirty = names != {p: p for p in session.players}
    r = 0
    cells = 0
    for pair in pair_rows(session):
        r += 1
        lines = -(-len(pair.explanation) // per_line)
        if lines > 1:
            set_row(r, LINE_HEIGHT * lines)
        write_number(r, 0, pair.hand, hand_format)
        write_string(r, 1, names.get(pair.player) or clean(pair.player))
        written = 3
        if pair.opponent:
            write_string(r, 2, names.get(pair.opponent) or clean(pair.opponent))
            written += 1
        if pair.rows is not None:
            write_number(r, 3, pair.rows[0])
            write_number(r, 4, pair.rows[1])
            write_number(r, 5, pair.rows[2])
            written += 3
        if pair.units is not None:
            whole = pair.units.denominator == 1
            write_number(r, 6, pair.units.numerator if whole else float(pair.units), units_formats[whole])
            written += 1
        write_string(r, 7, clean(pair.explanation) if dirty else pair.explanation, explanation_format)
        cells += written
    sheet.count(r, cells)
    sheet.filter(0, r, len(PAIRS_HEADER))


def _rules_widths(session: Session) -> list[float]:
    rows = rules_in_words(session.rules)
    return [min(max(len(row[0]) for row in rows) + 2, 46), min(max(len(row[1]) for row in rows) + 2, 60),
            min(max(len(row[2]) for row in rows) + 2, 28), 32]


def _write_rules(sheet: Sheet, session: Session) -> None:
    sheet.header(0, (_("Option"), _("Setting"), _("Key"), _("Value (as in the session file)")))
    rows = rules_in_words(session.rules)
    wrapped = sheet.formats.wrapped
    for r, (name, words, key, raw) in enumerate(rows, 1):
        sheet.ws.set_row(r, LINE_HEIGHT * tallest((name, words, key, raw), sheet.widths))
        sheet.ws.write_string(r, 0, name, wrapped)
        sheet.ws.write_string(r, 1, words, wrapped)
        sheet.ws.write_string(r, 2, key, wrapped)
        sheet.ws.write_string(r, 3, raw, wrapped)
    sheet.count(len(rows), 4 * len(rows))
    sheet.filter(0, len(rows), 4)


def _write_chart(sheet: Sheet, session: Session, hands: HandsWritten, workbook: Any) -> None:
    """Running totals per hand (each player's Total units in Hands after that hand) and a line chart."""
    players = session.players
    sheet.header(0, (_("Hand"), *[clean(p) for p in players]), numeric=(_("Hand"), *players))
    ws = sheet.ws
    whole = sheet.formats.units
    last = {p: Fraction(0) for p in players}
    rows_of = hands.rows_of
    for r, number in enumerate(hands.hand_numbers, 1):
        ws.write_number(r, 0, number)
        for c, player in enumerate(players, 1):
            source = rows_of.get((number, player))
            if source is not None:
                last[player] = source[1]
            total = last[player]
            ws.write_number(r, c, excel_number(total), whole[total.denominator == 1])
    count = len(hands.hand_numbers)
    sheet.count(count, count * (len(players) + 1))
    sheet.filter(0, count, len(players) + 1)
    if not count:
        ws.write_string(1, 0, _("No hands yet: the chart appears with the first hand."))
        sheet.count(1, 1)
        return
    ws.insert_chart(1, len(players) + 2, _running_totals_chart(workbook, session, hands, 756, 454))


def _running_totals_chart(workbook: Any, session: Session, hands: HandsWritten, width: int, height: int) -> Any:
    """A line per player over the Chart sheet's table (header row 1, hand numbers in column A)."""
    count = len(hands.hand_numbers)
    chart = workbook.add_chart({"type": "line"})
    table = sheet_name(_("Chart"))
    for c in range(1, len(session.players) + 1):
        chart.add_series({"name": [table, 0, c], "categories": [table, 1, 0, count, 0],
                          "values": [table, 1, c, count, c], "smooth": False,
                          "marker": {"type": "none" if count > 60 else "automatic"}})
    chart.set_title({"name": _("Running total (units)")})
    step = _label_step(count)
    x_axis: dict[str, Any] = {"name": _("Hand"), "label_position": "low"}
    if step > 1:
        # LibreOffice ignores the interval and lays the numbers out itself: slanted, they do not run together.
        x_axis.update(interval_unit=step, interval_tick=step, num_font={"rotation": -45})
    chart.set_x_axis(x_axis)
    chart.set_y_axis({"name": _("Units"), "num_format": "+0;-0;0"})
    chart.set_size({"width": width, "height": height})
    return chart


def _label_step(hands: int, labels: int = 10) -> int:
    """Label every n-th hand on the x axis, n a round number, so at most about ``labels`` labels show."""
    magnitude = 1
    while True:
        for step in (magnitude, 2 * magnitude, 5 * magnitude):
            if hands <= step * labels:
                return step
        magnitude *= 10
