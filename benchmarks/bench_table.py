"""Table mode under load, on 127.0.0.1 only: update latency, and the last Ready to the scored hand.

Run from the repository root:  python benchmarks/bench_table.py [--quick] [--repeat-deal]

1. Load: the table server (in this process's Qt event loop, as in the app) with 8 seats; 8 phone clients
   (threads, standard-library WebSocket) each send 100 updates of their own seat, one every 40 ms (a fast
   finger), each waiting for its answer. Prints how many were answered with the seat's state and the
   latency's median, 95th percentile and maximum.
2. Ready to scored: the real main window in table mode with auto-score on, 20 hands sent by four phone
   clients, each hand RULES F's four-player deal with the suits permuted (hand 1 as written, then the
   other orders of the four suits: a different deal each hand, as a real night deals, with the same
   units); the laptop-side time from the last Ready's arrival to the hand stored and every view updated
   (``TableMode.last_ready_to_scored``): median and maximum.
3. Under attack: the server with 4 seats while a stranger holds 48 half-sent requests open (127.0.0.2) and
   four loops ask for ``/nothing`` (127.0.0.3); a seated phone loads its page 50 times and sends 20
   updates. Prints how many were answered and their latency; what the flood got (404 or 429).

``--quick`` (CI): 4 clients x 10 updates 5 ms apart, and 4 hands. ``--repeat-deal`` sends RULES F's deal
unchanged every hand, so from hand 2 the app asks whether the hand was entered twice: the dialog watchdog
(``benchmarks/guard.py``) then stops the run and names the question, which ``tests/ship/test_benchmarks.py``
checks. Every wait has a deadline: a phone's socket 10 s, each batch of phones and each hand's scoring 30 s.

Exits with status 1 if any update goes unanswered, a hand is not scored or not scored as RULES F says, or the
phone is refused under attack, and with status 3 if a dialog appears.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
TMP = Path(tempfile.mkdtemp(prefix="bench-table-"))
os.environ["CHINESE_POKER_SETTINGS"] = str(TMP / "ui.ini")
os.environ["CHINESE_POKER_TABLE_HOST"] = "127.0.0.1"

FULL = {"clients": 8, "updates": 100, "pace": 0.040, "hands": 20}
QUICK = {"clients": 4, "updates": 10, "pace": 0.005, "hands": 4}
WAIT = 30.0  # seconds: the deadline of every batch of phones and of each hand's scoring
F_UNITS = {"P1": 3, "P2": 9, "P3": -13, "P4": 1}
FOUR = {
    "P1": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "P2": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
    "P3": ("Qc Jc 4s", "8h 8c 5s 5h 9c", "Ks Kh 3s 3h Js"),
    "P4": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"),
}


def message(rows: tuple[str, str, str], seq: int, hand: int = 1, ready: bool = False) -> dict[str, Any]:
    return {"type": "set", "seq": seq, "hand": hand, "rows": dict(zip(("front", "middle", "back"), rows, strict=True)),
            "surrender": False, "natural": None, "ready": ready}


def suits_permuted(order: str) -> dict[str, tuple[str, str, str]]:
    """RULES F's deal with spades, hearts, diamonds and clubs turned into the suits of ``order``."""
    turn = str.maketrans("shdc", order)
    return {seat: (front.translate(turn), middle.translate(turn), back.translate(turn))
            for seat, (front, middle, back) in FOUR.items()}


def deals(hands: int, repeat: bool) -> list[dict[str, tuple[str, str, str]]]:
    """One deal a hand: RULES F, then F with the suits in each other order (24 in all), or F every hand."""
    orders = ["shdc"] * hands if repeat else ["".join(p) for p in itertools.permutations("shdc")]
    if hands > len(orders):
        raise SystemExit(f"at most {len(orders)} different deals: {hands} hands asked for")
    return [suits_permuted(order) for order in orders[:hands]]


def run_threads(app: Any, threads: list[threading.Thread]) -> None:
    """Start the threads and run the event loop until they end; SystemExit if they pass the deadline."""
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + WAIT
    while any(t.is_alive() for t in threads):
        if time.monotonic() > deadline:
            print(f"the phones did not finish within {WAIT:g} s", flush=True)
            os._exit(1)  # a phone thread may still be blocked: do not wait for it
        app.processEvents()
        time.sleep(0.0005)


def load(app: Any, clients: int, updates: int, pace: float) -> bool:
    from PySide6.QtNetwork import QHostAddress

    from scorekeeper.rules import RuleSet
    from tests.ws_client import SeatClient

    from scorekeeper_app.phones.protocol import Table
    from scorekeeper_app.phones.seats import SeatKeys
    from scorekeeper_app.phones.server import TableServer

    names = [f"S{i + 1}" for i in range(clients)]
    keys = SeatKeys({name: f"{name}-secret-{'x' * 24}" for name in names})
    server = TableServer(Table(names, RuleSet(), 1, "bench-deal"), keys)
    problem = server.start(QHostAddress("127.0.0.1"))
    assert not problem, problem
    deck = [r + s for s in "shdc" for r in "23456789TJQKA"]
    latencies: list[float] = []
    answered = [0] * clients

    def phone(i: int) -> None:
        client = SeatClient(keys.http_port, keys.secrets[names[i]])
        mine = deck[i * 6:(i + 1) * 6]  # six cards of its own, no other seat's
        for n in range(updates):
            rows = (" ".join(mine[: n % 4]), " ".join(mine[4: 4 + n % 3]), "")
            start = time.perf_counter()
            client.send(message(rows, n + 1))
            answer = client.receive()
            latencies.append(time.perf_counter() - start)
            if answer.get("type") == "state" and answer.get("seq") == n + 1:
                answered[i] += 1
            time.sleep(pace)
        client.close()

    run_threads(app, [threading.Thread(target=phone, args=(i,), daemon=True) for i in range(clients)])
    server.stop()
    ms = sorted(x * 1000 for x in latencies)
    p95 = ms[int(0.95 * len(ms)) - 1]
    print(f"load: {clients} clients x {updates} updates, {sum(answered)}/{clients * updates} answered with their "
          f"seat's state; latency median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, max {ms[-1]:.2f} ms")
    return sum(answered) == clients * updates


def http_status(port: int, target: str, source: str) -> int:
    """One GET's status from a source address, 0 if the connection was refused or closed without an answer."""
    import socket

    try:
        with socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0)) as sock:
            sock.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            head = sock.recv(4096)
    except OSError:
        return 0
    return int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/1.1 ") else 0


def under_attack(app: Any) -> bool:
    import socket

    from PySide6.QtNetwork import QHostAddress

    from scorekeeper.rules import RuleSet
    from tests.ws_client import SeatClient

    from scorekeeper_app.phones.protocol import Table
    from scorekeeper_app.phones.seats import SeatKeys
    from scorekeeper_app.phones.server import TableServer

    names = list(FOUR)
    keys = SeatKeys({name: f"{name}-secret-{'y' * 24}" for name in names})
    server = TableServer(Table(names, RuleSet(), 1, "bench-deal"), keys)
    assert not server.start(QHostAddress("127.0.0.1"))
    port = keys.http_port
    held, done = threading.Event(), threading.Event()
    flood: list[int] = []
    loads: list[float] = []
    updates: list[float] = []
    statuses: list[int] = []

    def slowloris() -> None:
        idle = []
        for _ in range(48):
            sock = socket.create_connection(("127.0.0.1", port), timeout=30, source_address=("127.0.0.2", 0))
            sock.sendall(b"GET /seat?k=")
            idle.append(sock)
        held.set()
        done.wait(timeout=120)
        for sock in idle:
            sock.close()

    def nothing() -> None:
        for _ in range(5000):
            if done.is_set():
                return
            flood.append(http_status(port, "/nothing", "127.0.0.3"))

    def phone() -> None:
        held.wait(timeout=60)
        try:
            for _ in range(50):
                start = time.perf_counter()
                statuses.append(http_status(port, f"/seat?k={keys.secrets['P1']}", "127.0.0.1"))
                loads.append(time.perf_counter() - start)
            client = SeatClient(port, keys.secrets["P1"])
            for n in range(20):
                start = time.perf_counter()
                client.send(message(FOUR["P1"], n + 1))
                if client.receive().get("seq") == n + 1:
                    updates.append(time.perf_counter() - start)
            client.close()
        finally:
            done.set()

    run_threads(app, [threading.Thread(target=slowloris), *(threading.Thread(target=nothing) for _ in range(4)),
                      threading.Thread(target=phone)])
    server.stop()
    ms = sorted(x * 1000 for x in loads)
    print(f"under attack (48 half requests held, 4 loops of /nothing): {statuses.count(200)}/50 page loads answered "
          f"200, median {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms; {len(updates)}/20 updates answered, "
          f"median {statistics.median(x * 1000 for x in updates or [0]):.1f} ms; the flood got "
          f"{flood.count(404)} × 404 and {flood.count(429)} × 429")
    return statuses.count(200) == 50 and len(updates) == 20


def ready_to_scored(app: Any, hands: int, repeat: bool) -> bool:
    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store
    from tests.ws_client import SeatClient

    from scorekeeper_app.common.settings import UiSettings
    from scorekeeper_app.phones.seats import set_auto_score
    from scorekeeper_app.shell.main_window import MainWindow

    store = Store(TMP / "store.sqlite3")
    window = MainWindow(store, UiSettings())
    window.show()
    window.open_session(store.create(Session("Bench", tuple(FOUR), "classic-1-6")))
    set_auto_score(True)
    window.start_table()
    urls = dict(window.table_urls())
    port = int(urls["P1"].split(":")[2].split("/")[0])
    times: list[float] = []
    for hand, deal in enumerate(deals(hands, repeat), start=1):
        sent: dict[str, Any] = {}

        def phones(hand: int = hand, deal: dict[str, Any] = deal, sent: dict[str, Any] = sent) -> None:
            for seat, rows in deal.items():
                client = SeatClient(port, urls[seat].split("?k=")[1])
                client.send(message(rows, 1, hand, ready=True))
                sent[seat] = client.receive()
                client.close()

        run_threads(app, [threading.Thread(target=phones, daemon=True)])
        deadline = time.monotonic() + WAIT
        while window.session is not None and window.session.hand_count < hand and time.monotonic() < deadline:
            app.processEvents()
        took = window.page.table.last_ready_to_scored
        if window.session is None or window.session.hand_count != hand or took is None:
            print(f"hand {hand} was not scored: {sent}")
            return False
        times.append(took * 1000)
    units = [{n: int(u) for n, u in played.units.items()} for played in window.session.hands]
    window.page.stop_table()
    window.close()
    store.close()
    wrong = [f"hand {n}: {u}" for n, u in enumerate(units, start=1) if u != F_UNITS]
    print(f"last Ready to scored hand (laptop side, auto-score on, {hands} hands of RULES F with the suits "
          f"permuted, units {units[0]} each): median {statistics.median(times):.1f} ms, max {max(times):.1f} ms")
    if wrong:
        print(f"units not RULES F's {F_UNITS}: {'; '.join(wrong)}")
    return not wrong


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer clients, updates and hands (CI)")
    parser.add_argument("--repeat-deal", action="store_true", help="RULES F's deal unchanged every hand")
    args = parser.parse_args()
    size = QUICK if args.quick else FULL
    from PySide6.QtWidgets import QApplication

    from benchmarks.guard import fail_on_dialogs

    app = QApplication(sys.argv[:1])
    watchdog = fail_on_dialogs(app)
    ok = load(app, size["clients"], size["updates"], size["pace"])
    ok = ready_to_scored(app, size["hands"], args.repeat_deal) and ok
    ok = under_attack(app) and ok
    watchdog.stop()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
