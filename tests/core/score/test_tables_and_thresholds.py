"""Pinned tables and thresholds (RULES B6, B7, C3, C4, E2): royalty values, naturals' shapes, Fantasyland, money."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from scorekeeper.game import Row
from scorekeeper.night.session import Session
from scorekeeper.night.settle import format_money, money_text
from scorekeeper.night.store import Store
from scorekeeper.read.cards import parse_cards
from scorekeeper.rules import RuleSet
from scorekeeper.score.ofc import Fantasyland, next_fantasyland
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.hand_value import HandValue
from scorekeeper.value.hands import evaluate
from scorekeeper.value.naturals import natural_key, qualifying_naturals
from scorekeeper.value.royalties import row_royalty
from tests.core.night.test_session import NAMES, four
from tests.deals import board

OFC = RuleSet.preset("ofc")


def royalty(cards: str, row: Row, rules: RuleSet = OFC) -> Fraction:
    return row_royalty(evaluate(cards, row, rules), row, rules)


# -- RULES C3: the OFC table ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "cards", "units"),
    [
        ("middle", "As Ks Qs Js Ts", 50), ("middle", "9h 8h 7h 6h 5h", 30), ("middle", "9h 9s 9d 9c 5h", 20),
        ("middle", "9h 9s 9d 5c 5h", 12), ("middle", "2h 8h 7h 6h 5h", 8), ("middle", "9h 8s 7h 6h 5h", 4),
        ("middle", "Ah 2s 3h 4h 5h", 4), ("middle", "9h 9s 9d 6c 5h", 2), ("middle", "9h 9s 8d 8c 5h", 0),
        ("back", "As Ks Qs Js Ts", 25), ("back", "9h 8h 7h 6h 5h", 15), ("back", "9h 9s 9d 9c 5h", 10),
        ("back", "9h 9s 9d 5c 5h", 6), ("back", "2h 8h 7h 6h 5h", 4), ("back", "9h 8s 7h 6h 5h", 2),
        ("back", "9h 9s 9d 6c 5h", 0),
        ("front", "5h 5s Ad", 0), ("front", "6h 6s 2d", 1), ("front", "7h 7s 2d", 2), ("front", "Qh Qs 2d", 7),
        ("front", "Ah As Kd", 9), ("front", "2h 2s 2d", 10), ("front", "3h 3s 3d", 11), ("front", "Qh Qs Qd", 20),
        ("front", "Ah As Ad", 22), ("front", "Ah Ks Qd", 0),
    ],
)
def test_ofc_royalty_table(row: Row, cards: str, units: int) -> None:
    assert royalty(cards, row) == units


@pytest.mark.parametrize(
    ("table", "row", "cards", "units"),
    [
        ("classic", "front", "2h 2s 2d", 3), ("classic", "front", "Ah As Kd", 0),
        ("classic", "middle", "9h 9s 9d 5c 5h", 2), ("classic", "back", "9h 9s 9d 5c 5h", 0),
        ("classic", "middle", "9h 9s 9d 9c 5h", 4), ("classic", "back", "9h 9s 9d 9c 5h", 4),
        ("classic", "middle", "As Ks Qs Js Ts", 5), ("classic", "back", "9h 8h 7h 6h 5h", 5),
        ("classic", "middle", "2h 8h 7h 6h 5h", 0),
        ("eastern", "middle", "9h 9s 9d 9c 5h", 8), ("eastern", "back", "9h 9s 9d 9c 5h", 4),
        ("eastern", "middle", "9h 8h 7h 6h 5h", 10), ("eastern", "back", "As Ks Qs Js Ts", 5),
        ("eastern", "middle", "9h 9s 9d 5c 5h", 2), ("eastern", "front", "Qh Qs Qd", 3),
    ],
)
def test_classic_and_eastern_tables(table: str, row: Row, cards: str, units: int) -> None:
    assert royalty(cards, row, RuleSet.preset().with_options(royalties=table)) == units


def test_custom_table_and_royal_flush() -> None:
    custom = RuleSet.preset().with_options(royalties={"front": {"pair_QQ": 2, "trips": 6},
                                                      "back": {"straight_flush": 7}})
    assert royalty("Qh Qs 2d", "front", custom) == 2
    assert royalty("Kh Ks 2d", "front", custom) == 0
    assert royalty("4h 4s 4d", "front", custom) == 6
    assert royalty("As Ks Qs Js Ts", "back", custom) == 7  # no royal_flush entry: the straight flush value
    assert royalty("As Ks Qs Js Ts", "middle", custom) == 0  # no middle table at all
    assert royalty("9h 9s 9d 9c 5h", "back", custom) == 0
    assert royalty("As Ks Qs Js Ts", "back", RuleSet.preset()) == 0  # royalties off


def test_no_royalty_for_a_lowball_middle() -> None:
    rules = RuleSet.preset("lowball-middle").with_options(royalties="classic")
    assert royalty("9h 9s 9d 9c 5h", "middle", rules) == 0  # RULES D2: no middle royalties
    assert royalty("9h 9s 9d 9c 5h", "back", rules) == 4


def test_ofc_difference_when_only_one_side_has_royalties() -> None:
    # RULES C2: A scoops (3 + 3) and has royalties QQ 7 + middle trips 2 + back flush 4 = 13; B has none.
    a = board("Qs Qh 4d", "9c 9d 9h 2s 3c", "Ah Kh 8h 6h 2h")
    b = board("Kc Jd 5s", "Ks Kd 7c 7d 4c", "As Ad 3s 3d 5c")
    result = score_deal({"players": [{"name": "A", **a}, {"name": "B", **b}]}, OFC)
    assert result.units["A"] == 6 + 13
    result = score_deal({"players": [{"name": "B", **b}, {"name": "A", **a}]}, OFC)
    assert result.units["A"] == 6 + 13


# -- RULES B7: the naturals' shapes ---------------------------------------------------------------------------


def naturals(cards: str) -> tuple[str, ...]:
    return qualifying_naturals(parse_cards(cards), RuleSet.preset())


def test_three_straights_shapes() -> None:
    assert naturals("Ah 2d 3c 4s 5h 6d 7c 8s 9h Tc Jd Qs Kh") == ("three_straights", "dragon")
    assert naturals("Ah 2d 3c 4s 5h 6d 7c 8s 9h Tc Jd Qs 3h") == ("three_straights",)  # A-2-3 in front
    assert naturals("Qc Kd Ah 4s 5h 6d 7c 8s 9h Tc Jd Qs 3h") == ("three_straights",)  # Q-K-A in front
    # 5-5-7 is no straight: only the fronts 2-5-5 and 5-5-7 are left beside the five-card straights.
    assert naturals("2c 3d 4h 5s 6c 9c Tc Jd Qh Ks 5d 5h 7s") == ()


def test_six_pairs_shapes() -> None:
    assert naturals("As Ah Ad Ac Ks Kh Qs Qh Js Jh Ts Th 2c") == ("six_pairs",)  # quads are two pairs
    assert naturals("As Ah Ad Ac Ks Kh Qs Qh Js Jh 2c 3d 4h") == ()  # quads and three pairs: five
    assert naturals("As Ah Ad Ks Kh Qs Qh Js Jh Ts Th 9s 9h") == ("six_pairs",)  # trips hold one pair
    key = natural_key("six_pairs", parse_cards("As Ah Ad Ac Ks Kh Qs Qh Js Jh Ts Th 2c"), RuleSet.preset())
    assert key == ((14, 14, 13, 12, 11, 10), (2,))


def test_three_flushes_suit_splits() -> None:
    assert naturals("2c 5c 9c As Ks Qs Js 9s 8s 7s 5s 4s 2s") == ("three_flushes",)  # 3 + 10
    assert naturals("2c 5c 9c Kc Jc As Ks Qs Js 9s 8s 7s 5s") == ("three_flushes",)  # 5 + 8
    assert naturals("2c 5c 9c Ah Kh Qh Jh 9h 8s 7s 5s 4s 2s") == ("three_flushes",)  # 3 + 5 + 5
    assert naturals("2c 5c 9c Kc As Ks Qs Js 9s 8s 7s 5s 4s") == ()  # 4 + 9
    assert naturals("2c 5c 9c Ah Kh Qh Jh 9s 8s 7s 5s 4s 2s") == ()  # 3 + 4 + 6


def test_six_pairs_tie_broken_by_the_odd_card() -> None:
    a = board("As Ah 3c", "Ks Kh Qs Qh Js", "Jh Ts Th 9s 9h", natural="six_pairs")
    b = board("Ad Ac 2c", "Kd Kc Qd Qc Jd", "Jc Td Tc 9d 9c", natural="six_pairs")
    result = score_deal({"players": [{"name": "A", **a}, {"name": "B", **b}]},
                        RuleSet.preset().with_options(naturals=True))
    assert result.units["A"] == 3  # same pairs; the odd three beats the odd two


# -- RULES C4: Fantasyland ------------------------------------------------------------------------------------


def rows(front: str, middle: str, back: str) -> dict[Row, HandValue]:
    return {"front": evaluate(front, "front"), "middle": evaluate(middle, "middle"), "back": evaluate(back)}


TRIPS_FRONT = rows("2s 2h 2d", "Ks Kh Kd 4c 4d", "As Ah Ad 5c 5d")
FULL_MIDDLE = rows("Qs 3h 2d", "Ks Kh Kd 4c 4d", "As Ah Ad 5c 5d")
QUADS_BACK = rows("Qs 3h 2d", "Ks Kh 7d 4c 4d", "As Ah Ad Ac 5d")
KINGS_FRONT = rows("Ks Kh 2d", "As Ah 7d 7c 4d", "9s 9h 9d 5c 5d")
QUEENS_FRONT = rows("Qs Qh 2d", "As Ah 7d 7c 4d", "9s 9h 9d 5c 5d")


def test_pineapple_stay_deals_fourteen() -> None:
    inside = Fantasyland(True, 15)
    pineapple = RuleSet.preset("pineapple").with_options(fl_cards=15)
    for values in (TRIPS_FRONT, FULL_MIDDLE, QUADS_BACK):
        assert next_fantasyland(inside, values, False, pineapple).cards == 14
    ofc = OFC.with_options(fl_cards=15)
    assert next_fantasyland(inside, TRIPS_FRONT, False, ofc).cards == 15
    strict = pineapple.with_options(fl_stay_middle_full_house=False)
    assert not next_fantasyland(inside, FULL_MIDDLE, False, strict).playing
    assert next_fantasyland(inside, QUADS_BACK, False, strict).playing
    assert not next_fantasyland(inside, KINGS_FRONT, False, pineapple).playing
    assert not next_fantasyland(inside, TRIPS_FRONT, True, pineapple).playing


def test_fantasyland_entry() -> None:
    outside = Fantasyland()
    progressive = RuleSet.preset("pineapple-progressive")
    assert next_fantasyland(outside, QUEENS_FRONT, False, progressive).cards == 14
    assert next_fantasyland(outside, KINGS_FRONT, False, progressive).cards == 15
    assert next_fantasyland(outside, TRIPS_FRONT, False, progressive).cards == 17
    assert next_fantasyland(outside, QUEENS_FRONT, False, OFC).cards == 13
    kings = OFC.with_options(fl_entry="KK")
    assert not next_fantasyland(outside, QUEENS_FRONT, False, kings).playing
    assert next_fantasyland(outside, KINGS_FRONT, False, kings).cards == 13
    assert not next_fantasyland(outside, FULL_MIDDLE, False, OFC).playing


# -- RULES E2: money and the bankroll warning -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("amount", "currency", "text"),
    [
        (Fraction(5, 3), "USD", "1.67"), (Fraction(-5, 3), "USD", "-1.67"), (Fraction(4, 3), "USD", "1.33"),
        (Decimal("0.125"), "USD", "0.13"), (Decimal("-0.125"), "USD", "-0.13"), (Fraction(1, 2), "JPY", "1"),
        (Fraction(2, 3), "KWD", "0.667"), (Fraction(-1, 1000), "USD", "0.00"), (45, "USD", "45.00"),
    ],
)
def test_money_text_rounds_half_up(amount: Fraction, currency: str, text: str) -> None:
    assert money_text(amount, currency) == text


def test_format_money_rounds_half_up() -> None:
    assert format_money(Fraction(5, 3), "USD") == "$1.67"
    assert format_money(Fraction(-5, 3), "EUR") == "−€1.67"
    assert format_money(Decimal("1250.125"), "CHF") == "1,250.13 CHF"


def test_bankroll_warning_at_exactly_ten_percent() -> None:
    exact = Session("x", NAMES, unit_value="10", bankrolls={"P1": "100", "P2": "150"})
    assert exact.bankroll_warning() is None  # 10 is not more than 10% of 100
    over = Session("x", NAMES, unit_value="10", bankrolls={"P1": "99.99", "P2": "150"})
    assert over.bankroll_warning() == "The unit ($10.00) is more than 10% of P1's remaining bankroll ($99.99)"


# -- the store keeps each hand's own unit value ---------------------------------------------------------------


def test_create_keeps_each_hands_unit_value(tmp_path: Path) -> None:
    session = Session("x", NAMES, unit_value="5")
    session.add_hand(four())
    session.set_unit_value("2.50")
    session.add_hand(four())
    with Store(tmp_path / "s.sqlite3") as store:
        stored = store.create(session)
        session_id = stored.store_id or 0
    with Store(tmp_path / "s.sqlite3") as store:
        again = store.open(session_id)
        assert [h.unit_value for h in again.hands] == [Decimal("5"), Decimal("2.50")]
        assert again.unit_value == Decimal("2.50")
        # RULES F: P2 +9 units in 1-6, at $5 then $2.50.
        assert [h.money("P2") for h in again.hands] == [Decimal(45), Decimal("22.5")]
