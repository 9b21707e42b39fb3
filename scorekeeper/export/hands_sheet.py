"""The Hands sheet: one row per hand per player, every cell a value that the Summary's formulas read."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from scorekeeper.export.book import LINE_HEIGHT, Sheet, clean, wrapped_lines
from scorekeeper.export.rows import YES, excel_number, hand_rows
from scorekeeper.language import _

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

HANDS_WIDTHS = (5, 0, 0, 7, 12, 7, 12, 7, 12, 7, 10, 11, 8, 8, 7, 7, 6, 9, 7, 10)
"""The Hands columns' widths in characters (0: as wide as the longest name), chosen so the sheet prints one
page wide at 74% or more (an 8-point font): cards wrap after four ("9s 9d 4h 4c" over "7s"), row names and
reasons wrap at about fifteen characters, two-word headers wrap ("Unit" over "value")."""

HANDS_NUMBERS = ("Hand", "Unit value", "Royalties", "Scoops", "Units", "Money", "Total units", "Total money")
"""The Hands columns that hold numbers (English names; translated where the header is written)."""


def hands_widths(session: Session, header: Sequence[str]) -> list[float]:
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


def write_hands(sheet: Sheet, session: Session, header: Sequence[str]) -> HandsWritten:
    """The Hands rows: one per hand per player, every cell a value (the Summary's formulas read them)."""
    sheet.header(0, header, [_(title) for title in HANDS_NUMBERS], centered=(_("Hand"),))
    yes = _(YES)
    f = sheet.formats
    ws = sheet.ws
    write_string, write_number = ws.write_string, ws.write_number
    hand_format, money, units_formats, wrapped, count_format = f.hand, f.money_top, f.units_top, f.wrapped, f.count_top
    # A criss-cross player's two hands go on two lines of a cell, not side by side.
    two_hands = session.rules.game.has_two_boards
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
        # In a tall row every text wraps, using the spare lines where the estimate fell short ("Four-Three
        # high" takes two in print); a one-line row has none, so its text needs no format of its own (every
        # cell is top-aligned by default), which XlsxWriter writes faster. So do "Yes" and whole counts.
        text_format = wrapped if tall > 1 else None
        if tall > 1:
            set_row(r, LINE_HEIGHT * tall)
        write_number(r, 0, row.hand, hand_format)
        write_string(r, 1, names.get(row.dealer) or clean(row.dealer), text_format)
        write_string(r, 2, names.get(player) or clean(player), text_format)
        written = 3
        for col, text in enumerate(texts, 3):
            if text:
                write_string(r, col, text, text_format)
                written += 1
        if row.fouled:
            fouls[player] += 1
            write_string(r, 9, yes)
            written += 1
        if row.foul_reason:
            write_string(r, 10, clean(row.foul_reason) if dirty else row.foul_reason, text_format)
            written += 1
        if row.surrendered:
            write_string(r, 11, yes)
            written += 1
        if row.natural:
            write_string(r, 12, row.natural, text_format)
            written += 1
        royalties = excel_number(row.royalties)  # whole numbers read the same in General as in "0"
        write_number(r, 13, royalties, None if royalties.__class__ is int else count_format)
        write_number(r, 14, row.scoops)
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


