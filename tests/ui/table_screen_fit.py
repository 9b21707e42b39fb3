"""Run as ``python -m tests.ui.table_screen_fit [PNG]``: the main window in table mode with four seats, as JSON.

Like ``screen_fit`` (the offscreen platform's screen from a config file), with table mode on
(CHINESE_POKER_TABLE_HOST=127.0.0.1): reported before any phone joins and again once one has; with a path,
the window as it is then is saved as a PNG.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.ui.screen_fit import report
from tests.ws_client import SeatClient

from scorekeeper_app.common.settings import UiSettings
from scorekeeper_app.shell.main_window import MainWindow


def settle(app: QApplication) -> None:
    for _ in range(10):
        app.processEvents()


def heights(window: MainWindow) -> dict[str, object]:
    """The results' two lists (the hand's lines, its pairs) and which seats show their code."""
    seen: dict[str, object] = {}
    for name in ("resultTable", "pairTree"):
        widget = window.findChild(QWidget, name)
        seen[name] = widget.height() if widget is not None and widget.isVisible() else 0
    seen["codes_shown"] = [label.isVisible() for i in range(4)
                           if (label := window.findChild(QLabel, f"tableSeatCode{i}")) is not None]
    return seen


def main() -> None:
    app = QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp())
    os.environ["CHINESE_POKER_SETTINGS"] = str(folder / "ui.ini")
    store = Store(folder / "store.sqlite3")
    window = MainWindow(store, UiSettings(QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)))
    window.open_session(store.create(Session("Friday", ("Ann", "Bob", "Cho", "Dee"), "classic-1-6")))
    window.show()
    window.act.table.setChecked(True)
    settle(app)
    before = {**report(window), **heights(window)}
    url = dict(window.table_urls())["Ann"]
    phones: list[SeatClient] = []
    thread = threading.Thread(target=lambda: phones.append(SeatClient(int(url.split(":")[2].split("/")[0]),
                                                                       url.split("?k=")[1])))
    thread.start()
    deadline = time.monotonic() + 30  # a bound on the wait, not a measure: the report says what was seen
    while time.monotonic() < deadline and (thread.is_alive() or not window.findChild(
            QLabel, "tableSeatStatus0").text().endswith("phone on")):
        app.processEvents()
        time.sleep(0.005)
    settle(app)
    after = {**report(window), **heights(window)}
    if sys.argv[1:]:
        window.grab().save(sys.argv[1])
    print(json.dumps({"before": before, "after": after}))
    for phone in phones:
        phone.close()
    window.act.table.setChecked(False)
    store.close()


if __name__ == "__main__":
    main()
