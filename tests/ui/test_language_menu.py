"""View ▸ Language (issue 20): the choice is stored, and a change of language offers a restart in both languages."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from scorekeeper_app.common.settings import UiSettings
from scorekeeper_app.shell.main_window import MainWindow

from .conftest import entry_of


def _choose(qtbot, window: MainWindow, downs: int, answer: Qt.Key | None) -> list[str]:  # type: ignore[no-untyped-def]
    """From a card field: Alt+V opens View, G its Language submenu, Down ``downs`` times, Enter; answer the question."""
    entry_of(window).focus_first()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    questions: list[str] = []

    def reply() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, reply)
            return
        questions.append(box.text())
        QTest.keyClick(box, answer)

    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_G)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.language_menu.menu)
    for _ in range(downs):
        QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Down)
    if answer is not None:
        QTimer.singleShot(0, reply)
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None and QApplication.activeModalWidget() is None)
    return questions


@pytest.mark.parametrize(("answer", "restarts"), [(Qt.Key.Key_Return, 1), (Qt.Key.Key_Escape, 0)])
def test_choosing_simplified_chinese_stores_it_and_asks_to_restart_in_both_languages(
        qtbot, make_window, settings: UiSettings, answer: Qt.Key, restarts: int) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    restarted: list[bool] = []
    window.language_menu.restart = lambda: restarted.append(True)
    questions = _choose(qtbot, window, 2, answer)  # System, English, 简体中文
    assert settings.language == "zh_CN"
    assert UiSettings(settings._settings).language == "zh_CN"
    assert window.findChild(type(window.menuBar().actions()[0]), "actionLanguage_zh_CN").isChecked()
    chinese, english = questions[0].split("\n\n")
    assert chinese == "现在重新启动，以简体中文显示？"
    assert english == "Restart now to read the app in 简体中文?"
    assert restarted == [True] * restarts


def test_choosing_the_language_already_running_asks_nothing(qtbot, make_window, settings: UiSettings) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    restarted: list[bool] = []
    window.language_menu.restart = lambda: restarted.append(True)
    assert window.findChild(type(window.menuBar().actions()[0]), "actionLanguage_system").isChecked()
    assert _choose(qtbot, window, 1, None) == []  # English, the suite's language
    assert settings.language == "en"
    assert restarted == []


def test_the_system_entry_names_the_system_language(make_window, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    system = window.findChild(type(window.menuBar().actions()[0]), "actionLanguage_system")
    assert system.text() == "System (English)"
    names = [a.text() for a in window.language_menu.menu.actions() if not a.isSeparator()][1:]
    assert names == ["English", "简体中文", "繁體中文", "Tiếng Việt"]
