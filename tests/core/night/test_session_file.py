"""Session files (FORMAT.md): written and read back whole, refused whole, and `scorekeeper session`."""

from __future__ import annotations

import copy
import datetime
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli import main
from scorekeeper.errors import SessionError
from scorekeeper.night.session import Session
from scorekeeper.night.session_file import FORMAT_VERSION
from scorekeeper.rules import RuleSet
from tests.core.night.test_session import NAMES, P4_FOUL, four


def friday() -> dict[str, Any]:
    """FORMAT.md's example file, with the four-player deal of RULES F."""
    players = four()["players"]
    return {"format": "chinese-poker-session", "version": 1, "name": "Friday game",
            "players": list(NAMES), "rules": "classic-1-6", "unit_value": "5.00", "currency": "USD",
            "hands": [{"dealer": "P1", "unit_value": "5.00", "players": players},
                      {"dealer": "P2", "unit_value": "5.00", "players": four(P3={"surrender": True})["players"]},
                      {"unit_value": "10", "players": four(P4=P4_FOUL)["players"]}]}


def test_reading_the_format_md_example() -> None:
    session = Session.from_json(friday())
    assert (session.name, session.players, session.currency, session.unit_value) == (
        "Friday game", NAMES, "USD", Decimal("5.00"))
    assert session.rules == RuleSet.preset("classic-1-6")
    assert [h.dealer for h in session.hands] == ["P1", "P2", "P3"]  # a missing dealer follows the button
    assert session.summary_json() == {
        "name": "Friday game",
        "currency": "USD",
        "standings": [{"player": "P2", "units": 28, "money": "210.00"},
                      {"player": "P1", "units": 12, "money": "110.00"},
                      # by money: hand 3 was played for $10 a unit
                      {"player": "P3", "units": -25, "money": "-155.00"},
                      {"player": "P4", "units": -15, "money": "-165.00"}],
        "hands": [{"number": 1, "dealer": "P1", "units": {"P1": 3, "P2": 9, "P3": -13, "P4": 1}},
                  {"number": 2, "dealer": "P2", "units": {"P1": -1, "P2": 5, "P3": -6, "P4": 2}},
                  {"number": 3, "dealer": "P3", "units": {"P1": 10, "P2": 14, "P3": -6, "P4": -18}}],
        "settle_up": [{"from": "P4", "to": "P2", "amount": "165.00"},
                      {"from": "P3", "to": "P1", "amount": "110.00"},
                      {"from": "P3", "to": "P2", "amount": "45.00"}],
    }


def test_round_trip_keeps_everything() -> None:
    rules = RuleSet.preset("classic-royalties").with_options(surrender_fee="2.5", scoop_bonus=4)
    session = Session("Round trip", ["Ann", "Bob", "Cy"], rules, date=datetime.date(2025, 11, 28),
                      unit_value="0.25", currency="GBP", first_dealer="Bob", bankrolls={"Cy": "40.00"})
    deal = {"players": [p for p in four(("Ann", "Bob", "Cy", "Dee"))["players"] if p["name"] != "Dee"]}
    session.add_hand(deal)
    session.add_hand({"players": [{"name": "Ann", "surrender": True}, *deal["players"][1:]]}, unit_value="1")
    data = session.to_json()
    assert data["rules"]["surrender_fee"] == 2.5 and data["bankrolls"] == {"Cy": "40.00"}
    again = Session.from_json(json.loads(json.dumps(data)))
    assert again.to_json() == data
    assert again.summary_json() == session.summary_json()
    assert again.rules == rules and again.first_dealer == "Bob" and again.date == datetime.date(2025, 11, 28)
    assert [h.dealer for h in again.hands] == ["Bob", "Cy"]


def test_a_preset_is_written_by_name() -> None:
    assert Session("x", NAMES, "classic-2-4").to_json()["rules"] == "classic-2-4"


def test_json_numbers_are_read_as_written() -> None:
    data = friday()
    data["unit_value"] = 0.1
    data["hands"][0]["unit_value"] = 2.5
    session = Session.from_json(data)
    assert session.unit_value == Decimal("0.1") and session.hand(1).unit_value == Decimal("2.5")


def test_a_newer_version_is_refused_before_anything_else() -> None:
    data = friday()
    data["version"] = FORMAT_VERSION + 1
    data["a field from the future"] = True
    with pytest.raises(SessionError, match=r"this session file is version 2, newer than this app reads "
                                           r"\(version 1\); update the app to open it"):
        Session.from_json(data)


def bad(path: str, value: Any) -> dict[str, Any]:
    """friday() with one field changed: ``path`` like "hands.2.players.1.front"; value None deletes."""
    data = copy.deepcopy(friday())
    *parents, last = path.split(".")
    target: Any = data
    for key in parents:
        target = target[int(key)] if isinstance(target, list) else target[key]
    if value is None:
        del target[int(last) if isinstance(target, list) else last]
    else:
        target[int(last) if isinstance(target, list) else last] = value
    return data


@pytest.mark.parametrize(("data", "message"), [
    ([], "a session file must be a JSON object, not a list"),
    (bad("format", "chinese-poker-hand"), "this is not a session file: 'format' must be 'chinese-poker-session'"),
    (bad("version", "1"), "version must be a whole number from 1, not '1'"),
    (bad("owner", "me"), "the session file has an unknown field 'owner'"),
    (bad("name", None), "a session needs a name"),
    (bad("players", ["P1"]), "a session needs 2 to 4 players, not 1"),
    (bad("rules", "classic-9-9"), "rules: unknown rules preset 'classic-9-9'"),
    (bad("rules", {"method": "2-5"}), "rules: method must be one of"),
    (bad("unit_value", "five"), "unit_value must be an amount like"),
    (bad("currency", "$"), "currency must be a three-letter ISO code"),
    (bad("date", "28/11/2025"), "date must be a date like"),
    (bad("hands", "none"), "hands must be a list"),
    (bad("hands.2.players.1.front", "Ah Kc"), "hand 3: P2's front needs 3 cards, not 2"),
    (bad("hands.1.players.0.middle", "9s 9d 4h 4c 7x"), "hand 2: P1's middle: card 5 '7x' cannot be read"),
    (bad("hands.0.players.3.name", "Zed"), r"hand 1: the hand's players \(P1, P2, P3, Zed\) are not the session's"),
    (bad("hands.0.dealer", "Zed"), "hand 1: the dealer 'Zed' is not one of the players"),
    (bad("hands.1.unit_value", "-5"), "hand 2: unit_value must be an amount of 0 or more"),
    (bad("hands.2.seat", 3), "hand 3: unknown field 'seat'"),
    (bad("hands.0.players.0.front", "Ah Kc 6d"), "hand 1: Ah is used in P1's front and in P2's front"),
    (bad("hands.1", []), "hand 2: must be an object with 'players'"),
])
def test_bad_files_are_refused_with_the_field_at_fault(data: Any, message: str) -> None:
    with pytest.raises(SessionError, match=message):
        Session.from_json(data)


def test_write_session_file_replaces_the_target_whole(tmp_path: Path) -> None:
    target = tmp_path / "friday.json"
    target.write_text("old", encoding="utf-8")
    session = Session.from_json(friday())
    session.to_file(target)
    assert json.loads(target.read_text(encoding="utf-8")) == session.to_json()
    assert [p.name for p in tmp_path.iterdir()] == ["friday.json"]


def test_scorekeeper_session_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(friday()), encoding="utf-8")
    assert main(["session", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == Session.from_json(friday()).summary_json()
    path.write_text(json.dumps(bad("hands.2.players.1.front", "Ah Kc")), encoding="utf-8")
    assert main(["session", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "scorekeeper: Hand 3: P2's front needs 3 cards, not 2.\n"


def test_a_session_reads_and_writes_its_own_file(tmp_path: Path) -> None:
    """Issue 30: ``Session.from_file`` and ``session.to_file``, the public route to the session file."""
    source = tmp_path / "friday.json"
    source.write_text(json.dumps(friday()), encoding="utf-8")
    session = Session.from_file(source)
    assert session.net_units() == {"P1": 12, "P2": 28, "P3": -25, "P4": -15}  # as read by the test above
    session.to_file(tmp_path / "saved.json")
    saved = json.loads((tmp_path / "saved.json").read_text(encoding="utf-8"))
    assert saved == session.to_json() and saved["hands"][2]["dealer"] == "P3"
    assert Session.from_file(str(tmp_path / "saved.json")).summary_json() == session.summary_json()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["friday.json", "saved.json"]  # no temporary file left


def test_a_file_that_cannot_be_read_is_refused_in_one_sentence(tmp_path: Path) -> None:
    from scorekeeper.errors import InvalidFile

    with pytest.raises(InvalidFile, match=r"^cannot read .*missing\.json: No such file or directory$"):
        Session.from_file(tmp_path / "missing.json")
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({**friday(), "version": FORMAT_VERSION + 1}), encoding="utf-8")
    with pytest.raises(SessionError, match="newer than this app reads"):
        Session.from_file(newer)
