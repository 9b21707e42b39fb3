"""The store's edges (issue 29 items 4 and 5): the one-writer lock is on the store file itself and never
follows a link; ``scorekeeper season`` holds it only while it writes; a refusal names what holds the
store; every start-up failure of the disk is one sentence and loses nothing."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorekeeper.errors import StoreError, StoreInUse, StoreUnavailable
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.tiny_disk import fill, mounted

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="flock, links and a tmpfs")

NAMES = ("Ann", "Bob", "Cy", "Dee")
SURRENDERS = {"players": [{"name": n, "surrender": True} for n in NAMES]}
HOLDER = textwrap.dedent("""
    import sys
    from scorekeeper.night.store_lock import StoreLock
    StoreLock.holder = sys.argv[2]
    from scorekeeper.night.store import Store
    store = Store(sys.argv[1])
    print("holding", flush=True)
    sys.stdin.readline()
    store.close()
""")


def stored(path: Path, hands: int = 1) -> int:
    with Store(path) as store:
        session = store.create(Session("Friday", NAMES))
        for _ in range(hands):
            session.add_hand(SURRENDERS)
        assert session.store_id is not None
        return session.store_id


class Holder:
    """Another process holding the store, as the app or the command line would."""

    def __init__(self, path: Path, kind: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), kind], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        assert line == "holding\n", self.proc.stderr.read() if self.proc.stderr else line
        self.pid = self.proc.pid

    def close(self) -> None:
        self.proc.communicate("\n", timeout=30)


@pytest.fixture
def holders() -> Iterator[list[Holder]]:
    made: list[Holder] = []
    yield made
    for holder in made:
        if holder.proc.poll() is None:
            holder.close()


def test_deleting_the_lock_file_lets_no_second_copy_in(tmp_path: Path, holders: list[Holder]) -> None:
    path = tmp_path / "store.sqlite3"
    stored(path)
    holder = Holder(path, "app")
    holders.append(holder)
    path.with_name("store.sqlite3.lock").unlink()  # what the attacker did
    with pytest.raises(StoreInUse) as caught:
        Store(path)
    message = str(caught.value)
    if sys.platform.startswith("linux"):  # the holder read from /proc/locks (a bare Python process, not the app)
        assert message == (f"the session store {path} is in use by another program (process {holder.pid}); try "
                           "again when it has finished")
    else:
        assert message == f"the session store {path} is in use by another program; try again when it has finished"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc/locks names the holder")
def test_with_the_lock_file_deleted_the_app_holding_the_store_is_still_named(tmp_path: Path) -> None:
    """The real app (offscreen) holds the store; its note beside the store is deleted; it is named all the same."""
    path = tmp_path / "store.sqlite3"
    stored(path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CHINESE_POKER_STORE": str(path),
           "CHINESE_POKER_SETTINGS": str(tmp_path / "ui.ini")}
    app = subprocess.Popen([sys.executable, "-m", "scorekeeper_app"], env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    try:
        from scorekeeper.night.store_lock import _locker

        deadline = time.monotonic() + 60  # a bound on the wait for the app to start, not a measure
        while _locker(path) != str(app.pid) and time.monotonic() < deadline and app.poll() is None:
            time.sleep(0.1)  # watched without taking the lock: the app must find the store free
        assert _locker(path) == str(app.pid), "the app never held the store"
        path.with_name("store.sqlite3.lock").unlink()
        with pytest.raises(StoreInUse) as caught:
            Store(path)
        assert str(caught.value) == (f"the session store {path} is already open in another copy of the app "
                                     f"(process {app.pid}); use that copy, or close it and start this one again")
    finally:
        app.terminate()
        app.wait(timeout=30)


def test_a_refusal_names_the_app_or_the_command_line(tmp_path: Path, holders: list[Holder],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.night import store_lock

    monkeypatch.setattr(store_lock, "_WAIT_FOR_COMMAND_LINE", 0.2)
    path = tmp_path / "store.sqlite3"
    stored(path)
    app = Holder(path, "app")
    holders.append(app)
    with pytest.raises(StoreInUse) as caught:
        Store(path)
    assert str(caught.value) == (f"the session store {path} is already open in another copy of the app "
                                 f"(process {app.pid}); use that copy, or close it and start this one again")
    app.close()
    command_line = Holder(path, "command line")
    holders.append(command_line)
    with pytest.raises(StoreInUse) as caught:
        Store(path)
    assert str(caught.value) == (f"the session store {path} is in use by the scorekeeper command line "
                                 f"(process {command_line.pid}); try again when it has finished")


@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_a_lock_file_linked_to_a_users_file_never_writes_into_it(tmp_path: Path, link: str) -> None:
    path = tmp_path / "store.sqlite3"
    victim = tmp_path / "thesis.txt"
    victim.write_text("three years of work\n", encoding="utf-8")
    lock = path.with_name("store.sqlite3.lock")
    if link == "symbolic":
        lock.symlink_to(victim)
    else:
        os.link(victim, lock)
    with Store(path) as store:
        store.create(Session("Friday", NAMES))
    assert victim.read_text(encoding="utf-8") == "three years of work\n"


def test_a_store_that_is_a_link_is_refused_and_its_target_untouched(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.sqlite3"
    stored(target, hands=2)
    before = target.read_bytes()
    link = tmp_path / "store.sqlite3"
    link.symlink_to(target)
    with pytest.raises(StoreUnavailable) as caught:
        Store(link)
    assert str(caught.value) == (f"the session store {link} is a symbolic link, and a link is never followed; "
                                 "point CHINESE_POKER_STORE at the file it leads to")
    assert target.read_bytes() == before


def test_the_season_command_lets_an_app_open_the_store_while_it_works(tmp_path: Path, holders: list[Holder],
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.night.season_facts import load_nights
    from scorekeeper.season_cli import open_for_reading

    path = tmp_path / "store.sqlite3"
    stored(path, hands=3)
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM nights")  # the season has a night's facts to work out and keep
    conn.commit()
    conn.close()
    monkeypatch.setenv("CHINESE_POKER_STORE", str(path))
    with open_for_reading() as store:
        app = Holder(path, "app")  # started while the season command has the store open: it opens
        holders.append(app)
        nights, skipped = load_nights(store)  # the app holds it now: nothing is kept, the season answers
        assert [n.hand_count for n in nights] == [3] and skipped == []
        app.close()
        nights, _skipped = load_nights(store)
    with Store(path) as after:
        assert after.open(1).hand_count == 3


def test_the_season_command_keeps_its_facts_when_nobody_holds_the_store(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.night.season_facts import load_nights
    from scorekeeper.season_cli import open_for_reading

    path = tmp_path / "store.sqlite3"
    stored(path, hands=2)
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM nights")
    conn.commit()
    conn.close()
    monkeypatch.setenv("CHINESE_POKER_STORE", str(path))
    with open_for_reading() as store:
        load_nights(store)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM nights").fetchone()[0] == 1
    conn.close()


def test_a_store_whose_schema_version_was_reset_is_damaged_not_a_raw_sqlite_error(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    stored(path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 0")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError) as caught:
        Store(path)
    assert str(caught.value) == (f"the session store {path} is damaged or not a database (it holds tables but says "
                                 "it has schema version 0); it was left as it is, and starting a fresh store keeps "
                                 "it beside the new one as store.sqlite3.corrupt-<time>")


# -- a full disk: a real one, a 1 MiB tmpfs mounted for the test (root only) -------------------------------


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    with mounted(tmp_path) as disk:
        yield disk


FULL = "the disk is full; free some space and start again (nothing was changed)"


def test_a_new_store_on_a_full_disk_is_one_sentence(tiny_disk: Path) -> None:
    fill(tiny_disk)
    path = tiny_disk / "store.sqlite3"
    with pytest.raises(StoreUnavailable) as caught:
        Store(path)
    assert str(caught.value) == f"cannot open the session store {path}: {FULL}"


def test_a_stored_night_on_a_disk_that_filled_up_is_one_sentence_and_nothing_is_lost(tiny_disk: Path) -> None:
    path = tiny_disk / "store.sqlite3"
    stored(path, hands=2)
    for side in ("store.sqlite3-wal", "store.sqlite3-shm"):
        assert not (tiny_disk / side).exists()  # closed cleanly: the next open must make them again
    before = path.read_bytes()
    fill(tiny_disk)
    with pytest.raises(StoreUnavailable) as caught:
        Store(path)
    assert str(caught.value) == f"cannot open the session store {path}: {FULL}"
    assert path.read_bytes() == before
    (tiny_disk / "filler").unlink()
    with Store(path) as store:  # room again: every hand is there
        assert store.open(1).hand_count == 2


def test_a_disk_that_fails_to_write_is_one_sentence(tmp_path: Path) -> None:
    """An I/O error, made with a file-size limit of 0 bytes (SQLite cannot size its shared-memory file)."""
    path = tmp_path / "store.sqlite3"
    stored(path)
    script = textwrap.dedent("""
        import resource, signal, sys
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
        from scorekeeper.errors import StoreUnavailable
        from scorekeeper.night.store import Store
        try:
            Store(sys.argv[1])
        except StoreUnavailable as e:
            print(e)
    """)
    proc = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True, text=True, timeout=60,
                          check=False)
    assert (proc.stdout, proc.stderr) == (f"cannot open the session store {path}: the disk reported an input/output "
                                          "error (disk I/O error); check the disk, then start again (nothing was "
                                          "changed)\n", "")
    with Store(path) as store:
        assert store.open(1).hand_count == 1


def test_a_store_another_program_holds_locked_is_one_sentence(tmp_path: Path) -> None:
    """SQLite's own lock, held by another program (here a connection in an exclusive transaction)."""
    path = tmp_path / "store.sqlite3"
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreUnavailable) as caught:
            Store(path)
        assert str(caught.value) == (f"cannot open the session store {path}: another program holds the file locked "
                                     "(database is locked); close it and try again")
    finally:
        other.execute("ROLLBACK")
        other.close()
    with Store(path) as store:  # let go: it opens
        assert store.list_sessions() == []


def test_a_store_that_cannot_be_made_is_a_disk_refusal_not_a_damaged_store(tmp_path: Path) -> None:
    """No fresh store would help (the app offers none): a missing store opened read-only, a folder a file blocks."""
    with pytest.raises(StoreUnavailable):
        Store(tmp_path / "none.sqlite3", read_only=True)
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    blocked = tmp_path / "file" / "store.sqlite3"
    with pytest.raises(StoreUnavailable) as caught:
        Store(blocked)
    assert str(caught.value) == f"cannot create the folder {blocked.parent}: File exists"
