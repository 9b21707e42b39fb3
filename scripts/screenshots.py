"""Take the README screenshots from the real main window.

``entry`` (a hand mid-entry with a foul), ``suggest`` (a player's 13 cards, typed as they came, put in
their best setting), ``result`` (the hand's result with the best settings shown), ``scoreboard``
(standings and history after a night's hands), ``chart`` (the running totals), ``settle`` (the
settle-up dialog) and ``criss-cross`` (a criss-cross hand mid-entry: two players, a box per seat).
Run under a display (e.g. ``Xvfb :99 -screen 0 1400x900x24 &`` then ``DISPLAY=:99``):

    python scripts/screenshots.py [--language CODE] [OUT_FOLDER] [NAME ...]   # default docs/screenshots, all

``--language zh_CN`` (zh_TW, vi) runs the app in that language and names each file ``<name>-<code>.png``; the
README's ``docs/screenshot-<code>.png`` is the ``result`` one (the main window after a scored hand):

    python scripts/screenshots.py --language vi /tmp/shots result && cp /tmp/shots/result-vi.png docs/screenshot-vi.png

The session lives in a temporary store and the preferences in a temporary file: nothing of the user's
is read or written.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

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
CY_AS_DEALT = ("3c Tc 5s", "6c 4d 9d 6d 2d", "Td 8s 6h Th 7h")
"""Cy's cards of the second hand in the order they came, typed straight in (each full row moves on)."""

SESSION_NAMES = {"en": "Friday game", "zh_CN": "周五牌局", "zh_TW": "週五牌局", "vi": "Tối thứ Sáu"}
"""The night's name as the players of each language would type it."""

NAMES = ("entry", "suggest", "result", "scoreboard", "chart", "settle", "criss-cross")


def sample_deal(seed: int, players: tuple[str, ...], surrender: str | None = None) -> dict[str, Any]:
    """A plausible deal: one shuffled deck, each player's biggest and highest rank groups set at the back."""
    from scorekeeper.read.cards import DECK, format_cards

    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    out: list[dict[str, Any]] = []
    for i, name in enumerate(players):
        if name == surrender:
            out.append({"name": name, "surrender": True})
            continue
        cards = deck[13 * i:13 * (i + 1)]
        counts = Counter(c.rank for c in cards)
        ordered = sorted(cards, key=lambda c: (-counts[c.rank], -c.rank, c.suit.index))
        out.append({"name": name, "front": format_cards(ordered[10:]), "middle": format_cards(ordered[5:10]),
                    "back": format_cards(ordered[:5])})
    return {"players": out}


def settle(app: QApplication, ms: int = 150) -> None:
    """Let layouts, paints and the window system catch up."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    app.processEvents()


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    code = "en"
    if "--language" in args:
        at = args.index("--language")
        code = args[at + 1] if at + 1 < len(args) else ""
        del args[at:at + 2]
    from scorekeeper.language import LANGUAGES

    if code not in LANGUAGES:
        print(f"unknown language {code!r}; the languages are {', '.join(LANGUAGES)}", file=sys.stderr)
        return 2
    suffix = "" if code == "en" else f"-{code}"
    out = Path(args[0] if args else "docs/screenshots")
    wanted = set(args[1:]) or set(NAMES)
    unknown = wanted - set(NAMES)
    if unknown:
        print(f"unknown screenshot {sorted(unknown)}; the screenshots are {', '.join(NAMES)}", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix="cp-screens-"))
    os.environ["CHINESE_POKER_STORE"] = str(temp / "store.sqlite3")
    os.environ["CHINESE_POKER_SETTINGS"] = str(temp / "ui.ini")

    from PySide6.QtWidgets import QWidget

    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store

    from scorekeeper_app.app import APPLICATION, app_icon
    from scorekeeper_app.common.language import install
    from scorekeeper_app.common.lazy_tab import LazyTab
    from scorekeeper_app.common.settings import UiSettings
    from scorekeeper_app.results.settle_dialog import SettleDialog
    from scorekeeper_app.shell.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APPLICATION)
    app.setWindowIcon(app_icon())
    install(app, code)  # before any widget is built, as the app does
    store = Store()
    window = MainWindow(store, UiSettings(), app_icon())
    session = store.create(Session(SESSION_NAMES[code], tuple(HANDS), "classic-1-6", unit_value="5.00"))
    window.open_session(session)
    window.resize(1380, 860)
    window.show()
    window.activateWindow()
    settle(app, 400)
    written: list[str] = []

    def save(widget: QWidget, name: str) -> None:
        if name in wanted:
            path = out / f"{name}{suffix}.png"
            if not widget.grab().save(str(path)):
                raise OSError(f"cannot write {path}")
            written.append(str(path))

    def fill(hands: dict[str, tuple[str, str, str]]) -> None:
        for name, rows in hands.items():
            for row, text in zip(("front", "middle", "back"), rows, strict=True):
                window.page.entry.player(name).rows[row].set_text(text)

    fill(HANDS)
    window.score_hand()
    settle(app)
    # Hand 2, mid-entry: Dee's front beats her middle (a foul); Cy is still typing his back.
    fill({**SECOND, "Cy": (*SECOND["Cy"][:2], "8s 7h 6c")})
    back = window.page.entry.player("Cy").rows["back"]
    window.activateWindow()
    back.edit.setFocus()
    back.edit.end(False)
    settle(app, 300)
    if window.page.entry.target() is not back:
        print("warning: the window did not get the keyboard focus", file=sys.stderr)
    save(window, "entry")

    # Cy types his cards as they came and asks for a suggestion; Dee has not started yet.
    cy = window.page.entry.player("Cy")
    cy.set_rows(CY_AS_DEALT)
    fill({"Dee": ("", "", "")})
    window.act.show_review.setChecked(True)
    window.page.entry.player("Dee").rows["front"].edit.setFocus()
    cy.suggest_button.click()
    settle(app, 500)
    save(window, "suggest")

    fill({"Cy": SECOND["Cy"], "Dee": SECOND["Dee"]})
    window.score_hand()
    settle(app, 300)
    window.page.result.expand_all()
    settle(app, 300)
    save(window, "result")
    window.act.show_review.setChecked(False)

    # The rest of the night: ten more hands, Bob surrendering one.
    for seed in range(3, 13):
        window.page.entry.load_deal(sample_deal(seed, tuple(HANDS), "Bob" if seed == 6 else None))
        if not window.score_hand():
            raise RuntimeError(f"sample hand {seed} could not be scored: {window.page.entry_error.text()}")
    settle(app, 300)
    window.page.tabs.setCurrentWidget(window.page.history)
    window.page.history.select_hand(2)
    window.page.history.table.scrollToBottom()
    window.page.entry.focus_first()
    settle(app, 300)
    save(window, "scoreboard")

    window.page.tabs.setCurrentWidget(window.findChild(LazyTab, "chartTab"))
    settle(app, 500)
    save(window, "chart")

    dialog = SettleDialog(session, window.settings, window)
    dialog.show()
    settle(app, 400)
    save(dialog, "settle")
    dialog.close()

    # Criss-cross, hand 2 mid-entry: Bob's hand 1 is fouled, his hand 2's back is still being typed.
    heads_up = store.create(Session("Heads-up", ("Ann", "Bob"), "criss-cross", unit_value="5.00"))
    window.open_session(heads_up)
    boards = [HANDS["Ann"], HANDS["Bob"], HANDS["Cy"], HANDS["Dee"]]
    second = [SECOND["Ann"], SECOND["Bob"], SECOND["Dee"], (*SECOND["Cy"][:2], "8s 7h 6c")]
    for deal in (boards, second):
        for box, rows in zip(window.page.entry.players, deal, strict=True):
            for row, text in zip(("front", "middle", "back"), rows, strict=True):
                box.rows[row].set_text(text)
        if deal is boards:
            window.score_hand()
    window.page.tabs.setCurrentWidget(window.page.result)
    window.page.result.expand_all()
    back = window.page.entry.players[3].rows["back"]
    window.activateWindow()
    back.edit.setFocus()
    back.edit.end(False)
    settle(app, 400)
    save(window, "criss-cross")
    print("wrote " + ", ".join(written))
    window.close()
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
