"""Locate shipped resources: ``<repo>/resources`` in a checkout, else the ``scorekeeper_app.resources`` package data."""

from __future__ import annotations

from functools import cache
from pathlib import Path

APP_ICON = "icons/chinese-poker-scorekeeper.svg"


@cache
def resource_root() -> Path | None:
    """The folder holding ``icons/`` and friends, or None when the app ships without it."""
    root = Path(__file__).resolve().parents[2]
    checkout = root / "resources"
    if (root / "pyproject.toml").is_file() and checkout.is_dir():  # a source checkout, not site-packages
        return checkout
    from importlib import resources as importlib_resources  # installed: the package data (a checkout never asks)

    try:
        packaged = importlib_resources.files("scorekeeper_app") / "resources"
    except ModuleNotFoundError:  # pragma: no cover - ``scorekeeper_app`` is always importable here
        return None
    path = Path(str(packaged))
    return path if path.is_dir() else None


def resource_path(name: str) -> Path | None:
    """Path of one resource (e.g. ``icons/chinese-poker-scorekeeper.svg``), or None if it is missing."""
    root = resource_root()
    if root is None:
        return None
    path = root / name
    return path if path.exists() else None
