"""Renaming the players of stored sessions: every row that names a seat, rewritten inside one transaction.

A session's players, first dealer and bankrolls, each hand's dealer and deal, the hand's cached units and
season facts and the night's kept summary all name players as sat at the table. Renaming rewrites each of
them and moves the cached units and facts to the key the renamed deal has, so no hand is scored again and
no unit changes; the cached rows are rewritten as they were written, so renaming back restores them exactly.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from scorekeeper.errors import ScorekeeperError, SessionError
from scorekeeper.language import _
from scorekeeper.night.entered import Entered
from scorekeeper.night.scored import carries_fantasyland
from scorekeeper.night.scoring_key import hand_key, rules_text
from scorekeeper.read.deal import Deal
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.read.limits import shown
from scorekeeper.rules import RuleSet

SeatName = tuple[int, int, str, str]
"""One seat renamed: (session id, seat, its name before, its name after)."""


def rename_deal(deal: Deal, names: Mapping[str, str]) -> Deal:
    """The same deal with players (and the dealer) called by their new names."""
    players = tuple(dataclasses.replace(e, name=names.get(e.name, e.name)) for e in deal.players)
    return dataclasses.replace(deal, players=players, dealer=None if deal.dealer is None
                               else names.get(deal.dealer, deal.dealer))


def rename_seats(conn: sqlite3.Connection, seats: Sequence[SeatName]) -> list[int]:
    """Rename the seats given in every row of their sessions; returns the sessions changed.

    Raises:
        SessionError: a seat is no longer called what the edit says, a new name already sits at that
            session, or a hand of it cannot be read; the caller's transaction is then rolled back.
    """
    by_session: dict[int, dict[int, tuple[str, str]]] = {}
    for sid, seat, before, after in seats:
        by_session.setdefault(sid, {})[seat] = (before, after)
    for sid, renamed in sorted(by_session.items()):
        _rename_session(conn, sid, renamed)
    return sorted(by_session)


def _keys(d: Mapping[str, Any], names: Mapping[str, str]) -> dict[str, Any]:
    return {names.get(k, k): v for k, v in d.items()}


def _rename_session(conn: sqlite3.Connection, sid: int, renamed: Mapping[int, tuple[str, str]]) -> None:
    row = conn.execute("SELECT name, date, players, rules, first_dealer, bankrolls FROM sessions WHERE id = ?",
                       (sid,)).fetchone()
    if row is None:
        raise SessionError(_("there is no session {number} in the store").format(number=sid))
    title, date, players_text, rules_json, first_dealer, bankrolls = row
    where = _("{session} on {date}").format(session=title if isinstance(title, str) else shown(title), date=date)
    try:
        players = json.loads(players_text)
        rules = RuleSet.from_json(json.loads(rules_json))
        money = None if bankrolls is None else json.loads(bankrolls)
    except (ScorekeeperError, ValueError, TypeError, RecursionError) as e:
        raise SessionError(_("the session {session} cannot be read, so its players were not renamed: {reason}").format(
            session=where, reason=e)) from None
    for seat, (before, _after) in renamed.items():
        if not isinstance(players, list) or not 0 <= seat < len(players) or players[seat] != before:
            raise SessionError(_("the players of {session} were changed elsewhere; nothing was renamed").format(
                session=where))
    names = {before: after for before, after in renamed.values()}
    new_players = [names.get(p, p) for p in players]
    for name in names.values():
        if new_players.count(name) > 1:
            raise SessionError(_("{name} already sits at {session}: one person cannot sit there twice").format(
                name=name, session=where))
    summary = conn.execute("SELECT key, summary FROM nights WHERE session_id = ?", (sid,)).fetchone()
    conn.execute("UPDATE sessions SET players = ?, first_dealer = ?, bankrolls = ? WHERE id = ?",
                 (json.dumps(new_players, ensure_ascii=False), names.get(first_dealer, first_dealer),
                  None if money is None else json.dumps(_keys(money, names)), sid))
    _rename_hands(conn, sid, where, rules, names)
    kept = None if summary is None else _summary(summary[1], names)
    if kept is not None:  # the triggers dropped it with the renamed rows: keep it, renamed
        conn.execute("INSERT OR REPLACE INTO nights (session_id, key, summary) VALUES (?, ?, ?)",
                     (sid, summary[0], kept))


def _rename_hands(conn: sqlite3.Connection, sid: int, where: str, rules: RuleSet, names: Mapping[str, str]) -> None:
    """Each hand's dealer and deal renamed, its cache and facts moved to the renamed deal's key when current."""
    rules_key = rules_text(rules)
    carry: dict[str, bool] | None = {} if carries_fantasyland(rules) else None  # what the hand before hands on
    known = True  # False once a Fantasyland carry is unknown: later caches stay as they are, scored on open
    writes = []
    for number, dealer, deal_text, scored, facts in conn.execute(
            "SELECT number, dealer, deal, scored, facts FROM hands WHERE session_id = ? ORDER BY number", (sid,)):
        try:
            data = json.loads(deal_text)
            old = deal_from_json(data, rules)
        except (ScorekeeperError, ValueError, TypeError, RecursionError) as e:
            raise SessionError(_("hand {number} of {session} cannot be read, so no player was renamed: "
                                 "{reason}").format(number=number, session=where, reason=e)) from None
        data["players"] = [{**p, "name": names.get(p["name"], p["name"])} for p in data["players"]]
        if "dealer" in data:
            data["dealer"] = names.get(data["dealer"], data["dealer"])
        new_dealer = names.get(dealer, dealer)
        new_text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        cache = fact = None
        if known:
            old_key = hand_key(rules_key, Entered(old, Decimal(1), deal_text, dealer), carry)
            renamed = Entered(rename_deal(old, names), Decimal(1), new_text, new_dealer)
            new_key = hand_key(rules_key, renamed, None if carry is None else _keys(carry, names))
            cache, fact = _cache(scored, old_key, new_key, names, renamed), _facts(facts, old_key, new_key, names)
            if carry is not None:
                carry = _carried(scored, old_key)
                known = carry is not None
        writes.append((new_dealer, new_text, scored if cache is None else cache, facts if fact is None else fact,
                       sid, number))
    conn.executemany("UPDATE hands SET dealer = ?, deal = ?, scored = ?, facts = ? WHERE session_id = ? AND number = ?",
                     writes)


def _current(text: Any, key: str) -> dict[str, Any] | None:
    """A cache or facts object kept under ``key`` (a stale or damaged one is left as it is)."""
    if not isinstance(text, str):
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return data if isinstance(data, dict) and data.get("k") == key else None


def _carried(text: Any, key: str) -> dict[str, bool] | None:
    """The Fantasyland state a hand's current cache hands on to the next hand, or None when unknown."""
    data = _current(text, key)
    flags = None if data is None else data.get("n")
    return {} if data is not None and flags is None else flags if isinstance(flags, dict) else None


def _cache(text: Any, old_key: str, new_key: str, names: Mapping[str, str], renamed: Entered) -> str | None:
    """A hand's cached units (``Scored.cache_json``) under the renamed key, or None when not current.

    A cache that names the deal it was written for (digest and text tag) names the renamed deal.
    """
    data = _current(text, old_key)
    try:
        if data is None:
            return None
        fl_next = data["n"]
        out = {"k": new_key, "u": _keys(data["u"], names), "i": _keys(data["i"], names),
               "n": None if fl_next is None else _keys(fl_next, names)}
        if "d" in data:
            out["d"], out["t"] = renamed.digest, renamed.tag()
        return json.dumps(out, separators=(",", ":"))
    except (KeyError, TypeError, AttributeError):
        return None


def _facts(text: Any, old_key: str, new_key: str, names: Mapping[str, str]) -> str | None:
    """A hand's season facts (``season_facts.facts_json``) under the renamed key, or None when not current."""
    data = _current(text, old_key)
    try:
        if data is None:
            return None
        out = dict(data, k=new_key, u=_keys(data["u"], names), s=_keys(data["s"], names),
                   p=[[names.get(a, a), names.get(b, b), u] for a, b, u in data["p"]])
        if "c" in data:
            out["c"] = [names.get(n, n) for n in data["c"]]
        if "g" in data:
            out["g"] = _keys(data["g"], names)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    return json.dumps(out, separators=(",", ":"), ensure_ascii=False)


def _summary(text: Any, names: Mapping[str, str]) -> str | None:
    """A night's kept summary (``night_summary.summary_json``) in the new names, or None when damaged."""
    try:
        data = json.loads(text)
        for part in ("u", "h", "s", "b", "g"):
            data[part] = _keys(data[part], names)
        data["p"] = [[names.get(a, a), names.get(b, b), k, u] for a, b, k, u in data["p"]]
    except (ValueError, KeyError, TypeError, AttributeError):
        return None
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
