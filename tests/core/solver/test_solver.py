"""Best-arrangement hints: never a foul, the obvious setting found, agreement with a slow brute force."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from itertools import combinations, product
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scorekeeper
from scorekeeper.errors import InvalidCards
from scorekeeper.read.cards import DECK, Card, parse_cards
from scorekeeper.rules import RuleSet
from scorekeeper.solver.search import Setting, solve, solve_json
from scorekeeper.value.hand_tables import five_card_table, front_table
from scorekeeper.value.hand_value import HandValue
from scorekeeper.value.hands import ROWS, evaluate, value_of_five, value_of_front
from scorekeeper.value.royalties import row_royalty
from scorekeeper.words.hands import hand_name

TABLES = Path(scorekeeper.__file__).parent / "solver" / "data" / "solver_tables.npz"
DEFAULT = RuleSet.preset()
ROYALTIES = RuleSet.preset("classic-royalties")
LOWBALL = RuleSet.preset("lowball-middle")
PRESETS = ("classic-1-6", "classic-2-4", "classic-1-1-1", "classic-royalties", "pool", "lowball-middle")
BRUTE_RULES = (
    DEFAULT,
    ROYALTIES,
    RuleSet.preset("classic-2-4"),
    LOWBALL,
    RuleSet.preset("classic-2-4").with_options(royalties="eastern", royalty_mode="always"),
)
ODD_RULES = (
    RuleSet.preset("classic-2-4").with_options(overall_rule="net_rows", royalties="classic", royalty_mode="cancel"),
    RuleSet.preset("classic-2-4").with_options(overall_rule="points"),
    DEFAULT.with_options(royalties="eastern", royalty_mode="difference", scoop_bonus=5),
    RuleSet.preset("pool"),
    RuleSet.preset("classic-1-1-1").with_options(royalties="classic", lowball_middle=True),
    ROYALTIES.with_options(wheel="second_best"),
)


def deal(seed: int) -> list[Card]:
    return random.Random(seed).sample(DECK, 13)


def assert_legal(setting: Setting, cards: Sequence[Card], rules: RuleSet) -> None:
    """Re-read the rows from their cards and check the foul rule (RULES A6, D2) and the one deck."""
    assert sorted(setting.front + setting.middle + setting.back, key=str) == sorted(cards, key=str)
    front, middle, back = (evaluate(cards, row, rules) for cards, row in
                           zip((setting.front, setting.middle, setting.back), ROWS, strict=True))
    assert (front, middle, back) == setting.values
    if rules.lowball_middle:
        assert middle.low and not front > back
    else:
        assert not front > middle and not middle > back


# -- an independent brute force ------------------------------------------------------------------


def payment(result: int, mine: Fraction, theirs: Fraction, mode: str) -> Fraction:
    """What I net on one row against one opponent row, read from RULES B6 and the README."""
    if mode == "difference":
        return result + mine - theirs
    if result < 0:
        return -payment(1, theirs, mine, mode)
    if result == 0:
        return mine - theirs if mode == "always" else Fraction(0)
    if mode == "cancel" and mine and theirs:
        return Fraction(1)
    return (mine or Fraction(1)) - (theirs if mode == "always" else 0)


@cache
def opponent_model(rules: RuleSet) -> dict[str, dict[HandValue, tuple[float, float, float]]]:
    """Per row, value -> (expected units of the row, P(win), P(lose)) from the shipped counts."""
    mode = rules.royalty_mode if rules.royalties != "none" else "win_only"
    prefix = "low_" if rules.lowball_middle else ""
    with np.load(TABLES) as data:
        counts = {row: data[prefix + row].tolist() for row in ROWS}
    # The counts are stored by strength under the low wheel; read them as values of the rules' own table.
    stored, table = five_card_table("low"), five_card_table(rules.wheel)  # type: ignore[arg-type]
    same = {stored.flush[k]: table.flush[k] for k in stored.flush}
    same |= {stored.unsuited[k]: table.unsuited[k] for k in stored.unsuited}
    chances: dict[str, dict[HandValue, float]] = {
        "front": {v: counts["front"][v.strength] for v in front_table().values()},
        "back": {same[v]: counts["back"][v.strength] for v in stored.values},
        "middle": ({v: counts["middle"][v.strength] for v in five_card_table("none", True).values}
                   if rules.lowball_middle else {same[v]: counts["middle"][v.strength] for v in stored.values}),
    }
    model: dict[str, dict[HandValue, tuple[float, float, float]]] = {}
    for row in ROWS:
        assert sum(counts[row]) == sum(chances[row].values()) and counts[row][0] == 0
        total = sum(counts[row])
        row_values = sorted(chances[row])
        probs = [chances[row][v] / total for v in row_values]
        royalty = [row_royalty(v, row, rules) for v in row_values]  # type: ignore[arg-type]
        classes = sorted(set(royalty))
        above = {r: sum(p for p, q in zip(probs, royalty, strict=True) if q == r) for r in classes}
        below = dict.fromkeys(classes, 0.0)
        row_table = {}
        for value, p, mine in zip(row_values, probs, royalty, strict=True):
            above[mine] -= p
            ev = sum(below[r] * float(payment(1, mine, r, mode)) + above[r] * float(payment(-1, mine, r, mode))
                     for r in classes)
            row_table[value] = (ev, sum(below.values()), sum(above.values()))
            below[mine] += p
        model[row] = row_table
    return model


def combination(rules: RuleSet, rows: Sequence[tuple[float, float, float]]) -> float:
    """Scoop bonus or 2-4 overall unit with the rows independent, straight from RULES B3."""
    (_, wf, lf), (_, wm, lm), (_, wb, lb) = rows
    if rules.pool or rules.method == "1-1-1":
        return 0.0
    if rules.method == "1-6":
        return rules.scoop_bonus * (wf * wm * wb - lf * lm * lb)
    if rules.overall_rule == "two_or_more":
        wins = wf * wm * wb + wf * wm * (1 - wb) + wf * (1 - wm) * wb + (1 - wf) * wm * wb
        losses = lf * lm * lb + lf * lm * (1 - lb) + lf * (1 - lm) * lb + (1 - lf) * lm * lb
        return wins - losses
    total = 0.0  # net_rows, and points read as net rows: every win/tie/loss pattern
    for pattern in product((1, 0, -1), repeat=3):
        chance = 1.0
        for result, (_, win, lose) in zip(pattern, rows, strict=True):
            chance *= win if result == 1 else lose if result == -1 else 1 - win - lose
        total += chance * ((pattern.count(1) > pattern.count(-1)) - (pattern.count(1) < pattern.count(-1)))
    return total


@cache
def splits() -> list[tuple[int, int, int]]:
    """Every (front, middle, back) split as indices into the 3- and 5-card subset lists."""
    fives = {five: n for n, five in enumerate(combinations(range(13), 5))}
    out = []
    for f, front in enumerate(combinations(range(13), 3)):
        rest = [i for i in range(13) if i not in front]
        for middle in combinations(rest, 5):
            back = tuple(i for i in rest if i not in middle)
            out.append((f, fives[middle], fives[back]))
    assert len(out) == 72_072
    return out


Split = tuple[int, int, int]
Rows = tuple[tuple[float, float, float], ...]


def brute_force(cards: Sequence[Card], rules: RuleSet) -> tuple[float, dict[Split, Rows]]:
    """Best expected units over all 72,072 splits, and every legal split's row numbers."""
    model = opponent_model(rules)
    fronts = [value_of_front(c) for c in combinations(cards, 3)]
    backs = [value_of_five(c, rules.wheel) for c in combinations(cards, 5)]  # type: ignore[arg-type]
    middles = [value_of_five(c, low=True) for c in combinations(cards, 5)] if rules.lowball_middle else backs
    front_rows = [model["front"][v] for v in fronts]
    middle_rows = [model["middle"][v] for v in middles]
    back_rows = [model["back"][v] for v in backs]
    legal: dict[Split, Rows] = {}
    for f, m, b in splits():
        front, middle, back = fronts[f], middles[m], backs[b]
        if front > back if rules.lowball_middle else (front > middle or middle > back):
            continue
        legal[f, m, b] = (front_rows[f], middle_rows[m], back_rows[b])
    best = -float("inf")
    for rows in legal.values():
        additive = sum(r[0] for r in rows)
        if additive + most_added(rules, rows) >= best:
            best = max(best, additive + combination(rules, rows))
    return best, legal


def most_added(rules: RuleSet, rows: Rows) -> float:
    """An upper bound on ``combination``, so the slow pattern count runs only where it can matter."""
    wins = [r[1] for r in rows]
    if rules.pool or rules.method == "1-1-1":
        return 0.0
    if rules.method == "1-6":
        return rules.scoop_bonus * min(wins)  # P(scoop) is at most the least likely row win
    if rules.overall_rule == "two_or_more":
        return min(1.0, sum(wins) / 2)  # expected rows won >= 2 P(two or more)
    return min(1.0, sum(wins))


def units_of(rules: RuleSet, rows: Rows) -> float:
    return sum(r[0] for r in rows) + combination(rules, rows)


def split_of(setting: Setting, cards: Sequence[Card]) -> tuple[int, int, int]:
    def index(row: tuple[Card, ...], size: int) -> int:
        where = tuple(sorted(cards.index(c) for c in row))
        return list(combinations(range(13), size)).index(where)

    return index(setting.front, 3), index(setting.middle, 5), index(setting.back, 5)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(4))
def test_agrees_with_brute_force_on_200_hands(chunk: int) -> None:
    for seed in range(chunk * 50, chunk * 50 + 50):
        cards, rules = deal(seed), BRUTE_RULES[seed % len(BRUTE_RULES)]
        best, legal = brute_force(cards, rules)
        (setting,) = solve(cards, rules)
        assert setting.expected_units == pytest.approx(best, abs=1e-9), (seed, rules)
        assert units_of(rules, legal[split_of(setting, cards)]) == pytest.approx(best, abs=1e-9)


@pytest.mark.parametrize("rules", ODD_RULES, ids=["cancel-net-rows", "points", "difference", "pool", "low-1-1-1",
                                               "second-best-wheel"])
def test_agrees_with_brute_force_under_other_options(rules: RuleSet) -> None:
    wheel_and_straight = parse_cards("As 2d 3c 4h 5s Kd Kc 9h 8c 7c Jd Ts 6d")
    for cards in (deal(1000), deal(1001), deal(1002), wheel_and_straight):
        best, _ = brute_force(cards, rules)
        (setting,) = solve(cards, rules)
        assert setting.expected_units == pytest.approx(best, abs=1e-9)
        model = opponent_model(rules)
        chances = tuple(model[row][value][1] for row, value in zip(ROWS, setting.values, strict=True))
        assert setting.win_chances == pytest.approx(chances, abs=1e-12)


# -- behaviour -------------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_200_seeded_hands_never_foul(preset: str) -> None:
    rules = RuleSet.preset(preset)
    for seed in range(200):
        cards = deal(seed)
        found = solve(cards, rules, top=3)
        assert 1 <= len(found) <= 3
        for setting in found:
            assert_legal(setting, cards, rules)
        units = [s.expected_units for s in found]
        assert units == sorted(units, reverse=True)
        assert len({s.values for s in found}) == len(found)


@settings(max_examples=60, deadline=None)
@given(st.permutations(DECK), st.sampled_from([*PRESETS, "ofc", "criss-cross"]), st.booleans())
def test_any_hand_under_any_rules_gets_a_legal_setting(deck: list[Card], preset: str, second: bool) -> None:
    rules = RuleSet.preset(preset)
    if second:
        rules = rules.with_options(wheel="second_best")
    (setting,) = solve(deck[:13], rules)
    assert_legal(setting, deck[:13], rules)


RULES_F = [
    ("Qs Qh 7d | Qd Qc 6s 5h 4c | As Ad Ac 2h 2d", False),
    ("Qs Qh 7d | Qd Qc 9s 8h 2c | As Ad Ac 2h 2d", True),
    ("Ks Kh 9d | Kd Kc 9s 5h 4c | As Ad Ac 2h 2d", True),
    ("As Kh 9d | Ad Kc 8s 7h 5c | 2s 2h 2d 3c 3d", False),
    ("5s 5h 5d | 4c 4s 4h Ac Kc | 9s 9h 9d 9c 2s", False),
    ("4s 4h 4d | 5c 5s 5h Ac Kc | 9s 9h 9d 9c 2s", True),
    ("As Ah Kd | 3s 3h 2d 2c 4c | 9s 9h 9d 8c 8s", True),
    ("3s 3h 3d | Ks Kh 4d 4c 2s | Qs Qh Qd Qc 2h", False),
]


@pytest.mark.parametrize(("hand", "legal"), RULES_F)
def test_every_setting_offered_follows_the_foul_rule_at_its_edge(hand: str, legal: bool) -> None:
    """RULES F1-F7: the listed settings of those cards include the legal example and never the foul."""
    rows = [parse_cards(part) for part in hand.split("|")]
    cards = [c for row in rows for c in row]
    example = tuple(evaluate(row, name) for row, name in zip(rows, ROWS, strict=True))
    offered = solve(cards, DEFAULT, top=100_000)
    for setting in offered:
        assert_legal(setting, cards, DEFAULT)
    assert (example in {s.values for s in offered}) is legal
    for setting in solve(cards, LOWBALL, top=100_000):
        assert_legal(setting, cards, LOWBALL)


def test_quads_straight_flush_and_trips_find_their_rows() -> None:
    cards = parse_cards("9s Ah 7d 9h Kh 2c 7s Qh 9d Jh 7h Th 9c")
    for rules in (DEFAULT, ROYALTIES):
        best = solve(cards, rules)[0]
        assert best.front == parse_cards("7s 7h 7d")
        assert best.middle == parse_cards("9s 9h 9d 9c 2c")
        assert best.back == parse_cards("Ah Kh Qh Jh Th")
        assert [hand_name(v) for v in best.values] == ["Trip sevens", "Four nines", "Royal flush"]
    assert best.royalties == (3, 4, 5)
    assert best.rows == {"front": best.front, "middle": best.middle, "back": best.back}  # an attribute (issue 30)
    assert best.why.startswith("Best: wins the front")
    assert "the trip sevens in front, the four nines in the middle and the royal flush in the back earn 3, 4 and 5" \
        in best.why


def test_lowball_middle_takes_the_best_low() -> None:
    cards = parse_cards("7c 5d 4h 3s 2c As Ad Ah Kc Kd Qs Qh Jc")
    best = solve(cards, LOWBALL)[0]
    assert best.middle == parse_cards("7c 5d 4h 3s 2c")
    assert best.values[1].low and hand_name(best.values[1]) == "Seven-five low"
    assert best.front == parse_cards("Kd Kc Jc")
    assert best.back == parse_cards("As Ah Ad Qs Qh")
    assert "the middle (low)" in best.why


def test_a_hand_worth_less_than_surrender_says_so() -> None:
    cards = parse_cards("As Kc Qd 5h 5d Jd 9c 8c 7s 7c 4s 3s 2d")
    best = solve(cards, DEFAULT)[0]
    assert best.expected_units < -2
    assert best.why.endswith("so surrendering for 2 costs less.")


def test_solve_json_is_formats_shape() -> None:
    out = solve_json("as ah KS KH qs qh 2c 2d 3c 3d 4c 4d 9s", DEFAULT, 2)
    assert out["cards"] == "As Ah Ks Kh Qs Qh 2c 2d 3c 3d 4c 4d 9s"
    assert out["naturals"] == ["six_pairs"]
    assert len(out["settings"]) == 2
    first = out["settings"][0]
    assert set(first) == {"front", "middle", "back", "rows", "royalties", "expected_units", "why"}
    assert first["royalties"] == {"front": 0, "middle": 0, "back": 0}
    assert set(first["rows"]) == set(ROWS)
    assert first["expected_units"] == round(first["expected_units"], 2)
    assert first["expected_units"] >= out["settings"][1]["expected_units"]
    cards = parse_cards(" ".join(first[row] for row in ROWS))
    assert sorted(map(str, cards)) == sorted(out["cards"].split())


@pytest.mark.parametrize(("text", "message"), [
    ("As Kd 6c 9s 9d 4h 4c 7s Qh Jd Tc 9h", "needs 13 cards, not 12"),
    ("As Kd 6c 9s 9d 4h 4c 7s Qh Jd Tc 9h 8s 2c", "needs 13 cards, not 14"),
    ("As Kd 6c 9s 9d 4h 4c 7s Qh Jd Tc 9h As", "As is used twice"),
    ("As Kd 6c 9s 9d 4h 4c 7s Qh Jd Tc 9h Zs", "card 13 'Zs' cannot be read"),
    ("", "needs 13 cards, not 0"),
])
def test_bad_cards_are_refused_with_a_clear_message(text: str, message: str) -> None:
    with pytest.raises(InvalidCards, match=message):
        solve(text)
    with pytest.raises(InvalidCards, match=message):
        solve_json(text, DEFAULT, 1)


def test_top_must_be_positive() -> None:
    with pytest.raises(ValueError, match="top must be at least 1, not 0"):
        solve(deal(1), DEFAULT, top=0)


def test_importing_the_solver_does_not_import_numpy() -> None:
    code = "import sys, scorekeeper.solver.search; print('numpy' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(scorekeeper.__file__).parent.parent)
    assert run.stdout.strip() == "False"
