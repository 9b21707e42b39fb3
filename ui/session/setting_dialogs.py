"""The Session menu's two dialogs: the unit value and the rules, each OK only for a value that can apply.

Loaded on first use (the rules editor is a large form the first paint does not need).
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.session import Session
from scorekeeper.night.settle import currency_decimals
from scorekeeper.rules import RuleSet

from ..common.ink import error_ink
from ..common.locale_text import figures, money
from ..common.locale_text import number as whole
from .new_session import _AMOUNT, _amount
from .rules_editor import RulesEditor

translate = QCoreApplication.translate


def _sentence(message: str) -> str:
    message = message.strip().rstrip(".")
    return message[:1].upper() + message[1:] + "."


def _error_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setObjectName("dialogError")
    label.setTextFormat(Qt.TextFormat.PlainText)  # a refusal may quote a name as typed
    label.setWordWrap(True)
    error_ink(label)
    return label


def _buttons(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    buttons.setObjectName("dialogButtons")
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setObjectName("okButton")
    ok.setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def check_unit_value(text: str, currency: str) -> tuple[Decimal | None, str]:
    """The unit value typed, or None and why not: a positive amount with at most the currency's decimals."""
    value = _amount(text)
    if value is None or not text.strip():
        return None, translate("SessionDialogs", "The unit value must be an amount like {amount}.").format(
            amount=figures("5.00"))
    if value <= 0:
        return None, translate("SessionDialogs", "The unit value must be more than 0.")
    places = currency_decimals(currency)
    exponent = value.normalize().as_tuple().exponent
    if isinstance(exponent, int) and -exponent > places:
        if places == 1:
            return None, translate("SessionDialogs", "{currency} amounts have 1 decimal at most.").format(
                currency=currency)
        return None, translate("SessionDialogs", "{currency} amounts have {places} decimals at most.").format(
            currency=currency, places=places)
    return value, ""


class UnitValueDialog(QDialog):
    """The unit value for the next hands, prefilled with the current one; OK only for a valid amount."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unitValueDialog")
        self.setWindowTitle(self.tr("Change unit value"))
        self._currency = session.currency
        places = currency_decimals(session.currency)
        self.unit = QLineEdit(f"{session.unit_value:.{places}f}", self)
        self.unit.setObjectName("unitValue")
        self.unit.setValidator(QRegularExpressionValidator(_AMOUNT, self.unit))
        currency = QLabel(session.currency, self)
        currency.setObjectName("unitCurrency")
        amount = QHBoxLayout()
        amount.addWidget(self.unit, 1)
        amount.addWidget(currency)
        note = QLabel(self.tr("From hand {number} on. The hands already played keep the unit they were played "
                              "for (now {unit}).").format(number=whole(session.hand_count + 1),
                                                          unit=money(session.unit_value, session.currency)), self)
        note.setObjectName("unitNote")
        note.setWordWrap(True)
        self.problem = _error_label(self)
        self.buttons = _buttons(self, self.tr("Change the unit"))
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        form = QFormLayout()
        form.addRow(self.tr("Unit value"), amount)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.unit.textChanged.connect(self._validate)
        self.unit.selectAll()
        self._validate()

    def value(self) -> Decimal | None:
        return check_unit_value(self.unit.text(), self._currency)[0]

    def _validate(self, *_args: object) -> None:
        value, problem = check_unit_value(self.unit.text(), self._currency)
        self.ok.setEnabled(value is not None)
        self.problem.setText(problem)


class RulesDialog(QDialog):
    """The rules editor, prefilled with the session's rules; OK only for rules every hand can be scored under."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(self.tr("Change rules"))
        self._session = session
        n = session.hand_count
        if n == 1:
            note = self.tr("All 1 hand will be re-scored under the new rules.")
        elif n:
            note = self.tr("All {count} hands will be re-scored under the new rules.").format(count=whole(n))
        else:
            note = self.tr("No hands yet: the new rules apply from the first hand.")
        self.note = QLabel(note, self)
        self.note.setObjectName("rescoreNote")
        self.note.setWordWrap(True)
        self.editor = RulesEditor(session.rules, self)
        self.problem = _error_label(self)
        self.buttons = _buttons(self, self.tr("Re-score all hands"))
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.editor.rulesChanged.connect(self._validate)
        self.resize(720, 640)
        self._validate()

    def rules(self) -> RuleSet | None:
        return self._check()[0]

    def _check(self) -> tuple[RuleSet | None, str]:
        rules = self.editor.rules()
        if rules is None:
            return None, self.tr("The rules cannot be played as set (see above).")
        if rules == self._session.rules:
            return None, ""
        try:
            self._session.verify_rules(rules)
        except ScorekeeperError as e:
            return None, _sentence(self.tr("These rules cannot score this session: {reason}").format(reason=e))
        return rules, ""

    def _validate(self, *_args: object) -> None:
        rules, problem = self._check()
        self.ok.setEnabled(rules is not None)
        self.problem.setText(problem)
