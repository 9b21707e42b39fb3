"""Season speed: the season summary over 200 nights of 300 four-player hands (60,000 hands) from the store.

Run from the repository root:  python benchmarks/bench_season.py [--nights 200] [--hands 300] [--keep DIR] [--quick]

Builds a store of seeded random classic 1-6 nights (8 players, four at a table, one night a week, two
currencies), then measures:

- facts: the first season read, which scores every hand once for its per-pair results and scoops, keeps
  them in the store (``hands.facts``) and adds each night up (``nights.summary``), as the app does once;
- skill: setting skill worked out for the first ``--skill-nights`` nights (the solver runs four times a
  hand, about 7 ms, so all 60,000 hands take minutes: the app does it in the background, once);
- rename: Ann renamed in every night she sat in (each hand's deal, cached units and facts rewritten in one
  transaction), then the rename undone;
- season: a new ``Store`` on the file, ``load_nights`` and ``Season(...).to_json()`` with the summaries
  kept (target under 1 s; each of 3 runs printed).

``--quick`` (CI): 4 nights of 30 hands, skill for 1 night; the same steps and checks.

Exits 1 if the season's units or any currency's money do not sum to zero.
"""

from __future__ import annotations

import argparse
import datetime
import random
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.sample_session import set_rows
from scorekeeper.night.players import apply_edit, list_players, rename_player
from scorekeeper.night.season import Season
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.season_skill import fill_skill
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.read.cards import DECK

GROUP = ("Ann", "Bob", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal")
TARGET = 1.0
REPEATS = 3


def build(path: Path, nights: int, hands: int, seed: int) -> None:
    """Seeded nights written one transaction each (the hands scored in memory first)."""
    rng = random.Random(seed)
    with Store(path) as store:
        for n in range(nights):
            players = tuple(rng.sample(GROUP, 4))
            session = Session(f"Week {n + 1}", players, currency=("USD", "EUR")[n % 2], unit_value="2.50",
                              date=datetime.date(2026, 1, 2) + datetime.timedelta(weeks=n))
            for _ in range(hands):
                deck = list(DECK)
                rng.shuffle(deck)
                session.add_hand({"players": [{"name": p, **set_rows(deck[13 * i:13 * (i + 1)])}
                                              for i, p in enumerate(players)]})
            store.create(session)


def season(path: Path) -> Season:
    with Store(path) as store:
        nights, skipped = load_nights(store)
    assert not skipped, skipped
    summary = Season(nights)
    summary.to_json()
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nights", type=int, default=200)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--skill-nights", type=int, default=5)
    parser.add_argument("--keep", help="build the store in this folder and keep it")
    parser.add_argument("--quick", action="store_true", help="4 nights of 30 hands, skill for 1 night (CI)")
    args = parser.parse_args()
    if args.quick:
        args.nights, args.hands, args.skill_nights = 4, 30, 1
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(args.keep or tmp) / "season.sqlite3"
        start = time.perf_counter()
        build(path, args.nights, args.hands, args.seed)
        print(f"build: {args.nights} nights x {args.hands} hands in {time.perf_counter() - start:.1f} s")
        start = time.perf_counter()
        season(path)
        print(f"facts: first season read (every hand's pairs scored and kept) {time.perf_counter() - start:.2f} s")
        start = time.perf_counter()
        with Store(path) as store:
            sids = [int(r[0]) for r in store._read("SELECT id FROM sessions ORDER BY date, id")][:args.skill_nights]
            done = fill_skill(store, sessions=sids)
        print(f"skill: {done} hands of {args.skill_nights} nights reviewed in {time.perf_counter() - start:.1f} s")
        start = time.perf_counter()
        with Store(path) as store:
            edit = rename_player(store, {p.name: p.id for p in list_players(store)}["Ann"], "Annie")
            renamed = time.perf_counter() - start
            apply_edit(store, edit.inverse())
        print(f"rename: Ann renamed in her {len({s[0] for s in edit.seats})} nights in {renamed:.2f} s, "
              f"undone in {time.perf_counter() - start - renamed:.2f} s")
        times = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            summary = season(path)
            times.append(time.perf_counter() - start)
        verdict = "meets" if max(times) < TARGET else "misses"
        print(f"season: {summary.hand_count} hands, {len(summary.nights)} nights from the store in "
              + ", ".join(f"{t:.3f}" for t in times) + f" s ({verdict} the {TARGET:.0f} s target); "
              f"skill for {sum(s.hands for _p, s in summary.skill)} player-hands")
        zero = sum((s.units for s in summary.standings), Fraction(0)) == 0
        for cur in ("USD", "EUR"):
            zero = zero and sum((s.money.get(cur, Fraction(0)) for s in summary.standings), Fraction(0)) == 0
        if not zero:
            print("season units or money do not sum to zero")
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
