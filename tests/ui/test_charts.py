"""The chart and statistics tabs, the help pages, and what they cost at start-up."""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QMessageBox, QTextBrowser, QWidget

from scorekeeper import __version__
from scorekeeper.night.stats import session_stats
from tests.ui.conftest import FOUR, SECOND, THIRD, fill, show_tab, tab_named

from scorekeeper_app.results.help import HowToScoreDialog
from scorekeeper_app.results.models import STAT_ROLE

ROOT = Path(__file__).resolve().parents[2]


def play(window, *hands) -> None:  # type: ignore[no-untyped-def]
    for rows in hands:
        fill(window, rows)
        assert window.score_hand()


def stat_row(model, label: str) -> int:  # type: ignore[no-untyped-def]
    """The row whose header reads ``label``, as a person finds it in the Statistics table, or -1."""
    rows = range(model.rowCount())
    return next((r for r in rows if model.headerData(r, Qt.Orientation.Vertical) == label), -1)


def test_statistics_follow_every_hand(qtbot, qtmodeltester, make_window):
    window = make_window()
    show_tab(window, "statsTab")
    qtbot.waitUntil(lambda: tab_named(window, "statsTab").findChild(QWidget, "statsView") is not None)
    view = tab_named(window, "statsTab").page()
    qtmodeltester.check(view.model, force_py=True)
    play(window, FOUR, SECOND, THIRD)
    stats = session_stats(window.session)
    model = view.model
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == list(FOUR)
    fouls = stat_row(model, "Fouls")
    assert [model.index(fouls, c).data(STAT_ROLE) for c in range(4)] == [0, 0, 0, 1]
    won = stat_row(model, "Rows won (F/M/B)")
    assert [model.index(won, c).data(STAT_ROLE) for c in range(4)] == [stats[p].rows_won for p in FOUR]
    assert model.index(stat_row(model, "Money"), 3).data() == "−$35.00"  # 1 − 18 − 18 units at $1
    assert stat_row(model, "Fantasyland entries") == -1  # not an open-face game
    bars = {p: [bar.at(i) for i in range(3)] for p, bar in view.sets.items()}
    assert bars == {p: [stats[p].rows_won[r] for r in ("front", "middle", "back")] for p in FOUR}
    window.act.undo.trigger()
    assert [model.index(fouls, c).data(STAT_ROLE) for c in range(4)] == [0, 0, 0, 1]
    assert model.index(stat_row(model, "Hands"), 0).data() == "2"


def test_the_chart_shows_money_on_request(qtbot, make_window):
    window = make_window(unit_value="0.50")
    window.findChild(type(window.act.quick), "actionShowChart").trigger()
    qtbot.waitUntil(lambda: tab_named(window, "chartTab").findChild(QWidget, "runningTotalChart") is not None)
    play(window, FOUR)
    chart = tab_named(window, "chartTab").page()
    chart.findChild(QComboBox, "chartMeasure").setCurrentIndex(1)
    assert [(p.x(), p.y()) for p in chart.series["P3"].points()] == [(0, 0), (1, -6.5)]
    assert chart.axis_y.titleText() == "Money (USD)"
    assert chart.axis_y.min() <= -6.5 and chart.axis_y.max() >= 4.5


def test_a_hidden_chart_catches_up_when_shown(qtbot, make_window):
    window = make_window()
    show_tab(window, "chartTab")
    qtbot.waitUntil(lambda: tab_named(window, "chartTab").findChild(QWidget, "runningTotalChart") is not None)
    show_tab(window, "resultPanel")
    play(window, FOUR, SECOND)
    show_tab(window, "chartTab")
    line = [Fraction(p.y()) for p in tab_named(window, "chartTab").page().series["P2"].points()]
    assert line == [0, 9, 22]


def test_how_to_score_says_what_this_session_pays(qtbot, make_window):
    window = make_window(unit_value="5.00")
    window.findChild(type(window.act.quick), "actionHowToScore").trigger()
    dialog = window.findChild(HowToScoreDialog, "howToScoreDialog")
    text = dialog.findChild(QTextBrowser, "howToScoreText").toPlainText()
    for words in ("1-6: each row won is 1 unit, and winning all three rows (a scoop) pays 3 more.",
                  "A 2–1 pays 1; a scoop pays 6.", "A foul pays 6 to each opponent.", "Surrender costs 2 a player.",
                  "One unit is worth $5.00", "P1, P2, P3, P4"):
        assert words in text
    dialog.close()


def test_about_names_the_version(qtbot, make_window, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: shown.append(text))
    window = make_window()
    window.findChild(type(window.act.quick), "actionAbout").trigger()
    assert f"Chinese Poker Scorekeeper {__version__}" in shown[0]


def test_charts_spreadsheets_and_numpy_are_not_loaded_at_start_up():
    code = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]);"
            "from scorekeeper_app.shell.main_window import MainWindow;"
            "from scorekeeper.night.store import Store; import tempfile, os;"
            "w = MainWindow(Store(os.path.join(tempfile.mkdtemp(), 's.sqlite3'))); w.show(); app.processEvents();"
            "print(sorted(m for m in ('PySide6.QtCharts', 'openpyxl', 'xlsxwriter', 'numpy') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
