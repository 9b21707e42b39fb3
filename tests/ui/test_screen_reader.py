"""Issue 21 point 4: a screen reader hears every control by name, cards as words, a row and a foul as said."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from scorekeeper.read.cards import parse_cards

from scorekeeper_app.cards.spoken import card_name, row_words

from .conftest import SECOND, fill, picker_of, player_box, row_cards, row_edit, status_of
from .test_dark_mode import dark_palette

Role = QAccessible.Role
INTERACTIVE = {Role.Button, Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.EditableText,
               Role.SpinBox, Role.List, Role.Table, Role.Tree, Role.PageTab, Role.Slider, Role.ButtonMenu,
               Role.ButtonDropDown}
"""The roles a user acts on: each must be named."""


def walk(node: QAccessibleInterface, depth: int = 0) -> Iterator[QAccessibleInterface]:
    """Every node of the accessibility tree under ``node``, as a screen reader walks it."""
    yield node
    if depth > 40:
        return
    for i in range(node.childCount()):
        child = node.child(i)
        if child is not None and child.isValid() and not child.state().invisible:
            yield from walk(child, depth + 1)


def tree(window: object) -> list[QAccessibleInterface]:
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    return list(walk(root))


def name(node: QAccessibleInterface) -> str:
    return node.text(QAccessible.Text.Name)


def node_of(window: object, widget: object) -> QAccessibleInterface:
    """The node a screen reader reaches for ``widget``, found by walking down from the window."""
    found = [n for n in tree(window) if n.object() is widget]
    assert len(found) == 1
    return found[0]


def test_every_control_of_the_main_window_has_a_name_and_a_description(make_window):
    window = make_window(("Ann", "Bob", "Cy"))
    controls = [n for n in tree(window) if n.role() in INTERACTIVE]
    assert len(controls) > 52 + 20  # the picker's 52 cards and the window's own controls
    said = [(n.role().name, name(n), n.text(QAccessible.Text.Description)) for n in controls]
    assert [s for s in said if not s[1].strip() or not s[2].strip()] == []


def test_a_typed_row_is_read_as_its_cards_and_its_hand(make_window, qtbot):
    window = make_window(("Ann", "Bob", "Cy"))
    front = row_edit(window, "Ann", "front")
    qtbot.mouseClick(front, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is front
    QTest.keyClicks(QApplication.focusWidget(), "Kh Qd 2s")
    strip = node_of(window, row_cards(window, "Ann", "front"))
    assert name(strip) == "Ann, front: king of hearts, queen of diamonds, two of spades, king-queen high"
    edit = node_of(window, front)
    assert edit.text(QAccessible.Text.Description) == name(strip)
    QTest.keyClicks(QApplication.focusWidget(), "Ks")  # the middle, one card in: read as it grows
    assert name(node_of(window, row_cards(window, "Ann", "middle"))) == "Ann, middle: king of spades, 4 more cards"


def test_the_pickers_cards_are_read_as_words_and_say_where_a_used_one_is(make_window, qtbot):
    window = make_window(("Ann", "Bob", "Cy"))
    picker = picker_of(window)
    king = parse_cards("Kh")[0]
    button = node_of(window, picker.buttons[king.index])
    assert (button.role(), name(button)) == (Role.Button, "king of hearts")
    assert card_name(parse_cards("Td")[0]) == "ten of diamonds"
    qtbot.mouseClick(row_edit(window, "Ann", "front"), Qt.MouseButton.LeftButton)
    QTest.keyClicks(QApplication.focusWidget(), "Kh")
    qtbot.waitUntil(lambda: button.state().disabled)
    assert button.text(QAccessible.Text.Description) == "In Ann's front"
    queen = node_of(window, picker.buttons[parse_cards("Qd")[0].index])
    queen.actionInterface().doAction(QAccessibleActionInterface.pressAction())  # a screen reader picks it
    qtbot.waitUntil(lambda: row_edit(window, "Ann", "front").text() == "Kh Qd")  # Qt animates the press


def test_a_foul_is_read_out_as_its_reason(make_window, qtbot):
    window = make_window()
    fill(window, SECOND)  # P4: front K-K beats the middle's Q-Q (RULES B4)
    status = status_of(window, "P4")
    qtbot.waitUntil(lambda: status.text().startswith("Foul"))
    reason = player_box(window, "P4").foul_reason()
    assert reason
    node = node_of(window, status)
    assert (node.role(), name(node)) == (Role.StaticText, f"Foul: {reason}")
    assert node.text(QAccessible.Text.Description) == f"P4's hand: Foul: {reason}"


def test_row_words_say_an_empty_row_and_a_row_without_a_player():
    cards = parse_cards("As Kd")
    assert row_words("Ann", "front", (), "") == "Ann, front: empty"
    assert row_words("", "back", cards, "3 more cards") == "back: ace of spades, king of diamonds, 3 more cards"


def highlighted(widget: QWidget) -> int:
    """How many of the widget's pixels are in the palette's highlight colour."""
    image = widget.grab().toImage()
    ink = widget.palette().color(QPalette.ColorRole.Highlight).rgb()
    return sum(image.pixel(x, y) == ink for x in range(image.width()) for y in range(image.height()))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_row_with_the_keyboard_is_framed_in_the_highlight_colour_light_or_dark(scheme, make_window, qtbot):
    light = QApplication.palette()
    if scheme == "dark":
        QApplication.setPalette(dark_palette())
    try:
        window = make_window(("Ann", "Bob", "Cy"))
        front, back_edit = row_edit(window, "Ann", "front"), row_edit(window, "Ann", "back")
        qtbot.mouseClick(back_edit, Qt.MouseButton.LeftButton)
        QTest.keyClicks(QApplication.focusWidget(), "As Ad Ac 7d 7s")  # full: no lit empty place is left
        qtbot.mouseClick(front, Qt.MouseButton.LeftButton)
        back = row_cards(window, "Ann", "back")
        assert highlighted(back) == 0
        qtbot.mouseClick(back_edit, Qt.MouseButton.LeftButton)
        assert QApplication.focusWidget() is back_edit
        width, height = back.width(), back.height()
        assert highlighted(back) >= 2 * (width - 2 + height)  # a frame all round its five places, a pixel thick or more
    finally:
        QApplication.setPalette(light)
