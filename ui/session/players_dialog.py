"""The group's players in the app: offering known names in a new session, and renaming or merging them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QLineEdit


def offer_players(edit: QLineEdit, names: Sequence[str]) -> QCompleter:
    """Offer the known players while a name is typed (any part of the name, any case); a new name still adds."""
    completer = QCompleter(list(names), edit)
    completer.setObjectName("knownPlayers")
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    edit.setCompleter(completer)
    return completer
