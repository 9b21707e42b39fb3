"""The CSV export: the Hands table as plain values, with text that could run as a formula neutralised."""

from __future__ import annotations

import csv
import io
from fractions import Fraction
from typing import IO, TYPE_CHECKING

from scorekeeper.export.rows import YES, hand_rows, hands_header, units_text
from scorekeeper.night.settle import money_text

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
"""A CSV cell starting with one of these is read as a formula by a spreadsheet (OWASP's CSV injection list)."""

_ZERO = Fraction(0)


def csv_text(text: str) -> str:
    """A text cell a spreadsheet opening the CSV keeps as text: one starting like a formula gets a ``'``.

    OWASP's advice for CSV injection: a player named ``=HYPERLINK(...)`` or ``@SUM(1)`` shows as
    ``'=HYPERLINK(...)``, never as a live formula. Numbers are written by the export itself, never through
    this, so ``-2`` stays a number.
    """
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def write_csv(session: Session, file: IO[bytes]) -> int:
    """Write the Hands table (values, not formulas) as UTF-8 CSV with a header; returns the rows written.

    Units are exact decimals (``2.5``; a third as ``0.3333``) and money has the currency's decimals,
    both with an ASCII minus, so a script or another spreadsheet reads them as numbers. Text that a
    spreadsheet would read as a formula is neutralised (``csv_text``).
    """
    # utf-8-sig: the byte-order mark makes Excel on Windows read accented names right; LibreOffice skips it.
    text = io.TextIOWrapper(file, encoding="utf-8-sig", newline="")
    try:
        writer = csv.writer(text)
        writer.writerow(hands_header(session.rules))
        currency = session.currency
        total_units: dict[str, Fraction] = {}
        total_money: dict[str, Fraction] = {}
        names = {p: csv_text(p) for p in session.players}
        count = 0
        for row in hand_rows(session):
            money = row.units * Fraction(row.unit_value)
            units_so_far = total_units[row.player] = total_units.get(row.player, _ZERO) + row.units
            money_so_far = total_money[row.player] = total_money.get(row.player, _ZERO) + money
            values: list[object] = [
                row.hand, names.get(row.dealer) or csv_text(row.dealer), names.get(row.player) or csv_text(row.player),
                row.cards[0], csv_text(row.names[0]), row.cards[1], csv_text(row.names[1]),
                row.cards[2], csv_text(row.names[2]),
                YES if row.fouled else "", csv_text(row.foul_reason), YES if row.surrendered else "",
                csv_text(row.natural), units_text(row.royalties), row.scoops, money_text(row.unit_value, currency),
                units_text(row.units), money_text(money, currency),
                units_text(units_so_far), money_text(money_so_far, currency),
            ]
            if row.fantasyland is not None:
                values.append(csv_text(row.fantasyland))
            writer.writerow(values)
            count += 1
        text.flush()
    finally:
        text.detach()
    return count


