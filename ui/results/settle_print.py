"""The settle-up PDF without a window, for ``scorekeeper settle`` (FORMAT.md): the page the app's Save as PDF writes.

The command line imports this module only for that subcommand (the core never imports Qt). Qt draws on its
offscreen platform, so no display is needed, in the language the environment asks for (as the command's
messages are).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from scorekeeper import language
from scorekeeper.night.session import Session

from ..common.language import install
from .settle_dialog import write_settle_pdf


def write_pdf(session: Session, path: str | os.PathLike[str]) -> Path:
    """Write the session's one-page settle-up PDF to ``path``, replacing it whole (raises OSError naming why)."""
    app = QCoreApplication.instance() or QGuiApplication(["scorekeeper", "-platform", "offscreen"])
    translators = install(app, language.current())
    try:
        return write_settle_pdf(session, path)
    finally:
        for translator in translators:
            app.removeTranslator(translator)
