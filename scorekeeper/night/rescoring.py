"""The re-scoring cascade: hands scored in order, each handing its Fantasyland state on to the next.

A hand added, replaced or put under other rules is scored with the state the hand before it hands on; the
cascade goes on while outcomes change, and a record already under its key is kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import ScorekeeperError, SessionError
from scorekeeper.language import _
from scorekeeper.night.checks import verify_players
from scorekeeper.night.entered import Entered
from scorekeeper.night.scored import Scored, carries_fantasyland, effective_deal
from scorekeeper.night.scoring_key import hand_key, rules_text
from scorekeeper.read.hand_file import verify_deal
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult
from scorekeeper.score.scorer import score_deal


def next_flags(result: DealResult) -> dict[str, bool]:
    """Who enters or stays in Fantasyland next hand, read defensively from each player's result."""
    flags = {}
    for name, player in result.players.items():
        state = getattr(player, "fantasyland", None)
        flags[name] = bool(state.get("next")) if isinstance(state, Mapping) else False
    return flags


def score_entered(entered: Entered, rules: RuleSet, carried: Mapping[str, bool] | None, key: str) -> Scored:
    deal = entered.deal
    fl_in: dict[str, bool] = {}
    if carries_fantasyland(rules):
        fl_in = {e.name: (e.fantasyland if e.fantasyland is not None else bool((carried or {}).get(e.name)))
                 for e in deal.players}
    result = score_deal(effective_deal(deal, rules, fl_in), rules)
    fl_next = next_flags(result) if carries_fantasyland(rules) else None
    return Scored(key, dict(result.units), fl_in, fl_next, result, entered)


def score_at(entered: Entered, scored: Sequence[Scored], rules: RuleSet, index: int) -> Scored:
    """A hand added or replaced at ``index``, scored with the Fantasyland state the hand before it hands on."""
    carried = None
    if carries_fantasyland(rules):
        carried = (scored[index - 1].fl_next or {}) if index > 0 else {}
    return score_entered(entered, rules, carried, hand_key(rules_text(rules), entered, carried))


def rescore_for(entered: Sequence[Entered], players: tuple[str, ...], rules: RuleSet) -> tuple[Scored, ...]:
    """Every hand scored under other rules; raises SessionError when the players or a hand cannot play them."""
    verify_players(players, rules)
    for i, e in enumerate(entered):
        try:
            verify_deal(e.deal, rules)
        except ScorekeeperError as err:
            raise SessionError(_("hand {number}: {err}").format(number=i + 1, err=err)) from None
    return tuple(rescore(entered, [None] * len(entered), rules, 0)[0])


def rescore(entered: Sequence[Entered], scored: Sequence[Scored | None], rules: RuleSet, start: int,
            caches: Sequence[str | Mapping[str, Any] | None] | None = None,
            ) -> tuple[list[Scored], list[int], list[int]]:
    """Score hands from ``start`` on, carrying Fantasyland from hand to hand.

    A hand whose record already has the right key is kept; after the first hand, such a hand ends the
    cascade (every later key is then unchanged too) unless ``caches`` (the store's cache texts, read
    on load) are given. Returns every hand's record, the indexes whose outcome changed, and the indexes
    given a new record (whose cache must be written).
    """
    out: list[Scored | None] = list(scored)
    rules_key = rules_text(rules)
    fl_game = carries_fantasyland(rules)
    carried: dict[str, bool] | None = None
    if fl_game:
        prev = out[start - 1] if start > 0 else None
        carried = (prev.fl_next or {}) if prev is not None else {}
    changed: list[int] = []
    fresh: list[int] = []
    for i in range(start, len(entered)):
        key = hand_key(rules_key, entered[i], carried)
        old = out[i]
        if old is not None and old.key == key:
            if i > start and caches is None:
                break
            new = old
        else:
            new_or_none = Scored.from_cache(caches[i], key, entered[i]) if caches is not None else None
            if new_or_none is None:
                try:
                    new_or_none = score_entered(entered[i], rules, carried, key)
                except ScorekeeperError as e:
                    raise SessionError(_("hand {number}: {reason}").format(number=i + 1, reason=e)) from None
                fresh.append(i)
            new = new_or_none
            if old is None or not old.same_outcome(new):
                changed.append(i)
        out[i] = new
        carried = new.fl_next if fl_game else None
    final = [s for s in out if s is not None]
    assert len(final) == len(entered)
    return final, changed, fresh
