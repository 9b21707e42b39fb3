"""The main window stays on a 768-pixel screen once a real window manager frames it (issue 29 item 6).

Offscreen windows have no frame, so this test runs the real window under Xvfb with openbox, its title bar
made tall (a 28-point title font: 52 pixels) so the frame is taller than the allowance guessed before the
first show. Skipped where Xvfb or openbox is not installed.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OPENBOX_RC = Path("/etc/xdg/openbox/rc.xml")
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
    window.open_session(store.create(Session("Friday", ("Ann", "Bob", "Cy", "Dee"), "classic-1-6")))
    window.show()
    deadline = time.monotonic() + 20  # a bound on the wait for the window manager, not a measure
    while window.frameGeometry().height() == window.height() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    settle = time.monotonic() + 1
    while time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.02)
    frame, client, available = window.frameGeometry(), window.geometry(), window.screen().availableGeometry()
    print(json.dumps({"frame": frame.getRect(), "client": client.getRect(), "available": available.getRect()}))
    store.close()
""")


@pytest.fixture
def framed_display(tmp_path: Path) -> Iterator[str]:
    """A 1366x768 Xvfb display with openbox drawing 52-pixel title bars."""
    if not (shutil.which("Xvfb") and shutil.which("openbox") and OPENBOX_RC.exists()):
        pytest.skip("needs Xvfb and openbox")
    rc = tmp_path / "rc.xml"
    rc.write_text(re.sub(r'(<font place="(?:Active|Inactive)Window">\s*<name>[^<]*</name>\s*<size>)\d+',
                         r"\g<1>28", OPENBOX_RC.read_text(encoding="utf-8")), encoding="utf-8")
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as numbers:
        display = ":" + numbers.readline().strip()
    wm = subprocess.Popen(["openbox", "--config-file", str(rc)], env={**os.environ, "DISPLAY": display},
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        yield display
    finally:
        for process in (wm, xvfb):
            process.terminate()
            process.wait(timeout=30)


def test_the_window_framed_by_a_tall_title_bar_stays_on_the_screen(framed_display: str) -> None:
    env = {**os.environ, "DISPLAY": framed_display, "QT_QPA_PLATFORM": "xcb"}
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    x, y, width, height = seen["frame"]
    assert seen["available"] == [0, 0, 1366, 768]
    assert x >= 0 and y >= 0 and x + width <= 1366 and y + height <= 768, seen
    assert seen["frame"][3] - seen["client"][3] >= 52  # the tall title bar is there: the frame was real
