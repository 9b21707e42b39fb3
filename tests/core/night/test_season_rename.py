"""Renaming and merging players reach every stored session they sat in, keep every unit, and undo exactly.

Issue 18 ("rename a player everywhere ... without touching any hand's scoring"); RULES F's four-player deal
gives the units (Ann +3, Bob +9, Cy -13, Dee +1 in seat order of its boards).
"""

from __future__ import annotations

import datetime
import json
import random
import tempfile
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.cli import main
from scorekeeper.errors import SessionError, StoreError
from scorekeeper.export.session_export import export_session
from scorekeeper.night.players import apply_edit, list_players, merge_players, rename_player
from scorekeeper.night.season import Season
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import ENV_VAR
from tests.core.night.test_session import four
from tests.session_helper import random_hand

SEPT = datetime.date(2026, 9, 4)
TABLES = ("sessions", "hands", "nights", "players", "seats")


def rows(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table the players live in (the time a session was last opened aside)."""
    out = {t: [tuple(r) for r in store._conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2")] for t in TABLES}
    opened = [r[1] for r in store._conn.execute("PRAGMA table_info(sessions)")].index("opened")
    out["sessions"] = [r[:opened] + r[opened + 1:] for r in out["sessions"]]
    return out


def units_by_seat(store: Store) -> list[tuple[int, int, tuple[Fraction, ...]]]:
    """Every stored hand's units seat by seat, read by opening its session."""
    out = []
    for (sid,) in store._conn.execute("SELECT id FROM sessions WHERE deleted = 0 ORDER BY id").fetchall():
        session = store.open(sid)
        out += [(sid, hand.number, tuple(hand.units[p] for p in session.players)) for hand in session.hands]
    return out


def ids(store: Store) -> dict[str, int]:
    return {p.name: p.id for p in list_players(store)}


def season_text(store: Store) -> str:
    return json.dumps(Season(load_nights(store)[0]).to_json(), sort_keys=True)


def figures(store: Store, renamed: dict[str, str] | None = None) -> tuple[dict[str, Any], dict[Any, Any]]:
    """The season's standings and head-to-head by player (names mapped through ``renamed``)."""
    season, names = Season(load_nights(store)[0]), renamed or {}
    standings = {names.get(s.player, s.player): (s.units, dict(s.money), s.nights, s.hands, s.nights_won)
                 for s in season.standings}
    pairs = {(names.get(x, x), names.get(y, y)): season.head_to_head(x, y)
             for a, b in season.pairs() for x, y in ((a, b), (b, a))}
    return standings, pairs


def three_nights(store: Store) -> None:
    """Ann at two nights (first dealer and with a bankroll at the first), a third night without her."""
    one = store.create(Session("Friday", ("Ann", "Bob", "Cy", "Dee"), date=SEPT, unit_value="5.00",
                               bankrolls={"Ann": "100", "Bob": "80"}))
    one.add_hand(four(("Ann", "Bob", "Cy", "Dee")))
    one.add_hand(four(("Bob", "Ann", "Dee", "Cy")))
    store.create(Session("Saturday", ("Dee", "Ann", "Bob", "Cy"), date=SEPT + datetime.timedelta(1))).add_hand(
        four(("Dee", "Ann", "Bob", "Cy")))
    store.create(Session("Sunday", ("Bob", "Cy", "Dee", "Eve"), date=SEPT + datetime.timedelta(2))).add_hand(
        four(("Bob", "Cy", "Dee", "Eve")))


def test_a_renamed_player_is_renamed_in_every_part_of_their_nights(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        three_nights(store)
        season_before, units_before, before = season_text(store), units_by_seat(store), rows(store)
        settle_before = [(p.payer, p.payee, p.amount) for p in store.open(1).settle_up()]
        edit = rename_player(store, ids(store)["Ann"], "Annie")
        assert [s[:3] for s in edit.seats] == [(1, 0, "Ann"), (2, 1, "Ann")]
        friday = store.open(1)
        assert friday.players == ("Annie", "Bob", "Cy", "Dee") and friday.first_dealer == "Annie"
        assert friday.bankrolls == {"Annie": Decimal(100), "Bob": Decimal(80)}
        assert [h.dealer for h in friday.hands] == ["Annie", "Bob"]
        assert [h.deal.names for h in friday.hands] == [("Annie", "Bob", "Cy", "Dee")] * 2
        # RULES F: the board dealt first scores +3, the second +9; Annie had each once, at 5.00 a unit.
        assert friday.net_units() == {"Annie": 12, "Bob": 12, "Cy": -12, "Dee": -12}
        assert friday.net_money() == {"Annie": 60, "Bob": 60, "Cy": -60, "Dee": -60}
        renamed = {"Ann": "Annie"}
        assert [(p.payer, p.payee, p.amount) for p in friday.settle_up()] == [
            (renamed.get(a, a), renamed.get(b, b), m) for a, b, m in settle_before]
        assert '"Ann"' not in json.dumps(friday.summary_json())
        assert store.open(2).players == ("Dee", "Annie", "Bob", "Cy")
        assert units_by_seat(store) == units_before  # every hand, seat by seat
        assert season_text(store) == season_before.replace('"Ann"', '"Annie"')
        csv = export_session(friday, tmp_path / "friday.csv").read_text(encoding="utf-8")
        assert "Annie" in csv and '"Ann"' not in csv and ",Ann," not in csv
        assert rows(store)["sessions"][2] == before["sessions"][2]  # Sunday, without her, is untouched
        apply_edit(store, edit.inverse())
        assert rows(store) == before  # every row as it was, byte for byte
        apply_edit(store, edit)  # redo
        after = rows(store)
    with Store(tmp_path / "s.sqlite3") as store:  # opened afresh: every cached unit and fact is current
        units_by_seat(store)
        store._conn.execute("DELETE FROM nights")
        assert season_text(store) == season_before.replace('"Ann"', '"Annie"')
        now = rows(store)
        assert (now["hands"], now["sessions"]) == (after["hands"], after["sessions"])


def test_the_season_command_shows_the_new_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:
        three_nights(store)
        rename_player(store, ids(store)["Ann"], "Annie")
    monkeypatch.setenv(ENV_VAR, str(path))
    assert main(["season"]) == 0
    standings = json.loads(capsys.readouterr().out)["standings"]
    # Annie: Friday +3 +9, Saturday the second board +9: 21 units over 3 hands.
    assert [(s["player"], s["units"], s["hands"]) for s in standings if s["player"].startswith("Ann")] == [
        ("Annie", 21, 3)]


def test_a_merge_renames_the_merged_nights_and_its_undo_restores_them(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        three_nights(store)
        store.create(Session("Monday", ("Anne", "Eve"), date=SEPT + datetime.timedelta(3))).add_hand(
            {"players": [{"name": "Anne", "surrender": True}, {"name": "Eve", "surrender": True}]})
        season_text(store)  # the nights added up and kept, so the rows compared hold them
        units_before, before = units_by_seat(store), rows(store)
        edit = merge_players(store, ids(store)["Ann"], ids(store)["Anne"])
        assert edit.seats == ((4, 0, "Anne", "Ann"),)
        monday = store.open(4)
        assert monday.players == ("Ann", "Eve") and monday.hands[0].deal.names == ("Ann", "Eve")
        assert units_by_seat(store) == units_before
        ann = next(s for s in Season(load_nights(store)[0]).standings if s.player == "Ann")
        assert (ann.nights, ann.hands, ann.units) == (3, 4, 21)  # both surrender: 0 each (RULES B5)
        apply_edit(store, edit.inverse())
        assert store.open(4).players == ("Anne", "Eve")
        assert rows(store) == before


def test_bad_names_are_refused_with_one_sentence(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        three_nights(store)
        before = rows(store)
        with pytest.raises(SessionError, match=r"^a player needs a name$"):
            rename_player(store, ids(store)["Ann"], " ")
        with pytest.raises(SessionError, match=r"^the player's name is 41 characters long; the most is 40$"):
            rename_player(store, ids(store)["Ann"], "A" * 41)
        with pytest.raises(SessionError, match=r"^Bob is already a player; merge Ann into Bob if they are the same"):
            rename_player(store, ids(store)["Ann"], "Bob")
        with pytest.raises(SessionError, match=r"^Ann and Bob both sat at Friday on 2026-09-04, so they are two"):
            merge_players(store, ids(store)["Ann"], ids(store)["Bob"])
        assert rows(store) == before


def test_a_name_still_sitting_at_a_night_under_a_merged_name_is_refused(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        store.create(Session("One", ("Ann", "Bob"), date=SEPT))
        store.create(Session("Two", ("Anne", "Cy"), date=SEPT))
        merge_players(store, ids(store)["Ann"], ids(store)["Anne"])
        store.create(Session("Three", ("Anne", "Bob"), date=SEPT))  # typed the merged name: it is Ann's seat
        before = rows(store)
        with pytest.raises(SessionError, match=r"^Anne already sits at Three on 2026-09-04: one person cannot sit"):
            rename_player(store, ids(store)["Bob"], "Anne")
        assert rows(store) == before


def test_a_write_failing_midway_leaves_every_row_and_the_open_session_as_they_were(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        three_nights(store)
        friday = store.open(1)
        before, players = rows(store), friday.players
        store._conn.execute("CREATE TRIGGER fail BEFORE UPDATE OF deal ON hands WHEN NEW.session_id = 2"
                            " BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END")  # after Friday's hands
        with pytest.raises(StoreError, match=r"^cannot write to the session store .*: disk I/O error$"):
            rename_player(store, ids(store)["Ann"], "Annie")
        store._conn.execute("DROP TRIGGER fail")
        assert rows(store) == before and friday.players == players
        assert [h.deal.names for h in friday.hands] == [("Ann", "Bob", "Cy", "Dee")] * 2


def test_an_open_session_follows_the_rename_with_a_fresh_undo_history(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        three_nights(store)
        friday = store.open(1)
        assert friday.can_undo() is False
        friday.delete_hand(2)
        edit = rename_player(store, ids(store)["Ann"], "Annie")
        assert store.open(1) is friday and friday.players == ("Annie", "Bob", "Cy", "Dee")
        assert friday.hands[0].units == {"Annie": 3, "Bob": 9, "Cy": -13, "Dee": 1}
        assert (friday.can_undo(), friday.hand_count) == (False, 1)  # its old history named Ann
        friday.add_hand(four(("Bob", "Annie", "Dee", "Cy")))
        apply_edit(store, edit.inverse())
        assert friday.players == ("Ann", "Bob", "Cy", "Dee")
        assert [dict(h.units) for h in friday.hands] == [{"Ann": 3, "Bob": 9, "Cy": -13, "Dee": 1},
                                                          {"Bob": 3, "Ann": 9, "Dee": -13, "Cy": 1}]


NAMES = ("Ann", "Anne", "Bob", "Cy", "Dee")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.lists(st.sampled_from(NAMES), min_size=2, max_size=3, unique=True), st.integers(0, 3),
                          st.sampled_from(("classic-1-6", "classic-2-4", "ofc", "pool"))), min_size=1, max_size=4),
       st.sampled_from(NAMES), st.sampled_from(NAMES), st.integers(0, 2**32))
def test_random_seasons_rename_and_merge_keep_every_unit_and_undo_exactly(nights, renamed, other, seed) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp, Store(Path(tmp) / "s.sqlite3") as store:
        for day, (players, hands, preset) in enumerate(nights):
            session = store.create(Session("Night", tuple(players), preset, date=SEPT + datetime.timedelta(day)))
            for _ in range(hands):
                session.add_hand(random_hand(rng, tuple(players), 0.05 if preset.startswith("classic") else 0.0))
        known = ids(store)
        if renamed not in known:
            return
        figures_before, units_before, before = figures(store, {renamed: "Zed"}), units_by_seat(store), rows(store)
        edit = rename_player(store, known[renamed], "Zed")
        hands = rows(store)["hands"]
        assert units_by_seat(store) == units_before
        assert rows(store)["hands"] == hands  # every cache was current: opening scored nothing again
        assert figures(store) == figures_before
        apply_edit(store, edit.inverse())
        assert rows(store) == before
        if other not in known or other == renamed:
            return
        together = {tuple(p) for p, _h, _r in nights if renamed in p and other in p}
        try:
            merge = merge_players(store, known[renamed], known[other])
        except SessionError as e:
            assert together and str(e).startswith(f"{renamed} and {other} both sat at Night")
            return
        assert not together
        assert units_by_seat(store) == units_before
        season = Season(load_nights(store)[0])
        assert other not in {s.player for s in season.standings}
        assert sum((s.units for s in season.standings), Fraction(0)) == 0
        for a, b in season.pairs():
            assert season.head_to_head(a, b)[0] == -season.head_to_head(b, a)[0]  # type: ignore[index]
        apply_edit(store, merge.inverse())
        assert rows(store) == before
