"""Screenshots of table mode: a phone page at 360x740 (headless Chromium) and the laptop's window.

Run from the repository root:  python scripts/table_screenshots.py
Writes docs/screenshots/table-phone.png and docs/screenshots/table-laptop.png. Talks to 127.0.0.1 only.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
TMP = Path(tempfile.mkdtemp(prefix="table-shots-"))
os.environ["CHINESE_POKER_SETTINGS"] = str(TMP / "ui.ini")
os.environ["CHINESE_POKER_TABLE_HOST"] = "127.0.0.1"
OUT = ROOT / "docs" / "screenshots"
HANDS = {
    "Ann": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "Bob": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
}


def in_thread(app: Any, work: Any) -> None:
    thread = threading.Thread(target=work)
    thread.start()
    while thread.is_alive():
        app.processEvents()
        time.sleep(0.002)


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store
    from tests.ui.table_app import chromium, connected, tap, text, wait_for
    from tests.ws_client import SeatClient

    from scorekeeper_app.common.settings import UiSettings
    from scorekeeper_app.shell.main_window import MainWindow

    app = QApplication(sys.argv)
    store = Store(TMP / "store.sqlite3")
    window = MainWindow(store, UiSettings())
    window.resize(1360, 900)
    window.show()
    window.open_session(store.create(Session("Friday game", ("Ann", "Bob", "Cy", "Dee"), "classic-1-6")))
    window.start_table()
    urls = dict(window.table_urls())
    port = int(urls["Ann"].split(":")[2].split("/")[0])

    def ann_ready() -> None:
        client = SeatClient(port, urls["Ann"].split("?k=")[1])
        rows = dict(zip(("front", "middle", "back"), HANDS["Ann"], strict=True))
        client.send({"type": "set", "seq": 1, "hand": 1, "rows": rows, "ready": True})
        client.receive()
        client.close()

    in_thread(app, ann_ready)

    def bob_phone() -> None:
        driver = chromium()
        try:
            driver.get(urls["Bob"])
            wait_for(lambda: connected(driver), "Bob's page")
            for card in " ".join(HANDS["Bob"]).split()[:11]:
                tap(driver, f"card-{card}")
            wait_for(lambda: text(driver, "name-middle") == "Eight-high straight", "the middle's name")
            driver.execute_script("window.scrollTo(0, 0);")
            driver.set_window_size(360, 740)
            width, height = driver.execute_script("return [window.innerWidth, window.innerHeight];")
            driver.set_window_size(360 + 360 - width, 740 + 740 - height)  # the page itself 360 x 740
            time.sleep(0.3)
            driver.save_screenshot(str(OUT / "table-phone.png"))
        finally:
            driver.quit()

    in_thread(app, bob_phone)
    for _ in range(20):
        app.processEvents()
        time.sleep(0.01)
    window.grab().save(str(OUT / "table-laptop.png"))
    window.page.stop_table()
    window.close()
    store.close()
    print(f"wrote {OUT / 'table-phone.png'} and {OUT / 'table-laptop.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
