"""Exports under attack (issue 14): formula injection through the CSV, a full disk, an export killed mid-way.

The CSV test needs LibreOffice (``soffice``), as tests/core/export/test_export_libreoffice.py does.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from openpyxl import load_workbook

from scorekeeper.export.csv_file import csv_text
from scorekeeper.export.files import LOCK_NAME, sweep_stale
from scorekeeper.export.session_export import export_session
from tests.core.export.test_export import friday, long_session

ROOT = Path(__file__).resolve().parents[3]
ATTACKS = ('=HYPERLINK("http://x","click")', "=1+1", "+cmd|' /C calc'!A0", "@SUM(1)")
"""The player names of issue 14 point 3, each a live formula if a spreadsheet reads the CSV raw."""


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


# -- CSV injection (issue 14 point 3) ---------------------------------------------------------------------


def test_csv_text_neutralises_what_owasp_lists() -> None:
    assert [csv_text(t) for t in ("=1+1", "+1", "-1+2", "@SUM(1)", "\tx", "\rx", "Ann", "Zoë", "")] == [
        "'=1+1", "'+1", "'-1+2", "'@SUM(1)", "'\tx", "'\rx", "Ann", "Zoë", ""]


def libreoffice_cells(csv_files: list[Path], folder: Path) -> dict[str, list[tuple[str, object, str]]]:
    """Each CSV as LibreOffice opens it with formula evaluation on, saved as xlsx: (cell, value, type)."""
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        pytest.fail("LibreOffice is needed to open the CSV, but soffice is not on PATH")
    out = folder / "opened"
    # Comma, double quote, UTF-8, from line 1, ..., token 13 "evaluate formulas" on: the riskiest way to open it.
    command = [soffice, f"-env:UserInstallation={(folder / 'lo-profile').as_uri()}", "--headless", "--norestore",
               "--infilter=CSV:44,34,76,1,,1033,false,true,false,false,false,-1,true",
               "--convert-to", "xlsx", "--outdir", str(out), *map(str, csv_files)]
    subprocess.run(command, capture_output=True, text=True, timeout=240, check=False)
    books = {}
    for file in csv_files:
        ws = load_workbook(out / f"{file.stem}.xlsx").active
        books[file.stem] = [(c.coordinate, c.value, c.data_type) for row in ws.iter_rows() for c in row
                            if c.value is not None]
    return books


def test_player_names_never_become_formulas_in_libreoffice(tmp_path: Path) -> None:
    names = (*ATTACKS[:3], ATTACKS[3])
    export_session(friday(names), tmp_path / "night.csv")
    raw = tmp_path / "raw.csv"  # the harness can see a formula: the same names written as they were
    raw.write_text("Player,Units\n" + "".join(f'"{n.replace(chr(34), chr(34) * 2)}",3\n' for n in names),
                   encoding="utf-8")
    opened = libreoffice_cells([tmp_path / "night.csv", raw], tmp_path)
    # Raw, the two "=" names become live formulas (LibreOffice reads "+cmd|..." and "@SUM(1)" as text).
    assert [value for _, value, kind in opened["raw"] if kind == "f"] == ['=HYPERLINK("http://x","click")', "=1+1"]
    night = opened["night"]
    assert [c for c in night if c[2] == "f"] == []
    players = [value for coordinate, value, _ in night if coordinate.startswith("C")][1:5]
    assert players == ["'" + n for n in names]  # shown as typed, after a visible quote
    units = [value for coordinate, value, _ in night if coordinate.startswith("Q")][1:5]
    assert units == [3, 9, -13, 1]  # negative numbers stay numbers (RULES F)


# -- a full disk and a killed export (issue 14 point 10) -------------------------------------------------------


@pytest.fixture
def big_session_file(tmp_path: Path) -> Path:
    path = tmp_path / "long.json"
    path.write_text(json.dumps(long_session(300).to_json()), encoding="utf-8")
    return path


def can_mount_tmpfs() -> bool:
    if not shutil.which("unshare"):
        return False
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"],
                           capture_output=True, check=False)
    return probe.returncode == 0


@pytest.mark.skipif(not can_mount_tmpfs(), reason="needs unshare to mount a small tmpfs (a disk that fills)")
def test_a_full_disk_gives_one_sentence_and_leaves_nothing(big_session_file: Path, tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    script = ('mount -t tmpfs -o size=96k tmpfs "$1" && cd "$4" && "$2" -m scorekeeper export "$3" -o "$1/night.xlsx"; '
              'echo "exit $?"; ls -A "$1"')
    done = subprocess.run(["unshare", "-rm", "sh", "-c", script, "sh", str(disk), sys.executable,
                           str(big_session_file), str(ROOT)], capture_output=True, text=True, timeout=120, check=False)
    assert done.stderr == f"scorekeeper: Cannot write {disk}/night.xlsx: the disk is full.\n"
    assert done.stdout == "exit 1\n"  # and nothing left on the disk


def test_a_file_size_limit_gives_one_sentence_and_leaves_nothing(big_session_file: Path, tmp_path: Path) -> None:
    """The same failure through another door: every write past 200 kB fails (EFBIG), in any file."""
    code = ("import resource, signal, sys; signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
            "resource.setrlimit(resource.RLIMIT_FSIZE, (200_000, 200_000)); "
            "from scorekeeper.cli import main; sys.exit(main(sys.argv[1:]))")
    target = tmp_path / "night.xlsx"
    done = subprocess.run([sys.executable, "-c", code, "export", str(big_session_file), "-o", str(target)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"scorekeeper: Cannot write {target}: the file is larger than this system allows.\n"
    assert leftovers(tmp_path) == [] and not target.exists()


def test_exports_killed_mid_way_are_swept_by_the_next(big_session_file: Path, tmp_path: Path) -> None:
    target = tmp_path / "night.xlsx"
    code = ("import sys; from scorekeeper.night.session import Session; import json; "
            "from scorekeeper.export.session_export import export_session; "
            "s = Session.from_json(json.load(open(sys.argv[1])))\nwhile True: export_session(s, sys.argv[2])")
    for _ in range(4):
        proc = subprocess.Popen([sys.executable, "-c", code, str(big_session_file), str(target)], cwd=ROOT)
        deadline = time.monotonic() + 60
        while not any((p / LOCK_NAME).exists() for p in tmp_path.glob(".night.xlsx.*.tmp")):
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.01)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert leftovers(tmp_path), "no export was killed inside its working folder"
    export_session(friday(), target)
    assert leftovers(tmp_path) == []
    assert load_workbook(target)["Summary"]["B9"].value == "Bob"


def test_a_running_export_is_never_swept(tmp_path: Path) -> None:
    """A working folder whose lock is held (here by another open file, as another process would) stays."""
    live, dead, other = (tmp_path / n for n in (".a.xlsx.abcd1234.tmp", ".b.csv.efgh5678.tmp", ".c.xlsx.ijkl9012.tmp"))
    for folder in (live, dead, other):
        folder.mkdir()
        (folder / "a.xlsx").write_bytes(b"half")
    (live / LOCK_NAME).touch()
    (dead / LOCK_NAME).touch()  # `other` has no lock file: not ours, or not yet started
    fd = os.open(live / LOCK_NAME, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        assert sweep_stale(tmp_path) == [dead.name]
    finally:
        os.close(fd)
    assert leftovers(tmp_path) == sorted([live.name, other.name])
    assert sweep_stale(tmp_path) == [live.name]
