"""The main window's panes, built without the window: the standings table, the side tabs, the error lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QDialog, QHeaderView, QLabel, QTableView, QWidget

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store

from ..cards.ink import error_ink
from ..session.rules_groups import preset_label
from .locale_text import money, number
from .plain import plain_tip
from .settings import UiSettings

if TYPE_CHECKING:
    from ..results.models import StandingsModel
    from ..results.seasons_view import SeasonsDialog

translate = QCoreApplication.translate
SessionGetter = Callable[[], Session | None]


def error_label(name: str, parent: QWidget) -> QLabel:
    """A red line of text, hidden until there is something wrong to say."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)  # a refusal may quote a name as typed
    label.setWordWrap(True)
    error_ink(label)
    label.hide()
    return label


def status_label(parent: QWidget) -> QLabel:
    """The status bar's session line (``next_hand_line``): the dealer's name as typed, never read as HTML."""
    label = QLabel(parent)
    label.setObjectName("sessionStatus")
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def warn(parent: QWidget, title: str, text: str) -> None:
    """A warning box saying ``text`` as written (a name quoted in it is never read as HTML)."""
    from PySide6.QtWidgets import QMessageBox  # loaded when first needed: its enums cost start-up time

    QMessageBox.warning(parent, title, plain_tip(text))


def next_hand_line(session: Session) -> str:
    """The status bar's line: the next hand, its dealer, the unit and the rules (``Hand 2 · P2 deals · …``)."""
    rules = preset_label(session.rules.preset_name()) or translate("MainWindow", "custom rules")
    return translate("MainWindow", "Hand {number} · {dealer} deals · unit {unit} · {rules}").format(
        number=number(session.hand_count + 1), dealer=session.next_dealer(),
        unit=money(session.unit_value, session.currency), rules=rules)


def standings_view(model: StandingsModel, parent: QWidget) -> QTableView:
    """The standings: read only, never focused, as wide as the side allows."""
    view = QTableView(parent)
    view.setObjectName("standingsTable")
    view.setAccessibleName(translate("Panes", "Standings"))
    view.setAccessibleDescription(translate("Panes", "Each player's net units and money this session"))
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    return view


def fit_standings(view: QTableView) -> None:
    """The standings table is exactly as tall as its players."""
    view.resizeRowsToContents()
    height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
    height += sum(view.rowHeight(r) for r in range(view.model().rowCount()))
    view.setFixedHeight(height)


def chart_page(session: SessionGetter) -> Callable[[QWidget], QWidget]:
    """Builds the running-total chart when its tab is first shown (QtCharts loads then)."""
    def build(parent: QWidget) -> QWidget:
        from ..results.charts import RunningTotalChart

        return RunningTotalChart(session, parent)

    return build


def stats_page(session: SessionGetter) -> Callable[[QWidget], QWidget]:
    """Builds the statistics page when its tab is first shown."""
    def build(parent: QWidget) -> QWidget:
        from ..results.stats_view import StatsView

        return StatsView(session, parent)

    return build


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
