"""Entering a hand: typing, the picker, live row names, duplicates, unreadable cards and fouls."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QLineEdit, QPushButton

from scorekeeper.read.cards import parse_cards
from scorekeeper.read.deal import Board, Deal, Entry
from tests.ui.conftest import (
    FOUR,
    entry_of,
    fill,
    player_box,
    row_cards,
    row_edit,
    row_field,
    row_label,
    row_of,
    status_of,
    summary_of,
    surrender_of,
    type_text,
)
from tests.ui.language_check import installed

from scorekeeper_app.cards.card_picker import CardPicker
from scorekeeper_app.common.ink import error_colour
from scorekeeper_app.entry.player_entry import PlayerEntry


def test_typing_a_four_player_hand_names_every_row_and_moves_on(qtbot, make_window):
    window = make_window()
    first = row_edit(window, "P1", "front")
    qtbot.waitUntil(first.hasFocus)
    for rows in FOUR.values():
        for text in rows:
            # Each row is typed without separators into whatever has the keyboard: a full row moves on.
            qtbot.keyClicks(QApplication.focusWidget(), text.replace(" ", ""))
    p1 = window.findChild(PlayerEntry, "player0")
    assert p1.findChild(QLabel, "frontLabel").text() == "Ace-King high"
    assert p1.findChild(QLabel, "middleLabel").text() == "Two pair, nines and fours"
    assert p1.findChild(QLabel, "backLabel").text() == "Queen-high straight"
    p4 = window.findChild(PlayerEntry, "player3")
    assert p4.findChild(QLabel, "backLabel").text() == "Full house, tens over threes"
    assert [status_of(window, name).text() for name in FOUR] == ["Ready ✓"] * 4
    score = window.findChild(QPushButton, "scoreButton")
    assert score.isEnabled()
    assert QApplication.focusWidget() is score
    deal = entry_of(window).deal()  # typed, as the session takes it: no JSON between the entry and the core
    assert isinstance(deal, Deal)
    assert deal.players[1] == Entry("P2", Board(*map(parse_cards, ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"))))
    assert deal.dealer == "P1"


def test_tab_goes_player_by_player_row_by_row(qtbot, make_window):
    window = make_window()
    edits = [row_field(window, player, row) for player in ("P1", "P2") for row in ("front", "middle", "back")]
    qtbot.waitUntil(edits[0].hasFocus)
    for expected in (*edits[1:3], surrender_of(window, "P1"), edits[3]):  # the natural is hidden
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is expected
    assert edits[3] is row_edit(window, "P2", "front")


def test_rows_count_what_is_missing_and_read_forgiving_text(qtbot, make_window):
    window = make_window()
    field = row_edit(window, "P1", "front")
    label = row_label(window, "P1", "front")
    field.setFocus()
    type_text(field, "A♠")
    assert label.text() == "2 more cards"
    qtbot.keyClicks(field, " 10h")
    assert label.text() == "1 more card"
    qtbot.keyClicks(field, " k")
    assert label.text() == "… and its suit (s h d c)"
    qtbot.keyClicks(field, "d")
    assert row_of(window, "P1", "front").cards == parse_cards("As Th Kd")
    assert label.text() == "Ace-King high"
    assert summary_of(window).text().startswith("Waiting for P1 (10 more cards)")


def test_backspace_takes_back_the_last_whole_card(qtbot, make_window):
    window = make_window()
    middle = row_of(window, "P1", "middle")
    field = row_edit(window, "P1", "middle")
    label = row_label(window, "P1", "middle")
    field.setFocus()
    qtbot.keyClicks(field, "9s 9d 10h")
    qtbot.keyClick(field, Qt.Key.Key_Backspace)
    assert middle.text() == "9s 9d"
    assert label.text() == "3 more cards"


def test_an_unreadable_card_is_marked_where_it_stands(qtbot, make_window):
    window = make_window()
    field = row_edit(window, "P1", "front")
    label = row_label(window, "P1", "front")
    field.setFocus()
    qtbot.keyClicks(field, "AsKx7c")
    assert label.text() == "'Kx' is not a card: 'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)"
    slots = row_cards(window, "P1", "front").slots()
    assert [s.text for s in slots] == ["As", "Kx", "7c"]
    assert [s.card is None and s.marked for s in slots] == [False, True, False]
    assert status_of(window, "P1").text() == "Needs a card to fix"
    assert not window.findChild(QPushButton, "scoreButton").isEnabled()


def test_an_unreadable_card_is_worded_from_the_cores_reason_in_chinese(qtbot, make_window):
    """The row words a bad card from the core's fields, not by cutting the English message (issue 33 point 4)."""
    window = make_window()
    with installed("zh_CN"):
        field = row_field(window, "P1", "front")
        label = row_label(window, "P1", "front")
        field.setFocus()
        qtbot.keyClicks(field, "AsKx7c")
        assert label.text() == "'Kx' 不是一张牌：'x' 不是花色（s、h、d、c 或 ♠ ♥ ♦ ♣）"


def test_a_card_used_twice_on_the_table_is_marked_in_both_places(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    row_of(window, "P2", "front").set_text("As Kc 6d")  # As is already P1's
    assert row_label(window, "P2", "front").text() == "As is also in P1's front"
    assert row_label(window, "P1", "front").text() == "As is also in P2's front"
    assert [s.marked for s in row_cards(window, "P2", "front").slots()] == [True, False, False]
    assert status_of(window, "P2").text() == "Needs a card to fix"
    assert not window.findChild(QPushButton, "scoreButton").isEnabled()
    assert not window.act.score.isEnabled()
    # Ah is now on nobody's board: the picker offers it again; As is still greyed out.
    picker = window.findChild(CardPicker, "cardPicker")
    assert parse_cards("Ah")[0].index not in picker.used()
    assert picker.used()[parse_cards("As")[0].index] == "P1's front"


def test_picking_cards_fills_the_row_being_filled_and_moves_on(qtbot, make_window):
    window = make_window()
    picker = window.findChild(CardPicker, "cardPicker")
    qtbot.waitUntil(row_edit(window, "P1", "front").hasFocus)
    for rows in FOUR.values():
        for text in rows:
            for card in parse_cards(text):
                qtbot.mouseClick(picker, Qt.MouseButton.LeftButton,
                                 pos=picker.card_rect(card).center().toPoint())
    assert entry_of(window).is_complete()
    assert len(picker.used()) == 52
    assert row_label(window, "P4", "back").text() == "Full house, tens over threes"
    assert entry_of(window).deal().to_json()["players"][0]["middle"] == "9s 9d 4h 4c 7s"


def test_clicking_a_placed_card_takes_it_back_and_a_greyed_card_does_nothing(qtbot, make_window):
    window = make_window()
    picker = window.findChild(CardPicker, "cardPicker")
    field = row_edit(window, "P1", "front")
    qtbot.waitUntil(field.hasFocus)
    for card in parse_cards("As Kd"):
        qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(card).center().toPoint())
    assert field.text() == "As Kd"
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton,
                     pos=picker.card_rect(parse_cards("As")[0]).center().toPoint())
    assert field.text() == "As Kd"
    strip = row_cards(window, "P1", "front")
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=strip.slot_rect(0).center().toPoint())
    assert field.text() == "Kd"
    assert parse_cards("As")[0].index not in picker.used()


def test_a_card_dropped_on_another_row_moves_there(qtbot, make_window):
    window = make_window()
    p1_front, p2_front = row_of(window, "P1", "front"), row_of(window, "P2", "front")
    p1_front.set_text("As Kd 6c")
    p2_front.strip.cardDropped.emit("Kd", p1_front.source_id)
    assert p1_front.text() == "As 6c"
    assert p2_front.text() == "Kd"


def test_a_foul_is_shown_in_red_with_its_reason(qtbot, make_window):
    window = make_window()
    fill(window, {**FOUR, "P4": ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")})
    status = status_of(window, "P4")
    assert status.text() == "Foul: front A-A-2 beats middle Q-Q-J-6-5"
    assert status.palette().color(status.foregroundRole()).name() == "#d32f2f"
    assert window.findChild(QPushButton, "scoreButton").isEnabled()  # a foul is scored, as a foul


def test_surrender_needs_no_cards(qtbot, make_window):
    window = make_window()
    fill(window, {n: r for n, r in FOUR.items() if n != "P3"})
    assert not entry_of(window).is_complete()
    surrender_of(window, "P3").click()
    assert entry_of(window).is_complete()
    assert status_of(window, "P3").text() == "Surrenders"
    assert entry_of(window).deal().to_json()["players"][2] == {"name": "P3", "surrender": True}


def test_a_natural_is_offered_only_when_the_cards_make_one(qtbot, make_window):
    window = make_window(("Ann", "Bob"), "classic-royalties")
    ann = player_box(window, "Ann")
    assert not ann.findChild(QComboBox, "naturalCombo").isVisibleTo(ann)  # these rules play no naturals
    window = make_window(("Ann", "Bob"), "classic-naturals")
    ann = player_box(window, "Ann")
    natural = ann.findChild(QComboBox, "naturalCombo")
    fill(window, {"Ann": ("2h 5h 9h", "3s 6s 8s Ts Qs", "4d 7d Jd Kd 2d"),
                  "Bob": ("As Kc 6c", "Qh Jh Th 8h 8c", "9c 9d 4h 4c 7c")})
    assert natural.isVisibleTo(ann)
    assert [natural.itemData(i) for i in range(natural.count())] == [None, "three_flushes"]
    natural.setCurrentIndex(1)
    assert status_of(window, "Ann").text() == "Declares three flushes"
    assert entry_of(window).deal().to_json()["players"][0]["natural"] == "three_flushes"
    bob = player_box(window, "Bob")
    assert not bob.findChild(QComboBox, "naturalCombo").isVisibleTo(bob)


def test_the_text_field_names_the_row(qtbot, make_window):
    window = make_window()
    edit = player_box(window, "P1").findChild(QLineEdit, "backEdit")
    assert edit.accessibleName() == "back cards"


def _red_pixels(edit: QLineEdit) -> int:
    """Pixels of the field drawn in the error red (the unreadable card's text and its wavy underline)."""
    image = edit.grab().toImage()
    red = error_colour(edit.palette())
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if abs(image.pixelColor(x, y).red() - red.red()) < 40
               and abs(image.pixelColor(x, y).green() - red.green()) < 40
               and abs(image.pixelColor(x, y).blue() - red.blue()) < 40)


def test_an_unreadable_card_is_underlined_in_red_until_it_is_fixed(qtbot, make_window):
    """The underline is drawn inside the field; fixing the card takes it away (none is sent while none is due)."""
    window = make_window()
    field = row_edit(window, "P1", "front")
    label = row_label(window, "P1", "front")
    field.setFocus()
    qtbot.keyClicks(QApplication.focusWidget(), "As")
    assert _red_pixels(field) == 0
    qtbot.keyClicks(QApplication.focusWidget(), "Kx")
    assert _red_pixels(field) > 0
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(QApplication.focusWidget(), "AsKd7c")
    assert label.text() == "Ace-King high"
    assert _red_pixels(field) == 0
