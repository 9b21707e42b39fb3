"""No English left in 简体中文, 繁體中文 or Tiếng Việt: the entry in all its states, the result panel, History, the
scoreboard, statistics, the seasons view, the settle-up dialog, Help and the table panel (README "Languages").

A small walker reads every word a player can see or hear (text, tooltips, accessible names, headers and cells
of tables, chart titles) and reports each English word: in Chinese any ASCII word of two letters or more, in
Vietnamese (written in Latin letters) a word of the English catalogues' sources, as language_check.py does. Cards,
players' names, currency codes, key names, "PDF", "CSV", "QR" and "Wi-Fi" are kept. The only core texts set aside
are the few another developer is translating at this moment (``STILL_ENGLISH_IN_THE_CORE``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from PySide6.QtCharts import QChartView
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt, QTimer
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

from tests.ui.conftest import (
    FOUR,
    SECOND,
    entry_of,
    named,
    row_field,
    row_label,
    score_button,
    shown,
    side_tabs,
    status_of,
)

from scorekeeper_app.phones.view import TablePanel
from scorekeeper_app.results.help import HowToScoreDialog
from scorekeeper_app.results.seasons_view import SeasonsDialog
from scorekeeper_app.results.settle_dialog import SettleDialog

from .language_check import installed, vocabulary

ROOT = Path(__file__).resolve().parents[2]
WORD = re.compile(r"[A-Za-z]{2,}")
LATIN_WORD = re.compile(r"[^\W\d_]+")
"""A whole word in Vietnamese: "toán" is one word, not "to" and a letter."""
CARDS = re.compile(r"(?:(?:10|[2-9TJQKA])[shdc])+", re.IGNORECASE)
"""Cards as typed, one or several together (AsKd); 'Th' of a word such as 'Three' is not one."""
ALLOWED = {"PDF", "CSV", "QR", "USD", "OFC", "Ctrl", "Shift", "Alt", "Enter", "Tab", "Esc", "Backspace", "Delete",
           "Wi", "Fi"}
"""Words every language keeps: file types, the currency code, key names as printed on keyboards, Wi-Fi."""
GLOSSARY_KEEPS = {"vi": {"Fantasyland", "Pineapple", "so", "may"}, "zh_CN": set(), "zh_TW": set()}
"""English words the glossary (docs/TRANSLATING.md) keeps as Vietnamese players say them, and Vietnamese words
spelled as English ones: ``so`` (compare), ``may`` (luck)."""
ENGLISH = vocabulary(p for p in sorted((ROOT / "resources/i18n").glob("*_vi.ts")) if p.name != "qtbase_vi.ts") | {
    word.lower() for po in sorted((ROOT / "scorekeeper/locale/vi").glob("*.po"))
    for message in read_po(po.open("rb")) if message.id
    for text in (message.id if isinstance(message.id, tuple) else (message.id,)) for word in WORD.findall(text)}
"""Every English word of the app's and the core's catalogue sources: what Vietnamese must not show."""
FLUSHES = {"P1": ("2h 5h 9h", "3s 6s 8s Ts Qs", "4d 7d Jd Kd 2d"),
           "P2": ("As Kc 6c", "Qh Jh Th 8h 8c", "9c 9d 4h 4c 7c")}
"""P1's three flushes, a natural (RULES B7) the app asks about at Score."""
FOULED = ("Kc Kd As", "Qc Qh 8h 5h 2c", "Ts 3h 3d 4c 7c")
"""Front K-K above a middle Q-Q: a foul (RULES B3)."""
SAID = {
    "zh_CN": {"score": "计分本局", "bad": "'Xx' 不是一张牌：", "twice": "As 在这一道里出现了两次", "foul": "倒水：",
              "natural": "这手牌是", "asked": "P1 的牌是", "history": "历史", "ready": "好了 ✓"},
    "zh_TW": {"score": "計分本局", "bad": "'Xx' 不是一張牌：", "twice": "As 在這一道裡出現了兩次", "foul": "倒水：",
              "natural": "這手牌是", "asked": "P1 的牌是", "history": "歷史", "ready": "好了 ✓"},
    "vi": {"score": "Tính điểm ván này", "bad": "'Xx' không phải là lá bài: ", "twice": "As có hai lần trong chi này",
           "foul": "Binh lủng: ", "natural": "Bài này là ", "asked": "Bài của P1 là ", "history": "Lịch sử",
           "ready": "xong ✓"},
}
"""What each language says at the checkpoints of the walk (exact, so the walk is known to run translated)."""


@pytest.fixture(params=["zh_CN", "zh_TW", "vi"])
def code(request, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The app in one language for one test; English again afterwards."""
    with installed(request.param):
        yield request.param


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


def english_left(code: str, texts: Iterable[str], names: Iterable[str], core: Iterable[str] = ()) -> list[str]:
    """The English words left: in Chinese every ASCII word, in Vietnamese every word of the English catalogues,
    but cards, names, allowed words and the core's texts excused (``core``)."""
    core_texts = sorted({c for c in core if c}, key=len, reverse=True)
    kept = {w.lower() for w in (*ALLOWED, *GLOSSARY_KEEPS[code])} | {w.lower() for n in names for w in WORD.findall(n)}
    left: list[str] = []
    for text in texts:
        for piece in core_texts:
            text = text.replace(piece, " ")
        words = ([w for w in LATIN_WORD.findall(text) if w.isascii() and len(w) > 1] if code == "vi"
                 else WORD.findall(text))
        left += [w for w in words
                 if not CARDS.fullmatch(w) and w.lower() not in kept and (code != "vi" or w.lower() in ENGLISH)]
    return sorted(set(left))


def keys(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(QApplication.focusWidget(), text)


def check(window, code: str, root: QWidget, typed: str = "") -> list[str]:  # type: ignore[no-untyped-def]
    """English left on ``root``, beyond the names and what the user typed (``typed``)."""
    return english_left(code, seen_texts(root), ["P1", "P2", window.session.name, typed], [])


def test_the_entry_speaks_the_language_in_every_state(qtbot, make_window, code):  # type: ignore[no-untyped-def]
    """Empty, a bad card, a card twice, a foul, a natural asked about at Score, and scored: no English left."""
    said = SAID[code]
    window = make_window(("P1", "P2"), "classic-naturals")
    entry = entry_of(window)
    qtbot.waitUntil(row_field(window, "P1", "front").hasFocus)
    assert score_button(window).text() == said["score"]
    assert check(window, code, entry) == []  # empty

    keys(qtbot, "Xx")
    assert row_label(window, "P1", "front").text().startswith(said["bad"])
    assert check(window, code, entry, typed="Xx") == []  # a card that cannot be read, shown as typed
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    keys(qtbot, "As As")
    assert row_label(window, "P1", "front").text() == said["twice"]
    assert check(window, code, entry) == []  # the same card twice

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)  # clear the hand
    entry.focus_first()
    for text in FOULED:
        keys(qtbot, text.replace(" ", ""))
    assert status_of(window, "P1").text().startswith(said["foul"])
    assert check(window, code, entry) == []  # fouled

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    entry.focus_first()
    for rows in FLUSHES.values():
        for text in rows:
            keys(qtbot, text.replace(" ", ""))
    assert status_of(window, "P1").text().startswith(said["natural"])
    assert check(window, code, entry) == []  # a natural the cards make, not declared
    asked: list[list[str]] = []

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, QMessageBox) or modal.objectName() != "declareNaturalQuestion":
            QTimer.singleShot(20, answer)
            return
        asked.append(check(window, code, modal))
        asked.append([modal.text()])
        QTest.keyClick(modal.focusWidget() or modal, Qt.Key.Key_Return)  # Yes is the default

    QTimer.singleShot(0, answer)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.session.hand_count == 1)
    assert asked[0] == []
    assert asked[1][0].startswith(said["asked"])
    assert window.session.hands[0].deal.players[0].natural == "three_flushes"
    assert check(window, code, entry) == []  # scored: the entry is empty again for hand 2
    assert check(window, code, window) == []  # the whole window: menus' tips, the status line, the result panel


def test_results_history_statistics_settle_up_and_help_speak_the_language(qtbot, make_window, store, code):  # type: ignore[no-untyped-def]
    """After two hands (one fouled): every tab of the scoreboard, the settle-up, Help and Seasons."""
    window = make_window(("P1", "P2"), "classic-1-6")
    qtbot.waitUntil(row_field(window, "P1", "front").hasFocus)
    for hand in ({"P1": FOULED, "P2": SECOND["P1"]}, {"P1": FOUR["P1"], "P2": FOUR["P2"]}):
        entry_of(window).focus_first()
        for rows in hand.values():
            for text in rows:
                keys(qtbot, text.replace(" ", ""))
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.session.hand_count == 2)
    board, tabs = named(window, QWidget, "scoreboard"), side_tabs(window)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4):  # last hand, history, chart, statistics
        qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.ControlModifier)
        current = tabs.currentWidget()
        qtbot.waitUntil(current.isVisible)
        assert check(window, code, board) == [], tabs.tabText(tabs.currentIndex())
    assert tabs.tabText(1) == SAID[code]["history"]
    for dialog in (SettleDialog(window.session, None, window), HowToScoreDialog(window.session, window),
                   SeasonsDialog(store, window)):
        qtbot.addWidget(dialog)
        shown(qtbot, dialog)
        pages = dialog.findChild(QTabWidget, "seasonTabs")
        for page in range(pages.count() if pages is not None else 1):
            if pages is not None:
                pages.setCurrentIndex(page)
            assert check(window, code, dialog) == [], type(dialog).__name__
        dialog.close()


def test_the_table_panel_speaks_the_language(qtbot, code):  # type: ignore[no-untyped-def]
    """The laptop's table panel: each seat's status, the auto-score box, refusals."""
    panel = TablePanel(["P1", "P2"], ["http://127.0.0.1:1/seat?k=a", "http://127.0.0.1:1/seat?k=b"],
                       "http://127.0.0.1:1/screen?k=c", False)
    qtbot.addWidget(panel)
    panel.seats[0].set_status("ready", 1, False)
    panel.seats[1].set_status("waiting", 0, False)
    panel.show_refusal(2, "")
    shown(qtbot, panel)
    texts = [t for t in seen_texts(panel) if "http://" not in t]
    assert english_left(code, texts, ["P1", "P2"]) == []
    assert panel.seats[0].status.accessibleName() == SAID[code]["ready"]
