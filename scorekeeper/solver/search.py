"""Best-arrangement hints: every legal way to set 13 cards, ranked by expected units (issue 7).

Thirteen cards split into a front of 3, a middle of 5 and a back of 5 in 72,072 ways. The solver values
each of the hand's 1,287 five-card and 286 three-card subsets once, then scores all the splits at once
with numpy. A split's expected units against one opponent add up what each row earns on average against
the opponent rows recorded in ``data/solver_tables.npz`` (built by ``scripts/build_solver_tables.py``):
the row point, royalties as ``royalty_mode`` pays them (the same reading as ``scoring``), and the 1-6
scoop bonus or the 2-4 overall unit, taking the three rows as independent (the ``points`` overall rule is
read as ``net_rows``; pool betting heads-up is worth a unit a row). Fouls are never offered.

numpy is imported only when a hand is solved, so importing this module costs the app's start-up nothing.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from scorekeeper.errors import InvalidCards
from scorekeeper.game import BACK, FRONT, MIDDLE, ROWS, Row
from scorekeeper.language import N_, _, n_
from scorekeeper.read.cards import Card, find_duplicates, format_cards, parse_cards
from scorekeeper.rules import RuleSet, json_number
from scorekeeper.solver.tables import (
    RowTables,
    five_lookup,
    five_strengths,
    front_below,
    front_lookup,
    front_strengths,
    layout,
    row_tables,
)
from scorekeeper.value.hand_value import HandValue
from scorekeeper.value.royalties import row_royalty
from scorekeeper.words.hands import hand_name
from scorekeeper.words.numbers import marked

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Ints = npt.NDArray[np.intp]
    Floats = npt.NDArray[np.float64]

# -- results --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Setting:
    """One legal arrangement of the 13 cards and what it is worth against one opponent."""

    front: tuple[Card, ...]
    middle: tuple[Card, ...]
    back: tuple[Card, ...]
    values: tuple[HandValue, HandValue, HandValue]
    royalties: tuple[Fraction, Fraction, Fraction]
    """The royalty each row qualifies for under the rules (front, middle, back)."""
    expected_units: float
    """Average units won against one opponent, royalties and scoop bonus or overall unit included."""
    win_chances: tuple[float, float, float]
    """How often each row beats the opponent's row (front, middle, back)."""
    why: str
    """Why this setting ranks where it does, in words."""

    @property
    def rows(self) -> dict[Row, tuple[Card, ...]]:
        """The cards by row name, ``{"front": ..., "middle": ..., "back": ...}``, like the other fields an attribute."""
        return {FRONT: self.front, MIDDLE: self.middle, BACK: self.back}


@dataclass(frozen=True)
class Choice:
    """A split by card positions (0-12) with its row strengths and expected units: the solver's raw answer."""

    front: tuple[int, ...]
    middle: tuple[int, ...]
    back: tuple[int, ...]
    strengths: tuple[int, int, int]
    expected_units: float


# -- the solver -----------------------------------------------------------------------------------


class _Scratch:
    """Reused work arrays. Fresh 300 KB temporaries cost page faults on every hand (3x slower)."""

    def __init__(self, width: int) -> None:
        import numpy as np

        shape = (286, width)
        self.a, self.b, self.middle, self.back = (np.empty(shape, dtype=np.intp) for _ in range(4))
        self.ev, self.t, self.u, self.v = (np.empty(shape, dtype=np.float64) for _ in range(4))
        self.foul = np.empty(shape, dtype=np.bool_)


_scratch_space = threading.local()


def _scratch(width: int) -> _Scratch:
    """This thread's work arrays for splits ``width`` to a front (126, or 252 with a low middle)."""
    spaces: dict[int, _Scratch] | None = getattr(_scratch_space, "spaces", None)
    if spaces is None:
        spaces = _scratch_space.spaces = {}
    if width not in spaces:
        spaces[width] = _Scratch(width)
    return spaces[width]


def _add_combination(work: _Scratch, tables: RowTables, front: Ints) -> None:
    """Add the scoop bonus or the 2-4 overall unit to ``work.ev``, rows taken as independent."""
    import numpy as np

    win_f = tables.win[0][front][:, None]
    lose_f = tables.lose[0][front][:, None]
    if tables.combine == "scoop":
        t, u, v = work.t, work.u, work.v
        np.take(tables.win[1], work.middle, out=t, mode="clip")
        np.take(tables.win[2], work.back, out=v, mode="clip")
        t *= v
        t *= win_f
        np.take(tables.lose[1], work.middle, out=u, mode="clip")
        np.take(tables.lose[2], work.back, out=v, mode="clip")
        u *= v
        u *= lose_f
        t -= u
        t *= tables.bonus
        work.ev += t
        return
    win_m, lose_m = tables.win[1][work.middle], tables.lose[1][work.middle]
    win_b, lose_b = tables.win[2][work.back], tables.lose[2][work.back]
    if tables.combine == "two_or_more":
        two_wins = win_f * (win_m + win_b) + win_m * win_b * (1 - 2 * win_f)
        two_losses = lose_f * (lose_m + lose_b) + lose_m * lose_b * (1 - 2 * lose_f)
        work.ev += tables.bonus * (two_wins - two_losses)
        return
    # net_rows: P(more rows won than lost) - P(more lost than won), from the front and middle's net.
    tie_f, tie_m = 1 - win_f - lose_f, 1 - win_m - lose_m
    up2, down2 = win_f * win_m, lose_f * lose_m
    up1, down1 = win_f * tie_m + tie_f * win_m, lose_f * tie_m + tie_f * lose_m
    even = tie_f * tie_m + win_f * lose_m + lose_f * win_m
    net = up2 - down2 + up1 * (1 - lose_b) - down1 * (1 - win_b) + even * (win_b - lose_b)
    work.ev += tables.bonus * net


def rank_codes(codes: Sequence[int], tables: RowTables, top: int = 1) -> list[Choice]:
    """The best ``top`` legal splits of 13 packed card codes (``Card.code``), best first.

    Splits whose rows have the same three values score the same against any opponent, so only the first
    of them is listed.
    """
    import numpy as np

    if len(codes) != 13:
        raise InvalidCards(_("the solver needs 13 cards, not {count}").format(count=len(codes)))
    lay = layout()
    hand = np.asarray(codes, dtype=np.int64)
    front = front_strengths(hand)
    five = five_strengths(hand, five_lookup(tables.wheel, False))
    below = front_below(tables.wheel)[front][:, None]
    if tables.lowball:
        work = _scratch(252)
        low = five_strengths(hand, five_lookup("none", True))
        np.take(low, lay.ordered_middle, out=work.middle, mode="clip")
        np.take(five, lay.ordered_back, out=work.back, mode="clip")
        np.less_equal(work.back, below, out=work.foul)
    else:
        work = _scratch(126)
        np.take(five, lay.pair_a, out=work.a, mode="clip")
        np.take(five, lay.pair_b, out=work.b, mode="clip")
        np.minimum(work.a, work.b, out=work.middle)
        np.maximum(work.a, work.b, out=work.back)
        np.less_equal(work.middle, below, out=work.foul)
    np.take(tables.ev[1], work.middle, out=work.ev, mode="clip")
    np.take(tables.ev[2], work.back, out=work.t, mode="clip")
    work.ev += work.t
    work.ev += tables.ev[0][front][:, None]
    if tables.combine != "rows":
        _add_combination(work, tables, front)
    np.putmask(work.ev, work.foul, -np.inf)
    flat = work.ev.reshape(-1)
    width = flat.size // 286
    if top == 1:
        picks = [int(np.argmax(flat))]
    else:
        picks = []
        seen: set[tuple[int, int, int]] = set()
        for k in np.argsort(-flat, kind="stable").tolist():
            if len(picks) == top or flat[k] == -np.inf:
                break
            i, j = divmod(k, width)
            triple = (int(front[i]), int(work.middle[i, j]), int(work.back[i, j]))
            if triple not in seen:
                seen.add(triple)
                picks.append(k)
    choices = []
    for k in picks:
        i, j = divmod(k, width)
        if tables.lowball:
            mid, back = int(lay.ordered_middle[i, j]), int(lay.ordered_back[i, j])
        else:
            mid, back = int(lay.pair_a[i, j]), int(lay.pair_b[i, j])
            if five[mid] > five[back]:
                mid, back = back, mid
        strengths = (int(front[i]), int(work.middle[i, j]), int(work.back[i, j]))
        choices.append(Choice(lay.threes[i], lay.fives[mid], lay.fives[back], strengths, float(flat[k])))
    return choices


def _in_row_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards as players read a row: the biggest group first, then by rank (``Qs Qh 7d``)."""
    counts = Counter(c.rank for c in cards)
    return tuple(sorted(cards, key=lambda c: (-counts[c.rank], -c.rank, c.suit.index)))


def _verify_hand(cards: Sequence[Card] | str) -> tuple[Card, ...]:
    hand = parse_cards(cards) if isinstance(cards, str) else tuple(cards)
    dups = find_duplicates(hand)
    if dups:
        raise InvalidCards(_("{card} is used twice: one deck has each card once").format(card=dups[0]))
    if len(hand) != 13:
        raise InvalidCards(_("a hand to set needs 13 cards, not {count}").format(count=len(hand)))
    return hand


def solve(cards: Sequence[Card] | str, rules: RuleSet | None = None, top: int = 1) -> list[Setting]:
    """The ``top`` best legal settings of 13 cards under the rules, best first.

    Raises:
        InvalidCards: unless the cards are 13 different valid cards.
        ValueError: when ``top`` is less than 1.
    """
    hand = _verify_hand(cards)
    if top < 1:
        raise ValueError(_("top must be at least 1, not {top}").format(top=top))
    rules = rules or RuleSet.preset()
    tables = row_tables(rules)
    choices = rank_codes([c.code for c in hand], tables, top)
    wheel = tables.wheel
    lookups = (front_lookup(), five_lookup("none", True) if tables.lowball else five_lookup(wheel, False),
               five_lookup(wheel, False))
    settings = []
    for place, choice in enumerate(choices):
        f, m, b = choice.strengths
        values = (lookups[0].values[f], lookups[1].values[m], lookups[2].values[b])
        royalties = (row_royalty(values[0], FRONT, rules), row_royalty(values[1], MIDDLE, rules),
                     row_royalty(values[2], BACK, rules))
        chances = (float(tables.win[0][f]), float(tables.win[1][m]), float(tables.win[2][b]))
        gap = choices[0].expected_units - choice.expected_units
        front, middle, back = (_in_row_order([hand[i] for i in row])
                               for row in (choice.front, choice.middle, choice.back))
        why = _why(place, gap, values, royalties, chances, choice.expected_units, rules)
        settings.append(Setting(front, middle, back, values, royalties, choice.expected_units, chances, why))
    return settings


_WHERE = {"front": N_("the {hand} in front"), "middle": N_("the {hand} in the middle"),
          "back": N_("the {hand} in the back")}


def _percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def _why(place: int, gap: float, values: tuple[HandValue, HandValue, HandValue],
         royalties: tuple[Fraction, Fraction, Fraction], chances: tuple[float, float, float],
         expected: float, rules: RuleSet) -> str:
    """One plain sentence saying why a setting is ranked where it is."""
    if place == 0:
        head = _("Best")
    elif gap < 0.005:
        head = _("As good as the best")
    else:
        head = _("{gap} units below the best").format(gap=marked(f"{gap:.2f}"))
    if rules.lowball_middle:
        odds = _("{head}: wins the front {front}, the middle (low) {middle} and the back {back} of the time "
                 "against a typical hand")
    else:
        odds = _("{head}: wins the front {front}, the middle {middle} and the back {back} of the time "
                 "against a typical hand")
    parts = [odds.format(head=head, front=_percent(chances[0]), middle=_percent(chances[1]),
                         back=_percent(chances[2]))]
    paid = [(row, value, amount)
            for row, value, amount in zip(ROWS, values, royalties, strict=True) if amount]
    if paid:
        hands = [_(_WHERE[row]).format(hand=_hand_words(value)) for row, value, _amount in paid]
        amounts = [_units(amount) for _row, _value, amount in paid]
        parts.append(n_("{hands} earns {units} in royalties", "{hands} earn {units} in royalties",
                        len(paid)).format(hands=_join(hands), units=_join(amounts)))
    if place == 0 and rules.surrender and not rules.pool and expected < -rules.surrender_fee:
        parts.append(_("it still loses {loss} units on average, so surrendering for {fee} costs less").format(
            loss=marked(f"{-expected:.2f}"), fee=_units(rules.surrender_fee)))
    return _("; ").join(parts) + _(".")


def _hand_words(value: HandValue) -> str:
    """The hand's kind in the current language, lower case inside the sentence: "full house", "葫芦"."""
    words = hand_name(value).split(",")[0].split("，")[0]
    return words[0].lower() + words[1:]


def _units(amount: Fraction) -> str:
    return marked(str(json_number(amount)))


def _join(items: Sequence[str]) -> str:
    if len(items) == 1:
        return items[0]
    return _("{items} and {last}").format(items=_(", ").join(items[:-1]), last=items[-1])


def solve_json(cards_text: str, rules: RuleSet, top: int) -> dict[str, Any]:
    """What ``scorekeeper solve`` prints (FORMAT.md): the cards, their naturals and the best settings."""
    from scorekeeper.value.naturals import qualifying_naturals

    hand = _verify_hand(cards_text)
    settings = solve(hand, rules, top)
    return {
        "cards": format_cards(hand),
        "naturals": list(qualifying_naturals(hand, rules)),
        "settings": [
            {
                "front": format_cards(s.front),
                "middle": format_cards(s.middle),
                "back": format_cards(s.back),
                "rows": {row: hand_name(value) for row, value in zip(ROWS, s.values, strict=True)},
                "royalties": {row: json_number(r) for row, r in zip(ROWS, s.royalties, strict=True)},
                "expected_units": round(s.expected_units, 2) + 0.0,
                "why": s.why,
            }
            for s in settings
        ],
    }
