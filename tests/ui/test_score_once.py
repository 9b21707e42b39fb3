"""Score the hand in the app hands the session a typed deal, never JSON to parse, and scores it once (issues 17, 33)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.counting import count_calls
from tests.ui.conftest import FOUR, fill, row_edit


def test_score_the_hand_parses_no_json_and_scores_once(qtbot, make_window, monkeypatch):
    window = make_window()
    fill(window, FOUR)
    row_edit(window, "P1", "front").setFocus()
    parses = count_calls(monkeypatch, "scorekeeper.read.hand_file", "deal_from_json")
    scores = count_calls(monkeypatch, "scorekeeper.score.scorer", "score_deal")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.session.hand_count == 1
    assert [window.session.hand(1).units[n] for n in FOUR] == [3, 9, -13, 1]  # RULES F, classic 1-6
    assert (len(parses), len(scores)) == (0, 1)  # the entry's Deal is typed: no JSON between it and Session
