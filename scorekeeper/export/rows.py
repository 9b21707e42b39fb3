"""The rows every export writes: the Hands and Pairs tables, their headers and number formats.

The workbook (``scorekeeper.export.workbook``) and the CSV (``scorekeeper.export.csv_file``) both read a session
through these, so a hand reads the same in either.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple

from scorekeeper.export.words import natural_words
from scorekeeper.game import BACK, FRONT, MIDDLE, ROWS
from scorekeeper.language import N_, _
from scorekeeper.night.settle import CURRENCY_SYMBOLS, currency_decimals
from scorekeeper.read.cards import DECK, Card
from scorekeeper.read.deal import Entry
from scorekeeper.rules import RuleSet
from scorekeeper.score.ofc import Fantasyland
from scorekeeper.score.results import DealResult, PlayerResult
from scorekeeper.words.fantasyland import fantasyland_why
from scorekeeper.words.hands import hand_name
from scorekeeper.words.reasons import deal_lines, foul_words, pair_lines

if TYPE_CHECKING:
    from scorekeeper.night.session import Session

APP_NAME = "Chinese Poker Scorekeeper"
"""The author and creator written into every workbook's document properties."""

EXPORT_TYPES = {".xlsx": N_("an Excel workbook"), ".csv": N_("a CSV file of every hand")}
"""What each file extension exports (case does not matter)."""

HANDS_HEADER = (N_("Hand"), N_("Dealer"), N_("Player"), N_("Front"), N_("Front hand"), N_("Middle"),
                N_("Middle hand"), N_("Back"), N_("Back hand"), N_("Fouled"), N_("Foul reason"), N_("Surrendered"),
                N_("Natural"), N_("Royalties"), N_("Scoops"), N_("Unit value"), N_("Units"), N_("Money"),
                N_("Total units"), N_("Total money"))
"""The Hands sheet's columns (and the CSV's, in English); ``Fantasyland`` follows in open-face games."""

PAIRS_HEADER = (N_("Hand"), N_("Player"), N_("Opponent"), N_("Front"), N_("Middle"), N_("Back"), N_("Units"),
                N_("Explanation"))

SHEETS = (N_("Summary"), N_("Hands"), N_("Pairs"), N_("Rules"), N_("Chart"))
"""The workbook's sheets, in tab order (their English names; the workbook shows them in its language)."""

YES = N_("Yes")
"""How the Hands sheet and the CSV mark a foul or a surrender (the Summary counts fouls by it)."""

_ZERO = Fraction(0)

UNITS_FORMAT = "+0;-0;0"
FRACTION_UNITS_FORMAT = "+0.##;-0.##;0"


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
    """The Hands columns in the current language (the CSV writes them inside ``language.english()``)."""
    return tuple(_(title) for title in HANDS_HEADER) + ((_("Fantasyland"),) if rules.fantasyland else ())


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
        if not result.pairs and result.reasons:
            yield PairRow(hand.number, _("Everyone"), "", None, None, "; ".join(deal_lines(result.reasons)))
        for pair in result.pairs:
            rows = None if pair.rows is None else (pair.rows[FRONT], pair.rows[MIDDLE], pair.rows[BACK])
            yield PairRow(hand.number, pair.players[0], pair.players[1], rows, pair.units, "; ".join(pair_lines(pair)))


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
        front, middle, back = (rows[row] for row in ROWS)
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
        front, middle, back = (hand_name(player.hand_of(row)) for row in ROWS)
        names = (front, middle, back)
        return (_cards_text(board.front), _cards_text(board.middle), _cards_text(board.back)), names
    if entry.boards:
        cards = [" / ".join(_cards_text(b.row(row)) for b in entry.boards) for row in ROWS]
        labels = [" / ".join(hand_name(b.hand_of(row)) for b in player.boards) for row in ROWS]
        return (cards[0], cards[1], cards[2]), (labels[0], labels[1], labels[2])
    labels = [hand_name(player.hand_of(row)) for row in ROWS]
    return ("", "", ""), (labels[0], labels[1], labels[2])


def _royalty_total(player: PlayerResult) -> Fraction:
    royalties = player.royalties
    if not any(royalties.values()):
        return _ZERO
    return sum(royalties.values(), _ZERO)


def _foul_reason(player: PlayerResult) -> str:
    if player.boards:
        return _("; ").join(_("hand {number}: {reason}").format(
            number=i, reason=foul_words(b.foul_reason) or _("fouled")) for i, b in enumerate(player.boards, 1)
            if b.foul_reason)
    return foul_words(player.foul_reason) or (_("fouled") if player.foul_reason else "")


def _fantasyland_words(player: PlayerResult) -> str:
    state = player.fantasyland or {}
    parts = []
    if state.get("playing"):
        parts.append(_("played in Fantasyland"))
    why = state.get("why")
    words = fantasyland_why(why) if isinstance(why, Fantasyland) else ""
    if state.get("next") and words:
        parts.append(words)
    return "; ".join(parts)


# -- numbers as people read them ----------------------------------------------------------------------


def units_text(units: Fraction) -> str:
    """Exact units for the CSV: ``3``, ``-2``, ``2.5``, ``1.3333`` (at most 4 decimals, as in JSON)."""
    if units.denominator == 1:
        return str(units.numerator)
    return str(round(float(units), 4))


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
