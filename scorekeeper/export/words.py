"""The session's rules in words, for the workbook's Rules sheet: every option, what it means, its key and value."""

from __future__ import annotations

import json
from fractions import Fraction

from scorekeeper.language import N_, _, current, n_, p_
from scorekeeper.rules import PRESET_DESCRIPTIONS, RuleSet
from scorekeeper.value.naturals import NATURAL_NAMES


def preset_words(preset: str) -> str:
    """A preset in words: English leads with its key (``classic-1-6: Classic …``), as the workbook always
    has; another language gives only the description, the key being a file's word, not a reader's."""
    description = PRESET_DESCRIPTIONS.get(preset)
    if not description:
        return preset
    return f"{preset}: {_(description)}" if current() == "en" else _(description)


def natural_words(natural: str | None) -> str:
    """``"Six pairs"``, ``"Dragon"``: the natural as a table word, or empty."""
    if not natural:
        return ""
    words = NATURAL_NAMES.get(natural)
    words = _(words).removeprefix("a ") if words else natural.replace("_", " ")
    return words[0].upper() + words[1:]


def _n(value: Fraction | int) -> str:
    number = Fraction(value)
    return str(number.numerator) if number.denominator == 1 else f"{float(number):g}"


def _units(value: Fraction | int) -> str:
    number = Fraction(value)
    return n_("{units} unit", "{units} units", 1 if number == 1 else 2).format(units=_n(number))


def _yes_no(value: object) -> str:
    return _("Yes") if value else _("No")


_HAND_NAMES = {"full_house": N_("full house"), "quads": N_("quads"), "straight_flush": N_("straight flush"),
               "royal_flush": N_("royal flush"), "straight": N_("straight"), "flush": N_("flush"),
               "trips": N_("trips")}
"""Royalty table hand names (``full_house``) in words."""

_OPTION_NAMES = {
    "game": N_("Game"),
    "method": N_("Scoring method"),
    "scoop_bonus": N_("Scoop bonus (1-6)"),
    "overall_rule": N_("Overall unit (2-4) goes to"),
    "wheel": N_("The wheel (A-2-3-4-5)"),
    "foul_penalty": N_("Foul penalty"),
    "surrender": N_("Surrender allowed"),
    "surrender_fee": N_("Surrender fee"),
    "royalties": N_("Royalties"),
    "royalty_mode": N_("Royalties are paid"),
    "naturals": N_("Naturals played"),
    "natural_values": N_("Natural values"),
    "pool": N_("Pool betting"),
    "pool_ante": N_("Pool ante"),
    "fantasyland": N_("Fantasyland"),
    "fl_entry": N_("Fantasyland entry"),
    "fl_cards": N_("Cards dealt in Fantasyland"),
    "fl_progressive": N_("Progressive Fantasyland"),
    "fl_stay_middle_full_house": N_("A full house in the middle keeps Fantasyland"),
    "lowball_middle": N_("Low middle (deuce-to-seven)"),
    "criss_cross_pairing": N_("Criss-cross pairing"),
    "tie_cancels_scoop": N_("A tied row cancels the scoop"),
    "equal_rows_foul": N_("Equal rows foul"),
}

_CHOICES = {
    "game": {"classic": N_("Classic 13-card Chinese poker"), "ofc": N_("Open-face Chinese poker"),
             "pineapple": N_("Pineapple open-face"), "criss_cross": N_("Criss-cross (two players, two hands each)")},
    "overall_rule": {"two_or_more": N_("whoever won at least two rows"), "net_rows": N_("whoever won more rows"),
                     "points": N_("the higher total including royalties")},
    "wheel": {"low": N_("the lowest straight"), "second_best": N_("the second-best straight, below A-K-Q-J-T")},
    "royalty_mode": {"win_only": N_("only on a won row, by the beaten player"), "always": N_("win or lose"),
                     "cancel": N_("only the row point when both rows qualify"),
                     "difference": N_("as the difference of the two players' royalties (open-face)"),
                     "bonus": N_("on a won row, 1 + the royalty, by the beaten player")},
    "criss_cross_pairing": {"across": N_("seat 1 v seat 3 and seat 2 v seat 4"),
                            "all": N_("each hand plays both opposing hands")},
    "royalties": {"none": N_("None"), "classic": N_("Classic (front trips 3, middle full house 2, quads 4, "
                                                    "straight flush 5)"),
                  "eastern": N_("Eastern (front trips 3, middle full house 2, quads middle 8 / back 4, "
                                "straight flush middle 10 / back 5)"),
                  "ofc": N_("Open-face (OFC) table")},
}


def _row_word(row: str) -> str:
    words = {"front": p_("row", "front"), "middle": p_("row", "middle"), "back": p_("row", "back")}
    return words.get(row, row)


def _method_words(rules: RuleSet) -> str:
    scoop = _n(rules.scoop_value())
    if rules.method == "2-4":
        return _("{method} (a 2-1 pays 2, a scoop pays {scoop})").format(method=rules.method, scoop=scoop)
    return _("{method} (a scoop pays {scoop})").format(method=rules.method, scoop=scoop)


def _hand_words(hand: str) -> str:
    """A royalty table's hand name for people: ``trips_QQ`` is "trips QQQ", ``pair_66`` is "pair 66"."""
    if hand.startswith("trips_"):
        return _("trips {ranks}").format(ranks=hand[-1] * 3)
    if hand.startswith("pair_"):
        return _("pair {ranks}").format(ranks=hand[-2:])
    return _(_HAND_NAMES.get(hand, hand.replace("_", " ")))


def _option_words(rules: RuleSet, key: str) -> str:
    value = getattr(rules, key)
    if key == "method":
        return _method_words(rules)
    if key == "foul_penalty":
        if value == "scoop":
            return _("pays each opponent who played a scoop ({units} before royalties)").format(
                units=_units(rules.scoop_value()))
        if value == "play":
            return _("the hand is played as it lies, no penalty")
        return _("pays {units} to each opponent who played").format(units=_units(value))
    if key == "royalties" and not isinstance(value, str):
        rows = [_("{row} {hands}").format(row=_row_word(row), hands=_(", ").join(
            _("{hand} {units}").format(hand=_hand_words(hand), units=_n(units)) for hand, units in table))
            for row, table in value]
        return _("Custom: {rows}").format(rows=_("; ").join(rows))
    if key == "tie_cancels_scoop":
        return _("Yes") if value else _("No: two rows won and one tied still collect the scoop (2-4: the 3-0 payment)")
    if key == "equal_rows_foul":
        if value:
            return _("Yes: a middle equal to the back, or a front equal to the middle's top cards, fouls")
        return _("No")
    if key == "natural_values":
        return _(", ").join(_("{natural} {units}").format(natural=natural_words(name).lower(), units=_n(units))
                            for name, units in value)
    if key == "fl_entry":
        if value == "QQ":
            return _("a pair of queens or better in front")
        return _("a pair of kings or better in front")
    if key == "fl_progressive":
        return _("Yes (QQ 14, KK 15, AA 16, trips 17 cards)") if value else _("No")
    if key == "surrender_fee":
        return _("{units} to each opponent").format(units=_units(value))
    if key in ("pool_ante", "scoop_bonus"):
        return _units(value)
    if key in _CHOICES and isinstance(value, str):
        return _(_CHOICES[key].get(value, value))
    if isinstance(value, bool):
        return _yes_no(value)
    return str(value)


def rules_in_words(rules: RuleSet) -> list[tuple[str, str, str, str]]:
    """Every option as (name, setting in words, option key, JSON value), the preset first.

    e.g. ``("Scoring method", "1-6 (a scoop pays 6)", "method", '"1-6"')``.
    """
    preset = rules.preset_name()
    if preset is None:
        rows = [(_("Preset"), _("None: these rules are set option by option"), "preset", "null")]
    else:
        rows = [(_("Preset"), preset_words(preset), "preset", json.dumps(preset))]
    for key, value in rules.to_json().items():
        name = _(_OPTION_NAMES[key]) if key in _OPTION_NAMES else key.replace("_", " ").capitalize()
        rows.append((name, _option_words(rules, key), key, json.dumps(value, ensure_ascii=False)))
    return rows
