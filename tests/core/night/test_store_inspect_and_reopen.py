"""Pinned store behaviours: inspecting a file, moving a damaged one aside, renaming, what a reopen keeps."""

from __future__ import annotations

import datetime
import re
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.errors import SessionError, StoreError
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import ENV_VAR, SCHEMA_VERSION, inspect_store
from tests.core.night.test_session import NAMES, four


def damaged(path: Path, why: str) -> str:
    return (f"the session store {path} is damaged or not a database ({why}); it was left as it is, and "
            f"starting a fresh store keeps it beside the new one as {path.name}.corrupt-<time>")


def test_inspect_store(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    assert inspect_store(path) == 0  # missing
    path.write_bytes(b"")
    assert inspect_store(path) == 0  # empty
    path.write_bytes(b"x")
    assert inspect_store(path) == 0  # SQLite reads a file shorter than its header as empty
    path.write_bytes(b"not a database " * 20)
    with pytest.raises(StoreError) as caught:
        inspect_store(path)
    assert str(caught.value) == damaged(path, "file is not a database")
    path.unlink()
    Store(path).close()
    assert inspect_store(path) == SCHEMA_VERSION


def test_a_store_that_cannot_be_made(tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("not a folder")
    path = tmp_path / "afile" / "s.sqlite3"
    # The folder the store would live in is a file: the message names it.
    with pytest.raises(StoreError, match=f"^cannot create the folder {re.escape(str(path.parent))}: File exists$"):
        Store(path)


def stamps() -> list[str]:
    now = datetime.datetime.now()
    return [(now + datetime.timedelta(seconds=s)).strftime("%Y%m%d-%H%M%S") for s in range(-1, 4)]


def test_start_fresh_names_and_side_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as healthy:
        assert healthy.moved_aside is None
    with Store.start_fresh(tmp_path / "missing.sqlite3") as fresh:
        assert fresh.moved_aside is None
    # The name for this second (and the next few) is taken: the first move counts on to -2.
    for stamp in stamps():
        (tmp_path / f"s.sqlite3.corrupt-{stamp}").write_text("taken")
    path.write_bytes(b"damaged")
    for suffix in ("-wal", "-shm", "-journal"):
        (tmp_path / f"s.sqlite3{suffix}").write_bytes(suffix.encode())
    monkeypatch.setenv(ENV_VAR, str(path))
    with Store.start_fresh() as store:  # the default path
        aside = store.moved_aside
        assert aside is not None and re.fullmatch(r"s\.sqlite3\.corrupt-\d{8}-\d{6}-2", aside.name)
        assert aside.read_bytes() == b"damaged"
        for suffix in ("-wal", "-shm", "-journal"):
            assert aside.with_name(aside.name + suffix).read_bytes() == suffix.encode()
        assert not (tmp_path / "s.sqlite3-journal").exists()
        assert store.list_sessions() == []
    # With -2 taken too, the next move counts on to -3.
    for stamp in stamps():
        taken = tmp_path / f"s.sqlite3.corrupt-{stamp}-2"
        if not taken.exists():
            taken.write_text("taken")
    path.write_bytes(b"damaged again")
    with Store.start_fresh(path) as store:
        assert store.moved_aside is not None and store.moved_aside.name.endswith("-3")
        assert store.moved_aside.read_bytes() == b"damaged again"


def test_start_fresh_that_cannot_move_the_file(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    path.write_bytes(b"damaged")
    (tmp_path / "s.sqlite3-wal").write_bytes(b"wal")
    for stamp in stamps():  # where the WAL would go is a folder with a file in it
        (tmp_path / f"s.sqlite3.corrupt-{stamp}-wal").mkdir()
        (tmp_path / f"s.sqlite3.corrupt-{stamp}-wal" / "x").write_text("x")
    with pytest.raises(StoreError) as caught:
        Store.start_fresh(path)
    assert str(caught.value) == f"cannot move the damaged store {path} aside: Is a directory"


def test_rename_in_the_sessions_list(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:
        session_id = store.create(Session("Friday", NAMES)).store_id or 0
    with Store(path) as store:  # a session that is not open is renamed in the store itself
        store.rename(session_id, "  Saturday  ")
        [info] = store.list_sessions()
        assert info.name == "Saturday"
        assert info.updated is not None and info.updated.utcoffset() == datetime.timedelta(0)
        for bad in ("   ", 5):
            with pytest.raises(SessionError, match=r"^a session needs a name$"):
                store.rename(session_id, bad)  # type: ignore[arg-type]
        with pytest.raises(StoreError):
            store.rename(session_id + 1, "Sunday")
        assert [s.name for s in store.list_sessions()] == ["Saturday"]
    with Store(path) as store:
        assert store.open(session_id).name == "Saturday"
        store.rename(session_id, "Sunday")  # an open session is renamed through it
        assert store.open(session_id).name == "Sunday"


def test_reopen_keeps_the_first_dealer_and_names_an_unreadable_session(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:
        session = store.create(Session("Friday", NAMES, first_dealer="P3"))
        session.add_hand(four())
        session_id = session.store_id or 0
    with Store(path) as store:
        again = store.open(session_id)
        assert again.first_dealer == "P3" and again.hand(1).dealer == "P3" and again.next_dealer() == "P4"
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE sessions SET rules = ? WHERE id = ?", ('{"method": "2-5"}', session_id))
    conn.close()
    with Store(path) as store, pytest.raises(StoreError) as caught:
        store.open(session_id)
    assert str(caught.value).startswith(f"session {session_id} (Friday) in {path} cannot be read: ")
