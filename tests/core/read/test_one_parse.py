"""A hand is read once where it enters and scored once (issue 17 point 2): counted, not assumed."""

from __future__ import annotations

import json
import sqlite3
from decimal import Decimal
from typing import Any

import pytest

from scorekeeper import Session
from scorekeeper.night.hands import same_deal
from scorekeeper.night.store import Store
from scorekeeper.read.deal import Deal
from tests.counting import count_calls
from tests.deals import FOUR, board

NAMES = ("P1", "P2", "P3", "P4")


def four() -> dict[str, Any]:
    """The four-player deal of RULES F (1-6: +3, +9, -13, +1)."""
    return {"players": [{"name": n, **board(*rows)} for n, rows in zip(NAMES, FOUR.values(), strict=True)]}


def test_one_add_through_the_public_api_reads_the_deal_once(monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session("Friday", NAMES, "classic-1-6")
    parses = count_calls(monkeypatch, "scorekeeper.read.hand_file", "deal_from_json")
    scores = count_calls(monkeypatch, "scorekeeper.score.scorer", "score_deal")
    session.add_hand(four())
    assert (len(parses), len(scores)) == (1, 1)
    assert [session.hand(1).units[n] for n in NAMES] == [3, 9, -13, 1]  # RULES F, classic 1-6
    session.hand(1).result  # noqa: B018  (kept from the add: reading it scores nothing)
    assert len(scores) == 1


def test_verify_then_add_as_the_app_scores_reads_once_and_scores_once(monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session("Friday", NAMES, "classic-1-6")
    parses = count_calls(monkeypatch, "scorekeeper.read.hand_file", "deal_from_json")
    scores = count_calls(monkeypatch, "scorekeeper.score.scorer", "score_deal")
    prepared = session.verify_hand(four())  # the app's Score: verify, ask about a double entry, then add
    assert same_deal(prepared.deal, session.hands) is None
    assert prepared.result.units == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}  # RULES F
    session.add_hand(prepared)
    assert (len(parses), len(scores)) == (1, 1)
    assert session.hand(1).deal is prepared.deal


def test_a_prepared_hand_given_after_the_session_changed_is_scored_again_not_read_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session("Friday", NAMES, "classic-1-6")
    prepared = session.verify_hand(four())
    session.add_hand(four())  # hand 1 dealt by P1: the prepared hand was for hand 1 too
    parses = count_calls(monkeypatch, "scorekeeper.read.hand_file", "deal_from_json")
    scores = count_calls(monkeypatch, "scorekeeper.score.scorer", "score_deal")
    session.add_hand(prepared)
    assert (len(parses), len(scores)) == (0, 1)
    assert session.hand(2).dealer == "P2"  # RULES E1: the button moved; the stale preparation is not reused
    with pytest.raises(Exception, match="there is no hand 3"):
        session.replace_hand(3, prepared)


def test_a_stored_hand_is_read_once_on_reopen_and_its_cache_keyed_by_the_typed_deal(
        tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.sqlite3"
    store = Store(path)
    session_id = store.create(Session("Friday", NAMES, "classic-1-6")).store_id
    assert session_id is not None
    store.open(session_id).add_hand(four())
    store.close()
    with sqlite3.connect(path) as conn:  # the same deal written otherwise (spacing, key order)
        text = conn.execute("SELECT deal FROM hands").fetchone()[0]
        spaced = json.dumps(json.loads(text), indent=2, sort_keys=True).replace("Qs Qd", "Qs  Qd")
        conn.execute("UPDATE hands SET deal = ?", (spaced,))
    conn.close()
    parses = count_calls(monkeypatch, "scorekeeper.read.hand_file", "deal_from_json")
    scores = count_calls(monkeypatch, "scorekeeper.score.scorer", "score_deal")
    store = Store(path)
    hand = store.open(session_id).hand(1)
    assert (len(parses), len(scores)) == (1, 0)  # read once; the cached units still match the typed deal
    assert [hand.units[n] for n in NAMES] == [3, 9, -13, 1]  # RULES F
    assert isinstance(hand.deal, Deal) and hand.deal.dealer == "P1"
    store.close()


def test_a_prepared_hand_keeps_its_unit_value_unless_add_names_another(monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session("Friday", NAMES, "classic-1-6", unit_value="1.00")
    prepared = session.verify_hand(four(), "5.00")
    scores = count_calls(monkeypatch, "scorekeeper.score.scorer", "score_deal")
    session.add_hand(prepared)
    assert (session.hand(1).unit_value, len(scores)) == (Decimal("5.00"), 0)
    assert session.hand(1).money("P2") == Decimal("45.00")  # RULES F: +9 units at 5.00
    other = Session("Friday", NAMES, "classic-1-6", unit_value="1.00")
    prepared = other.verify_hand(four(), "5.00")
    other.add_hand(prepared, "5")  # a unit named at add (even an equal amount): prepared again, as given
    assert (str(other.hand(1).unit_value), len(scores)) == ("5", 2)  # scored at verify, and again at add


def stored_session(path: Any, hands: int) -> int:
    """A store at ``path`` with one session of ``hands`` RULES F deals; returns its id."""
    store = Store(path)
    session = store.create(Session("Friday", NAMES, "classic-1-6"))
    for _ in range(hands):
        session.add_hand(four())
    assert session.store_id is not None
    store.close()
    return session.store_id


def test_a_stored_hand_reopens_unread_and_is_read_once_when_first_shown(
        tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17 point 6: reopening reads no deal whose cache was written for exactly its text."""
    session_id = stored_session(tmp_path / "s.sqlite3", 3)
    parses = count_calls(monkeypatch, "scorekeeper.read.hand_file", "deal_from_json")
    scores = count_calls(monkeypatch, "scorekeeper.score.scorer", "score_deal")
    store = Store(tmp_path / "s.sqlite3")
    session = store.open(session_id)
    assert (len(parses), len(scores)) == (0, 0)
    assert [session.net_units()[n] for n in NAMES] == [9, 27, -39, 3]  # RULES F three times
    assert [session.hand(2).units[n] for n in NAMES] == [3, 9, -13, 1]
    assert session.hand(2).deal.dealer == "P2"  # RULES E1: the button moved once
    assert session.hand(2).deal is session.hand(2).deal
    assert (len(parses), len(scores)) == (1, 0)  # one stored row became a Deal once, when first asked for
    assert session.hand(2).result.units == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    assert (len(parses), len(scores)) == (1, 1)
    store.close()


def test_a_stored_deal_changed_outside_the_app_is_read_and_scored_again_on_reopen(tmp_path) -> None:
    """The cache names the deal text it was written for: another text is never taken on trust."""
    path = tmp_path / "s.sqlite3"
    session_id = stored_session(path, 2)
    with sqlite3.connect(path) as conn:  # hand 2: P1 and P2 swap their cards
        text = conn.execute("SELECT deal FROM hands WHERE number = 2").fetchone()[0]
        deal = json.loads(text)
        first, second = deal["players"][0]["name"], deal["players"][1]["name"]
        deal["players"][0]["name"], deal["players"][1]["name"] = second, first
        conn.execute("UPDATE hands SET deal = ? WHERE number = 2", (json.dumps(deal),))
    conn.close()
    store = Store(path)
    session = store.open(session_id)
    assert [session.hand(1).units[n] for n in NAMES] == [3, 9, -13, 1]  # RULES F
    assert [session.hand(2).units[n] for n in NAMES] == [9, 3, -13, 1]  # the swapped cards, scored afresh
    store.close()
