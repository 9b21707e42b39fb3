"""What a user installs: the wheel, built from this checkout and installed non-editable into a fresh venv.

`installed_wheel` (a session fixture in tests/conftest.py) builds it once per test run. Everything run through
it runs outside the checkout (its working folder is a temporary one), so nothing can come from the source tree.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# The test runner's own packages, so that tests/contract can run with pytest from the installed wheel.
RUNNER = ("pytest>=8", "hypothesis>=6.100")


@dataclass(frozen=True)
class Installed:
    """The built wheel and the fresh venv it is installed in (with pytest and hypothesis beside it)."""

    wheel: Path
    env: Path
    work: Path

    @property
    def bin(self) -> Path:
        return self.env / "bin"

    def run(self, command: str, *args: str | Path, check: bool = True, timeout: float = 300,
            **kw: Any) -> subprocess.CompletedProcess[str]:
        """Run one of the venv's commands (``python``, ``scorekeeper``, ...) from the work folder."""
        kw.setdefault("cwd", self.work)
        env = {**os.environ, **kw.pop("env", {})}
        env.pop("PYTHONPATH", None)
        proc = subprocess.run([str(self.bin / command), *map(str, args)], capture_output=True, text=True,
                              timeout=timeout, check=False, env=env, **kw)
        if check:
            assert proc.returncode == 0, f"{command} {args} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"
        return proc


def _run(*args: str | Path) -> None:
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=900, check=False)
    assert proc.returncode == 0, f"{args} failed:\n{proc.stdout}\n{proc.stderr}"


def clean_copy(target: Path) -> Path:
    """The checkout's files as a fresh clone would have them (with any edits not yet committed), in ``target``.

    Building in the checkout would reuse whatever an earlier build left in build/lib, and setuptools only
    ever adds to it: a file dropped from the package data would still ship.
    """
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, check=True, timeout=60).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():  # a tracked file deleted in the working tree is not part of the build
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def build_and_install(base: Path) -> Installed:
    """Build the wheel from a clean copy of the checkout, make a fresh venv under ``base`` and install it there."""
    wheels = base / "wheels"
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", wheels, clean_copy(base / "source"))
    (wheel,) = wheels.glob("chinese_poker_scorekeeper-*.whl")
    env = base / "venv"
    venv.create(env, with_pip=True)
    _run(env / "bin" / "python", "-m", "pip", "install", "-q", wheel, *RUNNER)
    work = base / "work"
    work.mkdir()
    return Installed(wheel=wheel, env=env, work=work)
