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
from tests.test_session import P4_FOUL, four

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
