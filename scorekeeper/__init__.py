"""Chinese Poker scorekeeper: the pure game logic (cards, hands, rules, scoring, sessions).

Names are imported on first use, so ``import scorekeeper`` stays cheap for the app's start-up.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scorekeeper.cards import Card, format_cards, parse_cards
    from scorekeeper.errors import (
        InvalidCards,
        InvalidDeal,
        InvalidRules,
        ScorekeeperError,
        SessionError,
        StoreError,
    )
    from scorekeeper.hands import HandValue, evaluate
    from scorekeeper.rules import RuleSet
    from scorekeeper.scoring import DealResult, score_deal
    from scorekeeper.session import Session
    from scorekeeper.solver import solve
    from scorekeeper.store import Store

__version__ = "0.1.0"

_EXPORTS = {
    "Card": "cards", "parse_cards": "cards", "format_cards": "cards",
    "ScorekeeperError": "errors", "InvalidCards": "errors", "InvalidRules": "errors",
    "InvalidDeal": "errors", "StoreError": "errors", "SessionError": "errors",
    "HandValue": "hands", "evaluate": "hands",
    "RuleSet": "rules",
    "score_deal": "scoring", "DealResult": "scoring",
    "Session": "session",
    "Store": "store",
    "solve": "solver",
}

__all__ = [
    "Card", "DealResult", "HandValue", "InvalidCards", "InvalidDeal", "InvalidRules", "RuleSet",
    "ScorekeeperError", "Session", "SessionError", "Store", "StoreError", "evaluate", "format_cards", "parse_cards",
    "score_deal", "solve",
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'scorekeeper' has no attribute {name!r}")
    return getattr(import_module(f"scorekeeper.{module}"), name)
