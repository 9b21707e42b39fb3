"""A hand value named in the current language: whole phrases per category, ranks filled in (RULES A2-A5)."""

from __future__ import annotations

from functools import cache

from scorekeeper.language import _, current, p_
from scorekeeper.value.hand_value import Category, HandValue

Hand = HandValue | int | None
"""A row as scoring reads it: its value, a quick entry's place (1 = best), or nothing known."""


@cache
def rank_words(language: str) -> dict[int, tuple[str, str, str]]:
    """Each rank's word, plural and capitalised word in ``language`` (cached: names are made in bulk)."""
    del language  # the cache key: gettext below reads the current language
    return {
        2: (p_("rank", "two"), p_("ranks", "twos"), p_("Rank", "Two")),
        3: (p_("rank", "three"), p_("ranks", "threes"), p_("Rank", "Three")),
        4: (p_("rank", "four"), p_("ranks", "fours"), p_("Rank", "Four")),
        5: (p_("rank", "five"), p_("ranks", "fives"), p_("Rank", "Five")),
        6: (p_("rank", "six"), p_("ranks", "sixes"), p_("Rank", "Six")),
        7: (p_("rank", "seven"), p_("ranks", "sevens"), p_("Rank", "Seven")),
        8: (p_("rank", "eight"), p_("ranks", "eights"), p_("Rank", "Eight")),
        9: (p_("rank", "nine"), p_("ranks", "nines"), p_("Rank", "Nine")),
        10: (p_("rank", "ten"), p_("ranks", "tens"), p_("Rank", "Ten")),
        11: (p_("rank", "jack"), p_("ranks", "jacks"), p_("Rank", "Jack")),
        12: (p_("rank", "queen"), p_("ranks", "queens"), p_("Rank", "Queen")),
        13: (p_("rank", "king"), p_("ranks", "kings"), p_("Rank", "King")),
        14: (p_("rank", "ace"), p_("ranks", "aces"), p_("Rank", "Ace")),
    }


@cache
def _named(value: HandValue, language: str) -> str:
    words = rank_words(language)
    ranks = tuple(abs(k) for k in value.key[1:])
    word = [words[r][0] for r in ranks if r > 1]
    plural = [words[r][1] for r in ranks if r > 1]
    cap = [words[r][2] for r in ranks if r > 1]
    category = value.category
    if value.low and category == Category.HIGH_CARD:
        return _("{high}-{second} low").format(high=cap[0], second=word[1])
    if category == Category.HIGH_CARD:
        return _("{high}-{second} high").format(high=cap[0], second=cap[1])
    if category == Category.PAIR:
        return _("Pair of {ranks}, {kicker} kicker").format(ranks=plural[0], kicker=word[1])
    if category == Category.TWO_PAIR:
        return _("Two pair, {high} and {low}").format(high=plural[0], low=plural[1])
    if category == Category.TRIPS:
        return _("Trip {ranks}").format(ranks=plural[0])
    if category == Category.FULL_HOUSE:
        return _("Full house, {trips} over {pair}").format(trips=plural[0], pair=plural[1])
    if category == Category.QUADS:
        return _("Four {ranks}").format(ranks=plural[0])
    if category == Category.FLUSH:
        return _("Flush, {high} high").format(high=word[0])
    top = words[5 if ranks[:2] == (13, 1) else ranks[0]][2]
    if category == Category.STRAIGHT:
        return _("{top}-high straight").format(top=top)
    if ranks[0] == 14:
        return _("Royal flush")
    return _("{top}-high straight flush").format(top=top)


def told_apart(win: Hand, lose: Hand) -> tuple[str, str]:
    """Two rows' names, the loser's saying which card decides when both read alike.

    ``Flush, queen high`` beats ``Flush, queen high (decided by four against two)``: the first rank the
    two keys differ in is named (a kicker, the fifth card of a flush).
    """
    a, b = hand_name(win), hand_name(lose)
    if a != b or not isinstance(win, HandValue) or not isinstance(lose, HandValue):
        return a, b
    ranks = next(((abs(x), abs(y)) for x, y in zip(win.key[1:], lose.key[1:], strict=False) if x != y), None)
    if ranks is None:
        return a, b
    words = rank_words(current())
    return a, _("{hand} (decided by {win_rank} against {lose_rank})").format(
        hand=b, win_rank=words[ranks[0]][0], lose_rank=words[ranks[1]][0])


def hand_name(hand: Hand) -> str:
    """``Full house, aces over jacks`` / ``葫芦，A 带 J``: a row's hand as players say it ("" when unknown)."""
    if hand is None:
        return ""
    if isinstance(hand, int):
        return _("place {place}").format(place=hand)
    return _named(hand, current())
