""""What does this pay?": a few sample deals scored by the core under the rules being edited.

The preview never does arithmetic of its own: every number comes from ``score_deal`` on a two-player
quick entry (places without cards), so it always agrees with how hands will really be scored.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scorekeeper.errors import ScorekeeperError
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import fmt
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.naturals import NATURAL_NAMES

_MODES = {"win_only": "to the row's winner", "always": "win or lose", "cancel": "unless both rows qualify",
          "difference": "as a difference (OFC)"}
_WIN_ALL = {"places": {"front": 1, "middle": 1, "back": 1}}
_LOSE_ALL = {"places": {"front": 2, "middle": 2, "back": 2}}
_WIN_TWO = {"places": {"front": 2, "middle": 1, "back": 1}}
_LOSE_TWO = {"places": {"front": 1, "middle": 2, "back": 2}}


def _units(rules: RuleSet, first: dict[str, Any], second: dict[str, Any]) -> Fraction | None:
    """What the first of two players collects from the second under the rules, or None if unplayable."""
    deal = {"players": [{"name": "A", **first}, {"name": "B", **second}]}
    try:
        return Fraction(score_deal(deal, rules).units["A"])
    except (ScorekeeperError, KeyError):
        return None


def _pays(units: Fraction | None) -> str:
    return "?" if units is None else fmt(units)


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
