"""The app's doors refuse a name holding a control character with one sentence naming the field (issue 29
item 3): the new-session dialog (a name pasted with a tab), and a session file imported with Ctrl+I."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QPushButton

from scorekeeper_app.session.new_session import NewSessionDialog

from .conftest import shown


def test_a_pasted_name_with_a_tab_is_refused_naming_the_player(qtbot, settings):
    dialog = shown(qtbot, NewSessionDialog(players=("Bob",), settings=settings))
    dialog.new_player.setFocus(Qt.FocusReason.OtherFocusReason)
    dialog.new_player.insert("Ann\tpays 0")  # as a paste puts it
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.players() == ("Bob", "Ann\tpays 0")
    assert dialog.findChild(QLabel, "dialogError").text() == (
        "Players: player 2's name holds a control character (U+0009); a name is plain text on one line.")
    assert not dialog.findChild(QPushButton, "okButton").isEnabled()


def test_an_imported_file_with_an_escape_in_a_name_is_one_sentence_and_nothing_is_stored(
        qtbot, make_window, monkeypatch, tmp_path):
    window = make_window()
    shown_boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *_a: shown_boxes.append((title, text)))
    path = tmp_path / "night.json"
    path.write_text(json.dumps({"format": "chinese-poker-session", "version": 1, "name": "Friday",
                                "players": ["Ann", "\u001b[2JBob"]}), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    before = len(window.store.list_sessions())
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert shown_boxes == [("Cannot import the file", "night.json: player 2's name holds a control character "
                                                      "(U+001B); a name is plain text on one line.")]
    assert len(window.store.list_sessions()) == before


def test_a_refusal_quoting_html_from_a_file_is_shown_as_written(qtbot, make_window, monkeypatch, tmp_path):
    window = make_window()
    shown_boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *_a: shown_boxes.append((title, text)))
    path = tmp_path / "night.json"
    path.write_text(json.dumps({"format": "chinese-poker-session", "version": 1, "name": "Friday",
                                "players": ["Ann", "Bob"], "first_dealer": "<font size=7>Z</font>"}),
                    encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    [(title, text)] = shown_boxes
    assert title == "Cannot import the file"
    assert text == ("<p>night.json: the first dealer '&lt;font size=7&gt;Z&lt;/font&gt;' is not one of the "
                    "players.</p>")  # exact HTML of the sentence: the box shows the characters the file holds
