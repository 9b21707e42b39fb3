"""Fantasyland carried from hand to hand under the real OFC scorer: entries, stays, edits of past hands (RULES C4).

Four hands of Ann v Bob at `ofc`: 1 Ann enters with Q-Q in front (RULES F's OFC example, Ann +2); 2 Ann plays
Fantasyland and stays with trip sevens in front; 3 Ann plays Fantasyland without a stay hand and leaves; 4 Ann
is out. Hand 2 by hand: Ann's royalties 15 (777) + 2 (middle trips) + 4 (back flush) = 21, Bob's 6 (back full
house); Ann wins front and middle, Bob the back: +1 + 21 - 6 = +16.
"""

from __future__ import annotations

from scorekeeper.night.session import Session
from scorekeeper.night.stats import session_stats
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.words.fantasyland import fantasyland_why
from tests.core.night.test_session import NO_QQ, QQ_ANN
from tests.deals import board

STAY = {"players": [{"name": "Ann", **board("7s 7h 7d", "9c 9d 9h 2s 3c", "Ah Kh Th 6h 2h")},
                    {"name": "Bob", **board("Kc Jd 5s", "4s 5d 6c 8h 8s", "3s 3d 3h Td Tc")}]}


def four_hands() -> Session:
    session = Session("ofc", ["Ann", "Bob"], "ofc")
    for hand in (QQ_ANN, STAY, NO_QQ, NO_QQ):
        session.add_hand(hand)
    return session


def test_a_stay_is_not_an_entry() -> None:
    session = four_hands()
    assert [h.fantasyland["Ann"] for h in session.hands] == [False, True, True, False]
    assert [h.units["Ann"] for h in session.hands] == [2, 16, 0, 0]
    stats = session_stats(session)
    assert (stats["Ann"].fantasyland_entries, stats["Bob"].fantasyland_entries) == (1, 0)


def test_editing_a_past_hand_carries_fantasyland_from_the_hand_before_it() -> None:
    # Hand 3 is corrected (the same cards again): Ann still plays it in Fantasyland, as hand 2 kept her
    # there; the last hand (4, Ann out) has nothing to do with it.
    session = four_hands()
    prepared = session.verify_hand(NO_QQ, number=3)
    assert prepared.result.players["Ann"].fantasyland is not None
    assert prepared.result.players["Ann"].fantasyland["playing"] is True
    change = session.replace_hand(3, NO_QQ)
    assert change.hands == (3,)
    assert [h.fantasyland["Ann"] for h in session.hands] == [False, True, True, False]
    assert session.hand(3).result.players["Ann"].fantasyland["why"].why == "leaves"


def test_a_pineapple_stay_deals_fourteen_whatever_the_entry_dealt() -> None:
    # RULES C4: fl_cards 15 deals 15 on entry, but a stay always deals 14 in pineapple.
    rules = RuleSet.preset("pineapple").with_options(fl_cards=15)
    stay = {"players": [{**STAY["players"][0], "fantasyland": True}, STAY["players"][1]]}
    ann = score_deal(stay, rules).players["Ann"].fantasyland
    assert ann is not None and (ann["next"], ann["next_cards"]) == (True, 14)
    enters = score_deal(QQ_ANN, rules).players["Ann"].fantasyland
    assert enters is not None and (enters["next"], enters["next_cards"]) == (True, 15)


def test_quads_in_the_middle_keep_fantasyland_as_a_middle_stay() -> None:
    # RULES C4: a full house or better in the middle keeps Fantasyland; the stay is named by the first row of
    # the rule that holds it (front, middle, back). Ann: quad nines in the middle (20), a royal in the back (25);
    # Bob wins the front and has a back full house (6): 2 - 1 + 45 - 6 = +40.
    deal = {"players": [
        {"name": "Ann", "fantasyland": True, "front": "2s 3d 4h", "middle": "9c 9d 9h 9s 2c", "back": "Ah Kh Qh Jh Th"},
        {"name": "Bob", "front": "Kc Jd 5s", "middle": "4s 5d 6c 8h 8s", "back": "3s 3c 3h Td Tc"}]}
    result = score_deal(deal, RuleSet.preset("ofc"))
    assert result.units == {"Ann": 40, "Bob": -40}
    ann = result.players["Ann"].fantasyland
    assert ann is not None and (ann["next"], ann["next_cards"], ann["why"].row) == (True, 13, "middle")
    assert fantasyland_why(ann["why"]) == "stays in Fantasyland with four nines in the middle"
    strict = score_deal(deal, RuleSet.preset("pineapple-strict")).players["Ann"].fantasyland
    assert strict is not None and (strict["next"], strict["next_cards"], strict["why"].row) == (True, 14, "back")
