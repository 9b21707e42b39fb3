"""Session ▸ Change unit value… and Change rules…: the session's settings, changed through undo commands.

The unit value applies to the hands added from now on (each past hand keeps its own, RULES.md E2); new
rules re-score every hand (issue 4). Both dialogs (setting_dialogs, loaded on first use) only collect and
check values: the core does the rest.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QWidget

from scorekeeper.rules import RuleSet

from ..common.locale_text import money
from ..common.locale_text import number as whole
from .commands import set_rules, set_unit_value
from .document import SessionDocument
from .rules_groups import preset_label

if TYPE_CHECKING:
    from .setting_dialogs import RulesDialog, UnitValueDialog


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
        from .setting_dialogs import UnitValueDialog

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
        from .setting_dialogs import RulesDialog

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
        message = self.tr("Unit value is now {unit} from hand {number}").format(
            unit=money(value, session.currency), number=whole(session.hand_count + 1))
        warning = session.bankroll_warning()  # also shown in red under the standings
        if warning:
            message = self.tr("{message} — {warning}").format(message=message, warning=warning)
        self.status.emit(message, 12000 if warning else 8000)
        return True

    def apply_rules(self, rules: RuleSet | None) -> bool:
        document, session = self.document, self.document.session
        if session is None or rules is None:
            return False
        document.undo_stack.push(set_rules(session, rules, document.notify, self.sessionError.emit))
        if session.rules != rules:
            return False
        n = session.hand_count
        name = preset_label(rules.preset_name()) or self.tr("custom rules")
        if n == 1:
            message = self.tr("Rules are now {rules}: 1 hand re-scored").format(rules=name)
        else:
            message = self.tr("Rules are now {rules}: {count} hands re-scored").format(rules=name, count=whole(n))
        self.status.emit(message, 8000)
        return True
