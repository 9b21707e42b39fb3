"""Table mode's messages: what a phone may send for its seat, and the state each seat is told back.

A phone sends its whole seat each time (``{"type": "set", "hand": 4, "deal": "…", "seq": 9, "rows": {...},
"surrender": false, "natural": null, "ready": false}``; ``"hello"`` is the same, sent on every
(re)connection with what the page kept). The answer is the seat's state as the laptop holds it, read by
``scorekeeper.read.seat_check`` from that seat's rows alone. Qt-free (but for the words), so the rules of
the conversation are tested without a network.

Every row and every Ready belongs to one deal: ``deal`` is a random id the laptop gives each deal and the
phone sends back. A hand scored, taken back or entered at the laptop gets a new id, so a phone's old Ready
(or rows) never count for another deal, even one with the same hand number. Cards two seats both claim are
looked for only once every seat is ready, and told to those two seats only.

The night's messages (made by ``showdown``, sent by the server; every text in the phone's language):
``{"type": "showdown", "hand": 4, "latest": true, "dealer", "units", "money", "seats": [{"name", "you",
"surrender", "rows": {"front": ["As", ...]}, "names", "foul", "foul_rows", "note", "units", "money"}],
"lines": [{"head": "Ann v Bo · Ann +3", "lines": [...]}]}`` once a hand is scored or the latest hand changes
(``"hand": null`` once it is taken back), and in answer to ``{"type": "look", "hand": 3}``;
``{"type": "night", "session", "played", "currency", "standings": [{"name", "you", "place", "units",
"money"}], "hands": [{"number", "dealer", "units": [[name, units]], "yours"}]}`` (newest first) on
connection and every change; ``{"type": "settle", "open": true, "title", "payments": [{"text", "yours"}],
"note"}`` when the laptop settles up (``"open": false`` once the next hand is scored). The table screen
gets ``{"type": "screen", "session", "hand", "seats": [{"name", "status", "phone"}], "standings",
"showdown", "settle"}`` (every pair's lines, no "you").
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from scorekeeper.game import ROWS
from scorekeeper.read.cards import Card
from scorekeeper.read.seat_check import SeatCheck, check_seat, claimed_twice
from scorekeeper.rules import NATURALS, RuleSet
from scorekeeper.words.seat import seat_json

from ..common.locale_text import QT_TRANSLATE_NOOP

MAX_MESSAGE = 2048
"""Bytes in one message from a phone: a whole seat in words is under 400."""
MAX_ROW_TEXT = 80
MAX_DEPTH = 3
"""Deepest nesting of lists and objects in a message: a seat needs 2 (the message, its rows)."""
MAX_DEAL = 32
FIELDS = {"type", "seq", "hand", "deal", "rows", "surrender", "natural", "ready"}
WAITING, SETTING, READY = "waiting", "setting", "ready"


Say = Callable[[str, str], str]
"""Words a message in some language: ``(context, text) -> text``."""
AT_LAPTOP = QT_TRANSLATE_NOOP("TableNotes", "{player}'s hand is being entered at the laptop")
LOCKED = QT_TRANSLATE_NOOP("TableNotes", "the hand is being scored: no more changes")
DEALT_AGAIN = QT_TRANSLATE_NOOP("TableNotes", "hand {number} was dealt again at the laptop: set it afresh")
OVER = QT_TRANSLATE_NOOP("TableNotes", "hand {old} is over: this is hand {number}")
NOT_READY = QT_TRANSLATE_NOOP("TableNotes", "not ready yet: the 13 cards are not all set")


class Refused(ValueError):
    """A message the table does not take, with the sentence the phone shows."""


@dataclass
class Seat:
    """One player's seat for the current hand: the rows as the phone sent them, and Ready."""

    name: str
    rows: dict[str, str] = field(default_factory=lambda: dict.fromkeys(ROWS, ""))
    surrender: bool = False
    natural: str | None = None
    ready: bool = False
    at_laptop: bool = False
    check: SeatCheck | None = None
    told: tuple[str, ...] = ()
    """Cards this seat set that another seat set too, said once every seat was ready (until it changes)."""

    def is_blank(self) -> bool:
        return not any(self.rows.values()) and not self.surrender

    def status(self) -> str:
        if self.ready:
            return READY
        return WAITING if self.is_blank() else SETTING

    def cards(self) -> tuple[Card, ...]:
        return () if self.check is None or self.surrender else self.check.cards()

    def can_ready(self) -> bool:
        if self.surrender:
            return True
        return self.check is not None and self.check.complete

    def entry_json(self) -> dict[str, Any]:
        """The seat as a hand-file player (FORMAT.md), for the laptop's entry view."""
        if self.surrender:
            return {"name": self.name, "surrender": True}
        out: dict[str, Any] = {"name": self.name, **self.rows}
        if self.natural:
            out["natural"] = self.natural
        return out


def nesting(text: str) -> int:
    """How deep a JSON text's lists and objects nest, counted without parsing (brackets in strings skipped)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def parse_message(raw: str | bytes) -> dict[str, Any]:
    """A phone's message, checked field by field before anything is applied."""
    if len(raw) > MAX_MESSAGE:
        raise Refused(f"the message is too long ({len(raw)} bytes; at most {MAX_MESSAGE})")
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    if nesting(text) > MAX_DEPTH:
        raise Refused(f"the message is nested more than {MAX_DEPTH} levels deep")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise Refused("the message is not JSON") from None
    if not isinstance(data, dict) or data.get("type") not in ("hello", "set", "look"):
        raise Refused("the message has no known type (hello, set or look)")
    unknown = sorted(set(data) - FIELDS)
    if unknown:
        raise Refused(f"the message has a field a seat may not send: {unknown[0]!r}")
    if not isinstance(data.get("hand"), int | None) or not isinstance(data.get("seq", 0), int) or \
            isinstance(data.get("hand"), bool) or isinstance(data.get("seq"), bool):
        raise Refused("the hand and seq fields must be whole numbers")
    if data["type"] == "look" and (set(data) - {"type", "hand"} or not isinstance(data.get("hand"), int)):
        raise Refused("a look gives only the hand to show")
    deal = data.get("deal")
    if deal is not None and not (isinstance(deal, str) and len(deal) <= MAX_DEAL):
        raise Refused(f"the deal must be text of at most {MAX_DEAL} characters")
    rows = data.get("rows", {})
    if not isinstance(rows, dict) or set(rows) - set(ROWS):
        raise Refused("rows must give front, middle and back")
    for row, text in rows.items():
        if not isinstance(text, str) or len(text) > MAX_ROW_TEXT:
            raise Refused(f"the {row} must be text of at most {MAX_ROW_TEXT} characters")
    natural = data.get("natural")
    if natural is not None and natural not in NATURALS:
        raise Refused(f"{natural!r} is not a natural")
    for key in ("surrender", "ready"):
        if not isinstance(data.get(key, False), bool):
            raise Refused(f"{key} must be true or false")
    return data


class Table:
    """Every seat of the deal being played, and the rules the phones' rows are read under."""

    def __init__(self, names: Sequence[str], rules: RuleSet, hand: int, deal: str) -> None:
        self.rules = rules
        self.hand = hand
        self.deal = deal
        self.seats = [Seat(name) for name in names]
        self.locked = False
        self.last: dict[str, str] = {}
        self.laptop_cards: dict[str, Sequence[Card]] = {}
        """The cards typed at the laptop for its seats, checked against the phones' once all are ready."""
        self.pushes: list[int] = []
        """Other seats whose state the last message changed (told of a card claimed twice): to be sent."""
        for seat in self.seats:
            seat.check = check_seat(seat.rows, rules)

    def new_hand(self, hand: int, deal: str, last: dict[str, str] | None = None) -> None:
        """A new deal (the hand was scored, taken back or entered at the laptop): every phone seat starts empty.

        ``last`` is each player's units in the hand just scored ("+3"), told to their own phone only.
        """
        self.hand, self.deal = hand, deal
        self.last = dict(last or {})
        self.locked = False
        for seat in self.seats:
            seat.rows = dict.fromkeys(ROWS, "")
            seat.surrender, seat.natural, seat.ready, seat.told = False, None, False, ()
            seat.check = check_seat(seat.rows, self.rules)

    def all_ready(self) -> bool:
        phones = [seat for seat in self.seats if not seat.at_laptop]
        return bool(phones) and all(seat.ready for seat in phones)

    def claimed_twice(self, at_laptop: Mapping[str, Sequence[Card]] | None = None) -> list[int]:
        """Once every phone seat is ready: seats that set a card another seat (or the laptop) set too.

        Each is told its own such cards and is no longer ready; the seats told are returned, to be sent.
        """
        hands: dict[str, Sequence[Card]] = {seat.name: seat.cards() for seat in self.seats if not seat.at_laptop}
        hands.update({name: cards for name, cards in (at_laptop or {}).items() if name not in hands})
        told = claimed_twice(hands)
        changed = []
        for i, seat in enumerate(self.seats):
            if seat.name in told and not seat.at_laptop:
                seat.told, seat.ready = tuple(told[seat.name]), False
                changed.append(i)
        return changed

    def apply(self, index: int, data: dict[str, Any], say: Say = QCoreApplication.translate) -> dict[str, Any]:
        """Apply a checked message to its own seat (and only it); returns the state to send back.

        ``say`` words the notes (the phone's own language: ``PhoneWords.say``); call it inside
        ``language.speaking`` of the same language, so the core's words match.
        """
        seat = self.seats[index]
        notes: list[str] = []
        current = data.get("deal") == self.deal
        if data["type"] == "hello":
            blank = not any(data.get("rows", {}).values()) and not data.get("surrender")
            if not current or blank:
                return self.state(index, data.get("seq", 0))  # the laptop's copy wins: the page adopts it
        if seat.at_laptop:
            notes.append(say("TableNotes", AT_LAPTOP).format(player=seat.name))
        elif self.locked:
            notes.append(say("TableNotes", LOCKED))
        elif not current and data.get("hand") == self.hand:
            notes.append(say("TableNotes", DEALT_AGAIN).format(number=self.hand))
        elif not current:
            notes.append(say("TableNotes", OVER).format(old=data.get("hand"), number=self.hand))
        else:
            rows: dict[str, str] = {row: str(data.get("rows", {}).get(row, "")) for row in ROWS}
            check = check_seat(rows, self.rules)
            if check.refused:  # refused whole: the seat keeps what it held, none of the refused row's cards
                return self.state(index, data.get("seq", 0), check.refused)
            if data["type"] == "set":
                seat.told = ()  # the seat has seen what it was told: this change is its answer
            seat.rows, seat.check = dict(check.kept), check
            seat.surrender = bool(data.get("surrender")) and self.rules.surrender
            natural = data.get("natural")
            seat.natural = natural if natural in check.naturals and not seat.surrender else None
            seat.ready = bool(data.get("ready")) and seat.can_ready()
            if data.get("ready") and not seat.ready:
                notes.append(say("TableNotes", NOT_READY))
            if seat.ready and self.all_ready():  # the last Ready: only now are the seats' cards compared
                self.pushes = [i for i in self.claimed_twice(self.laptop_cards) if i != index]
        return self.state(index, data.get("seq", 0), notes)

    def state(self, index: int, seq: int = 0, notes: Sequence[str] = ()) -> dict[str, Any]:
        """What one seat's phone shows: its own rows as read, never another seat's cards."""
        seat = self.seats[index]
        check = seat.check or check_seat(seat.rows, self.rules)
        return {
            "type": "state", "seq": seq, "seat": seat.name, "hand": self.hand, "deal": self.deal,
            "text": dict(seat.rows), "check": seat_json(check), "surrender": seat.surrender,
            "natural": seat.natural, "ready": seat.ready, "can_ready": seat.can_ready(),
            "can_surrender": self.rules.surrender, "at_laptop": seat.at_laptop, "locked": self.locked,
            "notes": [*seat.told, *notes], "last": self.last.get(seat.name, ""),
        }
