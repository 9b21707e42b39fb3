"""The table's agreed rules: one frozen ``RuleSet`` of every option in RULES.md, and the named presets."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from fractions import Fraction
from typing import Any

from scorekeeper.errors import InvalidRules
from scorekeeper.game import FRONT, ROWS, Game
from scorekeeper.language import N_, _
from scorekeeper.read.limits import MAX_UNITS, is_number_text, parse_units, shown, unknown_key

NATURALS = ("six_pairs", "three_straights", "three_flushes", "dragon", "thirteen_flush")
"""Natural hands, weakest first (RULES B7: the last is the highest)."""

ROYALTY_CATEGORIES = ("trips", "straight", "flush", "full_house", "quads", "straight_flush", "royal_flush")
"""Names a custom royalty table may use for a row (fronts also take ``pair_66`` ... ``pair_AA``)."""

METHODS = ("1-6", "2-4", "1-1-1")
OVERALL_RULES = ("two_or_more", "net_rows", "points")
WHEELS = ("low", "second_best")
ROYALTY_TABLES = ("none", "classic", "eastern", "ofc")
ROYALTY_MODES = ("win_only", "always", "cancel", "difference", "bonus")
GAMES = tuple(Game)
FL_ENTRIES = ("QQ", "KK")
PAIRINGS = ("across", "all")

@dataclass(frozen=True)
class RuleSet:
    """Every option of RULES.md with its default; build one with ``preset`` or ``from_json``."""

    method: str = "1-6"
    scoop_bonus: int = 3
    overall_rule: str = "two_or_more"
    wheel: str = "low"
    foul_penalty: str | Fraction = "scoop"
    surrender: bool = True
    surrender_fee: Fraction = Fraction(2)
    royalties: str | tuple[tuple[str, tuple[tuple[str, Fraction], ...]], ...] = "none"
    royalty_mode: str = "win_only"
    naturals: bool = False
    natural_values: tuple[tuple[str, Fraction], ...] = (
        ("six_pairs", Fraction(3)),
        ("three_straights", Fraction(3)),
        ("three_flushes", Fraction(3)),
        ("dragon", Fraction(13)),
        ("thirteen_flush", Fraction(13)),
    )
    pool: bool = False
    pool_ante: Fraction = Fraction(3)
    game: Game = Game.CLASSIC
    fantasyland: bool = False
    fl_entry: str = "QQ"
    fl_cards: int = 13
    fl_progressive: bool = False
    fl_stay_middle_full_house: bool = True
    lowball_middle: bool = False
    criss_cross_pairing: str = "across"
    tie_cancels_scoop: bool = True
    equal_rows_foul: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.game, Game):  # RuleSet(game="ofc") or replace(..., game="ofc")
            object.__setattr__(self, "game", Game(self.game))

    # -- construction -----------------------------------------------------------------------------

    @staticmethod
    def preset(name: str = "classic-1-6") -> RuleSet:
        """A named preset (FORMAT.md). Raises InvalidRules for an unknown name."""
        try:
            return PRESETS[name]
        except KeyError:
            known = ", ".join(PRESETS)
            raise InvalidRules(_("unknown rules preset {name}; the presets are {known}").format(
                name=unknown_key(name, PRESETS), known=known)) from None

    @staticmethod
    def from_json(data: str | Mapping[str, Any] | None) -> RuleSet:
        """Rules from a preset name or ``{"preset": ..., option: value, ...}`` as in the hand file."""
        if data is None:
            return RuleSet.preset()
        if isinstance(data, str):
            return RuleSet.preset(data)
        if not isinstance(data, Mapping):
            raise InvalidRules(_("rules must be a preset name or an object, not {data}").format(data=shown(data)))
        options = dict(data)
        base = options.pop("preset", "classic-1-6")
        if not isinstance(base, str):
            raise InvalidRules(_("preset must be a preset name, not {base}").format(base=shown(base)))
        return RuleSet.preset(base).with_options(**options)

    def with_options(self, **options: Any) -> RuleSet:
        """A copy with some options changed, each checked; the whole set is then verified."""
        known = {f.name for f in fields(self)}
        changes: dict[str, Any] = {}
        for name, value in options.items():
            if name not in known:
                raise InvalidRules(_("unknown rules option {name}").format(name=unknown_key(name, known | {'preset'})))
            changes[name] = _coerce(name, value, self)
        if "game" in changes and changes["game"] != self.game:
            # A new game brings its own defaults unless the caller set them too.
            base = _GAME_DEFAULTS.get(changes["game"], {})
            changes = {**base, **changes}
        rules = replace(self, **changes)
        rules.verify()
        return rules

    # -- checks -----------------------------------------------------------------------------------

    def verify(self) -> None:
        """Raise InvalidRules naming the option when options cannot go together."""
        open_face = self.game.is_open_face
        game = repr(self.game.value)
        if self.pool and self.royalties != "none":
            raise InvalidRules(_("pool betting cannot be combined with royalties (pool pays no royalties)"))
        if self.pool and self.game is not Game.CLASSIC:
            raise InvalidRules(_("pool betting is for classic games, not game {game}").format(game=game))
        if self.pool and self.naturals:
            raise InvalidRules(_("pool betting cannot be combined with naturals: RULES B8, each row's pot goes "
                               "to its best row and pool pays no naturals"))
        if open_face and self.method != "1-6":
            raise InvalidRules(_("game {game} scores 1-6, not method {method}").format(
                game=game, method=repr(self.method)))
        if open_face and self.naturals:
            raise InvalidRules(_("naturals are not played in game {game}").format(game=game))
        if open_face and self.lowball_middle:
            raise InvalidRules(_("lowball_middle is for classic games, not game {game}").format(game=game))
        if self.fantasyland and not open_face:
            raise InvalidRules(_("fantasyland is only for game 'ofc' or 'pineapple'"))
        if self.fl_progressive and self.game is not Game.PINEAPPLE:
            raise InvalidRules(_("fl_progressive is only for game 'pineapple'"))
        if self.royalties == "ofc" and self.royalty_mode != "difference":
            raise InvalidRules(_("royalties 'ofc' need royalty_mode 'difference', not {royalty_mode}: RULES C3, OFC "
                                 "royalties are always paid as a difference (C2)").format(
                royalty_mode=repr(self.royalty_mode)))

    # -- reading ----------------------------------------------------------------------------------

    def natural_value(self, natural: str) -> Fraction:
        return dict(self.natural_values)[natural]

    def scoop_value(self) -> Fraction:
        """What a scoop pays under the method, without royalties: 3, 4 or 3 + scoop_bonus."""
        if self.method == "1-1-1":
            return Fraction(3)
        if self.method == "2-4":
            return Fraction(4)
        return Fraction(3 + self.scoop_bonus)

    def to_json(self) -> dict[str, Any]:
        """Every option and its value, JSON-ready (fractions as numbers)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "natural_values":
                value = {k: exact_number(v) for k, v in value}
            elif f.name == "royalties" and not isinstance(value, str):
                value = {row: {k: exact_number(v) for k, v in table} for row, table in value}
            elif isinstance(value, Fraction):
                value = exact_number(value)
            out[f.name] = value
        return out

    def preset_name(self) -> str | None:
        """The preset these rules equal, if any."""
        return next((name for name, rules in PRESETS.items() if rules == self), None)


def json_number(value: Fraction | int) -> int | float:
    """An exact amount as JSON wants it: an integer, or a decimal with up to 4 places."""
    value = Fraction(value)
    if value.denominator == 1:
        return int(value)
    return round(float(value), 4)


def exact_number(value: Fraction) -> int | float | str:
    """An option's amount without loss: a number when JSON can hold it exactly, else text like "1/3"."""
    if value.denominator == 1:
        return int(value)
    if 10_000 % value.denominator == 0:
        return float(value)
    return str(value)


def _fraction(name: str, value: Any, low: int = 0, high: int = MAX_UNITS, integer: bool = False) -> Fraction:
    return parse_units(value, name, InvalidRules, low=low, high=high, whole=integer)


def _choice(name: str, value: Any, choices: tuple[str, ...]) -> str:
    if value not in choices:
        listed = ", ".join(repr(str(c)) for c in choices)  # a Game reads as its word
        raise InvalidRules(_("{name} must be one of {listed}, not {value}").format(
            name=name, listed=listed, value=shown(value)))
    return str(value)


def _flag(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise InvalidRules(_("{name} must be true or false, not {value}").format(name=name, value=shown(value)))
    return value


def _royalty_table(value: Any) -> str | tuple[tuple[str, tuple[tuple[str, Fraction], ...]], ...]:
    if isinstance(value, str):
        return _choice("royalties", value, ROYALTY_TABLES)
    if not isinstance(value, Mapping):
        raise InvalidRules(_("royalties must be a table name or a table per row, not {value}").format(
            value=shown(value)))
    rows = []
    for row, table in value.items():
        if row not in ROWS:
            raise InvalidRules(_("royalties has an unknown row {row}").format(
                row=unknown_key(row, ROWS)))
        if not isinstance(table, Mapping):
            raise InvalidRules(_("royalties.{row} must map hand names to units, not {table}").format(
                row=row, table=shown(table)))
        entries = []
        for hand, units in table.items():
            allowed = ROYALTY_CATEGORIES + (FRONT_PAIRS + FRONT_TRIPS if row == FRONT else ())
            if hand not in allowed:
                raise InvalidRules(_("royalties.{row} has an unknown hand {hand}").format(
                    row=row, hand=unknown_key(hand, allowed)))
            entries.append((hand, _fraction(f"royalties.{row}.{hand}", units)))
        rows.append((row, tuple(entries)))
    return tuple(rows)


FRONT_PAIRS = tuple(f"pair_{r}{r}" for r in "23456789TJQKA")
FRONT_TRIPS = tuple(f"trips_{r}{r}" for r in "23456789TJQKA")
"""Per-rank front trips in a custom table (RULES B6): ``trips_22`` ... ``trips_AA`` override ``trips``."""


def _coerce(name: str, value: Any, current: RuleSet) -> Any:
    """Check one option's value and convert it to the stored type."""
    match name:
        case "method":
            return _choice(name, value, METHODS)
        case "scoop_bonus":
            return int(_fraction(name, value, 0, 10, integer=True))
        case "overall_rule":
            return _choice(name, value, OVERALL_RULES)
        case "wheel":
            return _choice(name, value, WHEELS)
        case "foul_penalty":
            if value in ("scoop", "play"):
                return value
            if isinstance(value, str) and not is_number_text(value):
                raise InvalidRules(_("foul_penalty must be 'scoop', 'play' or a number, not {value}").format(
                    value=shown(value)))
            return _fraction(name, value)
        case "surrender" | "naturals" | "pool" | "fantasyland" | "fl_progressive" | "lowball_middle":
            return _flag(name, value)
        case "fl_stay_middle_full_house" | "tie_cancels_scoop" | "equal_rows_foul":
            return _flag(name, value)
        case "surrender_fee":
            return _fraction(name, value)
        case "pool_ante":
            return _fraction(name, value)
        case "royalties":
            return _royalty_table(value)
        case "royalty_mode":
            return _choice(name, value, ROYALTY_MODES)
        case "natural_values":
            if not isinstance(value, Mapping):
                raise InvalidRules(_("natural_values must map naturals to units, not {value}").format(
                    value=shown(value)))
            merged = dict(current.natural_values)
            for natural, units in value.items():
                if natural not in NATURALS:
                    raise InvalidRules(_("natural_values has an unknown natural {natural}").format(
                        natural=unknown_key(natural, NATURALS)))
                merged[natural] = _fraction(f"natural_values.{natural}", units)
            return tuple((n, merged[n]) for n in NATURALS)
        case "game":
            return Game(_choice(name, value, GAMES))
        case "fl_entry":
            return _choice(name, value, FL_ENTRIES)
        case "fl_cards":
            return int(_fraction(name, value, 13, 17, integer=True))
        case "criss_cross_pairing":
            return _choice(name, value, PAIRINGS)
    raise InvalidRules(_("unknown rules option {name}").format(
        name=repr(name)))  # pragma: no cover - guarded by the caller


_OPEN_FACE = {"method": "1-6", "royalties": "ofc", "royalty_mode": "difference", "fantasyland": True,
              "surrender": False, "naturals": False, "pool": False, "lowball_middle": False}
_GAME_DEFAULTS: dict[Game, dict[str, Any]] = {
    Game.OFC: {**_OPEN_FACE, "fl_cards": 13},
    Game.PINEAPPLE: {**_OPEN_FACE, "fl_cards": 14},
    Game.CLASSIC: {"fantasyland": False, "fl_progressive": False},
    Game.CRISS_CROSS: {"fantasyland": False, "fl_progressive": False},
}


def _build_presets() -> dict[str, RuleSet]:
    base = RuleSet()
    return {
        "classic-1-6": base,
        "classic-2-4": replace(base, method="2-4"),
        "classic-1-1-1": replace(base, method="1-1-1"),
        "classic-royalties": replace(base, royalties="classic"),
        "pool": replace(base, pool=True),
        "ofc": base.with_options(game=Game.OFC),
        "pineapple": base.with_options(game=Game.PINEAPPLE),
        "pineapple-progressive": base.with_options(game=Game.PINEAPPLE, fl_progressive=True),
        "lowball-middle": replace(base, lowball_middle=True),
        "criss-cross": replace(base, game=Game.CRISS_CROSS),
        # Common tables that would otherwise need several overrides (documented in the README).
        "classic-naturals": replace(base, royalties="classic", naturals=True),
        "pineapple-strict": base.with_options(game=Game.PINEAPPLE, fl_stay_middle_full_house=False),
    }


PRESETS: dict[str, RuleSet] = _build_presets()

PRESET_DESCRIPTIONS = {
    "classic-1-6": N_("Classic 13-card Chinese poker, 1 unit a row and 3 more for a scoop (a scoop pays 6)"),
    "classic-2-4": N_("Classic, 1 unit a row plus 1 overall unit (2-1 pays 2, a scoop pays 4)"),
    "classic-1-1-1": N_("Classic, 1 unit a row and nothing more (a scoop pays 3)"),
    "classic-royalties": N_("Classic 1-6 with classic royalties (front trips 3, middle full house 2, ...)"),
    "pool": N_("Pool betting: everyone antes 3, the best of each row takes a third of the pot"),
    "ofc": N_("Open-face Chinese poker with OFC royalties and Fantasyland"),
    "pineapple": N_("Pineapple open-face (at most 3 players), 14 cards in Fantasyland"),
    "pineapple-progressive": N_("Pineapple with progressive Fantasyland (QQ 14, KK 15, AA 16, trips 17 cards)"),
    "lowball-middle": N_("Classic 1-6 with a deuce-to-seven low middle"),
    "criss-cross": N_("Criss-cross: two players with two hands each, seat 1 v 3 and 2 v 4"),
    "classic-naturals": N_("Classic 1-6 with classic royalties and naturals (six pairs, dragon, ...)"),
    "pineapple-strict": N_("Pineapple where only trips in front or quads in the back keep Fantasyland"),
}
