"""RuleSet: presets, overrides, and every kind of bad option named in the error."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from scorekeeper.errors import InvalidRules
from scorekeeper.rules import PRESET_DESCRIPTIONS, PRESETS, RuleSet

FORMAT_PRESETS = ["classic-1-6", "classic-2-4", "classic-1-1-1", "classic-royalties", "pool", "ofc",
                  "pineapple", "pineapple-progressive", "lowball-middle", "criss-cross"]


EXTRA_PRESETS = ["classic-naturals", "pineapple-strict"]


def test_every_preset_of_the_format_exists_and_is_valid() -> None:
    assert list(PRESETS) == FORMAT_PRESETS + EXTRA_PRESETS
    assert list(PRESET_DESCRIPTIONS) == list(PRESETS)
    for name in PRESETS:
        rules = RuleSet.preset(name)
        rules.verify()
        assert rules.preset_name() == name


def test_defaults_are_the_rule_book_defaults() -> None:
    rules = RuleSet.preset()
    assert rules == RuleSet()
    assert (rules.method, rules.scoop_bonus, rules.overall_rule, rules.wheel) == ("1-6", 3, "two_or_more", "low")
    assert (rules.foul_penalty, rules.surrender, rules.surrender_fee) == ("scoop", True, 2)
    assert (rules.royalties, rules.royalty_mode, rules.naturals, rules.pool) == ("none", "win_only", False, False)
    assert rules.natural_value("dragon") == 13 and rules.natural_value("six_pairs") == 3
    assert rules.scoop_value() == 6


def test_open_face_presets() -> None:
    ofc = RuleSet.preset("ofc")
    assert (ofc.game, ofc.royalties, ofc.royalty_mode, ofc.fantasyland, ofc.fl_cards) == (
        "ofc", "ofc", "difference", True, 13)
    assert ofc.surrender is False
    assert RuleSet.preset("pineapple").fl_cards == 14
    assert RuleSet.preset("pineapple-progressive").fl_progressive is True
    strict = RuleSet.preset("pineapple-strict")
    assert (strict.game, strict.fl_cards, strict.fl_stay_middle_full_house) == ("pineapple", 14, False)
    natural = RuleSet.preset("classic-naturals")
    assert (natural.method, natural.royalties, natural.naturals) == ("1-6", "classic", True)


def test_overrides_from_json() -> None:
    rules = RuleSet.from_json({"preset": "classic-2-4", "surrender_fee": 2.5, "natural_values": {"dragon": 26}})
    assert rules.method == "2-4"
    assert rules.surrender_fee == Fraction(5, 2)
    assert rules.natural_value("dragon") == 26
    assert rules.natural_value("six_pairs") == 3
    assert RuleSet.from_json(None) == RuleSet.preset()
    assert RuleSet.from_json("pool").pool is True


def test_custom_royalty_table() -> None:
    rules = RuleSet.preset().with_options(royalties={"front": {"trips": 5, "pair_AA": 1}, "back": {"quads": 3}})
    assert rules.to_json()["royalties"] == {"front": {"trips": 5, "pair_AA": 1}, "back": {"quads": 3}}


@pytest.mark.parametrize(("options", "message"), [
    ({"scoop": 3}, "unknown rules option 'scoop'"),
    ({"method": "1-7"}, "method must be one of '1-6', '2-4', '1-1-1', not '1-7'"),
    ({"scoop_bonus": 11}, "scoop_bonus must be from 0 to 10, not 11"),
    ({"scoop_bonus": 2.5}, "scoop_bonus must be a whole number"),
    ({"surrender_fee": "two"}, "surrender_fee must be a number, not 'two'"),
    ({"surrender_fee": -1}, "surrender_fee must be at least 0"),
    ({"surrender": "yes"}, "surrender must be true or false, not 'yes'"),
    ({"foul_penalty": "double"}, "foul_penalty must be 'scoop', 'play' or a number"),
    ({"royalties": "fancy"}, "royalties must be one of"),
    ({"royalties": {"top": {"trips": 3}}}, "royalties has an unknown row 'top'"),
    ({"royalties": {"back": {"pair_AA": 3}}}, "royalties.back has an unknown hand 'pair_AA'"),
    ({"natural_values": {"dragons": 13}}, "natural_values has an unknown natural 'dragons'"),
    ({"pool": True, "royalties": "classic"}, "pool betting cannot be combined with royalties"),
    ({"fantasyland": True}, "fantasyland is only for game 'ofc' or 'pineapple'"),
    ({"game": "ofc", "method": "2-4"}, "game 'ofc' scores 1-6, not method '2-4'"),
    ({"fl_cards": 18}, "fl_cards must be from 13 to 17, not 18"),
    ({"game": "holdem"}, "game must be one of"),
    ({"wheel": "high"}, "wheel must be one of 'low', 'second_best', not 'high'"),
])
def test_bad_options_are_named(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidRules, match=message.replace("(", r"\(").replace(")", r"\)")):
        RuleSet.preset().with_options(**options)


def test_unknown_preset() -> None:
    with pytest.raises(InvalidRules, match="unknown rules preset 'chinese'; the presets are classic-1-6"):
        RuleSet.preset("chinese")
    with pytest.raises(InvalidRules, match="rules must be a preset name or an object"):
        RuleSet.from_json(42)  # type: ignore[arg-type]


def test_fractional_options_survive_json() -> None:
    rules = RuleSet.preset().with_options(surrender_fee="1/3", natural_values={"dragon": 2.5})
    data = rules.to_json()
    assert (data["surrender_fee"], data["natural_values"]["dragon"]) == ("1/3", 2.5)
    assert RuleSet.from_json(data) == rules


def test_rules_json_round_trip() -> None:
    for name in FORMAT_PRESETS:
        rules = RuleSet.preset(name)
        data = rules.to_json()
        assert RuleSet.from_json({"preset": "classic-1-6", **data}) == rules
