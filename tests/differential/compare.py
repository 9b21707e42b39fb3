"""One deal scored by the real core (its public API) and by the reference; every difference, in words."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from scorekeeper import RuleSet, ScorekeeperError, score_deal
from tests.reference import deal as reference
from tests.reference.entries import ROWS


def case_json(deal: dict[str, Any], rules: dict[str, Any]) -> str:
    """The case as a hand file to paste into ``scorekeeper score -``."""
    return json.dumps({"rules": {"preset": "classic-1-6", **rules}, **deal}, ensure_ascii=False)


def json_number_ok(shown: Any, exact: Fraction) -> bool:
    """FORMAT.md: whole amounts are JSON integers, others decimals with up to 4 places."""
    if exact.denominator == 1:
        return isinstance(shown, int) and shown == exact
    return isinstance(shown, float) and abs(Fraction(str(shown)) - exact) <= Fraction(1, 20000) \
        and len(repr(shown).partition(".")[2]) <= 4


def differences(deal: dict[str, Any], rules: dict[str, Any], carried: dict[str, bool] | None = None) -> list[str]:
    """What the core and the reference disagree on (empty: they agree on every compared field)."""
    try:
        want = reference.score(deal, rules, carried)
    except reference.Refused as e:
        want_error: str | None = str(e)
    else:
        want_error = None
    try:
        got = score_deal(deal, RuleSet.from_json(rules))
    except ScorekeeperError as e:
        if want_error is None:
            return [f"the core refused the deal ({e}); the reference scores it"]
        return []
    if want_error is not None:
        return [f"the core scored the deal; the reference refuses it ({want_error})"]
    out = []
    units = {n: Fraction(u) for n, u in got.units.items()}
    if units != want.units:
        out.append(f"units: core {fmt(units)}, reference {fmt(want.units)}")
    shown = got.to_json()["units"]
    out += [f"{n}'s JSON units {shown[n]!r} for {u}" for n, u in units.items() if not json_number_ok(shown[n], u)]
    for name, readings in want.readings.items():
        player = got.players[name]
        boards = player.boards or (player,)
        if len(boards) == 1 and all(r.surrendered for r in readings):
            readings = readings[:1]  # criss-cross: one surrender covers both hands
        if len(boards) != len(readings):
            out.append(f"{name}: core has {len(boards)} hands, reference {len(readings)}")
            continue
        for i, (mine, theirs) in enumerate(zip(boards, readings, strict=True)):
            who = name if len(readings) == 1 else f"{name}'s hand {i + 1}"
            if mine.fouled != theirs.fouled:
                out.append(f"{who} fouled: core {mine.fouled}, reference {theirs.fouled}")
            if mine.surrendered != theirs.surrendered:
                out.append(f"{who} surrendered: core {mine.surrendered}, reference {theirs.surrendered}")
            royalties = {row: Fraction(mine.royalties[row]) for row in ROWS}
            if royalties != theirs.royalties:
                out.append(f"{who} royalties: core {fmt(royalties)}, reference {fmt(theirs.royalties)}")
        state = player.fantasyland
        state = None if state is None else {k: state[k] for k in ("playing", "next", "next_cards")}
        if state != want.fantasyland.get(name):
            out.append(f"{name} Fantasyland: core {state}, reference {want.fantasyland.get(name)}")
    if not rules["pool"]:
        mine_pairs = [(p.players, Fraction(p.units), p.played_out, dict(p.rows) if p.played_out and p.rows else None)
                      for p in got.pairs]
        want_pairs = [((p.first, p.second), p.units, p.played_out, p.rows if p.played_out else None)
                      for p in want.pairs]
        if mine_pairs != want_pairs:
            out.append(f"pairs: core {mine_pairs}, reference {want_pairs}")
    return out


def fmt(values: dict[str, Fraction]) -> str:
    return "{" + ", ".join(f"{k}: {v}" for k, v in values.items()) + "}"
