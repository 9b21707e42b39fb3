"""Suggest: a player's 13 cards, typed in any order into any rows, put in the solver's best setting, undoably."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolButton

from scorekeeper.read.cards import format_cards, parse_cards
from scorekeeper.read.deal import Board
from scorekeeper.rules import RuleSet
from scorekeeper.solver.search import solve
from tests.ui.conftest import FOUR, entry_of, fill, player_box, row_edit, row_of, row_texts, status_of, summary_of

P3_CARDS = parse_cards(" ".join(FOUR["P3"]))
RULES = RuleSet.preset("classic-1-6")


def scrambled(seed: int = 7) -> list[str]:
    cards = [str(c) for c in P3_CARDS]
    random.Random(seed).shuffle(cards)
    return cards


def rows_of(window, player: str) -> list[list[str]]:  # type: ignore[no-untyped-def]
    return [sorted(map(str, row_of(window, player, row).cards)) for row in ("front", "middle", "back")]


def suggest(window, player: str) -> bool:  # type: ignore[no-untyped-def]
    """Press the player's Suggest button (a disabled one does nothing); True if it set their rows."""
    before = row_texts(window, player)
    player_box(window, player).findChild(QToolButton, "suggestButton").click()
    return row_texts(window, player) != before


def test_suggest_sets_cards_typed_in_any_order_in_the_best_setting_and_undo_puts_them_back(qtbot, make_window):
    window = make_window()
    p3 = player_box(window, "P3")
    row_edit(window, "P3", "front").setFocus()
    qtbot.waitUntil(row_edit(window, "P3", "front").hasFocus)
    for card in scrambled():
        # Typed as they came, one after another: each full row moves the keyboard on, the 13th to P4.
        qtbot.keyClicks(QApplication.focusWidget(), card)
    typed = p3.row_texts()
    assert sum(map(len, rows_of(window, "P3"))) == 13
    assert row_edit(window, "P4", "front").hasFocus()
    assert window.act.suggest.isEnabled()
    assert window.act.suggest.text() == "Su&ggest P3's setting"  # the player just finished, not P4

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)

    best = solve(P3_CARDS, RULES)[0]
    assert rows_of(window, "P3") == [sorted(map(str, best.front)), sorted(map(str, best.middle)),
                                     sorted(map(str, best.back))]
    assert p3.row_texts() == (format_cards(best.front), format_cards(best.middle), format_cards(best.back))
    board = p3.board()
    assert board is not None and board.foul_reason(RULES) is None
    assert status_of(window, "P3").text() == "Suggested ✓ worth −0.03 units per opponent"
    why = f"worth −0.03 units against each opponent on average. {best.why}"
    assert best.why.startswith("Best: wins the front 88%")
    assert status_of(window, "P3").toolTip() == f"Suggested setting, {why}"
    assert window.statusBar().currentMessage() == f"P3's suggested setting is {why}"
    assert window.act.undo.text() == "&Undo Suggest P3's setting"

    # One Ctrl+Z, from the row that has the keyboard (it has no typing of its own to undo).
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert p3.row_texts() == typed
    assert window.statusBar().currentMessage() == ""  # the explanation went with the suggestion
    assert status_of(window, "P3").text() == "Foul: middle K-K-9-8-3 beats back 5-5-Q-J-4"  # as typed, in dealt order
    assert window.session.hand_count == 0
    window.act.redo.trigger()
    assert p3.row_texts() == (format_cards(best.front), format_cards(best.middle), format_cards(best.back))
    assert status_of(window, "P3").text().startswith("Suggested ✓")
    qtbot.keyClicks(row_edit(window, "P3", "back"), "x")  # any change to the rows and it is no longer the suggestion
    assert status_of(window, "P3").text() == "Needs a card to fix"


def test_all_thirteen_cards_in_one_row_can_be_suggested(qtbot, make_window):
    window = make_window()
    p3 = player_box(window, "P3")
    row_of(window, "P3", "front").set_text(" ".join(scrambled(3)))
    assert status_of(window, "P3").text() == "13 cards in: set the rows, or Suggest (Ctrl+G)"
    assert summary_of(window).text().startswith("Waiting for P1 (13 more cards), P2 (13 more cards), "
                                                  "P3 (rows to set)")
    button = p3.findChild(QToolButton, "suggestButton")
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    best = solve(P3_CARDS, RULES)[0]
    assert p3.board() == Board(best.front, best.middle, best.back)
    window.act.undo.trigger()
    assert p3.row_texts() == (" ".join(scrambled(3)), "", "")


def test_suggest_waits_for_the_thirteenth_card(qtbot, make_window):
    window = make_window()
    p3 = player_box(window, "P3")
    cards = scrambled()
    row_of(window, "P3", "front").set_text(" ".join(cards[:12]))
    button = p3.findChild(QToolButton, "suggestButton")
    assert not button.isEnabled()
    assert button.toolTip().endswith("Not now: 1 more card.")
    assert not window.act.suggest.isEnabled()
    assert not suggest(window, "P3")
    assert p3.row_texts() == (" ".join(cards[:12]), "", "")
    assert window.undo_stack.count() == 0
    row_of(window, "P3", "back").set_text(cards[12])
    assert button.isEnabled() and window.act.suggest.isEnabled()
    row_of(window, "P3", "back").set_text(f"{cards[12]} {FOUR['P1'][0].split()[0]}")  # a 14th card
    assert not button.isEnabled()
    assert button.toolTip().endswith("Not now: 1 card too many.")


def test_a_card_used_by_another_player_blocks_the_suggestion(qtbot, make_window):
    window = make_window()
    fill(window, {"P3": FOUR["P3"], "P1": ("Ks", "", "")})  # Ks is P3's
    assert not player_box(window, "P3").can_suggest()
    assert player_box(window, "P3").suggest_blocker() == "a card used twice on the table"


def test_rows_changed_after_a_suggestion_are_never_overwritten_by_its_undo(qtbot, make_window):
    window = make_window()
    row_of(window, "P3", "front").set_text(" ".join(scrambled()))
    assert suggest(window, "P3")
    row_of(window, "P3", "front").set_text("2c")  # typed over (not as a typing undo step: a fresh text)
    window.act.undo.trigger()
    assert row_of(window, "P3", "front").text() == "2c"
    assert window.undo_stack.count() == 0
    assert "the rows have changed since" in window.statusBar().currentMessage()


def test_a_suggested_hand_scores_and_undoing_the_hand_brings_the_suggestion_back(qtbot, make_window):
    window = make_window()
    fill(window, {**FOUR, "P3": (" ".join(scrambled()), "", "")})
    assert suggest(window, "P3")
    assert window.score_hand()
    assert window.session.hand(1).units["P3"] == -3  # the best setting's score in RULES.md F
    window.act.undo.trigger()  # the hand comes back into the entry, as suggested
    window.act.undo.trigger()  # then the rows as typed
    assert player_box(window, "P3").row_texts() == (" ".join(scrambled()), "", "")


def test_suggest_is_off_in_quick_entry(qtbot, make_window):
    window = make_window()
    fill(window, {"P3": FOUR["P3"]})
    assert window.act.suggest.isEnabled()
    window.act.quick.trigger()
    assert not window.act.suggest.isEnabled()
    assert not player_box(window, "P3").findChild(QToolButton, "suggestButton").isVisibleTo(player_box(window, "P3"))


def test_a_suggestion_in_a_correction_is_saved_with_it_and_never_undone_into_the_next_hand(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    assert window.correct_hand(1)
    assert suggest(window, "P3")
    assert window.score_hand()  # saves the correction
    assert window.session.hand(1).units == {"P1": -2, "P2": 4, "P3": -3, "P4": 1}
    assert entry_of(window).is_blank()
    window.act.undo.trigger()  # the correction
    assert window.session.hand(1).units["P3"] == -13
    window.act.undo.trigger()  # the suggestion: its rows are gone, so nothing is overwritten
    assert entry_of(window).is_blank()
    assert window.act.undo.text() == "&Undo Add hand 1"
