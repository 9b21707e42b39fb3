"""The deals the tests share: RULES.md F's four-player deal and the hands the app tests play after it."""

from __future__ import annotations

Rows = dict[str, tuple[str, str, str]]
"""Each player's front, middle and back, as typed."""

FOUR: Rows = {
    "P1": ("As Kd 6c", "9s 9d 4h 4c 7s", "Qh Jd Tc 9h 8s"),
    "P2": ("Ah Kc 6d", "4d 5c 6h 7d 8d", "2s 2h 2d 7h 7c"),
    "P3": ("Qc Jc 4s", "8h 8c 5s 5h 9c", "Ks Kh 3s 3h Js"),
    "P4": ("6s 5d 2c", "Ad Ac Qs Qd Jh", "Ts Th Td 3d 3c"),
}
"""The four-player deal of RULES.md F (all 52 cards): each player's front, middle and back."""

SECOND: Rows = {
    "P1": ("Kh Qd 2s", "5c 5d 9h 9c 3s", "Ah Ad Ac 7d 7s"),
    "P2": ("Jc Jd 4h", "Js Jh 8c 8d 2h", "Ks Qs 9s 6s 4s"),
    "P3": ("Td 9d 3c", "Tc Th 6h 6d 2d", "8s 7h 6c 5s 4d"),
    "P4": ("Kc Kd As", "Qc Qh 8h 5h 2c", "Ts 3h 3d 4c 7c"),  # front K-K beats middle Q-Q: a foul
}
SECOND_FIXED: Rows = {**SECOND, "P4": ("Ts 7c 4c", "Qc Qh As 8h 5h", "Kc Kd 3h 3d 2c")}  # the same cards, legal
THIRD: Rows = {
    "P1": ("Ks Jh 4d", "5s 5d 2h 2d Ac", "8s 8h 8d Qs Qd"),
    "P2": ("9d 4s 3s", "Tc 6h 6c Kh Jc", "7s 7h 7d 7c Th"),
    "P3": ("Qc 4c 2c", "9h 5h 5c 3h 3d", "As Ah Js Jd 9s"),
    "P4": ("4h 3c 2s", "6d Ad Qh 9c 8c", "Kd Kc Ts Td 6s"),
}


def board(front: str, middle: str, back: str, **extra: object) -> dict[str, object]:
    """One player's three rows as JSON (FORMAT.md), with any other fields."""
    return {"front": front, "middle": middle, "back": back, **extra}
