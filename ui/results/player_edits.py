"""Renaming and merging a player as an undo command of the Seasons view: the store applies it, undo its inverse."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.players import PlayerEdit, apply_edit
from scorekeeper.night.store import Store


class PlayerEditCommand(QUndoCommand):
    """A rename or merge already applied in the store; undo applies its inverse, redo the edit again (``applied``
    is told the sessions renamed; a step the store refuses is dropped and ``failed`` told)."""

    def __init__(self, store: Store, edit: PlayerEdit, applied: Callable[[list[int]], None],
                 failed: Callable[[ScorekeeperError], None]) -> None:
        super().__init__(edit.text)
        self._store, self._edit, self._applied, self._failed, self._done = store, edit, applied, failed, True

    def redo(self) -> None:
        done, self._done = self._done, False
        self._run(lambda: sorted({s[0] for s in self._edit.seats}) if done else apply_edit(self._store, self._edit))

    def undo(self) -> None:
        self._run(lambda: apply_edit(self._store, self._edit.inverse()))

    def _run(self, step: Callable[[], list[int]]) -> None:
        try:
            self._applied(step())
        except ScorekeeperError as e:
            self.setObsolete(True)
            self._failed(e)
