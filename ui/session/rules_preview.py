""""What does this pay?": a few sample deals scored by the core under the rules being edited.

The preview never does arithmetic of its own: every number comes from ``score_deal`` on a two-player
quick entry (places without cards), so it always agrees with how hands will really be scored.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication

from scorekeeper.errors import ScorekeeperError
from scorekeeper.game import FRONT
from scorekeeper.language import _
from scorekeeper.rules import FRONT_TRIPS, RuleSet
from scorekeeper.score.results import fmt
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.hands import evaluate
from scorekeeper.value.naturals import NATURAL_NAMES
from scorekeeper.value.royalties import row_royalty

from ..common.locale_text import QT_TRANSLATE_NOOP, figures

translate = QCoreApplication.translate

_MODES = {"win_only": QT_TRANSLATE_NOOP("RulesPreview", "to the row's winner"),
          "always": QT_TRANSLATE_NOOP("RulesPreview", "win or lose"),
          "cancel": QT_TRANSLATE_NOOP("RulesPreview", "unless both rows qualify"),
          "difference": QT_TRANSLATE_NOOP("RulesPreview", "as a difference (OFC)"),
          "bonus": QT_TRANSLATE_NOOP("RulesPreview", "on top of the row point")}
_TABLES = {"classic": QT_TRANSLATE_NOOP("RulesPreview", "royalties from the classic table, paid {mode}"),
           "eastern": QT_TRANSLATE_NOOP("RulesPreview", "royalties from the eastern table, paid {mode}"),
           "ofc": QT_TRANSLATE_NOOP("RulesPreview", "royalties from the ofc table, paid {mode}"),
           "custom": QT_TRANSLATE_NOOP("RulesPreview", "royalties from the custom table, paid {mode}")}
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
    return "?" if units is None else figures(fmt(units))


def front_trips(rules: RuleSet) -> dict[str, Fraction]:
    """What front trips of each rank earn under the rules (``trips_22`` ... ``trips_AA``), read by the core."""
    return {key: row_royalty(evaluate(f"{key[-1]}s {key[-1]}h {key[-1]}d", FRONT, rules), FRONT, rules)
            for key in FRONT_TRIPS}


def _trips_line(rules: RuleSet) -> str | None:
    """Front trips by rank when a custom table names them (RULES B6), else None."""
    if isinstance(rules.royalties, str):
        return None
    front = dict(dict(rules.royalties).get("front", ()))
    if not any(key in front for key in FRONT_TRIPS):
        return None
    comma = translate("RulesPreview", ", ")
    paid = comma.join(f"{key[-1] * 3} {_pays(units)}" for key, units in front_trips(rules).items())
    return translate("RulesPreview", "front trips pay by rank: {paid}").format(paid=paid)


def preview_lines(rules: RuleSet) -> list[str]:
    """One short line per kind of payment: a 2–1, a scoop, a foul, a surrender, naturals, pool."""
    lines: list[str] = []
    if rules.game.has_two_boards:
        lines.append(translate("RulesPreview", "each match pays 1 a row; a scoop pays {scoop}").format(
            scoop=_pays(rules.scoop_value())))
    elif rules.pool:
        lines.append(translate("RulesPreview", "everyone antes {ante}; the best front, middle and back each take "
                               "a third of the pot").format(ante=_pays(rules.pool_ante)))
    else:
        two_one = _units(rules, _WIN_TWO, _LOSE_TWO)
        scoop = _units(rules, _WIN_ALL, _LOSE_ALL)
        lines.append(translate("RulesPreview", "a 2–1 pays {two_one}; a scoop pays {scoop}").format(
            two_one=_pays(two_one), scoop=_pays(scoop)))
    if rules.royalties != "none":
        table = rules.royalties if isinstance(rules.royalties, str) else "custom"
        mode = _MODES.get(rules.royalty_mode)
        paid = translate("RulesPreview", mode) if mode else rules.royalty_mode
        lines.append(translate("RulesPreview", _TABLES.get(table, _TABLES["custom"])).format(mode=paid))
        trips = _trips_line(rules)
        if trips:
            lines.append(trips)
        if rules.royalty_mode == "bonus":
            bonus = _units(rules, _MIDDLE_ROYALTY, _MIDDLE_LOST)
            lines.append(translate("RulesPreview", "a row won with a royalty of 2 pays {units} (the row point plus "
                                   "the royalty)").format(units=_pays(bonus)))
    if not rules.tie_cancels_scoop and not rules.pool:
        two_tie = _units(rules, _WIN_ALL, _TIE_ONE)
        lines.append(translate("RulesPreview", "two rows won and one tied pay {units}: a tie does not cancel the "
                               "scoop").format(units=_pays(two_tie)))
    if rules.equal_rows_foul:
        lines.append(translate("RulesPreview", "a middle equal to the back, or a front equal to the middle's top "
                               "cards, is a foul"))
    if rules.pool:
        lines.append(translate("RulesPreview", "a fouled or surrendered hand antes but cannot win a pot"))
    elif rules.foul_penalty == "play":
        lines.append(translate("RulesPreview", "a foul is played as it lies, with no penalty"))
    elif not rules.game.has_two_boards:
        foul = _units(rules, _WIN_ALL, {"places": {}, "fouled": True})
        if rules.royalties != "none" and rules.foul_penalty == "scoop":
            line = translate("RulesPreview", "a foul pays {units} to each opponent plus their royalties")
        else:
            line = translate("RulesPreview", "a foul pays {units} to each opponent")
        lines.append(line.format(units=_pays(foul)))
    if rules.surrender and not rules.pool:
        fee = _units(rules, _WIN_ALL, {"surrender": True}) if not rules.game.has_two_boards else None
        lines.append(translate("RulesPreview", "surrender costs {units} a player").format(
            units=_pays(fee if fee is not None else rules.surrender_fee)))
    if rules.naturals:
        comma = translate("RulesPreview", ", ")
        values = comma.join(f"{_(NATURAL_NAMES[n])} {_pays(v)}" for n, v in rules.natural_values)
        lines.append(translate("RulesPreview", "naturals collect: {values}").format(values=values))
    if rules.fantasyland:
        if rules.fl_progressive:
            line = translate("RulesPreview", "Fantasyland: {pair} or better in front earns 14-17 by the front")
        else:
            line = translate("RulesPreview", "Fantasyland: {pair} or better in front earns {cards} cards")
        lines.append(line.format(pair=f"{rules.fl_entry[0]}-{rules.fl_entry[1]}", cards=rules.fl_cards))
    if rules.lowball_middle:
        lines.append(translate("RulesPreview", "the middle is a deuce-to-seven low: the lower middle wins"))
    return lines
