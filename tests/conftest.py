"""Test set-up: Qt runs headless; shared deals from RULES.md F."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read English whatever the machine's language; tests of other languages choose theirs.
os.environ["LANGUAGE"] = "en"
os.environ["LC_ALL"] = "C.UTF-8"

import pytest

from tests.installed import Installed

FOUR = {
    "P1": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "P2": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
    "P3": ("Qc Jc 4s", "8h 8c 5s 5h 9c", "Ks Kh 3s 3h Js"),
    "P4": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"),
}


def board(front: str, middle: str, back: str, **extra: object) -> dict[str, object]:
    return {"front": front, "middle": middle, "back": back, **extra}


@pytest.fixture
def four_player_deal() -> dict[str, object]:
    """The four-player deal of RULES.md F (all 52 cards)."""
    return {"players": [{"name": n, **board(*rows)} for n, rows in FOUR.items()]}


@pytest.fixture(scope="session")
def installed_wheel(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel built from this checkout, installed non-editable in a fresh venv (once per test run)."""
    from tests.installed import build_and_install

    return build_and_install(tmp_path_factory.mktemp("installed"))
