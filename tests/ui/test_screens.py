"""Issue 21: the window fits the laptops people own (1280x720, 1366x768, 1280x800 at 200%), dialogs too."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QSplitter

from scorekeeper.night.session import Session

from scorekeeper_app.entry.entry_body import columns_for
from scorekeeper_app.shell.main_window import MainWindow

from .conftest import entry_columns, named, score_button

ROOT = Path(__file__).resolve().parents[2]


def open_on_screen(tmp_path: Path, width: int, height: int, dpr: int) -> dict[str, object]:
    """The real window, opened in its own process on an offscreen screen of this size, reported as JSON."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "dpr": dpr}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run([sys.executable, "-m", "tests.ui.screen_fit"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    return json.loads(done.stdout)


@pytest.mark.parametrize(("width", "height", "dpr"), [(1280, 720, 1), (1366, 768, 1), (1280, 800, 2)])
def test_the_window_opens_on_the_screen_with_every_control_whole(tmp_path, width, height, dpr):
    seen = open_on_screen(tmp_path, width, height, dpr)
    assert seen["available"] == [0, 0, width, height] and seen["dpr"] == dpr
    assert seen["inside"], seen["frame"]  # the frame, title bar allowed for, lies within the available area
    assert seen["clipped"] == []  # no control cut off, none scrolled out of sight
    assert seen["score_shown"]  # Score is outside any scroll area and whole
    assert seen["entry_scroll"] == 0  # three players' boxes and the picker need no scrolling
    assert seen["columns"] == 2
    for name, dialog in seen["dialogs"].items():  # new session, settle-up, rules, unit, how to score, seasons
        assert dialog == {"inside": True, "hint_fits": True, "minimum_fits": True, "clipped": []}, name


def test_the_boxes_fold_to_as_many_columns_as_fit():
    assert columns_for(3, 850, 412) == 2
    assert columns_for(3, 700, 412) == 1
    assert columns_for(3, 1300, 412) == 3
    assert columns_for(4, 1300, 412) == 2  # 2 by 2, never 3 and 1
    assert columns_for(1, 2000, 412) == 1


def test_a_narrow_window_folds_the_boxes_and_keeps_score_in_sight(make_window, qtbot):
    window: MainWindow = make_window(("Ann", "Bob", "Cy"))
    window.resize(QSize(1000, 700))
    named(window, QSplitter, "mainSplitter").setSizes([560, 440])
    qtbot.waitUntil(lambda: entry_columns(window) == 1)
    score = score_button(window)
    assert score.isVisible() and window.rect().contains(QRect(score.mapTo(window, QPoint(0, 0)), score.size()))


def test_size_and_splitter_are_remembered_per_screen(qtbot, store, settings):
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    session = store.create(Session("Screens", ("Ann", "Bob"), "classic-1-6"))
    window.open_session(session)
    window.show()
    window.resize(QSize(780, 600))
    named(window, QSplitter, "mainSplitter").setSizes([430, 334])
    sizes = named(window, QSplitter, "mainSplitter").sizes()
    window.close()
    screen = window.screen()
    assert not settings.window_geometry(screen).isEmpty() and not settings.splitter_state(screen).isEmpty()
    again = MainWindow(store, settings)
    qtbot.addWidget(again)
    again.open_session(session)
    again.show()
    qtbot.waitExposed(again)
    assert again.size() == QSize(780, 600) and named(again, QSplitter, "mainSplitter").sizes() == sizes
