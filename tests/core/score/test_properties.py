"""Invariants over random deals: zero sum, seat symmetry, and canonical re-entry (RULES E3)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.read.cards import DECK, format_cards
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal

PER_RANK_TRIPS = {"front": {"trips": 3, **{f"trips_{r}{r}": 7 + i for i, r in enumerate("23456789TJQKA")}},
                  "middle": {"full_house": 2, "straight": 1}, "back": {"quads": 4, "flush": 1}}
"""A custom table with RULES B6's per-rank front trips and rows common enough to meet in random deals."""

OPTIONS = st.fixed_dictionaries({
    "method": st.sampled_from(["1-6", "2-4", "1-1-1"]),
    "overall_rule": st.sampled_from(["two_or_more", "net_rows", "points"]),
    "royalties": st.sampled_from(["none", "classic", "eastern", PER_RANK_TRIPS]),
    "royalty_mode": st.sampled_from(["win_only", "always", "cancel", "difference", "bonus"]),
    "foul_penalty": st.sampled_from(["scoop", "play", 3]),
    "surrender_fee": st.sampled_from([2, 2.5, 1]),
    "wheel": st.sampled_from(["low", "second_best"]),
    "lowball_middle": st.booleans(),
    "tie_cancels_scoop": st.booleans(),
    "equal_rows_foul": st.booleans(),
})


@st.composite
def deals(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(2, 4))
    cards = draw(st.permutations(DECK))
    players = []
    for i in range(n):
        hand = cards[13 * i: 13 * i + 13]
        if draw(st.integers(0, 9)) == 0:
            players.append({"name": f"P{i + 1}", "surrender": True})
            continue
        players.append({"name": f"P{i + 1}", "front": format_cards(hand[:3]),
                        "middle": format_cards(hand[3:8]), "back": format_cards(hand[8:])})
    return {"players": players, "dealer": f"P{draw(st.integers(1, n))}"}


@st.composite
def rules(draw: st.DrawFn) -> RuleSet:
    if draw(st.integers(0, 5)) == 0:
        return RuleSet.preset("pool")
    return RuleSet.preset().with_options(**draw(OPTIONS))


@settings(max_examples=300, deadline=None)
@given(deals(), rules())
def test_every_deal_sums_to_zero(deal: dict[str, Any], rules: RuleSet) -> None:
    result = score_deal(deal, rules)
    assert sum(result.units.values()) == 0
    assert all(set(p.players) <= set(result.units) for p in result.pairs)


@settings(max_examples=200, deadline=None)
@given(deals(), rules(), st.data())
def test_swapping_two_seats_swaps_their_results(deal: dict[str, Any], rules: RuleSet, data: st.DataObject) -> None:
    players = deal["players"]
    i, j = data.draw(st.lists(st.integers(0, len(players) - 1), min_size=2, max_size=2, unique=True))
    swapped = [dict(p) for p in players]
    swapped[i], swapped[j] = ({**players[j], "name": players[i]["name"]},
                              {**players[i], "name": players[j]["name"]})
    before = score_deal(deal, rules).units
    after = score_deal({**deal, "players": swapped}, rules).units
    a, b = players[i]["name"], players[j]["name"]
    assert after[a] == before[b]
    assert after[b] == before[a]
    for p in players:
        if p["name"] not in (a, b):
            assert after[p["name"]] == before[p["name"]]


@settings(max_examples=200, deadline=None)
@given(deals(), rules())
def test_reentering_canonical_cards_gives_the_same_result(deal: dict[str, Any], rules: RuleSet) -> None:
    first = score_deal(deal, rules)
    lowercase = {**deal, "players": [{k: (v.lower().replace(" ", ", ") if k in ("front", "middle", "back")
                                          else v) for k, v in p.items()} for p in deal["players"]]}
    again = score_deal(lowercase, rules)
    assert again.to_json() == first.to_json()


@st.composite
def variant_cases(draw: st.DrawFn) -> tuple[dict[str, Any], RuleSet]:
    """Deals for the open-face games and criss-cross, with their rules."""
    preset = draw(st.sampled_from(["ofc", "pineapple", "pineapple-progressive", "criss-cross"]))
    rules = RuleSet.preset(preset).with_options(tie_cancels_scoop=draw(st.booleans()),
                                                equal_rows_foul=draw(st.booleans()))
    cards = draw(st.permutations(DECK))

    def rows(hand: Any) -> dict[str, str]:
        return {"front": format_cards(hand[:3]), "middle": format_cards(hand[3:8]), "back": format_cards(hand[8:13])}

    if preset == "criss-cross":
        rules = rules.with_options(criss_cross_pairing=draw(st.sampled_from(["across", "all"])))
        players = [{"name": f"P{i + 1}", "boards": [rows(cards[26 * i: 26 * i + 13]),
                                                     rows(cards[26 * i + 13: 26 * i + 26])]} for i in range(2)]
    else:
        n = draw(st.integers(2, 3 if preset.startswith("pineapple") else 4))
        players = [{"name": f"P{i + 1}", **rows(cards[13 * i: 13 * i + 13]),
                    "fantasyland": draw(st.booleans())} for i in range(n)]
    return {"players": players}, rules


@settings(max_examples=200, deadline=None)
@given(variant_cases(), st.data())
def test_variants_sum_to_zero_and_mirror_seats(case: tuple[dict[str, Any], RuleSet], data: st.DataObject) -> None:
    deal, rules = case
    before = score_deal(deal, rules).units
    assert sum(before.values()) == 0
    players = deal["players"]
    i, j = data.draw(st.lists(st.integers(0, len(players) - 1), min_size=2, max_size=2, unique=True))
    swapped = [dict(p) for p in players]
    swapped[i], swapped[j] = ({**players[j], "name": players[i]["name"]},
                              {**players[i], "name": players[j]["name"]})
    after = score_deal({**deal, "players": swapped}, rules).units
    assert after[players[i]["name"]] == before[players[j]["name"]]
    assert after[players[j]["name"]] == before[players[i]["name"]]
