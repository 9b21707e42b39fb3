"""RULES B2-B9: one pair settled (surrender, then naturals, then a foul penalty, then the rows)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tests.reference import naturals
from tests.reference.entries import ROWS, Reading, penalised


@dataclass
class Pair:
    """What the first player collects from the second (negative: pays), and the rows if played out."""

    first: str
    second: str
    units: Fraction
    rows: dict[str, int] | None = None
    played_out: bool = False


def natural_value(natural: str, rules: dict) -> Fraction:
    return Fraction(str(rules["natural_values"][natural]))


def row_credits(outcome: int, mine: Fraction, theirs: Fraction, mode: str) -> tuple[Fraction, Fraction]:
    """B6: what each side collects on one row (outcome +1: the first side won it)."""
    one = Fraction(1)
    if outcome < 0:
        theirs_credit, mine_credit = row_credits(1, theirs, mine, mode)
        return mine_credit, theirs_credit
    zero = Fraction(0)
    if mode == "difference":  # rows 1 each, every royalty paid, won or not
        return (one if outcome else zero) + mine, theirs
    if mode == "always":  # paid win or lose: the winner its royalty (or 1), the other side its own
        return (mine or one) if outcome else mine, theirs
    if outcome == 0:
        return zero, zero
    if mode == "bonus":  # the row point plus the royalty, the beaten side's royalty unpaid
        return one + mine, zero
    if mode == "cancel" and mine and theirs:  # both rows qualify: only the row point
        return one, zero
    return mine or one, zero  # win_only


def scoop_value(rules: dict) -> Fraction:
    """B4: what a scoop pays under the method, without royalties."""
    return Fraction({"1-1-1": 3, "2-4": 4}.get(rules["method"], 3 + rules["scoop_bonus"]))


def foul_payment(clean: Reading, rules: dict) -> Fraction:
    """B4/C2: what a fouled player pays a clean opponent."""
    if rules["foul_penalty"] != "scoop":
        return Fraction(str(rules["foul_penalty"]))
    rows = sum((row_credits(1, clean.royalties[row], Fraction(0), rules["royalty_mode"])[0] for row in ROWS),
               Fraction(0))
    return rows + scoop_value(rules) - 3


def play_rows(a: Reading, b: Reading, rules: dict) -> Pair:
    """B2, B3, B6, B9: the rows compared and paid under the method."""
    mode = rules["royalty_mode"]
    outcomes = {row: a.against(b, row, rules) for row in ROWS}
    credit_a = credit_b = Fraction(0)
    for row, outcome in outcomes.items():
        ca, cb = row_credits(outcome, a.royalties[row], b.royalties[row], mode)
        credit_a, credit_b = credit_a + ca, credit_b + cb
    won = sum(o > 0 for o in outcomes.values())
    lost = sum(o < 0 for o in outcomes.values())
    total = credit_a - credit_b
    two_and_a_tie = not rules["tie_cancels_scoop"] and (won, lost) in ((2, 0), (0, 2))
    side = 1 if won > lost else -1
    if rules["method"] == "1-6" and (3 in (won, lost) or two_and_a_tie):
        total += side * rules["scoop_bonus"]
    if rules["method"] == "2-4":
        overall = rules["overall_rule"]
        if overall == "two_or_more":
            total += 1 if won >= 2 else -1 if lost >= 2 else 0
        elif overall == "net_rows":
            total += (won > lost) - (won < lost)
        else:  # points: the higher total including royalties
            total += (credit_a > credit_b) - (credit_a < credit_b)
        if two_and_a_tie:
            total += side  # the 3-0 payment of 4
    return Pair(a.name, b.name, total, outcomes, played_out=True)


def settle_pair(a: Reading, b: Reading, rules: dict) -> Pair:
    if a.surrendered or b.surrendered:  # B5
        if a.surrendered and b.surrendered:
            return Pair(a.name, b.name, Fraction(0))
        other = b if a.surrendered else a
        if other.fouled and penalised(rules):
            return Pair(a.name, b.name, Fraction(0))
        fee = Fraction(str(rules["surrender_fee"]))
        return Pair(a.name, b.name, fee if other is a else -fee)
    if a.natural or b.natural:  # B7
        if a.natural and b.natural:
            side = naturals.compare(a.natural, a.natural_key, b.natural, b.natural_key)
            winner = a.natural if side > 0 else b.natural
            return Pair(a.name, b.name, side * natural_value(winner, rules) if side else Fraction(0))
        value = natural_value(a.natural or b.natural or "", rules)
        return Pair(a.name, b.name, value if a.natural else -value)
    if penalised(rules) and (a.fouled or b.fouled):  # B4
        if a.fouled and b.fouled:
            return Pair(a.name, b.name, Fraction(0))
        pay = foul_payment(b if a.fouled else a, rules)
        return Pair(a.name, b.name, -pay if a.fouled else pay)
    return play_rows(a, b, rules)


def settle_table(readings: list[Reading], order: list[str], rules: dict) -> tuple[dict[str, Fraction], list[Pair]]:
    """E1: every pair from the dealer's left, each against the players to their left; units per player."""
    by_name = {r.name: r for r in readings}
    units = {r.name: Fraction(0) for r in readings}
    pairs = []
    for i, first in enumerate(order):
        for second in order[i + 1:]:
            pair = settle_pair(by_name[first], by_name[second], rules)
            units[first] += pair.units
            units[second] -= pair.units
            pairs.append(pair)
    return units, pairs
