"""The session store: write-through, several sessions, migrations, refusing what it must not touch."""

from __future__ import annotations

import datetime
import hashlib
import json
import random
import sqlite3
import tempfile
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.errors import SessionError, StoreError
from scorekeeper.night import scoring_key
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import ENV_VAR, SCHEMA_VERSION, default_store_path
from scorekeeper.rules import RuleSet
from tests.core.night.test_session import NAMES, P4_FOUL, check_from_scratch, four, operations, run_operation
from tests.session_helper import random_hand


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def same_session(a: Session, b: Session) -> None:
    """Everything the user can see is equal: settings, every hand as entered, units, standings."""
    assert a.to_json() == b.to_json()
    assert a.summary_json() == b.summary_json()
    assert a.standings() == b.standings()
    assert [dict(h.units) for h in a.hands] == [dict(h.units) for h in b.hands]
    assert [dict(h.fantasyland) for h in a.hands] == [dict(h.fantasyland) for h in b.hands]


def reopened(path: Path, session_id: int) -> Session:
    store = Store(path)
    try:
        return store.open(session_id)
    finally:
        store.close()


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "store.sqlite3")


# -- sessions in the store ---------------------------------------------------------------------------


def test_every_operation_is_written_through(store: Store) -> None:
    session = store.create(Session("Friday", NAMES, unit_value="5.00", bankrolls={"P1": "200"},
                                   date=datetime.date(2025, 11, 28)))
    assert session.store_id is not None
    steps: list[Callable[[], object]] = [
        lambda: session.add_hand(four()),
        lambda: session.add_hand(four(P3={"surrender": True}), unit_value="2.50"),
        lambda: session.add_hand(four()),
        lambda: session.replace_hand(2, four(P4=P4_FOUL)),
        lambda: session.delete_hand(1),
        lambda: session.set_rules("classic-2-4"),
        lambda: session.set_unit_value("10"),
        lambda: session.rename("Saturday"),
        session.undo, session.undo, session.undo, session.undo, session.undo,
        session.redo, session.redo, session.redo,
        lambda: session.add_hand(four()),
    ]
    for step in steps:
        step()
        same_session(reopened(store.path, session.store_id), session)
    assert reopened(store.path, session.store_id).bankrolls == {"P1": Decimal(200)}


def test_sessions_list_rename_delete_undelete_and_last_opened(store: Store) -> None:
    assert store.list_sessions() == [] and store.last_opened() is None
    a = store.create(Session("Friday", NAMES, date=datetime.date(2025, 11, 28)))
    b = store.create(Session("Saturday", ["Ann", "Bob"]))
    a.add_hand(four())
    a.add_hand(four())
    listed = store.list_sessions()
    assert [(s.name, s.hands, s.players) for s in listed] == [("Friday", 2, NAMES), ("Saturday", 0, ("Ann", "Bob"))]
    assert listed[0].date == datetime.date(2025, 11, 28) and listed[0].updated is not None
    assert store.last_opened() == b.store_id
    assert b.store_id is not None and a.store_id is not None
    store.rename(b.store_id, "  Sunday ")
    other = Store(store.path)
    assert other.open(a.store_id) is other.open(a.store_id)  # one object per open session
    assert other.last_opened() == a.store_id
    store.rename(a.store_id, "Friday night")  # open in `store`: through the session, undoable
    assert a.name == "Friday night" and a.undo_text() == "Rename to 'Friday night'"
    store.delete(a.store_id)
    assert [s.name for s in store.list_sessions()] == ["Sunday"]
    assert store.last_opened() == b.store_id
    with pytest.raises(StoreError, match="is deleted; undelete it"):
        Store(store.path).open(a.store_id)
    store.undelete(a.store_id)
    assert sorted(s.name for s in store.list_sessions()) == ["Friday night", "Sunday"]
    assert Store(store.path).open(a.store_id).hand_count == 2
    with pytest.raises(StoreError, match="there is no session 99"):
        store.delete(99)
    with pytest.raises(SessionError, match="needs a name"):
        store.rename(b.store_id, " ")


def test_create_stores_a_session_with_hands_and_leaves_the_original(store: Store) -> None:
    loose = Session("Loose", NAMES)
    loose.add_hand(four())
    bound = store.create(loose)
    assert bound is not loose and loose.store_id is None and not bound.can_undo()
    same_session(bound, loose)
    bound.add_hand(four())
    assert loose.hand_count == 1


def test_failed_write_changes_nothing(store: Store) -> None:
    """A statement failing inside the transaction rolls back the ones before it (STYLE: one per action)."""
    session = store.create(Session("x", NAMES))
    session.add_hand(four())
    before = session.summary_json()
    # The last statement of every write (the session's "updated" time) fails after the hand rows changed.
    with sqlite3.connect(store.path) as other:
        other.execute("CREATE TRIGGER refuse AFTER UPDATE OF updated ON sessions"
                      " BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    other.close()
    with pytest.raises(StoreError, match="disk full"):
        session.add_hand(four())
    assert store._conn.execute("SELECT COUNT(*) FROM hands").fetchone() == (1,)
    with pytest.raises(StoreError, match="disk full"):
        session.undo()
    assert store._conn.execute("SELECT number FROM hands").fetchall() == [(1,)]
    assert not store._conn.in_transaction
    assert session.summary_json() == before and session.undo_text() == "Add hand 1"
    with sqlite3.connect(store.path) as other:
        other.execute("DROP TRIGGER refuse")
    other.close()
    session.add_hand(four())  # the store still takes writes
    assert session.hand_count == 2
    same_session(reopened(store.path, session.store_id or 0), session)


def test_store_path_from_the_environment_and_the_platform(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import platformdirs

    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env" / "mine.sqlite3"))
    assert default_store_path() == tmp_path / "env" / "mine.sqlite3"
    with Store() as store:
        assert store.path == tmp_path / "env" / "mine.sqlite3" and store.path.exists()
    with Store(tmp_path / "explicit.sqlite3") as store:  # an explicit path wins over the variable
        assert store.path == tmp_path / "explicit.sqlite3"
    monkeypatch.delenv(ENV_VAR)
    assert default_store_path() == platformdirs.user_data_path("chinese-poker-scorekeeper") / "sessions.sqlite3"


def test_wal_and_full_sync(store: Store) -> None:
    assert store._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_import_checks_everything_before_writing(store: Store) -> None:
    data = Session("x", NAMES).to_json()
    data["hands"] = [{"players": four()["players"]} for _ in range(3)]
    data["hands"][2]["players"][1]["front"] = "Ah Kc"
    with pytest.raises(SessionError, match="hand 3: P2's front needs 3 cards, not 2"):
        store.import_session(data)
    assert store.list_sessions() == []
    assert store._conn.execute("SELECT count(*) FROM hands").fetchone()[0] == 0
    data["hands"][2]["players"][1]["front"] = "Ah Kc 6d"
    session = store.import_session(data)
    assert session.hand_count == 3 and store.list_sessions()[0].hands == 3


def test_a_session_with_a_hand_missing_is_reported(store: Store) -> None:
    session = store.create(Session("Gappy", NAMES))
    for _ in range(3):
        session.add_hand(four())
    store._conn.execute("DELETE FROM hands WHERE number = 2")
    with pytest.raises(StoreError, match=r"session 1 \(Gappy\) in .* has hands missing: its hands are not "
                                         r"numbered 1 to 2"):
        Store(store.path).open(1)


# -- the units cache -----------------------------------------------------------------------------------


def test_cached_units_are_used_only_under_the_same_key(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    session = store.create(Session("x", NAMES))
    session.add_hand(four())
    session.add_hand(four(P3={"surrender": True}))
    sid = session.store_id or 0
    # A cache that lies under the right key is believed (that is what makes reopening fast) ...
    cache = json.loads(store._conn.execute("SELECT scored FROM hands WHERE number = 1").fetchone()[0])
    cache["u"] = {"P1": "100", "P2": "-100", "P3": "0", "P4": "0"}
    store._conn.execute("UPDATE hands SET scored = ? WHERE number = 1", (json.dumps(cache),))
    assert reopened(store.path, sid).hand(1).units["P1"] == 100
    # ... but new scoring code changes every key, so the hands are scored again and the cache rewritten.
    monkeypatch.setattr(scoring_key, "_FINGERPRINT", "new code")
    assert reopened(store.path, sid).hand(1).units["P1"] == 3
    monkeypatch.undo()
    # A damaged cache is just scored again.
    store._conn.execute("UPDATE hands SET scored = '{not json'")
    fresh = reopened(store.path, sid)
    same_session(fresh, session)
    assert json.loads(store._conn.execute("SELECT scored FROM hands WHERE number = 2").fetchone()[0])["u"] == {
        "P1": "-1", "P2": "5", "P3": "-6", "P4": "2"}


# -- what the store must refuse -------------------------------------------------------------------------


def test_a_newer_store_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite3"
    with Store(path) as store:
        store.create(Session("x", NAMES)).add_hand(four())
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = digest(path)
    with pytest.raises(StoreError, match=rf"newer version of the app \(schema {SCHEMA_VERSION + 1}; this app "
                                         rf"knows up to {SCHEMA_VERSION}\); it was left as it is"):
        Store(path)
    assert digest(path) == before
    # Only the lock file of the first open lies beside it (it stays, empty of meaning once unlocked).
    assert sorted(p.name for p in tmp_path.iterdir()) == ["newer.sqlite3", "newer.sqlite3.lock"]


def test_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "sessions.sqlite3"
    path.write_bytes(b"These are my poker notes, not a database.\n" * 200)
    before = digest(path)
    with pytest.raises(StoreError, match=rf"the session store {path} is damaged or not a database"):
        Store(path)
    assert digest(path) == before
    fresh = Store.start_fresh(path)
    assert fresh.moved_aside is not None and fresh.moved_aside.name.startswith("sessions.sqlite3.corrupt-")
    assert digest(fresh.moved_aside) == before  # kept, byte for byte
    fresh.create(Session("new", NAMES)).add_hand(four())
    assert [s.name for s in Store(path).list_sessions()] == ["new"]


def test_a_damaged_database(tmp_path: Path) -> None:
    path = tmp_path / "sessions.sqlite3"
    with Store(path) as store:
        session = store.create(Session("x", NAMES))
        for seed in range(60):
            session.add_hand(random_hand(random.Random(seed), NAMES))
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    data[3 * page:5 * page] = random.Random(1).randbytes(2 * page)
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError, match=rf"the session store {path} is damaged"):
        Store(path)
    assert path.read_bytes() == bytes(data)
    fresh = Store.start_fresh(path)
    assert fresh.moved_aside is not None and fresh.moved_aside.read_bytes() == bytes(data)
    assert fresh.list_sessions() == []
    again = Store.start_fresh(path)  # a second move in the same second does not overwrite the first
    assert again.moved_aside is not None and again.moved_aside != fresh.moved_aside
    assert fresh.moved_aside.read_bytes() == bytes(data)


def test_an_sqlite_database_of_another_program(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(StoreError, match="is an SQLite database but not a Chinese Poker session store"):
        Store(path)
    assert digest(path) == before


# -- migrations ----------------------------------------------------------------------------------------

V1_SCHEMA = """
PRAGMA application_id = 1129337672;
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, date TEXT NOT NULL, players TEXT NOT NULL,
    rules TEXT NOT NULL, unit_value TEXT NOT NULL, currency TEXT NOT NULL, first_dealer TEXT NOT NULL,
    deleted INTEGER NOT NULL DEFAULT 0, opened TEXT);
CREATE TABLE hands (
    session_id INTEGER NOT NULL REFERENCES sessions(id), number INTEGER NOT NULL, dealer TEXT NOT NULL,
    unit_value TEXT NOT NULL, deal TEXT NOT NULL, PRIMARY KEY (session_id, number)) WITHOUT ROWID;
PRAGMA user_version = 1;
"""


def test_migrating_a_version_1_store(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(V1_SCHEMA)
    conn.execute("INSERT INTO sessions VALUES (1, 'Old game', '2024-06-01', ?, ?, '5.00', 'EUR', 'P2', 0,"
                 " '2024-06-01T21:00:00+00:00')", (json.dumps(NAMES), json.dumps("classic-2-4")))
    conn.execute("INSERT INTO sessions VALUES (2, 'Gone', '2024-06-02', '[\"A\", \"B\"]', '\"classic-1-6\"',"
                 " '1', 'USD', 'A', 1, NULL)")
    for number, (dealer, deal) in enumerate([("P2", four()), ("P3", four(P3={"surrender": True}))], start=1):
        conn.execute("INSERT INTO hands VALUES (1, ?, ?, '5.00', ?)",
                     (number, dealer, json.dumps({**deal, "dealer": dealer})))
    conn.commit()
    conn.close()

    store = Store(path)
    assert store.schema_version() == SCHEMA_VERSION == 4
    columns = {row[1] for row in store._conn.execute("PRAGMA table_info(sessions)")}
    assert {"bankrolls", "updated"} <= columns
    [info] = store.list_sessions()
    assert (info.id, info.name, info.hands, info.date) == (1, "Old game", 2, datetime.date(2024, 6, 1))
    assert info.updated == datetime.datetime(2024, 6, 1, 21, tzinfo=datetime.UTC)
    session = store.open(1)
    assert session.rules == RuleSet.preset("classic-2-4") and session.currency == "EUR"
    assert session.bankrolls is None
    assert [h.dealer for h in session.hands] == ["P2", "P3"] and session.next_dealer() == "P4"
    assert session.net_units() == {"P1": -1 - 3, "P2": 9 + 7, "P3": -10 - 6, "P4": 2 + 2}
    assert session.summary_json()["standings"][0] == {"player": "P2", "units": 16, "money": "80.00"}
    session.add_hand(four())  # the migrated store is written with the new schema
    assert reopened(path, 1).hand_count == 3
    store.undelete(2)
    assert reopened(path, 2).players == ("A", "B")


def test_a_new_store_is_created_at_the_current_version(tmp_path: Path) -> None:
    with Store(tmp_path / "deep" / "folder" / "s.sqlite3") as store:
        assert store.schema_version() == SCHEMA_VERSION
        assert store._conn.execute("PRAGMA application_id").fetchone()[0] == 0x43505348


# -- hypothesis: the store reopened equals the session in memory ------------------------------------


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), operations)
def test_random_operations_survive_reopening(seats: int, ops: list[tuple[Any, ...]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "s.sqlite3"
        store = Store(path)
        session = store.create(Session("Friday", NAMES[:seats]))
        memory = Session("Friday", NAMES[:seats])
        sid = session.store_id
        assert sid is not None
        for op in ops:
            run_operation(session, op)
            run_operation(memory, op)
            check_from_scratch(session)
            same_session(session, memory)
            same_session(reopened(path, sid), session)
        store.close()
