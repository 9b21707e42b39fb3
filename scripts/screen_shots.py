"""Take the README's screen screenshots: a 3-player hand typed, at 1366x768, at 200% and in dark mode.

Each is the real main window on an offscreen screen of that size (as tests/ui/screen_fit.py opens it):

    python scripts/screen_shots.py [OUT_FOLDER]     # default docs/screenshots

writes screen-1366x768.png, screen-200.png (2732x1536 pixels, 1366x768 at 200%) and dark.png. The session
lives in a temporary store and the preferences in a temporary file: nothing of the user's is touched.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SHOTS = {"screen-1366x768": (1366, 768, "1", "light"), "screen-200": (2732, 1536, "2", "light"),
         "dark": (1366, 768, "1", "dark")}
"""Name -> the screen's width and height in pixels, QT_SCALE_FACTOR, colour scheme."""
HANDS = {"Ann": ("Kh Qd 2s", "5c 5d 9h 9c 3s", "Ah Ad Ac 7d 7s"),
         "Bob": ("Jc Jd 4h", "Js Jh 8c 8d 2h", "Ks Qs 9s 6s 4s"),
         "Cy": ("Kc Kd As", "Qc Qh 8h 5h 2c", "Ts 3h 3d 4c 7c")}  # Cy's front K-K beats the middle Q-Q: a foul
DARK = {"Window": "#353535", "WindowText": "#ececec", "Base": "#2a2a2a", "AlternateBase": "#3a3a3a",
        "Text": "#ececec", "Button": "#404040", "ButtonText": "#ececec", "PlaceholderText": "#a8a8a8",
        "Highlight": "#2a82da", "HighlightedText": "#ffffff", "Mid": "#5a5a5a", "Light": "#505050",
        "Dark": "#232323", "ToolTipBase": "#404040", "ToolTipText": "#ececec"}


def shoot(path: Path, scheme: str) -> None:
    """In this process: open the window on the platform's screen, type the hand, save the grab."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store

    from scorekeeper_app.common.settings import UiSettings
    from scorekeeper_app.shell.main_window import MainWindow

    app = QApplication(["screen-shots", "-style", "Fusion"])
    if scheme == "dark":
        palette = QPalette()
        for role, colour in DARK.items():
            palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
        for role in ("WindowText", "ButtonText", "Text"):  # greyed out when disabled, as a dark theme does
            palette.setColor(QPalette.ColorGroup.Disabled, getattr(QPalette.ColorRole, role), QColor("#808080"))
        app.setPalette(palette)
    folder = Path(tempfile.mkdtemp())
    store = Store(folder / "store.sqlite3")
    window = MainWindow(store, UiSettings(QSettings(str(folder / "ui.ini"), QSettings.Format.IniFormat)))
    window.open_session(store.create(Session("Friday game", tuple(HANDS), "classic-1-6")))
    window.show()
    for name, rows in HANDS.items():
        for row, text in zip(("front", "middle", "back"), rows, strict=True):
            window.page.entry.player(name).rows[row].set_text(text)
    window.page.entry.player("Cy").rows["middle"].edit.setFocus()
    for _ in range(20):
        app.processEvents()
    window.grab().save(str(path))
    store.close()


def main(argv: list[str]) -> int:
    if len(argv) == 3:  # the child: out path and scheme
        shoot(Path(argv[1]), argv[2])
        return 0
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    for name, (width, height, scale, scheme) in SHOTS.items():
        with tempfile.TemporaryDirectory() as tmp:
            config = Path(tmp) / "screen.json"
            config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width,
                                                       "height": height, "logicalDpi": 96}]}))
            env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": scale}
            subprocess.run([sys.executable, __file__, str(out / f"{name}.png"), scheme], env=env, check=True)
        print(out / f"{name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
