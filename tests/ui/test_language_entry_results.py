"""No English left in zh_CN: the entry in all its states, the result panel, History, the scoreboard, statistics,
the seasons view, the settle-up dialog, Help and the table panel (README "Languages").

A small walker reads every word a player can see or hear (text, tooltips, accessible names, headers and cells
of tables, chart titles) and reports each ASCII word of two letters or more that is not a card, a player's name,
a currency code, a key's name, "PDF", "CSV", "QR" or "Wi-Fi". The game's own words (row names, foul reasons,
the lines of a scored hand, settle-up lines, the rules' preview) come from the core's renderer, which another
part of this work translates: they are read from the core and set aside here, so this test checks the app alone.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator

import pytest

from PySide6.QtCharts import QChartView
from PySide6.QtCore import QAbstractListModel, QLocale, QModelIndex, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from scorekeeper import language
from scorekeeper.night.settle import format_money
from scorekeeper.rules import PRESET_DESCRIPTIONS
from scorekeeper.value.naturals import NATURAL_NAMES
from tests.ui.conftest import FOUR, SECOND, shown

from scorekeeper_app.results.help import HowToScoreDialog
from scorekeeper_app.results.seasons_view import SeasonsDialog
from scorekeeper_app.results.settle_dialog import SettleDialog
from scorekeeper_app.session.rules_preview import preview_lines
from scorekeeper_app.shell.language import install
from scorekeeper_app.table.view import TablePanel

WORD = re.compile(r"[A-Za-z]{2,}")
CARD = re.compile(r"(?:10|[2-9TJQKA])[shdc]", re.IGNORECASE)
ALLOWED = {"PDF", "CSV", "QR", "USD", "OFC", "Ctrl", "Shift", "Alt", "Enter", "Tab", "Esc", "Backspace", "Delete",
           "Wi", "Fi"}
"""Words every language keeps: file types, the currency code, key names as printed on keyboards, Wi-Fi."""
FLUSHES = {"P1": ("2h 5h 9h", "3s 6s 8s Ts Qs", "4d 7d Jd Kd 2d"),
           "P2": ("As Kc 6c", "Qh Jh Th 8h 8c", "9c 9d 4h 4c 7c")}
"""P1's three flushes, a natural (RULES B7) the app asks about at Score."""
SHELL = ("Standings", "Each player's net units and money this session")
"""Words of the window's shell shown inside these views (the standings table's name; the window's actions, on
History's buttons, are read from the window): the shell's catalogue translates them, so they are set aside here
like the core's."""
FOULED = ("Kc Kd As", "Qc Qh 8h 5h 2c", "Ts 3h 3d 4c 7c")
"""Front K-K above a middle Q-Q: a foul (RULES B3)."""


@pytest.fixture
def zh_cn(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The app in 简体中文 for one test; English again afterwards."""
    translators = install(qapp, "zh_CN")
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    language.use("en")
    QLocale.setDefault(QLocale.system())


def _plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("&", "")


def _model_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    root = QModelIndex()

    def columns(parent: QModelIndex) -> int:  # a list model hides its columnCount
        return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)

    for orientation, count in ((Qt.Orientation.Horizontal, columns(root)),
                               (Qt.Orientation.Vertical, model.rowCount(root))):
        for section in range(count):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.headerData(section, orientation, role)
                if isinstance(value, str) and not (orientation == Qt.Orientation.Vertical and value.isdigit()):
                    yield value

    def cells(parent):  # type: ignore[no-untyped-def]
        for row in range(model.rowCount(parent)):
            for column in range(columns(parent)):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(index, role)
                    if isinstance(value, str):
                        yield value
            yield from cells(model.index(row, 0, parent))

    yield from cells(view.rootIndex())


def seen_texts(root: QWidget) -> list[str]:
    """Every word the widget and its visible children show, tip or read out."""
    out: list[str] = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        out += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if isinstance(widget, QLabel | QAbstractButton):
            out.append(widget.text())
        elif isinstance(widget, QLineEdit):
            out.append(widget.placeholderText())
        elif isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTabWidget):
            out += [t for i in range(widget.count()) for t in (widget.tabText(i), widget.tabToolTip(i))]
        elif isinstance(widget, QTextBrowser):
            out.append(widget.toPlainText())
        elif isinstance(widget, QChartView):
            chart = widget.chart()
            out += [chart.title(), *(axis.titleText() for axis in chart.axes())]
        if isinstance(widget, QMessageBox):
            out.append(widget.text())
        if isinstance(widget, QAbstractItemView):
            out += list(_model_texts(widget))
    return [_plain(t) for t in out if t]


def english_left(texts: Iterable[str], names: Iterable[str], core: Iterable[str] = ()) -> list[str]:
    """The words still in English: every ASCII word but cards, names, allowed words and the core's own texts."""
    core_texts = sorted({c for c in core if c}, key=len, reverse=True)
    kept = set(ALLOWED) | {w for name in names for w in WORD.findall(name)}
    left: list[str] = []
    for text in texts:
        for piece in core_texts:
            text = text.replace(piece, " ")
        left += [w for w in WORD.findall(CARD.sub(" ", text)) if w not in kept]
    return sorted(set(left))


def core_words(window) -> list[str]:  # type: ignore[no-untyped-def]
    """What the core says on the screens of this window that is not its translated words: the money, settle-up."""
    words: list[str] = [*NATURAL_NAMES.values(), *PRESET_DESCRIPTIONS.values(), *SHELL]
    words += [t for a in window.findChildren(QAction) for t in (a.text().replace("&", ""), a.toolTip(), a.iconText())]
    entry = window.entry
    for player in entry.players:  # what a card field says of a token it cannot read echoes the token
        for row in player.rows.values():
            words += [(t.error or "").split("cannot be read: ", 1)[-1] for t in row.bad_tokens]
    session = window.session
    if session is not None:
        preview = [line.strip().rstrip(".") for line in preview_lines(session.rules)]
        words += [session.rules.preset_name() or "", session.bankroll_warning() or ""]
        words += [line[:1].upper() + line[1:] for line in preview]  # Help writes each as a sentence
        words += [p.describe(session.currency) for p in session.settle_up()]
        words += [format_money(s.money, session.currency) for s in session.standings()]
        for hand in session.hands:
            words += [format_money(hand.money(name), session.currency) for name in hand.units]
    return [*words, *(w.lower() for w in words)]  # a screen reader hears hand names in lower case


def keys(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(QApplication.focusWidget(), text)


def check(window, root: QWidget, typed: str = "") -> list[str]:  # type: ignore[no-untyped-def]
    """English left on ``root``, beyond the names, the core's texts and what the user typed (``typed``)."""
    return english_left(seen_texts(root), ["P1", "P2", window.session.name, typed], core_words(window))


def test_the_entry_speaks_chinese_in_every_state(qtbot, make_window, zh_cn):  # type: ignore[no-untyped-def]
    """Empty, a bad card, a card twice, a foul, a natural asked about at Score, and scored: no English left."""
    window = make_window(("P1", "P2"), "classic-naturals")
    entry = window.entry
    qtbot.waitUntil(entry.players[0].rows["front"].edit.hasFocus)
    assert entry.score_button.text() == "计分本局"
    assert check(window, entry) == []  # empty

    keys(qtbot, "Xx")
    assert entry.players[0].rows["front"].feedback().startswith("'Xx' 不是一张牌：")
    assert check(window, entry, typed="Xx") == []  # a card that cannot be read, shown as typed
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    keys(qtbot, "As As")
    assert entry.players[0].rows["front"].feedback() == "As 在这一道里出现了两次"
    assert check(window, entry) == []  # the same card twice

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)  # clear the hand
    entry.focus_first()
    for text in FOULED:
        keys(qtbot, text.replace(" ", ""))
    assert entry.players[0].status.text().startswith("倒水：")
    assert check(window, entry) == []  # fouled

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    entry.focus_first()
    for rows in FLUSHES.values():
        for text in rows:
            keys(qtbot, text.replace(" ", ""))
    assert entry.players[0].status.text().startswith("这手牌是")
    assert check(window, entry) == []  # a natural the cards make, not declared
    asked: list[list[str]] = []

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, QMessageBox) or modal.objectName() != "declareNaturalQuestion":
            QTimer.singleShot(20, answer)
            return
        asked.append(check(window, modal))
        asked.append([modal.text()])
        QTest.keyClick(modal.focusWidget() or modal, Qt.Key.Key_Return)  # Yes is the default

    QTimer.singleShot(0, answer)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.session.hand_count == 1)
    assert asked[0] == []
    assert asked[1][0].startswith("P1 的牌是")
    assert window.session.hands[0].deal.players[0].natural == "three_flushes"
    assert check(window, entry) == []  # scored: the entry is empty again for hand 2


def test_results_history_statistics_settle_up_and_help_speak_chinese(qtbot, make_window, store, zh_cn):  # type: ignore[no-untyped-def]
    """After two hands (one fouled): every tab of the scoreboard, the settle-up, Help and Seasons."""
    window = make_window(("P1", "P2"), "classic-1-6")
    qtbot.waitUntil(window.entry.players[0].rows["front"].edit.hasFocus)
    for hand in ({"P1": FOULED, "P2": SECOND["P1"]}, {"P1": FOUR["P1"], "P2": FOUR["P2"]}):
        window.entry.focus_first()
        for rows in hand.values():
            for text in rows:
                keys(qtbot, text.replace(" ", ""))
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.session.hand_count == 2)
    board = window.scoreboard
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4):  # last hand, history, chart, statistics
        qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.ControlModifier)
        current = board.tabs.currentWidget()
        qtbot.waitUntil(current.isVisible)
        assert check(window, board) == [], board.tabs.tabText(board.tabs.currentIndex())
    assert board.tabs.tabText(1) == "历史"
    for dialog in (SettleDialog(window.session, None, window), HowToScoreDialog(window.session, window),
                   SeasonsDialog(store, window)):
        qtbot.addWidget(dialog)
        shown(qtbot, dialog)
        pages = dialog.findChild(QTabWidget, "seasonTabs")
        for page in range(pages.count() if pages is not None else 1):
            if pages is not None:
                pages.setCurrentIndex(page)
            assert check(window, dialog) == [], type(dialog).__name__
        dialog.close()


def test_the_table_panel_speaks_chinese(qtbot, zh_cn):  # type: ignore[no-untyped-def]
    """The laptop's table panel: each seat's status, the auto-score box, refusals."""
    panel = TablePanel(["P1", "P2"], ["http://127.0.0.1:1/seat?k=a", "http://127.0.0.1:1/seat?k=b"], False)
    qtbot.addWidget(panel)
    panel.seats[0].set_status("ready", 1, False)
    panel.seats[1].set_status("waiting", 0, False)
    panel.show_refusal(2, "")
    shown(qtbot, panel)
    texts = [t for t in seen_texts(panel) if "http://" not in t]
    assert english_left(texts, ["P1", "P2"]) == []
    assert panel.seats[0].status.accessibleName() == "好了 ✓"
