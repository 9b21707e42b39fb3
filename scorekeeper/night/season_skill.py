"""Setting skill worked out for stored hands: each reviewable player's setting against the solver's best.

The figures go into the hand's facts (``"g"``: per player the expected units given away and whether the
setting was the best), so they live under the hand's key and are dropped with the facts when the hand,
the rules, the scoring code or the solver's tables change. Work is done a few hands at a time
(``budget``) so the app can spread it over idle moments and a view never waits for it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.entered import Entered
from scorekeeper.night.scoring_key import hand_key, rules_text, scoring_fingerprint
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.store import Store
from scorekeeper.read.deal import Deal
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.solver.setting_value import setting_gap


def hand_skill(deal: Deal, rules: RuleSet, players: Iterable[str]) -> dict[str, list[Any]]:
    """Per player named, ``[gap, set_best]``: expected units the setting gave away next to the best one."""
    out: dict[str, list[Any]] = {}
    wanted = set(players)
    for entry in deal.players:
        if entry.name in wanted and entry.board is not None:
            gap = setting_gap(entry.board.front, entry.board.middle, entry.board.back, rules)
            out[entry.name] = [round(gap.gap, 6), int(gap.set_best)]
    return out


def pending_nights(store: Store, sessions: Iterable[int] | None = None) -> list[int]:
    """Sessions added up whose hands entered with cards still wait for their setting skill."""
    rows = store._read("SELECT n.session_id FROM nights n JOIN sessions s ON s.id = n.session_id"
                       " WHERE s.deleted = 0 AND n.key = ? AND json_valid(n.summary)"
                       " AND json_extract(n.summary, '$.q') > 0 ORDER BY s.date, s.id", (scoring_fingerprint(),))
    chosen = None if sessions is None else set(sessions)
    return [int(r[0]) for r in rows if chosen is None or int(r[0]) in chosen]


def fill_skill(store: Store, sessions: Iterable[int] | None = None, budget: int | None = None) -> int:
    """Work out the setting skill of up to ``budget`` hands (all when None) of the nights added up.

    Returns how many hands were reviewed; nothing is done on a read-only store. A night whose hands were
    reviewed is added up again at once (the facts changed, so the database dropped its summary): a season
    read after the skill is worked out reads kept summaries only.
    """
    if store.read_only is not None:
        return 0
    done = 0
    for sid in pending_nights(store, sessions):
        if budget is not None and done >= budget:
            break
        rules_json = store._read("SELECT rules FROM sessions WHERE id = ?", (sid,))[0][0]
        try:
            rules = RuleSet.from_json(json.loads(rules_json))
        except (ScorekeeperError, ValueError, TypeError):
            continue
        rules_key = rules_text(rules)
        writes: list[tuple[str, int, int]] = []
        for number, dealer, unit, deal, facts in store._read(
                "SELECT number, dealer, unit_value, deal, facts FROM hands WHERE session_id = ? ORDER BY number",
                (sid,)):
            if budget is not None and done >= budget:
                break
            try:
                data = json.loads(facts)
                if not data.get("c") or "g" in data:
                    continue
                entered = Entered(deal_from_json(json.loads(deal), rules), Decimal(unit), deal, dealer)
                if data.get("k") != hand_key(rules_key, entered, None):
                    continue  # stale facts: the next season read works them out again first
                data["g"] = hand_skill(entered.deal, rules, data["c"])
            except (ScorekeeperError, ValueError, TypeError, KeyError, ArithmeticError, RecursionError):
                continue
            writes.append((json.dumps(data, separators=(",", ":"), ensure_ascii=False), sid, int(number)))
            done += 1
        if writes:
            with store._transaction(durable=False) as conn:
                conn.executemany("UPDATE hands SET facts = ? WHERE session_id = ? AND number = ?", writes)
            load_nights(store, sessions=[sid])  # add the night up again now, so the next season read stays fast
    return done
