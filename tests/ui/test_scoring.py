"""Scoring a hand at the table: exact units, the result panel, undo and redo, quick entry."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QDoubleSpinBox, QLabel, QSpinBox, QTreeWidget

from tests.ui.conftest import (
    FOUR,
    badge_of,
    badge_shown,
    entry_of,
    fill,
    history_of,
    picker_of,
    player_box,
    result_of,
    row_edit,
    status_of,
    surrender_of,
)

from scorekeeper_app.results.models import MONEY_ROLE, UNITS_ROLE


def units_shown(window) -> dict[str, Fraction]:
    model = result_of(window)
    return {model.index(r, 0).data(): model.index(r, 1).data(UNITS_ROLE) for r in range(model.rowCount())}


def score_with_keyboard(qtbot, window) -> None:
    focus = QApplication.focusWidget() or window
    qtbot.keyClick(focus, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def test_scoring_the_four_player_example_shows_its_exact_units(qtbot, make_window):
    window = make_window(unit_value="5.00")
    fill(window, FOUR)
    row_edit(window, "P1", "front").setFocus()
    score_with_keyboard(qtbot, window)
    assert units_shown(window) == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    model = result_of(window)
    assert [model.index(r, 1).data() for r in range(4)] == ["+3", "+9", "−13", "+1"]
    assert [model.index(r, 2).data() for r in range(4)] == ["$15.00", "$45.00", "−$65.00", "$5.00"]
    assert model.index(2, 2).data(MONEY_ROLE) == -65
    assert window.session.hand_count == 1
    assert window.findChild(QLabel, "resultTitle").text() == "Hand 1 · dealt by P1"
    # The hand is stored: a fresh look at the store has it, with nothing to save.
    assert window.store.list_sessions()[0].hands == 1
    assert not window.isWindowModified() or window.undo_stack.canUndo()
    # The entry is empty and ready for hand 2, dealt by the next seat.
    assert entry_of(window).is_blank()
    assert badge_shown(window, "P2", "dealerBadge")


def test_the_units_do_not_depend_on_the_dealer(qtbot, make_window):
    window = make_window(first_dealer="P3")
    fill(window, FOUR)
    assert window.score_hand()
    assert units_shown(window) == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    tree = window.findChild(QTreeWidget, "pairTree")
    assert tree.topLevelItemCount() == 6
    assert tree.topLevelItem(0).text(0) == "P4 v P1"  # from the dealer's left (RULES E1)
    lines = [tree.topLevelItem(0).child(i).text(0) for i in range(tree.topLevelItem(0).childCount())]
    assert lines[0].startswith("front: ")


def test_a_foul_is_scored_as_a_foul(qtbot, make_window):
    window = make_window()
    fill(window, {**FOUR, "P4": ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")})
    assert window.score_hand()
    assert units_shown(window) == {"P1": 10, "P2": 14, "P3": -6, "P4": -18}
    notes = result_of(window).index(3, 3).data()
    assert notes == "foul: front A-A-2 beats middle Q-Q-J-6-5"


def test_a_surrender_pays_the_fee(qtbot, make_window):
    window = make_window()
    fill(window, {n: r for n, r in FOUR.items() if n != "P3"})
    surrender_of(window, "P3").click()
    assert window.score_hand()
    assert units_shown(window) == {"P1": -1, "P2": 5, "P3": -6, "P4": 2}
    assert result_of(window).index(2, 3).data() == "surrendered"


def test_undo_takes_the_hand_back_into_the_entry_and_redo_adds_it_again(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    assert not window.isWindowModified()  # stored at once: nothing to save, no asterisk
    first = row_edit(window, "P1", "front")
    qtbot.waitUntil(first.hasFocus)
    # An empty row has no typing to undo, so Ctrl+Z reaches the hand.
    qtbot.keyClick(first, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.hand_count == 0
    assert history_of(window).rowCount() == 0
    assert entry_of(window).deal().to_json()["players"][0]["front"] == "As Kd 6c"
    assert badge_shown(window, "P1", "dealerBadge")
    assert not window.isWindowModified()
    assert window.store.list_sessions()[0].hands == 0
    focus = QApplication.focusWidget()
    qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.hand_count == 1
    assert units_shown(window) == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    assert entry_of(window).is_blank()
    assert window.act.undo.text() == "&Undo Add hand 1"


def test_typing_is_undone_before_the_hand(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    front = row_edit(window, "P1", "front")
    qtbot.keyClicks(front, "As")
    qtbot.keyClick(front, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert front.text() == ""
    assert window.session.hand_count == 1


def test_quick_entry_scores_places_royalties_and_fouls(qtbot, make_window):
    window = make_window(("Amy", "Ben", "Cy"), "classic-royalties")
    window.findChild(type(window.act.quick), "actionQuickEntry").trigger()
    amy, ben, cy = (player_box(window, name) for name in ("Amy", "Ben", "Cy"))
    assert amy.is_quick() and not picker_of(window).isVisible()
    assert not entry_of(window).is_complete()
    for player, places in ((amy, (1, 2, 1)), (ben, (2, 1, 2))):
        for row, place in zip(("front", "middle", "back"), places, strict=True):
            player.findChild(QSpinBox, f"{row}Place").setValue(place)
    amy.findChild(QDoubleSpinBox, "backRoyalty").setValue(4)
    cy.findChild(QCheckBox, "fouledCheck").setChecked(True)
    assert status_of(window, "Cy").text() == "Foul"
    assert entry_of(window).is_complete()
    assert window.score_hand()
    # Amy beats Ben front and back (back with a 4 royalty), loses the middle: 1 + 4 - 1 = 4.
    # Cy fouled: pays Amy a scoop with her royalty row (1 + 1 + 4, + 3) = 9 and Ben 6.
    assert units_shown(window) == {"Amy": 13, "Ben": 2, "Cy": -15}


def test_fantasyland_badge_follows_the_result(qtbot, make_window):
    window = make_window(("A", "B"), "ofc")
    fill(window, {"A": ("Qs Qh 4d", "9c 9d 9h 2s 3c", "Ah Kh 8h 6h 2h"),
                  "B": ("Kc Jd 5s", "7s 8d 9s Th Jc", "3s 3d 3h Td Tc")})
    assert window.score_hand()
    assert units_shown(window) == {"A": 2, "B": -2}
    badge = badge_of(window, "A", "fantasylandBadge")
    assert badge_shown(window, "A", "fantasylandBadge")
    assert badge.text() == "Fantasyland · 13 cards"
    assert not badge_shown(window, "B", "fantasylandBadge")
    assert "Fantasyland next hand" in result_of(window).index(0, 3).data()
