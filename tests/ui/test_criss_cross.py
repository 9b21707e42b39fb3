"""Criss-cross at the table: two players, one box per seat, two boards per player in the deal (RULES D1)."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QToolButton, QTreeWidget

from scorekeeper.read.deal import Board
from scorekeeper.rules import RuleSet
from scorekeeper.solver.search import solve
from tests.ui.conftest import (
    FOUR,
    correcting,
    entry_columns,
    entry_of,
    history_of,
    named,
    picker_of,
    player_box,
    result_of,
    row_cards,
    row_edit,
    row_label,
    row_of,
    score_button,
    seats,
    status_of,
    summary_of,
    surrender_of,
)

from scorekeeper_app.cards.card_widget import ERROR
from scorekeeper_app.results.history import hand_marks
from scorekeeper_app.results.models import PLAYER_ROLE, UNITS_ROLE

ROWS = ("front", "middle", "back")
TITLES = ["Ann · hand 1", "Ann · hand 2", "Bob · hand 1", "Bob · hand 2"]
BOARDS = [FOUR["P1"], FOUR["P2"], FOUR["P3"], FOUR["P4"]]
"""RULES.md's four-player deal: Ann plays P1 and P2 (seats 1, 2), Bob P3 and P4 (seats 3, 4)."""
BOB_HAND_2_FOUL = ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")


def units_shown(window) -> dict[str, Fraction]:
    model = result_of(window)
    return {model.index(r, 0).data(): model.index(r, 1).data(UNITS_ROLE) for r in range(model.rowCount())}


def history_units(window) -> list[dict[str, Fraction]]:
    model = history_of(window)
    return [{model.index(r, c).data(PLAYER_ROLE): model.index(r, c).data(UNITS_ROLE)
             for c in range(2, model.columnCount())} for r in range(model.rowCount())]


def red(entry) -> bool:
    """The row's hand name is in the error colour (a row the foul names)."""
    return entry.label.palette().color(QPalette.ColorRole.WindowText) == ERROR


def fill_boxes(window, boards=BOARDS) -> None:
    for title, rows in zip(TITLES, boards, strict=True):
        for row, text in zip(ROWS, rows, strict=True):
            row_of(window, title, row).set_text(text)


def criss_cross(make_window, pairing: str = "across"):
    rules = RuleSet.preset("criss-cross").with_options(criss_cross_pairing=pairing)
    return make_window(("Ann", "Bob"), rules)


def test_four_boxes_in_seat_order_typed_through_and_scored_across(qtbot, make_window):
    window = criss_cross(make_window)
    boxes = seats(window)
    assert [b.findChild(QLabel, "nameLabel").text() for b in boxes] == TITLES
    assert [b.seat for b in boxes] == [0, 1, 2, 3]
    window.resize(1366, 768)  # room for two boxes side by side (the 800-pixel test screen has one column)
    qtbot.waitUntil(lambda: entry_columns(window) == 2)
    # A player's two hands side by side, the opposing seats (1 v 3, 2 v 4) under each other.
    assert boxes[0].y() == boxes[1].y() < boxes[2].y() == boxes[3].y()
    assert boxes[0].x() == boxes[2].x() < boxes[1].x() == boxes[3].x()
    first = row_edit(window, "Ann · hand 1", "front")
    qtbot.waitUntil(first.hasFocus)
    for rows in BOARDS:
        for text in rows:  # a full row moves the keyboard on, box by box
            qtbot.keyClicks(QApplication.focusWidget(), text.replace(" ", ""))
    assert row_label(window, "Ann · hand 2", "back").text() == "Full house, twos over sevens"
    assert row_label(window, "Bob · hand 2", "back").text() == "Full house, tens over threes"
    assert [status_of(window, title).text() for title in TITLES] == ["Ready ✓"] * 4
    assert QApplication.focusWidget() is score_button(window)
    deal = entry_of(window).deal().to_json()
    assert deal["players"] == [
        {"name": "Ann", "boards": [dict(zip(ROWS, FOUR["P1"], strict=True)), dict(zip(ROWS, FOUR["P2"], strict=True))]},
        {"name": "Bob", "boards": [dict(zip(ROWS, FOUR["P3"], strict=True)), dict(zip(ROWS, FOUR["P4"], strict=True))]},
    ]
    assert window.score_hand()
    assert units_shown(window) == {"Ann": 7, "Bob": -7}
    assert history_units(window) == [{"Ann": 7, "Bob": -7}]
    tree = window.findChild(QTreeWidget, "pairTree")
    assert [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())] == [
        "Ann v Bob · hand 1 v hand 1", "Ann v Bob · hand 2 v hand 2"]
    assert [tree.topLevelItem(i).text(1) for i in range(2)] == ["Ann +6", "Ann +1"]
    window.act.show_review.setChecked(True)
    review = named(window, QLabel, "reviewLabel")
    qtbot.waitUntil(lambda: review.text().startswith("Criss-cross hands are not reviewed"))
    assert review.text() == ("Criss-cross hands are not reviewed: a player's two hands come from one "
                             "deal of 26 cards.")  # the one line: no player's review
    # The pair says which hands met; its lines (the core's "hand 1 v hand 1: front: ...") need not repeat it.
    assert tree.topLevelItem(0).child(0).text(0).startswith("front: Ann's hand 1's Ace-King high beats ")
    assert tree.topLevelItem(0).child(0).toolTip(0).startswith("hand 1 v hand 1: front: ")
    assert entry_of(window).is_blank()


def test_every_hand_plays_both_opposing_hands_under_all(qtbot, make_window):
    window = criss_cross(make_window, "all")
    fill_boxes(window)
    assert window.score_hand()
    assert units_shown(window) == {"Ann": 12, "Bob": -12}
    assert history_units(window) == [{"Ann": 12, "Bob": -12}]
    assert window.findChild(QTreeWidget, "pairTree").topLevelItemCount() == 4


def test_a_card_in_both_of_a_players_hands_is_marked_and_blocks_scoring(qtbot, make_window):
    window = criss_cross(make_window)
    fill_boxes(window, [BOARDS[0], ("As Kc 6d", *BOARDS[1][1:]), *BOARDS[2:]])  # As instead of Ah
    ann2_front = row_of(window, "Ann · hand 2", "front")
    assert row_label(window, "Ann · hand 2", "front").text() == "As is also in Ann · hand 1's front"
    assert row_label(window, "Ann · hand 1", "front").text() == "As is also in Ann · hand 2's front"
    assert [s.marked for s in row_cards(window, "Ann · hand 2", "front").slots()][:1] == [True]
    assert not score_button(window).isEnabled()
    assert not window.score_hand()
    assert window.session.hand_count == 0
    assert "Ann · hand 1" in summary_of(window).text() and "Ann · hand 2" in summary_of(window).text()
    ann2_front.set_text("Ah Kc 6d")
    assert score_button(window).isEnabled()


def test_a_foul_is_shown_on_its_own_board_only_and_scored(qtbot, make_window):
    window = criss_cross(make_window)
    fill_boxes(window, [*BOARDS[:3], BOB_HAND_2_FOUL])
    statuses = [status_of(window, title).text() for title in TITLES]
    assert statuses == ["Ready ✓"] * 3 + ["Foul: front A-A-2 beats middle Q-Q-J-6-5"]
    assert [red(row_of(window, "Bob · hand 2", row)) for row in ROWS] == [True, True, False]
    assert not any(red(row_of(window, "Bob · hand 1", row)) for row in ROWS)
    assert window.score_hand()
    assert units_shown(window) == {"Ann": 12, "Bob": -12}  # P2 v the fouled P4 collects a scoop
    assert result_of(window).index(1, 3).data() == "foul: hand 2 front A-A-2 beats middle Q-Q-J-6-5"
    marks, notes = hand_marks(window.session.hand(1))
    assert marks == {"Ann": (), "Bob": ("foul",)}
    assert notes == {"Bob": "fouled: hand 2 front A-A-2 beats middle Q-Q-J-6-5"}


def test_correcting_a_criss_cross_hand_reopens_all_four_boards(qtbot, make_window):
    window = criss_cross(make_window)
    fill_boxes(window)
    assert window.score_hand()
    assert entry_of(window).is_blank()
    assert window.correct_hand(1)
    assert [b.row_texts() for b in seats(window)] == [tuple(rows) for rows in BOARDS]
    assert [b.findChild(QLabel, "nameLabel").text() for b in seats(window)] == TITLES
    row_of(window, "Bob · hand 2", "front").set_text(BOB_HAND_2_FOUL[0])
    row_of(window, "Bob · hand 2", "middle").set_text(BOB_HAND_2_FOUL[1])
    assert window.score_hand()  # saves the correction
    assert not correcting(window)
    assert history_units(window) == [{"Ann": 12, "Bob": -12}]
    assert window.session.hand(1).deal.to_json()["players"][1]["boards"][1]["front"] == "Ad Ac 2c"


def test_undo_takes_the_criss_cross_hand_back_and_redo_scores_it_again(qtbot, make_window):
    window = criss_cross(make_window)
    fill_boxes(window)
    deal = entry_of(window).deal()
    assert window.score_hand()
    window.act.undo.trigger()
    assert window.session.hand_count == 0
    assert entry_of(window).deal() == deal
    assert [b.row_texts() for b in seats(window)] == [tuple(rows) for rows in BOARDS]
    window.act.redo.trigger()
    assert window.session.hand_count == 1
    assert units_shown(window) == {"Ann": 7, "Bob": -7}
    assert entry_of(window).is_blank()


def test_a_surrender_covers_both_of_the_players_hands(qtbot, make_window):
    window = criss_cross(make_window)
    ann1, ann2 = player_box(window, "Ann · hand 1"), player_box(window, "Ann · hand 2")
    fill_boxes(window, [("", "", ""), ("", "", ""), *BOARDS[2:]])
    assert ann1.findChild(QCheckBox, "surrenderCheck").isVisibleTo(ann1)
    assert not ann2.findChild(QCheckBox, "surrenderCheck").isVisibleTo(ann2)
    ann1.surrender.click()
    assert ann2.surrendered() and not row_of(window, "Ann · hand 2", "front").isEnabled()
    assert status_of(window, "Ann · hand 2").text() == "Surrenders"
    assert entry_of(window).deal().to_json()["players"][0] == {"name": "Ann", "surrender": True}
    assert window.score_hand()
    assert window.session.hand(1).result.players["Ann"].surrendered
    assert window.correct_hand(1)
    assert surrender_of(window, "Ann · hand 1").isChecked() and ann2.surrendered()


def test_suggest_sets_one_board_and_quick_entry_is_off(qtbot, make_window):
    window = criss_cross(make_window)
    ann2 = player_box(window, "Ann · hand 2")
    cards = " ".join(FOUR["P2"])
    row_of(window, "Ann · hand 2", "front").set_text(cards)
    button = ann2.findChild(QToolButton, "suggestButton")
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    best = solve(cards, window.session.rules)[0]
    assert ann2.board() == Board(best.front, best.middle, best.back)
    assert all(b.is_blank() for b in seats(window) if b is not ann2)
    assert window.statusBar().currentMessage().startswith("Ann · hand 2's suggested setting")
    window.act.undo.trigger()
    assert ann2.row_texts() == (cards, "", "")
    quick = window.act.quick
    assert not quick.isEnabled()
    assert "not available in criss-cross" in quick.toolTip()
    window.set_quick(True)
    assert not entry_of(window).is_quick() and picker_of(window).isVisible()
