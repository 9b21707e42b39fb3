"""The File menu's session work: recent sessions, rename, delete (and undelete), export.

Every file is written by the core's atomic writers (``export_session``, ``Session.to_file``): a failed
export names the path and the reason in a message box and leaves no partial file.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLineEdit, QMenu, QToolButton, QWidget

from scorekeeper.errors import ScorekeeperError

from ..common.actions import WindowActions
from ..common.locale_text import QT_TRANSLATE_NOOP, hands_text, short_date
from ..common.plain import plain_tip
from ..common.settings import UiSettings
from .commands import rename_session
from .document import SessionDocument

RECENT_LIMIT = 10
EXPORTS = {
    "xlsx": (QT_TRANSLATE_NOOP("FileMenu", "Export an Excel workbook"),
             QT_TRANSLATE_NOOP("FileMenu", "Excel workbook (*.xlsx)")),
    "csv": (QT_TRANSLATE_NOOP("FileMenu", "Export every hand as CSV"),
            QT_TRANSLATE_NOOP("FileMenu", "CSV file (*.csv)")),
    "json": (QT_TRANSLATE_NOOP("FileMenu", "Export a session file"),
             QT_TRANSLATE_NOOP("FileMenu", "Session file (*.json)")),
}
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def file_stem(name: str) -> str:
    """A session name as a file name: path separators and other characters files cannot hold removed."""
    return _UNSAFE.sub(" ", name).strip(" .") or "session"


def _capital(message: str) -> str:
    return message[:1].upper() + message[1:]


class FileMenu(QObject):
    """The session actions of the File menu (its actions come from ``WindowActions``), carried out."""

    status = Signal(str, int)
    """A message for the status bar, and for how many milliseconds."""
    openRequested = Signal(int)
    """Open the stored session with this id."""
    deleted = Signal()
    """The open session was deleted: the window shows the welcome screen."""
    sessionError = Signal(str)

    def __init__(self, document: SessionDocument, actions: WindowActions, settings: UiSettings,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self.document = document
        self.settings = settings
        self.parent_widget = parent
        self._deleted: tuple[int, str] | None = None
        self.recent_menu = QMenu(self.tr("&Recent sessions"), parent)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self.refresh_recent)
        self.action_undelete = actions.undelete_session
        actions.rename_session.triggered.connect(self.rename)
        actions.delete_session.triggered.connect(self.delete)
        self.action_undelete.triggered.connect(self.undelete)
        self.undelete_button = QToolButton(parent)
        self.undelete_button.setObjectName("undeleteSessionButton")
        self.undelete_button.setDefaultAction(self.action_undelete)
        self.undelete_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.undelete_button.hide()
        self.export_menu = QMenu(self.tr("&Export"), parent)
        self.export_menu.setObjectName("exportMenu")
        for kind, action in (("xlsx", actions.export_xlsx), ("csv", actions.export_csv),
                             ("json", actions.export_json)):
            action.triggered.connect(lambda _checked=False, k=kind: self.export(k))

    # -- recent sessions ------------------------------------------------------------------------

    def refresh_recent(self) -> None:
        """The stored sessions, most recently changed first; the open one is checked."""
        self.recent_menu.clear()
        session = self.document.session
        current = session.store_id if session is not None else None
        sessions = self.document.store.list_sessions()[:RECENT_LIMIT]
        for info in sessions:
            text = f"{info.name}  ·  {short_date(info.date)}  ·  {hands_text(info.hands)}"
            action = QAction(text, self.recent_menu)
            action.setObjectName(f"recentSession{info.id}")
            action.setData(info.id)
            action.setCheckable(True)
            action.setChecked(info.id == current)
            action.triggered.connect(lambda _checked=False, i=info.id: self._open_recent(i))
            self.recent_menu.addAction(action)
        if not sessions:
            empty = self.recent_menu.addAction(self.tr("No stored sessions"))
            empty.setObjectName("recentSessionNone")
            empty.setEnabled(False)

    def _open_recent(self, session_id: int) -> None:
        session = self.document.session
        if session is not None and session.store_id == session_id:
            return
        self.openRequested.emit(session_id)

    # -- rename, delete, undelete ---------------------------------------------------------------

    def rename(self) -> None:
        from PySide6.QtWidgets import QInputDialog  # loaded on first use: start-up skips their enums

        session = self.document.session
        if session is None:
            return
        name, ok = QInputDialog.getText(self.parent_widget, self.tr("Rename the session"), self.tr("Name:"),
                                        QLineEdit.EchoMode.Normal, session.name)
        if ok and name.strip() and name.strip() != session.name:
            self.rename_to(name)

    def rename_to(self, name: str) -> None:
        document = self.document
        if document.session is not None:
            document.undo_stack.push(rename_session(document.session, name, document.notify,
                                                    self.sessionError.emit))

    def delete(self) -> None:
        """Delete the open session from the list; "Undo delete session" brings it back."""
        from PySide6.QtWidgets import QMessageBox  # loaded on first use: start-up skips their enums

        session = self.document.session
        if session is None or session.store_id is None:
            return
        try:
            self.document.store.delete(session.store_id)
        except ScorekeeperError as e:
            QMessageBox.warning(self.parent_widget, self.tr("Cannot delete the session"), plain_tip(_capital(str(e))))
            return
        self._deleted = (session.store_id, session.name)
        self.deleted.emit()
        self.action_undelete.setText(self.tr("&Undo delete “{session}”").format(session=session.name))
        self.action_undelete.setEnabled(True)
        self.undelete_button.show()
        self.status.emit(self.tr("Deleted “{session}”.").format(session=session.name), 15000)

    def undelete(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # loaded on first use: start-up skips their enums

        if self._deleted is None:
            return
        session_id, name = self._deleted
        try:
            self.document.store.undelete(session_id)
        except ScorekeeperError as e:
            QMessageBox.warning(self.parent_widget, self.tr("Cannot bring the session back"),
                                plain_tip(_capital(str(e))))
            return
        self.forget_deleted()
        self.openRequested.emit(session_id)
        self.status.emit(self.tr("“{session}” is back.").format(session=name), 5000)

    def forget_deleted(self) -> None:
        """Another session was opened: the undelete offer ends (the session stays in the store)."""
        self._deleted = None
        self.action_undelete.setText(self.tr("&Undo delete session"))
        self.action_undelete.setEnabled(False)
        self.undelete_button.hide()

    # -- export ---------------------------------------------------------------------------------

    def export(self, kind: str) -> bool:
        """Ask where, then write the workbook, the CSV or the session file; True when written."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox  # loaded on first use: start-up skips their enums

        window = self.parent_widget
        session = self.document.session
        if session is None:
            return False
        title, pattern = EXPORTS[kind]
        folder = Path(self.settings.last_folder or Path.home())
        path, _ = QFileDialog.getSaveFileName(window, self.tr(title), str(folder / f"{file_stem(session.name)}.{kind}"),
                                              self.tr(pattern))
        if not path:
            return False
        target = Path(path)
        if not target.suffix:
            target = target.with_name(f"{target.name}.{kind}")
        self.settings.last_folder = str(target.parent)
        try:
            if kind == "json":

                if target.is_dir():
                    raise IsADirectoryError(21, self.tr("it is a folder"))
                session.to_file(target)
            else:
                from scorekeeper.export.session_export import export_session

                export_session(session, target)
        except ScorekeeperError as e:
            QMessageBox.warning(window, self.tr("Cannot export"), plain_tip(_capital(str(e))))
            return False
        except OSError as e:
            QMessageBox.warning(window, self.tr("Cannot export"), self.tr("Cannot write {path}: {reason}").format(
                path=target, reason=e.strerror or e))
            return False
        self.status.emit(self.tr("Exported {path}").format(path=target), 8000)
        return True
