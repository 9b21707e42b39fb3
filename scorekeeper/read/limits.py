"""What a home game needs, and no more: bounds on every amount, name and size read from outside.

Numbers are checked as text (length and shape) before ``Decimal`` or ``Fraction`` sees them, so
``"1e-99999999"`` or a 5,000-digit number is refused in microseconds instead of hanging a later sum.
README "What the app refuses, and why" states these limits in FORMAT.md's terms.
"""

from __future__ import annotations

import json
import re
import reprlib
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from scorekeeper.errors import InvalidFile
from scorekeeper.language import _

MAX_MONEY = 1_000_000
"""Largest unit value or bankroll, in the session's currency."""
MAX_UNITS = 1_000
"""Largest amount counted in units: fees, the foul amount, the pool ante, natural and royalty values."""
PLACES = 4
"""Decimal places an amount may have."""
MAX_NUMBER_TEXT = 32
"""Longest text read as a number."""
MAX_NAME = 40
"""Longest player name, in characters."""
MAX_SESSION_NAME = 100
"""Longest session name, in characters."""
MAX_PLAYERS = 4
"""Most players at one table (RULES A1)."""
MAX_HANDS = 10_000
"""Most hands in one session file (a long night is a few hundred)."""
MAX_FILE_BYTES = 16 * 1024 * 1024
"""Largest hand or session file read (10,000 hands take about 5 MB)."""
MAX_VALUES = 1_000_000
"""Most JSON values in one file, counted from its commas and brackets before parsing (10,000 hands
take about 240,000): parsing millions of tiny objects would take seconds and most of a gigabyte."""
MAX_DEPTH = 16
"""Deepest nesting of JSON objects and lists (the formats need 6)."""

_DECIMAL = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_FRACTION = re.compile(r"([0-9]{1,7})/([0-9]{1,7})")
_NUMBER = re.compile(r"(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|[0-9]+/[0-9]+|inf|nan", re.IGNORECASE)
"""Anything a reader would call a number, to tell "not a number" from "a number out of bounds"."""
_UNFIT = "[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
"""What a name may not hold: control characters (ESC, NUL, a newline, a tab), line and paragraph
separators, the bidirectional overrides that would turn "Ann pays Bob" round on screen, and
unpaired surrogates (not text at all: they cannot even be written as UTF-8). A pattern ``re`` compiles
when the first name is read (0.4 ms a launch to the welcome screen need not spend)."""
_SHORT = reprlib.Repr()
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlevel = 2
_SHORT.maxlist = _SHORT.maxdict = _SHORT.maxtuple = 4


def shown(value: Any) -> str:
    """A value as a message quotes it: its repr, cut short so a huge input never makes a huge message."""
    return _SHORT.repr(value)


def _decimal_text(value: Any) -> Decimal | None:
    """Plain decimal text ("5.00", "12") as a Decimal, or None; never converts text of another shape."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    if len(text) > MAX_NUMBER_TEXT or not _DECIMAL.fullmatch(text):
        return None
    return Decimal(text)


def _fits(amount: Decimal | int, high: int, places: int) -> bool:
    """``amount`` is from 0 to ``high`` with at most ``places`` decimals (cheap even for 1E-99999999)."""
    if isinstance(amount, int):
        return 0 <= amount <= high
    if not amount.is_finite() or amount < 0 or amount > high:
        return False
    exponent = amount.as_tuple().exponent
    if isinstance(exponent, int) and exponent >= -places:
        return True
    exponent = amount.normalize().as_tuple().exponent  # "5.000000" is 5
    return isinstance(exponent, int) and exponent >= -places


def is_number_text(text: str) -> bool:
    """Text a reader would call a number ("1e5000", "-2", "1/3"), whether or not it is in bounds."""
    return _NUMBER.fullmatch(text.strip().removeprefix("-")) is not None


def _negative(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().startswith("-") and _NUMBER.fullmatch(value.strip()[1:]) is not None
    return isinstance(value, (int, float, Decimal, Fraction)) and not isinstance(value, bool) and value < 0


def parse_money(value: Any, what: str, error: type[Exception]) -> Decimal:
    """An amount of money from 0 to MAX_MONEY with at most PLACES decimals, as written ("5.00")."""
    amount: Decimal | int | None
    if isinstance(value, bool):
        amount = None
    elif isinstance(value, (Decimal, int)):
        amount = value
    else:
        amount = _decimal_text(value)
    if amount is not None and _fits(amount, MAX_MONEY, PLACES):
        return Decimal(amount)
    if _negative(value) and not isinstance(value, float):
        raise error(_("{what} must be an amount of 0 or more, not {value}").format(what=what, value=shown(value)))
    if (isinstance(value, str) and _NUMBER.fullmatch(value.strip())) or isinstance(value, (Decimal, int)):
        raise error(_('{what} must be an amount like "5.00" from 0 to {max_money:,} with at most {places} decimals, '
                      'not {value}').format(what=what, max_money=MAX_MONEY, places=PLACES, value=shown(value)))
    raise error(_('{what} must be an amount like "5.00", not {value}').format(what=what, value=shown(value)))


def parse_units(value: Any, what: str, error: type[Exception], *, high: int = MAX_UNITS,
                low: int = 0, whole: bool = False) -> Fraction:
    """A number of units from ``low`` to ``high``: decimal text or a number with at most PLACES decimals,
    or a fraction like "1/3" (as the rules write amounts JSON cannot hold exactly)."""
    number: Fraction | None = None
    text = ""
    if isinstance(value, int) and not isinstance(value, bool):
        number = Fraction(value) if abs(value) <= 10 * high else None
        text = "0" if number is None else str(value)
    elif isinstance(value, (float, str, Decimal, Fraction)):
        text = repr(value) if isinstance(value, float) else str(value).strip()
        match = _FRACTION.fullmatch(text.removeprefix("-"))
        if match and int(match[2]) != 0:
            number = Fraction(int(match[1]), int(match[2])) * (-1 if text.startswith("-") else 1)
        else:
            amount = _decimal_text(text.removeprefix("-"))
            if amount is not None and _fits(amount, 10 * high, PLACES):
                number = Fraction(amount) * (-1 if text.startswith("-") else 1)
    if number is None:
        if not _NUMBER.fullmatch(text.removeprefix("-")):
            raise error(_("{what} must be a number, not {value}").format(what=what, value=shown(value)))
        if _negative(value) and low == 0:
            raise error(_("{what} must be at least {low}, not {value}").format(what=what, low=low, value=shown(value)))
        if whole:
            raise error(_("{what} must be a whole number from {low} to {high}, not {value}").format(
                what=what, low=low, high=high, value=shown(value)))
        raise error(_("{what} must be a number from {low} to {high} written with at most {places} decimals (or a "
                      "fraction like 1/3), not {value}").format(
            what=what, low=low, high=high, places=PLACES, value=shown(value)))
    if whole and number.denominator != 1:
        raise error(_("{what} must be a whole number, not {value}").format(what=what, value=shown(value)))
    if number < low and low == 0:
        raise error(_("{what} must be at least {low}, not {value}").format(what=what, low=low, value=shown(value)))
    if not low <= number <= high:
        raise error(_("{what} must be from {low} to {high}, not {value}").format(
            what=what, low=low, high=high, value=shown(value)))
    return number


def verify_text(value: str, what: str, limit: int, error: type[Exception]) -> str:
    """``value`` stripped, refused when longer than ``limit`` characters or holding a character that
    is not plain text on one line (``_UNFIT``). Every name read from anywhere comes through here."""
    text = value.strip()
    if len(text) > limit:
        raise error(_("{what} is {count:,} characters long; the most is {limit}").format(
            what=what, count=len(text), limit=limit))
    unfit = re.search(_UNFIT, text)
    if unfit is not None:
        code = f"U+{ord(unfit.group()):04X}"
        if "\ud800" <= unfit.group() <= "\udfff":
            raise error(_("{what} holds an unpaired surrogate ({code}), which is not text").format(
                what=what, code=code))
        raise error(_("{what} holds a control character ({code}); a name is plain text on one line").format(
            what=what, code=code))
    return text


def unknown_key(key: Any, known: Iterable[str]) -> str:
    """``'rule' (did you mean 'rules'?)``: an unknown key and the nearest known one, for a message."""
    import difflib  # only a refused key needs it: every start-up would load it for nothing

    near = difflib.get_close_matches(str(key)[:MAX_NAME], [str(k) for k in known], n=1, cutoff=0.6)
    return shown(key) + (_(" (did you mean {key}?)").format(key=repr(near[0])) if near else "")


def verify_depth(data: Any, name: str) -> None:
    """Refuse JSON nested deeper than MAX_DEPTH, without recursion."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > MAX_DEPTH:
                raise InvalidFile(_("{name} is nested more than {max_depth} levels deep").format(
                    name=name, max_depth=MAX_DEPTH))
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))


def json_from_bytes(raw: bytes, name: str) -> Any:
    """The JSON in ``raw`` (a file named ``name``), or InvalidFile saying why it cannot be read."""
    if len(raw) > MAX_FILE_BYTES:
        raise InvalidFile(_("{name} is larger than {megabytes} MB; a hand or session file is far smaller").format(
            name=name, megabytes=MAX_FILE_BYTES // (1024 * 1024)))
    values = raw.count(b",") + raw.count(b"{") + raw.count(b"[")
    if values > MAX_VALUES:
        raise InvalidFile(_("{name} holds more than {max_values:,} values; a hand or session file holds "
                            "far fewer").format(
            name=name, max_values=MAX_VALUES))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise InvalidFile(_("{name} is not UTF-8 text (byte {byte} cannot be read)").format(
            name=name, byte=e.start + 1)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise InvalidFile(_("{name} is not valid JSON: {reason} at line {line}, column {column}").format(
            name=name, reason=e.msg, line=e.lineno, column=e.colno)) from None
    except RecursionError:
        raise InvalidFile(_("{name} is nested more than {max_depth} levels deep").format(
            name=name, max_depth=MAX_DEPTH)) from None
    except ValueError:  # an integer longer than Python reads (int_max_str_digits)
        raise InvalidFile(_("{name} holds a number too long to be an amount").format(name=name)) from None
    verify_depth(data, name)
    return data


def read_json_file(path: str | Path, name: str | None = None) -> Any:
    """The JSON in a hand or session file, read no further than MAX_FILE_BYTES; messages call it ``name``."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise InvalidFile(_("cannot read {path}: {reason}").format(path=path, reason=e.strerror or e)) from None
    return json_from_bytes(raw, name or str(path))
