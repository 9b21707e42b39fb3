"""A tab whose page is built the first time it is shown, and refreshed only while it can be seen.

The chart pages import QtCharts, which costs more than the whole app's start-up budget allows; and the
statistics read every hand's full result. So neither is built, nor kept up to date, until looked at.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyTab(QWidget):
    """Holds the place of a page made by ``factory``; ``page()`` builds it on demand."""

    def __init__(self, name: str, factory: Callable[[QWidget], QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._factory = factory
        self._page: QWidget | None = None
        self._stale = True
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 4, 0, 0)

    def page(self) -> QWidget:
        """The page, built now if it was not yet."""
        if self._page is None:
            self._page = self._factory(self)
            self._layout.addWidget(self._page)
            self._stale = True
        return self._page

    def refresh(self) -> None:
        """The session changed: bring the page up to date now if it is visible, else when it is shown."""
        if self._page is None:
            return
        if self.isVisible():
            self._refresh_page()
        else:
            self._stale = True

    def _refresh_page(self) -> None:
        page = self.page()
        refresh = getattr(page, "refresh", None)
        if callable(refresh):
            refresh()
        self._stale = False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._page is None or self._stale:
            self.page()
            self._refresh_page()
