"""A real full disk for the store's edge tests: a 1 MiB tmpfs mounted for one test (root only), and its filler."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def mounted(tmp_path: Path) -> Iterator[Path]:
    """A 1 MiB tmpfs at ``tmp_path/tiny`` (the test is skipped where it cannot be mounted), unmounted after."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tiny tmpfs needs root")
    disk = tmp_path / "tiny"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(disk)], capture_output=True,
                      check=False, timeout=30).returncode != 0:
        pytest.skip("this machine cannot mount a tmpfs")
    try:
        yield disk
    finally:
        if subprocess.run(["umount", str(disk)], check=False, timeout=30).returncode != 0:
            subprocess.run(["umount", "-l", str(disk)], check=False, timeout=30)  # busy: detached all the same


def fill(disk: Path) -> None:
    """Fill the disk to its last byte."""
    fd = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 1024)
    except OSError:
        pass
    finally:
        os.close(fd)
