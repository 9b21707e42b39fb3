"""One deal scored, whatever the game: the reference's ``score`` (hand file in, result out)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from tests.reference.classic import Pair, settle_table
from tests.reference.criss_cross import score_criss_cross
from tests.reference.entries import Reading, problem, read_hand, read_player
from tests.reference.open_face import fantasyland
from tests.reference.pool import score_pool


class Refused(ValueError):
    """The rule book says this deal cannot be scored (the core must refuse it too)."""


@dataclass
class Result:
    """Units per player, each player's reading(s) and Fantasyland, and the pairs in scoring order."""

    units: dict[str, Fraction]
    readings: dict[str, list[Reading]]
    pairs: list[Pair]
    fantasyland: dict[str, dict | None] = field(default_factory=dict)


def scoring_order(names: list[str], dealer: str | None) -> list[str]:
    """E1: from the dealer's left round to the dealer (no dealer named: seat order)."""
    if dealer is None:
        return names
    start = (names.index(dealer) + 1) % len(names)
    return names[start:] + names[:start]


def score(deal: dict, rules: dict, carried: dict[str, bool] | None = None) -> Result:
    """Score a hand-file deal under full rule options; ``carried``: Fantasyland from the hand before."""
    players = [read_player(p) for p in deal["players"]]
    why = problem(players, rules)
    if why:
        raise Refused(why)
    names = [p.name for p in players]
    order = scoring_order(names, deal.get("dealer"))
    if rules["game"] == "criss_cross":
        units, pairs, readings = score_criss_cross(players[0], players[1], rules)
        return Result(units, readings, pairs, dict.fromkeys(names))
    readings = [read_hand(p, p.rows, rules) for p in players]
    by_name = {r.name: [r] for r in readings}
    state = {}
    if rules["game"] in ("ofc", "pineapple"):
        for p, r in zip(players, readings, strict=True):
            playing = (carried or {}).get(p.name, p.fantasyland)
            state[p.name] = fantasyland(r, playing, rules)
    else:
        state = dict.fromkeys(names)
    if rules["pool"]:
        return Result(score_pool(readings, rules), by_name, [], state)
    units, pairs = settle_table(readings, order, rules)
    return Result(units, by_name, pairs, state)
