"""What the rules editor shows for each game: friendly names, a label and a line per option, and the groups.

Adding an option to a game's group is one change: put its name in that group's tuple in ``GROUPS``.
"""

from __future__ import annotations

GAME_NAMES = {
    "classic": "Classic Chinese poker (13 cards each)",
    "ofc": "Open-face Chinese poker (OFC)",
    "pineapple": "Pineapple open-face",
    "criss_cross": "Criss-cross (two hands each)",
}

PRESET_TITLES = {
    "classic-1-6": "Classic 1-6 with a 3-unit scoop",
    "classic-2-4": "Classic 2-4 with an overall unit",
    "classic-1-1-1": "Classic 1-1-1, rows only",
    "classic-royalties": "Classic 1-6 with royalties",
    "classic-naturals": "Classic 1-6 with royalties and naturals",
    "lowball-middle": "Classic 1-6 with a low middle",
    "pool": "Pool betting: everyone antes",
    "ofc": "OFC with royalties and Fantasyland",
    "pineapple": "Pineapple, 14 cards in Fantasyland",
    "pineapple-progressive": "Pineapple, progressive Fantasyland",
    "pineapple-strict": "Pineapple, strict Fantasyland stay",
    "criss-cross": "Criss-cross 1-6",
}
"""Each preset by what a home player would call it (``PRESET_DESCRIPTIONS`` says more)."""

LABELS = {
    "game": "Game",
    "method": "Settling a pair",
    "scoop_bonus": "Scoop bonus (units)",
    "overall_rule": "Overall unit goes to",
    "tie_cancels_scoop": "A tied row cancels the scoop",
    "wheel": "A-2-3-4-5 is",
    "lowball_middle": "Low middle (deuce-to-seven)",
    "criss_cross_pairing": "Who plays whom",
    "foul_penalty": "A foul",
    "equal_rows_foul": "Equal rows foul",
    "surrender": "Surrender allowed",
    "surrender_fee": "Surrender fee (units)",
    "royalties": "Royalty table",
    "royalty_mode": "Royalties are paid",
    "front_trips": "Front trips by rank",
    "naturals": "Naturals played",
    "natural_values": "Natural values (units)",
    "pool": "Pool betting",
    "pool_ante": "Ante (units)",
    "fantasyland": "Fantasyland",
    "fl_entry": "Fantasyland entry",
    "fl_cards": "Fantasyland cards",
    "fl_progressive": "Progressive Fantasyland",
    "fl_stay_middle_full_house": "Middle full house stays",
}
"""The label beside (or on) every field."""

VALUE_NAMES = {
    "method": {"1-6": "1-6: rows, plus a scoop bonus", "2-4": "2-4: rows, plus an overall unit",
               "1-1-1": "1-1-1: rows only"},
    "overall_rule": {"two_or_more": "whoever wins two rows or more", "net_rows": "whoever wins more rows",
                     "points": "whoever scores more points"},
    "wheel": {"low": "the lowest straight", "second_best": "the second-best straight"},
    "royalties": {"none": "none", "classic": "classic", "eastern": "eastern", "ofc": "open-face (OFC)"},
    "royalty_mode": {"win_only": "to the row's winner, instead of the row point",
                     "always": "win or lose", "cancel": "unless both rows qualify",
                     "difference": "as a difference (OFC)",
                     "bonus": "on top of the row point (1 + royalty)"},
    "fl_entry": {"QQ": "Q-Q or better in front", "KK": "K-K or better in front"},
    "criss_cross_pairing": {"across": "seat 1 v 3 and 2 v 4", "all": "each hand plays both"},
    "game": GAME_NAMES,
}
"""Choices in words; a value missing here is shown with its underscores as spaces."""

EXPLAIN = {
    "game": "Classic 13-card, open-face (OFC), pineapple open-face, or criss-cross (two hands each).",
    "method": "How a pair settles: 1-6 adds a scoop bonus, 2-4 an overall unit, 1-1-1 just the rows.",
    "scoop_bonus": "Extra units (1-6) for winning all three rows against one opponent.",
    "overall_rule": "Who takes the 2-4 overall unit: two rows or more, more rows won, or more points.",
    "tie_cancels_scoop": "Off: two rows won and one tied still collect the scoop (or the 2-4 payment of 4).",
    "wheel": "Where A-2-3-4-5 ranks: the lowest straight, or second only to A-K-Q-J-T.",
    "lowball_middle": "The middle is a deuce-to-seven low; only back against front is checked for fouls.",
    "criss_cross_pairing": "Criss-cross: seat 1 plays 3 and 2 plays 4, or each hand plays both.",
    "foul_penalty": "What a mis-set hand pays each clean opponent: a scoop, a fixed amount, or it is played.",
    "equal_rows_foul": "On: a middle equal to the back (or a front equal to the middle's top cards) fouls.",
    "surrender": "Players may fold before the reveal and pay a fee instead.",
    "surrender_fee": "What a surrender pays each opponent who plays.",
    "royalties": "Bonuses for strong rows (front trips, middle full house, quads...).",
    "royalty_mode": "To the winner instead of the row point, win or lose, cancelling, as a difference, or "
                    "on top of the row point.",
    "front_trips": "Pay each rank of front trips its own amount (222 to AAA), instead of one amount for all.",
    "naturals": "Special 13-card hands (six pairs, three flushes, a dragon...) declared before the reveal.",
    "natural_values": "Units each natural collects from every opponent.",
    "pool": "Everyone antes; the best front, middle and back each take a third of the pot.",
    "pool_ante": "What each player antes in pool betting.",
    "fantasyland": "A front of Q-Q or better earns the next hand dealt all at once.",
    "fl_entry": "The weakest front pair that earns Fantasyland.",
    "fl_cards": "Cards dealt to a player in Fantasyland.",
    "fl_progressive": "A better front earns more cards (QQ 14, KK 15, AA 16, trips 17).",
    "fl_stay_middle_full_house": "A full house or better in the middle keeps a player in Fantasyland.",
}

_FOULS = ("foul_penalty", "equal_rows_foul", "surrender", "surrender_fee")
_ROYALTIES = ("royalties", "royalty_mode", "front_trips")
_FANTASYLAND = ("fantasyland", "fl_entry", "fl_cards", "fl_stay_middle_full_house")

GROUPS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "classic": (
        ("Scoring", ("method", "scoop_bonus", "overall_rule", "tie_cancels_scoop", "wheel", "lowball_middle")),
        ("Fouls and surrender", _FOULS),
        ("Royalties", _ROYALTIES),
        ("Naturals", ("naturals", "natural_values")),
        ("Pool betting", ("pool", "pool_ante")),
    ),
    "criss_cross": (
        ("Scoring", ("criss_cross_pairing", "method", "scoop_bonus", "overall_rule", "tie_cancels_scoop",
                     "wheel")),
        ("Fouls and surrender", _FOULS),
        ("Royalties", _ROYALTIES),
    ),
    "ofc": (
        ("Scoring", ("scoop_bonus", "tie_cancels_scoop", "wheel")),
        ("Fouls and surrender", _FOULS),
        ("Royalties", _ROYALTIES),
        ("Fantasyland", _FANTASYLAND),
    ),
    "pineapple": (
        ("Scoring", ("scoop_bonus", "tie_cancels_scoop", "wheel")),
        ("Fouls and surrender", _FOULS),
        ("Royalties", _ROYALTIES),
        ("Fantasyland", (*_FANTASYLAND, "fl_progressive")),
    ),
}
"""For each game, its groups of options in order; an option in no group of a game is hidden there."""


def group_titles() -> tuple[str, ...]:
    """Every group title, in the order they first appear."""
    return tuple(dict.fromkeys(title for groups in GROUPS.values() for title, _ in groups))


def shown(game: str, title: str) -> tuple[str, ...]:
    """The options a game shows in one group (none when the game has no such group)."""
    return next((names for t, names in GROUPS.get(game, ()) if t == title), ())


def options_in(title: str) -> tuple[str, ...]:
    """Every option any game shows in a group, in the order they first appear."""
    return tuple(dict.fromkeys(name for game in GROUPS for name in shown(game, title)))
