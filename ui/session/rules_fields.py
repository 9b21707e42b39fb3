"""The rules editor's building blocks: a choice in words, a muted explanation, and the two compound options."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QGridLayout, QHBoxLayout, QLabel, QWidget

from scorekeeper.language import _
from scorekeeper.rules import NATURALS, RuleSet
from scorekeeper.value.naturals import NATURAL_NAMES

from .rules_groups import VALUE_NAMES, say


def amount(value: float) -> Fraction:
    """A spin box's value as the exact amount it shows (two decimals)."""
    return Fraction(str(round(value, 2)))


def muted(label: QLabel) -> QLabel:
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText))
    label.setPalette(palette)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    label.setWordWrap(True)
    return label


def choice(parent: QWidget, values: Mapping[str, str] | tuple[str, ...], name: str) -> QComboBox:
    """A combo box of values in words whose size hint stays narrow (long names are elided in the box)."""
    combo = QComboBox(parent)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(16)
    words = values if isinstance(values, Mapping) else VALUE_NAMES.get(name, {})
    for value in values:
        combo.addItem(say(words[value]) if value in words else value.replace("_", " "), value)
    return combo


class FoulField(QWidget):
    """What a foul pays (RULES B4): a scoop, a fixed number of units, or nothing (played as it lies)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = choice(self, {"scoop": self.tr("pays a scoop"), "fixed": self.tr("pays a fixed amount"),
                                  "play": self.tr("is played as it lies")}, "foul_penalty")
        self.kind.setObjectName("foulKind")
        self.amount = QDoubleSpinBox(self)
        self.amount.setObjectName("foulAmount")
        self.amount.setRange(0, 1000)
        self.amount.setDecimals(2)
        self.amount.setAccessibleName(self.tr("Fixed foul amount (units)"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.kind, 1)
        row.addWidget(self.amount)
        row.addWidget(QLabel(self.tr("units"), self))
        self.kind.currentIndexChanged.connect(self.changed)
        self.amount.valueChanged.connect(self.changed)

    def read(self) -> Any:
        value = self.kind.currentData()
        return amount(self.amount.value()) if value == "fixed" else value

    def write(self, rules: RuleSet) -> None:
        value = rules.foul_penalty
        fixed = not isinstance(value, str)
        self.kind.setCurrentIndex(self.kind.findData("fixed" if fixed else value))
        self.amount.setValue(float(value) if fixed else float(rules.scoop_value()))
        self.amount.setEnabled(fixed)


class NaturalValuesField(QWidget):
    """The five natural values, each with its name beside it (RULES B7)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QDoubleSpinBox] = {}
        for i, natural in enumerate(NATURALS):
            spin = QDoubleSpinBox(self)
            spin.setObjectName(f"{natural}Value")
            spin.setRange(0, 100)
            spin.setDecimals(1)
            name = _(NATURAL_NAMES[natural])
            spin.setToolTip(self.tr("Units {natural} collects").format(natural=name))
            spin.setAccessibleName(name)
            spin.valueChanged.connect(self.changed)
            label = QLabel(name.removeprefix("a ").capitalize(), self)
            label.setObjectName(f"{natural}Label")
            label.setBuddy(spin)
            grid.addWidget(label, i // 2, 2 * (i % 2))
            grid.addWidget(spin, i // 2, 2 * (i % 2) + 1)
            self.spins[natural] = spin
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

    def read(self) -> tuple[tuple[str, Fraction], ...]:
        return tuple((natural, amount(spin.value())) for natural, spin in self.spins.items())

    def write(self, rules: RuleSet) -> None:
        for natural, value in rules.natural_values:
            self.spins[natural].setValue(float(value))
            self.spins[natural].setEnabled(rules.naturals)
