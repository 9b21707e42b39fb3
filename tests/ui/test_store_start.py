"""The app's start on a store the disk refuses (issue 29 item 4): one sentence, no offer of a fresh store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from PySide6.QtWidgets import QMessageBox

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.tiny_disk import fill, mounted

from scorekeeper_app.app import open_store


@pytest.fixture
def full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A real full disk: a 1 MiB tmpfs (root only), the store on it, then every byte taken."""
    with mounted(tmp_path) as disk:
        with Store(disk / "store.sqlite3") as store:
            store.create(Session("Friday", ("Ann", "Bob")))
        fill(disk)
        monkeypatch.setenv("CHINESE_POKER_STORE", str(disk / "store.sqlite3"))
        yield disk


def test_a_full_disk_at_start_is_one_sentence_and_no_fresh_store_is_offered(qtbot, full_disk, monkeypatch):
    shown: list[tuple[str, str, object]] = []

    def record(_parent, title, text, *args):  # type: ignore[no-untyped-def]
        shown.append((title, text, args))
        return QMessageBox.StandardButton.Yes  # were a fresh store offered, this would accept it

    monkeypatch.setattr(QMessageBox, "critical", record)
    before = (full_disk / "store.sqlite3").read_bytes()
    assert open_store() is None
    path = full_disk / "store.sqlite3"
    assert shown == [("The session store cannot be opened", f"Cannot open the session store {path}: the disk is "
                      "full; free some space and start again (nothing was changed).", ())]
    assert sorted(p.name for p in full_disk.iterdir() if "corrupt" in p.name) == []
    assert path.read_bytes() == before
