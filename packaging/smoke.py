"""Smoke checks of what a player installs: the wheel's entry point or the desktop bundle's executable.

    python packaging/smoke.py APP [--cli CLI]

APP is ``chinese-poker-scorekeeper`` as installed (``venv/bin/chinese-poker-scorekeeper``, or
``dist/chinese-poker-scorekeeper/chinese-poker-scorekeeper``); CLI is the ``scorekeeper`` command beside it
unless named. Each check runs APP or CLI as a process from a temporary folder, with its own store and
preferences, through FORMAT.md's launch contract:

- ``--help`` and ``--version`` print and exit 0 with no display; with no display and ``CHINESE_POKER_READY``
  set, the app prints its one-line error and exits 1;
- ``--table`` on a stored session prints each seat's line and ready, every seat's phone page answers over
  HTTP on 127.0.0.1 (and a wrong secret gets 403);
- a hint: ``scorekeeper solve`` of 13 cards whose best setting is forced, through the shipped solver tables;
- zh_CN loads: the app's own words (Qt catalogue) in its error line, and the core's (gettext) in the command
  line's refusal of a card used twice, the same as the checkout's.

Prints one line per check and ``smoke: all checks passed``; exits 1 at the first check that fails. Needs only
the standard library, and the checkout (for the session it stores and the words it expects): tests/ship/test_install.py
runs it on the installed wheel and .ci/run on the bundle.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the checkout's core (pure Python): it stores the session the app opens

PREFIX = "chinese-poker-scorekeeper: "
TIMEOUT = 90.0
HAND = "9s Ah 7d 9h Kh 2c 7s Qh 9d Jh 7h Th 9c"
"""Trips, quads and a royal flush: the best setting is forced (tests/core/solver/test_solver.py)."""
BEST = ("7s 7h 7d", "9s 9h 9d 9c 2c", "Ah Kh Qh Jh Th")


class SmokeFailed(Exception):
    """A check failed: the message says which and what was seen."""


def check(ok: bool, what: str) -> None:
    if not ok:
        raise SmokeFailed(what)


def environment(folder: Path, display: bool = True, **extra: str) -> dict[str, str]:
    """The process's environment: its own store and preferences, the table on 127.0.0.1, offscreen or no display."""
    env = {k: v for k, v in os.environ.items() if k not in (
        "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "CHINESE_POKER_READY", "PYTHONPATH", "LANGUAGE")}
    env.update(CHINESE_POKER_STORE=str(folder / "store.sqlite3"), CHINESE_POKER_SETTINGS=str(folder / "ui.ini"),
               CHINESE_POKER_TABLE_HOST="127.0.0.1", LC_ALL="C.UTF-8")
    if display:
        env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env


def run(command: Path, *args: str, env: dict[str, str], folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(command), *args], cwd=folder, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT, check=False)


def help_and_version(app: Path, folder: Path) -> str:
    env = environment(folder, display=False)
    done = run(app, "--help", env=env, folder=folder)
    check(done.returncode == 0 and done.stdout.startswith("usage: chinese-poker-scorekeeper"),
          f"--help: exit {done.returncode}, {done.stdout!r} {done.stderr!r}")
    done = run(app, "--version", env=env, folder=folder)
    from scorekeeper.version import __version__

    check((done.returncode, done.stdout) == (0, f"chinese-poker-scorekeeper {__version__}\n"),
          f"--version: exit {done.returncode}, {done.stdout!r} {done.stderr!r}")
    done = run(app, env={**env, "CHINESE_POKER_READY": "1"}, folder=folder)
    check(done.returncode == 1 and done.stdout.startswith(PREFIX + "error There is no display"),
          f"no display: exit {done.returncode}, {done.stdout!r} {done.stderr!r}")
    check(not (folder / "store.sqlite3").exists(), "--help, --version or no display touched the store")
    return f"--help, --version, no display: exit 0, 0, 1 ({done.stdout.strip()})"


def table_mode(app: Path, folder: Path) -> str:
    """Start ``APP --table`` on a stored session, read its seat lines up to ready, fetch every seat's page."""
    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store

    with Store(folder / "store.sqlite3") as store:
        store.create(Session("Smoke night", ("Ann", "Bob", "Cy", "Dee"), "classic-1-6"))
    with (folder / "app-stderr.txt").open("w", encoding="utf-8") as stderr:
        process = subprocess.Popen([str(app), "--table"], cwd=folder, stdout=subprocess.PIPE, stderr=stderr,
                                   text=True, env=environment(folder, CHINESE_POKER_READY="1"))
    try:
        lines = read_until_ready(process)
        seats = [line[len(PREFIX + "table "):].split(" ", 1) for line in lines if line.startswith(PREFIX + "table ")]
        check([name for name, _url in seats] == ["Ann", "Bob", "Cy", "Dee"], f"--table printed {lines}")
        for name, url in seats:
            check(url.startswith("http://127.0.0.1:") and "/seat?k=" in url, f"{name}'s URL is {url}")
            status, page = fetch(url)
            check(status == 200 and '<script id="words"' in page and "{{" not in page,
                  f"{name}'s page answered {status}: {page[:200]!r}")
        base, secret = seats[0][1].split("?k=")
        status, _page = fetch(f"{base}?k={'x' * len(secret)}")
        check(status == 403, f"a wrong secret got {status}, not 403")
        for script_name in ("table.js", "faces.js"):  # the seat's own script and the one it shares with the screen
            status, script = fetch(f"{base.rsplit('/', 1)[0]}/{script_name}?k={secret}")
            check(status == 200 and "qsTr(" in script, f"{script_name} answered {status}")
        return f"--table: {len(seats)} seats and ready; each phone page 200, a wrong secret 403 ({seats[0][1]})"
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=30)


def read_until_ready(process: subprocess.Popen[str]) -> list[str]:
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:  # a thread, so a silent app cannot hang the check past its deadline
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    seen: list[str] = []
    deadline = time.monotonic() + TIMEOUT
    while True:
        try:
            line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
        except queue.Empty:
            raise SmokeFailed(f"--table: no ready within {TIMEOUT:.0f} s after {seen}") from None
        if line is None:
            raise SmokeFailed(f"--table: the app stopped (exit {process.wait()}) after {seen}")
        if line == PREFIX + "ready":
            return seen
        check(not line.startswith(PREFIX + "error"), f"--table: {line}")
        seen.append(line)


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            return answer.status, answer.read().decode("utf-8")
    except urllib.error.HTTPError as e:
        return e.code, ""


def hint(cli: Path, folder: Path) -> str:
    done = run(cli, "solve", HAND, "--top", "1", env=environment(folder), folder=folder)
    check(done.returncode == 0, f"solve: exit {done.returncode}, {done.stderr.strip()}")
    best = json.loads(done.stdout)["settings"][0]
    check((best["front"], best["middle"], best["back"]) == BEST, f"solve: {best}")
    check(best["why"].startswith("Best: wins the front"), f"solve: {best['why']}")
    return f"hint: {' / '.join(BEST)}, worth {best['expected_units']} units"


def translation(code: str, context: str, source: str) -> str:
    """The checkout's translation of one of the app's words (what the shipped .qm was compiled from)."""
    for path in (ROOT / "resources" / "i18n").glob(f"*_{code}.ts"):
        for ctx in ET.parse(path).getroot().iter("context"):
            if ctx.findtext("name") == context:
                for message in ctx.iter("message"):
                    if message.findtext("source") == source:
                        return message.findtext("translation") or ""
    raise SmokeFailed(f"no {context}/{source} in the checkout's {code} catalogue")


def chinese(app: Path, cli: Path, folder: Path) -> str:
    """zh_CN chosen in the preferences: the app's error line in Chinese; the solver's row names in Chinese."""
    (folder / "ui.ini").write_text("[view]\nlanguage=zh_CN\n", encoding="utf-8")
    done = run(app, "--table", env=environment(folder, CHINESE_POKER_READY="1"), folder=folder)
    expected = translation("zh_CN", "TableMode", "Table mode needs an open session")
    check((done.returncode, done.stdout) == (1, f"{PREFIX}error {expected}。\n"),
          f"zh_CN: exit {done.returncode}, {done.stdout!r} (expected {expected!r})")
    env = environment(folder, LANGUAGE="zh_CN")
    done = run(cli, "solve", "As As Kd", env=env, folder=folder)
    source = subprocess.run([sys.executable, "-m", "scorekeeper", "solve", "As As Kd"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=TIMEOUT, check=False)
    check((done.returncode, done.stdout, done.stderr) == (2, "", source.stderr) and "一副牌" in done.stderr,
          f"zh_CN solve: exit {done.returncode}, {done.stderr!r} (the checkout says {source.stderr!r})")
    return f"zh_CN: the app says {expected}。 and the command line {done.stderr.strip()}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("app", type=Path, help="the chinese-poker-scorekeeper executable to check")
    parser.add_argument("--cli", type=Path, help="the scorekeeper command (default: the one beside APP)")
    args = parser.parse_args(argv)
    app = args.app.resolve()
    cli = (args.cli or app.with_name("scorekeeper")).resolve()
    checks = [("launch", lambda f: help_and_version(app, f)), ("table", lambda f: table_mode(app, f)),
              ("hint", lambda f: hint(cli, f)), ("zh_CN", lambda f: chinese(app, cli, f))]
    for name, run_check in checks:
        with tempfile.TemporaryDirectory(prefix=f"smoke-{name}-") as folder:
            try:
                print(f"smoke: {run_check(Path(folder))}", flush=True)
            except (SmokeFailed, OSError, subprocess.TimeoutExpired, ValueError, KeyError) as e:
                print(f"smoke: FAILED {name}: {e}", flush=True)
                stderr = Path(folder) / "app-stderr.txt"
                if stderr.exists():
                    print(stderr.read_text(encoding="utf-8")[-3000:], file=sys.stderr)
                return 1
    print("smoke: all checks passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
