"""The table's rules for a home player: the game, a preset by name, what it pays, and that game's options."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import InvalidRules
from scorekeeper.language import _
from scorekeeper.rules import (
    FL_ENTRIES,
    GAMES,
    METHODS,
    OVERALL_RULES,
    PAIRINGS,
    PRESET_DESCRIPTIONS,
    PRESETS,
    ROYALTY_MODES,
    ROYALTY_TABLES,
    WHEELS,
    RuleSet,
)

from ..common.ink import error_ink
from .rules_fields import FoulField, NaturalValuesField, amount, choice, muted
from .rules_groups import (
    CUSTOM_RULES,
    EXPLAIN,
    LABELS,
    PRESET_TITLES,
    group_titles,
    options_in,
    say,
    shown,
)
from .rules_preview import front_trips, preview_lines
from .rules_royalties import FrontTripsField

CUSTOM = "custom"

CHOICES: dict[str, tuple[str, ...]] = {
    "method": METHODS, "overall_rule": OVERALL_RULES, "wheel": WHEELS,
    "royalties": ROYALTY_TABLES, "royalty_mode": ROYALTY_MODES, "fl_entry": FL_ENTRIES,
    "criss_cross_pairing": PAIRINGS,
}
FLAGS = ("surrender", "naturals", "pool", "fantasyland", "fl_progressive", "fl_stay_middle_full_house",
         "lowball_middle", "tie_cancels_scoop", "equal_rows_foul")
WHOLE = {"scoop_bonus": (0, 10), "fl_cards": (13, 17)}
AMOUNTS = ("surrender_fee", "pool_ante")


class RulesEditor(QWidget):
    """Pick a game and a preset, then change that game's options; a bad combination shows why."""

    rulesChanged = Signal()

    def __init__(self, rules: RuleSet | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesEditor")
        self._rules = rules or RuleSet()
        self._error: str | None = None
        self._loading = False
        self._readers: dict[str, Callable[[], Any]] = {}
        self._writers: dict[str, Callable[[RuleSet], None]] = {}
        self._rows: dict[str, tuple[str, QWidget]] = {}
        self._groups: dict[str, tuple[QGroupBox, QFormLayout]] = {}

        self.game = self._make_field("game")
        self.preset = QComboBox(self)
        self.preset.setObjectName("presetCombo")
        self.preset.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preset.setMinimumContentsLength(24)
        self.preset.activated.connect(self._on_preset)
        self.description = muted(QLabel(self))
        self.description.setObjectName("presetDescription")
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        top.addRow(self._label("game", self.game), self.game)
        rules_label = QLabel(self.tr("&Rules"), self)
        rules_label.setBuddy(self.preset)
        top.addRow(rules_label, self.preset)
        top.addRow("", self.description)
        game_explain = QLabel(say(EXPLAIN["game"]), self)
        game_explain.setObjectName("gameExplain")
        game_explain.hide()  # said by the game's own name; kept as the combo's tooltip
        self.game.setToolTip(say(EXPLAIN["game"]))

        self.preview = QLabel(self)
        self.preview.setObjectName("rulesPreview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.preview.setFrameShape(QFrame.Shape.StyledPanel)
        self.preview.setMargin(6)
        self.error = QLabel(self)
        self.error.setObjectName("rulesError")
        self.error.setWordWrap(True)
        error_ink(self.error)
        self.error.hide()

        options = QWidget(self)
        options.setObjectName("rulesOptions")
        column = QVBoxLayout(options)
        column.setContentsMargins(0, 0, 4, 0)
        for title in group_titles():
            box = QGroupBox(say(title), options)
            box.setObjectName(f"{title.split()[0].lower()}Group")
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
            for name in options_in(title):
                self._rows[name] = (title, self._add_row(form, name, box))
            column.addWidget(box)
            self._groups[title] = (box, form)
        column.addStretch(1)
        self.options_scroll = QScrollArea(self)
        self.options_scroll.setObjectName("rulesScroll")
        self.options_scroll.setWidget(options)
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.preview)
        layout.addWidget(self.error)
        layout.addWidget(self.options_scroll, 1)
        self._load(self._rules)

    # -- fields -----------------------------------------------------------------------------------

    def _label(self, name: str, field: QWidget) -> QLabel:
        label = QLabel(say(LABELS[name]), self)
        label.setBuddy(field)
        label.setToolTip(say(EXPLAIN[name]))
        return label

    def _add_row(self, form: QFormLayout, name: str, parent: QWidget) -> QWidget:
        """One option: its label, its field and a muted line saying what it does."""
        field = self._make_field(name)
        explain = muted(QLabel(say(EXPLAIN[name]), parent))
        explain.setObjectName(f"{name}Explain")
        holder = QWidget(parent)
        holder.setObjectName(f"{name}Row")
        stack = QVBoxLayout(holder)
        stack.setContentsMargins(0, 0, 0, 0)
        stack.setSpacing(0)
        stack.addWidget(field)
        stack.addWidget(explain)
        field.setToolTip(say(EXPLAIN[name]))
        if isinstance(field, QCheckBox):
            field.setText(say(LABELS[name]))
            form.addRow(holder)
        else:
            form.addRow(self._label(name, field), holder)
        return holder

    def _make_field(self, name: str) -> QWidget:
        field: QWidget
        if name in CHOICES or name == "game":
            combo = choice(self, GAMES if name == "game" else CHOICES[name], name)
            combo.currentIndexChanged.connect(self._on_edit)
            self._readers[name] = combo.currentData

            def write_choice(rules: RuleSet, combo: QComboBox = combo, name: str = name) -> None:
                value = getattr(rules, name)
                if not isinstance(value, str):  # a custom royalty table: shown, kept unless changed
                    if combo.findData(CUSTOM) < 0:
                        combo.addItem(self.tr("custom table"), CUSTOM)
                    value = CUSTOM
                combo.setCurrentIndex(max(0, combo.findData(value)))

            self._writers[name] = write_choice
            field = combo
        elif name in FLAGS:
            check = QCheckBox(self)
            check.toggled.connect(self._on_edit)
            self._readers[name] = check.isChecked
            self._writers[name] = lambda rules: check.setChecked(bool(getattr(rules, name)))
            field = check
        elif name in WHOLE:
            spin = QSpinBox(self)
            spin.setRange(*WHOLE[name])
            spin.valueChanged.connect(self._on_edit)
            self._readers[name] = spin.value
            self._writers[name] = lambda rules: spin.setValue(int(getattr(rules, name)))
            field = spin
        elif name in AMOUNTS:
            field = self._amount_spin(name)
        elif name == "foul_penalty":
            field = self._compound(name, FoulField(self))
        elif name == "front_trips":
            trips = FrontTripsField(self)
            trips.changed.connect(self._on_edit)
            field = trips
        else:
            field = self._compound(name, NaturalValuesField(self))
        field.setObjectName(f"{name}Field")
        return field

    def _amount_spin(self, name: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(self)
        spin.setRange(0, 1000)
        spin.setDecimals(2)
        spin.setSingleStep(0.5)
        spin.valueChanged.connect(self._on_edit)
        self._readers[name] = lambda: amount(spin.value())
        self._writers[name] = lambda rules: spin.setValue(float(getattr(rules, name)))
        return spin

    def _compound(self, name: str, field: FoulField | NaturalValuesField) -> QWidget:
        field.changed.connect(self._on_edit)
        self._readers[name] = field.read
        self._writers[name] = field.write
        return field

    # -- reading and checking --------------------------------------------------------------------------

    def rules(self) -> RuleSet | None:
        """The rules as edited, or None while the options cannot go together."""
        return None if self._error else self._rules

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
        trips = self.findChild(FrontTripsField, "front_tripsField")
        table = trips.royalties(self._readers["royalties"](), self._rules) if trips is not None else None
        if table is not None:
            changes["royalties"] = table
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
        """Show the rules in every field, and only the options of the rules' game."""
        self._loading = True
        try:
            for write in self._writers.values():
                write(rules)
            trips = self.findChild(FrontTripsField, "front_tripsField")
            if trips is not None:
                trips.load(rules, front_trips(rules))
            self._fill_presets(rules.game)
            name = rules.preset_name()
            self.preset.setCurrentIndex(self.preset.findData(name if name is not None else CUSTOM))
            own = self.tr("Your own choice of the options below.")
            self.description.setText(_(PRESET_DESCRIPTIONS[name]) if name in PRESET_DESCRIPTIONS else own)
            applies = {"scoop_bonus": rules.method == "1-6", "overall_rule": rules.method == "2-4",
                       "surrender_fee": rules.surrender, "pool_ante": rules.pool}
            for option, on in applies.items():
                self._rows[option][1].setEnabled(on)
            for title, (box, form) in self._groups.items():
                names = shown(rules.game, title)
                for option, (group, holder) in self._rows.items():
                    if group == title:
                        form.setRowVisible(holder, option in names)
                box.setVisible(bool(names))
        finally:
            self._loading = False
        self._show()

    def _fill_presets(self, game: str) -> None:
        """The preset list holds the game's presets by name, then "Custom rules"."""
        wanted = [name for name, rules in PRESETS.items() if rules.game == game] + [CUSTOM]
        if [self.preset.itemData(i) for i in range(self.preset.count())] == wanted:
            return
        self.preset.clear()
        for name in wanted[:-1]:
            self.preset.addItem(say(PRESET_TITLES[name]) if name in PRESET_TITLES else name, name)
            described = PRESET_DESCRIPTIONS.get(name)
            self.preset.setItemData(self.preset.count() - 1, _(described) if described else "",
                                    Qt.ItemDataRole.ToolTipRole)
        self.preset.addItem(say(CUSTOM_RULES.get(game, CUSTOM_RULES["classic"])), CUSTOM)

    def _show(self) -> None:
        if self._error:
            self.error.setText(self.tr("These options cannot go together: {reason}.").format(reason=self._error))
            self.error.show()
            self.preview.setText("")
        else:
            self.error.hide()
            self.preview.setText(self.tr("What does this pay? {lines}.").format(
                lines=self.tr("; ").join(preview_lines(self._rules))))
