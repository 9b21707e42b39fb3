"""The Seasons view's choice of nights (a checkable list of the store's sessions) and its workbook export."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.season import Season
from scorekeeper.night.store import Store

from ..common.locale_text import number as whole
from ..common.locale_text import numeric_date


class NightsChooser(QWidget):
    """Every session in the store, ticked when the season counts it; ``changed`` when a tick changes."""

    changed = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.nights = QListWidget()
        self.nights.setObjectName("seasonNights")
        self.nights.itemChanged.connect(lambda _item: self.changed.emit())
        words = QLabel(self.tr("Untick a night to leave it out of the season (Space ticks and unticks the current "
                               "night). The date range above applies as well."))
        words.setWordWrap(True)
        every, none = QPushButton(self.tr("Tick &all")), QPushButton(self.tr("Untick a&ll"))
        every.setObjectName("tickAllNights")
        none.setObjectName("untickAllNights")
        every.clicked.connect(lambda: self._tick_all(Qt.CheckState.Checked))
        none.clicked.connect(lambda: self._tick_all(Qt.CheckState.Unchecked))
        buttons = QHBoxLayout()
        buttons.addWidget(every)
        buttons.addWidget(none)
        buttons.addStretch(1)
        box = QVBoxLayout(self)
        box.addWidget(words)
        box.addWidget(self.nights)
        box.addLayout(buttons)
        self.reload()

    def reload(self) -> None:
        """List the store's sessions again, keeping the nights left out left out."""
        left_out = {sid for sid, ticked in self._ticks().items() if not ticked}
        self.nights.blockSignals(True)
        self.nights.clear()
        for info in sorted(self.store.list_sessions(), key=lambda s: (s.date, s.id)):
            item = QListWidgetItem(self.tr("{date}  {name}  ({count} hands)").format(
                date=numeric_date(info.date), name=info.name, count=whole(info.hands)))
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked if info.id in left_out else Qt.CheckState.Checked)
            self.nights.addItem(item)
        self.nights.blockSignals(False)
        if self.nights.count() and self.nights.currentRow() < 0:
            self.nights.setCurrentRow(0)

    def chosen(self) -> list[int] | None:
        """The sessions ticked, or None when every one is (the whole store, and any night added later)."""
        ticks = self._ticks()
        return None if all(ticks.values()) else [sid for sid, ticked in ticks.items() if ticked]

    def _ticks(self) -> dict[int, bool]:
        items = (self.nights.item(i) for i in range(self.nights.count()))
        return {int(item.data(Qt.ItemDataRole.UserRole)): item.checkState() == Qt.CheckState.Checked for item in items}

    def _tick_all(self, state: Qt.CheckState) -> None:
        self.nights.blockSignals(True)
        for i in range(self.nights.count()):
            self.nights.item(i).setCheckState(state)
        self.nights.blockSignals(False)
        self.changed.emit()


def export_season_book(season: Season, parent: QWidget) -> Path | None:
    """Ask where, then write the season's workbook; a failure is one sentence in a message box."""
    first = season.nights[0].date.isoformat() if season.nights else "season"
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("SeasonExport", "Export the season as an Excel workbook"),
        str(Path.home() / QCoreApplication.translate("SeasonExport", "season {date}.xlsx").format(date=first)),
        QCoreApplication.translate("SeasonExport", "Excel workbook (*.xlsx)"))
    if not path:
        return None
    target = Path(path)
    if not target.suffix:
        target = target.with_name(f"{target.name}.xlsx")
    try:
        from scorekeeper.export.season_book import export_season

        export_season(season, target)
    except ScorekeeperError as e:
        QMessageBox.warning(parent, QCoreApplication.translate("SeasonExport", "Cannot export"),
                            f"{str(e)[:1].upper()}{str(e)[1:]}.")
        return None
    except OSError as e:
        QMessageBox.warning(parent, QCoreApplication.translate("SeasonExport", "Cannot export"),
                            QCoreApplication.translate("SeasonExport", "Cannot write {file}: {why}.").format(
                                file=target, why=e.strerror or e))
        return None
    return target
