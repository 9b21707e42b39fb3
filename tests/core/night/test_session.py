"""The session: seats and the button, hands and their edits, undo/redo, standings, money, Fantasyland."""

from __future__ import annotations

import datetime
import functools
import json
import random
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.errors import ScorekeeperError, SessionError
from scorekeeper.night import rescoring
from scorekeeper.night.edits import Change
from scorekeeper.night.session import Session
from scorekeeper.night.settle import to_decimal
from scorekeeper.night.stats import HandMark, session_stats
from scorekeeper.night.totals import Standing
from scorekeeper.read.deal import Deal
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.score.results import DealResult, PlayerResult
from scorekeeper.score.scorer import score_deal
from tests.deals import FOUR, board
from tests.session_helper import random_hand

NAMES = ("P1", "P2", "P3", "P4")
P4_FOUL = board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")


def four(names: tuple[str, ...] = NAMES, **overrides: dict[str, Any]) -> dict[str, Any]:
    """The four-player deal of RULES F, seats renamed, some players' entries replaced."""
    return {"players": [{"name": name, **overrides.get(name, board(*rows))}
                        for name, rows in zip(names, FOUR.values(), strict=True)]}


def units_of(session: Session, number: int) -> list[Fraction]:
    hand = session.hand(number)
    return [hand.units[p] for p in session.players]


# -- seats, dealer and hands -----------------------------------------------------------------------


def test_rotation_example_of_rules_f() -> None:
    # Seats N, E, S, W clockwise, N deals: pairs E-S, E-W, E-N, S-W, S-N, W-N; E deals next.
    session = Session("Rotation", ["N", "E", "S", "W"])
    assert session.next_dealer() == "N"
    session.add_hand(four(("N", "E", "S", "W")))
    hand = session.hand(1)
    assert hand.dealer == "N" and hand.deal.dealer == "N"
    assert [p.players for p in hand.result.pairs] == [
        ("E", "S"), ("E", "W"), ("E", "N"), ("S", "W"), ("S", "N"), ("W", "N")]
    assert session.next_dealer() == "E"
    for _ in range(4):
        session.add_hand(four(("N", "E", "S", "W")))
    assert [h.dealer for h in session.hands] == ["N", "E", "S", "W", "N"]


def test_first_dealer_and_a_deal_that_names_its_dealer() -> None:
    session = Session("x", NAMES, first_dealer="P3")
    session.add_hand(four())
    session.add_hand({**four(), "dealer": "P1"})  # the table changed the button: rotation follows it
    session.add_hand(four())
    assert [h.dealer for h in session.hands] == ["P3", "P1", "P2"]


def test_hand_scores_and_money_per_hand_unit() -> None:
    session = Session("Friday", NAMES, unit_value="5.00")
    change = session.add_hand(four())
    assert change == Change("add", (1,), "Add hand 1")
    assert units_of(session, 1) == [3, 9, -13, 1]  # RULES F, 1-6
    session.set_unit_value("10")
    session.add_hand(four(P3={"surrender": True}))  # RULES F: -1, +5, -6, +2
    session.add_hand(four(), unit_value="0.25")
    assert [h.unit_value for h in session.hands] == [Decimal("5.00"), Decimal(10), Decimal("0.25")]
    assert session.hand(2).money("P3") == Decimal(-60)
    assert session.net_units() == {"P1": 5, "P2": 23, "P3": -32, "P4": 4}
    # P1: 3 x 5 - 1 x 10 + 3 x 0.25 = 5.75
    assert session.standings() == [
        Standing("P2", Fraction(23), Decimal("97.25"), 1),
        Standing("P4", Fraction(4), Decimal("25.25"), 2),
        Standing("P1", Fraction(5), Decimal("5.75"), 3),
        Standing("P3", Fraction(-32), Decimal("-128.25"), 4),
    ]


def test_hands_read_like_a_list() -> None:
    session = Session("x", NAMES, unit_value="2")
    session.add_hand(four())
    session.add_hand(four(P3={"surrender": True}))
    hands = session.hands
    assert len(hands) == 2 and hands[-1].number == 2 and [h.number for h in hands[::-1]] == [2, 1]
    assert hands[0] == session.hand(1) != session.hand(2)
    assert hands[0].money("P3") == Decimal(-26) and hands[0].money("nobody") == 0
    assert hands[1].result.players["P3"].surrendered
    with pytest.raises(IndexError):
        hands[2]


def test_players_are_put_in_seat_order() -> None:
    session = Session("x", NAMES)
    deal = four()
    deal["players"].reverse()
    session.add_hand(deal)
    assert session.hand(1).deal.names == NAMES
    assert list(session.hand(1).units) == list(NAMES)


def test_a_deal_object_is_checked_too() -> None:
    rules = RuleSet.preset()
    deal = deal_from_json(four(), rules)
    session = Session("x", NAMES)
    session.add_hand(deal)
    clash = Deal(tuple(e if e.name != "P2" else deal.players[0].__class__("P2", deal.players[0].board)
                       for e in deal.players))
    with pytest.raises(ScorekeeperError, match="used in P1's front and in P2's front"):
        session.add_hand(clash)
    assert session.hand_count == 1 and not session.can_add_hand(clash)


@pytest.mark.parametrize(("players", "rules", "message"), [
    (["Ann"], None, "needs 2 to 4 players, not 1"),
    (["A", "B", "C", "D", "E"], None, "needs 2 to 4 players, not 5"),
    (["A", "B", "C"], "criss-cross", "criss-cross needs exactly 2 players, not 3"),
    (["A", "B", "C", "D"], "pineapple", "pineapple needs 2 to 3 players, not 4"),
    (["Ann", "Ann "], None, "the name 'Ann' is used for two players"),
    (["Ann", ""], None, "player 2 needs a name"),
    (["Ann", "Bob"], "no-such-preset", "rules: unknown rules preset 'no-such-preset'"),
])
def test_bad_tables_are_refused(players: list[str], rules: str | None, message: str) -> None:
    with pytest.raises(SessionError, match=message):
        Session("x", players, rules)


@pytest.mark.parametrize(("options", "message"), [
    ({"currency": "dollars"}, "three-letter ISO code"),
    ({"unit_value": "-1"}, "the unit value must be an amount of 0 or more"),
    ({"unit_value": 0.1}, "the unit value must be an amount like"),
    ({"unit_value": "NaN"}, "the unit value must be an amount like"),
    ({"first_dealer": "Zed"}, "the first dealer 'Zed' is not one of the players"),
    ({"bankrolls": {"Zed": 5}}, "bankrolls names 'Zed'"),
])
def test_bad_settings_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(SessionError, match=message):
        Session("x", ["Ann", "Bob"], **options)


def test_hand_with_other_players_is_refused() -> None:
    session = Session("x", ["P1", "P2", "P3", "Zed"])
    with pytest.raises(SessionError, match=r"the hand's players \(P1, P2, P3, P4\) are not the session's"):
        session.add_hand(four())
    with pytest.raises(SessionError, match="other rules than the session's"):
        Session("x", NAMES).add_hand({**four(), "rules": "classic-2-4"})


# -- edits, undo, redo ----------------------------------------------------------------------------


def test_replace_delete_and_their_changes() -> None:
    session = Session("x", NAMES)
    for _ in range(4):
        session.add_hand(four())
    change = session.replace_hand(2, four(P4=P4_FOUL), unit_value="2")
    assert change == Change("replace", (2,), "Edit hand 2")
    assert units_of(session, 2) == [10, 14, -6, -18]
    assert session.hand(2).dealer == "P2" and session.hand(2).unit_value == 2
    change = session.delete_hand(1)
    assert change == Change("delete", (1, 2, 3, 4), "Delete hand 1")
    assert [h.dealer for h in session.hands] == ["P2", "P3", "P4"]  # recorded dealers stay
    assert session.next_dealer() == "P1"
    assert units_of(session, 1) == [10, 14, -6, -18]
    with pytest.raises(SessionError, match=r"there is no hand 4 \(the session has 3 hands\)"):
        session.delete_hand(4)
    with pytest.raises(SessionError, match="there is no hand 0"):
        session.replace_hand(0, four())


def test_undo_and_redo_every_operation() -> None:
    session = Session("Friday", NAMES)
    assert not session.can_undo() and session.undo() is None and session.redo() is None
    assert session.undo_text() == "" and session.redo_text() == ""
    session.add_hand(four())
    session.add_hand(four(P3={"surrender": True}))
    session.replace_hand(1, four(P4=P4_FOUL))
    session.delete_hand(2)
    session.set_rules("classic-2-4")
    session.set_unit_value("2.50")
    session.rename("Saturday")
    assert session.undo_text() == "Rename to 'Saturday'"
    expected = [
        ("Rename to 'Saturday'", Change("rename", (), "Rename to 'Saturday'", "undo")),
        ("Change the unit to $2.50", Change("unit_value", (), "Change the unit to $2.50", "undo")),
        ("Change rules to classic-2-4", Change("rules", (1,), "Change rules to classic-2-4", "undo")),
        ("Delete hand 2", Change("add", (2,), "Delete hand 2", "undo")),
        ("Edit hand 1", Change("replace", (1,), "Edit hand 1", "undo")),
        ("Add hand 2", Change("delete", (2,), "Add hand 2", "undo")),
        ("Add hand 1", Change("delete", (1,), "Add hand 1", "undo")),
    ]
    states = []
    for text, change in expected:
        states.append((session.name, session.rules, session.unit_value, session.summary_json()))
        assert session.undo_text() == text
        assert session.undo() == change
    assert session.hand_count == 0 and session.name == "Friday" and session.rules == RuleSet.preset()
    assert session.unit_value == 1 and not session.can_undo()
    assert session.redo_text() == "Add hand 1"
    for state in reversed(states):
        redone = session.redo()
        assert redone is not None and redone.direction == "redo"
        assert (session.name, session.rules, session.unit_value, session.summary_json()) == state
    assert not session.can_redo()
    session.undo()
    session.add_hand(four())  # a new operation clears redo
    assert not session.can_redo()


def test_set_rules_rescores_and_is_refused_whole() -> None:
    session = Session("x", NAMES)
    session.add_hand(four())
    session.add_hand(four(P3={"surrender": True}))
    change = session.set_rules("classic-2-4")
    assert change == Change("rules", (1, 2), "Change rules to classic-2-4")
    assert units_of(session, 1) == [-1, 9, -10, 2] and units_of(session, 2) == [-3, 7, -6, 2]
    assert session.set_rules(RuleSet.preset().with_options(surrender_fee=3)).text == "Change rules"
    before = session.summary_json()
    with pytest.raises(SessionError, match="hand 2: P3 surrenders, but these rules do not allow surrender"):
        session.set_rules({"preset": "classic-1-6", "surrender": False})
    with pytest.raises(SessionError, match="criss-cross needs exactly 2 players, not 4"):
        session.set_rules("criss-cross")
    assert not session.can_set_rules("criss-cross") and session.can_set_rules("pool")
    assert session.summary_json() == before and session.undo_text() == "Change rules"


def test_bankroll_warning_names_the_player() -> None:
    session = Session("x", NAMES, unit_value="5", bankrolls={"P1": "100", "P3": "60"})
    assert session.bankrolls == {"P1": Decimal(100), "P3": Decimal(60)}
    assert session.bankroll_warning() is None  # 10% of 60 is 6
    session.add_hand(four())  # P3 loses 13 units: 60 - 65 = -5
    assert session.bankroll_warning() == "P3 has no bankroll left (−$5.00); the unit is $5.00"
    session.undo()
    session.set_unit_value("6.01")
    assert session.bankroll_warning() == (
        "The unit ($6.01) is more than 10% of P3's remaining bankroll ($60.00)")
    assert Session("x", NAMES).bankroll_warning() is None


def test_standings_share_a_rank_when_money_ties() -> None:
    session = Session("x", ["A", "B", "C"], "classic-1-1-1")
    session.add_hand({"players": [{"name": "A", "places": {"front": 1, "middle": 1, "back": 1}},
                                  {"name": "B", "places": {"front": 1, "middle": 1, "back": 1}},
                                  {"name": "C", "places": {"front": 2, "middle": 2, "back": 2}}]})
    assert [(s.player, s.units, s.rank) for s in session.standings()] == [
        ("A", Fraction(3), 1), ("B", Fraction(3), 1), ("C", Fraction(-6), 3)]


def test_summary_json_matches_format_md() -> None:
    session = Session("Friday game", NAMES, unit_value="5.00", date=datetime.date(2025, 11, 28))
    session.add_hand(four())
    session.add_hand(four(P3={"surrender": True}))
    assert session.summary_json() == {
        "name": "Friday game",
        "currency": "USD",
        "standings": [{"player": "P2", "units": 14, "money": "70.00"},
                      {"player": "P4", "units": 3, "money": "15.00"},
                      {"player": "P1", "units": 2, "money": "10.00"},
                      {"player": "P3", "units": -19, "money": "-95.00"}],
        "hands": [{"number": 1, "dealer": "P1", "units": {"P1": 3, "P2": 9, "P3": -13, "P4": 1}},
                  {"number": 2, "dealer": "P2", "units": {"P1": -1, "P2": 5, "P3": -6, "P4": 2}}],
        "settle_up": [{"from": "P3", "to": "P2", "amount": "70.00"},
                      {"from": "P3", "to": "P4", "amount": "15.00"},
                      {"from": "P3", "to": "P1", "amount": "10.00"}],
    }


def test_pool_thirds_stay_exact_in_units() -> None:
    session = Session("x", ["P1", "P2"], RuleSet.preset("pool").with_options(pool_ante=1), unit_value="1")
    session.add_hand({"players": [{"name": n, **board(*FOUR[n])} for n in ("P1", "P2")]})
    assert session.net_units() == {"P1": Fraction(-2, 3), "P2": Fraction(2, 3)}
    assert session.standings()[0].money == Decimal("0.666666666667")
    assert session.summary_json()["settle_up"] == [{"from": "P1", "to": "P2", "amount": "0.67"}]


# -- statistics -------------------------------------------------------------------------------------


def test_statistics() -> None:
    session = Session("x", NAMES, unit_value="2")
    session.add_hand(four())                          # 1-6: +3, +9, -13, +1
    session.add_hand(four(P3={"surrender": True}))    # -1, +5, -6, +2
    session.add_hand(four(P4=P4_FOUL))                # +10, +14, -6, -18
    stats = session_stats(session)
    p1, p3, p4 = stats["P1"], stats["P3"], stats["P4"]
    # Hand 1, P1: ties P2's front; beats P3 in every row (a scoop) and P4's front; loses the rest.
    # Hand 2: the same against P2 and P4 (P3 surrendered: no rows). Hand 3: the same against P2
    # and P3 (P4 fouled: its pairs are not rows).
    assert p1.rows_won == {"front": 2 + 1 + 1, "middle": 1 + 0 + 1, "back": 1 + 0 + 1}
    assert p1.rows_lost == {"front": 0, "middle": 2 + 2 + 1, "back": 2 + 2 + 1}
    assert p1.rows_tied == {"front": 1 + 1 + 1, "middle": 0, "back": 0}
    assert (p1.scoops_for, p1.scoops_against) == (2, 0)
    assert p1.best_hand == HandMark(3, Fraction(10)) and p1.worst_hand == HandMark(2, Fraction(-1))
    assert (p1.units, p1.money, p1.hands) == (Fraction(12), Decimal(24), 3)
    assert p3.rows_won == {"front": 1, "middle": 0, "back": 0}
    assert (p3.scoops_for, p3.scoops_against, p3.surrenders) == (0, 2 + 2, 1)
    assert (p4.fouls, p4.surrenders, p4.naturals) == (1, 0, 0)
    assert p4.worst_hand == HandMark(3, Fraction(-18))
    won = sum(sum(s.rows_won.values()) for s in stats.values())
    assert won == sum(sum(s.rows_lost.values()) for s in stats.values())
    assert sum(s.scoops_for for s in stats.values()) == sum(s.scoops_against for s in stats.values())


def test_statistics_royalties_and_naturals() -> None:
    rules = RuleSet.preset("classic-royalties").with_options(naturals=True)
    session = Session("x", ["X", "Y"], rules)
    session.add_hand({"players": [
        {"name": "X", **board("7s 7h 7d", "4c 4d 4h Ks Kd", "9s 9h 9d 9c 2s")},
        {"name": "Y", **board("As Ah Qc", "Th Jc Qd Kh Ac", "5s 5h 5d Jd Jh")}]})
    session.add_hand({"players": [
        {"name": "X", "natural": "three_flushes", **board("2h 5h 9h", "3c 6c 8c Tc Kc", "4s 7s Js Qs Ks")},
        {"name": "Y", **board("As Ah Qc", "Th Jc Qd Kh Ac", "5d 5s 5c Jd Jh")}]})
    stats = session_stats(session)
    assert stats["X"].royalties == 9 and stats["Y"].royalties == 0
    assert stats["X"].naturals == 1 and stats["X"].hands == 2
    assert session.net_units() == {"X": 12 + 3, "Y": -15}


# -- Fantasyland carried between hands --------------------------------------------------------------

QQ_ANN = {"players": [
    {"name": "Ann", **board("Qs Qh 4d", "9c 9d 9h 2s 3c", "Ah Kh 8h 6h 2h")},
    {"name": "Bob", **board("Kc Jd 5s", "7s 8d 9s Th Jc", "3s 3d 3h Td Tc")}]}
NO_QQ = {"players": [
    {"name": "Ann", **board("6s 6h 2d", "Js Jh 9c 9d 3s", "Qs Qd Qc 4s 5c")},
    {"name": "Bob", **board("Ac Kd 4h", "Ts Td 8c 5h 4c", "5s 6d 7c 8h 9h")}]}


@pytest.fixture
def fantasyland_scorer(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, bool | None]]:
    """Stand in for the variant scorer: Q-Q in front earns Fantasyland; Bob's result has none (None).

    Returns the Fantasyland flags of every deal scored, in order.
    """
    seen: list[dict[str, bool | None]] = []

    def score(deal: Deal, rules: RuleSet | None = None) -> DealResult:
        seen.append({e.name: e.fantasyland for e in deal.players})
        players = {}
        for e in deal.players:
            assert e.board is not None
            queens = sum(c.rank == 12 for c in e.board.front)
            state: Mapping[str, Any] | None = None if e.name == "Bob" else {"next": queens >= 2, "cards": 13}
            players[e.name] = PlayerResult(e.name, fantasyland=state)
        units = {"Ann": Fraction(1), "Bob": Fraction(-1)}
        return DealResult(units, players, ())

    monkeypatch.setattr(rescoring, "score_deal", score)
    return seen


def test_fantasyland_is_carried_to_the_next_hand(fantasyland_scorer: list[dict[str, bool | None]]) -> None:
    session = Session("ofc", ["Ann", "Bob"], "ofc")
    session.add_hand(QQ_ANN)
    session.add_hand(NO_QQ)
    session.add_hand(NO_QQ)
    assert [dict(h.fantasyland) for h in session.hands] == [
        {"Ann": False, "Bob": False}, {"Ann": True, "Bob": False}, {"Ann": False, "Bob": False}]
    assert fantasyland_scorer[:3] == [
        {"Ann": False, "Bob": False}, {"Ann": True, "Bob": False}, {"Ann": False, "Bob": False}]
    assert session.hand(2).deal.players[0].fantasyland is None  # the deal as entered keeps no flag
    assert session_stats(session)["Ann"].fantasyland_entries == 1

    # Editing hand 1 cascades to hand 2, and only there.
    change = session.replace_hand(1, NO_QQ)
    assert change.hands == (1, 2)
    assert session.hand(2).fantasyland == {"Ann": False, "Bob": False}
    session.undo()
    assert session.hand(2).fantasyland == {"Ann": True, "Bob": False}
    change = session.delete_hand(1)
    assert change.hands == (1, 2, 3)
    assert session.hand(1).fantasyland == {"Ann": False, "Bob": False}
    session.undo()
    assert [h.fantasyland["Ann"] for h in session.hands] == [False, True, False]


def test_fantasyland_set_in_the_deal_wins(fantasyland_scorer: list[dict[str, bool | None]]) -> None:
    session = Session("ofc", ["Ann", "Bob"], "ofc")
    session.add_hand(QQ_ANN)
    explicit = {"players": [{**NO_QQ["players"][0], "fantasyland": False},
                            {**NO_QQ["players"][1], "fantasyland": True}]}
    session.add_hand(explicit)
    assert session.hand(2).fantasyland == {"Ann": False, "Bob": True}
    assert fantasyland_scorer[-1] == {"Ann": False, "Bob": True}


def test_classic_deals_get_no_fantasyland_flags() -> None:
    session = Session("x", NAMES)
    session.add_hand(four())
    assert session.hand(1).fantasyland == {}
    assert all(e.fantasyland is None for e in session.hand(1).deal.players)


# -- hypothesis: random operation sequences --------------------------------------------------------

PRESETS = ("classic-1-6", "classic-2-4", "classic-1-1-1", "classic-royalties", "pool", "lowball-middle")

OPERATION_KINDS = ("add", "add", "add", "add", "replace", "delete", "undo", "redo", "rules", "unit", "rename")
"""Adds weigh four times the rest, so sessions grow past a few hands."""


_SEEDS = st.integers(0, 2**32)
_OPERATIONS: dict[str, st.SearchStrategy[tuple[Any, ...]]] = {
    "add": st.tuples(st.just("add"), _SEEDS),
    "replace": st.tuples(st.just("replace"), st.integers(1, 40), _SEEDS),
    "delete": st.tuples(st.just("delete"), st.integers(1, 40)),
    "undo": st.just(("undo",)),
    "redo": st.just(("redo",)),
    "rules": st.tuples(st.just("rules"), st.sampled_from(PRESETS)),
    "unit": st.tuples(st.just("unit"), st.sampled_from(["1", "2.50", "0.10", "7"])),
    "rename": st.tuples(st.just("rename"), st.sampled_from(["Friday", "Saturday"])),
}
operations = st.lists(st.sampled_from(OPERATION_KINDS).flatmap(_OPERATIONS.__getitem__), min_size=12, max_size=40)


def run_operation(session: Session, op: tuple[Any, ...]) -> Change | None:
    """Apply one generated operation; numbers wrap onto the hands there are."""
    kind = op[0]
    players = session.players
    if kind == "add":
        return session.add_hand(random_hand(random.Random(op[1]), players),
                                unit_value=random.Random(op[1]).choice([None, "3", "0.5"]))
    if kind in ("replace", "delete"):
        if not session.hand_count:
            return None
        number = (op[1] - 1) % session.hand_count + 1
        if kind == "delete":
            return session.delete_hand(number)
        return session.replace_hand(number, random_hand(random.Random(op[2]), players))
    if kind == "undo":
        return session.undo()
    if kind == "redo":
        return session.redo()
    if kind == "rules":
        return session.set_rules(op[1])
    if kind == "unit":
        return session.set_unit_value(op[1])
    return session.rename(op[1])


@functools.lru_cache(maxsize=4096)
def reference_units(deal_text: str, rules_text: str) -> dict[str, Fraction]:
    """Score a deal afresh from its JSON, as if nothing had ever been cached (scoring is pure)."""
    rules = RuleSet.from_json(json.loads(rules_text))
    return dict(score_deal(deal_from_json(json.loads(deal_text), rules), rules).units)


def check_from_scratch(session: Session) -> None:
    """Standings equal scoring every stored deal afresh and summing; every hand sums to zero."""
    units = dict.fromkeys(session.players, Fraction(0))
    money = dict.fromkeys(session.players, Fraction(0))
    rules = json.dumps(session.rules.to_json(), sort_keys=True)
    for number, hand in enumerate(session.hands, start=1):
        assert hand.number == number
        fresh = reference_units(json.dumps(hand.deal.to_json(), sort_keys=True), rules)
        assert fresh == dict(hand.units)
        assert sum(hand.units.values(), Fraction(0)) == 0
        for player, won in fresh.items():
            units[player] += won
            money[player] += won * Fraction(hand.unit_value)
    standings = session.standings()
    assert {s.player: s.units for s in standings} == units
    assert {s.player: s.money for s in standings} == {p: to_decimal(m) for p, m in money.items()}
    assert [s.money for s in standings] == sorted((s.money for s in standings), reverse=True)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), operations)
def test_random_operations_keep_standings_exact(seats: int, ops: list[tuple[Any, ...]]) -> None:
    session = Session("Friday", NAMES[:seats])
    for op in ops:
        before = session.hand_count
        change = run_operation(session, op)
        check_from_scratch(session)
        if change is not None and change.kind == "add":
            assert session.hand_count == before + 1
        if change is not None and change.kind == "delete":
            assert session.hand_count == before - 1
    while session.can_undo():
        session.undo()
    assert session.hand_count == 0 and session.name == "Friday" and session.rules == RuleSet.preset()
