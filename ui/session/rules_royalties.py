"""Front trips by rank (RULES B6): a custom royalty table's ``trips_22`` ... ``trips_AA``, one box per rank."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from scorekeeper.rules import FRONT_TRIPS, ROYALTY_TABLES, RuleSet
from scorekeeper.value.royalties import named_table

Table = dict[str, dict[str, Fraction]]
PER_LINE = 5


def custom_table(rules: RuleSet) -> Table:
    """The rules' royalties as a table per row (a named table expanded, ``none`` empty)."""
    if isinstance(rules.royalties, str):
        return named_table(rules.royalties) if rules.royalties != "none" else {}
    return {row: dict(table) for row, table in rules.royalties}


def has_front_trips(rules: RuleSet) -> bool:
    return not isinstance(rules.royalties, str) and any(k in FRONT_TRIPS for k in custom_table(rules).get("front", {}))


class FrontTripsField(QWidget):
    """A check to pay front trips by rank, and then thirteen labelled amounts (222 ... AAA)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = QCheckBox(self.tr("Pay each rank of front trips its own amount"), self)
        self.check.setObjectName("frontTripsCheck")
        self.check.toggled.connect(self._toggled)
        self.amounts = QWidget(self)
        self.amounts.setObjectName("frontTripsAmounts")
        grid = QGridLayout(self.amounts)
        grid.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QDoubleSpinBox] = {}
        for i, key in enumerate(FRONT_TRIPS):
            spin = QDoubleSpinBox(self.amounts)
            spin.setObjectName(f"{key}Value")
            spin.setRange(0, 100)
            spin.setDecimals(1)
            rank = key[-1]
            spin.setAccessibleName(self.tr("Front trips {ranks} (units)").format(ranks=rank * 3))
            spin.valueChanged.connect(self.changed)
            label = QLabel(rank * 3, self.amounts)
            label.setBuddy(spin)
            grid.addWidget(label, i // PER_LINE, 2 * (i % PER_LINE))
            grid.addWidget(spin, i // PER_LINE, 2 * (i % PER_LINE) + 1)
            self.spins[key] = spin
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.check)
        layout.addWidget(self.amounts)
        self.amounts.hide()

    def _toggled(self, on: bool) -> None:
        self.amounts.setVisible(on)
        self.changed.emit()

    def load(self, rules: RuleSet, paid: dict[str, Fraction]) -> None:
        """Show the rules: checked when their table names front trips by rank; each box what that rank pays."""
        blocked = [w.blockSignals(True) for w in (self.check, *self.spins.values())]
        try:
            self.check.setChecked(has_front_trips(rules))
            self.amounts.setVisible(self.check.isChecked())
            for key, spin in self.spins.items():
                spin.setValue(float(paid.get(key, 0)))
            self.setEnabled(rules.royalties != "none")
        finally:
            for w, was in zip((self.check, *self.spins.values()), blocked, strict=True):
                w.blockSignals(was)

    def royalties(self, table: Any, rules: RuleSet) -> str | Table | None:
        """The royalties the table chosen and these boxes make, or None when they change nothing."""
        if table == "none" or not self.isEnabled():
            return None
        base = custom_table(rules) if table not in ROYALTY_TABLES else named_table(str(table))
        front = {k: v for k, v in base.get("front", {}).items() if k not in FRONT_TRIPS}
        if self.check.isChecked():
            front.update({key: Fraction(str(round(spin.value(), 1))) for key, spin in self.spins.items()})
        new: Table = {**base, "front": front}
        named = next((name for name in ROYALTY_TABLES[1:] if named_table(name) == new), None)
        if named is not None:
            return None if rules.royalties == named else named
        return None if custom_table(rules) == new and not isinstance(rules.royalties, str) else new
