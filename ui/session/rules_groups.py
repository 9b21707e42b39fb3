"""What the rules editor shows for each game: friendly names, a label and a line per option, and the groups.

Adding an option to a game's group is one change: put its name in that group's tuple in ``GROUPS``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..common.locale_text import QT_TRANSLATE_NOOP

GAME_NAMES = {
    "classic": QT_TRANSLATE_NOOP("Rules", "Classic Chinese poker (13 cards each)"),
    "ofc": QT_TRANSLATE_NOOP("Rules", "Open-face Chinese poker (OFC)"),
    "pineapple": QT_TRANSLATE_NOOP("Rules", "Pineapple open-face"),
    "criss_cross": QT_TRANSLATE_NOOP("Rules", "Criss-cross (two hands each)"),
}

PRESET_TITLES = {
    "classic-1-6": QT_TRANSLATE_NOOP("Rules", "Classic 1-6 with a 3-unit scoop"),
    "classic-2-4": QT_TRANSLATE_NOOP("Rules", "Classic 2-4 with an overall unit"),
    "classic-1-1-1": QT_TRANSLATE_NOOP("Rules", "Classic 1-1-1, rows only"),
    "classic-royalties": QT_TRANSLATE_NOOP("Rules", "Classic 1-6 with royalties"),
    "classic-naturals": QT_TRANSLATE_NOOP("Rules", "Classic 1-6 with royalties and naturals"),
    "lowball-middle": QT_TRANSLATE_NOOP("Rules", "Classic 1-6 with a low middle"),
    "pool": QT_TRANSLATE_NOOP("Rules", "Pool betting: everyone antes"),
    "ofc": QT_TRANSLATE_NOOP("Rules", "OFC with royalties and Fantasyland"),
    "pineapple": QT_TRANSLATE_NOOP("Rules", "Pineapple, 14 cards in Fantasyland"),
    "pineapple-progressive": QT_TRANSLATE_NOOP("Rules", "Pineapple, progressive Fantasyland"),
    "pineapple-strict": QT_TRANSLATE_NOOP("Rules", "Pineapple, strict Fantasyland stay"),
    "criss-cross": QT_TRANSLATE_NOOP("Rules", "Criss-cross 1-6"),
}
"""Each preset by what a home player would call it (``PRESET_DESCRIPTIONS`` says more)."""

CUSTOM_RULES = {
    "classic": QT_TRANSLATE_NOOP("Rules", "Custom classic Chinese poker rules"),
    "ofc": QT_TRANSLATE_NOOP("Rules", "Custom open-face Chinese poker rules"),
    "pineapple": QT_TRANSLATE_NOOP("Rules", "Custom pineapple open-face rules"),
    "criss_cross": QT_TRANSLATE_NOOP("Rules", "Custom criss-cross rules"),
}
"""The preset list's last entry: the game's options as set below (Chinese with its capital, as a name)."""

PRESET_LABELS = (
    QT_TRANSLATE_NOOP("Preset", "classic-1-6"), QT_TRANSLATE_NOOP("Preset", "classic-2-4"),
    QT_TRANSLATE_NOOP("Preset", "classic-1-1-1"), QT_TRANSLATE_NOOP("Preset", "classic-royalties"),
    QT_TRANSLATE_NOOP("Preset", "classic-naturals"), QT_TRANSLATE_NOOP("Preset", "lowball-middle"),
    QT_TRANSLATE_NOOP("Preset", "pool"), QT_TRANSLATE_NOOP("Preset", "ofc"), QT_TRANSLATE_NOOP("Preset", "pineapple"),
    QT_TRANSLATE_NOOP("Preset", "pineapple-progressive"), QT_TRANSLATE_NOOP("Preset", "pineapple-strict"),
    QT_TRANSLATE_NOOP("Preset", "criss-cross"),
)
"""Each preset's short name in the status bar and messages: the name itself in English, a short title in others."""

LABELS = {
    "game": QT_TRANSLATE_NOOP("Rules", "Game"),
    "method": QT_TRANSLATE_NOOP("Rules", "Settling a pair"),
    "scoop_bonus": QT_TRANSLATE_NOOP("Rules", "Scoop bonus (units)"),
    "overall_rule": QT_TRANSLATE_NOOP("Rules", "Overall unit goes to"),
    "tie_cancels_scoop": QT_TRANSLATE_NOOP("Rules", "A tied row cancels the scoop"),
    "wheel": QT_TRANSLATE_NOOP("Rules", "A-2-3-4-5 is"),
    "lowball_middle": QT_TRANSLATE_NOOP("Rules", "Low middle (deuce-to-seven)"),
    "criss_cross_pairing": QT_TRANSLATE_NOOP("Rules", "Who plays whom"),
    "foul_penalty": QT_TRANSLATE_NOOP("Rules", "A foul"),
    "equal_rows_foul": QT_TRANSLATE_NOOP("Rules", "Equal rows foul"),
    "surrender": QT_TRANSLATE_NOOP("Rules", "Surrender allowed"),
    "surrender_fee": QT_TRANSLATE_NOOP("Rules", "Surrender fee (units)"),
    "royalties": QT_TRANSLATE_NOOP("Rules", "Royalty table"),
    "royalty_mode": QT_TRANSLATE_NOOP("Rules", "Royalties are paid"),
    "front_trips": QT_TRANSLATE_NOOP("Rules", "Front trips by rank"),
    "naturals": QT_TRANSLATE_NOOP("Rules", "Naturals played"),
    "natural_values": QT_TRANSLATE_NOOP("Rules", "Natural values (units)"),
    "pool": QT_TRANSLATE_NOOP("Rules", "Pool betting"),
    "pool_ante": QT_TRANSLATE_NOOP("Rules", "Ante (units)"),
    "fantasyland": QT_TRANSLATE_NOOP("Rules", "Fantasyland"),
    "fl_entry": QT_TRANSLATE_NOOP("Rules", "Fantasyland entry"),
    "fl_cards": QT_TRANSLATE_NOOP("Rules", "Fantasyland cards"),
    "fl_progressive": QT_TRANSLATE_NOOP("Rules", "Progressive Fantasyland"),
    "fl_stay_middle_full_house": QT_TRANSLATE_NOOP("Rules", "Middle full house stays"),
}
"""The label beside (or on) every field."""

VALUE_NAMES = {
    "method": {
        "1-6": QT_TRANSLATE_NOOP("Rules", "1-6: rows, plus a scoop bonus"),
        "2-4": QT_TRANSLATE_NOOP("Rules", "2-4: rows, plus an overall unit"),
        "1-1-1": QT_TRANSLATE_NOOP("Rules", "1-1-1: rows only"),
    },
    "overall_rule": {
        "two_or_more": QT_TRANSLATE_NOOP("Rules", "whoever wins two rows or more"),
        "net_rows": QT_TRANSLATE_NOOP("Rules", "whoever wins more rows"),
        "points": QT_TRANSLATE_NOOP("Rules", "whoever scores more points"),
    },
    "wheel": {
        "low": QT_TRANSLATE_NOOP("Rules", "the lowest straight"),
        "second_best": QT_TRANSLATE_NOOP("Rules", "the second-best straight"),
    },
    "royalties": {
        "none": QT_TRANSLATE_NOOP("Rules", "none"),
        "classic": QT_TRANSLATE_NOOP("Rules", "classic"),
        "eastern": QT_TRANSLATE_NOOP("Rules", "eastern"),
        "ofc": QT_TRANSLATE_NOOP("Rules", "open-face (OFC)"),
    },
    "royalty_mode": {
        "win_only": QT_TRANSLATE_NOOP("Rules", "to the row's winner, instead of the row point"),
        "always": QT_TRANSLATE_NOOP("Rules", "win or lose"),
        "cancel": QT_TRANSLATE_NOOP("Rules", "unless both rows qualify"),
        "difference": QT_TRANSLATE_NOOP("Rules", "as a difference (OFC)"),
        "bonus": QT_TRANSLATE_NOOP("Rules", "on top of the row point (1 + royalty)"),
    },
    "fl_entry": {
        "QQ": QT_TRANSLATE_NOOP("Rules", "Q-Q or better in front"),
        "KK": QT_TRANSLATE_NOOP("Rules", "K-K or better in front"),
    },
    "criss_cross_pairing": {
        "across": QT_TRANSLATE_NOOP("Rules", "seat 1 v 3 and 2 v 4"),
        "all": QT_TRANSLATE_NOOP("Rules", "each hand plays both"),
    },
    "game": GAME_NAMES,
}
"""Choices in words; a value missing here is shown with its underscores as spaces."""

EXPLAIN = {
    "game": QT_TRANSLATE_NOOP(
        "Rules", "Classic 13-card, open-face (OFC), pineapple open-face, or criss-cross (two hands each)."),
    "method": QT_TRANSLATE_NOOP(
        "Rules", "How a pair settles: 1-6 adds a scoop bonus, 2-4 an overall unit, 1-1-1 just the rows."),
    "scoop_bonus": QT_TRANSLATE_NOOP("Rules", "Extra units (1-6) for winning all three rows against one opponent."),
    "overall_rule": QT_TRANSLATE_NOOP(
        "Rules", "Who takes the 2-4 overall unit: two rows or more, more rows won, or more points."),
    "tie_cancels_scoop": QT_TRANSLATE_NOOP(
        "Rules", "Off: two rows won and one tied still collect the scoop (or the 2-4 payment of 4)."),
    "wheel": QT_TRANSLATE_NOOP("Rules", "Where A-2-3-4-5 ranks: the lowest straight, or second only to A-K-Q-J-T."),
    "lowball_middle": QT_TRANSLATE_NOOP(
        "Rules", "The middle is a deuce-to-seven low; only back against front is checked for fouls."),
    "criss_cross_pairing": QT_TRANSLATE_NOOP(
        "Rules", "Criss-cross: seat 1 plays 3 and 2 plays 4, or each hand plays both."),
    "foul_penalty": QT_TRANSLATE_NOOP(
        "Rules", "What a mis-set hand pays each clean opponent: a scoop, a fixed amount, or it is played."),
    "equal_rows_foul": QT_TRANSLATE_NOOP(
        "Rules", "On: a middle equal to the back (or a front equal to the middle's top cards) fouls."),
    "surrender": QT_TRANSLATE_NOOP("Rules", "Players may fold before the reveal and pay a fee instead."),
    "surrender_fee": QT_TRANSLATE_NOOP("Rules", "What a surrender pays each opponent who plays."),
    "royalties": QT_TRANSLATE_NOOP("Rules", "Bonuses for strong rows (front trips, middle full house, quads...)."),
    "royalty_mode": QT_TRANSLATE_NOOP(
        "Rules", "To the winner instead of the row point, win or lose, cancelling, as a difference, or "
        "on top of the row point."),
    "front_trips": QT_TRANSLATE_NOOP(
        "Rules", "Pay each rank of front trips its own amount (222 to AAA), instead of one amount for all."),
    "naturals": QT_TRANSLATE_NOOP(
        "Rules", "Special 13-card hands (six pairs, three flushes, a dragon...) declared before the reveal."),
    "natural_values": QT_TRANSLATE_NOOP("Rules", "Units each natural collects from every opponent."),
    "pool": QT_TRANSLATE_NOOP(
        "Rules", "Everyone antes; the best front, middle and back each take a third of the pot."),
    "pool_ante": QT_TRANSLATE_NOOP("Rules", "What each player antes in pool betting."),
    "fantasyland": QT_TRANSLATE_NOOP("Rules", "A front of Q-Q or better earns the next hand dealt all at once."),
    "fl_entry": QT_TRANSLATE_NOOP("Rules", "The weakest front pair that earns Fantasyland."),
    "fl_cards": QT_TRANSLATE_NOOP("Rules", "Cards dealt to a player in Fantasyland."),
    "fl_progressive": QT_TRANSLATE_NOOP("Rules", "A better front earns more cards (QQ 14, KK 15, AA 16, trips 17)."),
    "fl_stay_middle_full_house": QT_TRANSLATE_NOOP(
        "Rules", "A full house or better in the middle keeps a player in Fantasyland."),
}

GROUP_TITLES = (QT_TRANSLATE_NOOP("Rules", "Scoring"), QT_TRANSLATE_NOOP("Rules", "Fouls and surrender"),
                QT_TRANSLATE_NOOP("Rules", "Royalties"), QT_TRANSLATE_NOOP("Rules", "Naturals"),
                QT_TRANSLATE_NOOP("Rules", "Pool betting"), QT_TRANSLATE_NOOP("Rules", "Fantasyland"))
"""The groups' titles, for the catalogue (``GROUPS`` names them in English, ``say()`` shows them)."""

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



def say(text: str) -> str:
    """One of the words above in the app's language."""
    return QCoreApplication.translate("Rules", text)


def preset_label(name: str | None) -> str | None:
    """A preset's short name for the status bar and messages (the preset's own name in English)."""
    return QCoreApplication.translate("Preset", name) if name is not None else None
