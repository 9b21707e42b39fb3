"""Opening a session: from the store, a new one from its dialog, or imported from a session file.

Each way ends in ``opened(session)``, which the window follows; a refusal is one message box that names
the file or the reason.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.session import Session
from scorekeeper.read.limits import read_json_file

from ..common.plain import plain_tip
from ..common.settings import UiSettings
from .document import SessionDocument


class NewSessionValues(Protocol):
    """What the New session dialog hands back: the session it describes."""

    def session(self) -> Session: ...


class SessionOpener(QObject):
    """Finds or makes the session to show next; the window opens what ``opened`` gives it."""

    opened = Signal(object)
    """The ``Session`` to show now."""
    status = Signal(str)

    def __init__(self, document: SessionDocument, settings: UiSettings, parent: QWidget) -> None:
        super().__init__(parent)
        self.document = document
        self.settings = settings
        self.parent_widget = parent

    def open_id(self, session_id: int) -> None:
        from PySide6.QtWidgets import QMessageBox  # loaded on first use: start-up skips their enums

        try:
            self.opened.emit(self.document.store.open(session_id))
        except ScorekeeperError as e:
            QMessageBox.warning(self.parent_widget, self.tr("Cannot open the session"), plain_tip(str(e)))

    def renamed(self, sessions: list[int]) -> None:
        """Players of these stored sessions were renamed: the open one among them is shown again, afresh."""
        session = self.document.session
        if session is not None and session.store_id in sessions:
            self.opened.emit(session)  # the core read it again with the new names and a fresh undo history
            self.status.emit("Players of this session were renamed: it shows the new names, and its undo history "
                             "starts afresh (undo named the old ones)")

    def new_session(self) -> None:
        from scorekeeper.night.players import player_names

        from .new_session import NewSessionDialog

        session = self.document.session
        dialog = NewSessionDialog(self.parent_widget, session.players if session is not None else (), self.settings,
                                  known=player_names(self.document.store))
        if dialog.exec() != NewSessionDialog.DialogCode.Accepted:
            return
        self.create(dialog.values())

    def create(self, values: NewSessionValues | None) -> None:
        """Store the dialog's new session and open it."""
        from PySide6.QtWidgets import QMessageBox  # loaded on first use: start-up skips their enums

        if values is None:
            return
        try:
            session = self.document.store.create(values.session())
        except ScorekeeperError as e:
            QMessageBox.warning(self.parent_widget, self.tr("Cannot create the session"), plain_tip(str(e)))
            return
        self.opened.emit(session)

    def choose(self) -> None:
        """File ▸ Open session…: pick one of the stored sessions."""
        from .welcome import OpenSessionDialog  # with the welcome page's module, when first opened

        dialog = OpenSessionDialog(self.document.store.list_sessions(), self.parent_widget)
        if dialog.exec() == OpenSessionDialog.DialogCode.Accepted and (chosen := dialog.session_id()) is not None:
            self.open_id(chosen)

    def import_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # loaded on first use: start-up skips their enums

        path, _ = QFileDialog.getOpenFileName(self.parent_widget, self.tr("Import a session file"),
                                              self.settings.last_folder,
                                              self.tr("Session files (*.json);;All files (*)"))
        if path:
            self.import_path(Path(path))

    def import_path(self, path: Path) -> None:
        """Import a session file (checked completely before anything is stored) and open it."""
        from PySide6.QtWidgets import QMessageBox  # loaded on first use: start-up skips their enums

        self.settings.last_folder = str(path.parent)
        try:
            data = read_json_file(path, path.name)  # bounded: size, UTF-8, nesting (issue 14)
            session = self.document.store.import_session(data)
        except (OSError, ValueError, ScorekeeperError) as e:
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            text = reason if reason.startswith(path.name) else self.tr("{file}: {reason}").format(
                file=path.name, reason=reason)
            QMessageBox.warning(self.parent_widget, self.tr("Cannot import the file"),
                                plain_tip(text if text.endswith(".") else f"{text}."))
            return
        self.opened.emit(session)
