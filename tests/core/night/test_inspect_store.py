"""inspect_store names the file and what is wrong in one sentence; quoted escapes SQL names (the store)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from scorekeeper.errors import StoreError
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import MIGRATIONS, SCHEMA_VERSION, inspect_store, newer_store, quoted


def damaged(path: Path, why: str) -> str:
    return (f"the session store {path} is damaged or not a database ({why}); it was left as it is, and "
            f"starting a fresh store keeps it beside the new one as {path.name}.corrupt-<time>")


def store_at(path: Path, version: int, drop: str) -> Path:
    """A store migrated to ``version`` with one column dropped again (``table.column``)."""
    conn = sqlite3.connect(path)
    for migration in MIGRATIONS[:version]:
        for sql in migration:
            conn.execute(sql)
    table, column = drop.split(".")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
    conn.commit()
    conn.close()
    return path


def test_a_name_the_file_system_refuses_is_one_sentence_with_its_reason(tmp_path: Path) -> None:
    path = tmp_path / ("x" * 300)  # longer than a file name may be
    with pytest.raises(StoreError) as caught:
        inspect_store(path)
    assert str(caught.value) == f"cannot open the session store {path}: File name too long"


def test_a_text_file_is_named_as_damaged_or_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_text("hello, not a database\n" * 100, encoding="utf-8")
    with pytest.raises(StoreError) as caught:
        inspect_store(path)
    assert str(caught.value) == damaged(path, "file is not a database")


@pytest.mark.parametrize(("version", "drop"), [(1, "sessions.opened"), (SCHEMA_VERSION, "hands.facts")])
def test_a_store_missing_a_column_of_its_version_names_the_column(tmp_path: Path, version: int, drop: str) -> None:
    # The oldest and the newest schema are both checked against their own columns.
    path = store_at(tmp_path / f"v{version}.sqlite3", version, drop)
    with pytest.raises(StoreError) as caught:
        inspect_store(path)
    assert str(caught.value) == damaged(path, f"the column {drop} is missing")


def test_quoted_doubles_a_double_quote_inside_an_sql_name() -> None:
    assert quoted('we"ird') == '"we""ird"'
    assert quoted("hands") == '"hands"'


def corrupted(path: Path, start: int, end: int) -> Path:
    """A small real database (1 KiB pages, 300 indexed rows) with bytes start..end overwritten."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA page_size = 1024")
    conn.execute("CREATE TABLE t (a TEXT)")
    conn.execute("CREATE INDEX ti ON t (a)")
    conn.executemany("INSERT INTO t VALUES (?)", [(f"row {i:04}",) for i in range(300)])
    conn.commit()
    conn.close()
    data = bytearray(path.read_bytes())
    data[start:end] = b"\x07" * (end - start)
    path.write_bytes(bytes(data))
    return path


def test_a_damaged_schema_page_is_named_with_sqlite_s_reason(tmp_path: Path) -> None:
    path = corrupted(tmp_path / "schema.sqlite3", 100, 110)  # the first page's b-tree header
    with pytest.raises(StoreError) as caught:
        inspect_store(path)
    assert str(caught.value) == damaged(path, "database disk image is malformed")


def test_problems_the_integrity_check_finds_are_all_named(tmp_path: Path) -> None:
    path = corrupted(tmp_path / "rows.sqlite3", 3 * 1024 + 8, 3 * 1024 + 200)  # cells of a table page
    conn = sqlite3.connect(path)
    problems = [row[0] for row in conn.execute("PRAGMA quick_check(5)")]
    conn.close()
    assert problems != ["ok"]
    with pytest.raises(StoreError) as caught:
        inspect_store(path)
    assert str(caught.value) == damaged(path, "; ".join(problems))


def test_several_integrity_problems_are_all_named(tmp_path: Path) -> None:
    # README "The store": a damaged file is reported with what SQLite's check found, every problem named.
    path = tmp_path / "s.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE sessions (name, date)")
    conn.execute("INSERT INTO sessions VALUES (NULL, NULL)")
    conn.commit()
    conn.execute("PRAGMA writable_schema = ON")  # the schema now says NOT NULL, the row holds NULLs
    conn.execute("UPDATE sqlite_master SET sql = 'CREATE TABLE sessions (name NOT NULL, date NOT NULL)'")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError) as caught:
        inspect_store(path)
    assert str(caught.value) == damaged(path, "NULL value in sessions.name; NULL value in sessions.date")


def test_another_program_s_database_is_named_and_left_as_it_is(tmp_path: Path) -> None:
    # README "The store": a file that is not a store is refused untouched, in one sentence naming it.
    path = tmp_path / "notes.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError) as caught:
        inspect_store(path)
    assert str(caught.value) == (f"{path} is an SQLite database but not a Chinese Poker session store; it was left "
                                 "as it is (point CHINESE_POKER_STORE at another file, or start a fresh store)")


def test_an_older_store_opened_read_only_and_a_newer_one_say_what_to_do(tmp_path: Path) -> None:
    # README "The store": an older store needs updating, which read-only cannot do; a store a newer app wrote
    # after this one looked (newer_store without the known version) is refused with the schema it has.
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    for sql in MIGRATIONS[0]:
        conn.execute(sql)
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError) as caught:
        Store(path, read_only=True)
    assert str(caught.value) == (f"the session store {path} needs updating to this version of the app, and opened "
                                 "read-only; point CHINESE_POKER_STORE at a folder you can write")
    assert str(newer_store(path, SCHEMA_VERSION + 3)) == (
        f"the session store {path} was written by a newer version of the app (schema {SCHEMA_VERSION + 3}); "
        "update the app to open it")
