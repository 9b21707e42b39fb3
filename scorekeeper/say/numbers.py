"""Units as people read them in the current language: ``2.5`` in English and Chinese, ``2,5`` in Vietnamese."""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.language import current
from scorekeeper.score.results import fmt, signed

DECIMAL_MARK = {"vi": ","}
"""Languages whose decimal mark is not a point (Vietnamese writes 2,5 and groups thousands with a point)."""
GROUP_MARK = {"vi": "."}


def _local(text: str) -> str:
    mark = DECIMAL_MARK.get(current())
    return text.replace(".", mark) if mark else text


def units(amount: Fraction | int) -> str:
    """``3``, ``2.5``, ``1.33`` (``2,5`` in Vietnamese)."""
    return _local(fmt(amount))


def signed_units(amount: Fraction | int) -> str:
    """``+3``, ``−2.5`` (a true minus sign), ``""`` for zero."""
    return _local(signed(amount))


def marked(text: str) -> str:
    """Text the core wrote with English marks (``$1,234.50``) in the language's marks (``$1.234,50``)."""
    code = current()
    if code not in DECIMAL_MARK:
        return text
    table = {".": DECIMAL_MARK[code], ",": GROUP_MARK.get(code, ",")}
    return "".join(table.get(c, c) for c in text)


def grouped(text: str) -> str:
    """A plain decimal such as ``-1234.50`` with the language's marks: ``-1,234.50`` / ``-1.234,50``."""
    sign, body = ("-", text[1:]) if text.startswith("-") else ("", text)
    whole, _, cents = body.partition(".")
    groups: list[str] = []
    while len(whole) > 3:
        whole, tail = whole[:-3], whole[-3:]
        groups.insert(0, tail)
    groups.insert(0, whole)
    code = current()
    joined = GROUP_MARK.get(code, ",").join(groups)
    return sign + joined + ((DECIMAL_MARK.get(code, ".") + cents) if cents else "")
