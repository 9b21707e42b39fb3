"""Take docs/screenshots/seasons.png: View ▸ Seasons over ten seeded nights of a temporary store.

    QT_QPA_PLATFORM=offscreen python scripts/season_screenshot.py [OUT_FOLDER]

Nothing of the user's is read or written: the store lives in a temporary folder.
"""

from __future__ import annotations

import datetime
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix="cp-season-"))
    os.environ["CHINESE_POKER_STORE"] = str(temp / "store.sqlite3")

    from scorekeeper.night.season_skill import fill_skill
    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store
    from scripts.screenshots import sample_deal

    from scorekeeper_app.results.seasons_view import SeasonsDialog

    app = QApplication.instance() or QApplication([sys.argv[0]])
    group = ("Ann", "Bob", "Cy", "Dee", "Eve")
    with Store() as store:
        for n in range(10):
            players = tuple(p for i, p in enumerate(group) if i != n % 5)
            night = store.create(Session(f"Friday {n + 1}", players, unit_value="2.00",
                                         date=datetime.date(2026, 9, 4) + datetime.timedelta(weeks=n)))
            for h in range(12):
                night.add_hand(sample_deal(100 * n + h, players))
        dialog = SeasonsDialog(store)
        fill_skill(store)
        dialog.refresh()
        dialog.resize(900, 560)
        dialog.tabs.setCurrentIndex(2)
        dialog.show()
        for _ in range(20):
            app.processEvents()
        path = out / "seasons.png"
        if not dialog.grab().save(str(path)):
            print(f"cannot write {path}", file=sys.stderr)
            return 1
        dialog.skill_timer.stop()
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
