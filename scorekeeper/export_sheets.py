"""The session workbook, streamed with openpyxl's write-only mode so 10,000 hands stay small in memory.

Sheets, in tab order:

- **Summary**: the session's facts, the standings as live formulas over the Hands sheet (SUMIF, COUNTIF,
  RANK), a check row that must read 0, and the settle-up as the app worked it out.
- **Hands**: one row per hand per player, cards and row names, foul, surrender, natural, royalties,
  scoops, units (the values a user may correct), money = units x unit value and running totals (formulas).
- **Pairs**: each pair of each hand, row by row, with the explanation lines the app shows.
- **Rules**: every option and its value in words.
- **Chart**: a helper table of running totals (formulas reading Hands) and a line chart over it.

Only ``scorekeeper.export`` imports this module, and only while writing a workbook: it is the one place
openpyxl is loaded, so the app's start-up never pays for it.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import IO, TYPE_CHECKING, Any

import openpyxl  # type: ignore[import-untyped]
from openpyxl import Workbook
from openpyxl.cell import Cell, WriteOnlyCell  # type: ignore[import-untyped]
from openpyxl.cell.cell import ERROR_CODES  # type: ignore[import-untyped]
from openpyxl.chart import LineChart, Reference  # type: ignore[import-untyped]
from openpyxl.chart.text import RichText  # type: ignore[import-untyped]
from openpyxl.drawing.text import (  # type: ignore[import-untyped]
    CharacterProperties,
    Paragraph,
    ParagraphProperties,
    RichTextProperties,
)
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side  # type: ignore[import-untyped]
from openpyxl.utils import get_column_letter  # type: ignore[import-untyped]
from openpyxl.worksheet._write_only import WriteOnlyWorksheet  # type: ignore[import-untyped]
from openpyxl.worksheet.properties import PageSetupProperties  # type: ignore[import-untyped]

from scorekeeper.export import (
    APP_NAME,
    FRACTION_UNITS_FORMAT,
    HANDS_HEADER,
    PAIRS_HEADER,
    UNITS_FORMAT,
    YES,
    excel_number,
    hand_rows,
    hands_header,
    money_format,
    pair_rows,
    rules_in_words,
    units_format,
)
from scorekeeper.rules import PRESET_DESCRIPTIONS

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

FONT = "Calibri"
"""The workbook's body font (openpyxl's default); styled text names it too, or LibreOffice picks a serif."""
HEADER_FONT = Font(name=FONT, bold=True)
BOLD = Font(name=FONT, bold=True)
NOTE_FONT = Font(name=FONT, italic=True, color="595959")
LEFT = Alignment(horizontal="left")
RIGHT = Alignment(horizontal="right")
CENTER = Alignment(horizontal="center")
INDENTED = Alignment(horizontal="left", indent=1)
"""Text right after a right-aligned number (the settle-up's sentence after its amount)."""
HEADER_FILL = PatternFill("solid", fgColor="DDEBF7")
HEADER_BORDER = Border(bottom=Side(style="thin", color="8EA9C1"))
TITLE_FONT = Font(name=FONT, bold=True, size=14)
SECTION_FONT = Font(name=FONT, bold=True, size=12)
HANDS_NUMBERS = ("Hand", "Unit value", "Royalties", "Scoops", "Units", "Money", "Total units", "Total money")
PAIRS_NUMBERS = ("Hand", "Front", "Middle", "Back", "Units")
STANDINGS_HEADER = ("Rank", "Player", "Units", "Money", "Hands", "Scoops", "Fouls")
DATE_FORMAT = "d mmmm yyyy"
PADDED = "_)"
"""A number format's trailing space (as wide as ")"): keeps a right-aligned number off the text after it."""

_HANDS_COLUMN = {title: get_column_letter(i) for i, title in enumerate(HANDS_HEADER, 1)}
PLAYER, FOULED, SCOOPS = _HANDS_COLUMN["Player"], _HANDS_COLUMN["Fouled"], _HANDS_COLUMN["Scoops"]
UNIT_VALUE, UNITS, MONEY = _HANDS_COLUMN["Unit value"], _HANDS_COLUMN["Units"], _HANDS_COLUMN["Money"]
TOTAL_UNITS, TOTAL_MONEY = _HANDS_COLUMN["Total units"], _HANDS_COLUMN["Total money"]

_ILLEGAL = re.compile(r"[\000-\010]|[\013-\014]|[\016-\037]")
"""Characters an xlsx file cannot hold (openpyxl refuses them)."""


class _StyledRows(WriteOnlyWorksheet):  # type: ignore[misc]
    """openpyxl's write-only sheet, taking a ready-made cell in a row as it is.

    The stock sheet first tries to store each cell *as the value* of a fresh cell, catches the error
    (formatting the cell's repr for the message) and then takes the cell; for a workbook whose every
    money and units cell carries a number format that is most of the cost over openpyxl's plain-number
    floor. This override writes the same XML. It is used only with the openpyxl versions it was checked
    against (``_FAST_ROWS``); any other version gets the stock sheet, which is slower but equivalent.
    """

    def _values_to_row(self, values: Iterable[Any], row_idx: int) -> Iterator[Any]:
        cell = WriteOnlyCell(self)
        for col_idx, value in enumerate(values, 1):
            if value is None:
                continue
            if isinstance(value, Cell):
                value.column = col_idx
                value.row = row_idx
                if value.hyperlink is not None:
                    value.hyperlink.ref = value.coordinate
                yield value
                continue
            if type(value) is str and value not in ERROR_CODES:
                # Our own text (names already cleaned of characters xlsx cannot hold, far below the
                # 32,767-character limit): skip openpyxl's per-string check, keep its typing rule.
                cell._value = value
                cell.data_type = "f" if len(value) > 1 and value[0] == "=" else "s"
            else:
                cell.value = value
            cell.column = col_idx
            cell.row = row_idx
            yield cell


_FAST_ROWS = openpyxl.__version__.startswith("3.1.") and hasattr(WriteOnlyWorksheet, "_values_to_row")


def _create_sheet(workbook: Any, title: str) -> Any:
    if not _FAST_ROWS:
        return workbook.create_sheet(title)
    ws = _StyledRows(parent=workbook, title=title)
    workbook._add_sheet(ws)
    return ws


class _Sheet:
    """A write-only worksheet with the house layout: widths, frozen bold header, filter, print setup."""

    def __init__(self, workbook: Any, title: str, widths: Sequence[float], freeze: str | None,
                 print_header_row: bool = True) -> None:
        ws = _create_sheet(workbook, title)
        for i, width in enumerate(widths, 1):
            ws.column_dimensions[get_column_letter(i)].width = width
        if freeze:
            ws.freeze_panes = freeze
        ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
        ws.page_setup.orientation = "landscape"
        ws.page_setup.fitToWidth = 1
        ws.page_setup.fitToHeight = 0
        ws.page_margins.left = ws.page_margins.right = 0.4
        ws.page_margins.top = ws.page_margins.bottom = 0.75
        ws.page_margins.header = ws.page_margins.footer = 0.3
        ws.oddHeader.center.text = "&A"
        ws.oddFooter.center.text = "Page &P of &N"
        if print_header_row:
            ws.print_title_rows = "1:1"
        self.ws = ws
        self.title = title
        self.rows = 0
        self.columns = len(widths)
        self.cells = 0

    def append(self, row: list[Any]) -> None:
        self.ws.append(row)
        self.rows += 1
        self.cells += len(row) - row.count(None)

    def header(self, titles: Iterable[str], numeric: Iterable[str] = (), indented: Iterable[str] = (),
               centered: Iterable[str] = ()) -> None:
        """The bold header row, each title aligned like the values under it (numbers to the right)."""
        alignments = {**dict.fromkeys(indented, INDENTED), **dict.fromkeys(numeric, RIGHT),
                      **dict.fromkeys(centered, CENTER)}
        self.append([self.cell(t, font=HEADER_FONT, fill=HEADER_FILL, border=HEADER_BORDER,
                               alignment=alignments.get(t, LEFT)) for t in titles])

    def cell(self, value: Any, number_format: str | None = None, **style: Any) -> Any:
        """A cell with a number format or a style; text starting with "=" stays text, not a formula."""
        formula = style.pop("formula", False)
        cell = WriteOnlyCell(self.ws, value)
        if cell.data_type == "f" and not formula:
            cell.data_type = "s"
            cell.number_format = "@"
        if number_format is not None:
            cell.number_format = number_format
        for key, val in style.items():
            setattr(cell, key, val)
        return cell

    def template(self, number_format: str, **style: Any) -> Any:
        """A styled cell to refill row after row: set ``.value`` and put it in the next row.

        Each row is written before ``append`` returns, so one cell per column can carry every row's value;
        styling a cell once instead of once per row is most of the cost of a styled cell.
        """
        cell = WriteOnlyCell(self.ws)
        cell.number_format = number_format
        for key, value in style.items():
            setattr(cell, key, value)
        return cell

    def filter(self, first_row: int, last_row: int) -> None:
        self.ws.auto_filter.ref = f"A{first_row}:{get_column_letter(self.columns)}{max(last_row, first_row + 1)}"


def _clean(text: str) -> str:
    return _ILLEGAL.sub("", text)


def build_workbook(session: Session, file: IO[bytes]) -> dict[str, tuple[int, int, int]]:
    """Write the workbook to ``file``; returns (rows, columns, cells written) per sheet title."""
    workbook = Workbook(write_only=True)
    _properties(workbook, session)
    players = session.players
    rules = session.rules
    header = hands_header(rules)
    hand_count = len(session.hands)
    last = max(hand_count * len(players) + 1, 2)
    currency_format = money_format(session.currency)
    clean = any(_ILLEGAL.search(text) for text in (session.name, *players))

    summary = _Sheet(workbook, "Summary", _summary_widths(session), "A9", print_header_row=False)
    hands = _Sheet(workbook, "Hands", _hands_widths(session, header), "D2")
    pairs = _Sheet(workbook, "Pairs", _pairs_widths(session), "D2")
    rules_sheet = _Sheet(workbook, "Rules", _rules_widths(session), "A2")
    chart = _Sheet(workbook, "Chart", (7, *[max(10.0, len(p) + 3) for p in players]), "B2")

    sheets = (summary, hands, pairs, rules_sheet, chart)
    try:
        written = _write_hands(hands, session, header, currency_format, clean)
        rows_of = written.rows_of
        _write_summary(summary, session, last, currency_format, written)
        _write_pairs(pairs, session, clean)
        _write_rules(rules_sheet, session)
        _write_chart(chart, session, rows_of)
        if rows_of:
            summary.ws.add_chart(_running_totals_chart(chart.ws, len(players), len({h for h, _ in rows_of}),
                                                      16, 8.5), "I2")
        workbook.save(file)
    except BaseException:
        _abandon(sheets)
        raise
    return {s.title: (s.rows, s.columns, s.cells) for s in sheets}


def _abandon(sheets: Iterable[_Sheet]) -> None:
    """After a failure, end each sheet's stream and delete the temporary file openpyxl spooled it to.

    openpyxl would otherwise keep them in the temp folder until the app quits.
    """
    for sheet in sheets:
        ws = sheet.ws
        with contextlib.suppress(Exception):
            if not ws.closed:
                ws.close()
        out = getattr(getattr(ws, "_writer", None), "out", None)
        if out:
            with contextlib.suppress(OSError):
                os.remove(out)


def _properties(workbook: Any, session: Session) -> None:
    now = datetime.datetime.now(datetime.UTC).replace(tzinfo=None, microsecond=0)
    props = workbook.properties
    props.title = f"{session.name}: Chinese poker, {session.date.isoformat()}"
    props.subject = "Chinese poker session: standings, every hand, the settle-up"
    props.creator = APP_NAME
    props.lastModifiedBy = APP_NAME
    props.created = now
    props.modified = now
    props.keywords = "Chinese poker; scorekeeper"
    props.description = f"{len(session.hands)} hands; players {', '.join(session.players)}"
    props.category = "Chinese poker"


# -- Hands ----------------------------------------------------------------------------------------------


def _hands_widths(session: Session, header: Sequence[str]) -> list[float]:
    name = max([len(p) for p in session.players] + [6]) + 2
    double = 2 if session.rules.game == "criss_cross" else 1
    label = 31 * double
    widths: list[float] = [6, name, name, 10 * double, label, 16 * double, label, 16 * double, label,
                           8, 36, 12, 18, 10, 8, 11, 8, 12, 12, 13]
    if len(header) > len(widths):
        widths.append(48)
    return widths


@dataclass(frozen=True)
class _HandsWritten:
    """What the Summary and the Chart need to know about the Hands sheet."""

    rows_of: dict[tuple[int, str], int]
    """Each (hand, player)'s sheet row."""
    unit_values: set[Decimal]
    whole_units: bool
    """No hand had a fraction of a unit (so totals show as whole units)."""


def _write_hands(sheet: _Sheet, session: Session, header: Sequence[str], currency_format: str,
                 clean: bool) -> _HandsWritten:
    """The Hands rows: one per hand per player, money and running totals as formulas."""
    sheet.header(header, HANDS_NUMBERS, centered=("Hand",))
    template = sheet.template
    hand = template("0", alignment=CENTER)
    unit_value = template(currency_format)
    units = {True: template(UNITS_FORMAT), False: template(FRACTION_UNITS_FORMAT)}
    money = template(currency_format)
    total_units = {True: template(UNITS_FORMAT), False: template(FRACTION_UNITS_FORMAT)}
    total_money = template(currency_format)
    previous: dict[str, int] = {}
    totals: dict[str, int | Fraction] = {}
    rows_of: dict[tuple[int, str], int] = {}
    unit_values: set[Decimal] = set()
    current_hand, current_unit_value = 0, None
    names = {p: _text(sheet, p, clean) for p in session.players}
    fantasyland = len(header) > len(HANDS_HEADER)
    whole_units = True
    r = 1
    for row in hand_rows(session):
        r += 1
        player = row.player
        before = previous.get(player)
        previous[player] = r
        rows_of[row.hand, player] = r
        if row.hand != current_hand:  # a template keeps its value from row to row
            current_hand = hand.value = row.hand
        if row.unit_value != current_unit_value:
            current_unit_value = row.unit_value
            unit_value.value = excel_number(current_unit_value)
            unit_values.add(current_unit_value)
        whole = row.units.denominator == 1
        whole_units = whole_units and whole
        units_cell = units[whole]
        units_cell.value = row.units.numerator if whole else float(row.units)
        money.value = f"={UNITS}{r}*{UNIT_VALUE}{r}"
        total = totals[player] = totals.get(player, 0) + (row.units.numerator if whole else row.units)
        total_units_cell = total_units[isinstance(total, int) or total.denominator == 1]
        total_units_cell.value = f"={TOTAL_UNITS}{before}+{UNITS}{r}" if before else f"={UNITS}{r}"
        total_money.value = f"={TOTAL_MONEY}{before}+{MONEY}{r}" if before else f"={MONEY}{r}"
        cards, labels = row.cards, row.names
        values = [
            hand, names.get(row.dealer) or _text(sheet, row.dealer, clean),
            names.get(player) or _text(sheet, player, clean),
            cards[0] or None, labels[0] or None, cards[1] or None, labels[1] or None,
            cards[2] or None, labels[2] or None,
            YES if row.fouled else None, row.foul_reason or None, YES if row.surrendered else None,
            row.natural or None, excel_number(row.royalties) if row.royalties else 0, row.scoops,
            unit_value, units_cell, money, total_units_cell, total_money,
        ]
        if fantasyland and row.fantasyland:
            values.append(sheet.cell(row.fantasyland, alignment=INDENTED))
        if clean:
            values = [_clean(v) if isinstance(v, str) else v for v in values]
        sheet.append(values)
    sheet.filter(1, r)
    return _HandsWritten(rows_of, unit_values, whole_units)


def _text(sheet: _Sheet, text: str, clean: bool) -> Any:
    """A user's text (a name): kept as text even when it starts with "=".

    Such a name becomes a cell in the Text format ("@"): styled, so openpyxl's stock write-only sheet
    never reuses it as its scratch cell, and the one cell can stand in every row.
    """
    text = _clean(text) if clean else text
    return sheet.cell(text) if len(text) > 1 and text.startswith("=") else text


# -- Summary --------------------------------------------------------------------------------------------


def _summary_widths(session: Session) -> list[float]:
    names = max([len(p) for p in session.players] + [4])
    return [max(12, names + 2), max(18, names + 2), 12, 14, 9, 9, 9]


def _write_summary(sheet: _Sheet, session: Session, last: int, currency_format: str,
                   hands: _HandsWritten) -> None:
    cell = sheet.cell
    unit_values = hands.unit_values or {session.unit_value}
    preset = session.rules.preset_name()
    rules_text = f"{preset}: {PRESET_DESCRIPTIONS.get(preset, '')}" if preset else "custom (see the Rules sheet)"
    date = cell(session.date, DATE_FORMAT, alignment=LEFT)

    sheet.append([cell(session.name, font=TITLE_FONT)])
    sheet.append([cell("Date", font=BOLD), date])
    unit_note = None if len(unit_values) == 1 else "for new hands; hands differ, see the Hands sheet"
    sheet.append([cell("Unit value", font=BOLD), cell(excel_number(session.unit_value), currency_format,
                                                      alignment=LEFT), unit_note])
    sheet.append([cell("Currency", font=BOLD), session.currency])
    sheet.append([cell("Hands", font=BOLD), cell(f"=MAX(Hands!$A$2:$A${last})", "0", formula=True,
                                                  alignment=LEFT)])
    sheet.append([cell("Rules", font=BOLD), rules_text])
    sheet.append([])
    sheet.header(STANDINGS_HEADER, STANDINGS_HEADER[2:])

    standings = session.standings()
    first, final = 9, 8 + len(standings)
    players = f"Hands!${PLAYER}$2:${PLAYER}${last}"

    def column(letter: str) -> str:
        return f"Hands!${letter}$2:${letter}${last}"

    for r, standing in enumerate(standings, first):
        who = _criterion(standing.player, f"$B{r}")
        sheet.append([
            cell(f"=RANK($D{r},$D${first}:$D${final})", "0", formula=True, alignment=LEFT),
            cell(standing.player),
            cell(f"=SUMIF({players},{who},{column(UNITS)})", units_format(standing.units), formula=True),
            cell(f"=SUMIF({players},{who},{column(MONEY)})", currency_format, formula=True),
            cell(f"=COUNTIF({players},{who})", "0", formula=True),
            cell(f"=SUMIF({players},{who},{column(SCOOPS)})", "0", formula=True),
            cell(f'=COUNTIFS({players},{who},{column(FOULED)},"{YES}")', "0", formula=True),
        ])
    sheet.filter(8, final)
    sheet.append([None, cell("Total (always 0)", font=BOLD),
                  cell(f"=SUM(C{first}:C{final})", UNITS_FORMAT if hands.whole_units else FRACTION_UNITS_FORMAT,
                       formula=True, font=BOLD),
                  cell(f"=SUM(D{first}:D{final})", currency_format, formula=True, font=BOLD)])
    sheet.append([])
    sheet.append([cell("Settle up", font=SECTION_FONT)])
    sheet.header(("From", "To", "Amount", "Payment"), ("Amount",), ("Payment",))
    payments = session.settle_up()
    for payment in payments:
        sheet.append([cell(payment.payer), cell(payment.payee), cell(excel_number(payment.amount), currency_format),
                      cell(payment.describe(session.currency), alignment=INDENTED)])
    if not payments:
        sheet.append(["Nobody owes anything."])
    sheet.append([])
    sheet.append([cell("Units, money, hands, scoops and fouls are formulas over the Hands sheet: correct a "
                       "units cell there and they follow.", font=NOTE_FONT)])
    sheet.append([cell("The settle-up is the one the app worked out when this file was exported.", font=NOTE_FONT)])


def _criterion(name: str, ref: str) -> str:
    """A SUMIF criterion matching exactly ``name``: the name's cell, or an escaped literal when the name
    holds a wildcard (* ? ~) or starts like a comparison (= < >)."""
    if not re.search(r"[*?~]", name) and not name.startswith(("=", "<", ">")):
        return ref
    escaped = re.sub(r"([*?~])", r"~\1", name).replace('"', '""')
    return f'"={escaped}"'


# -- Pairs, Rules, Chart ----------------------------------------------------------------------------------


def _pairs_widths(session: Session) -> list[float]:
    name = max([len(p) for p in session.players] + [8]) + 2
    return [6, name, name, 7, 7, 7, 8, 120]


def _write_pairs(sheet: _Sheet, session: Session, clean: bool) -> None:
    sheet.header(PAIRS_HEADER, PAIRS_NUMBERS, indented=("Explanation",), centered=("Hand",))
    hand = sheet.template("0", alignment=CENTER)
    # The units sit right before the explanation: padded, so the two do not run together.
    units = {True: sheet.template(_padded(UNITS_FORMAT)), False: sheet.template(_padded(FRACTION_UNITS_FORMAT))}
    names = {p: _text(sheet, p, clean) for p in session.players}
    current_hand = 0
    r = 1
    for pair in pair_rows(session):
        r += 1
        if pair.hand != current_hand:
            current_hand = hand.value = pair.hand
        rows = (None, None, None) if pair.rows is None else pair.rows
        units_cell = None
        if pair.units is not None:
            units_cell = units[pair.units.denominator == 1]
            units_cell.value = pair.units.numerator if pair.units.denominator == 1 else float(pair.units)
        player = names.get(pair.player) or _text(sheet, pair.player, clean)
        opponent = (names.get(pair.opponent) or _text(sheet, pair.opponent, clean)) if pair.opponent else None
        sheet.append([hand, player, opponent, *rows, units_cell,
                      _clean(pair.explanation) if clean else pair.explanation])
    sheet.filter(1, r)


def _padded(number_format: str) -> str:
    """``+0;-0;0`` -> ``+0_);-0_);0_)``: each section keeps a trailing space."""
    return ";".join(section + PADDED for section in number_format.split(";"))


def _rules_widths(session: Session) -> list[float]:
    rows = rules_in_words(session.rules)
    widths: list[float] = [min(max(len(row[i]) for row in rows) + 2, 100) for i in range(3)]
    return [*widths, 40]


def _write_rules(sheet: _Sheet, session: Session) -> None:
    sheet.header(("Option", "Setting", "Key", "Value (as in the session file)"))
    rows = rules_in_words(session.rules)
    for name, words, key, raw in rows:
        sheet.append([name, words, key, sheet.cell(raw)])
    sheet.filter(1, len(rows) + 1)


def _write_chart(sheet: _Sheet, session: Session, rows_of: dict[tuple[int, str], int]) -> None:
    """Running totals per hand (formulas reading Hands' Total units) and a line chart of them."""
    players = session.players
    sheet.header(("Hand", *players), numeric=("Hand", *players))
    hand_numbers = sorted({hand for hand, _ in rows_of})
    columns = [(player, get_column_letter(i + 2)) for i, player in enumerate(players)]
    for r, number in enumerate(hand_numbers, 2):
        row: list[Any] = [number]
        for player, column in columns:
            source = rows_of.get((number, player))
            row.append(f"=Hands!{TOTAL_UNITS}{source}" if source else (f"={column}{r - 1}" if r > 2 else 0))
        sheet.append(row)
    count = len(hand_numbers)
    sheet.filter(1, count + 1)
    if not count:
        sheet.append(["No hands yet: the chart appears with the first hand."])
        return
    sheet.ws.add_chart(_running_totals_chart(sheet.ws, len(players), count, 26, 13),
                       f"{get_column_letter(len(players) + 3)}2")


def _running_totals_chart(table: Any, players: int, hands: int, width: float, height: float) -> Any:
    """A line per player over the Chart sheet's table (header row 1, hand numbers in column A)."""
    chart = LineChart()
    chart.title = "Running total (units)"
    chart.y_axis.title = "Units"
    chart.x_axis.title = "Hand"
    chart.x_axis.delete = False  # openpyxl 3.1 hides both axes unless told
    chart.y_axis.delete = False
    chart.y_axis.number_format = "+0;-0;0"
    chart.x_axis.tickLblPos = "low"  # hand numbers under the plot, not along the zero line
    chart.add_data(Reference(table, min_col=2, max_col=players + 1, min_row=1, max_row=hands + 1),
                   titles_from_data=True)
    chart.set_categories(Reference(table, min_col=1, min_row=2, max_row=hands + 1))
    step = _label_step(hands)
    if step > 1:
        chart.x_axis.tickLblSkip = chart.x_axis.tickMarkSkip = step
        # LibreOffice ignores the skip and lays the numbers out itself: slanted, they do not run together.
        chart.x_axis.txPr = RichText(bodyPr=RichTextProperties(rot=-2700000, vert="horz"),
                                     p=[Paragraph(pPr=ParagraphProperties(defRPr=CharacterProperties()),
                                                  endParaRPr=CharacterProperties())])
    for series in chart.series:
        series.smooth = False
        if hands > 60:
            series.marker.symbol = "none"
    chart.width, chart.height = width, height
    return chart


def _label_step(hands: int, labels: int = 10) -> int:
    """Label every n-th hand on the x axis, n a round number, so at most about ``labels`` labels show."""
    magnitude = 1
    while True:
        for step in (magnitude, 2 * magnitude, 5 * magnitude):
            if hands <= step * labels:
                return step
        magnitude *= 10
