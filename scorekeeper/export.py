"""Exporting a session: an Excel workbook the group can check and edit, or a CSV of every hand.

``export_session(session, "night.xlsx")`` writes the workbook of ``scorekeeper.export_sheets`` (Summary,
Hands, Pairs, Rules, Chart; its totals are live formulas over the Hands sheet); a ``.csv`` target gets
the Hands table as plain values. This module holds what both share: the rows of the Hands and Pairs
tables, the rules in words, the number formats, and the write through a temporary file beside the
target, so a failed export never leaves a half-written file or replaces a good one.

openpyxl is imported only when a workbook is written, so importing this module stays cheap.
"""

from __future__ import annotations

import contextlib
import csv
import errno
import gc
import io
import json
import os
import stat
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import IO, TYPE_CHECKING, NamedTuple

from scorekeeper.errors import ExportError
from scorekeeper.night.settle import CURRENCY_SYMBOLS, currency_decimals, money_text
from scorekeeper.read.cards import DECK, Card
from scorekeeper.read.deal import Entry
from scorekeeper.rules import PRESET_DESCRIPTIONS, RuleSet
from scorekeeper.score.results import DealResult, PlayerResult
from scorekeeper.value.hands import ROWS
from scorekeeper.value.naturals import NATURAL_NAMES

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

APP_NAME = "Chinese Poker Scorekeeper"
"""The author and creator written into every workbook's document properties."""

EXPORT_TYPES = {".xlsx": "an Excel workbook", ".csv": "a CSV file of every hand"}
"""What each file extension exports (case does not matter)."""

HANDS_HEADER = ("Hand", "Dealer", "Player", "Front", "Front hand", "Middle", "Middle hand", "Back", "Back hand",
                "Fouled", "Foul reason", "Surrendered", "Natural", "Royalties", "Scoops", "Unit value", "Units",
                "Money", "Total units", "Total money")
"""The Hands sheet's columns (and the CSV's); ``Fantasyland`` follows in open-face games."""

PAIRS_HEADER = ("Hand", "Player", "Opponent", "Front", "Middle", "Back", "Units", "Explanation")

SHEETS = ("Summary", "Hands", "Pairs", "Rules", "Chart")
"""The workbook's sheets, in tab order."""

YES = "Yes"
"""How the Hands sheet and the CSV mark a foul or a surrender (the Summary counts fouls by it)."""

_ZERO = Fraction(0)

UNITS_FORMAT = "+0;-0;0"
FRACTION_UNITS_FORMAT = "+0.##;-0.##;0"


def export_session(session: Session, path: str | os.PathLike[str]) -> Path:
    """Write ``session`` to ``path``: an Excel workbook for ``.xlsx``, the Hands table for ``.csv``.

    The file is written beside the target first and then moved over it, so on any failure an existing
    file is left as it was and no temporary file stays behind.

    Raises:
        ExportError: for another extension, or when the target cannot be written (naming the path and
            the reason).
    """
    target = Path(path)
    if verify_target(target) == ".csv":
        _write_atomically(target, lambda f: write_csv(session, f))
    else:
        _write_atomically(target, lambda f: write_workbook(session, f))
    return target


def verify_target(path: str | os.PathLike[str]) -> str:
    """The export type (``.xlsx`` or ``.csv``) a file name asks for; ExportError naming it otherwise."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in EXPORT_TYPES:
        kinds = " or ".join(f"{ext} ({what})" for ext, what in EXPORT_TYPES.items())
        found = f"{suffix!r}" if suffix else "no extension"
        raise ExportError(f"cannot export to {target.name}: the file name must end in {kinds}, not {found}")
    return suffix


def write_workbook(session: Session, file: IO[bytes]) -> dict[str, tuple[int, int, int]]:
    """Write the Excel workbook to an open binary file; returns (rows, columns, cells) per sheet."""
    from scorekeeper.export_sheets import build_workbook

    with _collector_paused():
        return build_workbook(session, file)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cycle collector while the workbook is written.

    The export makes a short-lived object per cell (a million for 10,000 hands), and every few thousand
    of them the collector would walk the whole session in memory; none of them form cycles, so reference
    counting frees them anyway. Measured on 10,000 hands: about 6% of the export's time.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def write_csv(session: Session, file: IO[bytes]) -> int:
    """Write the Hands table (values, not formulas) as UTF-8 CSV with a header; returns the rows written.

    Units are exact decimals (``2.5``; a third as ``0.3333``) and money has the currency's decimals,
    both with an ASCII minus, so a script or another spreadsheet reads them as numbers.
    """
    # utf-8-sig: the byte-order mark makes Excel on Windows read accented names right; LibreOffice skips it.
    text = io.TextIOWrapper(file, encoding="utf-8-sig", newline="")
    try:
        writer = csv.writer(text)
        writer.writerow(hands_header(session.rules))
        currency = session.currency
        total_units: dict[str, Fraction] = {}
        total_money: dict[str, Fraction] = {}
        count = 0
        for row in hand_rows(session):
            money = row.units * Fraction(row.unit_value)
            units_so_far = total_units[row.player] = total_units.get(row.player, _ZERO) + row.units
            money_so_far = total_money[row.player] = total_money.get(row.player, _ZERO) + money
            values: list[object] = [
                row.hand, row.dealer, row.player,
                row.cards[0], row.names[0], row.cards[1], row.names[1], row.cards[2], row.names[2],
                YES if row.fouled else "", row.foul_reason, YES if row.surrendered else "", row.natural,
                units_text(row.royalties), row.scoops, money_text(row.unit_value, currency),
                units_text(row.units), money_text(money, currency),
                units_text(units_so_far), money_text(money_so_far, currency),
            ]
            if row.fantasyland is not None:
                values.append(row.fantasyland)
            writer.writerow(values)
            count += 1
        text.flush()
    finally:
        text.detach()
    return count


# -- the tables both formats share ------------------------------------------------------------------


class HandRow(NamedTuple):
    """One player's line of one hand, as the Hands sheet and the CSV show it (exact amounts)."""

    hand: int
    dealer: str
    player: str
    unit_value: Decimal
    cards: tuple[str, str, str]
    names: tuple[str, str, str]
    fouled: bool
    foul_reason: str
    surrendered: bool
    natural: str
    royalties: Fraction
    scoops: int
    units: Fraction
    fantasyland: str | None
    """What the player's Fantasyland did this hand, in open-face games only (else None)."""


class PairRow(NamedTuple):
    """One pair of one hand, from the first player's side: each row's result, the units and why."""

    hand: int
    player: str
    opponent: str
    rows: tuple[int, int, int] | None
    units: Fraction | None
    explanation: str


def hands_header(rules: RuleSet) -> tuple[str, ...]:
    return HANDS_HEADER + (("Fantasyland",) if rules.fantasyland else ())


def hand_rows(session: Session) -> Iterator[HandRow]:
    """Every player's row of every hand, in hand order and seat order."""
    fantasyland = session.rules.fantasyland
    for hand in session.hands:
        result = hand.result
        scoops = count_scoops(result)
        for entry in hand.deal.players:
            name = entry.name
            player = result.players[name]
            cards, names = _rows_text(entry, player)
            yield HandRow(hand.number, hand.dealer, name, hand.unit_value, cards, names, player.fouled,
                          _foul_reason(player), player.surrendered, natural_words(player.natural),
                          _royalty_total(player), scoops[name], result.units[name],
                          _fantasyland_words(player) if fantasyland else None)


def pair_rows(session: Session) -> Iterator[PairRow]:
    """Every pair of every hand in the table's scoring order; a pool hand is one row of its pots."""
    for hand in session.hands:
        result = hand.result
        if not result.pairs and result.lines:
            yield PairRow(hand.number, "Everyone", "", None, None, "; ".join(result.lines))
        for pair in result.pairs:
            rows = None if pair.rows is None else (pair.rows["front"], pair.rows["middle"], pair.rows["back"])
            yield PairRow(hand.number, pair.players[0], pair.players[1], rows, pair.units, "; ".join(pair.lines))


def count_scoops(result: DealResult) -> Counter[str]:
    """How many opponents each player scooped: won all three rows in a pair both played out.

    The same count as ``scorekeeper.night.stats`` (a pair with a foul, surrender or natural has no scoop).
    """
    scoops: Counter[str] = Counter()
    for pair in result.pairs:
        rows = pair.rows
        if rows is None:
            continue
        if not pair.played_out:
            continue
        front, middle, back = rows["front"], rows["middle"], rows["back"]
        if front > 0 and middle > 0 and back > 0:
            scoops[pair.players[0]] += 1
        elif front < 0 and middle < 0 and back < 0:
            scoops[pair.players[1]] += 1
    return scoops


_CARD_TEXT = {card.code: str(card) for card in DECK}


def _cards_text(cards: tuple[Card, ...]) -> str:
    """``format_cards`` through a table by ``Card.code``: 10,000 hands are over half a million cards."""
    return " ".join([_CARD_TEXT[card.code] for card in cards])


def _rows_text(entry: Entry, player: PlayerResult) -> tuple[tuple[str, str, str], tuple[str, str, str]]:
    """Each row's cards and its hand's name; a criss-cross player's two hands joined by " / "."""
    board = entry.board
    if board is not None:
        values = player.values
        if values is not None:
            names = (values["front"].label, values["middle"].label, values["back"].label)
        else:
            names = (player.label("front") or "", player.label("middle") or "", player.label("back") or "")
        return (_cards_text(board.front), _cards_text(board.middle), _cards_text(board.back)), names
    if entry.boards:
        cards = [" / ".join(_cards_text(b.row(row)) for b in entry.boards) for row in ROWS]
        labels = [" / ".join(b.label(row) or "" for b in player.boards) for row in ROWS]
        return (cards[0], cards[1], cards[2]), (labels[0], labels[1], labels[2])
    labels = [player.label(row) or "" for row in ROWS]
    return ("", "", ""), (labels[0], labels[1], labels[2])


def _royalty_total(player: PlayerResult) -> Fraction:
    royalties = player.royalties
    if not any(royalties.values()):
        return _ZERO
    return sum(royalties.values(), _ZERO)


def _foul_reason(player: PlayerResult) -> str:
    if player.boards:
        return "; ".join(f"hand {i}: {b.foul_reason}" for i, b in enumerate(player.boards, 1) if b.foul_reason)
    return player.foul_reason or ""


def natural_words(natural: str | None) -> str:
    """``"Six pairs"``, ``"Dragon"``: the natural as a table word, or empty."""
    if not natural:
        return ""
    words = NATURAL_NAMES.get(natural, natural.replace("_", " "))
    words = words.removeprefix("a ")
    return words[0].upper() + words[1:]


def _fantasyland_words(player: PlayerResult) -> str:
    state = player.fantasyland or {}
    parts = []
    if state.get("playing"):
        parts.append("played in Fantasyland")
    if state.get("next") and state.get("why"):
        parts.append(str(state["why"]))
    return "; ".join(parts)


# -- numbers as people read them ----------------------------------------------------------------------


def units_text(units: Fraction) -> str:
    """Exact units for the CSV: ``3``, ``-2``, ``2.5``, ``1.3333`` (at most 4 decimals, as in JSON)."""
    if units.denominator == 1:
        return str(units.numerator)
    return str(round(float(units), 4))


def units_format(units: Fraction) -> str:
    """The units number format for this amount: signed whole units, or up to two decimals."""
    return UNITS_FORMAT if units.denominator == 1 else FRACTION_UNITS_FORMAT


def money_format(currency: str) -> str:
    """The currency's number format: ``"$"#,##0.00`` for USD, ``#,##0.00 "CHF"``, ``#,##0 "JPY"``."""
    places = currency_decimals(currency)
    digits = "#,##0" + ("." + "0" * places if places else "")
    symbol = CURRENCY_SYMBOLS.get(currency.upper())
    return f'"{symbol}"{digits}' if symbol else f'{digits} "{currency.upper()}"'


def excel_number(value: Fraction | Decimal | int) -> int | float:
    """A number a spreadsheet cell holds: whole amounts stay integers (exact), others become floats."""
    if isinstance(value, int):
        return value
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    return value.numerator if value.denominator == 1 else value.numerator / value.denominator


# -- the rules in words ------------------------------------------------------------------------------------


def _n(value: Fraction | int) -> str:
    number = Fraction(value)
    return str(number.numerator) if number.denominator == 1 else f"{float(number):g}"


def _units(value: Fraction | int) -> str:
    return f"{_n(value)} unit" + ("" if Fraction(value) == 1 else "s")


def _yes_no(value: object) -> str:
    return "Yes" if value else "No"


_OPTION_NAMES = {
    "game": "Game",
    "method": "Scoring method",
    "scoop_bonus": "Scoop bonus (1-6)",
    "overall_rule": "Overall unit (2-4) goes to",
    "wheel": "The wheel (A-2-3-4-5)",
    "foul_penalty": "Foul penalty",
    "surrender": "Surrender allowed",
    "surrender_fee": "Surrender fee",
    "royalties": "Royalties",
    "royalty_mode": "Royalties are paid",
    "naturals": "Naturals played",
    "natural_values": "Natural values",
    "pool": "Pool betting",
    "pool_ante": "Pool ante",
    "fantasyland": "Fantasyland",
    "fl_entry": "Fantasyland entry",
    "fl_cards": "Cards dealt in Fantasyland",
    "fl_progressive": "Progressive Fantasyland",
    "fl_stay_middle_full_house": "A full house in the middle keeps Fantasyland",
    "lowball_middle": "Low middle (deuce-to-seven)",
    "criss_cross_pairing": "Criss-cross pairing",
}

_CHOICES = {
    "game": {"classic": "Classic 13-card Chinese poker", "ofc": "Open-face Chinese poker",
             "pineapple": "Pineapple open-face", "criss_cross": "Criss-cross (two players, two hands each)"},
    "overall_rule": {"two_or_more": "whoever won at least two rows", "net_rows": "whoever won more rows",
                     "points": "the higher total including royalties"},
    "wheel": {"low": "the lowest straight", "second_best": "the second-best straight, below A-K-Q-J-T"},
    "royalty_mode": {"win_only": "only on a won row, by the beaten player", "always": "win or lose",
                     "cancel": "only the row point when both rows qualify",
                     "difference": "as the difference of the two players' royalties (open-face)"},
    "criss_cross_pairing": {"across": "seat 1 v seat 3 and seat 2 v seat 4",
                            "all": "each hand plays both opposing hands"},
    "royalties": {"none": "None", "classic": "Classic (front trips 3, middle full house 2, quads 4, "
                                             "straight flush 5)",
                  "eastern": "Eastern (front trips 3, middle full house 2, quads middle 8 / back 4, "
                             "straight flush middle 10 / back 5)",
                  "ofc": "Open-face (OFC) table"},
}


def _method_words(rules: RuleSet) -> str:
    scoop = _n(rules.scoop_value())
    if rules.method == "2-4":
        return f"2-4 (a 2-1 pays 2, a scoop pays {scoop})"
    if rules.method == "1-6":
        return f"1-6 (a scoop pays {scoop})"
    return f"{rules.method} (a scoop pays {scoop})"


def _option_words(rules: RuleSet, key: str) -> str:
    value = getattr(rules, key)
    if key == "method":
        return _method_words(rules)
    if key == "foul_penalty":
        if value == "scoop":
            return f"pays each opponent who played a scoop ({_units(rules.scoop_value())} before royalties)"
        if value == "play":
            return "the hand is played as it lies, no penalty"
        return f"pays {_units(value)} to each opponent who played"
    if key == "royalties" and not isinstance(value, str):
        return "Custom: " + "; ".join(f"{row} " + ", ".join(f"{hand.replace('_', ' ')} {_n(units)}"
                                                             for hand, units in table) for row, table in value)
    if key == "natural_values":
        return ", ".join(f"{natural_words(name).lower()} {_n(units)}" for name, units in value)
    if key == "fl_entry":
        return f"a pair of {'queens' if value == 'QQ' else 'kings'} or better in front"
    if key == "fl_progressive":
        return "Yes (QQ 14, KK 15, AA 16, trips 17 cards)" if value else "No"
    if key in ("surrender_fee", "pool_ante", "scoop_bonus"):
        return _units(value) + (" to each opponent" if key == "surrender_fee" else "")
    if key in _CHOICES and isinstance(value, str):
        return _CHOICES[key].get(value, value)
    if isinstance(value, bool):
        return _yes_no(value)
    return str(value)


def rules_in_words(rules: RuleSet) -> list[tuple[str, str, str, str]]:
    """Every option as (name, setting in words, option key, JSON value), the preset first.

    e.g. ``("Scoring method", "1-6 (a scoop pays 6)", "method", '"1-6"')``.
    """
    preset = rules.preset_name()
    if preset is None:
        rows = [("Preset", "None: these rules are set option by option", "preset", "null")]
    else:
        rows = [("Preset", f"{preset}: {PRESET_DESCRIPTIONS.get(preset, '')}".rstrip(": "), "preset",
                 json.dumps(preset))]
    for key, value in rules.to_json().items():
        name = _OPTION_NAMES.get(key, key.replace("_", " ").capitalize())
        rows.append((name, _option_words(rules, key), key, json.dumps(value, ensure_ascii=False)))
    return rows


# -- writing beside the target, then replacing it -----------------------------------------------------


def _reason(error: OSError, target: Path) -> str:
    """Why the target could not be written, in words a user can act on."""
    if isinstance(error, PermissionError) or error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return ("permission denied: the folder may be read-only, or the file open in another program "
                "(close it in Excel and try again)")
    if isinstance(error, FileNotFoundError):
        return f"the folder {target.parent} does not exist"
    if error.errno == errno.ENOSPC:
        return "the disk is full"
    if isinstance(error, IsADirectoryError):
        return "it is a folder"
    return error.strerror or str(error)


def _give_mode(tmp_name: str, target: Path) -> None:
    """The temporary file is private (0600): give it the target's mode, or what a new file would get."""
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        umask = os.umask(0o022)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(tmp_name, mode)


def _write_atomically(target: Path, write: Callable[[IO[bytes]], object]) -> None:
    """Write through a temporary file in the target's folder, then move it over the target."""
    if target.is_dir():
        raise ExportError(f"cannot write {target}: it is a folder")
    tmp_name: str | None = None
    try:
        with tempfile.NamedTemporaryFile(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp",
                                         delete=False) as tmp:
            tmp_name = tmp.name
            write(tmp)
            tmp.flush()
            os.fsync(tmp.fileno())
        _give_mode(tmp_name, target)
        os.replace(tmp_name, target)
    except BaseException as e:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
        if isinstance(e, OSError):
            raise ExportError(f"cannot write {target}: {_reason(e, target)}") from e
        raise
