"""A session's edits and their exact inverses, and what applying one does to the hand list (RULES E).

Pure: ``apply_edit`` takes the hands' records and one edit and returns the new records, the store
writes and the ``Change`` a view refreshes by; ``Session`` commits them after the store has.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from scorekeeper.night.entered import Entered
from scorekeeper.night.hand_list import Scored, rescore, rules_text
from scorekeeper.rules import RuleSet


@dataclass(frozen=True)
class Change:
    """What one operation (or its undo/redo) did, so a view refreshes only that.

    ``kind`` is the effect on the hand list: ``add`` (a hand was inserted at ``hands[0]``; the other
    numbers are later hands renumbered), ``delete`` (hand ``hands[0]`` was removed; the others were
    renumbered), ``replace`` (those hands' rows changed), ``rules`` (every hand re-scored; ``hands``
    lists those whose units changed), ``unit_value`` or ``rename`` (no hand rows changed).
    ``text`` names the user's action for undo menus ("Add hand 4"); undoing that add reports
    kind ``delete`` with the same text and ``direction`` ``undo``.
    """

    kind: str
    hands: tuple[int, ...]
    text: str
    direction: str = "do"


@dataclass(frozen=True)
class Insert:
    """Put a new hand at ``index`` (0-based), with its score if checking already scored it."""

    index: int
    entered: Entered
    scored: Scored | None = None  # scored while checking, used when its key still matches


@dataclass(frozen=True)
class Remove:
    """Take the hand at ``index`` (0-based) out; later hands move up."""

    index: int


@dataclass(frozen=True)
class Put:
    """Replace the hand at ``index`` (0-based) by another entry (a correction), with its score if known."""

    index: int
    entered: Entered
    scored: Scored | None = None


@dataclass(frozen=True)
class Settings:
    """Session-wide fields: rules (with the hands' scores before/after, for exact undo), unit, name."""

    rules: RuleSet | None = None
    scored: tuple[Scored, ...] | None = None
    unit_value: Decimal | None = None
    name: str | None = None


Edit = Insert | Remove | Put | Settings


@dataclass(frozen=True)
class Step:
    """One undoable operation: its menu text and the edits that do and undo it."""

    text: str
    forward: Edit
    backward: Edit


Write = tuple[Any, ...]
"""One write for the store: ("insert", number, entered, scored), ("delete", number),
("put", number, entered, scored), ("cache", number, scored) or ("session", {column: value})."""

Writer = Callable[[list[Write]], None]


@dataclass(frozen=True)
class Applied:
    """An edit applied to copies of the records: what to keep, what to write and what changed."""

    entered: list[Entered]
    scored: list[Scored]
    rules: RuleSet
    writes: list[Write]
    kind: str
    changed: tuple[int, ...]


def apply_edit(entered_now: Sequence[Entered], scored_now: Sequence[Scored], rules: RuleSet, edit: Edit) -> Applied:
    """New records for one edit, re-scoring what cascades, and the store writes that record it."""
    entered = list(entered_now)
    scored: list[Scored | None] = list(scored_now)
    writes: list[Write] = []
    changed: tuple[int, ...]
    if isinstance(edit, Settings):
        settings: dict[str, Any] = {}
        if edit.rules is not None:
            assert edit.scored is not None
            rules = edit.rules
            changed = tuple(i + 1 for i, (a, b) in enumerate(zip(scored_now, edit.scored, strict=True))
                            if not a.same_outcome(b))
            scored = list(edit.scored)
            settings["rules"] = rules_text(rules)
            writes += [("cache", i + 1, s) for i, s in enumerate(edit.scored)]
            kind = "rules"
        elif edit.unit_value is not None:
            settings["unit_value"] = str(edit.unit_value)
            kind, changed = "unit_value", ()
        else:
            settings["name"] = edit.name
            kind, changed = "rename", ()
        writes.append(("session", settings))
        final = [s for s in scored if s is not None]
        return Applied(entered, final, rules, writes, kind, changed)
    index = edit.index
    if isinstance(edit, Insert):
        entered.insert(index, edit.entered)
        scored.insert(index, edit.scored)
        kind, renumbered = "add", range(index + 1, len(entered) + 1)
    elif isinstance(edit, Remove):
        del entered[index]
        del scored[index]
        kind, renumbered = "delete", range(index + 1, len(entered) + 2)
    else:
        entered[index] = edit.entered
        scored[index] = edit.scored
        kind, renumbered = "replace", range(index + 1, index + 2)
    final, rescored, fresh = rescore(entered, scored, rules, index)
    changed = tuple(sorted(set(renumbered) | {i + 1 for i in rescored}))
    if isinstance(edit, Insert):
        writes.append(("insert", index + 1, entered[index], final[index]))
    elif isinstance(edit, Remove):
        writes.append(("delete", index + 1))
    else:
        writes.append(("put", index + 1, entered[index], final[index]))
    writes += [("cache", i + 1, final[i]) for i in fresh if i != index or isinstance(edit, Remove)]
    return Applied(entered, final, rules, writes, kind, changed)
