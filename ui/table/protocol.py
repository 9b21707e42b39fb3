"""Table mode's messages: what a phone may send for its seat, and the state each seat is told back.

A phone sends its whole seat each time (``{"type": "set", "hand": 4, "seq": 9, "rows": {...},
"surrender": false, "natural": null, "ready": false}``; ``"hello"`` is the same, sent on every
(re)connection with what the page kept). The answer is the seat's state as the laptop holds it, read by
``scorekeeper.read.table_check``. Qt-free, so the rules of the conversation are tested without a network.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from scorekeeper.read.cards import Card
from scorekeeper.read.table_check import SeatCheck, check_seat
from scorekeeper.rules import NATURALS, RuleSet
from scorekeeper.say.seat import seat_json
from scorekeeper.value.hands import ROWS

MAX_MESSAGE = 2048
"""Bytes in one message from a phone: a whole seat in words is under 400."""
MAX_ROW_TEXT = 80
FIELDS = {"type", "seq", "hand", "rows", "surrender", "natural", "ready"}
WAITING, SETTING, READY = "waiting", "setting", "ready"


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


def parse_message(raw: str | bytes) -> dict[str, Any]:
    """A phone's message, checked field by field before anything is applied."""
    if len(raw) > MAX_MESSAGE:
        raise Refused(f"the message is too long ({len(raw)} bytes; at most {MAX_MESSAGE})")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise Refused("the message is not JSON") from None
    if not isinstance(data, dict) or data.get("type") not in ("hello", "set"):
        raise Refused("the message has no known type (hello or set)")
    unknown = sorted(set(data) - FIELDS)
    if unknown:
        raise Refused(f"the message has a field a seat may not send: {unknown[0]!r}")
    if not isinstance(data.get("hand"), int | None) or not isinstance(data.get("seq", 0), int):
        raise Refused("the hand and seq fields must be whole numbers")
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
    """Every seat of the hand being played, and the rules the phones' rows are read under."""

    def __init__(self, names: Sequence[str], rules: RuleSet, hand: int) -> None:
        self.rules = rules
        self.hand = hand
        self.seats = [Seat(name) for name in names]
        self.locked = False
        self.last: dict[str, str] = {}
        for seat in self.seats:
            seat.check = check_seat(seat.rows, rules)

    def new_hand(self, hand: int, last: dict[str, str] | None = None) -> None:
        """The hand was scored (or another took its place): every phone seat starts empty.

        ``last`` is each player's units in the hand just scored ("+3"), told to their own phone only.
        """
        self.hand = hand
        self.last = dict(last or {})
        self.locked = False
        for seat in self.seats:
            seat.rows = dict.fromkeys(ROWS, "")
            seat.surrender, seat.natural, seat.ready = False, None, False
            seat.check = check_seat(seat.rows, self.rules)

    def taken_by_others(self, index: int) -> set[Card]:
        return {card for i, seat in enumerate(self.seats) if i != index for card in seat.cards()}

    def all_ready(self) -> bool:
        phones = [seat for seat in self.seats if not seat.at_laptop]
        return bool(phones) and all(seat.ready for seat in phones)

    def apply(self, index: int, data: dict[str, Any]) -> dict[str, Any]:
        """Apply a checked message to its own seat (and only it); returns the state to send back."""
        seat = self.seats[index]
        notes: list[str] = []
        if data["type"] == "hello":
            blank = not any(data.get("rows", {}).values()) and not data.get("surrender")
            if data.get("hand") != self.hand or blank:
                return self.state(index, data.get("seq", 0))  # the laptop's copy wins: the page adopts it
        if seat.at_laptop:
            notes.append(QCoreApplication.translate("TableNotes", "{player}'s hand is being entered at the laptop")
                         .format(player=seat.name))
        elif self.locked:
            notes.append(QCoreApplication.translate("TableNotes", "the hand is being scored: no more changes"))
        elif data.get("hand") != self.hand:
            notes.append(QCoreApplication.translate("TableNotes", "hand {old} is over: this is hand {number}").format(
                old=data.get("hand"), number=self.hand))
        else:
            rows: dict[str, str] = {row: str(data.get("rows", {}).get(row, "")) for row in ROWS}
            check = check_seat(rows, self.rules, self.taken_by_others(index))
            seat.rows, seat.check = dict(check.kept), check
            seat.surrender = bool(data.get("surrender")) and self.rules.surrender
            natural = data.get("natural")
            seat.natural = natural if natural in check.naturals and not seat.surrender else None
            seat.ready = bool(data.get("ready")) and seat.can_ready()
            if data.get("ready") and not seat.ready:
                notes.append(QCoreApplication.translate("TableNotes", "not ready yet: the 13 cards are not all set"))
        return self.state(index, data.get("seq", 0), notes)

    def state(self, index: int, seq: int = 0, notes: Sequence[str] = ()) -> dict[str, Any]:
        """What one seat's phone shows: its own rows as read, never another seat's cards."""
        seat = self.seats[index]
        check = seat.check or check_seat(seat.rows, self.rules)
        return {
            "type": "state", "seq": seq, "seat": seat.name, "hand": self.hand,
            "text": dict(seat.rows), "check": seat_json(check), "surrender": seat.surrender,
            "natural": seat.natural, "ready": seat.ready, "can_ready": seat.can_ready(),
            "can_surrender": self.rules.surrender, "at_laptop": seat.at_laptop, "locked": self.locked,
            "notes": list(notes), "last": self.last.get(seat.name, ""),
        }
