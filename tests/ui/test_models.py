"""The item models behave as Qt expects (qtmodeltester) and carry exact units and money."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt

from tests.ui.conftest import FOUR, fill, history_of, result_of, standings_of

from scorekeeper_app.results.history import HistoryModel
from scorekeeper_app.results.models import MONEY_ROLE, PLAYER_ROLE, UNITS_ROLE, ResultModel, StandingsModel
from scorekeeper_app.session.changes import SessionChange


def test_models_pass_the_model_tester(qtbot, qtmodeltester, make_window):
    window = make_window(unit_value="2")
    fill(window, FOUR)
    assert window.score_hand()
    for model in (result_of(window), history_of(window), standings_of(window)):
        qtmodeltester.check(model, force_py=True)


def test_history_model_follows_add_undo_and_redo(qtbot, qtmodeltester, make_window):
    window = make_window()
    model = HistoryModel()
    model.set_session(window.session)
    qtmodeltester.check(model, force_py=True)
    fill(window, FOUR)
    assert window.score_hand()
    change = window.session.undo()
    model.apply(SessionChange.of(change))
    assert model.rowCount() == 0
    window.session.redo()
    model.set_session(window.session)
    assert model.rowCount() == 1
    assert model.headerData(2, Qt.Orientation.Horizontal) == "P1"
    assert model.index(0, 4).data(UNITS_ROLE) == Fraction(-13)
    assert model.index(0, 4).data(PLAYER_ROLE) == "P3"
    assert model.index(0, 1).data() == "P1"


def test_standings_are_best_first_with_exact_money(qtbot, qtmodeltester, make_window):
    window = make_window(unit_value="0.25")
    fill(window, FOUR)
    assert window.score_hand()
    model = StandingsModel()
    model.set_session(window.session)
    qtmodeltester.check(model, force_py=True)
    assert [model.index(r, 1).data() for r in range(4)] == ["P2", "P1", "P4", "P3"]
    assert str(model.index(3, 3).data(MONEY_ROLE)) == "-3.25"
    assert model.index(3, 3).data() == "−$3.25"


def test_result_model_never_raises(qtbot, qtmodeltester):
    model = ResultModel()
    qtmodeltester.check(model, force_py=True)
    assert model.index(5, 5).data() is None
