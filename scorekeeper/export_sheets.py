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

Only ``scorekeeper.export`` imports this module, and only while writing a workbook: it is the one place
XlsxWriter is loaded, so the app's start-up never pays for it.
"""

from __future__ import annotations

import contextlib
import datetime
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import xlsxwriter  # type: ignore[import-untyped]
from xlsxwriter.exceptions import FileCreateError  # type: ignore[import-untyped]

from scorekeeper.export import (
    APP_NAME,
    PAIRS_HEADER,
    YES,
    excel_number,
    hand_rows,
    hands_header,
    money_format,
    pair_rows,
    rules_in_words,
)
from scorekeeper.export_book import (
    LINE_HEIGHT,
    PAGE_WIDTH_PX,
    Formats,
    Sheet,
    clean,
    column_px,
    print_setup,
    tallest,
    wrapped_lines,
)
from scorekeeper.export_summary import summary_widths, write_summary

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

HANDS_NUMBERS = ("Hand", "Unit value", "Royalties", "Scoops", "Units", "Money", "Total units", "Total money")
PAIRS_NUMBERS = ("Hand", "Front", "Middle", "Back", "Units")


HANDS_WIDTHS = (5, 0, 0, 7, 12, 7, 12, 7, 12, 7, 10, 11, 8, 8, 7, 7, 6, 9, 7, 10)
"""The Hands columns' widths in characters (0: as wide as the longest name), chosen so the sheet prints one
page wide at 74% or more (an 8-point font): cards wrap after four ("9s 9d 4h 4c" over "7s"), row names and
reasons wrap at about fifteen characters, two-word headers wrap ("Unit" over "value")."""

def build_workbook(session: Session, file: IO[bytes], scratch: Path | None) -> dict[str, tuple[int, int, int]]:
    """Write the workbook to ``file``; returns (rows, columns, cells written) per sheet title."""
    options: dict[str, Any] = {"constant_memory": True, "strings_to_formulas": False, "strings_to_numbers": False,
                               "strings_to_urls": False}
    if scratch is not None:
        options["tmpdir"] = str(scratch)
    workbook = xlsxwriter.Workbook(file, options)
    formats = Formats(workbook, money_format(session.currency))
    players = session.players
    header = hands_header(session.rules)
    name = clean(session.name)
    summary = Sheet(workbook, formats, "Summary", summary_widths(session), (8, 0))
    hands = Sheet(workbook, formats, "Hands", _hands_widths(session, header), (1, 3))
    pairs = Sheet(workbook, formats, "Pairs", _pairs_widths(session), (1, 3))
    rules = Sheet(workbook, formats, "Rules", _rules_widths(session), (1, 0))
    chart = Sheet(workbook, formats, "Chart", (7, *[max(10.0, len(p) + 3) for p in players]), (1, 1))
    sheets = (summary, hands, pairs, rules, chart)
    try:
        written = _write_hands(hands, session, header)
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


def _abandon(sheets: Sequence[Sheet]) -> None:
    """After a failure, close each sheet's row file, so a full disk is not reported again when it is freed."""
    for sheet in sheets:
        with contextlib.suppress(Exception):
            getattr(sheet.ws, "row_data_fh", None) and sheet.ws.row_data_fh.close()


def _properties(workbook: Any, session: Session) -> None:
    workbook.set_properties({
        "title": f"{clean(session.name)}: Chinese poker, {session.date.isoformat()}",
        "subject": "Chinese poker session: standings, every hand, the settle-up",
        "author": APP_NAME,
        "keywords": "Chinese poker; scorekeeper",
        "comments": clean(f"{len(session.hands)} hands; players {', '.join(session.players)}"),
        "category": "Chinese poker",
        "created": datetime.datetime.now(datetime.UTC).replace(tzinfo=None, microsecond=0),
    })


# -- Hands ----------------------------------------------------------------------------------------------


def _hands_widths(session: Session, header: Sequence[str]) -> list[float]:
    """``HANDS_WIDTHS`` with the name columns as wide as the longest name (up to 12; longer ones wrap)."""
    name = min(max([len(p) for p in session.players] + [6]) + 1, 12)
    widths: list[float] = [name if w == 0 else w for w in HANDS_WIDTHS]
    if len(header) > len(widths):
        widths.append(16)
    return widths


@dataclass(frozen=True)
class HandsWritten:
    """What the Summary and the Chart need to know about the Hands sheet."""

    last_row: int
    """The last sheet row (1-based) the Summary's formulas read (at least 2, so a range is never empty)."""
    rows_of: dict[tuple[int, str], tuple[int, Fraction]]
    """Each (hand, player)'s sheet row (1-based) and running total of units after it."""
    hand_numbers: list[int]
    unit_values: set[Decimal]
    whole_units: bool
    """No hand had a fraction of a unit (so totals show as whole units)."""
    units: dict[str, Fraction]
    money: dict[str, Fraction]
    rows: Counter[str]
    scoops: Counter[str]
    fouls: Counter[str]
    """Per player, what the Summary's SUMIF and COUNTIF formulas over these rows compute."""


def _write_hands(sheet: Sheet, session: Session, header: Sequence[str]) -> HandsWritten:
    """The Hands rows: one per hand per player, every cell a value (the Summary's formulas read them)."""
    sheet.header(0, header, HANDS_NUMBERS, centered=("Hand",))
    f = sheet.formats
    ws = sheet.ws
    write_string, write_number = ws.write_string, ws.write_number
    hand_format, money, units_formats, top, wrapped = f.hand, f.money_top, f.units_top, f.top, f.wrapped
    count_format = f.count_top
    # A criss-cross player's two hands go on two lines of a cell, not side by side.
    two_hands = session.rules.game == "criss_cross"
    set_row = ws.set_row
    widths = sheet.widths
    measured: dict[tuple[str, int], int] = {}
    measured_cards: dict[tuple[int, int], int] = {}

    def lines_of(text: str, col: int) -> int:
        """Lines a row name or natural takes wrapped in column ``col`` (the same few names recur: cached)."""
        key = (text, col)
        lines = measured.get(key)
        if lines is None:
            lines = measured[key] = wrapped_lines(text, widths[col])
        return lines

    def card_lines(text: str, col: int) -> int:
        """Lines a row's cards take: every card is two characters, so only the count matters (cached by it)."""
        key = (len(text), col)
        lines = measured_cards.get(key)
        if lines is None:
            lines = measured_cards[key] = wrapped_lines(text, widths[col])
        return lines

    units_so_far: dict[str, Fraction] = {}
    money_so_far: dict[str, Fraction] = {}
    rows_of: dict[tuple[int, str], tuple[int, Fraction]] = {}
    counts: Counter[str] = Counter()
    scoops: Counter[str] = Counter()
    fouls: Counter[str] = Counter()
    hand_numbers: list[int] = []
    unit_values: set[Decimal] = set()
    names = {p: clean(p) for p in session.players}
    dirty = names != {p: p for p in session.players}  # our text holds names: clean it only when a name needed it
    current_unit_value: Decimal | None = None
    unit_value_number: int | float = 0
    unit_fraction = Fraction(0)
    whole_units = True
    r = 0
    cells = 0
    zero = Fraction(0)
    for row in hand_rows(session):
        r += 1
        n = r + 1  # the sheet's row number
        player = row.player
        if not hand_numbers or hand_numbers[-1] != row.hand:
            hand_numbers.append(row.hand)
        if row.unit_value != current_unit_value:
            current_unit_value = row.unit_value
            unit_value_number = excel_number(current_unit_value)
            unit_fraction = Fraction(current_unit_value)
            unit_values.add(current_unit_value)
        units = row.units
        whole = units.denominator == 1
        whole_units = whole_units and whole
        money_value = units * unit_fraction
        total_units = units_so_far[player] = units_so_far.get(player, zero) + units
        total_money = money_so_far[player] = money_so_far.get(player, zero) + money_value
        rows_of[row.hand, player] = (n, total_units)
        counts[player] += 1
        scoops[player] += row.scoops

        cards, labels = row.cards, row.names
        if two_hands:
            texts: tuple[str, ...] = tuple(text.replace(" / ", "\n") for text in
                                           (cards[0], labels[0], cards[1], labels[1], cards[2], labels[2]))
            tall = max(wrapped_lines(text, widths[col]) for col, text in enumerate(texts, 3))
        else:
            texts = (cards[0], labels[0], cards[1], labels[1], cards[2], labels[2])
            tall = max(card_lines(cards[0], 3), lines_of(labels[0], 4), card_lines(cards[1], 5),
                       lines_of(labels[1], 6), card_lines(cards[2], 7), lines_of(labels[2], 8))
        if row.foul_reason:
            tall = max(tall, wrapped_lines(row.foul_reason, widths[10]))
        if row.natural:
            tall = max(tall, lines_of(row.natural, 12))
        if tall > 1:
            set_row(r, LINE_HEIGHT * tall)
        write_number(r, 0, row.hand, hand_format)
        write_string(r, 1, names.get(row.dealer) or clean(row.dealer), wrapped)
        write_string(r, 2, names.get(player) or clean(player), wrapped)
        written = 3
        for col, text in enumerate(texts, 3):
            if text:
                write_string(r, col, text, wrapped)
                written += 1
        if row.fouled:
            fouls[player] += 1
            write_string(r, 9, YES, top)
            written += 1
        if row.foul_reason:
            write_string(r, 10, clean(row.foul_reason) if dirty else row.foul_reason, wrapped)
            written += 1
        if row.surrendered:
            write_string(r, 11, YES, top)
            written += 1
        if row.natural:
            write_string(r, 12, row.natural, wrapped)
            written += 1
        write_number(r, 13, excel_number(row.royalties), count_format)
        write_number(r, 14, row.scoops, count_format)
        write_number(r, 15, unit_value_number, money)
        write_number(r, 16, units.numerator if whole else float(units), units_formats[whole])
        write_number(r, 17, excel_number(money_value), money)
        write_number(r, 18, excel_number(total_units), units_formats[total_units.denominator == 1])
        write_number(r, 19, excel_number(total_money), money)
        written += 7
        if row.fantasyland:
            write_string(r, 20, clean(row.fantasyland) if dirty else row.fantasyland, wrapped)
            written += 1
        cells += written
    sheet.count(r, cells)
    sheet.filter(0, r, len(header))
    return HandsWritten(max(r + 1, 2), rows_of, hand_numbers, unit_values, whole_units, units_so_far, money_so_far,
                        counts, scoops, fouls)


# -- Pairs, Rules, Chart ----------------------------------------------------------------------------------


def _pairs_widths(session: Session) -> list[float]:
    name = max([len(p) for p in session.players] + [8]) + 2
    widths: list[float] = [6, name, name, 7, 7, 7, 8]
    room = PAGE_WIDTH_PX - sum(column_px(w) for w in widths)
    return [*widths, max(40, (room - 5) // 7)]


def _write_pairs(sheet: Sheet, session: Session) -> None:
    """Each pair of each hand; the explanation wraps within one landscape page's width."""
    sheet.header(0, PAIRS_HEADER, PAIRS_NUMBERS, indented=("Explanation",), centered=("Hand",))
    f = sheet.formats
    ws = sheet.ws
    write_string, write_number = ws.write_string, ws.write_number
    hand_format, units_formats, explanation_format, top, count = (f.hand, f.units_padded, f.indented_wrapped,
                                                                   f.top, f.count_top)
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
        write_string(r, 1, names.get(pair.player) or clean(pair.player), top)
        written = 3
        if pair.opponent:
            write_string(r, 2, names.get(pair.opponent) or clean(pair.opponent), top)
            written += 1
        if pair.rows is not None:
            write_number(r, 3, pair.rows[0], count)
            write_number(r, 4, pair.rows[1], count)
            write_number(r, 5, pair.rows[2], count)
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
    sheet.header(0, ("Option", "Setting", "Key", "Value (as in the session file)"))
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
    sheet.header(0, ("Hand", *[clean(p) for p in players]), numeric=("Hand", *players))
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
        ws.write_string(1, 0, "No hands yet: the chart appears with the first hand.")
        sheet.count(1, 1)
        return
    ws.insert_chart(1, len(players) + 2, _running_totals_chart(workbook, session, hands, 756, 454))


def _running_totals_chart(workbook: Any, session: Session, hands: HandsWritten, width: int, height: int) -> Any:
    """A line per player over the Chart sheet's table (header row 1, hand numbers in column A)."""
    count = len(hands.hand_numbers)
    chart = workbook.add_chart({"type": "line"})
    for c in range(1, len(session.players) + 1):
        chart.add_series({"name": ["Chart", 0, c], "categories": ["Chart", 1, 0, count, 0],
                          "values": ["Chart", 1, c, count, c], "smooth": False,
                          "marker": {"type": "none" if count > 60 else "automatic"}})
    chart.set_title({"name": "Running total (units)"})
    step = _label_step(count)
    x_axis: dict[str, Any] = {"name": "Hand", "label_position": "low"}
    if step > 1:
        # LibreOffice ignores the interval and lays the numbers out itself: slanted, they do not run together.
        x_axis.update(interval_unit=step, interval_tick=step, num_font={"rotation": -45})
    chart.set_x_axis(x_axis)
    chart.set_y_axis({"name": "Units", "num_format": "+0;-0;0"})
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
