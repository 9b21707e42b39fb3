"""Hostile files (issue 14): huge amounts, deep nesting, unknown keys, wrong encodings, huge sizes.

Each attack gets one sentence naming the file, field or value, exit 2 from the command line, and no
traceback; amounts are bounded as README "What the app refuses, and why" states.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli import main, sentence
from scorekeeper.errors import InvalidDeal, InvalidRules, SessionError
from scorekeeper.night.session import Session
from scorekeeper.read.limits import MAX_FILE_BYTES, MAX_HANDS, MAX_NAME, parse_money, parse_units
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal

ATTACKS = ["1e-99999", "1e-99999999", "1e5000", "99999999999999999999999999999999.99"]
"""The amounts reported in issue 14: a minute-long hang, int max-str-digits, decimal.InvalidOperation."""
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def session_file(**fields: Any) -> dict[str, Any]:
    return {"format": "chinese-poker-session", "version": 1, "name": "Friday game", "players": NAMES, **fields}


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """The one line the command line printed when it refused, after checking exit 2 and empty stdout."""
    code, out, err = run(capsys, *args)
    assert (code, out) == (2, ""), err
    assert err.startswith("scorekeeper: ") and err.endswith(".\n") and err.count("\n") == 1, err
    assert "Traceback" not in err and "<class" not in err
    return err.removeprefix("scorekeeper: ").rstrip("\n")


# -- 1: bounded amounts, for every way in -------------------------------------------------------------------


@pytest.mark.parametrize("amount", ATTACKS)
@pytest.mark.parametrize("field", ["unit_value", "bankroll", "hand unit_value"])
def test_attack_amounts_in_a_session_file_are_refused_at_once(amount: str, field: str, tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    if field == "unit_value":
        data, named = session_file(unit_value=amount), "unit_value"
    elif field == "bankroll":
        data, named = session_file(bankrolls={"Bob": amount}), "Bob's bankroll"
    else:
        data, named = session_file(hands=[{"unit_value": amount, "players": [
            {"name": n, "surrender": True} for n in NAMES]}]), "hand 1: unit_value"
    expected = f"{named} must be an amount like \"5.00\" from 0 to 1,000,000 with at most 4 decimals, not '{amount}'"
    start = time.perf_counter()
    with pytest.raises(SessionError) as caught:
        Session.from_json(data)
    assert str(caught.value) == expected
    path = tmp_path / "attack.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert refused(capsys, "session", str(path)) == sentence(expected) + "."
    assert time.perf_counter() - start < 10  # a hang guard (it was over a minute), not a speed target


@pytest.mark.parametrize("amount", ATTACKS)
def test_attack_amounts_through_a_subprocess(amount: str, tmp_path: Path) -> None:
    path = tmp_path / "attack.json"
    path.write_text(json.dumps(session_file(unit_value=amount)), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "scorekeeper", "session", str(path)], capture_output=True,
                          text=True, timeout=60, check=False)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == (f"scorekeeper: unit_value must be an amount like \"5.00\" from 0 to 1,000,000 with at "
                           f"most 4 decimals, not '{amount}'.\n")


@pytest.mark.parametrize(("option", "value"), [
    ("surrender_fee", "1e-99999"), ("foul_penalty", 1e-300), ("foul_penalty", "1e5000"), ("pool_ante", "1e-99999999"),
    ("surrender_fee", 10 ** 40), ("pool_ante", "99999999999999999999999999999999.99"),
])
def test_rules_amounts_are_bounded(option: str, value: object) -> None:
    with pytest.raises(InvalidRules, match=rf"^{option} must be a number from 0 to 1000 written with at most 4 "
                                           r"decimals \(or a fraction like 1/3\), not "):
        RuleSet.preset().with_options(**{option: value})


def test_rules_amounts_at_the_bounds_are_kept_exactly() -> None:
    rules = RuleSet.preset().with_options(surrender_fee="1000", foul_penalty="1/3", pool_ante=0,
                                          natural_values={"dragon": "12.5"})
    assert (rules.surrender_fee, rules.foul_penalty, rules.pool_ante) == (1000, Fraction(1, 3), 0)
    assert rules.natural_value("dragon") == Fraction(25, 2)
    with pytest.raises(InvalidRules, match=r"^surrender_fee must be from 0 to 1000, not 1001$"):
        RuleSet.preset().with_options(surrender_fee=1001)
    with pytest.raises(InvalidRules, match=r"^natural_values.dragon must be a number from 0 to 1000"):
        RuleSet.preset().with_options(natural_values={"dragon": "1e-99999"})
    with pytest.raises(InvalidRules, match=r"^royalties.back.quads must be a number from 0 to 1000"):
        RuleSet.preset().with_options(royalties={"back": {"quads": "1e5000"}})


def test_foul_penalty_1e_300_is_refused_instead_of_scoring_minus_zero(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 14 point 13: 1e-300 units printed as "-0.0"; RULES C (foul penalty) amounts are bounded now."""
    hand = tmp_path / "foul.json"
    hand.write_text(json.dumps({"rules": {"foul_penalty": "1e-300"}, "players": [
        {"name": "A", "surrender": True}, {"name": "B", "surrender": True}]}), encoding="utf-8")
    assert refused(capsys, "score", str(hand)) == (
        "foul_penalty must be a number from 0 to 1000 written with at most 4 decimals (or a fraction like 1/3), "
        "not '1e-300'.")


@pytest.mark.parametrize("amount", ATTACKS)
def test_quick_entry_royalties_are_bounded(amount: str) -> None:
    deal = {"players": [{"name": "A", "places": {"front": 1, "middle": 1, "back": 1}, "royalties": {"back": amount}},
                        {"name": "B", "places": {"front": 2, "middle": 2, "back": 2}}]}
    with pytest.raises(InvalidDeal, match=r"^A's royalties.back must be a number from 0 to 1000"):
        score_deal(deal)


def test_quick_entry_places_are_bounded_by_the_table() -> None:
    deal = {"players": [{"name": "A", "places": {"front": 1, "middle": 1, "back": "1e5000"}},
                        {"name": "B", "places": {"front": 2, "middle": 2, "back": 2}}]}
    with pytest.raises(InvalidDeal, match=r"^A's places.back must be a whole number from 1 to 4"):
        score_deal(deal)


@pytest.mark.parametrize("amount", [*ATTACKS, Decimal("1E-99999"), Decimal("Infinity"), 10 ** 7])
def test_the_session_refuses_attack_amounts_from_any_caller(amount: object) -> None:
    """The app's fields and the store build sessions through the same checks."""
    with pytest.raises(SessionError, match=r"^the unit value must be an amount like \"5.00\""):
        Session("x", NAMES, unit_value=amount)  # type: ignore[arg-type]
    session = Session("x", NAMES, unit_value="5.00")
    with pytest.raises(SessionError, match=r"^the unit value must be an amount"):
        session.set_unit_value(amount)  # type: ignore[arg-type]
    assert session.unit_value == Decimal("5.00")


def test_money_and_units_keep_what_a_home_game_writes() -> None:
    assert str(parse_money("5.00", "x", ValueError)) == "5.00"
    assert parse_money("1000000", "x", ValueError) == 1_000_000
    assert parse_money(Decimal("2.5000000"), "x", ValueError) == Decimal("2.5")  # trailing zeros are not places
    assert parse_units("17/3", "x", ValueError) == Fraction(17, 3)
    assert parse_units(0.25, "x", ValueError) == Fraction(1, 4)
    with pytest.raises(ValueError, match=r"^x must be an amount like \"5.00\" from 0 to 1,000,000"):
        parse_money("0.00001", "x", ValueError)


# -- 5, 9, 13: clean messages ----------------------------------------------------------------------------


def test_deeply_nested_json_is_one_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for depth in (17, 100_000):
        path = tmp_path / f"deep{depth}.json"
        path.write_text("[" * depth + "]" * depth, encoding="utf-8")
        assert refused(capsys, "session", str(path)) == f"{path} is nested more than 16 levels deep."


def test_a_file_that_is_not_utf8_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes('{"name": "Zoë"}'.encode("latin-1"))
    assert refused(capsys, "score", str(path)) == f"{path} is not UTF-8 text (byte 13 cannot be read)."


def test_bad_numbers_never_show_exception_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(session_file(unit_value="5,00")), encoding="utf-8")
    assert refused(capsys, "session", str(path)) == "unit_value must be an amount like \"5.00\", not '5,00'."
    path.write_text('{"format": "chinese-poker-session", "version": 1, "players": [1' + "0" * 5000 + "]}")
    assert refused(capsys, "session", str(path)) == f"{path} holds a number too long to be an amount."


def test_messages_starting_with_a_file_or_key_keep_their_case(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert refused(capsys, "score", str(bad)).startswith(f"{bad} is not valid JSON")
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps({"rules": {"scoop_bonus": "x"}, "players": []}), encoding="utf-8")
    assert refused(capsys, "score", str(hand)) == "scoop_bonus must be a number, not 'x'."
    assert sentence("bad.json is not valid JSON", ["bad.json"]) == "bad.json is not valid JSON"
    assert sentence("bad is not valid JSON", ["bad"]) == "bad is not valid JSON"
    assert sentence("players must be a list") == "players must be a list"
    assert sentence("the session needs a name") == "The session needs a name"
    assert sentence("hand 3: Bob's front needs 3 cards") == "Hand 3: Bob's front needs 3 cards"


# -- 8: unknown keys ---------------------------------------------------------------------------------------


def test_unknown_keys_are_refused_with_the_nearest_known_one(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """The reported case: "rule" instead of "rules" scored under the default 1-6 without a word."""
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps({"rule": "classic-2-4", "players": []}), encoding="utf-8")
    assert refused(capsys, "score", str(hand)) == "The hand has an unknown field 'rule' (did you mean 'rules'?)."
    cases: list[tuple[Any, str]] = [
        ({"players": [{"name": "A", "surender": True}, {"name": "B", "surrender": True}]},
         "A has an unknown field 'surender' (did you mean 'surrender'?)"),
        ({"rules": {"scoop_bonnus": 2}, "players": []},
         "unknown rules option 'scoop_bonnus' (did you mean 'scoop_bonus'?)"),
        ({"rules": "classic-2-5", "players": []}, "unknown rules preset 'classic-2-5' (did you mean 'classic-2-4'?)"),
        ({"players": [], "zzz": 1}, "the hand has an unknown field 'zzz'"),
    ]
    for data, message in cases:
        with pytest.raises((InvalidDeal, InvalidRules)) as caught:
            score_deal(data)
        assert str(caught.value).startswith(message), caught.value
    with pytest.raises(SessionError, match=r"^the session file has an unknown field 'player' \(did you mean "
                                           r"'players'\?\)$"):
        Session.from_json({**session_file(), "player": "Ann"})
    with pytest.raises(SessionError, match=r"^hand 1: unknown field 'deeler' \(did you mean 'dealer'\?\)$"):
        Session.from_json(session_file(hands=[{"deeler": "Ann", "players": []}]))


# -- 14: sizes ---------------------------------------------------------------------------------------------


def test_oversized_inputs_are_refused_before_being_built(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    long_name = "x" * 100_000_000  # the reported 100 MB name, refused by length without a copy
    with pytest.raises(InvalidDeal, match=rf"^player 1's name is 100,000,000 characters long; the most is {MAX_NAME}$"):
        score_deal({"players": [{"name": long_name, "surrender": True}, {"name": "B", "surrender": True}]})
    with pytest.raises(SessionError, match=r"^player 2's name is 41 characters long"):
        Session("x", ["Ann", "y" * 41])
    start = time.perf_counter()
    with pytest.raises(InvalidDeal, match=r"^a deal needs 2 to 4 players, not 2000000$"):
        score_deal({"players": [{"name": "P"}] * 2_000_000})
    with pytest.raises(SessionError, match=r"^a session needs 2 to 4 players, not 2000000$"):
        Session.from_json(session_file(players=["P"] * 2_000_000))
    too_many = rf"^the session file has {MAX_HANDS + 1:,} hands; the most is {MAX_HANDS:,}$"
    with pytest.raises(SessionError, match=too_many):
        Session.from_json(session_file(hands=[{}] * (MAX_HANDS + 1)))
    assert time.perf_counter() - start < 10  # a hang guard: refused by count, not entry by entry
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    assert refused(capsys, "session", str(big)) == f"{big} is larger than 16 MB; a hand or session file is far smaller."
    many = tmp_path / "many.json"
    many.write_text('{"players": [' + ",".join(["{}"] * 600_000) + "]}", encoding="utf-8")
    assert refused(capsys, "score", str(many)) == (
        f"{many} holds more than 1,000,000 values; a hand or session file holds far fewer.")


# -- 11: file modes ----------------------------------------------------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_session_file_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    session = Session("x", NAMES)
    target = tmp_path / "night.json"
    target.write_text("old")
    target.chmod(0o644)
    session.to_file(target)
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    target.chmod(0o640)
    session.to_file(target)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    old = os.umask(0o027)
    try:
        session.to_file(tmp_path / "new.json")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o640
