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
from scorekeeper.game import ROWS, Game
from scorekeeper.language import _
from scorekeeper.night.entered import read_stored
from scorekeeper.night.night_summary import night_from_summary, summary_json
from scorekeeper.night.rescoring import rescore
from scorekeeper.night.scored import Scored, carries_fantasyland
from scorekeeper.night.scoring_key import hand_key, rules_text, scoring_fingerprint
from scorekeeper.night.season import HandFacts, Night, summarise
from scorekeeper.night.store import Store
from scorekeeper.read.deal import Deal
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult


def reviewable(deal: Deal, rules: RuleSet) -> list[str]:
    """Players whose setting the solver can judge: 13 cards set by hand in a classic game (no surrender,
    natural or quick entry)."""
    if rules.game is not Game.CLASSIC:
        return []
    return [e.name for e in deal.players if e.board is not None and not e.surrender and not e.natural]


def facts_json(key: str, result: DealResult, review: Sequence[str] = ()) -> str:
    """The ``hands.facts`` text of one scored hand: units, pairs, scoops and who can be reviewed, under its key.

    A scoop is three rows won in a pair played out: a foul penalty's rows are not (RULES B6).
    """
    scoops: dict[str, int] = {}
    for pair in result.pairs:
        rows = [pair.rows.get(r, 0) for r in ROWS] if pair.rows and pair.played_out else []
        if rows and all(v > 0 for v in rows):
            scoops[pair.players[0]] = scoops.get(pair.players[0], 0) + 1
        elif rows and all(v < 0 for v in rows):
            scoops[pair.players[1]] = scoops.get(pair.players[1], 0) + 1
    return json.dumps({"k": key, "u": {n: str(u) for n, u in result.units.items()},
                       "p": [[p.players[0], p.players[1], str(p.units)] for p in result.pairs],
                       "s": scoops, "c": list(review)}, separators=(",", ":"), ensure_ascii=False)


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


def _hand(number: int, unit: tuple[Fraction, str], data: Mapping[str, Any]) -> HandFacts:
    """One hand's facts in the names sat at the table."""
    skill = data.get("g")
    return HandFacts(number, unit[0], {n: _units(u) for n, u in data["u"].items()},
                     tuple((a, b, _units(u)) for a, b, u in data["p"]),
                     {n: int(c) for n, c in data["s"].items()}, unit[1], tuple(data.get("c", ())),
                     None if not isinstance(skill, dict) else {n: (float(g), bool(b)) for n, (g, b) in skill.items()})


def load_nights(store: Store, start: datetime.date | None = None, end: datetime.date | None = None,
                sessions: Iterable[int] | None = None) -> tuple[list[Night], list[str]]:
    """The season's nights (sessions not deleted, in a date range or a set), and one sentence per skipped one.

    A night's kept summary is read as it is (a season of 200 nights reads 200 rows); a night without one
    is added up from its hands' facts (scoring the hands whose facts are missing or stale) and its
    summary kept when the store is writable.
    """
    where, args = ["s.deleted = 0"], []
    if start is not None:
        where.append("s.date >= ?")
        args.append(start.isoformat())
    if end is not None:
        where.append("s.date <= ?")
        args.append(end.isoformat())
    chosen = None if sessions is None else set(sessions)
    rows = store._read(f"SELECT s.id, s.name, s.date, s.players, s.rules, s.currency, n.key, n.summary"
                       f" FROM sessions s LEFT JOIN nights n ON n.session_id = s.id WHERE {' AND '.join(where)}"
                       " ORDER BY s.date, s.id", args)
    names: dict[int, dict[int, str]] = {}
    for sid, seat, name in store._read("SELECT t.session_id, t.seat, p.name FROM seats t"
                                       " JOIN players p ON p.id = t.player_id"):
        names.setdefault(int(sid), {})[int(seat)] = str(name)
    fingerprint = scoring_fingerprint()
    nights: list[Night] = []
    skipped: list[str] = []
    for sid, name, date, players, rules, currency, key, summary in rows:
        if chosen is not None and sid not in chosen:
            continue
        try:
            seats = json.loads(players)
            seat = {n: names.get(sid, {}).get(i, n) for i, n in enumerate(seats)}
            day = datetime.date.fromisoformat(date)
            night = None
            if key == fingerprint:
                try:
                    night = night_from_summary(summary, sid, name, day, currency, seat)
                except (ValueError, KeyError, TypeError, ArithmeticError):
                    night = None  # a damaged summary is added up afresh
            if night is None:
                hands = store._read("SELECT number, dealer, unit_value, deal, scored, facts FROM hands"
                                    " WHERE session_id = ? ORDER BY number", (sid,))
                night = _add_up(store, sid, name, day, currency, seat, RuleSet.from_json(json.loads(rules)),
                                hands)
        except (ScorekeeperError, ValueError, TypeError, KeyError, ArithmeticError, RecursionError) as e:
            skipped.append(_("session {session_id} ({name}) was left out of the season: it cannot be read "
                             "({reason})").format(session_id=sid, name=name, reason=e))
            continue
        nights.append(night)
    return nights, skipped


def _add_up(store: Store, sid: int, name: str, date: datetime.date, currency: str, seat: Mapping[str, str],
            rules: RuleSet, rows: Sequence[tuple[Any, ...]]) -> Night:
    """A night added up from its hands' facts; the facts worked out afresh and the summary kept if writable."""
    hands, fresh = _night(rules, rows)
    summary = summary_json(summarise(sid, name, date, currency, list(seat), hands))
    if store.read_only is None:
        with store._transaction(durable=False) as conn:
            conn.executemany("UPDATE hands SET facts = ? WHERE session_id = ? AND number = ?",
                             ((text, sid, number) for number, text in fresh))
            conn.execute("INSERT OR REPLACE INTO nights (session_id, key, summary) VALUES (?, ?, ?)",
                         (sid, scoring_fingerprint(), summary))
    return night_from_summary(summary, sid, name, date, currency, seat)


def _night(rules: RuleSet, rows: Sequence[tuple[Any, ...]]) -> tuple[list[HandFacts], list[tuple[int, str]]]:
    """One night's hand facts, and the facts texts worked out afresh (to be written back)."""
    entered = read_stored([(dealer, Decimal(unit), deal, None) for _n, dealer, unit, deal, _s, _f in rows], rules)
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
                text = facts_json(s.key, s.result(e, rules), reviewable(e.deal, rules))
                data[i] = json.loads(text)
                fresh.append((rows[i][0], text))
    values: dict[str, tuple[Fraction, str]] = {}
    for row, e in zip(rows, entered, strict=True):
        if row[2] not in values:
            values[row[2]] = (Fraction(e.unit_value), str(Fraction(e.unit_value)))
    return [_hand(row[0], values[row[2]], d) for row, d in zip(rows, data, strict=True) if d is not None], fresh
