"""No English word left in the shell and session areas in 简体中文 or Tiếng Việt (issue 20, README "Languages").

The window's menus, toolbar, status line and welcome screen, the New session dialog with every game and
preset, and the Session menu's two dialogs are walked for every text a player reads. The game's own words
come from the core's catalogue: while that catalogue lacks one (``_()`` gives the English back), its words
are excused here, so this test tightens by itself as the core's translations land.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from PySide6.QtWidgets import QComboBox, QToolBar

from scorekeeper.language import _
from scorekeeper.rules import PRESET_DESCRIPTIONS
from scorekeeper.value.naturals import NATURAL_NAMES

from scorekeeper_app.session.new_session import NewSessionDialog
from scorekeeper_app.session.setting_dialogs import RulesDialog, UnitValueDialog
from scorekeeper_app.shell.main_window import MainWindow

from .language_check import WORD, installed, leaks, menu_texts, shown_texts, vocabulary

PLAYERS = ("Ana", "Binh")
"""Two players: every game can seat them, so no dialog shows a refusal."""
GLOSSARY_KEEPS = {"vi": {"Fantasyland", "Pineapple", "so"}, "zh_CN": set()}
"""English words the glossary (docs/TRANSLATING.md) keeps as players say them, and Vietnamese ``so`` (compare)."""
ELSEWHERE = {"Suggest", "setting"}
"""Words the entry area (ui/entry/suggest.py) puts on a shell action: its own leak test covers them."""
ROOT = Path(__file__).resolve().parents[2]
ENGLISH = vocabulary(sorted((ROOT / "resources/i18n").glob("s*_vi.ts")))
"""The English of the shell's and the session's catalogues (their sources)."""
"""English words the glossary (docs/TRANSLATING.md) keeps as players say them."""


def _core_words() -> set[str]:
    """Words of the core's texts that its catalogue does not translate yet (in the language installed)."""
    texts = [*PRESET_DESCRIPTIONS.values(), *NATURAL_NAMES.values()]
    return {word for text in texts if _(text) == text for word in WORD.findall(text)}


def _window_texts(window: MainWindow) -> Iterator[str]:
    for menu_action in window.menuBar().actions():
        yield menu_action.text()
        if menu_action.menu() is not None:
            window.files.refresh_recent()
            yield from menu_texts(menu_action.menu())
    for toolbar in window.findChildren(QToolBar):
        yield toolbar.windowTitle()
        for action in toolbar.actions():
            yield from (action.iconText(), action.toolTip())
    yield window.windowTitle()
    yield window.status_label.text()


def _dialog_texts(window: MainWindow) -> Iterator[str]:
    dialog = NewSessionDialog(window, PLAYERS)
    game = dialog.rules.game
    assert isinstance(game, QComboBox)
    for index in range(game.count()):
        game.setCurrentIndex(index)  # each game fills the preset list with its own presets
        yield from shown_texts(dialog)
    dialog.deleteLater()
    session = window.session
    assert session is not None
    for setting in (UnitValueDialog(session, window), RulesDialog(session, window)):
        yield from shown_texts(setting)
        setting.deleteLater()


@pytest.mark.parametrize("code", ["zh_CN", "vi"])
def test_the_shell_and_session_dialogs_show_no_english(qtbot, make_window, code: str) -> None:  # type: ignore[no-untyped-def]
    with installed(code):
        window = make_window(PLAYERS)
        texts = [*_window_texts(window), *_dialog_texts(window)]
        window.show_welcome()
        texts += shown_texts(window.welcome)
        names = {"Test", "game", *PLAYERS, "English"}  # the session's and players' names; English named in itself
        allowed = _core_words() | GLOSSARY_KEEPS[code] | ELSEWHERE | names
        assert len(texts) > 300
        found = leaks(texts, allowed, ENGLISH if code == "vi" else None)
        assert found == [], "\n".join(found)
