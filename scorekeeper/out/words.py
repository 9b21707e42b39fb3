"""The session's rules in words, for the workbook's Rules sheet: every option, what it means, its key and value."""

from __future__ import annotations

import json
from fractions import Fraction

from scorekeeper.rules import PRESET_DESCRIPTIONS, RuleSet
from scorekeeper.value.naturals import NATURAL_NAMES


def natural_words(natural: str | None) -> str:
    """``"Six pairs"``, ``"Dragon"``: the natural as a table word, or empty."""
    if not natural:
        return ""
    words = NATURAL_NAMES.get(natural, natural.replace("_", " "))
    words = words.removeprefix("a ")
    return words[0].upper() + words[1:]


def _n(value: Fraction | int) -> str:
    number = Fraction(value)
    return str(number.numerator) if number.denominator == 1 else f"{float(number):g}"


def _units(value: Fraction | int) -> str:
    return f"{_n(value)} unit" + ("" if Fraction(value) == 1 else "s")


def _yes_no(value: object) -> str:
    return "Yes" if value else "No"


_OPTION_NAMES = {
    "game": "Game",
    "method": "Scoring method",
    "scoop_bonus": "Scoop bonus (1-6)",
    "overall_rule": "Overall unit (2-4) goes to",
    "wheel": "The wheel (A-2-3-4-5)",
    "foul_penalty": "Foul penalty",
    "surrender": "Surrender allowed",
    "surrender_fee": "Surrender fee",
    "royalties": "Royalties",
    "royalty_mode": "Royalties are paid",
    "naturals": "Naturals played",
    "natural_values": "Natural values",
    "pool": "Pool betting",
    "pool_ante": "Pool ante",
    "fantasyland": "Fantasyland",
    "fl_entry": "Fantasyland entry",
    "fl_cards": "Cards dealt in Fantasyland",
    "fl_progressive": "Progressive Fantasyland",
    "fl_stay_middle_full_house": "A full house in the middle keeps Fantasyland",
    "lowball_middle": "Low middle (deuce-to-seven)",
    "criss_cross_pairing": "Criss-cross pairing",
    "tie_cancels_scoop": "A tied row cancels the scoop",
    "equal_rows_foul": "Equal rows foul",
}

_CHOICES = {
    "game": {"classic": "Classic 13-card Chinese poker", "ofc": "Open-face Chinese poker",
             "pineapple": "Pineapple open-face", "criss_cross": "Criss-cross (two players, two hands each)"},
    "overall_rule": {"two_or_more": "whoever won at least two rows", "net_rows": "whoever won more rows",
                     "points": "the higher total including royalties"},
    "wheel": {"low": "the lowest straight", "second_best": "the second-best straight, below A-K-Q-J-T"},
    "royalty_mode": {"win_only": "only on a won row, by the beaten player", "always": "win or lose",
                     "cancel": "only the row point when both rows qualify",
                     "difference": "as the difference of the two players' royalties (open-face)",
                     "bonus": "on a won row, 1 + the royalty, by the beaten player"},
    "criss_cross_pairing": {"across": "seat 1 v seat 3 and seat 2 v seat 4",
                            "all": "each hand plays both opposing hands"},
    "royalties": {"none": "None", "classic": "Classic (front trips 3, middle full house 2, quads 4, "
                                             "straight flush 5)",
                  "eastern": "Eastern (front trips 3, middle full house 2, quads middle 8 / back 4, "
                             "straight flush middle 10 / back 5)",
                  "ofc": "Open-face (OFC) table"},
}


def _method_words(rules: RuleSet) -> str:
    scoop = _n(rules.scoop_value())
    if rules.method == "2-4":
        return f"2-4 (a 2-1 pays 2, a scoop pays {scoop})"
    if rules.method == "1-6":
        return f"1-6 (a scoop pays {scoop})"
    return f"{rules.method} (a scoop pays {scoop})"


def _hand_words(hand: str) -> str:
    """A royalty table's hand name for people: ``trips_QQ`` is "trips QQQ", ``pair_66`` is "pair 66"."""
    if hand.startswith("trips_"):
        return f"trips {hand[-1] * 3}"
    return hand.replace("_", " ")


def _option_words(rules: RuleSet, key: str) -> str:
    value = getattr(rules, key)
    if key == "method":
        return _method_words(rules)
    if key == "foul_penalty":
        if value == "scoop":
            return f"pays each opponent who played a scoop ({_units(rules.scoop_value())} before royalties)"
        if value == "play":
            return "the hand is played as it lies, no penalty"
        return f"pays {_units(value)} to each opponent who played"
    if key == "royalties" and not isinstance(value, str):
        return "Custom: " + "; ".join(f"{row} " + ", ".join(f"{_hand_words(hand)} {_n(units)}"
                                                             for hand, units in table) for row, table in value)
    if key == "tie_cancels_scoop":
        return "Yes" if value else "No: two rows won and one tied still collect the scoop (2-4: the 3-0 payment)"
    if key == "equal_rows_foul":
        return "Yes: a middle equal to the back, or a front equal to the middle's top cards, fouls" if value else "No"
    if key == "natural_values":
        return ", ".join(f"{natural_words(name).lower()} {_n(units)}" for name, units in value)
    if key == "fl_entry":
        return f"a pair of {'queens' if value == 'QQ' else 'kings'} or better in front"
    if key == "fl_progressive":
        return "Yes (QQ 14, KK 15, AA 16, trips 17 cards)" if value else "No"
    if key in ("surrender_fee", "pool_ante", "scoop_bonus"):
        return _units(value) + (" to each opponent" if key == "surrender_fee" else "")
    if key in _CHOICES and isinstance(value, str):
        return _CHOICES[key].get(value, value)
    if isinstance(value, bool):
        return _yes_no(value)
    return str(value)


def rules_in_words(rules: RuleSet) -> list[tuple[str, str, str, str]]:
    """Every option as (name, setting in words, option key, JSON value), the preset first.

    e.g. ``("Scoring method", "1-6 (a scoop pays 6)", "method", '"1-6"')``.
    """
    preset = rules.preset_name()
    if preset is None:
        rows = [("Preset", "None: these rules are set option by option", "preset", "null")]
    else:
        rows = [("Preset", f"{preset}: {PRESET_DESCRIPTIONS.get(preset, '')}".rstrip(": "), "preset",
                 json.dumps(preset))]
    for key, value in rules.to_json().items():
        name = _OPTION_NAMES.get(key, key.replace("_", " ").capitalize())
        rows.append((name, _option_words(rules, key), key, json.dumps(value, ensure_ascii=False)))
    return rows
