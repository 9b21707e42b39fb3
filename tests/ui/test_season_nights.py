"""The Seasons view's chosen nights and its workbook export, driven by keys (issue 18: seasons over a chosen set
of sessions; Share: export a season to one workbook). RULES F's deal at 1-6, as in test_seasons_view."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QListWidget, QMessageBox, QPushButton, QTableWidget

from tests.ui.test_seasons_view import column, open_dialog, two_nights

from scorekeeper_app.results.seasons_view import SeasonsDialog
from scorekeeper_app.shell.main_window import MainWindow


def keys(qtbot, *presses) -> None:  # type: ignore[no-untyped-def]
    """Each key (or (key, modifier)) to whichever widget has focus at that moment."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    for press in presses:
        key, modifier = press if isinstance(press, tuple) else (press, Qt.KeyboardModifier.NoModifier)
        qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def test_unticking_a_night_leaves_it_out_and_ticking_it_brings_it_back(qtbot, store):
    two_nights(store)
    dialog = open_dialog(qtbot, store)
    dialog.activateWindow()
    standings = dialog.findChild(QTableWidget, "seasonStandings")
    assert column(standings, 1) == ["14", "3", "2", "-19"]
    keys(qtbot, (Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier))  # the Nights tab
    nights = dialog.findChild(QListWidget, "seasonNights")
    assert [nights.item(i).text() for i in range(nights.count())] == [
        "2026-09-04  Friday 1  (1 hands)", "2026-09-11  Friday 2  (1 hands)"]
    nights.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is nights)
    keys(qtbot, Qt.Key.Key_Space)  # untick Friday 1: only Friday 2 (Cy surrenders) is left
    assert nights.item(0).checkState() == Qt.CheckState.Unchecked
    assert column(standings, 0) == ["Bob", "Dee", "Ann", "Cy"]
    assert column(standings, 1) == ["5", "2", "-1", "-6"]
    assert dialog.summary.text() == "1 nights, 1 hands"
    keys(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Space)  # untick Friday 2 as well: an empty season
    assert standings.rowCount() == 0
    tick_all = dialog.findChild(QPushButton, "tickAllNights")
    tick_all.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tick_all)
    keys(qtbot, Qt.Key.Key_Space)
    assert column(standings, 1) == ["14", "3", "2", "-19"]
    assert dialog.summary.text() == "2 nights, 2 hands"


def test_export_season_writes_the_workbook_of_the_nights_chosen(qtbot, store, tmp_path: Path, monkeypatch):
    two_nights(store)
    asked: list[str] = []

    def save_as(_parent, _title, suggested, _filter="", *_args, **_kwargs):  # type: ignore[no-untyped-def]
        asked.append(Path(suggested).name)
        return str(tmp_path / "club"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    dialog = open_dialog(qtbot, store)
    dialog.activateWindow()
    keys(qtbot, (Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier))
    nights = dialog.findChild(QListWidget, "seasonNights")
    nights.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is nights)
    keys(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Space)  # leave Friday 2 out: Friday 1 only (+3 +9 -13 +1 at 5)
    button = dialog.findChild(QPushButton, "exportSeason")
    button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    keys(qtbot, Qt.Key.Key_Space)
    assert asked == ["season 2026-09-04.xlsx"]
    book = load_workbook(tmp_path / "club.xlsx", data_only=True)  # the extension added
    rows = [tuple(c.value for c in row)[:4] for row in book["Standings"].iter_rows(min_row=5, max_row=8)]
    assert rows == [(1, "Bob", 9, 45), (2, "Ann", 3, 15), (3, "Dee", 1, 5), (4, "Cy", -13, -65)]
    assert dialog.summary.text() == "1 nights, 1 hands; exported club.xlsx"


def test_a_failed_export_is_one_sentence(qtbot, store, tmp_path: Path, monkeypatch):
    two_nights(store)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(tmp_path / "season.csv"), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *_a: shown.append((title, text)))
    dialog = open_dialog(qtbot, store)
    button = dialog.findChild(QPushButton, "exportSeason")
    button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button)
    keys(qtbot, Qt.Key.Key_Space)
    assert shown == [("Cannot export", "Cannot export the season to season.csv: the file name must end in .xlsx "
                                       "(Excel workbook), not '.csv'.")]
    assert list(tmp_path.glob("season*")) == []


def test_the_welcome_screen_opens_the_seasons_view(qtbot, store, settings):
    two_nights(store)
    window = MainWindow(store, settings)
    qtbot.addWidget(window)
    window.show()
    window.show_welcome()  # the welcome screen, where the stored nights are listed
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.welcome.new_button)
    button = window.findChild(QPushButton, "welcomeSeasons")
    assert button.isVisible() and button.text() == "Seasons: every night added up…"
    for _ in range(6):  # Tab along the welcome screen's buttons to Seasons
        if QApplication.focusWidget() is button:
            break
        keys(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button
    keys(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.findChild(SeasonsDialog) is not None)
    dialog = window.findChild(SeasonsDialog)
    qtbot.waitExposed(dialog)
    assert column(dialog.findChild(QTableWidget, "seasonStandings"), 1) == ["14", "3", "2", "-19"]
    dialog.close()
