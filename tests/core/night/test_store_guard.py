"""The store against a second copy, a read-only folder and damaged rows (issue 14, points 2, 6, 7)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from scorekeeper.errors import StoreError, StoreInUse
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

NAMES = ("Ann", "Bob", "Cy", "Dee")
SURRENDERS = {"players": [{"name": n, "surrender": True} for n in NAMES]}
HOLDER = textwrap.dedent("""
    import sys
    from scorekeeper.night.store_lock import StoreLock
    StoreLock.holder = "app"  # what the app says of itself when it starts
    from scorekeeper.night.store import Store
    store = Store(sys.argv[1])
    print("holding", flush=True)
    sys.stdin.readline()
    store.close()
""")


def stored(path: Path, hands: int = 1, name: str = "Friday") -> int:
    with Store(path) as store:
        session = store.create(Session(name, NAMES))
        for _ in range(hands):
            session.add_hand(SURRENDERS)
        assert session.store_id is not None
        return session.store_id


def test_a_second_process_is_refused_and_cannot_touch_the_first_ones_store(tmp_path: Path) -> None:
    """Two real processes: the holder keeps the store; this one is told, and writes nothing."""
    path = tmp_path / "store.sqlite3"
    session_id = stored(path, hands=2)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
        with pytest.raises(StoreInUse) as caught:
            Store(path)
        assert str(caught.value) == (f"the session store {path} is already open in another copy of the app "
                                     f"(process {holder.pid}); use that copy, or close it and start this one again")
        with pytest.raises(StoreInUse):
            Store.start_fresh(path)  # never moved aside under the other copy
        assert path.exists()
    finally:
        holder.communicate("\n", timeout=30)
    assert holder.returncode == 0
    with Store(path) as store:  # free again once the first copy has closed
        assert store.open(session_id).hand_count == 2


def test_a_killed_holder_leaves_the_store_free(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    stored(path)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
    holder.kill()
    holder.wait(timeout=30)
    with Store(path) as store:
        assert [s.name for s in store.list_sessions()] == ["Friday"]


@pytest.mark.skipif(os.name != "posix" or shutil.which("setpriv") is None, reason="needs setpriv to drop root")
def test_a_read_only_folder_opens_read_only(tmp_path: Path) -> None:
    """Run as an unprivileged user, since root may write anywhere: the store is read, and saves refused."""
    outer = Path(tempfile.mkdtemp(prefix="cpsk-"))  # pytest's own folders are private to root
    outer.chmod(0o755)
    folder = outer / "ro"
    folder.mkdir()
    path = folder / "store.sqlite3"
    stored(path, hands=3)
    folder.chmod(0o555)
    script = textwrap.dedent("""
        import sys
        from scorekeeper.errors import StoreError
        from scorekeeper.night.store import Store
        store = Store(sys.argv[1])
        print(store.read_only)
        [info] = store.list_sessions()
        session = store.open(info.id)
        print(info.name, session.hand_count)
        try:
            session.add_hand({"players": [{"name": n, "surrender": True} for n in ("Ann", "Bob", "Cy", "Dee")]})
        except StoreError as e:
            print(e)
        print(session.hand_count)
    """)
    args = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable, "-c", script, str(path)]
    if os.geteuid() != 0:
        args = args[4:]
    try:
        proc = subprocess.run(args, capture_output=True, text=True, timeout=60, check=False)
    finally:
        folder.chmod(0o755)
        shutil.rmtree(outer)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        f"the folder {folder} is read-only",
        "Friday 3",
        f"the session store {path} is read-only (the folder {folder} is read-only): nothing can be saved",
        "3",
    ]


def test_read_only_opening_reads_and_refuses_writes(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    session_id = stored(path, hands=2)
    with Store(path, read_only=True) as store:
        session = store.open(session_id)
        assert session.hand_count == 2
        with pytest.raises(StoreError, match=r"is read-only \(opened read-only\): nothing can be saved$"):
            session.delete_hand(1)
        assert session.hand_count == 2
    with Store(path) as store:
        assert store.open(session_id).hand_count == 2


# -- 6: damaged rows, written with sqlite3 directly ----------------------------------------------------


def damage(path: Path, sql: str, *args: object) -> None:
    conn = sqlite3.connect(path)
    conn.execute(sql, args)
    conn.commit()
    conn.close()


@pytest.mark.parametrize(("sql", "args", "why"), [
    ("UPDATE sessions SET name = CAST(? AS TEXT) WHERE id = ?", (b"\xff\xfeBad", 2), "its name is not text"),
    ("UPDATE sessions SET date = ? WHERE id = ?", ("last Friday", 2), "its date 'last Friday' is not a date"),
    ("UPDATE sessions SET players = ? WHERE id = ?", ("Ann, Bob", 2), "its players are not valid JSON"),
    ("UPDATE sessions SET players = ? WHERE id = ?", ('{"a": 1}', 2), "its players are not a list of names"),
    ("UPDATE sessions SET updated = ? WHERE id = ?", ("soon", 2), "its last change 'soon' is not a time"),
])
def test_a_damaged_session_row_is_reported_and_skipped(tmp_path: Path, sql: str, args: tuple[object, ...],
                                                       why: str) -> None:
    path = tmp_path / "store.sqlite3"
    stored(path, name="Good")
    stored(path, name="Damaged")
    damage(path, sql, *args)
    with Store(path) as store:
        assert [s.name for s in store.list_sessions()] == ["Good"]
        assert store.damaged == [f"session 2 in {path} is damaged and was skipped: {why}"]
        if "updated" not in sql:  # opening reads every column but the time of the last change
            with pytest.raises(StoreError, match=r"^session 2 .* cannot be read: "):
                store.open(2)
        assert store.open(1).hand_count == 1


@pytest.mark.parametrize(("sql", "why"), [
    ("UPDATE hands SET dealer = 'Zed' WHERE session_id = 1", "hand 1's dealer 'Zed' is not one of the players"),
    ("UPDATE hands SET unit_value = '1e-99999999' WHERE session_id = 1", "hand 1's unit value must be an amount"),
    ("UPDATE sessions SET unit_value = '1e5000' WHERE id = 1", "the unit value must be an amount"),
    ("UPDATE sessions SET first_dealer = 'Zed' WHERE id = 1", "the first dealer 'Zed' is not one of the players"),
    ("UPDATE sessions SET rules = '{\"scoop_bonus\": \"1e-99999\"}' WHERE id = 1", "scoop_bonus must be"),
    ("UPDATE hands SET deal = CAST(x'ff00' AS TEXT) WHERE session_id = 1", "hand 1's deal is not text"),
    ("UPDATE hands SET scored = '{\"k\": 1, \"u\": {\"Ann\": \"1e99999999\"}}' WHERE session_id = 1", None),
])
def test_a_damaged_hand_makes_its_session_unreadable_not_the_store(tmp_path: Path, sql: str, why: str | None) -> None:
    path = tmp_path / "store.sqlite3"
    stored(path, name="Damaged")
    stored(path, name="Good")
    damage(path, sql)
    with Store(path) as store:
        assert {s.name for s in store.list_sessions()} == {"Good", "Damaged"}
        if why is None:  # a damaged cache is not trusted: the hand is scored again
            assert store.open(1).hand(1).units == {n: 0 for n in NAMES}
        else:
            with pytest.raises(StoreError) as caught:
                store.open(1)
            assert str(caught.value).startswith(f"session 1 (Damaged) in {path} cannot be read: ")
            assert why in str(caught.value)
        assert store.open(2).hand_count == 1


@pytest.mark.parametrize("sql", ["DROP TABLE hands", "ALTER TABLE sessions DROP COLUMN bankrolls"])
def test_a_missing_table_or_column_is_the_damaged_store_message(tmp_path: Path, sql: str) -> None:
    path = tmp_path / "store.sqlite3"
    stored(path)
    damage(path, sql)
    with pytest.raises(StoreError, match=rf"^the session store {path} is damaged or not a database \(the "):
        Store(path)
    fresh = Store.start_fresh(path)
    assert fresh.list_sessions() == [] and fresh.moved_aside is not None
    fresh.close()


def test_a_stored_session_file_round_trip_survives_the_checks(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    session_id = stored(path, hands=3)
    with Store(path) as store:
        session = store.open(session_id)
        assert json.loads(json.dumps([h.dealer for h in session.hands])) == ["Ann", "Bob", "Cy"]
        assert store.damaged == []
