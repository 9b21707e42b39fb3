"""Chinese Poker scorekeeper: the pure game logic (cards, hands, rules, scoring, sessions), importable without Qt.

The public API (FORMAT.md) is the names in ``__all__``:

    from scorekeeper import parse_cards, evaluate, RuleSet, score_deal, solve, Session, Store

Names are imported on first use, so ``import scorekeeper`` stays cheap for the app's start-up; ``dir()``
lists them all the same, and editors and type checkers see them through the ``TYPE_CHECKING`` imports.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scorekeeper.errors import (
        InvalidCards,
        InvalidDeal,
        InvalidRules,
        ScorekeeperError,
        SessionError,
        StoreError,
    )
    from scorekeeper.night.session import Session
    from scorekeeper.night.store import Store
    from scorekeeper.read.cards import Card, format_cards, parse_cards
    from scorekeeper.rules import RuleSet
    from scorekeeper.score.results import DealResult
    from scorekeeper.score.scorer import score_deal
    from scorekeeper.solver.search import Setting, solve
    from scorekeeper.value.hand_value import HandValue
    from scorekeeper.value.hands import evaluate

from scorekeeper.version import __version__ as __version__

_EXPORTS = {
    "Card": "read.cards", "parse_cards": "read.cards", "format_cards": "read.cards",
    "ScorekeeperError": "errors", "InvalidCards": "errors", "InvalidRules": "errors",
    "InvalidDeal": "errors", "StoreError": "errors", "SessionError": "errors",
    "HandValue": "value.hand_value", "evaluate": "value.hands",
    "RuleSet": "rules",
    "score_deal": "score.scorer", "DealResult": "score.results",
    "Session": "night.session",
    "Store": "night.store",
    "solve": "solver.search", "Setting": "solver.search",
}

__all__ = [
    "Card", "DealResult", "HandValue", "InvalidCards", "InvalidDeal", "InvalidRules", "RuleSet",
    "ScorekeeperError", "Session", "SessionError", "Setting", "Store", "StoreError", "evaluate", "format_cards",
    "parse_cards", "score_deal", "solve",
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'scorekeeper' has no attribute {name!r}")
    value = getattr(import_module(f"scorekeeper.{module}"), name)
    globals()[name] = value  # imported once: later uses (and tools that read the module's names) find it here
    return value


def __dir__() -> list[str]:
    """The module's names with the public API's, which ``__getattr__`` imports on first use."""
    return sorted({*globals(), *__all__})
