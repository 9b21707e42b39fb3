"""The store's sentences and promises the mutants showed untested: the lock, imports, damaged sessions (README)."""

from __future__ import annotations

import datetime
import os
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from decimal import Decimal
from pathlib import Path

import pytest

from scorekeeper.errors import StoreError, StoreInUse
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import SCHEMA_VERSION
from tests.core.night.test_session import four

NAMES = ("Zoë", "Jürgen", "Siân", "Åsa")  # non-ASCII names: stored JSON keeps them as written
FRIDAY = datetime.date(2026, 9, 4)


def stored(path: Path, name: str = "Friday", hands: int = 1) -> int:
    with Store(path) as store:
        session = store.create(Session(name, NAMES, date=FRIDAY))
        for _ in range(hands):
            session.add_hand(four(NAMES))
        assert session.store_id is not None
        return session.store_id


def damage(path: Path, sql: str, *args: object) -> None:
    conn = sqlite3.connect(path)
    conn.execute(sql, args)
    conn.commit()
    conn.close()


def open_error(path: Path, session_id: int) -> str:
    with Store(path) as store, pytest.raises(StoreError) as caught:
        store.open(session_id)
    return str(caught.value)


# -- the lock (README "What the app refuses": one copy of the app at a time) -----------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="flock: the lock another copy would hold")
def test_start_fresh_never_moves_a_store_another_copy_holds(tmp_path: Path) -> None:
    import fcntl

    path = tmp_path / "s.sqlite3"
    stored(path)
    fd = os.open(path, os.O_RDWR)  # the lock is on the store itself; its .lock file names this process, the last holder
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        with pytest.raises(StoreInUse) as caught:
            Store.start_fresh(path)
        assert str(caught.value) == (f"the session store {path} is in use by another program "
                                     f"(process {os.getpid()}); try again when it has finished")
    finally:
        os.close(fd)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.sqlite3", "s.sqlite3.lock"]


@pytest.mark.skipif(sys.platform == "win32", reason="flock: the lock another copy would take")
def test_start_fresh_lets_the_lock_go_when_its_store_closes(tmp_path: Path) -> None:
    import fcntl

    path = tmp_path / "s.sqlite3"
    stored(path)
    with Store.start_fresh(path) as fresh:
        assert fresh.moved_aside is not None and fresh.list_sessions() == []
    fd = os.open(path, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # another copy may open it now: no BlockingIOError
    finally:
        os.close(fd)


# -- importing a friend's file (README: a night already in the store opens instead of being stored twice) --


def test_importing_a_night_twice_opens_it_and_another_night_is_stored(tmp_path: Path) -> None:
    with Store(tmp_path / "mine.sqlite3") as mine, Store(tmp_path / "friend.sqlite3") as friend:
        night = friend.create(Session("Friday", NAMES, date=FRIDAY))
        night.add_hand(four(NAMES))
        data = night.to_json()
        first = mine.import_session(data)
        assert mine.import_session(data) is first
        assert [(s.name, s.players, s.hands) for s in mine.list_sessions()] == [("Friday", NAMES, 1)]
        night.add_hand(four(NAMES))  # same players and date, one hand more: another night
        second = mine.import_session(night.to_json())
        assert second is not first and second.hand_count == 2
        night.delete_hand(2)
        night.set_unit_value(Decimal("2.50"))
        night.add_hand(four(NAMES))  # the same two deals, the second at another unit value: another night
        third = mine.import_session(night.to_json())
        assert third is not second and [h.unit_value for h in third.hands] == [Decimal(1), Decimal("2.50")]
        assert [s.hands for s in mine.list_sessions()] == [2, 2, 1]


# -- opening a session ----------------------------------------------------------------------------------


def test_a_session_that_is_not_there_or_deleted_is_named(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stored(path)
    with Store(path) as store:
        with pytest.raises(StoreError) as missing:
            store.open(7)
        assert str(missing.value) == "there is no session 7 in the store"
        store.delete(1)
        with pytest.raises(StoreError) as deleted:
            store.open(1)
        assert str(deleted.value) == "session 1 (Friday) is deleted; undelete it to open it"


def test_a_damaged_session_names_itself_with_its_name_cut_short_past_the_limit(tmp_path: Path) -> None:
    # The session's name may be 100 characters (read/limits.py): a longer one read from a damaged row is quoted
    # cut short, so a huge name never makes a huge message.
    path = tmp_path / "s.sqlite3"
    stored(path, hands=2)
    damage(path, "DELETE FROM hands WHERE number = 1")
    for name, label in (("n" * 100, "n" * 100), ("n" * 101, "'" + "n" * 17 + "..." + "n" * 18 + "'"),
                        (b"\xff", "b'\\xff'")):  # a name that is not text: a blob, quoted
        damage(path, "UPDATE sessions SET name = ? WHERE id = 1", name)
        assert open_error(path, 1) == (f"session 1 ({label}) in {path} has hands missing: its hands are not "
                                       "numbered 1 to 1")


@pytest.mark.parametrize("column", ["players", "rules", "bankrolls"])
def test_a_session_column_that_is_not_json_is_named(tmp_path: Path, column: str) -> None:
    # README "What the app refuses": a damaged session row is reported with the column at fault.
    path = tmp_path / "s.sqlite3"
    stored(path)
    damage(path, f"UPDATE sessions SET {column} = 'Ann, Bob' WHERE id = 1")
    assert open_error(path, 1) == f"session 1 (Friday) in {path} cannot be read: its {column} are not valid JSON"


def test_a_read_that_fails_after_opening_names_the_store_and_the_reason(tmp_path: Path) -> None:
    # README "What the app refuses": a damaged store is one sentence naming the file, never a traceback.
    path = tmp_path / "s.sqlite3"
    stored(path)
    with Store(path) as store:
        damage(path, "DROP TABLE hands")  # another program damages the file while it is open
        with pytest.raises(StoreError) as caught:
            store.list_sessions()
        assert str(caught.value) == f"cannot read the session store {path}: no such table: hands"


# -- refusals when opening (README "What the app refuses": the store) -------------------------------------


def lock_is_free(path: Path) -> bool:
    import fcntl

    fd = os.open(path, os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


@pytest.mark.skipif(sys.platform == "win32", reason="a symbolic link and flock")
def test_a_store_that_is_a_link_is_refused_before_anything_is_made(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    path.symlink_to(tmp_path / "missing" / "folder" / "s.sqlite3")  # the lock never follows a link (issue 29)
    with pytest.raises(StoreError) as caught:
        Store(path)
    assert str(caught.value) == (f"the session store {path} is a symbolic link, and a link is never followed; "
                                 "point CHINESE_POKER_STORE at the file it leads to")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.sqlite3"]


def test_a_newer_store_and_a_missing_one_opened_read_only_are_refused_with_their_reason(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:
        assert store.damaged == [] and store.read_only is None
    damage(path, f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreError) as newer:
        Store(path)
    assert str(newer.value) == (f"the session store {path} was written by a newer version of the app (schema "
                                f"{SCHEMA_VERSION + 1}; this app knows up to {SCHEMA_VERSION}); it was left as it "
                                "is: update the app to open it")
    missing = tmp_path / "none.sqlite3"
    with pytest.raises(StoreError) as caught:
        Store(missing, read_only=True)
    assert str(caught.value) == (f"the session store {missing} does not exist yet, and opened read-only; point "
                                 "CHINESE_POKER_STORE at a folder you can write")
    with Store(path.with_name("t.sqlite3")) as made:
        pass
    with Store(made.path, read_only=True) as reader:
        assert reader.read_only == "opened read-only"


def test_a_store_closed_inside_its_with_block_closes_once(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        store.close()
    assert lock_is_free(store.path)


READER = textwrap.dedent("""
    import sys
    from scorekeeper.night.store import Store
    store = Store(sys.argv[1])
    print(store.read_only)
    print([info.name for info in store.list_sessions()], store.open(1).hand_count)
""")


@pytest.mark.skipif(sys.platform == "win32", reason="file modes")
def test_a_read_only_file_in_a_writable_folder_opens_read_only(tmp_path: Path) -> None:
    """As an unprivileged user (root may write anywhere): the file, not its folder, is named as read-only."""
    folder = Path(tempfile.mkdtemp(prefix="cpsk-"))  # pytest's own folders are private to root
    folder.chmod(0o777)
    path = folder / "store.sqlite3"
    stored(path, hands=2)
    path.chmod(0o444)
    path.with_name("store.sqlite3.lock").chmod(0o666)  # the lock root's run left behind stays takeable
    args = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable, "-c", READER, str(path)]
    if os.geteuid() != 0:
        args = args[4:]
    try:
        proc = subprocess.run(args, capture_output=True, text=True, timeout=60, check=False)
    finally:
        for child in folder.iterdir():
            child.unlink()
        folder.rmdir()
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [f"the file {path} is read-only", "['Friday'] 2"]
