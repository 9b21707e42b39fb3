"""Open-face Fantasyland (RULES C4): who plays it, with how many cards, and who stays."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from scorekeeper.errors import InvalidDeal
from scorekeeper.game import BACK, DISCARDS, FRONT, MIDDLE, Game, Row
from scorekeeper.language import _
from scorekeeper.read.deal import Deal
from scorekeeper.rules import RuleSet
from scorekeeper.score.parts import PlayerResult
from scorekeeper.value.hand_value import Category, HandValue

# -- Fantasyland ----------------------------------------------------------------------------------


class Why(StrEnum):
    """Why a player is in or out next hand (``scorekeeper.words.fantasyland`` words it; ``NOTHING`` says nothing)."""

    NOTHING = ""
    NOT_PLAYED = "not_played"
    FOULED = "fouled"
    NO_BOARD = "no_board"
    STAYS = "stays"
    LEAVES = "leaves"
    ENTERS = "enters"


@dataclass(frozen=True)
class Fantasyland:
    """A player's Fantasyland state: in or out, how many cards are dealt there, and why (with the hand)."""

    playing: bool = False
    cards: int | None = None
    why: Why = Why.NOTHING
    hand: HandValue | None = None
    """The hand that keeps the player in (``stays``) or brings them in (``enters``)."""
    row: Row | None = None


def _front_rank(front: HandValue) -> tuple[Category, int]:
    return front.category, front.key[1] if front.category != Category.HIGH_CARD else 0


def _entry_cards(front: HandValue, rules: RuleSet) -> int:
    """Cards dealt in Fantasyland on entry: fl_cards, or by the front under progressive rules."""
    if not rules.fl_progressive:
        return rules.fl_cards
    category, rank = _front_rank(front)
    if category == Category.TRIPS:
        return 17
    return {12: 14, 13: 15, 14: 16}[rank]


def next_fantasyland(previous: Fantasyland, values: dict[Row, HandValue] | None, fouled: bool,
                     rules: RuleSet) -> Fantasyland:
    """The state for the next hand from this hand's board (RULES C4); pure, no session needed.

    A player in Fantasyland stays with trips in front, a full house or better in the middle (unless
    ``fl_stay_middle_full_house`` is off) or quads or better in the back; a player outside enters with
    a pair of queens (``fl_entry`` QQ) or kings (KK) or better in front. Never after a foul.
    """
    if not rules.fantasyland:
        return Fantasyland(False, None, Why.NOT_PLAYED)
    if fouled or values is None:
        return Fantasyland(False, None, Why.FOULED if fouled else Why.NO_BOARD)
    front, middle, back = values[FRONT], values[MIDDLE], values[BACK]
    if previous.playing:
        stay_cards = 14 if rules.game is Game.PINEAPPLE else rules.fl_cards
        if front.category == Category.TRIPS:
            return Fantasyland(True, stay_cards, Why.STAYS, front, FRONT)
        if rules.fl_stay_middle_full_house and middle.category >= Category.FULL_HOUSE:
            return Fantasyland(True, stay_cards, Why.STAYS, middle, MIDDLE)
        if back.category >= Category.QUADS:
            return Fantasyland(True, stay_cards, Why.STAYS, back, BACK)
        return Fantasyland(False, None, Why.LEAVES)
    category, rank = _front_rank(front)
    needed = 12 if rules.fl_entry == "QQ" else 13
    if category == Category.TRIPS or (category == Category.PAIR and rank >= needed):
        cards = _entry_cards(front, rules)
        return Fantasyland(True, cards, Why.ENTERS, front, FRONT)
    return Fantasyland(False, None)


def discards_fit(count: int, fantasyland: bool) -> bool:
    """Whether a pineapple hand may throw ``count`` cards away: 4 in a normal hand, 1 to 4 in a Fantasyland
    hand of 14 to 17 cards (RULES C4)."""
    return 1 <= count <= 4 if fantasyland else count == 4


def with_fantasyland(players: list[PlayerResult], deal: Deal, rules: RuleSet) -> list[PlayerResult]:
    """Attach each player's Fantasyland state (this hand and next) and check pineapple discards."""
    out = []
    for entry, player in zip(deal.players, players, strict=True):
        playing = bool(entry.fantasyland)
        now = Fantasyland(playing, rules.fl_cards if playing else None)
        if rules.game.has_discards and entry.discards and not discards_fit(count := len(entry.discards), playing):
            if not playing:
                raise InvalidDeal(_("{name}'s discards must be 4 cards in pineapple, not {count}").format(
                    name=entry.name, count=count), player=entry.name, row=DISCARDS)
            raise InvalidDeal(_("{name} plays Fantasyland: discards must be 1 to 4 cards, not {count}").format(
                name=entry.name, count=count), player=entry.name, row=DISCARDS)
        after = next_fantasyland(now, dict(player.values) if player.values else None, player.fouled, rules)
        state: dict[str, Any] = {"playing": playing, "next": after.playing, "next_cards": after.cards,
                                 "why": after}
        out.append(replace(player, fantasyland=state) if rules.fantasyland else player)
    return out
