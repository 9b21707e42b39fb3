"""Setting skill and the nights the store keeps added up (issue 18): the solver's own valuation, fouls at
RULES B4, a summary dropped whenever its night changes."""

from __future__ import annotations

import datetime
import random
from pathlib import Path

import pytest

from scorekeeper.errors import InvalidCards
from scorekeeper.night.players import list_players, rename_player
from scorekeeper.night.season import Season
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.season_skill import fill_skill, pending_nights
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.read.cards import DECK, format_cards, parse_cards
from scorekeeper.rules import RuleSet
from scorekeeper.solver.search import solve
from scorekeeper.solver.setting_value import setting_gap, setting_units
from tests.core.night.test_season import NAMES, two_nights
from tests.core.night.test_session import four
from tests.deals import FOUR

FOUR_DEAL = four(NAMES)

ANN = parse_cards(" ".join(FOUR["P1"]))
BOB = FOUR["P2"]


@pytest.mark.parametrize("preset", ["classic-1-6", "classic-2-4", "classic-royalties", "lowball-middle", "pool"])
def test_a_setting_is_valued_as_the_solver_ranks_it(preset: str) -> None:
    rules, rng, deck = RuleSet.preset(preset), random.Random(7), list(DECK)
    for _ in range(20):
        rng.shuffle(deck)
        for setting in solve(deck[:13], rules, top=4):
            assert setting_units(setting.front, setting.middle, setting.back, rules) == pytest.approx(
                setting.expected_units, abs=1e-9)


def test_a_foul_gives_away_every_row_and_the_scoop() -> None:
    # B4 at 1-6: a fouled player loses all three rows and is scooped, 3 + 3 = 6 to each opponent;
    # at 2-4: three rows and the overall unit, 4. Bob's full house in the middle over a straight fouls.
    front, middle, back = (parse_cards(r) for r in BOB)
    assert setting_units(front, back, middle, RuleSet.preset("classic-1-6")) == -6.0
    assert setting_units(front, back, middle, RuleSet.preset("classic-2-4")) == -4.0
    gap = setting_gap(front, back, middle)
    assert (gap.chosen, gap.set_best) == (-6.0, False)
    assert gap.gap == pytest.approx(solve(front + middle + back)[0].expected_units + 6.0)
    with pytest.raises(InvalidCards, match="3, 5 and 5 cards"):
        setting_units(front, middle, back[:4])


def _skill_night(store: Store) -> Session:
    """Ann sets her 13 cards as the solver's best; Bob fouls (middle and back swapped); Cy surrenders."""
    best = solve(ANN)[0]
    ann = {"front": format_cards(best.front), "middle": format_cards(best.middle), "back": format_cards(best.back)}
    bob = {"front": BOB[0], "middle": BOB[2], "back": BOB[1]}
    session = store.create(Session("Skill", ("Ann", "Bob", "Cy"), date=datetime.date(2026, 10, 2)))
    session.add_hand({"players": [{"name": "Ann", **ann}, {"name": "Bob", **bob},
                                  {"name": "Cy", "surrender": True}]})
    return session


def test_skill_is_worked_out_once_kept_and_dropped_with_the_hand(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        session = _skill_night(store)
        nights, _ = load_nights(store)
        assert (Season(nights).skill, Season(nights).skill_pending) == ([], 1)
        assert pending_nights(store) == [1]
        assert fill_skill(store, budget=5) == 1
        # the night is added up again at once, so the next season read only reads kept summaries
        assert store._conn.execute("SELECT count(*) FROM nights WHERE session_id = 1").fetchone()[0] == 1
        assert fill_skill(store) == 0  # kept: nothing left to do
        data = Season(load_nights(store)[0]).to_json()
        bob_best = solve(parse_cards(" ".join(BOB)))[0].expected_units
        assert data["skill"] == [
            {"player": "Ann", "hands": 1, "average_gap": 0.0, "best_share": 1.0},
            {"player": "Bob", "hands": 1, "average_gap": round(bob_best + 6.0, 4), "best_share": 0.0}]
        session.replace_hand(1, {"players": [{"name": "Ann", "surrender": True}, {"name": "Bob", "surrender": True},
                                             {"name": "Cy", "surrender": True}]})
        after = Season(load_nights(store)[0])
        assert (after.skill, after.skill_pending) == ([], 0)


def test_each_night_is_kept_added_up_and_dropped_when_it_changes(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite3") as store:
        two_nights(store)
        first = Season(load_nights(store)[0]).to_json()
        kept = store._conn.execute("SELECT session_id FROM nights ORDER BY session_id").fetchall()
        assert kept == [(1,), (2,)]
        assert Season(load_nights(store)[0]).to_json() == first  # read back from the two summaries
        rename_player(store, {p.name: p.id for p in list_players(store)}["Ann"], "Annie")
        assert store._conn.execute("SELECT count(*) FROM nights").fetchone()[0] == 2  # kept, renamed
        renamed = Season(load_nights(store)[0]).to_json()
        assert [s["player"] for s in renamed["standings"]] == ["Bob", "Dee", "Annie", "Cy"]
        assert store.open(2).players == ("Annie", "Bob", "Cy", "Dee")  # the night itself names Annie now
        store.open(2).add_hand({"players": [{"name": n, "surrender": True} for n in store.open(2).players]})
        assert store._conn.execute("SELECT session_id FROM nights").fetchall() == [(1,)]
        store._conn.execute("UPDATE sessions SET rules = '\"classic-2-4\"' WHERE id = 1")
        assert store._conn.execute("SELECT count(*) FROM nights").fetchone()[0] == 0
        store._conn.execute("UPDATE sessions SET rules = '\"classic-1-6\"' WHERE id = 1")
        store._conn.execute("INSERT INTO nights VALUES (1, 'stale', '{}')")
        again = Season(load_nights(store)[0]).to_json()  # a stale key is added up afresh
        store._conn.execute("DELETE FROM nights")
        assert again == Season(load_nights(store)[0]).to_json()
        assert again["hands"] == 3


def test_importing_a_friends_file_twice_adds_the_night_once(tmp_path: Path) -> None:

    with Store(tmp_path / "mine.sqlite3") as mine, Store(tmp_path / "friend.sqlite3") as friend:
        night = friend.create(Session("Friday", NAMES, date=datetime.date(2026, 9, 4)))
        night.add_hand(FOUR_DEAL)
        data = night.to_json()
        first = mine.import_session(data)
        again = mine.import_session(data)
        assert again is first and [s.name for s in mine.list_sessions()] == ["Friday"]
        night.add_hand(FOUR_DEAL)  # one more hand: another night's file, so it is stored
        mine.import_session(night.to_json())
        assert len(mine.list_sessions()) == 2
        moved = {**data, "date": "2026-09-11"}  # same hands, another date
        mine.import_session(moved)
        assert len(mine.list_sessions()) == 3
        mine.delete(1)
        mine.import_session(data)  # a deleted night is not there: importing brings it back as a new one
        assert len(mine.list_sessions()) == 3
        assert Season(load_nights(mine)[0]).hand_count == 1 + 2 + 1 + 1 - 1
