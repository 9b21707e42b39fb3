"""Quick entry for one player: places, royalties and a foul, for tables that won't type 52 cards."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QGridLayout, QLabel, QSpinBox, QWidget

from scorekeeper.game import FRONT, ROWS, Row
from scorekeeper.rules import RuleSet

from .words import row_title, row_word

PLACE_UNSET = 0


class QuickEntry(QWidget):
    """Each row's place at the table (1 = best, equal places tie), royalties and a foul, without cards."""

    changed = Signal()

    def __init__(self, players: int, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quickEntry")
        self.places: dict[Row, QSpinBox] = {}
        self.royalties: dict[Row, QDoubleSpinBox] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        place_header = QLabel(self.tr("Place (1 = best)"), self)
        self.royalty_header = QLabel(self.tr("Royalty"), self)
        grid.addWidget(place_header, 0, 1)
        grid.addWidget(self.royalty_header, 0, 2)
        for i, row in enumerate(ROWS, start=1):
            title = QLabel(row_title(row), self)
            title.setFixedWidth(52)
            place = QSpinBox(self)
            place.setObjectName(f"{row}Place")
            place.setRange(PLACE_UNSET, players)
            place.setSpecialValueText("—")
            place.setAccessibleName(self.tr("{row} place").format(row=row_word(row)))
            place.setToolTip(self.tr("Where this player's {row} finished at the table: 1 is the best; "
                                     "equal places tie").format(row=row_word(row)))
            royalty = QDoubleSpinBox(self)
            royalty.setObjectName(f"{row}Royalty")
            royalty.setRange(0, 100)
            royalty.setDecimals(1)
            royalty.setSingleStep(1)
            royalty.setAccessibleName(self.tr("{row} royalty").format(row=row_word(row)))
            title.setBuddy(place)
            grid.addWidget(title, i, 0)
            grid.addWidget(place, i, 1)
            grid.addWidget(royalty, i, 2)
            self.places[row] = place
            self.royalties[row] = royalty
            place.valueChanged.connect(self.changed)
            royalty.valueChanged.connect(self.changed)
        self.fouled = QCheckBox(self.tr("Fouled"), self)
        self.fouled.setObjectName("fouledCheck")
        self.fouled.setToolTip(self.tr("The hand was mis-set: it pays the foul penalty and its royalties are void"))
        self.fouled.toggled.connect(self._on_fouled)
        grid.addWidget(self.fouled, 4, 1, 1, 2)
        grid.setColumnStretch(3, 1)
        self.set_rules(rules)

    def set_rules(self, rules: RuleSet) -> None:
        self._played = rules.foul_penalty == "play"  # RULES B4: a foul played as it lies keeps its places
        shown = rules.royalties != "none"
        self._royalties_on = shown
        self.royalty_header.setVisible(shown)
        for spin in self.royalties.values():
            spin.setVisible(shown)
            if not shown:
                spin.setValue(0)

    def _on_fouled(self, fouled: bool) -> None:
        for row in ROWS:
            self.places[row].setEnabled(not fouled or self._played)
            self.royalties[row].setEnabled(not fouled or self._played)
        self.changed.emit()

    def is_complete(self) -> bool:
        return self._penalised() or all(p.value() != PLACE_UNSET for p in self.places.values())

    def missing(self) -> list[str]:
        if self._penalised():
            return []
        return [row for row in ROWS if self.places[row].value() == PLACE_UNSET]

    def places_set(self) -> dict[Row, int]:
        """Each row's place, for the rows given one (1 = best)."""
        return {row: spin.value() for row, spin in self.places.items() if spin.value() != PLACE_UNSET}

    def royalty_units(self) -> dict[Row, Fraction]:
        """The royalties typed, exactly as shown (none while a penalised foul voids them)."""
        if self._penalised() or not self._royalties_on:
            return {}
        return {row: Fraction(Decimal(str(spin.value()))) for row, spin in self.royalties.items() if spin.value()}

    def _penalised(self) -> bool:
        return self.fouled.isChecked() and not self._played

    def clear(self) -> None:
        for row in ROWS:
            self.places[row].setValue(PLACE_UNSET)
            self.royalties[row].setValue(0)
        self.fouled.setChecked(False)

    def first_field(self) -> QWidget:
        return self.places[FRONT]

    def fields(self) -> list[QWidget]:
        """Keyboard order: each row's place then royalty."""
        out: list[QWidget] = []
        for row in ROWS:
            out.append(self.places[row])
            if self._royalties_on:
                out.append(self.royalties[row])
        return out
