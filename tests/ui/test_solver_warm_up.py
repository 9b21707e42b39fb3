"""The first Suggest of a run does not wait for the solver to load (issue 29 item 6): once the session page
is idle, a worker thread loads numpy, the tables and the session's row tables. A fresh interpreter shows it:
nothing of the solver at launch, all of it loaded after the window has been idle (no time is asserted)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = textwrap.dedent("""
    import json, sys, tempfile, time
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store
    from scorekeeper_app.shell.main_window import MainWindow
    from scorekeeper_app.common.settings import UiSettings

    app = QApplication([])
    folder = Path(tempfile.mkdtemp())
    store = Store(folder / "store.sqlite3")
    window = MainWindow(store, UiSettings(QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)))
    window.open_session(store.create(Session("Friday", ("Ann", "Bob", "Cy"), "classic-royalties")))
    window.show()
    at_launch = "scorekeeper.solver.search" in sys.modules

    def tables():
        module = sys.modules.get("scorekeeper.solver.tables")
        return module.row_tables.cache_info().currsize if module is not None else 0

    deadline = time.monotonic() + 30  # a bound on the wait, not a measure
    while not tables() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    print(json.dumps({"at_launch": at_launch, "numpy": "numpy" in sys.modules, "row_tables": tables()}))
    store.close()
""")


def test_the_solver_is_loaded_in_the_background_once_the_window_is_idle(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"at_launch": False, "numpy": True, "row_tables": 1}
