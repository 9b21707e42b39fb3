"""Post-hand reviews (``scorekeeper.solver.review``) of the session's hands, worked out only for hands being shown.

A view asks ``get(hand, rules)``: a hand already reviewed is answered at once; any other is queued and
None is returned. A zero timer then reviews the queued hands one per turn of the event loop, newest
request first (a few milliseconds a hand; the first of a run also loads numpy and the solver's tables,
about 0.3 s), and says ``reviewed(number)``. So a long session is never reviewed all at once: only the
rows a view paints, or the hand the Last hand panel shows. Reviews are kept per hand number and deal, so a
corrected hand is reviewed again.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from scorekeeper.errors import ScorekeeperError
from scorekeeper.night.hands import Hand
from scorekeeper.night.scored import effective_deal
from scorekeeper.rules import RuleSet

if TYPE_CHECKING:
    from scorekeeper.solver.review import Review

Reviews = dict[str, "Review"]
KEEP = 4096
"""Reviews kept (least recently asked for go first)."""
QUEUE = 64
"""Hands waiting at most: a view scrolled past many hands asks again for the ones it still shows."""
FIRST_DELAY_MS = 100
"""Before the first review (numpy and the tables load then): the window shown at start-up paints first."""


def hand_key(hand: Hand, rules: RuleSet) -> Hashable:
    """A hand's number, its deal as entered, who played it in Fantasyland, and the rules."""
    deal = json.dumps(hand.deal.to_json(), sort_keys=True, ensure_ascii=False)
    return hand.number, deal, tuple(sorted(hand.fantasyland.items())), rules


def review_now(hand: Hand, rules: RuleSet) -> Reviews:
    """Review one hand on the spot: every player who set a board (none in quick entry or criss-cross)."""
    deal = hand.deal
    if not any(p.board is not None for p in deal.players):
        return {}
    from scorekeeper.solver.review import review_hand  # the solver loads on the first review, after the first paint

    try:
        return review_hand(effective_deal(deal, rules, hand.fantasyland), rules)
    except (ScorekeeperError, ValueError):
        return {}


class HandReviews(QObject):
    """Reviews of hands, worked out one at a time when asked for and kept."""

    reviewed = Signal(int)
    """The hand with this number has been reviewed: ``get`` now answers for it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handReviews")
        self._known: OrderedDict[Hashable, Reviews] = OrderedDict()
        self._queue: OrderedDict[Hashable, tuple[Hand, RuleSet]] = OrderedDict()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._work)

    def get(self, hand: Hand, rules: RuleSet) -> Reviews | None:
        """The hand's reviews by player, or None while it waits its turn (it is queued)."""
        key = hand_key(hand, rules)
        known = self._known.get(key)
        if known is not None:
            self._known.move_to_end(key)
            return known
        self._queue[key] = (hand, rules)
        self._queue.move_to_end(key)
        while len(self._queue) > QUEUE:
            self._queue.popitem(last=False)
        if not self._timer.isActive():
            self._timer.start(0 if self._known else FIRST_DELAY_MS)
        return None

    def pending(self) -> int:
        """Hands waiting to be reviewed."""
        return len(self._queue)

    def known(self) -> int:
        """Hands reviewed and kept."""
        return len(self._known)

    def cancel(self) -> None:
        """Forget the hands waiting (the reviews are no longer shown)."""
        self._queue.clear()
        self._timer.stop()

    def _work(self) -> None:
        if not self._queue:
            return
        key, (hand, rules) = self._queue.popitem(last=True)
        self._known[key] = review_now(hand, rules)
        while len(self._known) > KEEP:
            self._known.popitem(last=False)
        if self._queue:
            self._timer.start(0)
        self.reviewed.emit(hand.number)
