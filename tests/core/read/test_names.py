"""Names are plain text on one line: control characters, separators, bidirectional overrides and unpaired
surrogates are refused with one sentence naming the field, at every door (issue 29 item 3).

One check (``scorekeeper.read.limits.verify_text``) serves the API, the session file, the hand file, the
CLI and the app (the app's doors are in tests/ui/test_names_app.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli import main
from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.players import list_players, rename_player
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from tests.deals import FOUR, board

BAD = [("Ann\x1b[31mRED", "a control character (U+001B)"),
       ("Ann\x00", "a control character (U+0000)"),
       ("Ann\nBob pays 0", "a control character (U+000A)"),
       ("Ann\tB", "a control character (U+0009)"),
       ("Ann\x85B", "a control character (U+0085)"),
       ("Ann\u2028Bob", "a control character (U+2028)"),
       ("Ann\u202eboB", "a control character (U+202E)")]
ONE_LINE = "; a name is plain text on one line"
SURROGATE = ("Ann\ud800", "an unpaired surrogate (U+D800), which is not text")


def refusal(what: str, why: str) -> str:
    return f"{what} holds {why}" + ("" if why.endswith("text") else ONE_LINE)


@pytest.mark.parametrize(("name", "why"), [*BAD, SURROGATE])
def test_the_api_refuses_the_name_naming_the_field(name: str, why: str) -> None:
    with pytest.raises(ScorekeeperError) as e:
        Session("Friday", ["Bob", name], "classic-1-6")
    assert str(e.value) == refusal("player 2's name", why)
    with pytest.raises(ScorekeeperError) as e:
        Session(f"Friday {name}", ["Bob", "Cy"], "classic-1-6")
    assert str(e.value) == refusal("the session's name", why)
    session = Session("Friday", ["Bob", "Cy"], "classic-1-6")
    with pytest.raises(ScorekeeperError) as e:
        session.rename(name)
    assert str(e.value) == refusal("the session's name", why)
    assert session.name == "Friday"


@pytest.mark.parametrize(("name", "why"), [BAD[0], BAD[2], SURROGATE])
def test_a_hand_file_refuses_the_name(name: str, why: str) -> None:
    players = [{"name": name if n == "P3" else n, **board(*rows)} for n, rows in FOUR.items()]
    with pytest.raises(ScorekeeperError) as e:
        deal_from_json({"players": players}, RuleSet())
    assert str(e.value) == refusal("player 3's name", why)


def session_file(name: str) -> dict[str, Any]:
    return {"format": "chinese-poker-session", "version": 1, "name": "Friday", "players": ["Ann", name],
            "rules": "classic-1-6"}


@pytest.mark.parametrize(("name", "why"), [BAD[0], BAD[1], SURROGATE])
def test_an_imported_session_file_is_refused_and_nothing_is_stored(tmp_path: Path, name: str, why: str) -> None:
    raw = json.dumps(session_file(name))  # JSON's "\\ud800" escape reads as a lone surrogate
    with pytest.raises(ScorekeeperError) as e:
        Session.from_json(json.loads(raw))
    assert str(e.value) == refusal("player 2's name", why)
    with Store(tmp_path / "store.sqlite3") as store:
        with pytest.raises(ScorekeeperError) as e:
            store.import_session(json.loads(raw))
        assert store.list_sessions() == []


@pytest.mark.parametrize(("name", "why"), [BAD[0], BAD[2], SURROGATE])
def test_the_cli_says_one_sentence_and_prints_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     name: str, why: str) -> None:
    path = tmp_path / "night.json"
    path.write_text(json.dumps(session_file(name)), encoding="utf-8")
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps({"players": [{"name": name if n == "P1" else n, **board(*rows)}
                                            for n, rows in FOUR.items()]}), encoding="utf-8")
    assert main(["session", str(path)]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "scorekeeper: P" + refusal("player 2's name", why)[1:] + ".\n")
    assert main(["score", str(hand)]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "scorekeeper: P" + refusal("player 1's name", why)[1:] + ".\n")


def test_renaming_a_player_of_the_group_refuses_the_name(tmp_path: Path) -> None:
    with Store(tmp_path / "store.sqlite3") as store:
        store.create(Session("Friday", ["Ann", "Bob"], "classic-1-6"))
        with pytest.raises(ScorekeeperError) as e:
            rename_player(store, list_players(store)[0].id, "Ann\x1b[2J")
        assert str(e.value) == refusal("the player's name", "a control character (U+001B)")
        assert store.open(store.list_sessions()[0].id).players == ("Ann", "Bob")


def test_names_in_every_language_and_emoji_sequences_stay_welcome() -> None:
    names = ["Nguyễn Văn Đức", "陈小明", "علي", "👨\u200d👩\u200d👧 Fam"]
    assert Session("Friday", names, "classic-1-6").players == tuple(names)
