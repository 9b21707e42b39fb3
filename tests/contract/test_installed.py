"""Which ``scorekeeper`` these tests ran against: with SCOREKEEPER_CONTRACT_WHEEL=1, the installed wheel's."""

from __future__ import annotations

import os
import sysconfig
from pathlib import Path

import pytest

import scorekeeper


@pytest.mark.skipif(os.environ.get("SCOREKEEPER_CONTRACT_WHEEL") != "1",
                    reason="run from a checkout (tests/ship/test_contract_from_wheel.py sets "
                           "SCOREKEEPER_CONTRACT_WHEEL=1)")
def test_scorekeeper_comes_from_the_installed_wheel() -> None:
    site = Path(sysconfig.get_paths()["purelib"]).resolve()
    here = Path(scorekeeper.__file__).resolve()
    assert here.is_relative_to(site), f"scorekeeper was imported from {here}, not from {site}"
    print(f"scorekeeper {scorekeeper.__version__} from {here.parent}")
