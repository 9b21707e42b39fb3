"""What the phones and the big screen show of the night: each scored hand face-up, the standings, the settle-up.

Only scored hands are shown: a hand is in the session once every seat was ready (or the laptop entered it), so
nothing here tells any seat's cards of the deal being set. Each message is worded for one phone, in its own
language (``PhoneWords``): the core's words inside ``language.speaking``, the table's own through its catalogue.
Every number is the laptop's: units as the standings write them, money as ``format_money`` writes it.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scorekeeper import language
from scorekeeper.game import ROWS
from scorekeeper.night.hands import Hand
from scorekeeper.night.session import Session
from scorekeeper.score.parts import PairResult, PlayerResult
from scorekeeper.words.hands import hand_name
from scorekeeper.words.money import money
from scorekeeper.words.numbers import signed_units, units
from scorekeeper.words.reasons import deal_lines, foul_words, natural_name, pair_lines, row_name

from ..common import settle_words
from ..common.locale_text import QT_TRANSLATE_NOOP
from .phone_words import PhoneWords

PAIR = QT_TRANSLATE_NOOP("Showdown", "{first} v {second} · {result}")
EVEN = QT_TRANSLATE_NOOP("Showdown", "even")
POOL = QT_TRANSLATE_NOOP("Showdown", "Pool")
SURRENDERED = QT_TRANSLATE_NOOP("Showdown", "surrendered")
NATURAL = QT_TRANSLATE_NOOP("Showdown", "natural: {natural}")
ROYALTIES = QT_TRANSLATE_NOOP("Showdown", "royalties {rows}")
ROYALTY = QT_TRANSLATE_NOOP("Showdown", "{row} {units}")
FANTASYLAND = QT_TRANSLATE_NOOP("Showdown", "Fantasyland next hand")
AND = QT_TRANSLATE_NOOP("Showdown", "; ")
NO_HAND = QT_TRANSLATE_NOOP("TableNotes", "there is no hand {number} to show")


def net_units(amount: Fraction) -> str:
    """Units as the standings write them: ``+3``, ``−2.5``, ``0``."""
    return signed_units(amount) or units(0)


def _note(player: PlayerResult, words: PhoneWords) -> str:
    notes = []
    if player.surrendered:
        notes.append(words.say("Showdown", SURRENDERED))
    if player.natural:
        notes.append(words.say("Showdown", NATURAL).format(natural=natural_name(player.natural)))
    royalties = [words.say("Showdown", ROYALTY).format(row=row_name(row), units=units(u))
                 for row, u in player.royalties.items() if u]
    if royalties:
        notes.append(words.say("Showdown", ROYALTIES).format(rows=", ".join(royalties)))
    if isinstance(player.fantasyland, dict) and player.fantasyland.get("next"):
        notes.append(words.say("Showdown", FANTASYLAND))
    return words.say("Showdown", AND).join(notes)


def _seat(hand: Hand, name: str, currency: str, you: str | None, words: PhoneWords) -> dict[str, Any]:
    player = hand.result.players[name]
    entry = next(p for p in hand.deal.players if p.name == name)
    board = None if player.surrendered else entry.board
    return {
        "name": name, "you": name == you, "surrender": player.surrendered,
        "rows": {row: [str(c) for c in board.row(row)] if board is not None else [] for row in ROWS},
        "names": {row: hand_name(player.hand_of(row)) if not player.surrendered else "" for row in ROWS},
        "foul": foul_words(player.foul_reason) if player.fouled else "",
        "foul_rows": list(player.foul_reason.rows) if player.fouled and player.foul_reason is not None else [],
        "note": _note(player, words),
        "units": net_units(hand.units.get(name, Fraction(0))), "money": _money(hand, name, currency),
    }


def _money(hand: Hand, name: str, currency: str) -> str:
    return money(hand.money(name), currency) if hand.unit_value else ""


def _pair(pair: PairResult, words: PhoneWords) -> dict[str, Any]:
    first, second = pair.players
    if pair.units > 0:
        result = f"{first} {signed_units(pair.units)}"
    elif pair.units < 0:
        result = f"{second} {signed_units(-pair.units)}"
    else:
        result = words.say("Showdown", EVEN)
    return {"head": words.say("Showdown", PAIR).format(first=first, second=second, result=result),
            "lines": list(pair_lines(pair))}


def showdown(session: Session, number: int | None, you: str | None, words: PhoneWords) -> dict[str, Any]:
    """Hand ``number`` face-up (None: the latest), with ``you``'s lines; every pair's for the big screen (None)."""
    number = number if number is not None else session.hand_count
    if not 1 <= number <= session.hand_count:
        return {"type": "showdown", "hand": None}
    hand = session.hand(number)
    with language.speaking(words.code):
        result = hand.result
        pairs = [_pair(p, words) for p in result.pairs if you is None or you in p.players]
        if result.reasons:
            pairs.append({"head": words.say("Showdown", POOL), "lines": list(deal_lines(result.reasons))})
        return {
            "type": "showdown", "hand": number, "latest": number == session.hand_count, "dealer": hand.dealer,
            "units": net_units(hand.units.get(you, Fraction(0))) if you else "",
            "money": _money(hand, you, session.currency) if you else "",
            "seats": [_seat(hand, name, session.currency, you, words) for name in result.units],
            "lines": pairs,
        }


def standings(session: Session, you: str | None) -> list[dict[str, Any]]:
    """Best first, as the laptop's standings show them (call inside ``language.speaking``)."""
    return [{"name": s.player, "you": s.player == you, "place": s.rank, "units": net_units(s.units),
             "money": money(s.money, session.currency)} for s in session.standings()]


def night(session: Session, you: str, words: PhoneWords) -> dict[str, Any]:
    """The standings and every hand's units, newest first: what a phone's Night view shows."""
    with language.speaking(words.code):
        return {
            "type": "night", "session": session.name, "played": session.hand_count, "currency": session.currency,
            "standings": standings(session, you),
            "hands": [{"number": hand.number, "dealer": hand.dealer,
                       "units": [[name, net_units(u)] for name, u in hand.units.items()],
                       "yours": net_units(hand.units.get(you, Fraction(0)))} for hand in reversed(session.hands)],
        }


def settle(session: Session, you: str | None, words: PhoneWords) -> dict[str, Any]:
    """The settle-up the laptop shows: its payments, ``you``'s own first."""
    with language.speaking(words.code):
        payments = session.settle_up()
        lines = [{"text": p.describe(session.currency), "yours": you in (p.payer, p.payee)} for p in payments]
    lines.sort(key=lambda line: not line["yours"])
    count = len(payments)
    note = words.say("SettleUp", settle_words.SQUARE if count == 0 else settle_words.payments_note(count)).format(
        count=count)
    return {"type": "settle", "open": True, "title": words.say("SettleUp", settle_words.TITLE).format(
            session=session.name),
            "payments": lines, "note": note}
