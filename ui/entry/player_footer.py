"""A player's box's bottom line: Surrender, the natural to declare, and the Suggest button."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QToolButton, QWidget

from scorekeeper.rules import RuleSet

from .natural_choice import NaturalChoice
from .player_status import suggest_tip


class PlayerFooter(QWidget):
    """Surrender and the natural on the left, Suggest on the right; the box reads them and wires their signals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.surrender = QCheckBox(QCoreApplication.translate("PlayerEntry", "Surrender"), self)
        self.surrender.setObjectName("surrenderCheck")
        self.surrender.setToolTip(QCoreApplication.translate(
            "PlayerEntry", "The player folds before the reveal and pays the surrender fee (Ctrl+Shift+S)"))
        self.natural = NaturalChoice(self)
        self.suggest_button = QToolButton(self)
        self.suggest_button.setObjectName("suggestButton")
        self.suggest_button.setText(QCoreApplication.translate("PlayerEntry", "Suggest"))
        self.suggest_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays in the row being typed
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.surrender)
        layout.addWidget(self.natural)
        layout.addStretch(1)
        layout.addWidget(self.suggest_button)

    def set_rules(self, rules: RuleSet, name: str, hand: int | None) -> None:
        """Surrender shows when the rules play it; in criss-cross only on hand 1, where it covers both hands."""
        self.surrender.setVisible(rules.surrender and hand != 2)
        if rules.game.has_two_boards and hand == 1:
            self.surrender.setText(QCoreApplication.translate("PlayerEntry", "Surrender (both hands)"))
            self.surrender.setToolTip(QCoreApplication.translate(
                "PlayerEntry", "{player} surrenders the hand: both of {player}'s hands").format(player=name))
        if not rules.surrender:
            self.surrender.setChecked(False)

    def show_suggest(self, quick: bool, blocker: str, cards_text: str) -> None:
        """Suggest is hidden in quick entry and greyed, with its reason in the tooltip, until the cards are in."""
        self.suggest_button.setVisible(not quick)
        self.suggest_button.setEnabled(not blocker)
        self.suggest_button.setToolTip(suggest_tip(cards_text, blocker))
