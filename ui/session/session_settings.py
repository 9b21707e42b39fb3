"""Session ▸ Change unit value… and Change rules…: the session's settings, changed through undo commands.

The unit value applies to the hands added from now on (each past hand keeps its own, RULES.md E2); new
rules re-score every hand (issue 4). Both dialogs only collect and check values: the core does the rest.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QObject, Qt, Signal
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
from scorekeeper.night.settle import currency_decimals, format_money
from scorekeeper.rules import RuleSet

from ..cards.ink import error_ink
from .commands import set_rules, set_unit_value
from .document import SessionDocument
from .new_session import _AMOUNT, _amount
from .rules_editor import RulesEditor


def _sentence(message: str) -> str:
    message = message.strip().rstrip(".")
    return message[:1].upper() + message[1:] + "."


def _error_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setObjectName("dialogError")
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
        return None, "The unit value must be an amount like 5.00."
    if value <= 0:
        return None, "The unit value must be more than 0."
    places = currency_decimals(currency)
    exponent = value.normalize().as_tuple().exponent
    if isinstance(exponent, int) and -exponent > places:
        return None, f"{currency} amounts have {places} decimal{'s' if places != 1 else ''} at most."
    return value, ""


class UnitValueDialog(QDialog):
    """The unit value for the next hands, prefilled with the current one; OK only for a valid amount."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unitValueDialog")
        self.setWindowTitle("Change unit value")
        self._currency = session.currency
        places = currency_decimals(session.currency)
        self.unit = QLineEdit(f"{session.unit_value:.{places}f}", self)
        self.unit.setObjectName("unitValue")
        self.unit.setValidator(QRegularExpressionValidator(_AMOUNT, self.unit))
        currency = QLabel(session.currency, self)
        currency.setObjectName("unitCurrency")
        money = QHBoxLayout()
        money.addWidget(self.unit, 1)
        money.addWidget(currency)
        note = QLabel(f"From hand {session.hand_count + 1} on. The hands already played keep the unit they "
                      f"were played for (now {format_money(session.unit_value, session.currency)}).", self)
        note.setObjectName("unitNote")
        note.setWordWrap(True)
        self.problem = _error_label(self)
        self.buttons = _buttons(self, "Change the unit")
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        form = QFormLayout()
        form.addRow("Unit value", money)
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
        self.setWindowTitle("Change rules")
        self._session = session
        n = session.hand_count
        self.note = QLabel(f"All {n} hand{'s' if n != 1 else ''} will be re-scored under the new rules."
                           if n else "No hands yet: the new rules apply from the first hand.", self)
        self.note.setObjectName("rescoreNote")
        self.note.setWordWrap(True)
        self.editor = RulesEditor(session.rules, self)
        self.problem = _error_label(self)
        self.buttons = _buttons(self, "Re-score all hands")
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
            return None, "The rules cannot be played as set (see above)."
        if rules == self._session.rules:
            return None, ""
        try:
            self._session.verify_rules(rules)
        except ScorekeeperError as e:
            return None, _sentence(f"These rules cannot score this session: {e}")
        return rules, ""

    def _validate(self, *_args: object) -> None:
        rules, problem = self._check()
        self.ok.setEnabled(rules is not None)
        self.problem.setText(problem)


class SessionSettings(QObject):
    """The Session menu's two settings: open the dialog, and push the change on the document's undo stack."""

    status = Signal(str, int)
    """A message for the status bar, and for how many milliseconds."""
    sessionError = Signal(str)

    def __init__(self, document: SessionDocument, parent: QWidget) -> None:
        super().__init__(parent)
        self.document = document
        self.parent_widget = parent
        self.dialog: QDialog | None = None

    def change_unit_value(self) -> UnitValueDialog | None:
        session = self.document.session
        if session is None:
            return None
        dialog = UnitValueDialog(session, self.parent_widget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_unit_value(dialog.value()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def change_rules(self) -> RulesDialog | None:
        session = self.document.session
        if session is None:
            return None
        dialog = RulesDialog(session, self.parent_widget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_rules(dialog.rules()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def apply_unit_value(self, value: Decimal | None) -> bool:
        document, session = self.document, self.document.session
        if session is None or value is None or value == session.unit_value:
            return False
        document.undo_stack.push(set_unit_value(session, value, document.notify, self.sessionError.emit))
        if session.unit_value != value:
            return False
        message = f"Unit value is now {format_money(value, session.currency)} from hand {session.hand_count + 1}"
        warning = session.bankroll_warning()  # also shown in red under the standings
        self.status.emit(f"{message} — {warning}" if warning else message, 12000 if warning else 8000)
        return True

    def apply_rules(self, rules: RuleSet | None) -> bool:
        document, session = self.document, self.document.session
        if session is None or rules is None:
            return False
        document.undo_stack.push(set_rules(session, rules, document.notify, self.sessionError.emit))
        if session.rules != rules:
            return False
        n = session.hand_count
        self.status.emit(f"Rules are now {rules.preset_name() or 'custom rules'}: "
                         f"{n} hand{'s' if n != 1 else ''} re-scored", 8000)
        return True
