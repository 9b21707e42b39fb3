"""Quick entry under ``foul_penalty: play``: a hand marked fouled keeps its places and royalties (RULES B4)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QDoubleSpinBox, QSpinBox

from tests.ui.conftest import entry_of, player_box, result_of

from scorekeeper_app.results.models import UNITS_ROLE


def test_fouled_quick_entry_under_play_is_scored_as_it_lies(qtbot, make_window):
    window = make_window(("Amy", "Ben", "Cy"), {"preset": "classic-royalties", "foul_penalty": "play"})
    window.findChild(type(window.act.quick), "actionQuickEntry").trigger()
    amy, ben, cy = (player_box(window, name) for name in ("Amy", "Ben", "Cy"))
    cy.findChild(QCheckBox, "fouledCheck").setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert cy.findChild(QCheckBox, "fouledCheck").isChecked()
    # Under play the places stay open: the mis-set hand meets everyone row by row.
    assert cy.findChild(QSpinBox, "frontPlace").isEnabled()
    assert not entry_of(window).is_complete()
    for player, places in ((amy, (1, 2, 1)), (ben, (2, 3, 2)), (cy, (3, 1, 3))):
        for row, place in zip(("front", "middle", "back"), places, strict=True):
            player.findChild(QSpinBox, f"{row}Place").setValue(place)
    amy.findChild(QDoubleSpinBox, "backRoyalty").setValue(4)
    cy.findChild(QDoubleSpinBox, "middleRoyalty").setValue(2)
    assert entry_of(window).is_complete()
    focus = QApplication.focusWidget() or window
    qtbot.keyClick(focus, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.session.hand_count == 1
    # Amy v Ben: 1 + 1 + 4 and the scoop 3 = 9. Amy v Cy: 1 - 2 (Cy's middle royalty) + 4 = 3.
    # Ben v Cy: 1 - 2 + 1 = 0. Cy is still marked fouled.
    model = result_of(window)
    shown = {model.index(r, 0).data(): model.index(r, 1).data(UNITS_ROLE) for r in range(model.rowCount())}
    assert shown == {"Amy": 12, "Ben": -9, "Cy": -3}
    assert window.session.hands[0].result.players["Cy"].fouled is True
