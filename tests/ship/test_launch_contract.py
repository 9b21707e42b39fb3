"""The desktop app's launch contract (FORMAT.md), each line checked by starting the app as a process.

``--help`` and ``--version`` print and exit without Qt; a start that cannot reach ready prints
``chinese-poker-scorekeeper: error SENTENCE`` and exits 1 with ``CHINESE_POKER_READY`` set, and without it
says the sentence on the terminal when there is no display. Nothing is lost: a store that cannot be opened
is left as it was.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.version import __version__
from tests.deals import FOUR

ROOT = Path(__file__).resolve().parents[2]
ERROR = "chinese-poker-scorekeeper: error "
NO_DISPLAY = ("There is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set): "
              "start the app from a desktop session.")


def launch(folder: Path, *args: str, display: bool = True, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m scorekeeper_app ARGS`` with its store and preferences in ``folder``; offscreen when ``display``."""
    base = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "CHINESE_POKER_READY")}
    base.update(CHINESE_POKER_STORE=str(folder / "store.sqlite3"), CHINESE_POKER_SETTINGS=str(folder / "ui.ini"),
                CHINESE_POKER_TABLE_HOST="127.0.0.1")
    if display:
        base["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run([sys.executable, "-m", "scorekeeper_app", *args], cwd=ROOT, env={**base, **env},
                          capture_output=True, text=True, timeout=90, check=False)


@pytest.mark.parametrize("ready", ["", "1"])
def test_help_prints_usage_without_a_display_or_a_store(tmp_path: Path, ready: str) -> None:
    done = launch(tmp_path, "--help", display=False, **({"CHINESE_POKER_READY": ready} if ready else {}))
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines()[0] == "usage: chinese-poker-scorekeeper [--table] [--help] [--version]"
    assert "  --table     open the last session with table mode on" in done.stdout
    assert list(tmp_path.iterdir()) == []  # neither the store nor the preferences were touched


def test_version_prints_the_packages_version(tmp_path: Path) -> None:
    done = launch(tmp_path, "--version", display=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, f"chinese-poker-scorekeeper {__version__}\n", "")
    assert list(tmp_path.iterdir()) == []


def test_no_display_with_ready_is_the_error_line(tmp_path: Path) -> None:
    """Before, Qt aborted (exit 134) saying libxcb-cursor0 was needed."""
    done = launch(tmp_path, display=False, CHINESE_POKER_READY="1")
    assert (done.returncode, done.stdout) == (1, ERROR + NO_DISPLAY + "\n")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("platform", [None, "xcb", "wayland;xcb"])
def test_no_display_without_ready_is_said_on_the_terminal(tmp_path: Path, platform: str | None) -> None:
    done = launch(tmp_path, display=False, **({"QT_QPA_PLATFORM": platform} if platform else {}))
    assert (done.returncode, done.stdout, done.stderr) == (1, "", ERROR + NO_DISPLAY + "\n")


def test_a_platform_named_on_the_command_line_needs_no_display(tmp_path: Path) -> None:
    """Qt's own ``-platform offscreen`` argument counts like QT_QPA_PLATFORM: the app starts and is ready."""
    done = launch(tmp_path, "-platform", "offscreen", display=False, CHINESE_POKER_READY="quit")
    assert (done.returncode, done.stdout) == (0, "chinese-poker-scorekeeper: ready\n"), done.stderr


def test_a_store_in_use_is_the_error_line_and_no_dialog_waits(tmp_path: Path) -> None:
    folder = tmp_path / "odd\nfolder"  # a control character in the path must not break the line
    folder.mkdir()
    with Store(folder / "store.sqlite3"):
        done = launch(folder, CHINESE_POKER_READY="1")
    assert done.returncode == 1
    (line,) = done.stdout.splitlines()
    # This test's own process holds the store, and it is not the app: the sentence names what holds it.
    assert line == (f"{ERROR}The session store {tmp_path}/odd folder/store.sqlite3 is in use by another program "
                    f"(process {os.getpid()}); try again when it has finished.")


def test_an_unopenable_store_is_the_error_line_and_is_left_as_it_was(tmp_path: Path) -> None:
    junk = b"not a database at all, " * 200
    (tmp_path / "store.sqlite3").write_bytes(junk)
    done = launch(tmp_path, CHINESE_POKER_READY="1")
    assert done.returncode == 1
    (line,) = done.stdout.splitlines()
    assert line.startswith(f"{ERROR}The session store {tmp_path}/store.sqlite3 is damaged or not a database")
    assert (tmp_path / "store.sqlite3").read_bytes() == junk
    assert sorted(p.name for p in tmp_path.iterdir()) == ["store.sqlite3"]  # nothing moved aside


def test_table_mode_without_a_session_is_the_error_line(tmp_path: Path) -> None:
    done = launch(tmp_path, "--table", CHINESE_POKER_READY="1")
    assert (done.returncode, done.stdout) == (1, f"{ERROR}Table mode needs an open session.\n")


def test_table_mode_for_criss_cross_is_the_error_line(tmp_path: Path) -> None:
    with Store(tmp_path / "store.sqlite3") as store:
        store.create(Session("Double night", ("Ann", "Bob"), "criss-cross"))
    done = launch(tmp_path, "--table", CHINESE_POKER_READY="1")
    assert (done.returncode, done.stdout) == (
        1, f"{ERROR}Table mode is not for criss-cross: each player sets two hands, so enter them at the laptop.\n")


def test_table_mode_that_starts_prints_each_seat_then_ready(tmp_path: Path) -> None:
    with Store(tmp_path / "store.sqlite3") as store:
        store.create(Session("Table night", tuple(FOUR), "classic-1-6"))
    done = launch(tmp_path, "--table", CHINESE_POKER_READY="quit")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "chinese-poker-scorekeeper: session Table night, 0 hands"
    assert [line.split(" ")[2] for line in lines[1:5]] == ["P1", "P2", "P3", "P4"]
    assert all(line.startswith("chinese-poker-scorekeeper: table ") and " http://127.0.0.1:" in line
               for line in lines[1:5])
    assert lines[5:] == ["chinese-poker-scorekeeper: ready"]


@pytest.mark.skipif(os.geteuid() == 0 and shutil.which("setpriv") is None, reason="needs setpriv to drop root")
def test_a_read_only_store_still_reaches_ready() -> None:
    """Opened read-only (a read-only folder), the app reaches ready: its notice waits in no dialog.

    Run as an unprivileged user, since root may write anywhere (before, the app waited on the notice's dialog).
    """
    outer = Path(tempfile.mkdtemp(prefix="cpsk-launch-"))  # pytest's own folders are private to root
    outer.chmod(0o777)
    folder = outer / "shelf"
    folder.mkdir()
    with Store(folder / "store.sqlite3") as store:
        store.create(Session("Friday game", tuple(FOUR), "classic-1-6"))
    folder.chmod(0o555)
    nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.geteuid() == 0 else []
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", CHINESE_POKER_READY="quit", HOME=str(outer),
               CHINESE_POKER_STORE=str(folder / "store.sqlite3"), CHINESE_POKER_SETTINGS=str(outer / "ui.ini"))
    try:
        done = subprocess.run([*nobody, sys.executable, "-m", "scorekeeper_app"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=90, check=False)
    finally:
        folder.chmod(0o755)
        shutil.rmtree(outer)
    assert (done.returncode, done.stdout.splitlines()) == (
        0, ["chinese-poker-scorekeeper: session Friday game, 0 hands", "chinese-poker-scorekeeper: ready"]), done.stderr
