"""Table mode's laptop side against a stale phone, a crash and a small screen (issue 28), on 127.0.0.1 only.

The phones are real WebSocket clients in their own threads while the app's event loop runs; the laptop is
driven with keys and clicks. With test_hostile_table.py (the network side) this is the hostile-table suite.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel

from scorekeeper.night.store import Store
from tests.ui.conftest import FOUR, fill, row_field, row_texts, shown, summary_of
from tests.ws_client import SeatClient

from scorekeeper_app.phones.seats import HOST_ENV
from scorekeeper_app.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
CTRL = Qt.KeyboardModifier.ControlModifier
BLANK = {"front": "", "middle": "", "back": ""}


@pytest.fixture(autouse=True)
def localhost(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOST_ENV, "127.0.0.1")


def on_phone(window: MainWindow, seat: str, qtbot: Any, message: dict[str, Any], join: bool = True) -> dict[str, Any]:
    """A phone (in its own thread) connects, sends one message and returns the answer; the app runs meanwhile."""
    url = dict(window.table_urls())[seat]
    got: dict[str, Any] = {}

    def run() -> None:
        client = SeatClient(int(url.split(":")[2].split("/")[0]), url.split("?k=")[1], join=join)
        client.send(message)
        got.update(client.receive())
        client.close()

    thread = threading.Thread(target=run)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10_000)
    return got


def ready(rows: tuple[str, str, str], seq: int = 1) -> dict[str, Any]:
    return {"type": "set", "seq": seq, "hand": 1, "rows": dict(zip(BLANK, rows, strict=True)), "surrender": False,
            "natural": None, "ready": True}


def status(window: MainWindow, i: int) -> str:
    label = window.findChild(QLabel, f"tableSeatStatus{i}")
    assert label is not None
    return label.text()


def test_a_stale_ready_never_counts_for_another_deal(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """P1 is ready for hand 1; table mode off, hand 1 scored at the laptop and taken back, table mode on again:
    P1's phone says hello with its old Ready and cards, and they count for nothing."""
    window = make_window()
    window.act.table.trigger()
    state = on_phone(window, "P1", qtbot, ready(FOUR["P1"]))
    assert state["ready"] is True
    old_deal = state.get("deal")
    window.act.table.trigger()
    assert not window.act.table.isChecked()
    fill(window, FOUR)  # the host enters the whole hand at the laptop
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, CTRL)
    assert window.session is not None and window.session.hand_count == 1
    qtbot.waitUntil(lambda: QApplication.focusWidget() is row_field(window, "P1", "front"))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL)  # taken back: hand 1 again
    assert window.session.hand_count == 0
    window.act.table.trigger()
    hello = {**ready(FOUR["P1"], seq=2), "type": "hello", **({"deal": old_deal} if old_deal else {})}
    again = on_phone(window, "P1", qtbot, hello, join=False)  # what the page kept, sent on reconnecting
    assert again["ready"] is False and again["text"] == BLANK and again["hand"] == 1
    assert again["deal"] != old_deal
    assert status(window, 0).startswith("<span style='color:#6b6b6b; font-weight:600'>waiting</span>")
    state = on_phone(window, "P1", qtbot, {**ready(FOUR["P1"], seq=3), "deal": old_deal}, join=False)
    assert state["ready"] is False and state["notes"] == ["hand 1 was dealt again at the laptop: set it afresh"]
    window.act.table.trigger()


def test_a_card_typed_at_the_laptop_and_set_on_a_phone_is_found_at_the_last_ready(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """P4 has no phone and is typed with P1's A♠: P1 hears of it with the last Ready, and the host in the status bar."""
    window = make_window()
    window.act.table.trigger()
    qtbot.mouseClick(window.findChild(QCheckBox, "tableAtLaptop3"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(row_field(window, "P4", "front"), Qt.MouseButton.LeftButton)
    for row in ("As 6s 5d", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"):
        qtbot.keyClicks(QApplication.focusWidget(), row)
    for name in ("P2", "P3"):
        state = on_phone(window, name, qtbot, ready(FOUR[name]))
        assert state["ready"] is True and state["notes"] == []
    state = on_phone(window, "P1", qtbot, ready(FOUR["P1"]))
    assert state["ready"] is False and state["notes"] == [
        "As is also in P4's hand: one deck has each card once. Check your cards and press Ready again"]
    assert window.statusBar().currentMessage() == "P1 set a card another seat set too: their phones ask them to check"
    assert row_texts(window, "P1") == ("", "", "")  # not all ready: no phone's cards on the laptop
    window.act.table.trigger()


CHILD = textwrap.dedent("""
    import os
    import sys
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QCheckBox
    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store
    from scorekeeper_app.shell.main_window import MainWindow
    from scorekeeper_app.common.settings import UiSettings
    from tests.ui.conftest import row_field, row_texts

    app = QApplication(sys.argv)
    store = Store()
    window = MainWindow(store, UiSettings(QSettings(os.environ["CHINESE_POKER_SETTINGS"], QSettings.Format.IniFormat)))
    window.show()
    window.open_session(store.create(Session("Crash night", ("P1", "P2", "P3", "P4"), "classic-1-6")))
    window.act.table.setChecked(True)
    app.processEvents()
    QTest.mouseClick(window.findChild(QCheckBox, "tableAtLaptop3"), Qt.MouseButton.LeftButton)
    QTest.mouseClick(row_field(window, "P4", "front"), Qt.MouseButton.LeftButton)
    for row in sys.argv[1:]:
        QTest.keyClicks(QApplication.focusWidget(), row)
    app.processEvents()
    print(row_texts(window, "P4"), flush=True)
    sys.stdin.readline()
""")
"""The app with table mode on: P4 ticked "Enter at the laptop" and P4's rows typed, then it waits to be killed."""


def test_the_laptops_ticks_and_typed_cards_survive_kill_9(qtbot, tmp_path, settings) -> None:  # type: ignore[no-untyped-def]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen([sys.executable, "-c", CHILD, *FOUR["P4"]], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == repr(FOUR["P4"])
    finally:
        os.kill(child.pid, signal.SIGKILL)  # no close event, no saving on the way out
        child.wait(timeout=30)
    with Store(Path(os.environ["CHINESE_POKER_STORE"])) as store:
        window = MainWindow(store, settings)
        qtbot.addWidget(window)
        window.open_session(store.open(store.list_sessions()[0].id))
        shown(qtbot, window)
        window.act.table.trigger()
        laptop = window.findChild(QCheckBox, "tableAtLaptop3")
        assert laptop is not None and laptop.isChecked()
        assert row_texts(window, "P4") == FOUR["P4"]
        assert [row_texts(window, p) for p in ("P1", "P2", "P3")] == [("", "", "")] * 3
        assert "at the laptop" in status(window, 3)
        qtbot.mouseClick(laptop, Qt.MouseButton.LeftButton)  # unticked: that too is kept at once
        window.act.table.trigger()
        window.act.table.trigger()
        laptop = window.findChild(QCheckBox, "tableAtLaptop3")
        assert laptop is not None and not laptop.isChecked()
        window.act.table.trigger()
        window.close()


def test_the_laptop_says_whom_it_waits_for_and_shows_a_second_device(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.act.table.trigger()
    summary = summary_of(window)
    assert summary.text() == ("Waiting for P1 (phone: waiting), P2 (phone: waiting), P3 (phone: waiting), "
                              "P4 (phone: waiting)")
    assert on_phone(window, "P1", qtbot, ready(FOUR["P1"]))["ready"] is True
    qtbot.waitUntil(lambda: "ready ✓" in status(window, 0))
    assert summary.text() == "Waiting for P2 (phone: waiting), P3 (phone: waiting), P4 (phone: waiting)"

    url = dict(window.table_urls())["P2"]
    joined, leave = threading.Event(), threading.Event()

    def two_devices() -> None:
        port, secret = int(url.split(":")[2].split("/")[0]), url.split("?k=")[1]
        phones = [SeatClient(port, secret), SeatClient(port, secret)]
        joined.set()
        leave.wait(timeout=30)
        for phone in phones:
            phone.close()

    thread = threading.Thread(target=two_devices)
    thread.start()
    try:
        qtbot.waitUntil(joined.is_set, timeout=10_000)
        qtbot.waitUntil(lambda: "2 devices on this seat" in status(window, 1), timeout=10_000)
    finally:
        leave.set()
        thread.join(timeout=30)
    qtbot.waitUntil(lambda: status(window, 1).endswith(" · no phone yet"), timeout=10_000)
    window.act.table.trigger()


def test_the_laptop_fits_1366_by_768_once_a_phone_has_joined(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Every code shows until the first phone joins; then every box, the picker and the results have room."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                                               "logicalDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", HOST_ENV: "127.0.0.1"}
    done = subprocess.run([sys.executable, "-m", "tests.ui.table_screen_fit", str(tmp_path / "table.png")], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120, check=True)
    seen = json.loads(done.stdout)
    assert seen["before"]["codes_shown"] == [True] * 4
    after = seen["after"]
    assert after["codes_shown"] == [False] * 4
    assert after["inside"] and after["clipped"] == [] and after["entry_scroll"] == 0 and after["score_shown"]
    assert after["resultTable"] >= 150 and after["pairTree"] >= 150  # the result lines, several rows each
