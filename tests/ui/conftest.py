"""UI test set-up: every test gets its own store and preferences file, never the user's own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TypeVar

import pytest

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QWidget,
)

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.deals import FOUR, SECOND, SECOND_FIXED, THIRD, Rows

from scorekeeper_app.cards.card_picker import CardPicker
from scorekeeper_app.cards.card_strip import CardStrip
from scorekeeper_app.common.lazy_tab import LazyTab
from scorekeeper_app.common.settings import UiSettings
from scorekeeper_app.entry.entry_body import EntryBody
from scorekeeper_app.entry.hand_entry import HandEntry
from scorekeeper_app.entry.player_entry import PlayerEntry
from scorekeeper_app.entry.row_entry import RowEntry
from scorekeeper_app.results.hand_reviews import HandReviews
from scorekeeper_app.results.history import HistoryModel
from scorekeeper_app.results.models import ResultModel, StandingsModel
from scorekeeper_app.shell.main_window import MainWindow

__all__ = ["FOUR", "SECOND", "SECOND_FIXED", "THIRD", "Rows"]  # the app tests take the deals from here too

HERE = Path(__file__).resolve().parent
W = TypeVar("W", bound=QWidget)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The offscreen platform warns that it cannot pass window size hints on, nor raise a menu opened from the
    # keyboard and grab the keyboard for it; that is not our failure. Nor is the wildcard disconnect Qt's
    # QWebSocket does on a socket it took over from a QTcpServer (table mode).
    for item in items:
        if HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.qt_log_ignore("propagateSizeHints", "wildcard call disconnects from destroyed",
                                                       "does not support raise", "grabbing the keyboard"))


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point the store and the preferences at the test's temporary folder."""
    monkeypatch.setenv("CHINESE_POKER_STORE", str(tmp_path / "store.sqlite3"))
    monkeypatch.setenv("CHINESE_POKER_SETTINGS", str(tmp_path / "ui.ini"))


@pytest.fixture(autouse=True)
def unanswered_questions(request: pytest.FixtureRequest) -> Iterator[None]:
    """A Score question (a natural, a double entry) left open fails the test instead of hanging it."""
    if HERE not in Path(str(request.node.path)).resolve().parents:
        yield
        return
    request.getfixturevalue("qapp")  # the watching timer needs an application even in a test that has none
    left: list[str] = []
    seen: dict[int, int] = {}

    def check() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.objectName() in ("declareNaturalQuestion", "sameDealQuestion"):
            seen[id(modal)] = seen.get(id(modal), 0) + 1
            if seen[id(modal)] > 20:  # open for about 5 s: nobody is going to answer it
                left.append(modal.text())
                modal.reject()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(250)
    yield
    timer.stop()
    if left:
        pytest.fail(f"a question was left unanswered: {left[0]}")


def shown(qtbot, widget: W) -> W:  # type: ignore[no-untyped-def]
    """Show a window and wait until it is the active one: key presses go to the active window's focus
    widget, and windows of earlier tests may still be closing in a busy run."""
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow, timeout=10_000)
    return widget


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(tmp_path / "store.sqlite3")
    yield s
    s.close()


@pytest.fixture
def settings(tmp_path: Path) -> UiSettings:
    return UiSettings(QSettings(str(tmp_path / "ui.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def make_window(qtbot, store: Store, settings: UiSettings):  # type: ignore[no-untyped-def]
    """A main window showing a new stored session: ``make_window(players, rules, **session_options)``."""

    def make(players: tuple[str, ...] = tuple(FOUR), rules: str = "classic-1-6", **options: object) -> MainWindow:
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        session = store.create(Session("Test game", players, rules, **options))  # type: ignore[arg-type]
        window.open_session(session)
        return shown(qtbot, window)

    return make


def fill(window: MainWindow, hands: dict[str, tuple[str, str, str]]) -> None:
    """Set each named player's rows as text (the fields' own setter, not keystrokes)."""
    for name, rows in hands.items():
        for row, text in zip(("front", "middle", "back"), rows, strict=True):
            row_of(window, name, row).set_text(text)


def row_edit(window: MainWindow, player: str, row: str) -> QLineEdit:
    """A player's row as a screen reader reaches it: the box named for the player, its field named "<row> cards"."""
    for box in window.findChildren(QFrame):
        if box.accessibleName() == player:
            for edit in box.findChildren(QLineEdit):
                if edit.accessibleName() == f"{row} cards":
                    return edit
    raise AssertionError(f"no {row} field for {player}")


def named(window: QWidget, kind: type[W], name: str) -> W:
    """A widget by its object name, as every test finds one (never through the window's attributes)."""
    found = window.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name}"
    return found


def entry_of(window: MainWindow) -> HandEntry:
    """The hand being entered (the boxes and the picker), for what only the whole entry answers: its deal."""
    return named(window, HandEntry, "handEntry")


def summary_of(window: MainWindow) -> QLabel:
    """The line above the boxes saying what the hand still waits for."""
    return named(window, QLabel, "entrySummary")


def score_button(window: MainWindow) -> QPushButton:
    """The entry's Score the hand (Save the correction while correcting) button."""
    return named(window, QPushButton, "scoreButton")


def picker_of(window: MainWindow) -> CardPicker:
    """The 52-card picker."""
    return named(window, CardPicker, "cardPicker")


def entry_columns(window: MainWindow) -> int:
    """How many columns the player boxes are laid out in."""
    return named(window, EntryBody, "entryScroll").columns()


def seats(window: MainWindow) -> list[PlayerEntry]:
    """The players' boxes in the order the keyboard (and a screen reader) goes through them: the seat order."""
    boxes: list[PlayerEntry] = []
    widget = window.nextInFocusChain()
    while widget is not window:
        box = widget if isinstance(widget, PlayerEntry) else None
        parent = widget.parentWidget()
        while box is None and parent is not None:
            box = parent if isinstance(parent, PlayerEntry) else None
            parent = parent.parentWidget()
        if box is not None and box not in boxes:
            boxes.append(box)
        widget = widget.nextInFocusChain()
    return boxes


def row_texts(window: MainWindow, player: str) -> tuple[str, str, str]:
    """What a player's front, middle and back fields show."""
    front, middle, back = (row_field(window, player, row).text() for row in ("front", "middle", "back"))
    return front, middle, back


def correcting(window: MainWindow) -> bool:
    """Whether the correction banner ("Correcting hand n") shows above the entry."""
    return named(window, QFrame, "correctionBanner").isVisibleTo(window)


def side_tabs(window: MainWindow) -> QTabWidget:
    """The tabs beside the entry: Last hand, History, Chart, Statistics."""
    return named(window, QTabWidget, "sideTabs")


def show_tab(window: MainWindow, name: str) -> QWidget:
    """Bring a side tab to the front by its page's name ("resultPanel", "historyView", "chartTab", "statsTab")."""
    page = named(window, QWidget, name)
    side_tabs(window).setCurrentWidget(page)
    return page


def history_table(window: MainWindow) -> QTableView:
    """The History table, as a screen reader finds it: by its name."""
    return named(window, QTableView, "historyTable")


def selected_hand(window: MainWindow) -> int | None:
    """The hand number selected in History, read from the table's selected row (its first column)."""
    table = history_table(window)
    rows = table.selectionModel().selectedRows()
    return int(rows[0].data()) if rows else None


def select_hand(window: MainWindow, number: int) -> None:
    """Select hand ``number`` in History, as a click on its row does."""
    table = history_table(window)
    for row in range(table.model().rowCount()):
        if table.model().index(row, 0).data() == str(number):
            table.selectRow(row)
            return
    raise AssertionError(f"no hand {number} in History")


def result_of(window: MainWindow) -> ResultModel:
    """The Last hand table's model (a row per player), found by the table's name."""
    model: ResultModel = named(window, QTableView, "resultTable").model()
    return model


def player_box(window: MainWindow, player: str) -> PlayerEntry:
    """A player's box as a screen reader reaches it: by its accessible name ("Ann", or "Ann · hand 2")."""
    for box in window.findChildren(PlayerEntry):
        if box.accessibleName() == player:
            return box
    raise AssertionError(f"no box named {player}")


def row_of(window: MainWindow, player: str, row: str) -> RowEntry:
    """A player's row (field, hand name and cards), found inside the box named for the player by its name."""
    found = player_box(window, player).findChild(RowEntry, f"{row}Row")
    assert found is not None, f"no {row} row for {player}"
    return found


def row_field(window: MainWindow, player: str, row: str) -> QLineEdit:
    """A player's row field by its object name, in any language (its accessible name is translated)."""
    found = player_box(window, player).findChild(QLineEdit, f"{row}Edit")
    assert found is not None, f"no {row} field for {player}"
    return found


def row_label(window: MainWindow, player: str, row: str) -> QLabel:
    """What a row says under its cards (its hand's name, what is missing, what is wrong)."""
    found = player_box(window, player).findChild(QLabel, f"{row}Label")
    assert found is not None, f"no {row} label for {player}"
    return found


def row_cards(window: MainWindow, player: str, row: str) -> CardStrip:
    """A row's cards as drawn (the strip a screen reader reads as "Ann, front: king of hearts, ...")."""
    found = player_box(window, player).findChild(CardStrip, f"{row}Cards")
    assert found is not None, f"no {row} cards for {player}"
    return found


def status_of(window: MainWindow, player: str) -> QLabel:
    """The status a player's box shows and a screen reader reads ("Ready ✓", "Surrenders", a foul's reason)."""
    found = player_box(window, player).findChild(QLabel, "statusLabel")
    assert found is not None, f"no status for {player}"
    return found


def surrender_of(window: MainWindow, player: str) -> QCheckBox:
    """A player's Surrender check box."""
    found = player_box(window, player).findChild(QCheckBox, "surrenderCheck")
    assert found is not None, f"no Surrender for {player}"
    return found


def badge_of(window: MainWindow, player: str, badge: str) -> QLabel:
    """A badge in a player's box, by its name ("dealerBadge", "fantasylandBadge")."""
    found = player_box(window, player).findChild(QLabel, badge)
    assert found is not None, f"no {badge} for {player}"
    return found


def badge_shown(window: MainWindow, player: str, badge: str) -> bool:
    """Whether the badge shows in the player's box (whether or not the box itself is on screen just now)."""
    return badge_of(window, player, badge).isVisibleTo(player_box(window, player))


def standings_of(window: MainWindow) -> StandingsModel:
    """The Standings table's model, found as a screen reader finds the table: by its name."""
    view = window.findChild(QTableView, "standingsTable")
    assert view is not None
    model: StandingsModel = view.model()
    return model


def history_of(window: MainWindow) -> HistoryModel:
    """The History table's model, found by the table's name."""
    view = window.findChild(QTableView, "historyTable")
    assert view is not None
    model: HistoryModel = view.model()
    return model


def tab_named(window: MainWindow, name: str) -> LazyTab:
    """A side tab built when first shown ("chartTab", "statsTab"), found by its name."""
    page = window.findChild(LazyTab, name)
    assert page is not None
    return page


def reviews_of(window: MainWindow) -> HandReviews:
    """The best-setting reviews worked out in the background for History and Last hand."""
    found = window.findChild(HandReviews, "handReviews")
    assert found is not None
    return found


def type_text(widget: QWidget, text: str) -> None:
    """Type any text, suit symbols included (QTest can only type ASCII), as key events with that text."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char))
