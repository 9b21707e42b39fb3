"""The reference scorer (tests/reference) reproduces every worked example of RULES.md F, so the differential
tests compare the core against the rule book and not against a second opinion. Rule options come from the
presets' public JSON (``scorekeeper rules PRESET``)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from scorekeeper import RuleSet
from tests.deals import FOUR
from tests.reference.cards import read_cards
from tests.reference.deal import Refused, score
from tests.reference.hands import five_value, foul_of, low_value
from tests.reference.night import Night, settle_up


def rules(preset: str = "classic-1-6", **options: Any) -> dict[str, Any]:
    return {**RuleSet.preset(preset).to_json(), **options}


def rows(front: str, middle: str, back: str) -> dict[str, list[tuple[int, str]]]:
    return {"front": read_cards(front), "middle": read_cards(middle), "back": read_cards(back)}


def units(players: dict[str, Any], options: dict[str, Any], dealer: str | None = None) -> list[Fraction]:
    deal: dict[str, Any] = {"players": [{"name": n, **p} for n, p in players.items()]}
    if dealer:
        deal["dealer"] = dealer
    return list(score(deal, options).units.values())


def cards(front: str, middle: str, back: str) -> dict[str, str]:
    return {"front": front, "middle": middle, "back": back}


@pytest.mark.parametrize(("front", "middle", "back", "fouls"), [
    ("Qs Qh 7d", "Qd Qc 6s 5h 4c", "As Ad Ac 2h 2d", True),  # F1
    ("Qs Qh 7d", "Qd Qc 9s 8h 2c", "As Ad Ac 2h 2d", False),  # F2
    ("Ks Kh 9d", "Kd Kc 9s 5h 4c", "As Ad Ac 2h 2d", False),  # F3
    ("As Kh 9d", "Ad Kc 8s 7h 5c", "2s 2h 2d 3c 3d", True),  # F4
    ("5s 5h 5d", "4c 4s 4h Ac Kc", "9s 9h 9d 9c 2s", True),  # F5
    ("4s 4h 4d", "5c 5s 5h Ac Kc", "9s 9h 9d 9c 2s", False),
    ("As Ah Kd", "3s 3h 2d 2c 4c", "9s 9h 9d 8c 8s", False),  # F6
    ("3s 3h 3d", "Ks Kh 4d 4c 2s", "Qs Qh Qd Qc 2h", True),  # F7
    ("As Kh 2d", "5c 6d 7h 8s 9c", "5d 6h 7s 8c 9d", False),  # F8: equal rows are legal
])
def test_foul_checks(front: str, middle: str, back: str, fouls: bool) -> None:
    assert foul_of(rows(front, middle, back), rules()) is fouls


def test_equal_rows_foul_makes_equal_rows_a_foul() -> None:
    assert foul_of(rows("As Kh 2d", "5c 6d 7h 8s 9c", "5d 6h 7s 8c 9d"), rules(equal_rows_foul=True))
    assert foul_of(rows("Ks Kh 9d", "Kd Kc 9s 5h 4c", "As Ad Ac 2h 2d"), rules(equal_rows_foul=True))


def test_ranking() -> None:
    wheel, six = read_cards("As 2h 3d 4c 5s"), read_cards("2c 3c 4d 5h 6s")
    broadway = read_cards("Ah Kd Qc Js Th")
    assert five_value(wheel, "low") < five_value(six, "low")
    assert five_value(six, "second_best") < five_value(wheel, "second_best") < five_value(broadway, "second_best")
    assert five_value(read_cards("Ah Kh Qh Jh 9h")) == five_value(read_cards("As Ks Qs Js 9s"))
    assert low_value(wheel) > low_value(read_cards("Kc 9d 7h 5s 3c"))  # D2: lower wins, the wheel is ace-high


@pytest.mark.parametrize(("method", "two_one", "sweep"), [("1-1-1", 1, 3), ("2-4", 2, 4), ("1-6", 1, 6)])
def test_heads_up(method: str, two_one: int, sweep: int) -> None:
    amy = {"places": {"front": 1, "middle": 2, "back": 1}}
    bob = {"places": {"front": 2, "middle": 1, "back": 2}}
    assert units({"Amy": amy, "Bob": bob}, rules(method=method))[0] == two_one
    won, lost = {"places": {"front": 1, "middle": 1, "back": 1}}, {"places": {"front": 2, "middle": 2, "back": 2}}
    assert units({"Amy": won, "Bob": lost}, rules(method=method))[0] == sweep


P4_FOULS = cards("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")


@pytest.mark.parametrize(("options", "change", "expected"), [
    ({"method": "1-1-1"}, {}, [0, 6, -7, 1]),
    ({"method": "2-4"}, {}, [-1, 9, -10, 2]),
    ({"method": "1-6"}, {}, [3, 9, -13, 1]),
    ({"method": "1-6"}, {"P3": {"surrender": True}}, [-1, 5, -6, 2]),
    ({"method": "2-4"}, {"P3": {"surrender": True}}, [-3, 7, -6, 2]),
    ({"method": "1-1-1"}, {"P4": P4_FOULS}, [4, 8, -3, -9]),
    ({"method": "2-4"}, {"P4": P4_FOULS}, [5, 11, -4, -12]),
    ({"method": "1-6"}, {"P4": P4_FOULS}, [10, 14, -6, -18]),
    ({"pool": True}, {}, [-1, 3, -3, 1]),
])
def test_four_players(options: dict[str, Any], change: dict[str, Any], expected: list[int]) -> None:
    players = {n: change.get(n, cards(*r)) for n, r in FOUR.items()}
    assert units(players, rules(**options)) == expected


X = cards("7s 7h 7d", "4c 4d 4h Ks Kd", "9s 9h 9d 9c 2s")
Y = cards("As Ah Qc", "Th Jc Qd Kh Ac", "5s 5h 5d Jd Jh")


@pytest.mark.parametrize(("method", "royal", "plain"), [("1-1-1", 9, 3), ("2-4", 10, 4), ("1-6", 12, 6)])
def test_royalties(method: str, royal: int, plain: int) -> None:
    assert units({"X": X, "Y": Y}, rules("classic-royalties", method=method))[0] == royal
    assert units({"X": X, "Y": Y}, rules(method=method))[0] == plain


def test_ofc() -> None:
    a = cards("Qs Qh 4d", "9c 9d 9h 2s 3c", "Ah Kh 8h 6h 2h")
    b = cards("Kc Jd 5s", "7s 8d 9s Th Jc", "3s 3d 3h Td Tc")
    result = score({"players": [{"name": "A", **a}, {"name": "B", **b}]}, rules("ofc"))
    assert result.units["A"] == 2
    assert [sum(r.royalties.values()) for (r,) in result.readings.values()] == [13, 10]
    assert result.fantasyland["A"] == {"playing": False, "next": True, "next_cards": 13}
    a = cards("6s 6h 2d", "Js Jh 9c 9d 3s", "Qs Qd Qc 4s 5c")
    b = cards("Ac Kd 4h", "Ts Td 8c 5h 4c", "5s 6d 7c 8h 9h")
    assert units({"A": a, "B": b}, rules("ofc"))[0] == 0


def test_lowball_middle() -> None:
    x = cards("Qs Qh 3d", "7c 5d 4h 3c 2s", "Ks Kd 8s 8h 9c")
    y = cards("Ac Jd 4s", "8d 6c 5s 3h 2d", "As Ad Ah Tc Td")
    assert units({"X": x, "Y": y}, rules("lowball-middle"))[0] == 1


def test_quick_royalties_under_none_are_refused() -> None:
    ann = {"places": {"front": 1, "middle": 2, "back": 1}, "royalties": {"back": 5}}
    with pytest.raises(Refused):
        units({"Ann": ann, "Bob": {"places": {"front": 2, "middle": 1, "back": 2}}}, rules())


def test_settle_up() -> None:
    nets = {"P1": Fraction(60), "P2": Fraction(-25), "P3": Fraction(-45), "P4": Fraction(10)}
    assert settle_up(nets) == [("P3", "P1", 45), ("P2", "P1", 15), ("P2", "P4", 10)]


def test_rotation() -> None:
    quick = {n: {"places": {"front": 1, "middle": 1, "back": 1}} for n in "NESW"}
    pairs = score({"dealer": "N", "players": [{"name": n, **p} for n, p in quick.items()]}, rules()).pairs
    assert [(p.first, p.second) for p in pairs] == [("E", "S"), ("E", "W"), ("E", "N"), ("S", "W"), ("S", "N"),
                                                    ("W", "N")]
    night = Night(list("NESW"), rules(), Fraction(1))
    night.add({"players": [{"name": n, **p} for n, p in quick.items()]})
    assert night.next_dealer() == "E"
