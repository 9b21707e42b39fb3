"""Issue 13 points 12 and 13: OFC royalties shown while a row is typed, and pineapple discards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from scorekeeper.read.cards import parse_cards
from tests.ui.conftest import picker_of, player_box, row_field, row_label, row_of, score_button, status_of

from scorekeeper_app.entry.row_entry import RowEdit

CTRL = Qt.KeyboardModifier.ControlModifier
ANN = ("Qs Qh 2c", "3h 7h 9h Jh Kh", "4s 4d 4c 8c 8d")
BOB = ("As Kd 5c", "6s 6d 7c 7d Tc", "2s 3s 5s 9s Js")


def focused():  # type: ignore[no-untyped-def]
    return QApplication.focusWidget()


def type_rows(qtbot, rows) -> None:  # type: ignore[no-untyped-def]
    for text in rows:
        qtbot.keyClicks(focused(), text.replace(" ", ""))


def labels(window, name: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [row_label(window, name, row).text() for row in ("front", "middle", "back")]


def test_ofc_rows_show_their_royalty_while_typed(qtbot, make_window):
    window = make_window(players=("Ann", "Bob"), rules="ofc")
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    type_rows(qtbot, ANN[:1])
    # RULES C3: front Q-Q = 7 (pair rank 12 - 5); middle flush 8; back full house 6.
    assert labels(window, "Ann")[0] == "Pair of queens, two kicker · royalty 7"
    type_rows(qtbot, ANN[1:])
    assert [text.split(" · ")[-1] for text in labels(window, "Ann")] == ["royalty 7", "royalty 8", "royalty 6"]
    type_rows(qtbot, BOB)
    assert [" · " in text for text in labels(window, "Bob")] == [False, False, True]  # A-K high, two pair, flush 4
    assert labels(window, "Bob")[2].endswith(" · royalty 4")


def test_classic_rows_show_no_royalty(qtbot, make_window):
    window = make_window(players=("Ann", "Bob"), rules="classic-royalties")
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    type_rows(qtbot, ANN)
    assert labels(window, "Ann")[0] == "Pair of queens, two kicker"


def test_pineapple_discards_count_in_the_one_deck_check_and_are_stored(qtbot, make_window, store):
    window = make_window(players=("Ann", "Bob"), rules="pineapple")
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    type_rows(qtbot, ANN + BOB)
    ann = player_box(window, "Ann")
    assert row_of(window, "Ann", "discards").isVisible() and row_of(window, "Bob", "discards").isVisible()
    discards = row_field(window, "Ann", "discards")
    qtbot.mouseClick(discards, Qt.MouseButton.LeftButton)
    assert focused() is discards
    qtbot.keyClicks(focused(), "AhKsTdTc")  # Ts, no: Tc is in Bob's middle
    label = ann.findChild(QLabel, "discardsLabel")
    assert label.text() == "Tc is also in Bob's middle"
    bob_middle = row_of(window, "Bob", "middle")
    assert bob_middle.has_conflicts()  # flagged on both sides
    assert not score_button(window).isEnabled()
    assert status_of(window, "Ann").text() == "Needs a card to fix"
    picker = picker_of(window)
    assert {c.index for c in parse_cards("Ah Ks Td")} <= set(picker.used())  # greyed in the picker
    qtbot.keyClick(focused(), Qt.Key.Key_Backspace)
    qtbot.keyClicks(focused(), "Th")
    assert label.text() == "4 discarded"
    assert score_button(window).isEnabled()
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    assert window.session.hand_count == 1
    reopened = store.open(store.list_sessions()[0].id)
    stored = reopened.hands[-1].deal
    assert [p.name for p in stored.players if p.discards] == ["Ann"]
    assert stored.players[0].discards == tuple(parse_cards("Ah Ks Td Th"))
