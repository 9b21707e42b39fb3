"""Labels every part shares: a red line of text for what is wrong, hidden until there is something to say."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from .ink import error_ink


def error_label(name: str, parent: QWidget) -> QLabel:
    """A red line of text, hidden until there is something wrong to say."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)  # a refusal may quote a name as typed
    label.setWordWrap(True)
    error_ink(label)
    label.hide()
    return label
