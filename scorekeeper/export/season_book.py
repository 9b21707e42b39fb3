"""A season as one workbook: standings, head-to-head, every night, the records and a running-total chart.

Sheets, in tab order:

- **Standings**: per player, units, money per currency, nights, hands, nights won and units per hand as
  live formulas over the Nights sheet (SUMIF, SUMIFS, COUNTIF, COUNTIFS), each stored with its value, and
  a check row whose units and money must read 0.
- **Head-to-head**: each pair both ways; the second of a pair is the negative of the first (a formula).
- **Nights**: one row per night per player: night, date, session, player, currency, units, money, hands,
  scoops and whether the player won the night (values, as the season added them up).
- **Records**: best and worst night, longest run of winning nights, most scoops, biggest hand.
- **Chart**: each player's running total night by night (values) and a line chart over it.

The house style of ``scorekeeper.export.workbook``: formats and printing from ``scorekeeper.export.book``, our
text always text, the file written beside the target and moved into place (``scorekeeper.export.files``).
XlsxWriter loads only when a season is exported.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from scorekeeper.errors import ExportError
from scorekeeper.export.book import TEXT_STAYS_TEXT, Formats, Sheet, clean, print_setup, sheet_name, sheet_ref
from scorekeeper.export.files import write_atomically
from scorekeeper.export.rows import APP_NAME, excel_number, money_format
from scorekeeper.export.summary import _criterion
from scorekeeper.language import N_, _

if TYPE_CHECKING:
    from scorekeeper.night.season import Night, Season

NIGHTS_HEADER = (N_("Night"), N_("Date"), N_("Session"), N_("Player"), N_("Currency"), N_("Units"), N_("Money"),
                 N_("Hands"), N_("Scoops"), N_("Won"))
WON = N_("yes")
FIRST = 4
"""The standings' first row (0-based; sheet row 5), under their header."""
RECORD_WORDS = {"best_night": N_("Best night"), "worst_night": N_("Worst night"),
                "longest_winning_run": N_("Longest run of winning nights"),
                "most_scoops": N_("Most scoops in a night"), "biggest_hand": N_("Biggest hand")}


SEASON_SHEETS = (N_("Standings"), N_("Head-to-head"), N_("Nights"), N_("Records"), N_("Chart"))
"""The season workbook's sheets, in tab order (English names; the workbook shows them in its language)."""
DETAIL_WORDS = {"units": N_("units"), "nights": N_("nights"), "scoops": N_("scoops"), "hand": N_("hand")}
"""A record's details in words (their keys as in the season JSON)."""


def export_season(season: Season, path: str | os.PathLike[str]) -> Path:
    """Write ``season`` to the ``.xlsx`` workbook ``path`` (beside it first, then moved over it).

    Raises:
        ExportError: for another extension, or when the target cannot be written (naming it and why).
    """
    target = Path(path)
    if target.suffix.lower() != ".xlsx":
        found = repr(target.suffix.lower()) if target.suffix else _("no extension")
        raise ExportError(_("cannot export the season to {name}: the file name must end in .xlsx "
                            "(Excel workbook), not {found}").format(name=target.name, found=found))
    write_atomically(target, lambda f, work: write_season_book(season, f, work))
    return target


def season_title(season: Season) -> str:
    """The season's dates in words: "Season 2026-09-04 to 2026-09-11" (or "Season (no nights)")."""
    if not season.nights:
        return _("Season (no nights)")
    return _("Season {first} to {last}").format(first=season.nights[0].date.isoformat(),
                                                last=season.nights[-1].date.isoformat())


def currencies(season: Season) -> list[str]:
    """Every currency the season's nights were played in, sorted."""
    return sorted({night.currency for night in season.nights})


def night_money(night: Night, player: str) -> Fraction:
    """A player's money over one night: units per stake times the stake, in the night's currency."""
    return sum((u * Fraction(stake) for stake, u in night.units.get(player, {}).items()), Fraction(0))


def winners(night: Night) -> set[str]:
    """Who won the night: the highest total, when above zero (a tie counts for each)."""
    totals = night.totals()
    best = max(totals.values(), default=Fraction(0))
    return {p for p, t in totals.items() if best > 0 and t == best}


def write_season_book(season: Season, file: IO[bytes], scratch: Path | None = None) -> None:
    """Write the season's workbook to an open binary file."""
    import xlsxwriter  # type: ignore[import-untyped]

    options: dict[str, Any] = dict(TEXT_STAYS_TEXT)
    if scratch is not None:
        options["tmpdir"] = str(scratch)
    workbook = xlsxwriter.Workbook(file, options)
    cur = currencies(season)
    formats = Formats(workbook, money_format(cur[0] if cur else "USD"))
    money = {c: workbook.add_format({"num_format": money_format(c)}) for c in cur}
    money_bold = {c: workbook.add_format({"num_format": money_format(c), "bold": True}) for c in cur}
    names = [s.player for s in season.standings]
    wide = max([len(clean(p)) for p in names] + [8]) + 2
    t = {name: sheet_name(_(name)) for name in SEASON_SHEETS}
    standings = Sheet(workbook, formats, t["Standings"], [6, max(wide, 17), 9, *[14] * len(cur), 8, 8, 11, 10],
                      (FIRST, 2))
    pairs = Sheet(workbook, formats, t["Head-to-head"], [wide, wide, 9, *[14] * len(cur)], (1, 2))
    session_width = max([len(clean(n.name)) for n in season.nights] + [10]) + 2
    nights = Sheet(workbook, formats, t["Nights"], [7, 18, min(session_width, 40), wide, 9, 9, 14, 8, 8, 6], (1, 4))
    records = Sheet(workbook, formats, t["Records"], [30, wide, min(session_width, 40), 25, 24], (1, 0))
    chart = Sheet(workbook, formats, t["Chart"], [7, 18, *[max(10.0, len(clean(p)) + 3) for p in names]], (1, 2))
    last = _write_nights(nights, season, money)
    _write_standings(standings, season, cur, last, money, money_bold)
    _write_pairs(pairs, season, cur, money, money_bold)
    _write_records(records, season)
    _write_chart(chart, season, workbook)
    title = season_title(season)
    print_setup(standings, title, repeat_header=False)
    standings.ws.repeat_rows(FIRST - 1)
    for sheet in (pairs, nights, records, chart):
        print_setup(sheet, title)
    workbook.set_properties({
        "title": _("Chinese poker: {title}").format(title=title),
        "subject": _("Chinese poker season: standings, head-to-head, every night, records"),
        "author": APP_NAME,
        "keywords": _("Chinese poker; scorekeeper; season"),
        "comments": _("{nights} nights; {hands} hands").format(nights=len(season.nights), hands=season.hand_count),
        "category": _("Chinese poker"),
        "created": datetime.datetime.now(datetime.UTC).replace(tzinfo=None, microsecond=0),
    })
    workbook.close()


def _units(sheet: Sheet, bold: bool = False) -> Any:
    return (sheet.formats.units_bold if bold else sheet.formats.units)[False]


def _write_nights(sheet: Sheet, season: Season, money: dict[str, Any]) -> int:
    """One row per night per player; returns the sheet's last row (1-based)."""
    ws, f = sheet.ws, sheet.formats
    sheet.header(0, [_(title) for title in NIGHTS_HEADER], (_("Units"), _("Money"), _("Hands"), _("Scoops")),
                 centered=(_("Night"), _("Won")))
    won_mark = _(WON)
    r = 0
    for number, night in enumerate(season.nights, 1):
        won = winners(night)
        totals = night.totals()
        for player in sorted(night.players, key=lambda p: (p.casefold(), p)):
            r += 1
            ws.write_number(r, 0, number, f.hand)
            ws.write_datetime(r, 1, night.date, f.date)
            ws.write_string(r, 2, clean(night.name))
            ws.write_string(r, 3, clean(player))
            ws.write_string(r, 4, night.currency)
            ws.write_number(r, 5, excel_number(totals.get(player, Fraction(0))), _units(sheet))
            ws.write_number(r, 6, excel_number(night_money(night, player)), money[night.currency])
            ws.write_number(r, 7, night.hands.get(player, 0), f.count)
            ws.write_number(r, 8, night.scoops.get(player, 0), f.count)
            if player in won:
                ws.write_string(r, 9, won_mark, f.hand)
    sheet.count(r, r * len(NIGHTS_HEADER))
    sheet.filter(0, r, len(NIGHTS_HEADER))
    return max(r + 1, 2)


def _write_standings(sheet: Sheet, season: Season, cur: Sequence[str], last: int, money: dict[str, Any],
                     money_bold: dict[str, Any]) -> None:
    """The standings as formulas over the Nights sheet, each stored with the season's own figure."""
    ws, f = sheet.ws, sheet.formats
    ws.write_string(0, 0, clean(season_title(season)), f.title)
    ws.write_string(1, 0, _("{nights} nights, {hands} hands; units, money, nights, hands and nights won are "
                            "formulas over the Nights sheet.").format(nights=len(season.nights),
                                                                      hands=season.hand_count), f.note)
    m = [_("Money {currency}").format(currency=c) for c in cur]
    header = (_("Rank"), _("Player"), _("Units"), *m, _("Nights"), _("Hands"), _("Nights won"), _("Per hand"))
    nights_sheet = sheet_ref(sheet_name(_("Nights")))
    won_mark = _(WON).replace('"', '""')
    sheet.header(FIRST - 1, header, header[2:])

    def col(letter: str) -> str:
        return f"{nights_sheet}!${letter}$2:${letter}${last}"

    players, units_col, cur_col, money_col = col("D"), col("F"), col("E"), col("G")
    final = FIRST + len(season.standings)
    n_cur = len(cur)
    letters = [_letter(c) for c in range(len(header))]
    hands_l, units_l = letters[4 + n_cur], letters[2]
    for r, s in enumerate(season.standings, FIRST):
        n = r + 1
        who = _criterion(clean(s.player), f"$B{n}")
        rank = 1 + sum(1 for other in season.standings if other.units > s.units)
        ws.write_formula(r, 0, f"=RANK($C{n},$C${FIRST + 1}:$C${final})", f.count_left, rank)
        ws.write_string(r, 1, clean(s.player))
        ws.write_formula(r, 2, f"=SUMIF({players},{who},{units_col})", _units(sheet), excel_number(s.units))
        for i, c in enumerate(cur):
            ws.write_formula(r, 3 + i, f'=SUMIFS({money_col},{players},{who},{cur_col},"{c}")', money[c],
                             excel_number(s.money.get(c, Fraction(0))))
        c0 = 3 + n_cur
        ws.write_formula(r, c0, f"=COUNTIF({players},{who})", f.count, s.nights)
        ws.write_formula(r, c0 + 1, f"=SUMIF({players},{who},{col('H')})", f.count, s.hands)
        ws.write_formula(r, c0 + 2, f'=COUNTIFS({players},{who},{col("J")},"{won_mark}")', f.count, s.nights_won)
        ws.write_formula(r, c0 + 3, f"=IF({hands_l}{n}=0,0,{units_l}{n}/{hands_l}{n})", _units(sheet),
                         float(s.average))
    sheet.count(len(season.standings), len(header) * len(season.standings))
    sheet.filter(FIRST - 1, final - 1, len(header))
    ws.write_string(final, 1, _("Total (always 0)"), f.bold)
    ws.write_formula(final, 2, f"=SUM(C{FIRST + 1}:C{final})", _units(sheet, True), 0)
    for i, c in enumerate(cur):
        letter = letters[3 + i]
        ws.write_formula(final, 3 + i, f"=SUM({letter}{FIRST + 1}:{letter}{final})", money_bold[c], 0)
    ws.write_string(final + 2, 0, _("Money is per currency: nights played in different currencies are never added "
                                    "together. A night is won by its highest total, when above zero."), f.note)
    sheet.count(3, 2 + n_cur + 1)


def _write_pairs(sheet: Sheet, season: Season, cur: Sequence[str], money: dict[str, Any],
                 money_bold: dict[str, Any]) -> None:
    """Each pair who met, the better-placed first; then every mirror as the negative of its pair's row."""
    ws, f = sheet.ws, sheet.formats
    header = (_("Player"), _("Against"), _("Units"), *[_("Money {currency}").format(currency=c) for c in cur])
    sheet.header(0, header, header[2:])
    met = [(a, b, h) for a, b in season.pairs() if (h := season.head_to_head(a, b)) is not None]
    letters = [_letter(c) for c in range(len(header))]
    for r, (a, b, (units, by)) in enumerate(met, 1):
        ws.write_string(r, 0, clean(a))
        ws.write_string(r, 1, clean(b))
        ws.write_number(r, 2, excel_number(units), _units(sheet))
        for i, c in enumerate(cur):
            ws.write_number(r, 3 + i, excel_number(by.get(c, Fraction(0))), money[c])
    for k, (a, b, (units, by)) in enumerate(met):
        r, mirror = len(met) + 1 + k, k + 2  # the mirror's 1-based sheet row
        ws.write_string(r, 0, clean(b))
        ws.write_string(r, 1, clean(a))
        ws.write_formula(r, 2, f"=-C{mirror}", _units(sheet), excel_number(-units))
        for i, c in enumerate(cur):
            ws.write_formula(r, 3 + i, f"=-{letters[3 + i]}{mirror}", money[c], excel_number(-by.get(c, Fraction(0))))
    rows = 2 * len(met)
    sheet.count(rows, rows * len(header))
    sheet.filter(0, rows, len(header))
    end = rows + 1
    ws.write_string(end, 0, _("Total (always 0)"), f.bold)
    ws.write_formula(end, 2, f"=SUM(C2:C{end})", _units(sheet, True), 0)
    for i, c in enumerate(cur):
        ws.write_formula(end, 3 + i, f"=SUM({letters[3 + i]}2:{letters[3 + i]}{end})", money_bold[c], 0)
    ws.write_string(end + 2, 0, _("Each row is the first player's net result against the second, from the per-pair "
                                  "results of every hand they played together."), f.note)
    sheet.count(3, 3 + len(cur))


def _write_records(sheet: Sheet, season: Season) -> None:
    ws = sheet.ws
    sheet.header(0, (_("Record"), _("Player"), _("Session"), _("Date"), _("Detail")))
    r = 0
    for key, record in season.records().items():
        r += 1
        ws.write_string(r, 0, _(RECORD_WORDS[key]) if key in RECORD_WORDS else key)
        ws.write_string(r, 1, clean(str(record["player"])))
        if "session" in record:
            ws.write_string(r, 2, clean(str(record["session"])))
        dates = _("{first} to {last}").format(first=record.get("from"), last=record.get("to"))
        ws.write_string(r, 3, str(record.get("date", dates)))
        detail = {k: v for k, v in record.items() if k not in ("player", "session", "date", "from", "to")}
        ws.write_string(r, 4, _(", ").join(_("{what} {value}").format(what=_(DETAIL_WORDS.get(k, k)), value=v)
                                           for k, v in detail.items()))
    if not r:
        r = 1
        ws.write_string(1, 0, _("No records yet: play a night."))
    sheet.count(r, 5 * r)


def _write_chart(sheet: Sheet, season: Season, workbook: Any) -> None:
    """Each player's running total after each night (a player who missed a night keeps their total)."""
    ws = sheet.ws
    names = [s.player for s in season.standings]
    sheet.header(0, (_("Night"), _("Date"), *[clean(p) for p in names]), [clean(p) for p in names],
                 centered=(_("Night"),))
    running = {p: Fraction(0) for p in names}
    for r, night in enumerate(season.nights, 1):
        for player, units in night.totals().items():
            running[player] = running.get(player, Fraction(0)) + units
        ws.write_number(r, 0, r, sheet.formats.hand)
        ws.write_datetime(r, 1, night.date, sheet.formats.date)
        for c, player in enumerate(names, 2):
            ws.write_number(r, c, excel_number(running[player]), _units(sheet))
    count = len(season.nights)
    sheet.count(count, count * (len(names) + 2))
    if not count:
        ws.write_string(1, 0, _("No nights yet: the chart appears with the first night."))
        return
    line = workbook.add_chart({"type": "line"})
    table = sheet.title
    for c in range(2, len(names) + 2):
        line.add_series({"name": [table, 0, c], "categories": [table, 1, 0, count, 0],
                         "values": [table, 1, c, count, c], "smooth": False,
                         "marker": {"type": "none" if count > 60 else "automatic"}})
    line.set_title({"name": _("Running total, night by night (units)")})
    line.set_x_axis({"name": _("Night"), "label_position": "low"})
    line.set_y_axis({"name": _("Units"), "num_format": "+0;-0;0"})
    line.set_size({"width": 756, "height": 454})
    ws.insert_chart(1, len(names) + 3, line)


def _letter(column: int) -> str:
    """A 0-based column's letters: 0 -> A, 26 -> AA."""
    letters = ""
    column += 1
    while column:
        column, rest = divmod(column - 1, 26)
        letters = chr(65 + rest) + letters
    return letters
