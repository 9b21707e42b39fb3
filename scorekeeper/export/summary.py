"""The workbook's Summary sheet: the session's facts, standings as live formulas with their values, settle-up."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

from scorekeeper.export.book import Sheet, clean, sheet_name, sheet_ref
from scorekeeper.export.rows import YES, excel_number
from scorekeeper.export.words import preset_words
from scorekeeper.language import N_, _

if TYPE_CHECKING:
    from scorekeeper.export.hands_sheet import HandsWritten
    from scorekeeper.night.session import Session

STANDINGS_HEADER = (N_("Rank"), N_("Player"), N_("Units"), N_("Money"), N_("Hands"), N_("Scoops"), N_("Fouls"))
FIRST = 8
"""The standings' first row (0-based; sheet row 9), under their header."""

# The Hands sheet's columns the formulas read.
PLAYER, FOULED, SCOOPS, UNIT_VALUE, UNITS = "C", "J", "O", "P", "Q"


def summary_widths(session: Session) -> list[float]:
    names = max([len(p) for p in session.players] + [4])
    return [max(12, names + 2), max(18, names + 2), 12, 14, 9, 9, 9]


def write_summary(sheet: Sheet, session: Session, hands: HandsWritten) -> None:
    ws, f = sheet.ws, sheet.formats
    preset = session.rules.preset_name()
    rules_text = preset_words(preset) if preset else _("custom (see the Rules sheet)")
    hands_sheet = sheet_ref(sheet_name(_("Hands")))
    unit_values = hands.unit_values or {session.unit_value}
    last = hands.last_row

    ws.write_string(0, 0, clean(session.name), f.title)
    ws.write_string(1, 0, _("Date"), f.bold)  # constant_memory: each row is written whole before the next
    ws.write_datetime(1, 1, session.date, f.date)
    ws.write_string(2, 0, _("Unit value"), f.bold)
    ws.write_number(2, 1, excel_number(session.unit_value), f.money_left)
    if len(unit_values) > 1:
        ws.write_string(2, 2, _("for new hands; hands differ, see the Hands sheet"))
    ws.write_string(3, 0, _("Currency"), f.bold)
    ws.write_string(3, 1, session.currency)
    ws.write_string(4, 0, _("Hands"), f.bold)
    ws.write_formula(4, 1, f"=MAX({hands_sheet}!$A$2:$A${last})", f.count_left, max(hands.hand_numbers, default=0))
    ws.write_string(5, 0, _("Rules"), f.bold)
    ws.write_string(5, 1, rules_text)
    sheet.count(7, 12 + (len(unit_values) > 1))
    header = [_(title) for title in STANDINGS_HEADER]
    sheet.header(FIRST - 1, header, header[2:])

    standings = session.standings()
    final = FIRST + len(standings)  # the check row, and the 1-based number of the last standings row
    players = f"{hands_sheet}!${PLAYER}$2:${PLAYER}${last}"

    def column(letter: str) -> str:
        return f"{hands_sheet}!${letter}$2:${letter}${last}"

    zero = Fraction(0)
    yes = _(YES).replace('"', '""')
    money = {s.player: hands.money.get(s.player, zero) for s in standings}
    for r, standing in enumerate(standings, FIRST):
        player = standing.player
        n = r + 1
        who = _criterion(clean(player), f"$B{n}")
        units = hands.units.get(player, zero)
        rank = 1 + sum(1 for other in money.values() if other > money[player])
        ws.write_formula(r, 0, f"=RANK($D{n},$D${FIRST + 1}:$D${final})", f.count_left, rank)
        ws.write_string(r, 1, clean(player))
        ws.write_formula(r, 2, f"=SUMIF({players},{who},{column(UNITS)})", f.units[units.denominator == 1],
                         excel_number(units))
        ws.write_formula(r, 3, f"=SUMPRODUCT(({players}=$B{n})*{column(UNITS)}*{column(UNIT_VALUE)})", f.money,
                         excel_number(money[player]))
        ws.write_formula(r, 4, f"=COUNTIF({players},{who})", f.count, hands.rows[player])
        ws.write_formula(r, 5, f"=SUMIF({players},{who},{column(SCOOPS)})", f.count, hands.scoops[player])
        ws.write_formula(r, 6, f'=COUNTIFS({players},{who},{column(FOULED)},"{yes}")', f.count, hands.fouls[player])
    sheet.count(len(standings), 7 * len(standings))
    sheet.filter(FIRST - 1, final - 1, len(STANDINGS_HEADER))
    ws.write_string(final, 1, _("Total (always 0)"), f.bold)
    ws.write_formula(final, 2, f"=SUM(C{FIRST + 1}:C{final})", f.units_bold[hands.whole_units],
                     excel_number(sum(hands.units.values(), zero)))
    ws.write_formula(final, 3, f"=SUM(D{FIRST + 1}:D{final})", f.money_bold, excel_number(sum(money.values(), zero)))

    r = final + 2
    ws.write_string(r, 0, _("Settle up"), f.section)
    sheet.header(r + 1, (_("From"), _("To"), _("Amount"), _("Payment")), (_("Amount"),), (_("Payment"),))
    payments = session.settle_up()
    r += 2
    for payment in payments:
        ws.write_string(r, 0, clean(payment.payer))
        ws.write_string(r, 1, clean(payment.payee))
        ws.write_number(r, 2, excel_number(payment.amount), f.money)
        ws.write_string(r, 3, clean(payment.describe(session.currency)), f.indented)
        r += 1
    if not payments:
        ws.write_string(r, 0, _("Nobody owes anything."))
        r += 1
    ws.write_string(r + 1, 0, _("Units, money, hands, scoops and fouls are formulas over the Hands sheet: correct a "
                                "units cell there and they follow (Hands' money and running totals and the Chart "
                                "stay as exported)."), f.note)
    ws.write_string(r + 2, 0, _("The settle-up is the one the app worked out when this file was exported."), f.note)
    sheet.count(r + 3 - final, 3 + 4 * len(payments) + (not payments) + 2 + 4)


def _criterion(name: str, ref: str) -> str:
    """A SUMIF criterion matching exactly ``name``: the name's cell, or an escaped literal when the name
    holds a wildcard (* ? ~) or starts like a comparison (= < >)."""
    if not re.search(r"[*?~]", name) and not name.startswith(("=", "<", ">")):
        return ref
    escaped = re.sub(r"([*?~])", r"~\1", name).replace('"', '""')
    return f'"={escaped}"'
