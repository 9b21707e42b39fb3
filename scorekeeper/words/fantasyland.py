"""Why a player is in or out of Fantasyland next hand, in the current language (RULES C4)."""

from __future__ import annotations

from scorekeeper.game import FRONT, MIDDLE
from scorekeeper.language import _, current
from scorekeeper.score.ofc import Fantasyland, Why
from scorekeeper.value.hand_value import Category
from scorekeeper.words.hands import hand_name, rank_words


def fantasyland_why(state: Fantasyland) -> str:
    """``pair of queens in front: Fantasyland with 13 cards``, ``leaves Fantasyland: no stay hand``."""
    why = state.why
    if why == Why.NOT_PLAYED:
        return _("Fantasyland is not played")
    if why == Why.FOULED:
        return _("fouled: no Fantasyland")
    if why == Why.NO_BOARD:
        return _("no board: no Fantasyland")
    if why == Why.LEAVES:
        return _("leaves Fantasyland: no stay hand")
    if state.hand is None:
        return ""
    if why == Why.ENTERS:
        ranks = rank_words(current())[state.hand.key[1]][1]
        message = _("trip {ranks} in front: Fantasyland with {cards} cards") \
            if state.hand.category == Category.TRIPS else _("pair of {ranks} in front: Fantasyland with {cards} cards")
        return message.format(ranks=ranks, cards=state.cards)
    hand = hand_name(state.hand).lower()
    if state.row == FRONT:
        return _("stays in Fantasyland with {hand} in front").format(hand=hand)
    if state.row == MIDDLE:
        return _("stays in Fantasyland with {hand} in the middle").format(hand=hand)
    return _("stays in Fantasyland with {hand} in the back").format(hand=hand)
