"""A foul marks its two rows red in every language (issue 20): the app reads the rows from the core's Foul,
never from its words (RULES B2: a front pair of aces beats a middle pair of queens)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tests.ui.conftest import FOUR, player_box, row_field

from scorekeeper_app.common.ink import error_colour

from .language_check import installed

P4_FOUL = ("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")
ROWS = ("front", "middle", "back")


@pytest.fixture(params=["zh_CN", "vi"])
def speaking(request, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The app in the language for one test; English again afterwards."""
    with installed(request.param):
        yield request.param


def test_a_foul_marks_its_two_rows_red_in_the_players_language(qtbot, make_window, speaking: str):  # type: ignore[no-untyped-def]
    window = make_window()
    first = row_field(window, "P1", "front")
    qtbot.waitUntil(first.hasFocus)
    for rows in (*list(FOUR.values())[:3], P4_FOUL):
        for text in rows:
            qtbot.keyClicks(QApplication.focusWidget(), text.replace(" ", ""))
    p4 = player_box(window, "P4")
    status = p4.findChild(QLabel, "statusLabel").text()
    assert "A-A-2" in status and "Q-Q-J-6-5" in status and "front" not in status and "middle" not in status
    red = error_colour(p4.palette())
    assert [ink(p4, row) == red for row in ROWS] == [True, True, False]  # the back is not in the foul
    assert [ink(player_box(window, "P1"), row) == red for row in ROWS] == [False, False, False]


def ink(player: QWidget, row: str) -> QColor:
    """The colour a row's hand name is drawn in."""
    label = player.findChild(QLabel, f"{row}Label")
    return label.palette().color(label.foregroundRole())

