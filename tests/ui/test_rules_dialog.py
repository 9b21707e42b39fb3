"""Issue 13 point 7 and issue 19: the new-session dialog for a home player, and the house rules in it.

Every choice is made with the keyboard or the mouse on the widget that has focus, as a user does.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QWidget,
)

from scorekeeper.rules import FRONT_TRIPS, GAMES, PRESETS, RuleSet
from tests.ui.conftest import named, shown
from tests.ui.test_new_session import through_file_new_session

from scorekeeper_app.entry.row_entry import RowEdit
from scorekeeper_app.session.new_session import DEFAULT_SIZE, NewSessionDialog
from scorekeeper_app.session.rules_groups import GROUPS, LABELS
from scorekeeper_app.shell.main_window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier


def focused():  # type: ignore[no-untyped-def]
    return QApplication.focusWidget()


def show_dialog(qtbot, players=("Ann", "Bob"), parent=None) -> NewSessionDialog:  # type: ignore[no-untyped-def]
    dialog = NewSessionDialog(parent, players)
    qtbot.addWidget(dialog)
    return shown(qtbot, dialog)


def choose(qtbot, dialog: NewSessionDialog, option: str, *keys: Qt.Key) -> None:
    """Give a combo box the keyboard (as Tab would) and press keys on it."""
    combo = dialog.findChild(QComboBox, f"{option}Field")
    dialog.rules.options_scroll.ensureWidgetVisible(combo)
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    for key in keys:
        qtbot.keyClick(focused(), key)


def click(qtbot, dialog: NewSessionDialog, widget: QWidget) -> None:
    dialog.rules.options_scroll.ensureWidgetVisible(widget)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(6, widget.height() // 2))


def preview(dialog: NewSessionDialog) -> str:
    return dialog.findChild(QLabel, "rulesPreview").text()


def test_bonus_royalties_are_a_royalty_mode_choice_with_their_payment_in_the_preview(qtbot):
    dialog = show_dialog(qtbot)
    choose(qtbot, dialog, "royalties", Qt.Key.Key_Home, Qt.Key.Key_Down)  # none -> classic
    choose(qtbot, dialog, "royalty_mode", Qt.Key.Key_End)  # the last way of paying: bonus
    assert dialog.rules.rules() == RuleSet.from_json({"royalties": "classic", "royalty_mode": "bonus"})
    # RULES B6 bonus: a row won with a royalty of 2 (ties elsewhere) pays 1 + 2 = 3.
    assert preview(dialog) == ("What does this pay? a 2–1 pays 1; a scoop pays 6; royalties from the classic "
                               "table, paid on top of the row point; a row won with a royalty of 2 pays 3 (the "
                               "row point plus the royalty); a foul pays 6 to each opponent plus their "
                               "royalties; surrender costs 2 a player.")


def test_a_tie_that_keeps_the_scoop_and_equal_rows_that_foul_are_ticked_in_their_sections(qtbot):
    dialog = show_dialog(qtbot)
    tie = dialog.findChild(QCheckBox, "tie_cancels_scoopField")
    equal = dialog.findChild(QCheckBox, "equal_rows_foulField")
    assert tie.parent().parent().objectName() == "scoringGroup"  # beside the method and the scoop
    assert equal.parent().parent().objectName() == "foulsGroup"
    click(qtbot, dialog, tie)
    assert focused() is tie
    # RULES B9: two rows won and one tied still collect the scoop, 2 + 3 = 5 in 1-6.
    assert dialog.rules.rules() == RuleSet.from_json({"tie_cancels_scoop": False})
    assert "two rows won and one tied pay 5: a tie does not cancel the scoop" in preview(dialog)
    click(qtbot, dialog, equal)
    assert dialog.rules.rules() == RuleSet.from_json({"tie_cancels_scoop": False, "equal_rows_foul": True})
    assert ("a middle equal to the back, or a front equal to the middle's top cards, is a foul"
            in preview(dialog))
    choose(qtbot, dialog, "method", Qt.Key.Key_Down)  # 2-4: the 3-0 payment of 4 survives a tie too
    assert "two rows won and one tied pay 4: a tie does not cancel the scoop" in preview(dialog)


def test_front_trips_by_rank_are_entered_in_the_royalties_section(qtbot):
    dialog = show_dialog(qtbot)
    trips = dialog.findChild(QCheckBox, "frontTripsCheck")
    assert not trips.isEnabled()  # no royalties, no trips to pay
    choose(qtbot, dialog, "game", Qt.Key.Key_Down)  # open-face: OFC royalties, 222 = 10 ... AAA = 22
    click(qtbot, dialog, trips)
    aces = dialog.findChild(QDoubleSpinBox, "trips_AAValue")
    assert aces.isVisible() and aces.value() == 22
    click(qtbot, dialog, aces)
    qtbot.keyClick(focused(), Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(focused(), "19")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    rules = dialog.rules.rules()
    assert rules is not None and rules.game == "ofc" and rules.royalty_mode == "difference"
    front = dict(dict(rules.royalties)["front"])
    # RULES C3 and B6: the OFC front pairs stay; trips 222 = 10 ... KKK = 21, and AAA now 19.
    assert front["pair_AA"] == 9
    assert [front[key] for key in FRONT_TRIPS] == [Fraction(10 + i) for i in range(12)] + [Fraction(19)]
    assert ("front trips pay by rank: 222 10, 333 11, 444 12, 555 13, 666 14, 777 15, 888 16, 999 17, TTT 18, "
            "JJJ 19, QQQ 20, KKK 21, AAA 19" in preview(dialog))
    click(qtbot, dialog, trips)  # unticked: back to the plain OFC table
    assert dialog.rules.rules() == RuleSet.preset("ofc")


@pytest.mark.parametrize("game", list(GROUPS))
def test_each_game_shows_only_its_options_grouped_and_labelled(qtbot, game):
    dialog = show_dialog(qtbot, ("Ann", "Bob"))
    choose(qtbot, dialog, "game", Qt.Key.Key_Home, *[Qt.Key.Key_Down] * GAMES.index(game))
    rules = dialog.rules.rules()
    assert rules is not None and rules.game == game
    wanted = {name for _, names in GROUPS[game] for name in names}
    shown = {name for name in LABELS if name != "game"
             and dialog.findChild(QWidget, f"{name}Field").isVisibleTo(dialog)}
    assert shown == wanted
    assert ("fantasyland" in shown) == (game in ("ofc", "pineapple"))
    assert ("pool" in shown) == (game == "classic")
    for name in shown:  # every field says what it is: on the box itself, or in the form's label
        field = dialog.findChild(QWidget, f"{name}Field")
        if isinstance(field, QCheckBox):
            assert field.text() == LABELS[name]
        else:
            form = field.parent().parent().layout()
            assert isinstance(form, QFormLayout)
            assert form.labelForField(field.parent()).text() == LABELS[name]
    presets = dialog.findChild(QComboBox, "presetCombo")
    titles = [presets.itemText(i) for i in range(presets.count())]
    assert titles[-1].startswith("Custom") and not set(titles) & set(PRESETS)  # names, never preset keys
    if game == "classic":
        assert titles[0] == "Classic 1-6 with a 3-unit scoop"
    naturals = [dialog.findChild(QLabel, f"{n}Label").text() for n in ("six_pairs", "dragon")]
    assert naturals == ["Six pairs", "Dragon"]


@pytest.mark.parametrize("game", list(GROUPS))
def test_the_dialog_fits_1280_by_800_and_no_option_is_clipped(qtbot, game):
    dialog = show_dialog(qtbot, ("Ann", "Bob", "Cy"))
    choose(qtbot, dialog, "game", Qt.Key.Key_Home, *[Qt.Key.Key_Down] * GAMES.index(game))
    dialog.resize(DEFAULT_SIZE)  # as on a 1280x800 screen (the 800-pixel test screen shrinks it to fit)
    qtbot.wait(10)
    hint = dialog.sizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800
    assert dialog.width() <= 1240 and dialog.height() <= 740  # room for the frame and a panel
    viewport = dialog.rules.options_scroll.viewport()
    for name in LABELS:
        field = dialog.findChild(QWidget, f"{name}Field")
        if not field.isVisibleTo(dialog):
            continue
        right = field.mapTo(viewport, QPoint(field.width(), 0)).x() if name != "game" else 0
        assert right <= viewport.width(), name  # nothing runs off to the right: no sideways scrolling
        assert field.width() >= field.minimumSizeHint().width(), name
        explain = dialog.findChild(QLabel, f"{name}Explain")
        if explain.isVisibleTo(dialog):
            assert explain.height() >= explain.heightForWidth(explain.width()), name


def test_a_session_started_with_bonus_explains_row_point_plus_royalty(qtbot, store, settings):
    window = MainWindow(store, settings)  # no session open: the dialog starts with no players
    qtbot.addWidget(window)
    shown(qtbot, window)

    def steps(dialog: NewSessionDialog) -> None:
        qtbot.mouseClick(dialog.findChild(QLineEdit, "newPlayerEdit"), Qt.MouseButton.LeftButton)
        for name in ("A", "B"):
            qtbot.keyClicks(focused(), name)
            qtbot.keyClick(focused(), Qt.Key.Key_Return)
        choose(qtbot, dialog, "royalties", Qt.Key.Key_Home, Qt.Key.Key_Down)
        choose(qtbot, dialog, "royalty_mode", Qt.Key.Key_End)
        assert dialog.problem.text() == ""
        with qtbot.waitSignal(dialog.accepted):
            qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)

    through_file_new_session(qtbot, window, steps)
    window.activateWindow()
    qtbot.waitUntil(lambda: isinstance(focused(), RowEdit))
    # tests/core/value/test_house_rules.py A and B: A's middle quads (royalty 4) beat B's full house.
    rows = ("Kd Qc 2h", "8s 8h 8d 8c 3s", "9h Th Jh Qh Kh", "As Ad 4c", "5s 5h 5d 2c 2d", "6s 6h 6d 6c 7c")
    for text in rows:
        qtbot.keyClicks(focused(), text.replace(" ", ""))
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    assert window.session.hand_count == 1
    tree = named(window, QTreeWidget, "pairTree")
    pair = tree.topLevelItem(0)
    lines = [pair.child(i).text(0) for i in range(pair.childCount())]
    assert "middle: A's Four eights beats B's Full house, fives over twos: 1 + royalty 4, A +5" in lines
    # RULES B6 bonus: front -1; middle 1 + 4; back 1 + 5 = 6; net +10 to A.
    assert window.session.hands[-1].units == {"A": 10, "B": -10}


def test_help_says_what_the_house_rules_do(qtbot, make_window):
    from scorekeeper_app.results.help import how_to_score_html

    window = make_window(players=("A", "B"), rules=RuleSet.from_json(  # type: ignore[arg-type]
        {"royalties": "classic", "royalty_mode": "bonus", "tie_cancels_scoop": False, "equal_rows_foul": True}))
    html = how_to_score_html(window.session)
    assert "A row won with a royalty of 2 pays 3 (the row point plus the royalty)." in html
    assert "Two rows won and one tied pay 5: a tie does not cancel the scoop." in html
    assert "equal rows foul too: a middle equal to the back" in html
