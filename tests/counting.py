"""Count calls of a core function wherever it was imported (parse and score once, issue 17)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import pytest


def count_calls(monkeypatch: pytest.MonkeyPatch, module: str, name: str) -> list[int]:
    """Wrap ``module.name`` in every loaded module that holds it; the returned list's length is the count."""
    original: Callable[..., Any] = getattr(sys.modules[module], name)
    calls: list[int] = []

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(*args, **kwargs)

    for loaded in list(sys.modules.values()):
        if getattr(loaded, name, None) is original:
            monkeypatch.setattr(loaded, name, counted)
    return calls
