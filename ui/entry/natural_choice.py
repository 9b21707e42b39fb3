"""The box's natural combo: offers only the naturals the cards make, so a declaration is one the cards bear."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QWidget

from scorekeeper.words.reasons import natural_name


class NaturalChoice(QComboBox):
    """"No natural", then "Declare <natural>" for each natural offered (weakest first); hidden when none is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("naturalCombo")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._offered: tuple[str, ...] = ()

    def offer(self, offered: Sequence[str]) -> None:
        """Offer these naturals, keeping the one declared if it is still among them."""
        offered = tuple(offered)
        current = self.currentData()
        wanted = [None, *offered]
        if [self.itemData(i) for i in range(self.count())] != wanted:
            blocked = self.blockSignals(True)
            self.clear()
            self.addItem(self.tr("No natural"), None)
            for natural in offered:
                self.addItem(self.tr("Declare {natural}").format(natural=natural_name(natural)), natural)
            self.setCurrentIndex(max(0, self.findData(current) if current in offered else 0))
            self.blockSignals(blocked)
        self._offered = offered
        self.setVisible(bool(offered))

    def offered(self) -> tuple[str, ...]:
        return self._offered

    def declared(self) -> str | None:
        data = self.currentData()
        return data if isinstance(data, str) and self._offered else None

    def declare(self, natural: str) -> None:
        self.setCurrentIndex(max(0, self.findData(natural)))
