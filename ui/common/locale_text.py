"""Numbers, money and dates as the app's language writes them (QLocale), for the widgets that show them."""

from __future__ import annotations

import datetime
from decimal import Decimal
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from scorekeeper.money import format_money


def number(value: int) -> str:
    """A whole number with the language's digit grouping (1,234 / 1.234)."""
    return QLocale().toString(value)


def figures(text: str) -> str:
    """A number the core wrote (``1,234.5``) with the language's group and decimal separators."""
    locale = QLocale()
    return text.replace(",", "\0").replace(".", locale.decimalPoint()).replace("\0", locale.groupSeparator())


def money(amount: Fraction | Decimal | int, currency: str) -> str:
    """The core's money text (symbol, sign, rounding) with the language's group and decimal separators."""
    return figures(format_money(amount, currency))


def short_date(date: datetime.date) -> str:
    """A day as the language writes it short (05 Mar 2026 / 2026年3月5日 / 05/03/2026)."""
    pattern = QCoreApplication.translate("Dates", "dd MMM yyyy")
    return QLocale().toString(QDate(date.year, date.month, date.day), pattern)


def long_date(date: datetime.date) -> str:
    """A day as the language writes it in full (05 March 2026 / 2026年3月5日 / 05 tháng 3 năm 2026)."""
    pattern = QCoreApplication.translate("Dates", "dd MMMM yyyy")
    return QLocale().toString(QDate(date.year, date.month, date.day), pattern)


def numeric_date_format() -> str:
    """The language's short all-digit day pattern with a four-digit year (d/M/yyyy, yyyy/M/d); English keeps the
    ISO yyyy-MM-dd it always showed."""
    locale = QLocale()
    if locale.language() in (QLocale.Language.English, QLocale.Language.C):
        return "yyyy-MM-dd"
    pattern = locale.dateFormat(QLocale.FormatType.ShortFormat)
    return pattern if "yyyy" in pattern else pattern.replace("yy", "yyyy")


def numeric_date(date: datetime.date) -> str:
    """A day in all digits as the language writes it (2026-03-05 / 5/3/2026 / 2026/3/5), for lists and tables."""
    return QLocale().toString(QDate(date.year, date.month, date.day), numeric_date_format())


def record_value(value: object) -> str:
    """A value the core gives as JSON would (an ISO day, a number) as the language writes it."""
    if isinstance(value, str):
        try:
            return numeric_date(datetime.date.fromisoformat(value))
        except ValueError:
            return value
    return figures(str(value))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # Qt Linguist reads this name
    """Mark ``text`` for the catalogue, to translate where it is shown (PySide6's own is typed ``object``)."""
    return text


def hands_text(count: int) -> str:
    """How many hands a session has, in words (1 hand, 12 hands)."""
    if count == 1:
        return QCoreApplication.translate("Welcome", "1 hand")
    return QCoreApplication.translate("Welcome", "{count} hands").format(count=number(count))
