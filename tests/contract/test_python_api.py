"""FORMAT.md "Python API": one test per line, through ``from scorekeeper import ...`` only."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from scorekeeper import RuleSet, Session, Store, evaluate, parse_cards, score_deal, solve

F_UNITS = {  # RULES F, four players
    "classic-1-1-1": {"P1": 0, "P2": 6, "P3": -7, "P4": 1},
    "classic-2-4": {"P1": -1, "P2": 9, "P3": -10, "P4": 2},
    "classic-1-6": {"P1": 3, "P2": 9, "P3": -13, "P4": 1},
}


def test_the_api_imports_from_the_package_without_qt() -> None:
    """``from scorekeeper import parse_cards, evaluate, RuleSet, score_deal, solve, Session, Store`` (no Qt)."""
    code = ("import json, sys\n"
            "from scorekeeper import parse_cards, evaluate, RuleSet, score_deal, solve, Session, Store\n"
            "import scorekeeper\n"
            "evaluate(parse_cards('As Ad 6c'))\n"
            "print(json.dumps([dir(scorekeeper), sorted(m for m in sys.modules if m.split('.')[0] in "
            "('PySide6', 'shiboken6', 'scorekeeper_app'))]))\n")
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    names, qt = json.loads(child.stdout)
    assert qt == []
    assert {"parse_cards", "evaluate", "RuleSet", "score_deal", "solve", "Session", "Store", "DealResult"} <= set(names)


def test_parse_cards_reads_compact_text_and_ten_as_10() -> None:
    """``parse_cards("AsKd10h") -> tuple[Card, ...]``."""
    cards = parse_cards("AsKd10h")
    assert isinstance(cards, tuple)
    assert [str(c) for c in cards] == ["As", "Kd", "Th"]
    assert cards == parse_cards("As Kd Th")


def test_evaluate_is_totally_ordered_and_reads_3_cards_as_a_front_and_5_as_a_back() -> None:
    """``evaluate(cards, row=None, rules=RuleSet.preset("classic-1-6")) -> HandValue``: totally ordered."""
    assert evaluate(parse_cards("As Ad 6c")) == evaluate("As Ad 6c", "front")  # no row: 3 cards are a front
    assert evaluate("Qh Jd Tc 9h 8s") == evaluate("Qh Jd Tc 9h 8s", "back")  # 5 cards a back
    assert evaluate("As Ad 6c") > evaluate("Ks Kd Ac") > evaluate("As Kd Qc")
    assert evaluate("Ah Kh Qh Jh 9h") == evaluate("As Ks Qs Js 9s")  # RULES F: suits never break a tie
    wheel, six = evaluate("As 2d 3h 4c 5s"), evaluate("2c 3c 4d 5h 6s")
    assert wheel < six < evaluate("As Kd Qh Jc Ts")  # RULES F under wheel: low (classic-1-6)
    rows = [evaluate(cards, row, RuleSet.preset("classic-1-6")) for rows in FOUR_ROWS for row, cards in rows]
    assert sorted(rows) == sorted(rows, reverse=True)[::-1]  # any two values compare
    assert evaluate("5c 6d 7h 8s 9c", "middle") == evaluate("5d 6h 7s 8c 9d", "back")  # RULES F8: equal


FOUR_ROWS = [list(zip(("front", "middle", "back"), rows, strict=True)) for rows in (
    ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"), ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"))]


@pytest.mark.parametrize("preset", sorted(F_UNITS))
def test_score_deal_scores_a_hand_file_under_the_rules(deal: Callable[..., dict[str, Any]], preset: str) -> None:
    """``score_deal(deal_json_or_objects, rules) -> DealResult``: RULES F's four-player table."""
    result = score_deal(deal(preset), RuleSet.preset(preset))
    assert dict(result.units) == F_UNITS[preset]
    assert sum(result.units.values()) == 0
    surrendered = score_deal(deal("classic-2-4", P3={"surrender": True}), RuleSet.preset("classic-2-4"))
    assert dict(surrendered.units) == {"P1": -3, "P2": 7, "P3": -6, "P4": 2}  # RULES F, P3 surrenders (fee 2)


def test_deal_result_to_json_is_what_scorekeeper_score_prints(deal: Callable[..., dict[str, Any]], scorekeeper_cli,
                                                               write_json) -> None:  # type: ignore[no-untyped-def]
    """``DealResult.to_json() -> dict``: the result JSON, exactly what ``scorekeeper score`` prints."""
    hand = deal({"preset": "classic-1-6", "surrender_fee": "1/3"}, P3={"surrender": True})
    out = score_deal(hand).to_json()  # the rules are the hand file's
    assert out["units"] == {"P1": -2.6667, "P2": 3.3333, "P3": -1, "P4": 0.3333}  # RULES F surrender, fee 1/3
    printed = scorekeeper_cli("score", write_json("hand.json", hand))
    assert (printed.returncode, printed.stderr) == (0, "")
    assert json.loads(printed.stdout) == out == json.loads(json.dumps(out))
    assert out["players"]["P3"]["surrendered"] is True
    assert [p["players"] for p in out["pairs"]][:3] == [["P1", "P2"], ["P1", "P3"], ["P1", "P4"]]


def test_solve_gives_the_best_settings_first_with_cards_in_rows() -> None:
    """``solve(cards, rules, top=1) -> list[Setting]``: best first; ``.front .middle .back`` are cards."""
    cards = parse_cards("7s 7h 7d 4c 4d 4h Ks Kd 9s 9h 9d 9c 2s")  # RULES F's royalty hand X
    (best,) = solve(cards, RuleSet.preset("classic-royalties"))
    assert (best.front, best.middle, best.back) == (parse_cards("7s 7h 7d"), parse_cards("4h 4d 4c Ks Kd"),
                                                    parse_cards("9s 9h 9d 9c 2s"))
    assert tuple(best.royalties) == (3, 2, 4)  # RULES F: royalties 3, 2, 4
    three = solve(cards, RuleSet.preset("classic-royalties"), top=3)
    assert three[0] == best and len(three) == 3
    assert [s.expected_units for s in three] == sorted((s.expected_units for s in three), reverse=True)
    for setting in three:
        assert sorted(map(str, (*setting.front, *setting.middle, *setting.back))) == sorted(map(str, cards))
        assert evaluate(setting.back) >= evaluate(setting.middle)


def test_a_session_adds_hands_and_ranks_its_players(deal: Callable[..., dict[str, Any]]) -> None:
    """``Session(name, players, rules, unit_value=..., currency=...)``: ``.add_hand(deal) .hand_count .standings()``."""
    session = Session("Friday game", ["P1", "P2", "P3", "P4"], RuleSet.preset("classic-1-6"), unit_value="5.00",
                      currency="USD")
    session.add_hand(deal())
    session.add_hand(deal())
    assert session.hand_count == 2
    standings = session.standings()  # best first; fields as ``scorekeeper session`` names them
    assert [(s.player, s.units, s.money) for s in standings] == [
        ("P2", 18, Decimal("90.00")), ("P1", 6, Decimal("30.00")), ("P4", 2, Decimal("10.00")),
        ("P3", -26, Decimal("-130.00"))]


def test_a_session_reads_and_writes_its_file(tmp_path: Path, session_file, scorekeeper_cli,  # type: ignore[no-untyped-def]
                                            write_json) -> None:
    """``Session.from_file(path) -> Session; session.to_file(path)``: the session file, as the CLI reads it."""
    source = write_json("friday.json", session_file())
    session = Session.from_file(source)
    assert (session.name, session.hand_count) == ("Friday game", 2)
    assert [(s.player, s.units) for s in session.standings()] == [("P1", 12), ("P4", 2), ("P2", -5), ("P3", -9)]
    session.to_file(tmp_path / "saved.json")
    saved = json.loads((tmp_path / "saved.json").read_text(encoding="utf-8"))
    assert (saved["format"], saved["version"]) == ("chinese-poker-session", 1)
    assert saved["players"] == ["P1", "P2", "P3", "P4"]
    first, again = (scorekeeper_cli("session", path) for path in (source, tmp_path / "saved.json"))
    assert first.returncode == again.returncode == 0
    assert first.stdout == again.stdout
    assert Session.from_file(tmp_path / "saved.json").hand_count == 2


def test_a_store_keeps_sessions_and_opens_them_again(tmp_path: Path, deal: Callable[..., dict[str, Any]],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``Store(path=None)``: ``.create(session) -> bound Session; .list_sessions(); .open(id) -> Session``."""
    monkeypatch.setenv("CHINESE_POKER_STORE", str(tmp_path / "default.sqlite3"))
    with Store() as store:  # path None: $CHINESE_POKER_STORE
        bound = store.create(Session("Friday game", ["P1", "P2", "P3", "P4"], RuleSet.preset("classic-2-4")))
        bound.add_hand(deal("classic-2-4"))  # written through to the store
        (listed,) = store.list_sessions()
        assert (listed.name, listed.hands) == ("Friday game", 1)
    assert (tmp_path / "default.sqlite3").exists()
    with Store(tmp_path / "default.sqlite3") as store:
        (listed,) = store.list_sessions()
        opened = store.open(listed.id)
        assert opened.hand_count == 1
        assert [(s.player, s.units) for s in opened.standings()] == [("P2", 9), ("P4", 2), ("P1", -1), ("P3", -10)]
