"""The laptop's side of table mode, in process: seats show progress only, then the hand fills the entry."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QToolButton

from tests.ui.conftest import FOUR, entry_of, row_field, row_texts
from tests.ws_client import SeatClient

from scorekeeper_app.phones.seats import HOST_ENV
from scorekeeper_app.shell.main_window import MainWindow


@pytest.fixture(autouse=True)
def localhost(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOST_ENV, "127.0.0.1")


def phone(window: MainWindow, seat: str, message: dict[str, Any], qtbot: Any) -> dict[str, Any]:
    """One phone message from another thread, the app's event loop running meanwhile; returns the answer."""
    urls = dict(window.table_urls())
    port = int(urls[seat].split(":")[2].split("/")[0])
    secret = urls[seat].split("?k=")[1]
    answer: dict[str, Any] = {}

    def run() -> None:
        client = SeatClient(port, secret)
        client.send(message)
        answer.update(client.receive())
        client.close()

    thread = threading.Thread(target=run)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10000)
    return answer


def ready(rows: tuple[str, str, str]) -> dict[str, Any]:
    return {"type": "set", "seq": 1, "hand": 1, "rows": dict(zip(("front", "middle", "back"), rows, strict=True)),
            "surrender": False, "natural": None, "ready": True}


def status(window: MainWindow, i: int) -> str:
    label = window.findChild(QLabel, f"tableSeatStatus{i}")
    assert label is not None
    return label.accessibleName()


def test_no_cards_before_everyone_is_ready_then_the_entry_and_score(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """RULES F's deal, three phones and one seat typed at the laptop: 1-6 gives +3 +9 −13 +1."""
    window = make_window()
    buttons = [b for b in window.findChildren(QToolButton) if b.defaultAction() is window.act.table]
    assert len(buttons) == 1
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert window.act.table.isChecked()
    assert [status(window, i) for i in range(4)] == ["waiting"] * 4
    code = window.findChild(QLabel, "tableSeatCode0")
    assert code is not None and code.pixmap().width() > 100

    laptop = window.findChild(QCheckBox, "tableAtLaptop3")
    assert laptop is not None
    qtbot.mouseClick(laptop, Qt.MouseButton.LeftButton)  # P4 has no phone: typed at the laptop
    assert status(window, 3) == "at the laptop"
    for i, seat in enumerate(("P1", "P2")):
        answer = phone(window, seat, ready(FOUR[seat]), qtbot)
        assert answer["ready"] is True
        qtbot.waitUntil(lambda i=i: status(window, i) == "ready ✓")
    assert entry_of(window).is_blank()  # no peeking: two of three phones ready, nothing on the laptop's screen
    qtbot.mouseClick(row_field(window, "P4", "front"), Qt.MouseButton.LeftButton)
    for row_text in FOUR["P4"]:  # typed as the host does; a full row moves the keyboard on
        qtbot.keyClicks(QApplication.focusWidget(), row_text)
    assert row_texts(window, "P1") == ("", "", "")
    phone(window, "P3", ready(FOUR["P3"]), qtbot)
    qtbot.waitUntil(lambda: row_texts(window, "P3") == FOUR["P3"])
    assert row_texts(window, "P1") == FOUR["P1"]
    assert row_texts(window, "P4") == FOUR["P4"]
    assert window.session is not None and window.session.hand_count == 0  # auto-score is off: the host scores
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.session.hand_count == 1
    assert {n: int(u) for n, u in window.session.hands[0].units.items()} == {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
    assert [status(window, i) for i in range(3)] == ["waiting"] * 3  # hand 2 starts empty on every phone
    window.act.table.trigger()
    assert not window.act.table.isChecked()
