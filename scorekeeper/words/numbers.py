"""Units as people read them in the current language: ``2.5`` in English and Chinese, ``2,5`` in Vietnamese."""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.language import current
from scorekeeper.score.parts import fmt, signed

DECIMAL_MARK = {"vi": ","}
"""Languages whose decimal mark is not a point (Vietnamese writes 2,5 and groups thousands with a point)."""
GROUP_MARK = {"vi": "."}


def units(amount: Fraction | int) -> str:
    """``3``, ``2.5``, ``1.33`` (``2,5`` in Vietnamese)."""
    return marked(fmt(amount))


def signed_units(amount: Fraction | int) -> str:
    """``+3``, ``−2.5`` (a true minus sign), ``""`` for zero."""
    return marked(signed(amount))


def marked(text: str) -> str:
    """Text the core wrote with English marks (``$1,234.50``) in the language's marks (``$1.234,50``)."""
    code = current()
    if code not in DECIMAL_MARK:
        return text
    table = {".": DECIMAL_MARK[code], ",": GROUP_MARK.get(code, ",")}
    return "".join(table.get(c, c) for c in text)
