"""A night added up, as the store keeps it (``nights.summary``): seat names in, the store's players out.

The summary is written in the names sat at the table (renaming a player rewrites it with the night:
``renaming``); reading it names each seat's player. The database drops a summary whenever a hand of its night,
the night's rules or a hand's facts change (triggers of schema 4), and its key is the scoring
fingerprint, so a new version of the scoring code reads every night afresh.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from scorekeeper.night.season import Night, Skill, Units


def _text(u: Units) -> str:
    return str(u)


def _units(text: Any) -> Units:
    """Units as written here: whole units as int (fast to add), others as a Fraction."""
    if not isinstance(text, str) or len(text) > 48:
        raise ValueError("not units")
    return Fraction(text) if "/" in text else int(text)


def summary_json(night: Night) -> str:
    """The ``nights.summary`` text of a night added up in seat names."""
    return json.dumps({
        "n": night.hand_count,
        "u": {p: {k: _text(u) for k, u in by.items()} for p, by in night.units.items()},
        "h": night.hands, "s": night.scoops,
        "b": {p: [n, _text(u)] for p, (n, u) in night.biggest.items()},
        "p": [[a, b, k, _text(u)] for (a, b), by in night.pairs.items() for k, u in by.items()],
        "g": {p: [s.hands, s.gap, s.best] for p, s in night.skill.items()},
        "q": night.skill_pending,
    }, separators=(",", ":"), ensure_ascii=False)


def night_from_summary(text: Any, session_id: int, name: str, date: datetime.date, currency: str,
                       seat: Mapping[str, str]) -> Night:
    """A stored summary read back with each seat named as its player.

    Raises:
        ValueError, KeyError, TypeError: the summary is damaged (the caller adds the night up afresh).
    """
    if not isinstance(text, str):
        raise ValueError("not a summary")
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("not a summary")

    def who(n: str) -> str:
        return seat.get(n, n)

    pairs: dict[tuple[str, str], dict[str, Units]] = {}
    for a, b, stake, u in data["p"]:
        a, b, units = who(a), who(b), _units(u)
        if b < a:
            a, b, units = b, a, -units
        by = pairs.setdefault((a, b), {})
        by[str(stake)] = by.get(str(stake), 0) + units
    return Night(
        session_id, name, date, currency, tuple(who(n) for n in seat),
        int(data["n"]),
        {who(p): {str(k): _units(u) for k, u in by.items()} for p, by in data["u"].items()},
        {who(p): int(c) for p, c in data["h"].items()},
        {who(p): int(c) for p, c in data["s"].items()},
        {who(p): (int(n), _units(u)) for p, (n, u) in data["b"].items()},
        pairs,
        {who(p): Skill(int(h), float(g), int(b)) for p, (h, g, b) in data["g"].items()},
        int(data["q"]))
