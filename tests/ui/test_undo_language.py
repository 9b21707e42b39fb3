"""The Edit menu names the last edit in the app's language (issue 20): the core's undo text, made in 简体中文."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.ui.conftest import FOUR, row_field

from .language_check import installed


@pytest.fixture
def zh_cn(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The app in 简体中文 for one test; English again afterwards."""
    with installed("zh_CN"):
        yield


def test_undo_and_redo_name_the_hand_in_chinese(qtbot, make_window, zh_cn: None):  # type: ignore[no-untyped-def]
    window = make_window()
    qtbot.waitUntil(row_field(window, "P1", "front").hasFocus)
    for rows in FOUR.values():
        for text in rows:
            qtbot.keyClicks(QApplication.focusWidget(), text.replace(" ", ""))
    assert QApplication.focusWidget() is window.findChild(QPushButton, "scoreButton")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # Score
    qtbot.waitUntil(lambda: window.undo_stack.count() == 1)
    assert window.undo_stack.undoText() == "添加第 1 局"
    assert window.act.undo.text().endswith("添加第 1 局")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.undo_stack.index() == 0)
    assert window.undo_stack.redoText() == "添加第 1 局"
    assert window.act.redo.text().endswith("添加第 1 局")
