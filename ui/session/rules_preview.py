""""What does this pay?": a few sample deals scored by the core under the rules being edited.

The preview never does arithmetic of its own: every number comes from ``score_deal`` on a two-player
quick entry (places without cards), so it always agrees with how hands will really be scored.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scorekeeper.errors import ScorekeeperError
from scorekeeper.rules import FRONT_TRIPS, RuleSet
from scorekeeper.score.results import fmt
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.hands import evaluate
from scorekeeper.value.naturals import NATURAL_NAMES
from scorekeeper.value.royalties import row_royalty

_MODES = {"win_only": "to the row's winner", "always": "win or lose", "cancel": "unless both rows qualify",
          "difference": "as a difference (OFC)", "bonus": "on top of the row point"}
_WIN_ALL = {"places": {"front": 1, "middle": 1, "back": 1}}
_LOSE_ALL = {"places": {"front": 2, "middle": 2, "back": 2}}
_WIN_TWO = {"places": {"front": 2, "middle": 1, "back": 1}}
_LOSE_TWO = {"places": {"front": 1, "middle": 2, "back": 2}}
_TIE_ONE = {"places": {"front": 2, "middle": 2, "back": 1}}
_MIDDLE_ROYALTY = {"places": {"front": 1, "middle": 1, "back": 1}, "royalties": {"middle": 2}}
_MIDDLE_LOST = {"places": {"front": 1, "middle": 2, "back": 1}}


def _units(rules: RuleSet, first: dict[str, Any], second: dict[str, Any]) -> Fraction | None:
    """What the first of two players collects from the second under the rules, or None if unplayable."""
    deal = {"players": [{"name": "A", **first}, {"name": "B", **second}]}
    try:
        return Fraction(score_deal(deal, rules).units["A"])
    except (ScorekeeperError, KeyError):
        return None


def _pays(units: Fraction | None) -> str:
    return "?" if units is None else fmt(units)


def front_trips(rules: RuleSet) -> dict[str, Fraction]:
    """What front trips of each rank earn under the rules (``trips_22`` ... ``trips_AA``), read by the core."""
    return {key: row_royalty(evaluate(f"{key[-1]}s {key[-1]}h {key[-1]}d", "front", rules), "front", rules)
            for key in FRONT_TRIPS}


def _trips_line(rules: RuleSet) -> str | None:
    """Front trips by rank when a custom table names them (RULES B6), else None."""
    if isinstance(rules.royalties, str):
        return None
    front = dict(dict(rules.royalties).get("front", ()))
    if not any(key in front for key in FRONT_TRIPS):
        return None
    paid = ", ".join(f"{key[-1] * 3} {fmt(units)}" for key, units in front_trips(rules).items())
    return f"front trips pay by rank: {paid}"


def preview_lines(rules: RuleSet) -> list[str]:
    """One short line per kind of payment: a 2–1, a scoop, a foul, a surrender, naturals, pool."""
    lines: list[str] = []
    if rules.game == "criss_cross":
        lines.append(f"each match pays 1 a row; a scoop pays {fmt(rules.scoop_value())}")
    elif rules.pool:
        lines.append(f"everyone antes {fmt(rules.pool_ante)}; the best front, middle and back each take "
                     "a third of the pot")
    else:
        two_one = _units(rules, _WIN_TWO, _LOSE_TWO)
        scoop = _units(rules, _WIN_ALL, _LOSE_ALL)
        lines.append(f"a 2–1 pays {_pays(two_one)}; a scoop pays {_pays(scoop)}")
    if rules.royalties != "none":
        table = rules.royalties if isinstance(rules.royalties, str) else "custom"
        lines.append(f"royalties from the {table} table, paid {_MODES.get(rules.royalty_mode, rules.royalty_mode)}")
        trips = _trips_line(rules)
        if trips:
            lines.append(trips)
        if rules.royalty_mode == "bonus":
            bonus = _units(rules, _MIDDLE_ROYALTY, _MIDDLE_LOST)
            lines.append(f"a row won with a royalty of 2 pays {_pays(bonus)} (the row point plus the royalty)")
    if not rules.tie_cancels_scoop and not rules.pool:
        two_tie = _units(rules, _WIN_ALL, _TIE_ONE)
        lines.append(f"two rows won and one tied pay {_pays(two_tie)}: a tie does not cancel the scoop")
    if rules.equal_rows_foul:
        lines.append("a middle equal to the back, or a front equal to the middle's top cards, is a foul")
    if rules.pool:
        lines.append("a fouled or surrendered hand antes but cannot win a pot")
    elif rules.foul_penalty == "play":
        lines.append("a foul is played as it lies, with no penalty")
    elif rules.game != "criss_cross":
        foul = _units(rules, _WIN_ALL, {"places": {}, "fouled": True})
        extra = " plus their royalties" if rules.royalties != "none" and rules.foul_penalty == "scoop" else ""
        lines.append(f"a foul pays {_pays(foul)} to each opponent{extra}")
    if rules.surrender and not rules.pool:
        fee = _units(rules, _WIN_ALL, {"surrender": True}) if rules.game != "criss_cross" else None
        lines.append(f"surrender costs {_pays(fee if fee is not None else rules.surrender_fee)} a player")
    if rules.naturals:
        values = ", ".join(f"{NATURAL_NAMES[n]} {fmt(v)}" for n, v in rules.natural_values)
        lines.append(f"naturals collect: {values}")
    if rules.fantasyland:
        cards = "14-17 by the front" if rules.fl_progressive else f"{rules.fl_cards} cards"
        lines.append(f"Fantasyland: {rules.fl_entry[0]}-{rules.fl_entry[1]} or better in front earns {cards}")
    if rules.lowball_middle:
        lines.append("the middle is a deuce-to-seven low: the lower middle wins")
    return lines
