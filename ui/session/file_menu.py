"""The File menu's session work: recent sessions, rename, delete (and undelete), export.

Every file is written by the core's atomic writers (``export_session``, ``write_session_file``): a failed
export names the path and the reason in a message box and leaves no partial file.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMenu, QMessageBox, QToolButton

from scorekeeper.errors import ScorekeeperError

from scorekeeper_app.session.commands import rename_session

if TYPE_CHECKING:
    from scorekeeper_app.shell.main_window import MainWindow

RECENT_LIMIT = 10
EXPORTS = {
    "xlsx": ("Export an Excel workbook", "Excel workbook (*.xlsx)"),
    "csv": ("Export every hand as CSV", "CSV file (*.csv)"),
    "json": ("Export a session file", "Session file (*.json)"),
}
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def file_stem(name: str) -> str:
    """A session name as a file name: path separators and other characters files cannot hold removed."""
    return _UNSAFE.sub(" ", name).strip(" .") or "session"


def _capital(message: str) -> str:
    return message[:1].upper() + message[1:]


class FileMenu(QObject):
    """Builds the session actions of the File menu and carries them out for the window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._deleted: tuple[int, str] | None = None
        key = QKeySequence
        self.recent_menu = QMenu("&Recent sessions", window)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self.refresh_recent)
        self.action_rename = window.make_action("actionRenameSession", "&Rename session…", [key("F2")],
                                                "Give this session another name")
        self.action_rename.triggered.connect(self.rename)
        self.action_delete = window.make_action("actionDeleteSession", "&Delete session",
                                                tip="Remove this session from the list (it can be undone)")
        self.action_delete.triggered.connect(self.delete)
        self.action_undelete = window.make_action("actionUndeleteSession", "&Undo delete session",
                                                  tip="Bring back the session just deleted")
        self.action_undelete.triggered.connect(self.undelete)
        self.action_undelete.setEnabled(False)
        self.undelete_button = QToolButton(window)
        self.undelete_button.setObjectName("undeleteSessionButton")
        self.undelete_button.setDefaultAction(self.action_undelete)
        self.undelete_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.undelete_button.hide()

        self.export_menu = QMenu("&Export", window)
        self.export_menu.setObjectName("exportMenu")
        self.action_export_xlsx = window.make_action("actionExportWorkbook", "Excel &workbook (.xlsx)…",
                                                     [key("Ctrl+Shift+E")], EXPORTS["xlsx"][0])
        self.action_export_csv = window.make_action("actionExportCsv", "&CSV of every hand (.csv)…",
                                                    tip=EXPORTS["csv"][0])
        self.action_export_json = window.make_action("actionExportSessionFile", "&Session file (.json)…",
                                                     tip=EXPORTS["json"][0])
        for kind, action in (("xlsx", self.action_export_xlsx), ("csv", self.action_export_csv),
                             ("json", self.action_export_json)):
            action.triggered.connect(lambda _checked=False, k=kind: self.export(k))
            self.export_menu.addAction(action)
        self.session_actions = (self.action_rename, self.action_delete, self.action_export_xlsx,
                                self.action_export_csv, self.action_export_json)

    # -- recent sessions ------------------------------------------------------------------------

    def refresh_recent(self) -> None:
        """The stored sessions, most recently changed first; the open one is checked."""
        self.recent_menu.clear()
        window = self.window
        current = window.session.store_id if window.session is not None else None
        sessions = window.store.list_sessions()[:RECENT_LIMIT]
        for info in sessions:
            hands = f"{info.hands} hand" + ("" if info.hands == 1 else "s")
            action = QAction(f"{info.name}  ·  {info.date:%d %b %Y}  ·  {hands}", self.recent_menu)
            action.setObjectName(f"recentSession{info.id}")
            action.setData(info.id)
            action.setCheckable(True)
            action.setChecked(info.id == current)
            action.triggered.connect(lambda _checked=False, i=info.id: self._open_recent(i))
            self.recent_menu.addAction(action)
        if not sessions:
            empty = self.recent_menu.addAction("No stored sessions")
            empty.setObjectName("recentSessionNone")
            empty.setEnabled(False)

    def _open_recent(self, session_id: int) -> None:
        window = self.window
        if window.session is not None and window.session.store_id == session_id:
            return
        window.open_session_id(session_id)

    # -- rename, delete, undelete ---------------------------------------------------------------

    def rename(self) -> None:
        session = self.window.session
        if session is None:
            return
        name, ok = QInputDialog.getText(self.window, "Rename the session", "Name:", QLineEdit.EchoMode.Normal,
                                        session.name)
        if ok and name.strip() and name.strip() != session.name:
            self.rename_to(name)

    def rename_to(self, name: str) -> None:
        window = self.window
        if window.session is not None:
            window.undo_stack.push(rename_session(window.session, name, window.session_changed,
                                                  window.show_session_error))

    def delete(self) -> None:
        """Delete the open session from the list; "Undo delete session" brings it back."""
        window = self.window
        session = window.session
        if session is None or session.store_id is None:
            return
        try:
            window.store.delete(session.store_id)
        except ScorekeeperError as e:
            QMessageBox.warning(window, "Cannot delete the session", _capital(str(e)))
            return
        self._deleted = (session.store_id, session.name)
        window.show_welcome()
        self.action_undelete.setText(f"&Undo delete “{session.name}”")
        self.action_undelete.setEnabled(True)
        self.undelete_button.show()
        window.statusBar().showMessage(f"Deleted “{session.name}”.", 15000)

    def undelete(self) -> None:
        if self._deleted is None:
            return
        session_id, name = self._deleted
        try:
            self.window.store.undelete(session_id)
        except ScorekeeperError as e:
            QMessageBox.warning(self.window, "Cannot bring the session back", _capital(str(e)))
            return
        self.forget_deleted()
        self.window.open_session_id(session_id)
        self.window.statusBar().showMessage(f"“{name}” is back.", 5000)

    def forget_deleted(self) -> None:
        """Another session was opened: the undelete offer ends (the session stays in the store)."""
        self._deleted = None
        self.action_undelete.setText("&Undo delete session")
        self.action_undelete.setEnabled(False)
        self.undelete_button.hide()

    # -- export ---------------------------------------------------------------------------------

    def export(self, kind: str) -> bool:
        """Ask where, then write the workbook, the CSV or the session file; True when written."""
        window = self.window
        session = window.session
        if session is None:
            return False
        title, pattern = EXPORTS[kind]
        folder = Path(window.settings.last_folder or Path.home())
        path, _ = QFileDialog.getSaveFileName(window, title, str(folder / f"{file_stem(session.name)}.{kind}"),
                                              pattern)
        if not path:
            return False
        target = Path(path)
        if not target.suffix:
            target = target.with_name(f"{target.name}.{kind}")
        window.settings.last_folder = str(target.parent)
        try:
            if kind == "json":
                from scorekeeper.night.session_file import write_session_file

                if target.is_dir():
                    raise IsADirectoryError(21, "it is a folder")
                write_session_file(session, target)
            else:
                from scorekeeper.out.export import export_session

                export_session(session, target)
        except ScorekeeperError as e:
            QMessageBox.warning(window, "Cannot export", _capital(str(e)))
            return False
        except OSError as e:
            QMessageBox.warning(window, "Cannot export", f"Cannot write {target}: {e.strerror or e}")
            return False
        window.statusBar().showMessage(f"Exported {target}", 8000)
        return True
