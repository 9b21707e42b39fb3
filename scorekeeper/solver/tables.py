"""The solver's fixed tables: the 72,072 splits' layout, strength lookups and opponent row counts.

Opponent counts ship in ``scorekeeper/solver/data`` (built by ``scripts/build_solver_tables.py``);
numpy is imported only when a table is first built.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from scorekeeper.errors import ScorekeeperError
from scorekeeper.game import BACK, FRONT, MIDDLE, ROWS, Row
from scorekeeper.language import _
from scorekeeper.rules import RuleSet
from scorekeeper.value.hand_tables import five_card_table, front_table
from scorekeeper.value.hand_value import HandValue, Wheel
from scorekeeper.value.royalties import row_royalty

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Ints = npt.NDArray[np.intp]
    Floats = npt.NDArray[np.float64]

TABLES_FILE = "solver_tables.npz"
"""Opponent row counts in ``scorekeeper/solver/data``, indexed by hand strength (see the build script)."""

FRONT_VALUES = 455
FIVE_VALUES = 7462


# -- fixed tables: the split layout and the strength lookups --------------------------------------


@dataclass(frozen=True)
class Layout:
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
def layout() -> Layout:
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
    return Layout(
        fives, threes,
        tuple(np.ascontiguousarray(five_arr[:, k]) for k in range(5)),
        tuple(np.ascontiguousarray(three_arr[:, k]) for k in range(3)),
        a_arr, b_arr,
        np.concatenate([a_arr, b_arr], axis=1), np.concatenate([b_arr, a_arr], axis=1),
    )


@dataclass(frozen=True)
class Lookup:
    """A hand table as sorted arrays: prime product -> strength, and flush rank bits -> strength."""

    products: Ints
    strengths: Ints
    flush: Ints
    values: tuple[HandValue, ...]
    """Value of each strength; index 0 is unused."""


@cache
def five_lookup(wheel: Wheel, low: bool) -> Lookup:
    import numpy as np

    table = five_card_table(wheel, low)
    pairs = sorted((product, value.strength) for product, value in table.unsuited.items())
    flush = np.zeros(1 << 13, dtype=np.intp)
    for bits, value in table.flush.items():
        flush[bits] = value.strength
    products = np.array([p for p, _ in pairs], dtype=np.int64)
    strengths = np.array([s for _, s in pairs], dtype=np.intp)
    return Lookup(products, strengths, flush, (table.values[0], *table.values))


@cache
def front_lookup() -> Lookup:
    import numpy as np

    pairs = sorted((product, value.strength) for product, value in front_table().items())
    values = sorted(front_table().values(), key=lambda v: v.strength)
    products = np.array([p for p, _ in pairs], dtype=np.int64)
    strengths = np.array([s for _, s in pairs], dtype=np.intp)
    return Lookup(products, strengths, np.zeros(0, dtype=np.intp), (values[0], *values))


def five_strengths(hand: npt.NDArray[np.int64], lookup: Lookup) -> Ints:
    """Strength of each of the hand's 1,287 five-card subsets (Cactus Kev lookups, vectorised)."""
    import numpy as np

    a, b, c, d, e = layout().five_cols
    rank = hand & 0xFF
    suit = hand & 0xF000
    bits = hand >> 16
    product = rank[a] * rank[b] * rank[c] * rank[d] * rank[e]
    suited = suit[a] & suit[b] & suit[c] & suit[d] & suit[e]
    unsuited = lookup.strengths[np.searchsorted(lookup.products, product)]
    flush = lookup.flush[bits[a] | bits[b] | bits[c] | bits[d] | bits[e]]
    result: Ints = np.where(suited != 0, flush, unsuited)
    return result


def front_strengths(hand: npt.NDArray[np.int64]) -> Ints:
    """Strength of each of the hand's 286 three-card subsets."""
    import numpy as np

    a, b, c = layout().three_cols
    rank = hand & 0xFF
    lookup = front_lookup()
    result: Ints = lookup.strengths[np.searchsorted(lookup.products, rank[a] * rank[b] * rank[c])]
    return result


@cache
def front_below(wheel: Wheel) -> Ints:
    """Per front strength, how many five-card values rank below it: a row at most that strong is beaten."""
    import numpy as np

    keys = [v.key for v in five_card_table(wheel).values]
    below = [0] + [bisect_left(keys, v.key) for v in front_lookup().values[1:]]
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
    five = five_lookup(wheel, False).values
    middle_values = five_lookup("none", True).values if rules.lowball_middle else five
    mode = rules.royalty_mode if rules.royalties != "none" and not rules.pool else "win_only"

    def row(counts: npt.ArrayLike, values: Sequence[HandValue], name: Row) -> tuple[Floats, Floats, Floats]:
        c = np.asarray(counts, dtype=np.float64)
        return _row_ev(c / c.sum(), _royalty_array(values, name, rules), mode)

    f = row(front, front_lookup().values, FRONT)
    m = row(middle, middle_values, MIDDLE)
    b = row(back, five, BACK)
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

    resource = files(__name__.rpartition(".")[0]).joinpath("data").joinpath(TABLES_FILE)
    try:
        with resource.open("rb") as fh, np.load(fh) as data:
            return {name: np.asarray(data[name], dtype=np.intp) for name in data.files}
    except FileNotFoundError:
        raise ScorekeeperError(_("the solver's tables are missing ({tables_file}); "
                                 "run scripts/build_solver_tables.py").format(
            tables_file=TABLES_FILE)) from None


@cache
def wheel_order(wheel: Wheel) -> Ints:
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
        order = wheel_order("second_best")
        back = np.bincount(order, weights=back, minlength=FIVE_VALUES + 1)
        if not rules.lowball_middle:
            middle = np.bincount(order, weights=middle, minlength=FIVE_VALUES + 1)
    return tables_from_counts(front, middle, back, rules)
