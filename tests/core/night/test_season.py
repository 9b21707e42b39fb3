"""A season over many nights: standings, head-to-head and records, hand-worked and from scratch (RULES E2-E3)."""

from __future__ import annotations

import datetime
import json
import random
import subprocess
import sys
import tempfile
from collections import defaultdict
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.cli import main
from scorekeeper.night.players import apply_edit, list_players, merge_players
from scorekeeper.night.season import Season
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.session import Session
from scorekeeper.night.stats import session_stats
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import ENV_VAR
from scorekeeper.rules import RuleSet
from tests.core.night.test_session import four
from tests.reference.deal import score as reference_score
from tests.session_helper import random_hand

NAMES = ("Ann", "Bob", "Cy", "Dee")
SEPT = datetime.date(2026, 9, 4)


def two_nights(store: Store) -> None:
    """RULES F's four-player deal at 1-6: night 1 in USD at 5 (+3 +9 -13 +1), night 2 in EUR at 2 with Cy
    surrendering (-1 +5 -6 +2)."""
    one = store.create(Session("Friday 1", NAMES, unit_value="5", currency="USD", date=SEPT))
    one.add_hand(four(NAMES))
    two = store.create(Session("Friday 2", NAMES, unit_value="2", currency="EUR", date=SEPT + datetime.timedelta(7)))
    two.add_hand(four(NAMES, Cy={"surrender": True}))


def season_of(store: Store, **kw: object) -> Season:
    nights, skipped = load_nights(store, **kw)  # type: ignore[arg-type]
    assert skipped == []
    return Season(nights)


def test_standings_head_to_head_and_records_hand_worked(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        two_nights(store)
        data = season_of(store).to_json()
    assert (data["sessions"], data["hands"], data["from"], data["to"]) == (2, 2, "2026-09-04", "2026-09-11")
    assert data["standings"] == [
        {"player": "Bob", "units": 14, "money": {"EUR": "10.00", "USD": "45.00"}, "nights": 2, "hands": 2,
         "nights_won": 2},
        {"player": "Dee", "units": 3, "money": {"EUR": "4.00", "USD": "5.00"}, "nights": 2, "hands": 2,
         "nights_won": 0},
        {"player": "Ann", "units": 2, "money": {"EUR": "-2.00", "USD": "15.00"}, "nights": 2, "hands": 2,
         "nights_won": 0},
        {"player": "Cy", "units": -19, "money": {"EUR": "-12.00", "USD": "-65.00"}, "nights": 2, "hands": 2,
         "nights_won": 0},
    ]
    pairs = {tuple(h["players"]): (h["units"], h["money"]) for h in data["head_to_head"]}
    assert len(pairs) == 6
    # Ann v Bob: front tied, middle and back to Bob, both nights (B3): -2 -2.
    assert pairs[("Bob", "Ann")] == (4, {"EUR": "4.00", "USD": "10.00"})
    # Bob scoops Cy on night 1 (6), Cy surrenders on night 2 (fee 2, B5).
    assert pairs[("Bob", "Cy")] == (8, {"EUR": "4.00", "USD": "30.00"})
    assert data["records"] == {
        "best_night": {"player": "Bob", "session": "Friday 1", "date": "2026-09-04", "units": 9},
        "worst_night": {"player": "Cy", "session": "Friday 1", "date": "2026-09-04", "units": -13},
        "longest_winning_run": {"player": "Bob", "nights": 2, "from": "2026-09-04", "to": "2026-09-11"},
        "most_scoops": {"player": "Ann", "session": "Friday 1", "date": "2026-09-04", "scoops": 1},
        "biggest_hand": {"player": "Bob", "session": "Friday 1", "date": "2026-09-04", "hand": 1, "units": 9},
    }
    assert data["skill"] == []


def test_a_date_range_and_a_set_of_sessions(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        two_nights(store)
        late = season_of(store, start=SEPT + datetime.timedelta(1))
        assert [(s.player, s.units) for s in late.standings] == [("Bob", 5), ("Dee", 2), ("Ann", -1), ("Cy", -6)]
        early = season_of(store, end=SEPT, sessions=[1, 2])
        assert [(s.player, s.units) for s in early.standings] == [("Bob", 9), ("Ann", 3), ("Dee", 1), ("Cy", -13)]
        assert season_of(store, sessions=[]).to_json()["standings"] == []


def test_facts_are_kept_and_a_changed_hand_is_read_afresh(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        two_nights(store)
        season_of(store)
        assert store._conn.execute("SELECT count(*) FROM hands WHERE facts IS NOT NULL").fetchone()[0] == 2
        store.open(2).replace_hand(1, four(NAMES))  # Cy plays instead of surrendering
        assert [(s.player, s.units) for s in season_of(store).standings] == [
            ("Bob", 18), ("Ann", 6), ("Dee", 2), ("Cy", -26)]


def test_merging_two_names_adds_their_nights_up(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        store.create(Session("One", NAMES, date=SEPT)).add_hand(four(NAMES))
        other = ("Anne", "Bob", "Cy", "Dee")
        store.create(Session("Two", other, date=SEPT + datetime.timedelta(7))).add_hand(four(other))
        ids = {p.name: p.id for p in list_players(store)}
        edit = merge_players(store, ids["Ann"], ids["Anne"])
        assert [(s.player, s.units, s.nights) for s in season_of(store).standings] == [
            ("Bob", 18, 2), ("Ann", 6, 2), ("Dee", 2, 2), ("Cy", -26, 2)]
        apply_edit(store, edit.inverse())
        assert [(s.player, s.units, s.nights) for s in season_of(store).standings] == [
            ("Bob", 18, 2), ("Ann", 3, 1), ("Anne", 3, 1), ("Dee", 2, 2), ("Cy", -26, 2)]


CLASSIC = RuleSet.preset().to_json()


def reference_season(store: Store) -> tuple[dict[str, Fraction], dict[tuple[str, str], Fraction]]:
    """Units and head-to-head scored afresh by the test's own scorer from every stored deal."""
    units: dict[str, Fraction] = defaultdict(Fraction)
    pairs: dict[tuple[str, str], Fraction] = defaultdict(Fraction)
    seat = {(s, t): n for s, t, n in store._conn.execute(
        "SELECT t.session_id, t.seat, p.name FROM seats t JOIN players p ON p.id = t.player_id")}
    for sid, players in store._conn.execute("SELECT id, players FROM sessions WHERE deleted = 0"):
        who = {n: seat[(sid, i)] for i, n in enumerate(json.loads(players))}
        for (deal,) in store._conn.execute("SELECT deal FROM hands WHERE session_id = ?", (sid,)):
            for pair in reference_score(json.loads(deal), CLASSIC).pairs:
                a, b, u = who[pair.first], who[pair.second], pair.units
                units[a] += u
                units[b] -= u
                pairs[(a, b)] += u
                pairs[(b, a)] -= u
    return units, pairs


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.lists(st.sampled_from(("Ann", "Anne", "Bob", "Cy", "Dee", "Eve")), min_size=2,
                                   max_size=4, unique=True),
                          st.integers(0, 3), st.sampled_from(("USD", "EUR")), st.integers(0, 30)),
                min_size=1, max_size=4),
       st.integers(0, 2**32))
def test_random_seasons_sum_to_zero_mirror_and_match_a_fresh_scoring(nights, seed) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp) / "s.sqlite3") as store:
        for players, hands, currency, day in nights:
            session = store.create(Session("Night", tuple(players), currency=currency, unit_value="2.50",
                                           date=SEPT + datetime.timedelta(day)))
            for _ in range(hands):
                session.add_hand(random_hand(rng, tuple(players)))
        season = season_of(store)
        units, pairs = reference_season(store)
    assert {s.player: s.units for s in season.standings if s.hands} == {p: u for p, u in units.items()}
    assert sum((s.units for s in season.standings), Fraction(0)) == 0
    for cur in ("USD", "EUR"):
        assert sum((s.money.get(cur, Fraction(0)) for s in season.standings), Fraction(0)) == 0
    names = [s.player for s in season.standings]
    for a in names:
        for b in names:
            mine, theirs = season.head_to_head(a, b), season.head_to_head(b, a)
            if (a, b) in pairs:
                assert mine is not None and theirs is not None
                assert mine[0] == pairs[(a, b)] == -theirs[0]
                assert mine[1] == {c: -m for c, m in theirs[1].items()}
            else:
                assert mine is None
    for s in season.standings:  # a player's units are their results against each opponent, added up
        assert s.units == sum((h[0] for b in names if (h := season.head_to_head(s.player, b))), Fraction(0))


def test_the_command_prints_the_season(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:
        two_nights(store)
    monkeypatch.setenv(ENV_VAR, str(path))
    assert main(["season", "--from", "2026-09-05"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["sessions"], out["standings"][0]["player"], out["standings"][0]["units"]) == (1, "Bob", 5)
    assert main(["season", "--to", "Friday"]) == 2
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", "scorekeeper: --to must be a date like 2026-09-04, not 'Friday'.\n")
    assert main(["season", "--from", "2026-10-01", "--to", "2026-09-01"]) == 2
    assert capsys.readouterr().err == "scorekeeper: --from 2026-10-01 is after --to 2026-09-01.\n"
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "none.sqlite3"))
    assert main(["season"]) == 1
    assert capsys.readouterr().err.startswith("scorekeeper: There is no session store at ")
    assert not (tmp_path / "none.sqlite3").exists()


def test_the_command_reads_a_store_the_app_holds(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:  # this process holds the store's lock, as the running app would
        two_nights(store)
        done = subprocess.run([sys.executable, "-m", "scorekeeper.cli", "season"], capture_output=True, text=True,
                              env={ENV_VAR: str(path), "PATH": "/usr/bin:/bin"},
                              cwd=Path(__file__).resolve().parents[3], timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["standings"][0] == {
        "player": "Bob", "units": 14, "money": {"EUR": "10.00", "USD": "45.00"}, "nights": 2, "hands": 2,
        "nights_won": 2}


def test_a_foul_penalty_is_never_a_season_scoop(tmp_path: Path) -> None:
    # RULES B6: a foul penalty is settled without rows, never a scoop, in a night's statistics or a season's
    # records. Hand 1: Cy fouls (quick entry) and pays Ann and Bob a scoop's 6 each; Ann beats Bob 2-1 (+1).
    # Hand 2: Bob scoops Ann with the rows played out (+6) and beats Cy 2-1 (+1); Ann beats Cy 2-1 (+1).
    # Bob's one scoop is the night's most, not two (nor Ann's one from Cy's foul).
    with Store(tmp_path / "s.sqlite3") as store:
        night = store.create(Session("Foul night", NAMES[:3], date=SEPT))
        night.add_hand({"players": [{"name": "Ann", "places": {"front": 1, "middle": 1, "back": 2}},
                                    {"name": "Bob", "places": {"front": 2, "middle": 2, "back": 1}},
                                    {"name": "Cy", "places": {}, "fouled": True}]})
        night.add_hand({"players": [{"name": "Ann", "places": {"front": 2, "middle": 2, "back": 3}},
                                    {"name": "Bob", "places": {"front": 1, "middle": 1, "back": 2}},
                                    {"name": "Cy", "places": {"front": 3, "middle": 3, "back": 1}}]})
        stats = session_stats(night)
        data = season_of(store).to_json()
    assert {s["player"]: s["units"] for s in data["standings"]} == {"Ann": 2, "Bob": 12, "Cy": -14}
    assert {p: (s.scoops_for, s.scoops_against) for p, s in stats.items()} == {
        "Ann": (0, 1), "Bob": (1, 0), "Cy": (0, 0)}
    assert data["records"]["most_scoops"] == {"player": "Bob", "session": "Foul night", "date": "2026-09-04",
                                              "scoops": 1}
