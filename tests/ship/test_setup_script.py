"""The README's two commands: ./setup.sh app and ./setup.sh test, run by CI verbatim.

setup.sh asks sudo for apt-get only when it is not root: a root shell in a container often has no sudo. Its
choices are checked with stand-in `sudo` and `apt-get` commands on a PATH of their own, which record how they
were called and then fail, so nothing is installed and the script stops at its first apt-get.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SETUP = ROOT / "setup.sh"
NOBODY = [shutil.which("setpriv") or "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


def readme_commands() -> list[str]:
    """The indented command lines of the README's Set up section."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Set up\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^    (\S.*)$", section, re.M)


def test_the_readme_shows_two_commands_and_ci_runs_the_test_one_verbatim() -> None:
    assert readme_commands() == ["./setup.sh app", "./setup.sh test"]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert "./setup.sh test" in ci
    assert os.access(SETUP, os.X_OK) and os.access(ROOT / ".ci" / "run", os.X_OK)


@pytest.fixture
def bin_dir() -> Iterator[Path]:
    """A PATH with only what setup.sh needs before its first apt-get, readable by an unprivileged user."""
    folder = Path(tempfile.mkdtemp(prefix="cpsk-setup-"))  # pytest's own folders are private to root
    folder.chmod(0o777)
    (folder / "bin").mkdir(mode=0o755)
    for tool in ("id", "dirname", "env"):
        found = shutil.which(tool)
        assert found, tool
        (folder / "bin" / tool).symlink_to(found)
    yield folder
    shutil.rmtree(folder)


def stand_in(folder: Path, name: str) -> None:
    """A command that records its arguments in folder/NAME.log and fails."""
    script = folder / "bin" / name
    script.write_text(f'#!/bin/sh\necho "$*" >> {folder}/{name}.log\nexit 1\n', encoding="utf-8")
    script.chmod(0o755)


def setup_sh(folder: Path, *args: str, unprivileged: bool) -> subprocess.CompletedProcess[str]:
    prefix = NOBODY if unprivileged and os.geteuid() == 0 else []
    return subprocess.run([*prefix, "/bin/bash", str(SETUP), *args], env={"PATH": str(folder / "bin")},
                          capture_output=True, text=True, timeout=60, check=False)


def logged(folder: Path, name: str) -> list[str]:
    log = folder / f"{name}.log"
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def test_without_a_choice_it_says_which_two_there_are(bin_dir: Path) -> None:
    done = setup_sh(bin_dir, unprivileged=False)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("setup.sh: say what to set up: ./setup.sh app (install and start the app) or "
                           "./setup.sh test (run the tests)\n")


@pytest.mark.skipif(os.geteuid() != 0, reason="root's path: run the suite as root to check it")
def test_as_root_apt_get_runs_without_sudo(bin_dir: Path) -> None:
    stand_in(bin_dir, "sudo")
    stand_in(bin_dir, "apt-get")
    done = setup_sh(bin_dir, "app", unprivileged=False)
    assert done.returncode == 1
    assert logged(bin_dir, "apt-get") == ["update -q"]
    assert logged(bin_dir, "sudo") == []


@pytest.mark.skipif(os.geteuid() == 0 and shutil.which("setpriv") is None, reason="needs setpriv to drop root")
def test_a_user_goes_through_sudo(bin_dir: Path) -> None:
    stand_in(bin_dir, "sudo")
    stand_in(bin_dir, "apt-get")
    done = setup_sh(bin_dir, "test", unprivileged=True)
    assert done.returncode == 1
    assert logged(bin_dir, "sudo") == ["env DEBIAN_FRONTEND=noninteractive apt-get update -q"]
    assert logged(bin_dir, "apt-get") == []


@pytest.mark.skipif(os.geteuid() == 0 and shutil.which("setpriv") is None, reason="needs setpriv to drop root")
def test_a_user_without_sudo_is_told_in_one_sentence(bin_dir: Path) -> None:
    stand_in(bin_dir, "apt-get")
    done = setup_sh(bin_dir, "app", unprivileged=True)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "setup.sh: installing the system packages needs root: run this as root, or install sudo\n"
    assert logged(bin_dir, "apt-get") == []
