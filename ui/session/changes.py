"""What one edit of the open session changed, as flags each view reads (Anki's ``OpChanges``).

The core's ``Change`` names the effect on the hand list by its kind and hands (``ChangeKind``, ``Direction``);
``SessionChange`` reads it once, here, into flags, so a view asks "did the rules change?" and never compares
a kind itself. It also carries what only the app knows: the deal the entry scored, when the change is that
hand's add, its undo or its redo.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.night.edits import Change, ChangeKind, Direction
from scorekeeper.read.deal import Deal


@dataclass(frozen=True)
class SessionChange:
    """One command's (or its undo's or redo's) effect: which parts of the session a view must show again.

    ``core`` is the core's own record, for the history model's row-by-row update. ``entry_deal`` is the
    deal scored from the entry when this change is that hand's add, its undo or its redo (else None).
    """

    core: Change
    direction: Direction
    hand_added: bool = False
    hand_removed: bool = False
    hand_replaced: bool = False
    rules: bool = False
    unit_value: bool = False
    name: bool = False
    entry_deal: Deal | None = None

    @staticmethod
    def of(change: Change, entry_deal: Deal | None = None) -> SessionChange:
        """The core's change read into flags: the one place its kind is compared."""
        kind = change.kind
        return SessionChange(change, change.direction, hand_added=kind is ChangeKind.ADD,
                             hand_removed=kind is ChangeKind.DELETE, hand_replaced=kind is ChangeKind.REPLACE,
                             rules=kind is ChangeKind.RULES, unit_value=kind is ChangeKind.UNIT_VALUE,
                             name=kind is ChangeKind.RENAME, entry_deal=entry_deal)

    @property
    def entered(self) -> bool:
        """A hand scored from the entry was added (or its add redone): the entry moves on to the next hand."""
        return self.entry_deal is not None and self.hand_added

    @property
    def taken_back(self) -> Deal | None:
        """The deal of a hand scored from the entry whose add was undone: the entry holds it again."""
        return self.entry_deal if self.hand_removed and self.direction is Direction.UNDO else None
