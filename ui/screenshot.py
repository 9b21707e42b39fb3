"""Take the README screenshots from the real main window: a hand mid-entry with a foul, then its result.

Run under a display (e.g. ``Xvfb :99 -screen 0 1400x900x24 &`` then ``DISPLAY=:99``):

    python -m ui.screenshot [OUT_FOLDER]      # default docs/screenshots

The session lives in a temporary store and the preferences in a temporary file: nothing of the user's
is read or written.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

HANDS = {
    "Ann": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "Bob": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
    "Cy": ("Qc Jc 4s", "8h 8c 5s 5h 9c", "Ks Kh 3s 3h Js"),
    "Dee": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"),
}
SECOND = {
    "Ann": ("Kh Qd 2s", "5c 5d 9h 9c 3s", "Ah Ad Ac 7d 7s"),
    "Bob": ("Jc Jd 4h", "Js Jh 8c 8d 2h", "Ks Qs 9s 6s 4s"),
    "Cy": ("Td 9d 3c", "Tc Th 6h 6d 2d", "8s 7h 6c 5s 4d"),
    "Dee": ("Kc Kd As", "Qc Qh 8h 5h 2c", "Ts 3h 3d 4c 7c"),  # front K-K beats middle Q-Q: a foul
}


def settle(app: QApplication, ms: int = 150) -> None:
    """Let layouts, paints and the window system catch up."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    app.processEvents()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix="cp-screens-"))
    os.environ["CHINESE_POKER_STORE"] = str(temp / "store.sqlite3")
    os.environ["CHINESE_POKER_SETTINGS"] = str(temp / "ui.ini")

    from scorekeeper.session import Session
    from scorekeeper.store import Store

    from ui.app import APPLICATION, app_icon
    from ui.main_window import MainWindow
    from ui.settings import UiSettings

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APPLICATION)
    app.setWindowIcon(app_icon())
    store = Store()
    window = MainWindow(store, UiSettings(), app_icon())
    session = store.create(Session("Friday game", tuple(HANDS), "classic-1-6", unit_value="5.00"))
    window.open_session(session)
    window.resize(1380, 860)
    window.show()
    window.activateWindow()
    settle(app, 400)

    def fill(hands: dict[str, tuple[str, str, str]]) -> None:
        for name, rows in hands.items():
            for row, text in zip(("front", "middle", "back"), rows, strict=True):
                window.entry.player(name).rows[row].set_text(text)

    fill(HANDS)
    window.score_hand()
    settle(app)
    # Hand 2, mid-entry: Dee's front beats her middle (a foul); Cy is still typing his back.
    fill({**SECOND, "Cy": (*SECOND["Cy"][:2], "8s 7h 6c")})
    back = window.entry.player("Cy").rows["back"]
    window.activateWindow()
    back.edit.setFocus()
    back.edit.end(False)
    settle(app, 300)
    if window.entry.target() is not back:
        print("warning: the window did not get the keyboard focus", file=sys.stderr)
    window.grab().save(str(out / "entry.png"))

    back.set_text(SECOND["Cy"][2])
    window.score_hand()
    settle(app, 300)
    window.result.expand_all()
    settle(app)
    window.grab().save(str(out / "result.png"))
    print(f"wrote {out / 'entry.png'} and {out / 'result.png'}")
    window.close()
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
