"""The table's rules: a preset, every option of RULES.md with a line saying what it does, and a preview."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import InvalidRules
from scorekeeper.rules import (
    FL_ENTRIES,
    GAMES,
    METHODS,
    NATURALS,
    OVERALL_RULES,
    PAIRINGS,
    PRESET_DESCRIPTIONS,
    PRESETS,
    ROYALTY_MODES,
    ROYALTY_TABLES,
    WHEELS,
    RuleSet,
)
from scorekeeper.value.naturals import NATURAL_NAMES

from ui.card_widget import ERROR
from ui.rules_preview import preview_lines

CUSTOM = "custom"

EXPLAIN = {
    "game": "Classic 13-card, open-face (OFC), pineapple open-face, or criss-cross (two hands each).",
    "method": "How a pair settles: 1-6 adds a scoop bonus, 2-4 an overall unit, 1-1-1 just the rows.",
    "scoop_bonus": "Extra units (1-6) for winning all three rows against one opponent.",
    "overall_rule": "Who takes the 2-4 overall unit: two rows or more, more rows won, or more points.",
    "wheel": "Where A-2-3-4-5 ranks: the lowest straight, or second only to A-K-Q-J-T.",
    "foul_penalty": "What a mis-set hand pays each clean opponent: a scoop, a fixed amount, or it is played.",
    "surrender": "Players may fold before the reveal and pay a fee instead.",
    "surrender_fee": "What a surrender pays each opponent who plays.",
    "royalties": "Bonuses for strong rows (front trips, middle full house, quads...).",
    "royalty_mode": "How royalties are paid: to the row's winner, win or lose, cancelling, or as a difference.",
    "naturals": "Special 13-card hands (six pairs, three flushes, a dragon...) declared before the reveal.",
    "natural_values": "Units each natural collects from every opponent.",
    "pool": "Everyone antes; the best front, middle and back each take a third of the pot.",
    "pool_ante": "What each player antes in pool betting.",
    "fantasyland": "Open-face: a front of Q-Q or better earns the next hand dealt all at once.",
    "fl_entry": "The weakest front pair that enters Fantasyland.",
    "fl_cards": "Cards dealt in Fantasyland.",
    "fl_progressive": "Pineapple: a better front earns more cards (QQ 14, KK 15, AA 16, trips 17).",
    "fl_stay_middle_full_house": "A full house or better in the middle keeps a player in Fantasyland.",
    "lowball_middle": "The middle is a deuce-to-seven low; only back against front is checked for fouls.",
    "criss_cross_pairing": "Criss-cross: seat 1 plays 3 and 2 plays 4, or each hand plays both.",
}

CHOICES: dict[str, tuple[str, ...]] = {
    "game": GAMES, "method": METHODS, "overall_rule": OVERALL_RULES, "wheel": WHEELS,
    "royalties": ROYALTY_TABLES, "royalty_mode": ROYALTY_MODES, "fl_entry": FL_ENTRIES,
    "criss_cross_pairing": PAIRINGS,
}
FLAGS = ("surrender", "naturals", "pool", "fantasyland", "fl_progressive", "fl_stay_middle_full_house",
         "lowball_middle")
WHOLE = {"scoop_bonus": (0, 10), "fl_cards": (13, 17)}
AMOUNTS = ("surrender_fee", "pool_ante")
SECTIONS = (
    ("Game", ("game", "method", "scoop_bonus", "overall_rule", "wheel", "lowball_middle",
              "criss_cross_pairing")),
    ("Fouls and surrender", ("foul_penalty", "surrender", "surrender_fee")),
    ("Royalties and naturals", ("royalties", "royalty_mode", "naturals", "natural_values")),
    ("Pool", ("pool", "pool_ante")),
    ("Fantasyland", ("fantasyland", "fl_entry", "fl_cards", "fl_progressive", "fl_stay_middle_full_house")),
)


def _words(value: str) -> str:
    return value.replace("_", " ")


def _amount(value: float) -> Fraction:
    return Fraction(str(round(value, 2)))


class RulesEditor(QWidget):
    """Pick a preset and change any option; a bad combination shows its message and makes rules() None."""

    rulesChanged = Signal()

    def __init__(self, rules: RuleSet | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesEditor")
        self._rules = rules or RuleSet()
        self._error: str | None = None
        self._loading = False
        self._readers: dict[str, Callable[[], Any]] = {}
        self._writers: dict[str, Callable[[RuleSet], None]] = {}

        self.preset = QComboBox(self)
        self.preset.setObjectName("presetCombo")
        for name in PRESETS:
            self.preset.addItem(name, name)
        self.preset.addItem("custom rules", CUSTOM)
        self.preset.activated.connect(self._on_preset)
        self.description = QLabel(self)
        self.description.setObjectName("presetDescription")
        self.description.setWordWrap(True)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow("Preset", self.preset)
        form.addRow("", self.description)
        for title, names in SECTIONS:
            heading = QLabel(f"<b>{title}</b>", self)
            form.addRow(heading)
            for name in names:
                field = self._make_field(name)
                explain = QLabel(EXPLAIN[name], self)
                explain.setWordWrap(True)
                explain.setObjectName(f"{name}Explain")
                muted = explain.palette()
                muted.setColor(QPalette.ColorRole.WindowText, muted.color(QPalette.ColorRole.PlaceholderText))
                explain.setPalette(muted)
                font = explain.font()
                font.setPointSizeF(font.pointSizeF() * 0.9)
                explain.setFont(font)
                column = QVBoxLayout()
                column.setSpacing(0)
                column.addWidget(field)
                column.addWidget(explain)
                form.addRow(_words(name).capitalize().replace("Fl ", "Fantasyland "), column)

        self.preview = QLabel(self)
        self.preview.setObjectName("rulesPreview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.error = QLabel(self)
        self.error.setObjectName("rulesError")
        self.error.setWordWrap(True)
        palette = self.error.palette()
        palette.setColor(QPalette.ColorRole.WindowText, ERROR)
        self.error.setPalette(palette)
        self.error.hide()

        self._form = form
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addStretch(1)
        self._load(self._rules)

    # -- fields -----------------------------------------------------------------------------------

    def _make_field(self, name: str) -> QWidget:
        if name in CHOICES:
            combo = QComboBox(self)
            for value in CHOICES[name]:
                combo.addItem(_words(value), value)
            combo.currentIndexChanged.connect(self._on_edit)
            self._readers[name] = combo.currentData

            def write_choice(rules: RuleSet, combo: QComboBox = combo, name: str = name) -> None:
                value = getattr(rules, name)
                if not isinstance(value, str):  # a custom royalty table: shown, kept unless changed
                    if combo.findData(CUSTOM) < 0:
                        combo.addItem("custom table", CUSTOM)
                    value = CUSTOM
                combo.setCurrentIndex(max(0, combo.findData(value)))

            self._writers[name] = write_choice
            field: QWidget = combo
        elif name in FLAGS:
            check = QCheckBox(self)
            check.toggled.connect(self._on_edit)
            self._readers[name] = check.isChecked
            self._writers[name] = lambda rules, check=check, name=name: check.setChecked(getattr(rules, name))
            field = check
        elif name in WHOLE:
            spin = QSpinBox(self)
            spin.setRange(*WHOLE[name])
            spin.valueChanged.connect(self._on_edit)
            self._readers[name] = spin.value
            self._writers[name] = lambda rules, spin=spin, name=name: spin.setValue(int(getattr(rules, name)))
            field = spin
        elif name in AMOUNTS:
            field = self._amount_spin(name)
        elif name == "foul_penalty":
            field = self._foul_field()
        else:
            field = self._naturals_field()
        field.setObjectName(f"{name}Field")
        return field

    def _amount_spin(self, name: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(self)
        spin.setRange(0, 1000)
        spin.setDecimals(2)
        spin.setSingleStep(0.5)
        spin.valueChanged.connect(self._on_edit)
        self._readers[name] = lambda: _amount(spin.value())
        self._writers[name] = lambda rules: spin.setValue(float(getattr(rules, name)))
        return spin

    def _foul_field(self) -> QWidget:
        box = QWidget(self)
        kind = QComboBox(box)
        kind.setObjectName("foulKind")
        kind.addItem("pays a scoop", "scoop")
        kind.addItem("pays a fixed amount", "fixed")
        kind.addItem("is played as it lies", "play")
        amount = QDoubleSpinBox(box)
        amount.setObjectName("foulAmount")
        amount.setRange(0, 1000)
        amount.setDecimals(2)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(kind, 1)
        row.addWidget(amount)
        kind.currentIndexChanged.connect(self._on_edit)
        amount.valueChanged.connect(self._on_edit)

        def read() -> Any:
            value = kind.currentData()
            return _amount(amount.value()) if value == "fixed" else value

        def write(rules: RuleSet) -> None:
            value = rules.foul_penalty
            fixed = not isinstance(value, str)
            kind.setCurrentIndex(kind.findData("fixed" if fixed else value))
            amount.setValue(float(value) if fixed else float(rules.scoop_value()))
            amount.setEnabled(fixed)

        self._readers["foul_penalty"] = read
        self._writers["foul_penalty"] = write
        return box

    def _naturals_field(self) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        spins: dict[str, QDoubleSpinBox] = {}
        for natural in NATURALS:
            spin = QDoubleSpinBox(box)
            spin.setObjectName(f"{natural}Value")
            spin.setRange(0, 100)
            spin.setDecimals(1)
            spin.setToolTip(f"Units {NATURAL_NAMES[natural]} collects")
            spin.setAccessibleName(NATURAL_NAMES[natural])
            spin.valueChanged.connect(self._on_edit)
            spins[natural] = spin
            row.addWidget(spin)
        self._readers["natural_values"] = lambda: tuple((n, _amount(s.value())) for n, s in spins.items())

        def write(rules: RuleSet) -> None:
            for natural, value in rules.natural_values:
                spins[natural].setValue(float(value))
                spins[natural].setEnabled(rules.naturals)

        self._writers["natural_values"] = write
        return box

    # -- reading and checking --------------------------------------------------------------------------

    def rules(self) -> RuleSet | None:
        """The rules as edited, or None while the options cannot go together."""
        return None if self._error else self._rules

    def error_text(self) -> str | None:
        return self._error

    def set_rules(self, rules: RuleSet) -> None:
        self._rules = rules
        self._error = None
        self._load(rules)
        self.rulesChanged.emit()

    def _on_preset(self, index: int) -> None:
        name = self.preset.itemData(index)
        if name in PRESETS:
            self.set_rules(PRESETS[name])

    def _on_edit(self, *_args: object) -> None:
        if self._loading:
            return
        changes: dict[str, Any] = {}
        for name, read in self._readers.items():
            value = read()
            if value == CUSTOM:
                continue
            current = getattr(self._rules, name)
            if name == "natural_values":
                if dict(value) != dict(current):
                    changes[name] = {n: str(v) for n, v in value}
            elif value != current:
                changes[name] = str(value) if isinstance(value, Fraction) else value
        try:
            rules = self._rules.with_options(**changes)
        except InvalidRules as e:
            self._error = str(e)
            self._show()
        else:
            self._rules = rules
            self._error = None
            self._load(rules)
        self.rulesChanged.emit()

    def _load(self, rules: RuleSet) -> None:
        """Show the rules in every field (a new game brings its own defaults into view)."""
        self._loading = True
        try:
            for write in self._writers.values():
                write(rules)
            name = rules.preset_name()
            self.preset.setCurrentIndex(self.preset.findData(name if name is not None else CUSTOM))
            self.description.setText(PRESET_DESCRIPTIONS.get(name or "", "Your own choice of the options below."))
        finally:
            self._loading = False
        self._show()

    def _show(self) -> None:
        if self._error:
            self.error.setText(f"These options cannot go together: {self._error}.")
            self.error.show()
            self.preview.setText("")
        else:
            self.error.hide()
            self.preview.setText("What does this pay? " + "; ".join(preview_lines(self._rules)) + ".")
