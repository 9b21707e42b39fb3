"""Players as people across sessions: the migration that links seats, rename and merge with exact undo."""

from __future__ import annotations

import datetime
import json
import sqlite3
from fractions import Fraction
from pathlib import Path

import pytest

from scorekeeper.errors import SessionError, StoreError
from scorekeeper.night.players import apply_edit, list_players, merge_players, player_names, rename_player
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import SCHEMA_VERSION
from tests.core.night.test_session import four
from tests.core.night.test_store import V1_SCHEMA


def night(store: Store, names: tuple[str, ...], day: int, hands: int = 1) -> Session:
    session = store.create(Session(f"Night {day}", names, date=datetime.date(2026, 9, day)))
    for _ in range(hands):
        session.add_hand(four(names))
    return session


def units_everywhere(store: Store) -> list[tuple[int, int, tuple[Fraction, ...]]]:
    """Every stored hand's units seat by seat, read by opening its session: what rename and merge never change."""
    out = []
    for (sid,) in store._conn.execute("SELECT id FROM sessions WHERE deleted = 0 ORDER BY id").fetchall():
        session = store.open(sid)
        out += [(sid, hand.number, tuple(hand.units[p] for p in session.players)) for hand in session.hands]
    return out


def seats(store: Store) -> list[tuple[int, int, str]]:
    return [tuple(r) for r in store._conn.execute(
        "SELECT t.session_id, t.seat, p.name FROM seats t JOIN players p ON p.id = t.player_id"
        " ORDER BY t.session_id, t.seat")]


def ids(store: Store) -> dict[str, int]:
    return {p.name: p.id for p in list_players(store)}


def test_migrating_links_every_seat_to_one_player(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(V1_SCHEMA)
    for sid, players in ((1, ["Ann", "Bob"]), (2, ["Bob", "Cy", "Ann"])):
        conn.execute("INSERT INTO sessions VALUES (?, 'Game', '2026-09-04', ?, '\"classic-1-6\"', '1', 'USD',"
                     " ?, 0, NULL)", (sid, json.dumps(players), players[0]))
    conn.commit()
    conn.close()
    with Store(path) as store:
        assert store.schema_version() == SCHEMA_VERSION == 4
        assert seats(store) == [(1, 0, "Ann"), (1, 1, "Bob"), (2, 0, "Bob"), (2, 1, "Cy"), (2, 2, "Ann")]
        assert [(p.name, p.nights) for p in list_players(store)] == [("Ann", 2), ("Bob", 2), ("Cy", 1)]
        assert player_names(store) == ["Ann", "Bob", "Cy"]


def test_a_new_session_links_known_players_and_adds_new_ones(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, ("Ann", "Bob", "Cy", "Dee"), 4, hands=0)
        night(store, ("Ann", "Bob", "Cy", "Eve"), 11, hands=0)
        assert [(p.name, p.nights) for p in list_players(store)] == [
            ("Ann", 2), ("Bob", 2), ("Cy", 2), ("Dee", 1), ("Eve", 1)]
        assert player_names(store) == ["Ann", "Bob", "Cy", "Dee", "Eve"]


def test_rename_changes_the_player_everywhere_and_undoes_exactly(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, ("Ann", "Bob", "Cy", "Dee"), 4, hands=2)
        night(store, ("Dee", "Ann", "Bob", "Cy"), 11, hands=1)
        hands_before, seats_before = units_everywhere(store), seats(store)
        edit = rename_player(store, ids(store)["Ann"], " Annie ")
        assert edit.text == "Rename Ann to Annie"
        assert [s for s in seats(store) if s[2] == "Annie"] == [(1, 0, "Annie"), (2, 1, "Annie")]
        assert store.open(2).players == ("Dee", "Annie", "Bob", "Cy")
        assert units_everywhere(store) == hands_before
        apply_edit(store, edit.inverse())
        assert seats(store) == seats_before and units_everywhere(store) == hands_before
        apply_edit(store, edit)  # redo
        assert "Annie" in ids(store) and "Ann" not in ids(store)


def test_rename_refuses_an_empty_or_taken_name(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, ("Ann", "Bob", "Cy", "Dee"), 4, hands=0)
        with pytest.raises(SessionError, match=r"^a player needs a name$"):
            rename_player(store, ids(store)["Ann"], "  ")
        with pytest.raises(SessionError, match=r"^Bob is already a player; merge Ann into Bob if they are the same"):
            rename_player(store, ids(store)["Ann"], "Bob")


def test_merge_moves_the_seats_and_its_inverse_moves_them_back(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, ("Ann", "Bob", "Cy", "Dee"), 4, hands=2)
        night(store, ("Anne", "Bob", "Cy", "Dee"), 11, hands=1)
        night(store, ("Bob", "Cy", "Anne", "Dee"), 18, hands=1)
        hands_before, seats_before = units_everywhere(store), seats(store)
        edit = merge_players(store, ids(store)["Ann"], ids(store)["Anne"])
        assert edit.text == "Merge Anne into Ann" and edit.seats == ((2, 0, "Anne", "Ann"), (3, 2, "Anne", "Ann"))
        assert next((p.name, p.nights) for p in list_players(store)) == ("Ann", 3)
        assert "Anne" not in ids(store)
        assert units_everywhere(store) == hands_before
        night(store, ("Anne", "Bob", "Cy", "Dee"), 25, hands=0)  # the merged name now means Ann
        assert seats(store)[-4] == (4, 0, "Ann") and "Anne" not in ids(store)
        store._conn.execute("DELETE FROM seats WHERE session_id = 4")
        store._conn.execute("DELETE FROM sessions WHERE id = 4")
        apply_edit(store, edit.inverse())
        assert seats(store) == seats_before and units_everywhere(store) == hands_before
        assert [(p.name, p.nights) for p in list_players(store)][:2] == [("Ann", 1), ("Anne", 2)]


def test_merge_refuses_two_people_who_sat_at_the_same_night(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, ("Ann", "Anne", "Cy", "Dee"), 4, hands=0)
        before = seats(store)
        with pytest.raises(SessionError, match=r"^Ann and Anne both sat at Night 4 on 2026-09-04, so they are two"):
            merge_players(store, ids(store)["Ann"], ids(store)["Anne"])
        assert seats(store) == before


def test_a_read_only_store_refuses_a_rename(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:
        night(store, ("Ann", "Bob", "Cy", "Dee"), 4, hands=0)
        ann = ids(store)["Ann"]
    with Store(path, read_only=True) as store, pytest.raises(StoreError, match="is read-only"):
        rename_player(store, ann, "Annie")
