"""Every text a person typed (player and session names, and the notes and seats made of them) is plain text
wherever the app shows it: a name that reads as HTML is shown as the characters typed (issue 29 item 2).

Each widget that shows a name is checked the way Qt decides: a label, tooltip or chart legend renders a
text as rich text when its format says so or when ``Qt.mightBeRichText`` guesses so.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCharts import QChartView
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QAbstractItemView, QCheckBox, QLabel, QWidget

from scorekeeper_app.entry.score_checks import ScoreChecks
from scorekeeper_app.results.seasons_view import SeasonsDialog
from scorekeeper_app.results.settle_dialog import SettleDialog
from scorekeeper_app.session.new_session import NewSessionDialog

from .conftest import FOUR, fill, named, row_of, shown, summary_of

HUGE = "<font size=7 color=red>HUGE</font>"
LINK = "<a href=x>pay</a>"
NAMES = (HUGE, LINK, "Cy", "Dee")
SESSION = "<b>Night</b> <font size=7>big</font>"
MARKS = ("<font", "<a href", "<b>Night")


def rich(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    """Qt would render ``text`` as HTML."""
    return text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and QtGui.mightBeRichText(text))


def raw(text: str) -> bool:
    return any(mark in text for mark in MARKS)


def model_tips(view: QAbstractItemView) -> list[str]:
    model, tips = view.model(), []
    if model is None:
        return tips

    def columns(parent: QModelIndex) -> int:
        try:
            return int(model.columnCount(parent))
        except TypeError:  # a list model's column count is private to Qt: it has one column
            return 1

    def walk(parent: QModelIndex) -> None:
        for r in range(model.rowCount(parent)):
            for c in range(columns(parent)):
                index = model.index(r, c, parent)
                tips.append(str(index.data(Qt.ItemDataRole.ToolTipRole) or ""))
                walk(index)

    walk(QModelIndex())
    for orientation, count in ((Qt.Orientation.Horizontal, columns(QModelIndex())),
                               (Qt.Orientation.Vertical, model.rowCount(QModelIndex()))):
        tips.extend(str(model.headerData(i, orientation, Qt.ItemDataRole.ToolTipRole) or "") for i in range(count))
    return tips


def html_shown(root: QWidget) -> list[str]:
    """Every place under ``root`` where a person's text would be rendered as HTML."""
    found: list[str] = []
    for widget in (root, *root.findChildren(QWidget)):
        where = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, QLabel) and raw(widget.text()) and rich(widget.text(), widget.textFormat()):
            found.append(f"{where}: {widget.text()}")
        if raw(widget.toolTip()) and rich(widget.toolTip()):
            found.append(f"{where} tooltip: {widget.toolTip()}")
        if isinstance(widget, QAbstractItemView):
            found.extend(f"{where} item tooltip: {tip}" for tip in model_tips(widget) if raw(tip) and rich(tip))
        if isinstance(widget, QChartView):
            found.extend(f"{where} legend: {s.name()}" for s in widget.chart().series() if raw(s.name()))
            if raw(widget.chart().title()):
                found.append(f"{where} chart title: {widget.chart().title()}")
    return found


def html_night(make_window: Any) -> Any:
    window = make_window(NAMES)
    window.session.rename(SESSION)
    fill(window, dict(zip(NAMES, FOUR.values(), strict=True)))
    assert window.score_hand()
    for action in window.act.tabs:  # every results tab built and shown
        action.trigger()
    return window


def test_the_main_window_shows_every_name_as_typed(qtbot, make_window):
    window = html_night(make_window)
    window.act.tabs[0].trigger()
    assert html_shown(window) == []
    row_of(window, HUGE, "front").set_text("Kh Qd 2s")  # the next hand begun: who it waits for
    assert summary_of(window).text().startswith(f"Waiting for {HUGE} (10 more cards), {LINK} (13 more cards)")
    window.findChild(ScoreChecks).entryError.emit(f"{LINK}: the cards cannot be read")  # a refusal quoting a name
    assert named(window, QLabel, "entryError").text() == f"{LINK}: the cards cannot be read"
    assert html_shown(window) == []
    title = named(window, QLabel, "resultTitle")
    assert title.text() == f"Hand 1 · dealt by {HUGE}" and title.textFormat() == Qt.TextFormat.PlainText


def test_the_settle_up_names_who_pays_whom_as_typed(qtbot, make_window):
    window = html_night(make_window)
    dialog = shown(qtbot, SettleDialog(window.session, window.settings, window))
    lines = [label.text() for label in dialog.payment_labels]  # RULES F's deal: +3, +9, -13, +1 at $1 a unit
    assert lines == [f"Cy pays {LINK} $9.00", f"Cy pays {HUGE} $3.00", "Cy pays Dee $1.00"]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in dialog.payment_labels)
    assert html_shown(dialog) == []


def test_the_seasons_records_name_the_players_as_typed(qtbot, make_window, store):
    html_night(make_window)
    dialog = shown(qtbot, SeasonsDialog(store))
    assert html_shown(dialog) == []
    records = dialog.records.text()  # rich text on purpose (the record's name in bold): the names escaped
    assert "<b>Best night</b>: &lt;a href=x&gt;pay&lt;/a&gt; (session &lt;b&gt;Night&lt;/b&gt;" in records


def test_the_new_session_dialog_shows_names_as_typed(qtbot, settings):
    dialog = shown(qtbot, NewSessionDialog(players=NAMES, settings=settings))
    dialog.name.setText(SESSION)
    dialog.findChild(QCheckBox, "bankrollCheck").setChecked(True)
    dialog.new_player.setText(HUGE)  # typed, not yet added: the dialog says so, naming it
    assert HUGE in dialog.problem.text()
    assert html_shown(dialog) == []


def test_a_stored_session_with_html_names_opens(qtbot, make_window, store):
    window = html_night(make_window)
    assert store.list_sessions()[0].name == SESSION
    assert window.session.players == NAMES


def test_the_welcome_page_lists_html_session_names_as_typed(qtbot, make_window):
    window = html_night(make_window)
    window.show_welcome()
    assert html_shown(window) == []


def test_the_natural_question_names_the_player_as_typed(qtbot, make_window):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    window = make_window(NAMES, "classic-naturals")
    fill(window, {HUGE: ("Kd Qs 3c", "9s 9d 6d 6c 7s", "Jd Jc 4h 4d 5s"),
                  LINK: ("2h 5h 9h", "3s 6s 8s Ts Js", "2c 4c 7c 9c Kc"),  # three flushes, not declared
                  "Cy": ("Qd Jh 3h", "Ah Ac 7d 6h 4s", "Kh Ks 8d 8h 8c"),
                  "Dee": ("Td 7h 2d", "Qh Qc 5d 5c 3d", "As Ad Th Tc 2s")})
    asked: list[tuple[str, Qt.TextFormat]] = []

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, QMessageBox) or modal.objectName() != "declareNaturalQuestion":
            QTimer.singleShot(20, answer)
            return
        asked.append((modal.text(), modal.textFormat()))
        modal.done(QMessageBox.StandardButton.No)

    QTimer.singleShot(0, answer)
    assert window.score_hand()
    assert asked == [(f"{LINK}'s cards make three flushes: declare it?", Qt.TextFormat.PlainText)]
