"""Issue 13, at the table: no traps, every shortcut works, the keyboard does everything.

Each test drives the app as the user did: key presses and clicks sent to whatever has the keyboard.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLineEdit, QPushButton

from scorekeeper.rules import PRESETS
from tests.ui.conftest import (
    FOUR,
    correcting,
    entry_of,
    history_table,
    player_box,
    row_cards,
    row_edit,
    row_field,
    row_label,
    score_button,
    selected_hand,
    shown,
    side_tabs,
    status_of,
    summary_of,
    surrender_of,
)

from scorekeeper_app.entry.row_entry import RowEdit
from scorekeeper_app.results.help import SHORTCUTS
from scorekeeper_app.session.new_session import NewSessionDialog


def focused():  # type: ignore[no-untyped-def]
    return QApplication.focusWidget()


def show_dialog(qtbot, window, *args) -> NewSessionDialog:  # type: ignore[no-untyped-def]
    dialog = NewSessionDialog(window, *args)
    qtbot.addWidget(dialog)
    return shown(qtbot, dialog)


def test_enter_in_the_name_box_adds_the_player_and_never_starts(qtbot, make_window, store):
    window = make_window()
    sessions = len(store.list_sessions())
    dialog = show_dialog(qtbot, window)
    name_box = dialog.findChild(QLineEdit, "newPlayerEdit")
    qtbot.mouseClick(name_box, Qt.MouseButton.LeftButton)
    for name in ("Ann", "Bob", "Cy"):
        qtbot.keyClicks(focused(), name)
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
        assert dialog.isVisible()
        assert focused() is name_box
    assert dialog.players() == ("Ann", "Bob", "Cy")
    qtbot.keyClicks(focused(), "Dee")  # typed, not yet added: Start must not leave Dee out
    ok = dialog.findChild(QPushButton, "okButton")
    assert not ok.isEnabled()
    assert dialog.problem.text() == "Press Enter to add Dee to the players, or clear the name box."
    qtbot.keyClick(focused(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.isVisible()
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert dialog.players() == ("Ann", "Bob", "Cy", "Dee")
    assert dialog.isVisible() and ok.isEnabled()
    assert len(store.list_sessions()) == sessions
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(focused(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.values().players == ("Ann", "Bob", "Cy", "Dee")


def type_rows(qtbot, rows) -> None:  # type: ignore[no-untyped-def]
    """Type rows into whatever has the keyboard, the way a user does: no separators, a full row moves on."""
    for text in rows:
        qtbot.keyClicks(focused(), text.replace(" ", ""))


def press_modal(qtbot, window, key, modifiers=Qt.KeyboardModifier.ControlModifier) -> str:  # type: ignore[no-untyped-def]
    """Press a key that opens a modal dialog; say which dialog opened and close it with Escape."""
    seen: list[str] = []

    def close() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(20, close)
            return
        seen.append(modal.objectName() or type(modal).__name__)
        QTest.keyClick(modal.focusWidget() or modal, Qt.Key.Key_Escape)

    QTimer.singleShot(0, close)
    qtbot.keyClick(focused(), key, modifiers)
    qtbot.waitUntil(lambda: bool(seen))
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    back_to(qtbot, window)
    return seen[0]


def in_dialog(qtbot, dialog: QDialog) -> None:  # type: ignore[no-untyped-def]
    """Wait until the dialog is up and has the keyboard."""
    qtbot.waitUntil(lambda: dialog.isVisible() and focused() is not None and focused().window() is dialog)


def back_to(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A dialog closed: the window manager hands the keyboard back to the window (offscreen has none)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: focused() is not None and focused().window() is window)


CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
SHOWN_KEYS = {"Ctrl+Alt+S", "Ctrl+N", "Ctrl+O", "Ctrl+I", "Ctrl+Q", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+Return",
              "Ctrl+Enter", "Ctrl+G", "Ctrl+E", "Ctrl+Shift+Backspace", "Del", "Esc", "Ctrl+U", "F1", "Ctrl+B",
              "Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4", "F2", "Ctrl+Shift+E", "Ctrl+Shift+S"}
"""Every key a menu, Help or the README shows; each is pressed below."""


def test_every_shortcut_works_from_a_card_field(qtbot, make_window, qtlog):
    window = make_window()
    keys = {k.toString() for a in window.actions() + window.findChildren(QAction) for k in a.shortcuts()}
    assert keys == SHOWN_KEYS
    help_keys = " ".join(key for key, _what in SHORTCUTS)
    spelled = {"Del": "Delete", "Esc": "Esc", "Ctrl+Return": "Ctrl+Enter", "Ctrl+2": "Ctrl+1 … Ctrl+4",
               "Ctrl+3": "Ctrl+1 … Ctrl+4"}
    assert [k for k in SHOWN_KEYS if spelled.get(k, k) not in help_keys + " ".join(w for _k, w in SHORTCUTS)] == []
    p1_front, p2_front = row_edit(window, "P1", "front"), row_edit(window, "P2", "front")
    qtbot.waitUntil(lambda: focused() is p1_front)
    # Undo and redo act on the typing first (the field's own history) ...
    qtbot.keyClicks(focused(), "As")
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert p1_front.text() == ""
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL | SHIFT)
    assert p1_front.text() == "As"
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(focused(), Qt.Key.Key_Y, CTRL)
    assert p1_front.text() == "As"
    # ... Ctrl+Shift+Backspace clears the hand ...
    qtbot.keyClick(focused(), Qt.Key.Key_Backspace, CTRL | SHIFT)
    assert p1_front.text() == "" and focused() is p1_front
    # ... Ctrl+G suggests a setting for the player just typed ...
    type_rows(qtbot, FOUR["P1"])
    assert focused() is p2_front
    qtbot.keyClick(focused(), Qt.Key.Key_G, CTRL)
    assert status_of(window, "P1").text().startswith("Suggested ✓")
    # ... Ctrl+Enter scores, then undo and redo act on whole hands.
    type_rows(qtbot, [r for name in ("P2", "P3", "P4") for r in FOUR[name]])
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    assert window.session.hand_count == 1
    qtbot.waitUntil(lambda: focused() is p1_front)
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert window.session.hand_count == 0
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL | SHIFT)
    assert window.session.hand_count == 1
    qtbot.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(focused(), Qt.Key.Key_Y, CTRL)
    assert window.session.hand_count == 1
    # Ctrl+Shift+S: the player being typed surrenders.
    assert focused() is p1_front
    qtbot.keyClick(focused(), Qt.Key.Key_S, CTRL | SHIFT)
    assert surrender_of(window, "P1").isChecked()
    qtbot.keyClick(focused(), Qt.Key.Key_Backspace, CTRL | SHIFT)
    # The views, the modes and the dialogs.
    for i, key in enumerate((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)):
        qtbot.keyClick(focused(), key, CTRL)
        assert side_tabs(window).currentIndex() == i
    assert isinstance(focused(), RowEdit)
    qtbot.keyClick(focused(), Qt.Key.Key_B, CTRL)
    assert window.act.show_review.isChecked()
    qtbot.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert entry_of(window).is_quick()
    qtbot.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert not entry_of(window).is_quick() and isinstance(focused(), RowEdit)
    qtbot.keyClick(focused(), Qt.Key.Key_U, CTRL)
    qtbot.waitUntil(lambda: window.findChild(QDialog, "settleDialog") is not None)
    in_dialog(qtbot, window.findChild(QDialog, "settleDialog"))
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    back_to(qtbot, window)
    qtbot.keyClick(focused(), Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: window.findChild(QDialog, "howToScoreDialog") is not None)
    in_dialog(qtbot, window.findChild(QDialog, "howToScoreDialog"))
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    back_to(qtbot, window)
    assert press_modal(qtbot, window, Qt.Key.Key_N) == "newSessionDialog"
    assert press_modal(qtbot, window, Qt.Key.Key_O) == "openSessionDialog"
    assert press_modal(qtbot, window, Qt.Key.Key_I) == "QFileDialog"
    assert press_modal(qtbot, window, Qt.Key.Key_E, CTRL | SHIFT) == "QFileDialog"
    assert press_modal(qtbot, window, Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier) == "QInputDialog"
    # Delete works in History; Esc cancels a correction from the card field it put the keyboard in.
    qtbot.keyClick(focused(), Qt.Key.Key_2, CTRL)
    history_table(window).setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Down)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert correcting(window)
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    assert not correcting(window)
    history_table(window).setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert selected_hand(window) == 1
    qtbot.keyClick(focused(), Qt.Key.Key_Delete)
    assert window.session.hand_count == 0
    qtbot.keyClick(p1_front, Qt.Key.Key_Q, CTRL)
    assert not window.isVisible()
    assert not [r for r in qtlog.records if "mbiguous" in r.message]


def test_tab_after_a_full_row_never_skips_a_row(qtbot, make_window):
    window = make_window()
    front, middle, back = (row_edit(window, "P1", row) for row in ("front", "middle", "back"))
    qtbot.waitUntil(lambda: focused() is front)
    assert summary_of(window).text() == (
        "Type or pick each player's front, middle and back. A full row moves on by itself "
        "(a Tab straight after stays put); Tab or Enter moves on from a row not yet full.")
    qtbot.keyClicks(focused(), "AsKd6c")
    assert focused() is middle
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)  # the habit of front, Tab, middle
    assert focused() is middle
    qtbot.keyClicks(focused(), "9s9d4h4c7s")
    assert middle.text() == "9s9d4h4c7s" and back.text() == ""
    assert focused() is back
    qtbot.keyClick(focused(), Qt.Key.Key_Return)  # Enter agrees with Tab
    assert focused() is back
    qtbot.keyClicks(focused(), "Qh")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)  # from a row not yet full, Tab moves on
    assert focused() is surrender_of(window, "P1")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is row_edit(window, "P2", "front")


def answer_when_asked(qtbot, name: str, key) -> list[str]:  # type: ignore[no-untyped-def]
    """Answer the next question box called ``name`` with one key press; its text is kept to check."""
    asked: list[str] = []

    def press() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or modal.objectName() != name or focused() is None or focused().window() is not modal:
            QTimer.singleShot(20, press)
            return
        asked.append(modal.text())
        QTest.keyClick(focused(), key)

    QTimer.singleShot(0, press)
    return asked


NIGHT = ("Ann", "Bob", "Cy", "Dee")
BOB_FLUSHES = ("2h 5h 9h", "3s 6s 8s Ts Js", "2c 4c 7c 9c Kc")
CY = ("Qd Jh 3h", "Ah Ac 7d 6h 4s", "Kh Ks 8d 8h 8c")
DEE = ("Td 7h 2d", "Qh Qc 5d 5c 3d", "As Ad Th Tc 2s")


def test_a_hand_with_a_surrender_and_a_natural_needs_no_mouse(qtbot, make_window):
    window = make_window(NIGHT, "classic-naturals")
    keystrokes = 0

    def press(key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
        nonlocal keystrokes
        keystrokes += 1
        qtbot.keyClick(focused(), key, modifiers)

    def type_cards(rows: tuple[str, ...]) -> None:
        nonlocal keystrokes
        for row in rows:
            keystrokes += len(row.replace(" ", ""))
            qtbot.keyClicks(focused(), row.replace(" ", ""))

    qtbot.waitUntil(lambda: focused() is row_edit(window, "Ann", "front"))
    press(Qt.Key.Key_S, CTRL | SHIFT)  # Ann surrenders: the keyboard goes on to Bob
    assert status_of(window, "Ann").text() == "Surrenders"
    assert focused() is row_edit(window, "Bob", "front")
    type_cards(BOB_FLUSHES)
    # The natural shows in Bob's box as soon as his cards make it (RULES B7: declared, not played in rows).
    assert status_of(window, "Bob").text() == "The cards make three flushes: declare it below or at Score"
    assert player_box(window, "Bob").findChild(QComboBox, "naturalCombo").isVisible()
    type_cards(CY + DEE)
    assert focused() is score_button(window)
    asked = answer_when_asked(qtbot, "declareNaturalQuestion", Qt.Key.Key_Return)  # Yes is the default
    press(Qt.Key.Key_Return, CTRL)
    assert asked == ["Bob's cards make three flushes: declare it?"]
    keystrokes += len(asked)  # the Enter that answered
    assert window.session.hand_count == 1
    # B5: Ann pays the fee of 2 to each of three; B7: Bob's three flushes collect 3 from Cy and from Dee
    # and only the fee from Ann; Cy beats Dee 2-1 (front, back): 1 unit.
    assert dict(window.session.hands[0].units) == {"Ann": -6, "Bob": 8, "Cy": 0, "Dee": -2}
    assert window.session.hands[0].deal.players[1].natural == "three_flushes"
    assert keystrokes == 81  # 1 surrender + 3 x 26 card keys + Ctrl+Enter + Enter


def test_the_same_deal_twice_is_questioned_before_it_is_scored(qtbot, make_window):
    window = make_window()
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    for _attempt in range(2):
        type_rows(qtbot, [row for rows in FOUR.values() for row in rows])
        assert focused() is score_button(window)
        if _attempt:
            asked = answer_when_asked(qtbot, "sameDealQuestion", Qt.Key.Key_Return)  # No is the default
        qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    assert asked == ["Every player holds the same cards as in hand 1: was this hand entered twice? "
                     "Score it anyway?"]
    assert window.session.hand_count == 1
    assert row_edit(window, "P4", "back").text() == "TsThTd3d3c"  # kept, to correct or clear
    back_to(qtbot, window)
    answer_when_asked(qtbot, "sameDealQuestion", Qt.Key.Key_Y)
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    assert window.session.hand_count == 2


def test_the_title_never_shows_an_asterisk_as_everything_is_stored(qtbot, make_window):
    window = make_window()
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    rows = [row for rows in FOUR.values() for row in rows]
    type_rows(qtbot, rows)
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    assert window.session.hand_count == 1
    assert sum(len(row.replace(" ", "")) for row in rows) + 1 == 105  # four plain players, no mouse
    assert window.windowTitle() == "Test game — Chinese Poker Scorekeeper"
    assert not window.isWindowModified()


def test_the_new_session_dialog_remembers_the_last_unit_and_rules(qtbot, make_window, settings):
    window = make_window()
    dialog = show_dialog(qtbot, window, window.session.players, settings)
    unit = dialog.findChild(QLineEdit, "unitValue")
    qtbot.mouseDClick(unit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(focused(), Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(focused(), "2.50")
    preset = dialog.findChild(QComboBox, "presetCombo")
    preset.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Home)
    qtbot.keyClick(focused(), Qt.Key.Key_Down)  # the second preset, classic 2-4
    chosen = dialog.rules.rules()
    assert chosen == PRESETS["classic-2-4"]
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)  # Start: the dialog keeps what it started with
    again = NewSessionDialog(window, window.session.players, settings)
    qtbot.addWidget(again)
    assert again.unit.text() == "2.50"
    assert again.rules.rules() == chosen


def test_the_fifth_card_shows_whole_and_a_bad_card_message_is_never_cut(qtbot, make_window):
    window = make_window()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    type_rows(qtbot, FOUR["P1"][:2])
    strip = row_cards(window, "P1", "middle")
    fifth = strip.slot_rect(4)
    assert fifth.right() <= strip.width()  # drawn inside the strip, left of the text field
    assert strip.geometry().right() < row_field(window, "P1", "middle").geometry().left()
    qtbot.keyClicks(focused(), "Qh Jd Tc 9h Zz")
    label = row_label(window, "P1", "back")
    message = label.text()
    assert message.startswith("'Zz' is not a card")
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    shown = label.fontMetrics().boundingRect(label.contentsRect(), Qt.TextFlag.TextWordWrap, message)
    assert shown.width() <= label.contentsRect().width()
    assert shown.height() <= label.contentsRect().height()
