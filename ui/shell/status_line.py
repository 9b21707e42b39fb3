"""The status bar's session line: the next hand, its dealer, the unit and the rules."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QWidget

from scorekeeper.night.session import Session

from ..common.locale_text import money, number
from ..session.rules_groups import preset_label

translate = QCoreApplication.translate


def status_label(parent: QWidget) -> QLabel:
    """The status bar's session line (``next_hand_line``): the dealer's name as typed, never read as HTML."""
    label = QLabel(parent)
    label.setObjectName("sessionStatus")
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def next_hand_line(session: Session) -> str:
    """The status bar's line: the next hand, its dealer, the unit and the rules (``Hand 2 · P2 deals · …``)."""
    rules = preset_label(session.rules.preset_name()) or translate("MainWindow", "custom rules")
    return translate("MainWindow", "Hand {number} · {dealer} deals · unit {unit} · {rules}").format(
        number=number(session.hand_count + 1), dealer=session.next_dealer(),
        unit=money(session.unit_value, session.currency), rules=rules)
