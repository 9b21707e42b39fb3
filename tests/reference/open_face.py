"""RULES C4: Fantasyland, carried from hand to hand (C2's scoring is classic's with the OFC rules)."""

from __future__ import annotations

from tests.reference.entries import Reading
from tests.reference.hands import FULL_HOUSE, PAIR, QUADS, TRIPS, five_value, front_value


def fantasyland(reading: Reading, playing: bool, rules: dict) -> dict | None:
    """This hand's Fantasyland: whether the player is in it now, earns it next hand, and with how many cards."""
    if not rules["fantasyland"]:
        return None
    out = {"playing": playing, "next": False, "next_cards": None}
    rows = reading.rows
    if rows is None or reading.fouled or reading.surrendered:
        return out  # a legal hand is needed, and a hand without cards shows nothing
    front = front_value(rows["front"])
    pineapple = rules["game"] == "pineapple"
    if playing:
        stays = (front[0] == TRIPS
                 or (rules["fl_stay_middle_full_house"] and five_value(rows["middle"], rules["wheel"])[0] >= FULL_HOUSE)
                 or five_value(rows["back"], rules["wheel"])[0] >= QUADS)
        if stays:
            out.update(next=True, next_cards=14 if pineapple else rules["fl_cards"])
        return out
    lowest = 12 if rules["fl_entry"] == "QQ" else 13
    if front[0] == TRIPS or (front[0] == PAIR and front[1] >= lowest):
        cards = rules["fl_cards"]
        if pineapple and rules["fl_progressive"]:
            cards = 17 if front[0] == TRIPS else {12: 14, 13: 15, 14: 16}[int(front[1])]
        out.update(next=True, next_cards=cards)
    return out
