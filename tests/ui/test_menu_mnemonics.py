"""The menu bar's Alt letters: each opens one menu, in every language (Hand and Help both took H once)."""

from __future__ import annotations

import re

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper_app.shell.main_window import MainWindow

from .conftest import row_edit
from .language_check import installed

MNEMONIC = re.compile(r"&([^&])")


def _letters(window: MainWindow) -> list[str]:
    """The Alt letter of each menu of the menu bar, in menu order ("" for a menu with none)."""
    titles = [action.text() for action in window.menuBar().actions()]
    return [(m.group(1).upper() if (m := MNEMONIC.search(t.replace("&&", ""))) else "") for t in titles]


@pytest.mark.parametrize("code", ["en", "zh_CN", "zh_TW", "vi"])
def test_every_menu_of_the_bar_has_its_own_alt_letter(qtbot, store, settings, code: str) -> None:  # type: ignore[no-untyped-def]
    with installed(code):
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        letters = _letters(window)
    assert len(letters) == 6
    assert "" not in letters
    assert len(set(letters)) == len(letters), letters


def test_alt_a_from_a_card_field_opens_the_hand_menu_and_alt_h_help(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    assert _letters(window) == ["F", "E", "A", "S", "V", "H"]
    front = row_edit(window, "P1", "front")
    for key, title in ((Qt.Key.Key_A, "H&and"), (Qt.Key.Key_H, "&Help")):
        qtbot.waitUntil(lambda: QApplication.focusWidget() is front)  # where a new hand starts
        qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
        menu = QApplication.activePopupWidget()
        assert menu.title() == title
        qtbot.keyClick(menu, Qt.Key.Key_Escape)  # the menu closes; the menu bar keeps the keys
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
        if QApplication.focusWidget() is not front:
            qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)  # and a second Esc leaves it
