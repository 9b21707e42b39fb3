"""`scorekeeper settle SESSION.json -o OUT.pdf` (FORMAT.md): the app's one-page settle-up PDF, from a script."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.night.session import Session
from tests.core.night.test_session_file import friday

from scorekeeper_app.results.settle_dialog import write_settle_pdf

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils (pdftotext) is not installed")


def settle(*args: str | Path, language: str = "en") -> subprocess.CompletedProcess[str]:
    """The command in a fresh process with no display and no Qt platform chosen, as a league script runs it."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return subprocess.run([sys.executable, "-m", "scorekeeper", "settle", *map(str, args)], capture_output=True,
                          text=True, timeout=120, check=False, env={**env, "LANGUAGE": language})


def text_of(pdf: Path) -> list[str]:
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return [line.strip() for line in out.splitlines() if line.strip()]


def test_settle_writes_the_apps_pdf_without_a_display(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    source = tmp_path / "friday.json"
    source.write_text(json.dumps(friday()), encoding="utf-8")
    proc = settle(source, "-o", tmp_path / "night.pdf")
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "", "")
    lines = text_of(tmp_path / "night.pdf")
    assert lines[0] == "Friday game"
    # FORMAT.md's session example scored as tests/core/night/test_session_file.py pins it (RULES E4: fewest payments)
    assert lines[4:7] == ["P4 pays P2 $165.00", "P3 pays P1 $110.00", "P3 pays P2 $45.00"]
    app = write_settle_pdf(Session.from_file(source), tmp_path / "app.pdf")  # the dialog's Save as PDF
    assert text_of(app) == lines
    info = subprocess.run(["pdfinfo", str(tmp_path / "night.pdf")], capture_output=True, text=True, check=True)
    fields = dict(line.split(":", 1) for line in info.stdout.splitlines())
    assert (fields["Pages"].strip(), fields["Title"].strip()) == ("1", "Friday game — settle-up")
    assert fields["Page size"].strip() == "297 x 420 pts"  # A6, as the app's Save as PDF


def test_settle_speaks_the_environments_language(tmp_path: Path) -> None:
    source = tmp_path / "friday.json"
    source.write_text(json.dumps(friday()), encoding="utf-8")
    assert settle(source, "-o", tmp_path / "vi.pdf", language="vi").returncode == 0
    assert "P4 trả P2 $165,00" in text_of(tmp_path / "vi.pdf")


@pytest.mark.parametrize(("target", "status", "message"), [
    ("night.txt", 2, "scorekeeper: The settle-up is a PDF: {tmp}/night.txt must end in .pdf.\n"),
    ("missing/night.pdf", 1, "scorekeeper: Cannot write {tmp}/missing/night.pdf: the folder {tmp}/missing does not "
                             "exist.\n"),
    ("folder.pdf", 1, "scorekeeper: Cannot write {tmp}/folder.pdf: it is a folder.\n"),
])
def test_a_target_that_cannot_be_written_is_one_sentence(tmp_path: Path, target: str, status: int,
                                                         message: str) -> None:
    source = tmp_path / "friday.json"
    source.write_text(json.dumps(friday()), encoding="utf-8")
    (tmp_path / "folder.pdf").mkdir()
    proc = settle(source, "-o", tmp_path / target)
    assert (proc.returncode, proc.stdout, proc.stderr) == (status, "", message.format(tmp=tmp_path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder.pdf", "friday.json"]


def test_a_bad_session_file_is_refused_before_any_pdf(tmp_path: Path) -> None:
    source = tmp_path / "friday.json"
    source.write_text(json.dumps({**friday(), "version": 2}), encoding="utf-8")
    proc = settle(source, "-o", tmp_path / "night.pdf")
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.startswith("scorekeeper: This session file is version 2, newer than this app reads")
    assert not (tmp_path / "night.pdf").exists()
