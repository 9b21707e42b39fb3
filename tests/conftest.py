"""Test set-up: Qt runs headless and reads English; the four-player deal (tests/deals.py) as a fixture."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read English whatever the machine's language; tests of other languages choose theirs.
os.environ["LANGUAGE"] = "en"
os.environ["LC_ALL"] = "C.UTF-8"

from collections.abc import Iterator

import pytest

from scorekeeper.night.store_lock import StoreLock
from tests.deals import FOUR, board
from tests.installed import Installed


@pytest.fixture(autouse=True)
def store_holder_restored() -> Iterator[None]:
    """What this process says holds a store it opens: a test that starts the app in process (``open_store``)
    makes it "app"; the next test's own Store is this program again, whatever order the tests run in."""
    before = StoreLock.holder
    yield
    StoreLock.holder = before


@pytest.fixture
def four_player_deal() -> dict[str, object]:
    """The four-player deal of RULES.md F (all 52 cards)."""
    return {"players": [{"name": n, **board(*rows)} for n, rows in FOUR.items()]}


@pytest.fixture(scope="session")
def installed_wheel(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel built from this checkout, installed non-editable in a fresh venv (once per test run)."""
    from tests.installed import build_and_install

    return build_and_install(tmp_path_factory.mktemp("installed"))
