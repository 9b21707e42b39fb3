"""Table mode that cannot start says why in the window, and stays off (it never does nothing silently)."""

from __future__ import annotations

import sys

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from scorekeeper_app.phones.seats import HOST_ENV
from scorekeeper_app.shell.main_window import MainWindow


@pytest.fixture(autouse=True)
def localhost(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOST_ENV, "127.0.0.1")


def press_table_mode(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    (button,) = [b for b in window.findChildren(QToolButton) if b.defaultAction() is window.act.table]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_missing_qt_module_is_named_in_the_status_bar(qtbot, make_window,  # type: ignore[no-untyped-def]
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The bundle once left out PySide6.QtWebSockets: the button then did nothing and said nothing."""
    window = make_window()
    monkeypatch.delitem(sys.modules, "scorekeeper_app.phones.server", raising=False)
    monkeypatch.setitem(sys.modules, "PySide6.QtWebSockets", None)  # what an installation without it imports
    press_table_mode(qtbot, window)
    assert window.statusBar().currentMessage() == (
        "Table mode cannot start: PySide6.QtWebSockets is missing from this installation")
    assert window.start_table() == window.statusBar().currentMessage()  # asked again (--table): the same reason
    assert not window.act.table.isChecked()
    assert window.table_urls() == []


def test_criss_cross_says_why_and_stays_off(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(("Ann", "Bob"), "criss-cross")
    press_table_mode(qtbot, window)
    assert window.statusBar().currentMessage() == (
        "Table mode is not for criss-cross: each player sets two hands, so enter them at the laptop")
    assert not window.act.table.isChecked()
