"""What keeps a benchmark that drives the window from hanging: a dialog fails the run, naming its text.

    from benchmarks.guard import fail_on_dialogs
    watchdog = fail_on_dialogs(app)      # keep the reference while the window is driven

A benchmark has nobody to answer a question: a modal ``QMessageBox.exec()`` would wait forever. The
watchdog, a ``QTimer`` on the application, runs inside any event loop, a dialog's own included, and when a
modal dialog (or any message box) is showing it prints the dialog's title and text on standard error and
ends the process at once with status 3. ``run_all.py`` then names the benchmark as failed.

For the app launched in a process of its own (``bench_ui.py``'s untimed first launch):

    python benchmarks/guard.py scorekeeper_app      # runs the module as __main__, watched

Its QApplication is created with the watchdog running (``QApplication`` replaced by a subclass that starts it
before the app's module is imported). Not for timed launches: PySide6 is then imported before the core.
"""

from __future__ import annotations

import os
import runpy
import sys
from typing import Any

DIALOG_EXIT = 3


def describe(widget: Any) -> str:
    """A dialog's title and text (a message box's), or its title and object name."""
    from PySide6.QtWidgets import QMessageBox

    title = widget.windowTitle() or widget.objectName() or type(widget).__name__
    if isinstance(widget, QMessageBox):
        return f"{title!r}: {widget.text()}"
    return f"{title!r} ({type(widget).__name__} {widget.objectName()!r})"


def showing_dialog(app: Any) -> Any:
    """The modal widget or message box on screen, or None."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    modal = app.activeModalWidget()
    if modal is not None:
        return modal
    for widget in app.topLevelWidgets():
        asking = isinstance(widget, QMessageBox) or (isinstance(widget, QDialog) and widget.isModal())
        if asking and widget.isVisible():
            return widget
    return None


def fail_on_dialogs(app: Any, every_ms: int = 50) -> Any:
    """Start the watchdog on ``app``; returns its timer (keep it referenced)."""
    from PySide6.QtCore import QTimer

    def check() -> None:
        widget = showing_dialog(app)
        if widget is not None:
            print(f"benchmark stopped: a dialog appeared, and nobody is there to answer it: {describe(widget)}",
                  file=sys.stderr, flush=True)
            sys.stdout.flush()
            os._exit(DIALOG_EXIT)

    timer = QTimer(app)
    timer.timeout.connect(check)
    timer.start(every_ms)
    return timer


def run_watched(module: str) -> None:
    """Run ``module`` as ``__main__`` with every QApplication it creates watched for dialogs."""
    from PySide6 import QtWidgets

    class WatchedApplication(QtWidgets.QApplication):
        """A QApplication whose dialog watchdog starts with it."""

        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            self.watchdog = fail_on_dialogs(self)

    QtWidgets.QApplication = WatchedApplication  # type: ignore[misc]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    sys.path[0] = os.getcwd()  # as ``python -m`` would have it, not this folder
    module, sys.argv = sys.argv[1], sys.argv[1:]
    run_watched(module)
