"""Reading a season from the store: each hand's units, per-pair results and scoops, kept in ``hands.facts``.

A hand's facts are kept under the key its units are cached under (rules, deal text, Fantasyland carried in,
scoring code), so a changed hand, rule or scoring code never serves stale facts. Missing or stale facts are
worked out by scoring that hand once and written back when the store is writable.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Any

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.hand_list import Entered, Scored, carries_fantasyland, hand_key, rescore, rules_text
from scorekeeper.night.season import HandFacts, Night
from scorekeeper.night.store import Store
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult
from scorekeeper.value.hands import ROWS


def facts_json(key: str, result: DealResult) -> str:
    """The ``hands.facts`` text of one scored hand: units, pairs and scoops under the hand's key."""
    scoops: dict[str, int] = {}
    for pair in result.pairs:
        rows = [pair.rows.get(r, 0) for r in ROWS] if pair.rows else []
        if rows and all(v > 0 for v in rows):
            scoops[pair.players[0]] = scoops.get(pair.players[0], 0) + 1
        elif rows and all(v < 0 for v in rows):
            scoops[pair.players[1]] = scoops.get(pair.players[1], 0) + 1
    return json.dumps({"k": key, "u": {n: str(u) for n, u in result.units.items()},
                       "p": [[p.players[0], p.players[1], str(p.units)] for p in result.pairs],
                       "s": scoops}, separators=(",", ":"), ensure_ascii=False)


def _facts(text: Any, key: str) -> dict[str, Any] | None:
    if not isinstance(text, str):
        return None
    try:
        data = json.loads(text)
        return data if isinstance(data, dict) and data.get("k") == key else None
    except ValueError:
        return None


def _units(text: str) -> Fraction | int:
    """Units as the facts write them: whole units as int (fast to add), others as a Fraction."""
    return Fraction(text) if "/" in text else int(text)


def _hand(number: int, unit: tuple[Fraction, str], data: Mapping[str, Any], seat: Mapping[str, str]) -> HandFacts:
    """One hand's facts with seat names turned into the store's player names."""
    return HandFacts(number, unit[0],
                     {seat.get(n, n): _units(u) for n, u in data["u"].items()},
                     tuple((seat.get(a, a), seat.get(b, b), _units(u)) for a, b, u in data["p"]),
                     {seat.get(n, n): int(c) for n, c in data["s"].items()}, unit[1])


def load_nights(store: Store, start: datetime.date | None = None, end: datetime.date | None = None,
                sessions: Iterable[int] | None = None) -> tuple[list[Night], list[str]]:
    """The season's nights (sessions not deleted, in a date range or a set), and one sentence per skipped one."""
    where, args = ["deleted = 0"], []
    if start is not None:
        where.append("date >= ?")
        args.append(start.isoformat())
    if end is not None:
        where.append("date <= ?")
        args.append(end.isoformat())
    chosen = None if sessions is None else set(sessions)
    rows = store._read(f"SELECT id, name, date, players, rules, currency FROM sessions WHERE {' AND '.join(where)}"
                       " ORDER BY date, id", args)
    names: dict[int, dict[int, str]] = {}
    for sid, seat, name in store._read("SELECT t.session_id, t.seat, p.name FROM seats t"
                                       " JOIN players p ON p.id = t.player_id"):
        names.setdefault(int(sid), {})[int(seat)] = str(name)
    hands: dict[int, list[tuple[Any, ...]]] = {}
    for row in store._read(f"SELECT h.session_id, h.number, h.dealer, h.unit_value, h.deal, h.scored, h.facts"
                           f" FROM hands h JOIN sessions s ON s.id = h.session_id WHERE {' AND '.join(where)}"
                           " ORDER BY h.session_id, h.number", args):
        hands.setdefault(int(row[0]), []).append(row[1:])
    nights: list[Night] = []
    skipped: list[str] = []
    writes: list[tuple[str, int, int]] = []
    for sid, name, date, players, rules, currency in rows:
        if chosen is not None and sid not in chosen:
            continue
        try:
            seats = json.loads(players)
            seat = {n: names.get(sid, {}).get(i, n) for i, n in enumerate(seats)}
            night, fresh = _night(sid, name, datetime.date.fromisoformat(date), currency, seat,
                                  RuleSet.from_json(json.loads(rules)), hands.get(sid, []))
        except (ScorekeeperError, ValueError, TypeError, KeyError, ArithmeticError, RecursionError) as e:
            skipped.append(f"session {sid} ({name}) was left out of the season: it cannot be read ({e})")
            continue
        nights.append(night)
        writes.extend((text, sid, number) for number, text in fresh)
    if writes and store.read_only is None:
        with store._transaction(durable=False) as conn:
            conn.executemany("UPDATE hands SET facts = ? WHERE session_id = ? AND number = ?", writes)
    return nights, skipped


def _night(sid: int, name: str, date: datetime.date, currency: str, seat: Mapping[str, str], rules: RuleSet,
           rows: Sequence[tuple[Any, ...]]) -> tuple[Night, list[tuple[int, str]]]:
    """One night's facts, and the facts texts worked out afresh (to be written back)."""
    entered = [Entered(deal, dealer, Decimal(unit)) for _n, dealer, unit, deal, _s, _f in rows]
    data: list[dict[str, Any] | None] = [None] * len(rows)
    if not carries_fantasyland(rules):
        rules_key = rules_text(rules)
        data = [_facts(row[5], hand_key(rules_key, e, None)) for row, e in zip(rows, entered, strict=True)]
    fresh: list[tuple[int, str]] = []
    if any(d is None for d in data):
        scored: list[Scored] = rescore(entered, [None] * len(entered), rules, 0, [r[4] for r in rows])[0]
        for i, (e, s) in enumerate(zip(entered, scored, strict=True)):
            data[i] = _facts(rows[i][5], s.key)
            if data[i] is None:
                text = facts_json(s.key, s.result(e, rules))
                data[i] = json.loads(text)
                fresh.append((rows[i][0], text))
    values: dict[str, tuple[Fraction, str]] = {}
    for row, e in zip(rows, entered, strict=True):
        if row[2] not in values:
            values[row[2]] = (Fraction(e.unit_value), str(Fraction(e.unit_value)))
    hands = tuple(_hand(row[0], values[row[2]], d, seat)
                  for row, e, d in zip(rows, entered, data, strict=True) if d is not None)
    return Night(sid, name, date, currency, tuple(seat[n] for n in seat), hands), fresh
