"""The contract suite (tests/contract) run as a league scripter meets the package: from the installed wheel.

The folder is copied out of the checkout and run with the pytest of the wheel's own venv, so every name it
uses must be there as shipped (issue 30: "so that the next internal move cannot break a script again").
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.installed import Installed

CONTRACT = Path(__file__).resolve().parents[1] / "contract"


@pytest.mark.slow
def test_the_contract_suite_passes_against_the_installed_wheel(installed_wheel: Installed, tmp_path: Path) -> None:
    copied = tmp_path / "contract"
    shutil.copytree(CONTRACT, copied, ignore=shutil.ignore_patterns("__pycache__"))
    proc = installed_wheel.run("pytest", "-q", "-p", "no:cacheprovider", "-rA", copied, check=False, timeout=900,
                               env={"SCOREKEEPER_CONTRACT_WHEEL": "1", "QT_QPA_PLATFORM": "offscreen"})
    report = proc.stdout + proc.stderr
    assert proc.returncode == 0, report
    assert re.search(r"^PASSED \S*test_installed\.py::test_scorekeeper_comes_from_the_installed_wheel$", report,
                     re.MULTILINE), report
    assert f"from {installed_wheel.env / 'lib'}" in report, report  # that test's line: where scorekeeper came from
    assert "skipped" not in report.splitlines()[-1], report
