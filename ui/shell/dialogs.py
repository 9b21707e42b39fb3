"""The boxes and dialogs the window opens from its menus: a warning, Seasons, Settle up, How to score, About.

Each dialog's code loads when it is first opened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

from ..common.plain import plain_tip
from ..common.settings import UiSettings

if TYPE_CHECKING:
    from ..results.seasons_view import SeasonsDialog


def warn(parent: QWidget, title: str, text: str) -> None:
    """A warning box saying ``text`` as written (a name quoted in it is never read as HTML)."""
    from PySide6.QtWidgets import QMessageBox  # loaded when first needed: its enums cost start-up time

    QMessageBox.warning(parent, title, plain_tip(text))


def open_deleting(dialog: QDialog) -> None:
    """Show a window-modal dialog that frees itself when closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def open_seasons(store: Store, parent: QWidget) -> SeasonsDialog:
    """View ▸ Seasons: the group's nights added up (QtCharts and the season code load only now)."""
    from ..results.seasons_view import SeasonsDialog

    dialog = SeasonsDialog(store, parent)
    open_deleting(dialog)
    return dialog


def open_settle_up(session: Session | None, settings: UiSettings, parent: QWidget) -> None:
    """Session ▸ Settle up (its dialog loads when first opened)."""
    from ..results.settle_dialog import SettleDialog

    if session is not None:
        open_deleting(SettleDialog(session, settings, parent))


def open_how_to_score(session: Session | None, parent: QWidget) -> None:
    """Help ▸ How this session scores."""
    from ..results.help import HowToScoreDialog

    if session is not None:
        open_deleting(HowToScoreDialog(session, parent))


def open_about(parent: QWidget) -> None:
    from ..results.help import show_about

    show_about(parent)
