"""Take the entry screenshots in Chinese and Vietnamese: hand 2 mid-entry (a foul) after hand 1 was scored.

    python scripts/entry_language_screenshots.py [OUT_FOLDER]   # default docs/screenshots: entry-<code>.png

Each language runs in its own process (the app's language is chosen once at start). Under offscreen Qt or a
display (``Xvfb :99 -screen 0 1400x900x24 &`` then ``DISPLAY=:99``). The session lives in a temporary store and
the preferences in a temporary file: nothing of the user's is read or written.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

LANGUAGES = ("zh_CN", "vi")
FIRST = {
    "Ann": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "Bob": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
    "Cy": ("Qc Jc 4s", "8h 8c 5s 5h 9c", "Ks Kh 3s 3h Js"),
    "Dee": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"),
}
SECOND = {
    "Ann": ("Kh Qd 2s", "5c 5d 9h 9c 3s", "Ah Ad Ac 7d 7s"),
    "Bob": ("Jc Jd 4h", "Js Jh 8c 8d 2h", "Ks Qs 9s 6s 4s"),
    "Cy": ("Td 9d 3c", "Tc Th 6h 6d 2d", "8s 7h 6c"),  # still typing his back
    "Dee": ("Kc Kd As", "Qc Qh 8h 5h 2c", "Ts 3h 3d 4c 7c"),  # front K-K beats middle Q-Q: a foul
}


def shoot(code: str, out: Path) -> None:
    """One language: score hand 1, type hand 2 up to Cy's back, save the window."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store

    from scorekeeper_app.common.language import install
    from scorekeeper_app.common.settings import UiSettings
    from scorekeeper_app.shell.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    install(app, code)

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    store = Store()
    window = MainWindow(store, UiSettings())
    window.open_session(store.create(Session("Friday game", tuple(FIRST), "classic-1-6", unit_value="5.00")))
    window.resize(1380, 860)
    window.show()
    wait(300)
    for hand in (FIRST, SECOND):
        for name, rows in hand.items():
            for row, text in zip(("front", "middle", "back"), rows, strict=True):
                window.page.entry.player(name).rows[row].set_text(text)
        if hand is FIRST:
            window.score_hand()
    back = window.page.entry.player("Cy").rows["back"]
    back.edit.setFocus()
    back.edit.end(False)
    wait(300)
    path = out / f"entry-{code}.png"
    if not window.grab().save(str(path)):
        raise OSError(f"cannot write {path}")
    print(path)


def main() -> int:
    if len(sys.argv) > 2 and sys.argv[1] == "--one":
        shoot(sys.argv[2], Path(sys.argv[3]))
        return 0
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix="cp-entry-shots-"))
    for code in LANGUAGES:
        env = {**os.environ, "CHINESE_POKER_STORE": str(temp / f"{code}.sqlite3"),
               "CHINESE_POKER_SETTINGS": str(temp / f"{code}.ini")}
        subprocess.run([sys.executable, __file__, "--one", code, str(out)], env=env, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
