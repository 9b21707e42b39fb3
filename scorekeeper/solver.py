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
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Any

from scorekeeper.cards import Card, find_duplicates, format_cards, parse_cards
from scorekeeper.errors import InvalidCards, ScorekeeperError
from scorekeeper.hands import ROWS, HandValue, Row, Wheel, five_card_table, front_table
from scorekeeper.royalties import row_royalty
from scorekeeper.rules import RuleSet, json_number

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Ints = npt.NDArray[np.intp]
    Floats = npt.NDArray[np.float64]

TABLES_FILE = "solver_tables.npz"
"""Opponent row counts in ``scorekeeper/data``, indexed by hand strength (see the build script)."""

FRONT_VALUES = 455
FIVE_VALUES = 7462


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

    def rows(self) -> dict[Row, tuple[Card, ...]]:
        return {"front": self.front, "middle": self.middle, "back": self.back}


@dataclass(frozen=True)
class Choice:
    """A split by card positions (0-12) with its row strengths and expected units: the solver's raw answer."""

    front: tuple[int, ...]
    middle: tuple[int, ...]
    back: tuple[int, ...]
    strengths: tuple[int, int, int]
    expected_units: float


# -- fixed tables: the split layout and the strength lookups --------------------------------------


@dataclass(frozen=True)
class _Layout:
    """Which subsets make up each split; the same for every hand, built once."""

    fives: tuple[tuple[int, ...], ...]
    threes: tuple[tuple[int, ...], ...]
    five_cols: tuple[Ints, ...]
    three_cols: tuple[Ints, ...]
    pair_a: Ints
    """(286, 126): per front, the five-card subsets holding the lowest remaining position..."""
    pair_b: Ints
    """...and their complements; the weaker of the two is the middle (the other way round fouls)."""
    ordered_middle: Ints
    """(286, 252): per front, every middle and back in both orders (a low middle needs no order)."""
    ordered_back: Ints


@cache
def _layout() -> _Layout:
    import numpy as np

    fives = tuple(combinations(range(13), 5))
    threes = tuple(combinations(range(13), 3))
    index: dict[tuple[int, ...], int] = {five: n for n, five in enumerate(fives)}
    pair_a: list[int] = []
    pair_b: list[int] = []
    for front in threes:
        rest = [i for i in range(13) if i not in front]
        for tail in combinations(rest[1:], 4):
            a = (rest[0], *tail)
            pair_a.append(index[a])
            pair_b.append(index[tuple(i for i in rest if i not in a)])
    a_arr = np.array(pair_a, dtype=np.intp).reshape(286, 126)
    b_arr = np.array(pair_b, dtype=np.intp).reshape(286, 126)
    five_arr = np.array(fives, dtype=np.intp)
    three_arr = np.array(threes, dtype=np.intp)
    return _Layout(
        fives, threes,
        tuple(np.ascontiguousarray(five_arr[:, k]) for k in range(5)),
        tuple(np.ascontiguousarray(three_arr[:, k]) for k in range(3)),
        a_arr, b_arr,
        np.concatenate([a_arr, b_arr], axis=1), np.concatenate([b_arr, a_arr], axis=1),
    )


@dataclass(frozen=True)
class _Lookup:
    """A hand table as sorted arrays: prime product -> strength, and flush rank bits -> strength."""

    products: Ints
    strengths: Ints
    flush: Ints
    values: tuple[HandValue, ...]
    """Value of each strength; index 0 is unused."""


@cache
def _five_lookup(wheel: Wheel, low: bool) -> _Lookup:
    import numpy as np

    table = five_card_table(wheel, low)
    pairs = sorted((product, value.strength) for product, value in table.unsuited.items())
    flush = np.zeros(1 << 13, dtype=np.intp)
    for bits, value in table.flush.items():
        flush[bits] = value.strength
    products = np.array([p for p, _ in pairs], dtype=np.int64)
    strengths = np.array([s for _, s in pairs], dtype=np.intp)
    return _Lookup(products, strengths, flush, (table.values[0], *table.values))


@cache
def _front_lookup() -> _Lookup:
    import numpy as np

    pairs = sorted((product, value.strength) for product, value in front_table().items())
    values = sorted(front_table().values(), key=lambda v: v.strength)
    products = np.array([p for p, _ in pairs], dtype=np.int64)
    strengths = np.array([s for _, s in pairs], dtype=np.intp)
    return _Lookup(products, strengths, np.zeros(0, dtype=np.intp), (values[0], *values))


def _five_strengths(hand: npt.NDArray[np.int64], lookup: _Lookup) -> Ints:
    """Strength of each of the hand's 1,287 five-card subsets (Cactus Kev lookups, vectorised)."""
    import numpy as np

    a, b, c, d, e = _layout().five_cols
    rank = hand & 0xFF
    suit = hand & 0xF000
    bits = hand >> 16
    product = rank[a] * rank[b] * rank[c] * rank[d] * rank[e]
    suited = suit[a] & suit[b] & suit[c] & suit[d] & suit[e]
    unsuited = lookup.strengths[np.searchsorted(lookup.products, product)]
    flush = lookup.flush[bits[a] | bits[b] | bits[c] | bits[d] | bits[e]]
    result: Ints = np.where(suited != 0, flush, unsuited)
    return result


def _front_strengths(hand: npt.NDArray[np.int64]) -> Ints:
    """Strength of each of the hand's 286 three-card subsets."""
    import numpy as np

    a, b, c = _layout().three_cols
    rank = hand & 0xFF
    lookup = _front_lookup()
    result: Ints = lookup.strengths[np.searchsorted(lookup.products, rank[a] * rank[b] * rank[c])]
    return result


@cache
def _front_below(wheel: Wheel) -> Ints:
    """Per front strength, how many five-card values rank below it: a row at most that strong is beaten."""
    import numpy as np

    keys = [v.key for v in five_card_table(wheel).values]
    below = [0] + [bisect_left(keys, v.key) for v in _front_lookup().values[1:]]
    return np.array(below, dtype=np.intp)


# -- what each row is worth under the rules -------------------------------------------------------


@dataclass(frozen=True, eq=False)
class RowTables:
    """Per-strength numbers the solver adds up: each row's expected units, win and loss chances."""

    wheel: Wheel
    lowball: bool
    ev: tuple[Floats, Floats, Floats]
    win: tuple[Floats, Floats, Floats]
    lose: tuple[Floats, Floats, Floats]
    combine: str
    """``rows`` (nothing more), ``scoop`` (1-6), ``two_or_more`` or ``net_rows`` (the 2-4 overall unit)."""
    bonus: float


def _royalty_array(values: Sequence[HandValue], row: Row, rules: RuleSet) -> Floats:
    import numpy as np

    return np.array([0.0] + [float(row_royalty(v, row, rules)) for v in values[1:]])


def _row_ev(p: Floats, royalty: Floats, mode: str) -> tuple[Floats, Floats, Floats]:
    """Expected units, win and loss chances of a row per strength, given the opponent's distribution p.

    The row pays as ``scoring`` pays it: the winner collects its royalty or 1; ``always`` also lets a
    qualifying row that loses or ties collect its royalty; ``cancel`` pays 1 when both rows qualify;
    ``difference`` pays ±1 plus the royalty difference.
    """
    import numpy as np

    cum = np.cumsum(p)
    win = cum - p
    lose = np.clip(1.0 - cum, 0.0, 1.0)
    pay = np.where(royalty > 0, royalty, 1.0)

    def below(x: Floats) -> Floats:
        out: Floats = np.cumsum(x) - x
        return out

    def above(x: Floats) -> Floats:
        out: Floats = x.sum() - np.cumsum(x)
        return out

    if mode == "difference":
        ev = win - lose + royalty - float((p * royalty).sum())
    elif mode == "always":
        ev = win * pay - below(p * royalty) + lose * royalty - above(p * pay)
    elif mode == "cancel":
        both = below(p * (royalty > 0))
        ev = np.where(royalty > 0, both + (win - both) * royalty - lose, win - above(p * pay))
    else:
        ev = win * pay - above(p * pay)
    ev[0] = win[0] = lose[0] = 0.0
    return ev, win, lose


def tables_from_counts(front: npt.ArrayLike, middle: npt.ArrayLike, back: npt.ArrayLike,
                       rules: RuleSet) -> RowTables:
    """Row tables from opponent row counts indexed by strength (a deuce-to-seven middle when lowball)."""
    import numpy as np

    wheel: Wheel = "second_best" if rules.wheel == "second_best" else "low"
    five = _five_lookup(wheel, False).values
    middle_values = _five_lookup("none", True).values if rules.lowball_middle else five
    mode = rules.royalty_mode if rules.royalties != "none" and not rules.pool else "win_only"

    def row(counts: npt.ArrayLike, values: Sequence[HandValue], name: Row) -> tuple[Floats, Floats, Floats]:
        c = np.asarray(counts, dtype=np.float64)
        return _row_ev(c / c.sum(), _royalty_array(values, name, rules), mode)

    f = row(front, _front_lookup().values, "front")
    m = row(middle, middle_values, "middle")
    b = row(back, five, "back")
    combine, bonus = "rows", 0.0
    if not rules.pool and rules.method == "1-6" and rules.scoop_bonus:
        combine, bonus = "scoop", float(rules.scoop_bonus)
    elif not rules.pool and rules.method == "2-4":
        combine, bonus = ("two_or_more" if rules.overall_rule == "two_or_more" else "net_rows"), 1.0
    return RowTables(wheel, rules.lowball_middle, (f[0], m[0], b[0]), (f[1], m[1], b[1]), (f[2], m[2], b[2]),
                     combine, bonus)


@cache
def opponent_counts() -> dict[str, Ints]:
    """The shipped opponent row counts (see ``scripts/build_solver_tables.py``)."""
    from importlib.resources import files

    import numpy as np

    resource = files("scorekeeper").joinpath("data").joinpath(TABLES_FILE)
    try:
        with resource.open("rb") as fh, np.load(fh) as data:
            return {name: np.asarray(data[name], dtype=np.intp) for name in data.files}
    except FileNotFoundError:
        raise ScorekeeperError(f"the solver's tables are missing ({TABLES_FILE}); "
                               "run scripts/build_solver_tables.py") from None


@cache
def _wheel_order(wheel: Wheel) -> Ints:
    """Strength under ``wheel`` of each strength under the low wheel (the tables are stored that way)."""
    import numpy as np

    base, other = five_card_table("low"), five_card_table(wheel)
    order = np.zeros(FIVE_VALUES + 1, dtype=np.intp)
    for key, value in base.flush.items():
        order[value.strength] = other.flush[key].strength
    for key, value in base.unsuited.items():
        order[value.strength] = other.unsuited[key].strength
    return order


@lru_cache(maxsize=32)
def row_tables(rules: RuleSet) -> RowTables:
    """The row tables for a rule set, from the shipped opponent counts."""
    import numpy as np

    counts = opponent_counts()
    prefix = "low_" if rules.lowball_middle else ""
    front, middle, back = (counts[prefix + row] for row in ROWS)
    if rules.wheel == "second_best":
        order = _wheel_order("second_best")
        back = np.bincount(order, weights=back, minlength=FIVE_VALUES + 1)
        if not rules.lowball_middle:
            middle = np.bincount(order, weights=middle, minlength=FIVE_VALUES + 1)
    return tables_from_counts(front, middle, back, rules)


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
        raise InvalidCards(f"the solver needs 13 cards, not {len(codes)}")
    lay = _layout()
    hand = np.asarray(codes, dtype=np.int64)
    front = _front_strengths(hand)
    five = _five_strengths(hand, _five_lookup(tables.wheel, False))
    below = _front_below(tables.wheel)[front][:, None]
    if tables.lowball:
        work = _scratch(252)
        low = _five_strengths(hand, _five_lookup("none", True))
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
        raise InvalidCards(f"{dups[0]} is used twice: one deck has each card once")
    if len(hand) != 13:
        raise InvalidCards(f"a hand to set needs 13 cards, not {len(hand)}")
    return hand


def solve(cards: Sequence[Card] | str, rules: RuleSet | None = None, top: int = 1) -> list[Setting]:
    """The ``top`` best legal settings of 13 cards under the rules, best first.

    Raises:
        InvalidCards: unless the cards are 13 different valid cards.
        ValueError: when ``top`` is less than 1.
    """
    hand = _verify_hand(cards)
    if top < 1:
        raise ValueError(f"top must be at least 1, not {top}")
    rules = rules or RuleSet.preset()
    tables = row_tables(rules)
    choices = rank_codes([c.code for c in hand], tables, top)
    wheel = tables.wheel
    lookups = (_front_lookup(), _five_lookup("none", True) if tables.lowball else _five_lookup(wheel, False),
               _five_lookup(wheel, False))
    settings = []
    for place, choice in enumerate(choices):
        f, m, b = choice.strengths
        values = (lookups[0].values[f], lookups[1].values[m], lookups[2].values[b])
        royalties = (row_royalty(values[0], "front", rules), row_royalty(values[1], "middle", rules),
                     row_royalty(values[2], "back", rules))
        chances = (float(tables.win[0][f]), float(tables.win[1][m]), float(tables.win[2][b]))
        gap = choices[0].expected_units - choice.expected_units
        front, middle, back = (_in_row_order([hand[i] for i in row])
                               for row in (choice.front, choice.middle, choice.back))
        why = _why(place, gap, values, royalties, chances, choice.expected_units, rules)
        settings.append(Setting(front, middle, back, values, royalties, choice.expected_units, chances, why))
    return settings


_WHERE = {"front": "in front", "middle": "in the middle", "back": "in the back"}


def _percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def _why(place: int, gap: float, values: tuple[HandValue, HandValue, HandValue],
         royalties: tuple[Fraction, Fraction, Fraction], chances: tuple[float, float, float],
         expected: float, rules: RuleSet) -> str:
    """One plain sentence saying why a setting is ranked where it is."""
    if place == 0:
        head = "Best"
    elif gap < 0.005:
        head = "As good as the best"
    else:
        head = f"{gap:.2f} units below the best"
    middle = "the middle (low)" if rules.lowball_middle else "the middle"
    text = (f"{head}: wins the front {_percent(chances[0])}, {middle} {_percent(chances[1])} "
            f"and the back {_percent(chances[2])} of the time against a typical hand")
    paid = [(row, value, amount)
            for row, value, amount in zip(ROWS, values, royalties, strict=True) if amount]
    if paid:
        hands = [f"the {_hand_words(value)} {_WHERE[row]}" for row, value, _ in paid]
        amounts = [_units(amount) for _, _, amount in paid]
        verb = "earns" if len(paid) == 1 else "earn"
        text += f"; {_join(hands)} {verb} {_join(amounts)} in royalties"
    if place == 0 and rules.surrender and not rules.pool and expected < -rules.surrender_fee:
        text += (f"; it still loses {-expected:.2f} units on average, "
                 f"so surrendering for {_units(rules.surrender_fee)} costs less")
    return text + "."


def _hand_words(value: HandValue) -> str:
    words = value.label.split(",")[0]
    return words[0].lower() + words[1:]


def _units(amount: Fraction) -> str:
    return str(json_number(amount))


def _join(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def solve_json(cards_text: str, rules: RuleSet, top: int) -> dict[str, Any]:
    """What ``scorekeeper solve`` prints (FORMAT.md): the cards, their naturals and the best settings."""
    from scorekeeper.naturals import qualifying_naturals

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
                "rows": {row: value.label for row, value in zip(ROWS, s.values, strict=True)},
                "royalties": {row: json_number(r) for row, r in zip(ROWS, s.royalties, strict=True)},
                "expected_units": round(s.expected_units, 2) + 0.0,
                "why": s.why,
            }
            for s in settings
        ],
    }
