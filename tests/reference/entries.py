"""FORMAT.md's hand file read into players, and each player's reading under the rules.

A reading is what scoring needs of one hand: whether it surrendered, fouled or declared a natural, its
rows (cards valued, or a quick entry's places) and the royalty each row earns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from tests.reference.cards import Card, read_cards, repeated
from tests.reference.hands import Value, beats, foul_of, row_value
from tests.reference.naturals import natural_key, shows
from tests.reference.royalties import row_royalty

ROWS = ("front", "middle", "back")


@dataclass
class Player:
    """One player of a deal as the hand file gives it."""

    name: str
    rows: dict[str, list[Card]] | None = None
    boards: list[dict[str, list[Card]]] = field(default_factory=list)
    surrender: bool = False
    natural: str | None = None
    places: dict[str, int] | None = None
    declared: dict[str, Fraction] = field(default_factory=dict)
    quick_fouled: bool = False
    discards: list[Card] = field(default_factory=list)
    fantasyland: bool = False


@dataclass
class Reading:
    """One hand read under the rules: surrender, natural, foul, rows and royalties."""

    name: str
    surrendered: bool = False
    natural: str | None = None
    natural_key: tuple = ()
    fouled: bool = False
    values: dict[str, Value] | None = None
    places: dict[str, int] | None = None
    royalties: dict[str, Fraction] = field(default_factory=lambda: dict.fromkeys(ROWS, Fraction(0)))
    rows: dict[str, list[Card]] | None = None

    def against(self, other: Reading, row: str, rules: dict) -> int:
        """+1 when this row beats the other's, -1 when it loses, 0 tie (places: lower is better)."""
        if self.values is not None and other.values is not None:
            return beats(self.values[row], other.values[row], row, rules)
        assert self.places is not None and other.places is not None
        mine, theirs = self.places[row], other.places[row]
        return (mine < theirs) - (mine > theirs)


def read_player(data: dict) -> Player:
    rows = {row: read_cards(data[row]) for row in ROWS} if "front" in data else None
    boards = [{row: read_cards(b[row]) for row in ROWS} for b in data.get("boards", [])]
    declared = {row: Fraction(str(v)) for row, v in data.get("royalties", {}).items()}
    places = data.get("places")
    return Player(data["name"], rows, boards, data.get("surrender", False), data.get("natural"),
                  dict(places) if places is not None else None, declared, data.get("fouled", False),
                  read_cards(data.get("discards", "")), data.get("fantasyland", False))


def penalised(rules: dict) -> bool:
    """RULES B4: under ``play`` a foul is still a foul, only without the penalty."""
    return rules["foul_penalty"] != "play"


def read_hand(player: Player, rows: dict[str, list[Card]] | None, rules: dict) -> Reading:
    """A hand's reading: a natural is not played in rows (never a foul, no royalties); a penalised foul's
    royalties are void; under ``royalties: none`` none is ever paid."""
    if player.surrender:
        return Reading(player.name, surrendered=True)
    if player.natural:
        return Reading(player.name, natural=player.natural, rows=rows,
                       natural_key=natural_key(player.natural, rows, rules["wheel"]))
    if rows is None:  # a quick entry
        fouled = player.quick_fouled
        void = (fouled and penalised(rules)) or rules["royalties"] == "none"
        royalties = {row: Fraction(0) if void else player.declared.get(row, Fraction(0)) for row in ROWS}
        return Reading(player.name, fouled=fouled, places=player.places, royalties=royalties)
    fouled = foul_of(rows, rules)
    void = fouled and penalised(rules)
    return Reading(player.name, fouled=fouled, values={row: row_value(rows[row], row, rules) for row in ROWS},
                   royalties={row: Fraction(0) if void else row_royalty(rows[row], row, rules) for row in ROWS},
                   rows=rows)


def problem(players: list[Player], rules: dict) -> str | None:
    """Why the rule book refuses this deal, or None (A1, B4, B5, B6, B7, FORMAT's one kind of entry)."""
    cards = [c for p in players for rows in ([p.rows] if p.rows else []) + p.boards for r in rows.values()
             for c in r] + [c for p in players for c in p.discards]
    if repeated(cards):
        return "a card is on the table twice"
    sizes = {"front": 3, "middle": 5, "back": 5}
    for p in players:
        for rows in ([p.rows] if p.rows else []) + p.boards:
            if any(len(rows[row]) != size for row, size in sizes.items()):
                return "a row with the wrong number of cards"
    quick = [p for p in players if p.places is not None]
    if quick and any(p.rows or p.boards for p in players):
        return "cards and places mixed"
    for p in players:
        if p.surrender and not rules["surrender"]:
            return "surrender not allowed"
        if p.natural and not rules["naturals"]:
            return "naturals not played"
        if p.places is not None and rules["royalties"] == "none" and any(p.declared.values()):
            return "royalties declared under none"
        if p.places is not None and p.quick_fouled and not penalised(rules) and len(p.places) < 3:
            return "a fouled quick entry under play needs its places"
        if p.places is not None and not p.quick_fouled and len(p.places) < 3:
            return "a quick entry needs three places"
        if p.natural and p.rows is not None and not shows(p.natural, p.rows):
            return "a false natural"
    return None
