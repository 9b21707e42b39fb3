"""New session: players in seat order, the first dealer, the rules, the unit and optional bankrolls."""

from __future__ import annotations

import datetime
import json
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from PySide6.QtCore import QRegularExpression, QSize, Qt
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.checks import verify_players
from scorekeeper.night.session import Session
from scorekeeper.rules import RuleSet

from ..common.ink import error_ink
from ..common.locale_text import figures, long_date
from ..common.settings import UiSettings, fit_window
from .rules_editor import RulesEditor

DEFAULT_SIZE = QSize(1120, 720)
"""Roomy, and inside a 1280x800 screen with its window frame and a panel."""
CURRENCIES = ("USD", "EUR", "GBP", "CAD", "AUD", "CHF", "JPY", "CNY", "HKD", "SGD")
_AMOUNT = QRegularExpression(r"^\d{0,9}([.,]\d{0,4})?$")


def _amount(text: str) -> Decimal | None:
    try:
        value = Decimal(text.strip().replace(",", "."))
    except InvalidOperation:
        return None
    return value if value.is_finite() and value >= 0 else None


def _remembered_rules(settings: UiSettings | None) -> RuleSet | None:
    """The rules of the last session set up, or None (the default preset) when none can be read."""
    text = settings.last_rules if settings is not None else ""
    try:
        return RuleSet.from_json(json.loads(text)) if text else None
    except (ValueError, ScorekeeperError):
        return None


class NameEdit(QLineEdit):
    """The new player's name: Enter adds the player and never starts the session."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        ctrl = event.modifiers() & Qt.KeyboardModifier.ControlModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and ctrl:
            event.ignore()  # Ctrl+Enter is the dialog's Start, which refuses while a name waits here
            return
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # returnPressed has added the name; the dialog must not see the Enter


@dataclass(frozen=True)
class NewSession:
    """What the dialog collected, ready for ``Session(...)``."""

    name: str
    players: tuple[str, ...]
    first_dealer: str
    rules: RuleSet
    unit_value: Decimal
    currency: str
    bankrolls: dict[str, Decimal] | None

    def session(self) -> Session:
        return Session(self.name, self.players, self.rules, unit_value=self.unit_value, currency=self.currency,
                       first_dealer=self.first_dealer, bankrolls=self.bankrolls)


class NewSessionDialog(QDialog):
    """Set up a game. OK stays disabled, with the reason in red, until everything can be played."""

    def __init__(self, parent: QWidget | None = None, players: tuple[str, ...] = (),
                 settings: UiSettings | None = None, known: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("newSessionDialog")
        self.setWindowTitle(self.tr("New session"))
        self._bankroll_edits: dict[str, QLineEdit] = {}
        self._tried = False
        """Start was asked for: a missing player is said even before the first name is added."""
        self._players_problem = False

        self.name = QLineEdit(self.tr("Game of {date}").format(date=long_date(datetime.date.today())), self)
        self.name.setObjectName("sessionName")

        self.player_list = QListWidget(self)
        self.player_list.setObjectName("playerList")
        self.player_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.player_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.player_list.setToolTip(self.tr("Seat order, clockwise. Drag a name to move it; double-click to rename."))
        self.player_list.setMaximumHeight(120)
        self.new_player = NameEdit(self)
        self.new_player.setObjectName("newPlayerEdit")
        self.new_player.setPlaceholderText(self.tr("Name, then Enter"))
        self.new_player.returnPressed.connect(self._add_player)
        if known:
            from .players_dialog import offer_players

            offer_players(self.new_player, known)
        add = QPushButton(self.tr("Add"), self)
        add.setObjectName("addPlayerButton")
        add.setAutoDefault(False)
        add.clicked.connect(self._add_player)
        self.remove = QPushButton(self.tr("Remove"), self)
        self.remove.setObjectName("removePlayerButton")
        self.remove.setAutoDefault(False)
        self.remove.clicked.connect(self._remove_player)
        up = QPushButton(self.tr("Move up"), self)
        up.setObjectName("movePlayerUp")
        up.setAutoDefault(False)
        up.clicked.connect(lambda: self._move(-1))
        down = QPushButton(self.tr("Move down"), self)
        down.setObjectName("movePlayerDown")
        down.setAutoDefault(False)
        down.clicked.connect(lambda: self._move(1))
        adding = QHBoxLayout()
        adding.addWidget(self.new_player, 1)
        adding.addWidget(add)
        moving = QHBoxLayout()
        moving.addWidget(up)
        moving.addWidget(down)
        moving.addWidget(self.remove)
        moving.addStretch(1)
        for name in players:
            self._append(name)

        self.dealer = QComboBox(self)
        self.dealer.setObjectName("dealerCombo")
        self.dealer.setToolTip(self.tr("Who deals the first hand; the button then moves clockwise"))

        unit, currency = settings.last_unit if settings is not None else ("1.00", "USD")
        self.unit = QLineEdit(figures(unit), self)  # kept as "1.50", shown with the language's decimal mark
        self.unit.setObjectName("unitValue")
        self.unit.setValidator(QRegularExpressionValidator(_AMOUNT, self.unit))
        self.currency = QComboBox(self)
        self.currency.setObjectName("currencyCombo")
        self.currency.setEditable(True)
        self.currency.addItems(CURRENCIES)
        self.currency.setCurrentText(currency)
        money = QHBoxLayout()
        money.addWidget(self.unit, 1)
        money.addWidget(self.currency)

        self.track_bankrolls = QCheckBox(self.tr("Track bankrolls (warn when the unit is over 10% of one)"), self)
        self.track_bankrolls.setObjectName("bankrollCheck")
        self.bankrolls = QWidget(self)
        self.bankroll_form = QFormLayout(self.bankrolls)
        self.bankroll_form.setContentsMargins(16, 0, 0, 0)
        self.bankrolls.hide()
        self.track_bankrolls.toggled.connect(self.bankrolls.setVisible)
        self.track_bankrolls.toggled.connect(self._validate)

        table = QFormLayout()
        table.addRow(self.tr("Session name"), self.name)
        table.addRow(self.tr("Players"), self.player_list)
        table.addRow("", adding)
        table.addRow("", moving)
        table.addRow(self.tr("First dealer"), self.dealer)
        table.addRow(self.tr("Unit value"), money)
        table.addRow(self.track_bankrolls)
        table.addRow(self.bankrolls)
        left = QGroupBox(self.tr("The table"), self)
        left_layout = QVBoxLayout(left)
        left_layout.addLayout(table)
        left_layout.addStretch(1)

        self.rules = RulesEditor(_remembered_rules(settings), parent=self)
        right = QGroupBox(self.tr("The game and its rules"), self)
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(self.rules, 1)

        self.problem = QLabel(self)
        self.problem.setObjectName("dialogError")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a name as typed
        self.problem.setWordWrap(True)
        error_ink(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.setObjectName("dialogButtons")
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setObjectName("okButton")
        self.ok.setText(self.tr("Start the session"))
        self.ok.setToolTip(self.tr("Start playing with these players and rules (Ctrl+Enter)"))
        self.ok.setAutoDefault(False)
        self.ok.setDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        columns = QHBoxLayout()
        columns.addWidget(left, 2)
        columns.addWidget(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        model = self.player_list.model()
        model.rowsInserted.connect(self._players_changed)
        model.rowsRemoved.connect(self._players_changed)
        model.rowsMoved.connect(self._players_changed)
        model.dataChanged.connect(self._players_changed)
        self.name.textChanged.connect(self._validate)
        self.new_player.textChanged.connect(self._validate)
        self.unit.textChanged.connect(self._validate)
        self.currency.currentTextChanged.connect(self._validate)
        self.dealer.currentIndexChanged.connect(self._validate)
        self.rules.rulesChanged.connect(self._validate)
        QWidget.setTabOrder(self.name, self.new_player)  # the name box before the list it fills
        QWidget.setTabOrder(self.new_player, add)
        QWidget.setTabOrder(add, self.player_list)
        self.resize(DEFAULT_SIZE)
        fit_window(self, self.screen().availableGeometry())  # a 1280x720 screen has no room for all of it
        self._players_changed()

    def accept(self) -> None:
        """Start: keep the unit value, currency and rules for the next new session, then close."""
        values = self.values()
        if self.settings is not None and values is not None:
            self.settings.last_unit = (str(values.unit_value), values.currency)
            self.settings.last_rules = json.dumps(values.rules.to_json())
        super().accept()

    # -- players ----------------------------------------------------------------------------------

    def _append(self, name: str) -> None:
        item = QListWidgetItem(name)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsDragEnabled)
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDropEnabled)
        self.player_list.addItem(item)

    def _add_player(self) -> None:
        name = self.new_player.text().strip()
        if name:
            self._append(name)
            self.new_player.clear()

    def _remove_player(self) -> None:
        row = self.player_list.currentRow()
        if row >= 0:
            self.player_list.takeItem(row)

    def _move(self, step: int) -> None:
        row = self.player_list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.player_list.count():
            return
        item = self.player_list.takeItem(row)
        self.player_list.insertItem(target, item)
        self.player_list.setCurrentRow(target)

    def players(self) -> tuple[str, ...]:
        return tuple(self.player_list.item(i).text().strip() for i in range(self.player_list.count()))

    def _players_changed(self, *_args: object) -> None:
        if not isValid(self.dealer) or not isValid(self.bankrolls):
            return  # the list empties while the dialog is being destroyed
        names = self.players()
        current = self.dealer.currentText()
        self.dealer.blockSignals(True)
        self.dealer.clear()
        self.dealer.addItems([n for n in names if n])
        self.dealer.setCurrentIndex(max(0, self.dealer.findText(current)))
        self.dealer.blockSignals(False)
        policy = Qt.FocusPolicy.StrongFocus if names else Qt.FocusPolicy.NoFocus
        self.player_list.setFocusPolicy(policy)  # Tab passes an empty list by
        old = {n: e.text() for n, e in self._bankroll_edits.items()}
        for i in reversed(range(self.bankroll_form.rowCount())):
            self.bankroll_form.removeRow(i)
        self._bankroll_edits = {}
        for name in dict.fromkeys(n for n in names if n):
            edit = QLineEdit(old.get(name, ""), self.bankrolls)
            edit.setObjectName(f"bankroll_{name}")
            edit.setValidator(QRegularExpressionValidator(_AMOUNT, edit))
            edit.setPlaceholderText(self.tr("starting amount"))
            edit.textChanged.connect(self._validate)
            label = QLabel(name, self.bankrolls)
            label.setTextFormat(Qt.TextFormat.PlainText)
            self.bankroll_form.addRow(label, edit)
            self._bankroll_edits[name] = edit
        self._validate()

    # -- checking ---------------------------------------------------------------------------------

    def values(self) -> NewSession | None:
        """The session to create, or None while something is missing or wrong (see ``problem``)."""
        return self._check()[0]

    def _check(self) -> tuple[NewSession | None, str]:
        rules = self.rules.rules()
        if rules is None:
            return None, self.tr("The rules cannot be played as set (see the rules).")
        name = self.name.text().strip()
        if not name:
            return None, self.tr("The session needs a name.")
        pending = self.new_player.text().strip()
        if pending:
            return None, self.tr("Press Enter to add {name} to the players, or clear the name box.").format(
                name=pending)
        self._players_problem = False
        try:
            players = verify_players(self.players(), rules)
        except ScorekeeperError as e:
            self._players_problem = True
            return None, self.tr("Players: {reason}.").format(reason=e)
        unit = _amount(self.unit.text())
        if unit is None:
            return None, self.tr("The unit value must be an amount like {amount}.").format(amount=figures("5.00"))
        currency = self.currency.currentText().strip().upper()
        if len(currency) != 3 or not currency.isalpha():
            return None, self.tr("The currency must be a three-letter code like USD.")
        bankrolls: dict[str, Decimal] | None = None
        if self.track_bankrolls.isChecked():
            bankrolls = {}
            for player, edit in self._bankroll_edits.items():
                amount = _amount(edit.text())
                if amount is None:
                    return None, self.tr("{player}'s bankroll must be an amount like {amount}.").format(
                        player=player, amount=figures("100.00"))
                bankrolls[player] = amount
        dealer = self.dealer.currentText() or players[0]
        values = NewSession(name, players, dealer, rules, unit, currency, bankrolls)
        try:
            values.session()
        except ScorekeeperError as e:
            return None, str(e)[:1].upper() + str(e)[1:] + "."
        return values, ""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Ctrl+Enter starts the session; a bare Enter starts it only from the focused Start button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                if self.ok.isEnabled():
                    self.accept()
                else:
                    self._tried = True
                    self._validate()  # now say what is missing
                return
            focus = self.focusWidget()
            if isinstance(focus, QPushButton):
                focus.click()
            return
        super().keyPressEvent(event)

    def _validate(self, *_args: object) -> None:
        values, problem = self._check()
        self.ok.setEnabled(values is not None)
        if self._players_problem and not self.player_list.count() and not self._tried:
            problem = ""  # nothing typed yet: no red sentence before the first name (Start waits for them)
        self.problem.setText(problem)
        self.remove.setEnabled(self.player_list.count() > 0)
