"""Starting the app: the welcome screen, reopening the last session, remembered geometry, launch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QWidget

from scorekeeper.night.session import Session
from tests.ui.conftest import FOUR, fill, history_of, standings_of

from scorekeeper_app.app import READY_MARKER, app_icon
from scorekeeper_app.common.resources import APP_ICON, resource_path
from scorekeeper_app.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def test_without_sessions_the_welcome_screen_offers_new_open_import(qtbot, store, settings):
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.open_last()
    assert window.pages.currentWidget().objectName() == "welcomePage"
    for name in ("welcomeNew", "welcomeOpen", "welcomeImport"):
        assert window.findChild(QPushButton, name) is not None
    assert not window.act.score.isEnabled()


def test_the_last_session_opens_with_its_hands(qtbot, store, settings):
    session = store.create(Session("Friday", tuple(FOUR), "classic-1-6"))
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.open_session(session)
    fill(window, FOUR)
    assert window.score_hand()
    again = MainWindow(store, settings)
    qtbot.addWidget(again)
    again.open_last()
    assert again.session is not None and again.session.hand_count == 1
    assert again.findChild(QLabel, "resultTitle").text() == "Hand 1 · dealt by P1"
    assert again.findChild(QLabel, "sessionStatus").text().startswith("Hand 2 · P2 deals · unit $1.00")


def test_window_geometry_is_remembered(qtbot, store, settings):
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    window.resize(QSize(700, 520))  # the offscreen screen is 800 x 800
    window.close()
    saved = settings.window_geometry(window.screen())
    assert isinstance(saved, QByteArray) and not saved.isEmpty()
    again = MainWindow(store, settings)
    qtbot.addWidget(again)
    assert again.size() == QSize(700, 520)


def test_four_colour_deck_is_a_remembered_preference(qtbot, store, settings):
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.act.four_colour.trigger()
    assert settings.four_colour_deck
    assert MainWindow(store, settings).act.four_colour.isChecked()


def test_every_action_has_an_object_name(qtbot, store, settings):
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    names = [a.objectName() for a in window.actions()]
    assert all(names) and {"actionUndo", "actionRedo", "actionScore", "actionQuickEntry"} <= set(names)


def test_the_icon_is_shipped_and_readable(qtbot):
    assert resource_path(APP_ICON) is not None
    assert not app_icon().isNull()
    window = QWidget()
    qtbot.addWidget(window)


def test_the_app_starts_and_reports_ready(tmp_path):
    env = {**os.environ, "CHINESE_POKER_STORE": str(tmp_path / "s.sqlite3"),
           "CHINESE_POKER_SETTINGS": str(tmp_path / "ui.ini"), "CHINESE_POKER_READY": "quit",
           "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "scorekeeper_app"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert READY_MARKER in done.stdout


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_this_pyside_build_keeps_references_to_none(qtbot):
    """PySide6 6.12.0 on Python 3.11 drops a reference to None on every void call and soon crashes."""
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(1000):
        label.setText("x")
    assert sys.getrefcount(None) >= before - 50


def test_importing_a_session_file_opens_it_with_its_hands(qtbot, store, settings, tmp_path, monkeypatch):
    deal = {"players": [{"name": n, "front": f, "middle": m, "back": b} for n, (f, m, b) in FOUR.items()]}
    data = {"format": "chinese-poker-session", "version": 1, "name": "Imported", "players": list(FOUR),
            "rules": "classic-1-6", "unit_value": "5.00", "currency": "USD",
            "hands": [{"dealer": "P1", "unit_value": "5.00", **deal}]}
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args, **_kwargs: (str(path), ""))
    window.findChild(QAction, "actionImport").trigger()  # File > Import session file..., answered with the path
    assert window.session is not None and window.session.name == "Imported"
    assert history_of(window).rowCount() == 1
    assert [standings_of(window).index(r, 1).data() for r in range(4)] == ["P2", "P1", "P4", "P3"]
    assert settings.last_folder == str(tmp_path)
