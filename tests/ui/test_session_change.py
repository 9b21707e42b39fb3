"""The document's one signal carries a typed SessionChange: flags a view reads, never the core's kind strings."""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.night.edits import Direction
from tests.ui.conftest import FOUR, entry_of, fill

from scorekeeper_app.session.changes import SessionChange
from scorekeeper_app.session.commands import rename_session, set_unit_value


def test_an_added_hand_its_undo_and_its_redo_are_told_as_flags_with_the_entry_s_deal(qtbot, make_window):
    window = make_window()
    seen: list[SessionChange] = []
    window.document.changed.connect(seen.append)
    fill(window, FOUR)
    deal = entry_of(window).deal()
    assert window.score_hand()
    added = seen[-1]
    assert (added.hand_added, added.hand_removed, added.rules, added.direction) == (True, False, False, Direction.DO)
    assert added.entered and added.entry_deal == deal and added.taken_back is None
    assert added.core.hands == (1,)
    window.act.undo.trigger()
    undone = seen[-1]
    assert (undone.hand_added, undone.hand_removed, undone.direction) == (False, True, Direction.UNDO)
    assert not undone.entered and undone.taken_back == deal
    assert entry_of(window).deal() == deal  # the entry took the hand back, compared typed
    window.act.redo.trigger()
    assert (seen[-1].hand_added, seen[-1].direction, seen[-1].entered) == (True, Direction.REDO, True)
    assert entry_of(window).is_blank()
    assert len(seen) == 3  # one signal per step: no second path told the views


def test_a_unit_value_and_a_rename_touch_no_hand(qtbot, make_window):
    window = make_window()
    seen: list[SessionChange] = []
    window.document.changed.connect(seen.append)
    session, notify = window.session, window.document.notify
    window.document.undo_stack.push(set_unit_value(session, Decimal("2"), notify))
    window.document.undo_stack.push(rename_session(session, "Friday", notify))
    unit, name = seen
    assert (unit.unit_value, unit.name, unit.hand_added, unit.hand_removed, unit.hand_replaced) == (
        True, False, False, False, False)
    assert (name.name, name.unit_value, name.entry_deal) == (True, False, None)
    assert window.windowTitle().startswith("Friday — ")
