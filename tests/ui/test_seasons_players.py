"""The new-session dialog offers the group's known players; typing a new name still adds one."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCompleter, QLineEdit

from scorekeeper.night.players import player_names
from scorekeeper.night.session import Session

from scorekeeper_app.session.new_session import NewSessionDialog


def test_the_new_session_dialog_offers_known_players(qtbot, qtlog, store):
    store.create(Session("Friday", ("Ann", "Bob", "Cy", "Dee"), date=datetime.date(2026, 9, 4)))
    store.create(Session("Next", ("Annie", "Bob"), date=datetime.date(2026, 9, 11)))
    dialog = NewSessionDialog(None, known=player_names(store))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.findChild(QLineEdit, "newPlayerEdit")
    edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)
    with qtlog.disabled():  # offscreen cannot raise the popup or grab the keyboard for it: not our warning
        qtbot.keyClicks(QApplication.focusWidget(), "an")
    completer = edit.findChild(QCompleter, "knownPlayers")
    qtbot.waitUntil(lambda: completer.popup().isVisible())
    offered = completer.completionModel()
    assert [offered.index(i, 0).data() for i in range(offered.rowCount())] == ["Ann", "Annie"]
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Down)
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Down)
    qtbot.keyClick(completer.popup(), Qt.Key.Key_Return)  # picks the name and adds it
    assert dialog.players() == ("Annie",) and edit.text() == ""
    qtbot.keyClicks(QApplication.focusWidget(), "Zed")  # a name nobody has used yet
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.players() == ("Annie", "Zed")
