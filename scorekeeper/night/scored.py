"""A hand's outcome under one key (``Scored``), its cache JSON in the store, and the deal as scored.

``Scored`` holds units and Fantasyland in and next under the key they were scored with
(``night.scoring_key``); it scores its full result only when first asked. Its cache column is read back only
under the same key, and units only as the cache writes them.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache
from typing import Any

from scorekeeper.night.entered import Entered, read_cache
from scorekeeper.read.deal import Deal
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult
from scorekeeper.score.scorer import score_deal


class Scored:
    """A hand's outcome under one key: units, Fantasyland in and next, and the full result once read."""

    __slots__ = ("_entered", "_result", "fl_in", "fl_next", "key", "units")

    def __init__(self, key: str, units: dict[str, Fraction], fl_in: dict[str, bool],
                 fl_next: dict[str, bool] | None, result: DealResult | None = None,
                 entered: Entered | None = None) -> None:
        self.key = key
        self.units = units
        self.fl_in = fl_in
        self.fl_next = fl_next
        self._result = result
        self._entered = entered
        """The hand it was scored for: the cache names its deal text and digest, so it reopens unparsed."""

    def result(self, entered: Entered, rules: RuleSet) -> DealResult:
        if self._result is None:
            deal = effective_deal(entered.deal, rules, self.fl_in)
            self._result = score_deal(deal, rules)
        return self._result

    def same_outcome(self, other: Scored) -> bool:
        return self.units == other.units and self.fl_in == other.fl_in and self.fl_next == other.fl_next

    def cache_json(self) -> str:
        """The store's cache column: units and Fantasyland under the key they were scored with.

        With the hand it was scored for, also that deal's digest and its text's tag (``read_stored``).
        """
        data = {"k": self.key, "u": {n: str(u) for n, u in self.units.items()}, "i": self.fl_in, "n": self.fl_next}
        if self._entered is not None:
            data["d"], data["t"] = self._entered.digest, self._entered.tag()
        return json.dumps(data, separators=(",", ":"))

    @staticmethod
    def from_cache(cache: str | Mapping[str, Any] | None, key: str, entered: Entered | None = None) -> Scored | None:
        data = cache if isinstance(cache, Mapping) or cache is None else read_cache(cache)
        if data is None:
            return None
        try:
            if data["k"] != key:
                return None
            units = {str(n): _cached_units(u) for n, u in data["u"].items()}
            fl_next = data["n"]
            return Scored(key, units, {str(n): bool(v) for n, v in data["i"].items()},
                          None if fl_next is None else {str(n): bool(v) for n, v in fl_next.items()},
                          entered=entered)
        except (ValueError, KeyError, TypeError, AttributeError, ZeroDivisionError):
            return None


_UNITS_TEXT = re.compile(r"-?[0-9]{1,20}(?:/[0-9]{1,20})?")


def _cached_units(text: object) -> Fraction:
    """Units as the cache writes them ("-3", "17/3"); other text (a damaged row) is refused unparsed."""
    if not isinstance(text, str):
        raise ValueError("not units")
    return _units_of(text)


@lru_cache(maxsize=4096)
def _units_of(text: str) -> Fraction:
    """Read once per distinct text: a night repeats the same few amounts thousands of times."""
    if not _UNITS_TEXT.fullmatch(text):
        raise ValueError("not units")
    return Fraction(text)


def carries_fantasyland(rules: RuleSet) -> bool:
    return rules.game.is_open_face


def effective_deal(deal: Deal, rules: RuleSet, fl_in: Mapping[str, bool]) -> Deal:
    """The deal as scored: each entry's Fantasyland set from the carried state unless set explicitly."""
    if not carries_fantasyland(rules):
        return deal
    players = tuple(e if e.fantasyland is not None
                    else dataclasses.replace(e, fantasyland=fl_in.get(e.name, False))
                    for e in deal.players)
    return dataclasses.replace(deal, players=players)
