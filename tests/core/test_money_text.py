"""Money as JSON and sentences carry it: half a cent rounds up, a tiny loss is no "-0.00", currency codes in any
case, and a bankroll left at exactly nothing (RULES E2; FORMAT.md: amounts with the currency's decimals).
"""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.money import currency_decimals, money_text
from scorekeeper.night.session import Session
from scorekeeper.rules import RuleSet
from tests.core.night.test_session import NAMES, four

ROYALTIES = RuleSet.preset().with_options(royalties="classic")


def royalty_hand(royalty: str) -> dict[str, object]:
    """A wins the front and, with a declared royalty, the middle (worth the royalty, win_only); B the back:
    A nets exactly the royalty. Played under classic royalties: under `none` a declared one is an error (B6)."""
    return {"players": [{"name": "A", "places": {"front": 1, "middle": 1, "back": 2}, "royalties": {"middle": royalty}},
                        {"name": "B", "places": {"front": 2, "middle": 2, "back": 1}}]}


def test_half_a_cent_rounds_away_from_zero_in_the_standings() -> None:
    session = Session("Eighths", ["A", "B"], ROYALTIES)
    session.add_hand(royalty_hand("1/8"))  # $0.125 won and lost
    assert [(s["units"], s["money"]) for s in session.summary_json()["standings"]] == [
        (0.125, "0.13"), (-0.125, "-0.13")]


def test_a_loss_below_half_a_cent_is_written_as_zero() -> None:
    session = Session("Tenths of a cent", ["A", "B"], ROYALTIES)
    session.add_hand(royalty_hand("0.001"))
    assert [s["money"] for s in session.summary_json()["standings"]] == ["0.00", "0.00"]
    assert money_text(Fraction(-1, 1000), "USD") == "0.00"


def test_currency_codes_are_read_in_any_case() -> None:
    assert [currency_decimals(c) for c in ("jpy", "JPY", "kwd", "usd")] == [0, 0, 3, 2]
    assert money_text(Fraction(9, 2), "jpy") == "5"
    assert money_text(Fraction(1, 3), "kwd") == "0.333"


def test_a_bankroll_left_at_exactly_nothing_is_no_bankroll_left() -> None:
    # RULES F at 1-6: P3 loses 13 units at $5 = $65, all of a $65 bankroll.
    session = Session("Broke", NAMES, unit_value="5", bankrolls={"P3": "65"})
    session.add_hand(four())
    assert session.bankroll_warning() == "P3 has no bankroll left ($0.00); the unit is $5.00"
