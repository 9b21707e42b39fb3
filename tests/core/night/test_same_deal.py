"""A double entry: a deal that gives every player the same cards as a stored hand (RULES C1, one deck a hand)."""

from __future__ import annotations

from scorekeeper.night.hands import same_deal
from scorekeeper.night.session import Session
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet

FOUR = {
    "P1": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "P2": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
    "P3": ("Qc Jc 4s", "8h 8c 5s 5h 9c", "Ks Kh 3s 3h Js"),
    "P4": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"),
}


def deal(rows: dict[str, tuple[str, str, str]], **extra: object) -> dict[str, object]:
    return {"players": [{"name": n, "front": f, "middle": m, "back": b} for n, (f, m, b) in rows.items()], **extra}


def test_the_same_cards_to_the_same_players_is_a_double_entry_however_they_are_set() -> None:
    session = Session("Night", tuple(FOUR), "classic-1-6")
    assert same_deal(deal_from_json(deal(FOUR), session.rules), session.hands) is None
    session.add_hand(deal(FOUR))
    session.add_hand(deal({**FOUR, "P1": ("Ah Kd 6c", "9s 9d 4h 4c 7h", "Qh Jd Tc 9h 8s"),
                           "P2": ("As Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7s 7c")}))
    rules = session.rules
    assert same_deal(deal_from_json(deal(FOUR), rules), session.hands) == 1
    reset = {**FOUR, "P1": ("9s 9d 4h", "As Kd 6c 4c 7s", "Qh Jd Tc 9h 8s")}  # P1's cards set otherwise
    assert same_deal(deal_from_json(deal(reset), rules), session.hands) == 1
    swapped = {"P1": FOUR["P2"], "P2": FOUR["P1"], "P3": FOUR["P3"], "P4": FOUR["P4"]}
    assert same_deal(deal_from_json(deal(swapped), rules), session.hands) is None


def test_hands_without_cards_are_never_the_same() -> None:
    rules = RuleSet.preset("classic-1-6")
    session = Session("Night", ("P1", "P2"), rules)
    everyone_out = {"players": [{"name": "P1", "surrender": True}, {"name": "P2", "surrender": True}]}
    assert same_deal(deal_from_json(everyone_out, rules), session.hands) is None
