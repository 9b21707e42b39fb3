"""A session's edits and their exact inverses, and what applying one does to the hand list (RULES E).

Pure: ``apply_edit`` takes the hands' records and one edit and returns the new records, the store
writes and the ``Change`` a view refreshes by; ``Session`` commits them after the store has.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from scorekeeper.night.entered import Entered
from scorekeeper.night.rescoring import rescore
from scorekeeper.night.scored import Scored
from scorekeeper.night.scoring_key import rules_text
from scorekeeper.rules import RuleSet


class ChangeKind(StrEnum):
    """What an operation did to the hand list (see ``Change``)."""

    ADD = "add"
    DELETE = "delete"
    REPLACE = "replace"
    RULES = "rules"
    UNIT_VALUE = "unit_value"
    RENAME = "rename"


class Direction(StrEnum):
    """Whether a change was done, undone or redone."""

    DO = "do"
    UNDO = "undo"
    REDO = "redo"


class WriteKind(StrEnum):
    """The kind of one store write (see ``Write``)."""

    INSERT = "insert"
    DELETE = "delete"
    PUT = "put"
    CACHE = "cache"
    SESSION = "session"


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

    kind: ChangeKind
    hands: tuple[int, ...]
    text: str
    direction: Direction = Direction.DO


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
"""One write for the store, led by its ``WriteKind``: (INSERT, number, entered, scored), (DELETE, number),
(PUT, number, entered, scored), (CACHE, number, scored) or (SESSION, {column: value})."""

Writer = Callable[[list[Write]], None]


@dataclass(frozen=True)
class Applied:
    """An edit applied to copies of the records: what to keep, what to write and what changed."""

    entered: list[Entered]
    scored: list[Scored]
    rules: RuleSet
    writes: list[Write]
    kind: ChangeKind
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
            writes += [(WriteKind.CACHE, i + 1, s) for i, s in enumerate(edit.scored)]
            kind = ChangeKind.RULES
        elif edit.unit_value is not None:
            settings["unit_value"] = str(edit.unit_value)
            kind, changed = ChangeKind.UNIT_VALUE, ()
        else:
            settings["name"] = edit.name
            kind, changed = ChangeKind.RENAME, ()
        writes.append((WriteKind.SESSION, settings))
        final = [s for s in scored if s is not None]
        return Applied(entered, final, rules, writes, kind, changed)
    index = edit.index
    if isinstance(edit, Insert):
        entered.insert(index, edit.entered)
        scored.insert(index, edit.scored)
        kind, renumbered = ChangeKind.ADD, range(index + 1, len(entered) + 1)
    elif isinstance(edit, Remove):
        del entered[index]
        del scored[index]
        kind, renumbered = ChangeKind.DELETE, range(index + 1, len(entered) + 2)
    else:
        entered[index] = edit.entered
        scored[index] = edit.scored
        kind, renumbered = ChangeKind.REPLACE, range(index + 1, index + 2)
    final, rescored, fresh = rescore(entered, scored, rules, index)
    changed = tuple(sorted(set(renumbered) | {i + 1 for i in rescored}))
    if isinstance(edit, Insert):
        writes.append((WriteKind.INSERT, index + 1, entered[index], final[index]))
    elif isinstance(edit, Remove):
        writes.append((WriteKind.DELETE, index + 1))
    else:
        writes.append((WriteKind.PUT, index + 1, entered[index], final[index]))
    writes += [(WriteKind.CACHE, i + 1, final[i]) for i in fresh if i != index or isinstance(edit, Remove)]
    return Applied(entered, final, rules, writes, kind, changed)
