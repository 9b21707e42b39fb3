"""A season's records and nights won where the numbers tie or a hand is settled without rows (RULES B6, E3).

Every expectation is worked by hand from RULES F's four-player deal: at 1-6 it pays P1 +3, P2 +9, P3 -13,
P4 +1, with two scoops played out (P1 and P2 each sweep P3); with P4's foul (`Ad Ac 2c | Qs Qd Jh 6s 5d | Ts
Th Td 3d 3c`) it pays +10 +14 -6 -18, P4 paying each opponent a scoop's 6 without the rows being played.
"""

from __future__ import annotations

import datetime
from pathlib import Path

from scorekeeper.night.season import Season
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.core.night.test_session import P4_FOUL, four

NAMES = ("P1", "P2", "P3", "P4")
DAY = datetime.date(2026, 10, 2)


def season(store: Store) -> Season:
    nights, skipped = load_nights(store)
    assert skipped == []
    return Season(nights)


def night(store: Store, name: str, week: int, *hands: dict[str, object], unit_value: str = "1") -> Session:
    session = store.create(Session(name, NAMES, unit_value=unit_value, date=DAY + datetime.timedelta(7 * week)))
    for hand in hands:
        session.add_hand(hand)
    return session


def test_a_foul_penalty_is_never_a_scoop_in_the_records(tmp_path: Path) -> None:
    # RULES B6: a foul penalty is settled without rows and is never counted as a scoop. With P4's foul the
    # night's only scoops are the two played out: P1 and P2 each sweep P3 once (not twice, nor P3 once).
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, "Foul", 0, four(NAMES, P4=P4_FOUL))
        records = season(store).records()
    assert records["most_scoops"] == {"player": "P1", "session": "Foul", "date": "2026-10-02", "scoops": 1}


def test_no_scoop_no_most_scoops_record(tmp_path: Path) -> None:
    # P3 surrenders to everyone and P4 fouls: no pair is played out but P1 v P2 (front tied), so no scoop.
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, "Quiet", 0, four(NAMES, P3={"surrender": True}, P4=P4_FOUL))
        records = season(store).records()
    assert "most_scoops" not in records


def test_a_night_nobody_finishes_up_is_won_by_nobody_and_breaks_a_run(tmp_path: Path) -> None:
    # Nights 1 and 3: the RULES F deal (P1 +3, P2 +9, P3 -13, P4 +1). Night 2 holds no hand: everyone at 0.
    # README: a night is won by the highest total when above zero, so night 2 is won by nobody.
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, "One", 0, four(NAMES))
        night(store, "Even", 1)
        night(store, "Three", 2, four(NAMES))
        data = season(store).to_json()
    assert {s["player"]: s["nights_won"] for s in data["standings"]} == {"P1": 0, "P2": 2, "P3": 0, "P4": 0}
    # A winning run is nights in a row finished up: night 2 at 0 breaks every run, so the longest is 1 night.
    # P1, P2 and P4 each have runs of 1; the first (night 1, P1 first by name) holds the record.
    assert data["records"]["longest_winning_run"] == {"player": "P1", "nights": 1, "from": "2026-10-02",
                                                      "to": "2026-10-02"}


def test_equal_records_go_to_the_earliest_night(tmp_path: Path) -> None:
    # Two nights of the same RULES F deal: P2's +9 is the best night twice and the biggest hand twice, P3's
    # -13 the worst night twice; each record is the first night's.
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, "First", 0, four(NAMES))
        night(store, "Second", 1, four(NAMES))
        records = season(store).records()
    assert records["best_night"] == {"player": "P2", "session": "First", "date": "2026-10-02", "units": 9}
    assert records["worst_night"] == {"player": "P3", "session": "First", "date": "2026-10-02", "units": -13}
    assert records["biggest_hand"] == {"player": "P2", "session": "First", "date": "2026-10-02", "hand": 1,
                                       "units": 9}


def sweep(winner: str) -> dict[str, object]:
    """Quick entries at 1-6: ``winner`` first in every row against everyone (+18), the others -6 each."""
    return {"players": [{"name": p, "places": dict.fromkeys(("front", "middle", "back"), 1 if p == winner else 2)}
                        for p in NAMES]}


def test_equal_biggest_hands_in_one_night_go_to_the_earlier_hand(tmp_path: Path) -> None:
    # Night 1: the RULES F deal twice (P2 +9 in hands 1 and 2). Night 2: P1 sweeps in hand 1, P2 in hand 2
    # (+18 each). The biggest hand is night 2's hand 1, P1's: of equal hands in a night the earlier one.
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, "Twice", 0, four(NAMES), four(NAMES))
        assert season(store).records()["biggest_hand"] == {
            "player": "P2", "session": "Twice", "date": "2026-10-02", "hand": 1, "units": 9}
        night(store, "Sweeps", 1, sweep("P1"), sweep("P2"))
        assert season(store).records()["biggest_hand"] == {
            "player": "P1", "session": "Sweeps", "date": "2026-10-09", "hand": 1, "units": 18}


def test_a_night_at_two_unit_values_adds_up_its_money(tmp_path: Path) -> None:
    # Hand 1 at 1 a unit: P1 sweeps (+18, P2 P3 P4 -6 each); hand 2 at 2 a unit: P2 sweeps (+18 = $36).
    # P1: 18 - 6 = 12 units, $18 - $12 = $6; P2: 12 units, -$6 + $36 = $30; P3, P4: -12 units, -$18 each.
    with Store(tmp_path / "s.sqlite3") as store:
        session = night(store, "Stakes", 0, sweep("P1"))
        session.set_unit_value("2")
        session.add_hand(sweep("P2"))
        data = season(store).to_json()
    assert [(s["player"], s["units"], s["money"]) for s in data["standings"]] == [
        ("P1", 12, {"USD": "6.00"}), ("P2", 12, {"USD": "30.00"}), ("P3", -12, {"USD": "-18.00"}),
        ("P4", -12, {"USD": "-18.00"})]
    pairs = {tuple(h["players"]): (h["units"], h["money"]) for h in data["head_to_head"]}
    assert pairs[("P1", "P2")] == (0, {"USD": "-6.00"})


def test_a_scoop_counts_for_the_second_player_of_a_pair(tmp_path: Path) -> None:
    # The dealer (P1, hand 1) is settled last (RULES E1), so P1 is the second player of each of its pairs:
    # sweeping all three opponents is three scoops.
    with Store(tmp_path / "s.sqlite3") as store:
        night(store, "Dealer", 0, sweep("P1"))
        records = season(store).records()
    assert records["most_scoops"] == {"player": "P1", "session": "Dealer", "date": "2026-10-02", "scoops": 3}
