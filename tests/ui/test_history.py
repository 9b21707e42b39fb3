"""History, corrections and deletions: every view equals the hands scored again from scratch, after each step."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDoubleSpinBox, QFrame, QPushButton, QSpinBox, QWidget

from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from tests.ui.conftest import (
    FOUR,
    SECOND,
    SECOND_FIXED,
    THIRD,
    Rows,
    badge_shown,
    correcting,
    entry_of,
    fill,
    history_of,
    history_table,
    player_box,
    row_edit,
    select_hand,
    show_tab,
    side_tabs,
    standings_of,
    tab_named,
)

from scorekeeper_app.results.models import HAND_ROLE, MARKS_ROLE, PLAYER_ROLE, UNITS_ROLE

RULES = RuleSet.preset("classic-1-6")
PLAYERS = tuple(FOUR)


def from_scratch(hands: list[Rows]) -> list[dict[str, Fraction]]:
    """Each hand scored again by the core, straight from its cards."""
    out = []
    for rows in hands:
        deal = {"players": [{"name": n, "front": f, "middle": m, "back": b} for n, (f, m, b) in rows.items()]}
        out.append({p: Fraction(u) for p, u in score_deal(deal, RULES).units.items()})
    return out


def running(per_hand: list[dict[str, Fraction]]) -> dict[str, list[Fraction]]:
    totals = {p: [Fraction(0)] for p in PLAYERS}
    for units in per_hand:
        for p, line in totals.items():
            line.append(line[-1] + units[p])
    return totals


def history_units(window) -> list[dict[str, Fraction]]:
    model = history_of(window)
    assert [model.index(r, 0).data(HAND_ROLE) for r in range(model.rowCount())] == list(
        range(1, model.rowCount() + 1))
    return [{model.index(r, c).data(PLAYER_ROLE): model.index(r, c).data(UNITS_ROLE)
             for c in range(2, model.columnCount())} for r in range(model.rowCount())]


def standings_units(window) -> dict[str, Fraction]:
    model = standings_of(window)
    return {model.index(r, 1).data(PLAYER_ROLE): model.index(r, 2).data(UNITS_ROLE) for r in range(model.rowCount())}


def chart_totals(qtbot, window) -> dict[str, list[Fraction]]:
    """Look at the Chart tab (as a player would) and read each player's line back."""
    before = side_tabs(window).currentIndex()
    focus = QApplication.focusWidget() or window
    qtbot.keyClick(focus, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)  # View > Chart
    qtbot.waitUntil(lambda: tab_named(window, "chartTab").findChild(QWidget, "runningTotalChart") is not None)
    chart = tab_named(window, "chartTab").page()
    points = {p: [(pt.x(), pt.y()) for pt in series.points()] for p, series in chart.series.items()}
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key(Qt.Key.Key_1 + before),
                   Qt.KeyboardModifier.ControlModifier)  # back to the tab shown before
    qtbot.waitUntil(lambda: side_tabs(window).currentIndex() == before)
    assert all([x for x, _ in line] == list(range(len(line))) for line in points.values())
    return {p: [Fraction(y) for _, y in line] for p, line in points.items()}


def assert_views_match(qtbot, window, hands: list[Rows]) -> None:
    expected = from_scratch(hands)
    assert history_units(window) == expected
    totals = running(expected)
    assert standings_units(window) == {p: line[-1] for p, line in totals.items()}
    assert chart_totals(qtbot, window) == totals
    assert window.session.hand_count == len(hands)


def double_click_hand(qtbot, window, number: int) -> None:
    show_tab(window, "historyView")
    table = history_table(window)
    rect = table.visualRect(history_of(window).index(number - 1, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_play_edit_delete_and_undo_keep_every_view_equal_to_a_fresh_count(qtbot, qtmodeltester, make_window):
    window = make_window(unit_value="5.00")
    qtmodeltester.check(history_of(window), force_py=True)  # keeps checking every signal from here on
    played: list[Rows] = []
    for rows in (FOUR, SECOND, THIRD):
        fill(window, rows)
        assert window.score_hand()
        played.append(rows)
        assert_views_match(qtbot, window, played)
    assert history_of(window).index(1, 5).data() == "−18 foul"
    assert history_of(window).index(1, 5).data(MARKS_ROLE) == ("foul",)

    # Edit the second hand: double-click it, put Dee's cards right, save the correction.
    fill(window, {"P1": ("As", "", "")})  # a next hand just begun is put aside meanwhile
    double_click_hand(qtbot, window, 2)
    banner = window.findChild(QFrame, "correctionBanner")
    assert banner.isVisible() and "Correcting hand 2" in banner.findChild(type(window.status_label),
                                                                          "correctionLabel").text()
    assert row_edit(window, "P4", "front").text() == "Kc Kd As"
    assert badge_shown(window, "P2", "dealerBadge")
    assert window.findChild(QPushButton, "scoreButton").text() == "Save correction"
    fill(window, {"P4": SECOND_FIXED["P4"]})
    assert window.score_hand()
    played[1] = SECOND_FIXED
    assert_views_match(qtbot, window, played)
    assert not banner.isVisible()
    assert row_edit(window, "P1", "front").text() == "As"  # the next hand comes back as it was
    assert badge_shown(window, "P4", "dealerBadge")
    assert window.act.undo.text() == "&Undo Edit hand 2"
    assert history_of(window).index(1, 5).data(MARKS_ROLE) == ()

    # Delete the third hand with the Delete key in History.
    show_tab(window, "historyView")
    select_hand(window, 3)
    history_table(window).setFocus()
    qtbot.waitUntil(history_table(window).hasFocus)
    qtbot.keyClick(history_table(window), Qt.Key.Key_Delete)
    del played[2]
    assert_views_match(qtbot, window, played)
    assert window.act.undo.text() == "&Undo Delete hand 3"

    # Undo the delete: hand 3 is back, and so is every total.
    window.act.undo.trigger()
    played.append(THIRD)
    assert_views_match(qtbot, window, played)
    # The store has it too: the session reopens with the same three hands.
    assert [h.units for h in window.store.open(window.session.store_id).hands] == from_scratch(played)

    # Undo the correction, redo it.
    window.act.undo.trigger()
    assert_views_match(qtbot, window, [FOUR, SECOND, THIRD])
    window.act.redo.trigger()
    assert_views_match(qtbot, window, played)


def test_cancelling_a_correction_leaves_the_hand_and_returns_to_the_next_hand(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    assert window.correct_hand(1)
    assert row_edit(window, "P1", "front").text() == "As Kd 6c"
    fill(window, {"P4": ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")})
    focus = QApplication.focusWidget() or window
    qtbot.keyClick(focus, Qt.Key.Key_Escape)
    assert not correcting(window)
    assert entry_of(window).is_blank()
    assert badge_shown(window, "P2", "dealerBadge")
    assert history_units(window) == from_scratch([FOUR])
    assert not window.undo_stack.canRedo() and window.undo_stack.count() == 1


def test_a_correction_that_would_break_the_hand_says_why_and_changes_nothing(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    window.correct_hand(1)
    fill(window, {"P4": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d As")})  # As is P1's too
    assert not window.score_hand()
    assert correcting(window)
    assert history_units(window) == from_scratch([FOUR])


def test_history_actions_follow_the_selection(qtbot, make_window):
    window = make_window()
    assert not window.act.correct_hand.isEnabled() and not window.act.delete_hand.isEnabled()
    fill(window, FOUR)
    assert window.score_hand()
    select_hand(window, 1)
    assert window.act.correct_hand.isEnabled() and window.act.delete_hand.isEnabled()
    window.act.delete_hand.trigger()
    assert window.session.hand_count == 0
    assert not window.act.delete_hand.isEnabled()


def test_the_standings_show_who_deals_next(qtbot, qtmodeltester, make_window):
    window = make_window(first_dealer="P3")
    model = standings_of(window)
    qtmodeltester.check(model, force_py=True)
    assert [model.index(r, 4).data() for r in range(4)] == ["", "", "deals", ""]
    fill(window, FOUR)
    assert window.score_hand()
    deals = {model.index(r, 1).data(): model.index(r, 4).data() for r in range(4)}
    assert deals == {"P1": "", "P2": "", "P3": "", "P4": "deals"}


def test_a_correction_saved_as_it_came_back_is_unchanged_and_adds_no_undo_step(qtbot, make_window):
    """The deal taken back and the deal saved are compared typed: the same cards, the same hand, no edit."""
    window = make_window(("Ann", "Bob"), "classic-royalties")
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    for name, places, royalty in (("Ann", (1, 2, 1), 1.5), ("Bob", (2, 1, 2), 0.0)):
        box = player_box(window, name)
        for row, place in zip(("front", "middle", "back"), places, strict=True):
            box.findChild(QSpinBox, f"{row}Place").setValue(place)
        box.findChild(QDoubleSpinBox, "backRoyalty").setValue(royalty)
    assert window.score_hand()
    assert window.correct_hand(1)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not correcting(window)
    assert window.statusBar().currentMessage() == "Hand 1 is unchanged"
    assert window.undo_stack.count() == 1
