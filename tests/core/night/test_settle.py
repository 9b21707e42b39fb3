"""Settle-up (RULES E4) and money formatting: exact Decimals, at most n - 1 payments."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.errors import SessionError
from scorekeeper.night.session import Session
from scorekeeper.night.settle import Payment, can_settle, format_money, money_text, round_nets, settle_up, to_decimal


def test_rules_f_example_exactly() -> None:
    # RULES F: nets P1 +12, P2 -5, P3 -9, P4 +2 units at $5.
    nets = {p: Decimal(u) * Decimal("5.00") for p, u in (("P1", 12), ("P2", -5), ("P3", -9), ("P4", 2))}
    payments = settle_up(nets)
    assert [p.describe("USD") for p in payments] == [
        "P3 pays P1 $45.00",
        "P2 pays P1 $15.00",
        "P2 pays P4 $10.00",
    ]
    assert payments[0] == Payment("P3", "P1", Decimal("45.00"))


def _places(rows: tuple[tuple[int, int, int, int], ...]) -> dict[str, object]:
    """A quick-entry deal: each row's places for P1..P4."""
    return {"players": [{"name": f"P{i + 1}", "places": dict(zip(("front", "middle", "back"),
                                                                 (r[i] for r in rows), strict=True))}
                        for i in range(4)]}


def test_rules_f_example_through_a_session() -> None:
    # Two 1-1-1 hands by places whose nets are the example's +12, -5, -9, +2 units, at $5 a unit.
    session = Session("F", ["P1", "P2", "P3", "P4"], "classic-1-1-1", unit_value="5.00")
    session.add_hand(_places(((2, 3, 3, 3), (2, 4, 4, 3), (1, 3, 4, 2))))
    session.add_hand(_places(((1, 3, 4, 2), (1, 1, 1, 1), (1, 1, 1, 1))))
    assert session.net_units() == {"P1": 12, "P2": -5, "P3": -9, "P4": 2}
    assert [p.describe("USD") for p in session.settle_up()] == [
        "P3 pays P1 $45.00", "P2 pays P1 $15.00", "P2 pays P4 $10.00",
    ]
    assert session.summary_json()["settle_up"] == [
        {"from": "P3", "to": "P1", "amount": "45.00"},
        {"from": "P2", "to": "P1", "amount": "15.00"},
        {"from": "P2", "to": "P4", "amount": "10.00"},
    ]


def test_equal_amounts_go_in_seat_order() -> None:
    nets = {"Ann": Decimal(10), "Bob": Decimal(10), "Cy": Decimal(-10), "Dee": Decimal(-10)}
    assert [(p.payer, p.payee, p.amount) for p in settle_up(nets)] == [
        ("Cy", "Ann", Decimal(10)), ("Dee", "Bob", Decimal(10)),
    ]


def test_nothing_to_settle() -> None:
    assert settle_up({"Ann": Decimal(0), "Bob": Decimal("0.00")}) == ()
    assert settle_up({}) == ()


def test_unbalanced_nets_are_refused() -> None:
    nets = {"Ann": Decimal("10.00"), "Bob": Decimal("-9.99")}
    assert not can_settle(nets)
    with pytest.raises(SessionError, match="do not sum to zero"):
        settle_up(nets)


@given(st.lists(st.decimals(min_value=-10**6, max_value=10**6, allow_nan=False, allow_infinity=False,
                            places=2), min_size=1, max_size=5),
       st.sampled_from([0, -1, -3, 2]))
def test_payments_are_few_and_zero_every_balance_exactly(values: list[Decimal], scale: int) -> None:
    values = [v.scaleb(scale) for v in values]
    nets = {f"P{i + 1}": v for i, v in enumerate(values)}
    nets[f"P{len(values) + 1}"] = -sum(values, Decimal(0))
    payments = settle_up(nets)
    assert len(payments) <= len(nets) - 1
    balance = dict(nets)
    for p in payments:
        assert p.amount > 0 and p.payer != p.payee
        assert nets[p.payer] < 0 < nets[p.payee]  # debtors only pay, creditors only receive
        balance[p.payer] += p.amount
        balance[p.payee] -= p.amount
    assert all(b == 0 for b in balance.values())
    assert all(Fraction(p.amount) == Fraction(str(p.amount)) for p in payments)


@given(st.lists(st.fractions(min_value=-1000, max_value=1000, max_denominator=12), min_size=1, max_size=4),
       st.sampled_from(["USD", "JPY", "KWD"]))
def test_rounded_nets_stay_balanced(values: list[Fraction], currency: str) -> None:
    money = {f"P{i}": v for i, v in enumerate(values)}
    money["last"] = -sum(values, Fraction(0))
    rounded = round_nets(money, currency)
    assert sum(rounded.values(), Decimal(0)) == 0
    step = Fraction(1, 10 ** {"USD": 2, "JPY": 0, "KWD": 3}[currency])
    for name, value in money.items():
        assert abs(Fraction(rounded[name]) - value) <= step  # within one minor unit
    assert len(settle_up(rounded)) <= len(money) - 1


def test_thirds_round_to_cents_and_still_balance() -> None:
    rounded = round_nets({"Ann": Fraction(1, 3), "Bob": Fraction(1, 3), "Cy": Fraction(-2, 3)}, "USD")
    assert rounded == {"Ann": Decimal("0.34"), "Bob": Decimal("0.33"), "Cy": Decimal("-0.67")}


@pytest.mark.parametrize(("amount", "currency", "text"), [
    (Decimal("45"), "USD", "$45.00"),
    (Decimal("-5.5"), "USD", "−$5.50"),
    (Decimal("1234.5"), "EUR", "€1,234.50"),
    (Decimal("0.105"), "GBP", "£0.11"),
    (Decimal("4500"), "JPY", "4,500 JPY"),
    (Decimal("45"), "CHF", "45.00 CHF"),
    (Decimal("1.2345"), "KWD", "1.235 KWD"),
    (Fraction(1, 3), "usd", "$0.33"),
])
def test_format_money(amount: Decimal, currency: str, text: str) -> None:
    assert format_money(amount, currency) == text


def test_money_text_is_json_ready() -> None:
    assert money_text(Decimal("-25"), "USD") == "-25.00"
    assert money_text(Decimal("-0.001"), "USD") == "0.00"
    assert money_text(Decimal("4500.4"), "JPY") == "4500"


def test_to_decimal_is_exact_when_it_can_be() -> None:
    assert to_decimal(Fraction(5, 8)) == Decimal("0.625")
    assert to_decimal(Fraction(10**30 + 1, 1)) == Decimal(10**30 + 1)
    assert to_decimal(Fraction(1, 3)) == Decimal("0.333333333333")
