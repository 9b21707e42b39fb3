"""Scoring a deal: pure functions from entries and rules to exact units with reasons (RULES B, C, D)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from scorekeeper.deal import Board, Deal, Entry, deal_from_json
from scorekeeper.hands import ROWS, HandValue, Row
from scorekeeper.naturals import NATURAL_NAMES, NaturalKey, compare_naturals, natural_key
from scorekeeper.royalties import row_royalty
from scorekeeper.rules import RuleSet, json_number

ZERO = Fraction(0)
Units = Fraction | int
"""Row arithmetic stays in plain ints until a fractional royalty or fee appears (Fractions are slow)."""


def fmt(units: Fraction | int) -> str:
    """Units for people: ``3``, ``2.5``, ``1.33``."""
    if isinstance(units, int):
        return str(units)
    value = Fraction(units)
    if value.denominator == 1:
        return str(int(value))
    return f"{float(value):.2f}".rstrip("0").rstrip(".")


def signed(units: Fraction | int) -> str:
    if isinstance(units, int):
        return ("+" if units > 0 else "−" if units < 0 else "") + str(abs(units))
    value = Fraction(units)
    return ("+" if value > 0 else "−" if value < 0 else "") + fmt(abs(value))


@dataclass(frozen=True)
class PlayerResult:
    """How one player's entry reads under the rules: row values, royalties, foul, surrender, natural."""

    name: str
    surrendered: bool = False
    fouled: bool = False
    foul_reason: str | None = None
    natural: str | None = None
    natural_key: NaturalKey | None = None
    values: Mapping[Row, HandValue] | None = None
    places: Mapping[Row, int] | None = None
    royalties: Mapping[Row, Fraction] = field(default_factory=lambda: dict.fromkeys(ROWS, ZERO))
    fantasyland: Mapping[str, Any] | None = None
    boards: tuple[PlayerResult, ...] = ()
    """Criss-cross: the player's two hands, each read on its own."""

    @property
    def plays_rows(self) -> bool:
        return not (self.surrendered or self.natural)

    def label(self, row: Row) -> str | None:
        if self.values is not None:
            return self.values[row].label
        if self.places is not None and row in self.places:
            return f"place {self.places[row]}"
        return None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "fouled": self.fouled,
            "surrendered": self.surrendered,
            "natural": self.natural,
            "rows": {row: self.label(row) for row in ROWS},
            "royalties": {row: json_number(self.royalties[row]) for row in ROWS},
            "fantasyland": dict(self.fantasyland) if self.fantasyland is not None else None,
        }
        if self.foul_reason:
            out["foul_reason"] = self.foul_reason
        if self.boards:
            out["boards"] = [b.to_json() for b in self.boards]
        return out


@dataclass(frozen=True)
class PairResult:
    """One pair's settlement, from the first player's side."""

    players: tuple[str, str]
    rows: Mapping[Row, int] | None
    units: Fraction
    lines: tuple[str, ...]
    boards: tuple[int, int] | None = None
    """Criss-cross: which of each player's hands met (1 or 2)."""
    played_out: bool = False
    """The rows were compared and paid (not settled by a surrender, natural or foul penalty)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": list(self.players),
            "rows": dict(self.rows) if self.rows is not None else None,
            "units": json_number(self.units),
            "lines": list(self.lines),
        }
        if self.boards:
            out["boards"] = list(self.boards)
        return out


@dataclass(frozen=True)
class DealResult:
    """Units per player (summing to exactly zero), each player's reading, and every pair's lines."""

    units: Mapping[str, Fraction]
    players: Mapping[str, PlayerResult]
    pairs: tuple[PairResult, ...]
    lines: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "units": {name: json_number(u) for name, u in self.units.items()},
            "players": {name: p.to_json() for name, p in self.players.items()},
            "pairs": [p.to_json() for p in self.pairs],
        }
        if self.lines:
            out["lines"] = list(self.lines)
        return out


# -- reading a player's entry ---------------------------------------------------------------------


def read_entry(entry: Entry, rules: RuleSet, board: Board | None = None) -> PlayerResult:
    """Values, royalties, foul and natural of one entry (``board`` picks one of a criss-cross pair)."""
    board = board or entry.board
    if entry.surrender:
        return PlayerResult(entry.name, surrendered=True)
    if entry.quick:
        royalties = {row: Fraction((entry.royalties or {}).get(row, 0)) for row in ROWS}
        if entry.fouled and penalised(rules):
            royalties = dict.fromkeys(ROWS, ZERO)
        return PlayerResult(entry.name, fouled=entry.fouled, foul_reason="fouled" if entry.fouled else None,
                            natural=entry.natural, places=entry.places, royalties=royalties)
    assert board is not None
    values = board.values(rules)
    key = natural_key(entry.natural, board, rules) if entry.natural else None
    reason = None if entry.natural else board.foul_reason(rules)
    void = entry.natural or (reason is not None and penalised(rules))
    royalties = {row: (ZERO if void else row_royalty(values[row], row, rules)) for row in ROWS}
    return PlayerResult(entry.name, fouled=reason is not None, foul_reason=reason,
                        natural=entry.natural, natural_key=key, values=values, royalties=royalties)


def penalised(rules: RuleSet) -> bool:
    """Whether a foul costs a penalty; under ``play`` it is still a foul, scored as it lies (RULES B4)."""
    return rules.foul_penalty != "play"


def _pays_penalty(player: PlayerResult, rules: RuleSet) -> bool:
    return player.fouled and penalised(rules)


def compare_row(a: PlayerResult, b: PlayerResult, row: Row) -> int:
    """+1 if a's row beats b's, -1 if it loses, 0 on a tie."""
    if a.values is not None and b.values is not None:
        va, vb = a.values[row], b.values[row]
        return (va > vb) - (va < vb)
    assert a.places is not None and b.places is not None
    pa, pb = a.places[row], b.places[row]
    return (pa < pb) - (pa > pb)


# -- one pair ---------------------------------------------------------------------------------------


def _row_credits(result: int, ra: Fraction, rb: Fraction, mode: str) -> tuple[Units, Units]:
    """What each side collects on one row (before the other side's collection is netted)."""
    if mode == "difference":
        return (result > 0) + ra, (result < 0) + rb
    if result == 0:
        return (ra, rb) if mode == "always" else (0, 0)
    win, lose = (ra, rb) if result > 0 else (rb, ra)
    collect: Units
    back: Units
    if mode == "cancel" and win and lose:
        collect, back = 1, 0
    elif mode == "bonus":  # RULES B6: the row point plus the winner's royalty, paid by the beaten player
        collect, back = 1 + win, 0
    else:
        collect, back = (win or 1), (lose if mode == "always" else 0)
    return (collect, back) if result > 0 else (back, collect)


def _describe_row(row: Row, a: PlayerResult, b: PlayerResult, result: int, net: Units, mode: str) -> str:
    la, lb = a.label(row), b.label(row)
    if result == 0:
        text = f"{row}: {a.name}'s {la} ties {b.name}'s {lb}" if la != lb else f"{row}: tie ({la})"
    else:
        winner, win_label, loser, lose_label = (a, la, b, lb) if result > 0 else (b, lb, a, la)
        text = f"{row}: {winner.name}'s {win_label} beats {loser.name}'s {lose_label}"
    if net == 0:
        return f"{text}, 0" if result != 0 else text
    who = a.name if net > 0 else b.name
    size = net if net > 0 else -net
    if mode == "bonus" and net != result:
        return f"{text}: 1 + royalty {fmt(size - 1)}, {who} {signed(size)}"
    royalty = " with royalties" if net != result else ""
    return f"{text}{royalty}: {who} {signed(size)}"


def _play_rows(a: PlayerResult, b: PlayerResult, rules: RuleSet) -> PairResult:
    mode = rules.royalty_mode if rules.royalties != "none" else "win_only"
    rows: dict[Row, int] = {}
    lines: list[str] = []
    total: Units = 0
    points_a: Units = 0
    points_b: Units = 0
    for row in ROWS:
        result = compare_row(a, b, row)
        rows[row] = result
        ca, cb = _row_credits(result, a.royalties[row], b.royalties[row], mode)
        if mode == "difference":
            ca, cb = int(result > 0), int(result < 0)
        points_a += ca
        points_b += cb
        total += ca - cb
        lines.append(_describe_row(row, a, b, result, ca - cb, mode))
    if mode == "difference":
        ra, rb = sum(a.royalties.values(), ZERO), sum(b.royalties.values(), ZERO)
        if ra or rb:
            total += ra - rb
            lines.append(f"royalties: {a.name} {fmt(ra)} against {b.name} {fmt(rb)}: "
                         + (f"{a.name if ra > rb else b.name} {signed(abs(ra - rb))}" if ra != rb else "0"))
        points_a += ra
        points_b += rb
    won, lost = sum(r > 0 for r in rows.values()), sum(r < 0 for r in rows.values())
    scoop = _scoop_side(won, lost, rules)
    if rules.method == "1-6" and scoop and rules.scoop_bonus:
        total += rules.scoop_bonus * scoop
        lines.append(f"scoop: {_scoop_words(a if scoop > 0 else b, won + lost)}, {signed(rules.scoop_bonus)}")
    elif rules.method == "2-4":
        if rules.overall_rule == "two_or_more":
            side = 1 if won >= 2 else -1 if lost >= 2 else 0
        elif rules.overall_rule == "net_rows":
            side = (won > lost) - (won < lost)
        else:
            side = (points_a > points_b) - (points_a < points_b)
        if side:
            total += side
            lines.append(f"2-4 overall unit: {a.name if side > 0 else b.name} +1")
        else:
            lines.append("2-4 overall unit: nobody wins it, 0")
        if scoop and won + lost == 2:  # RULES B9: two rows and a tie still pay the 3-0 payment of 4
            total += scoop
            lines.append(f"3-0 payment: {_scoop_words(a if scoop > 0 else b, 2)}, +1")
    return PairResult((a.name, b.name), rows, Fraction(total), tuple(lines), played_out=True)


def _scoop_side(won: int, lost: int, rules: RuleSet) -> int:
    """+1 or -1 for the side that scoops, 0 for none; a tie cancels it unless ``tie_cancels_scoop`` is off."""
    if won == 3 or lost == 3:
        return 1 if won == 3 else -1
    if not rules.tie_cancels_scoop and (won, lost) in ((2, 0), (0, 2)):
        return 1 if won == 2 else -1
    return 0


def _scoop_words(winner: PlayerResult, decided: int) -> str:
    if decided == 3:
        return f"{winner.name} wins all three rows"
    return f"{winner.name} wins two rows and ties one (a tie does not cancel the scoop)"


def _foul_payment(winner: PlayerResult, rules: RuleSet) -> Fraction:
    """What a fouled player pays a clean opponent (RULES B4, C2)."""
    if rules.foul_penalty != "scoop":
        return Fraction(rules.foul_penalty)
    mode = rules.royalty_mode if rules.royalties != "none" else "win_only"
    rows = sum((_row_credits(1, winner.royalties[row], ZERO, mode)[0] for row in ROWS), ZERO)
    return rows + (rules.scoop_value() - 3)


def score_pair(a: PlayerResult, b: PlayerResult, rules: RuleSet) -> PairResult:
    """Settle one pair: surrender, then naturals, then fouls, then rows (RULES B3-B7)."""
    names = (a.name, b.name)
    if a.surrendered or b.surrendered:
        if a.surrendered and b.surrendered:
            return PairResult(names, None, ZERO, ("both surrendered: nothing changes hands",))
        quitter, other = (a, b) if a.surrendered else (b, a)
        if _pays_penalty(other, rules):  # RULES B5 and C5: no fee to a fouled opponent
            line = f"{quitter.name} surrendered and {other.name} fouled: nothing changes hands"
            return PairResult(names, None, ZERO, (line,))
        fee = rules.surrender_fee
        line = f"{quitter.name} surrenders: pays {other.name} the fee, {fmt(fee)}"
        return PairResult(names, None, fee if other is a else -fee, (line,))
    if a.natural or b.natural:
        if a.natural and b.natural:
            side = compare_naturals(a.natural, a.natural_key, b.natural, b.natural_key)
            if side == 0:
                line = f"{a.name} and {b.name} both have {NATURAL_NAMES[a.natural]}: a tie, 0"
                return PairResult(names, None, ZERO, (line,))
            w, lo = (a, b) if side > 0 else (b, a)
            assert w.natural is not None and lo.natural is not None
            value = rules.natural_value(w.natural)
            line = (f"{w.name}'s {NATURAL_NAMES[w.natural]} beats {lo.name}'s {NATURAL_NAMES[lo.natural]}: "
                    f"{w.name} {signed(value)}")
            return PairResult(names, None, value if side > 0 else -value, (line,))
        w, lo = (a, b) if a.natural else (b, a)
        assert w.natural is not None
        value = rules.natural_value(w.natural)
        line = f"{w.name} has {NATURAL_NAMES[w.natural]}: collects {fmt(value)} from {lo.name}"
        return PairResult(names, None, value if w is a else -value, (line,))
    if _pays_penalty(a, rules) or _pays_penalty(b, rules):
        if a.fouled and b.fouled:
            return PairResult(names, {r: 0 for r in ROWS}, ZERO, ("both fouled: nothing changes hands",))
        fouler, other = (a, b) if a.fouled else (b, a)
        pay = _foul_payment(other, rules)
        why = _why(fouler)
        kind = "a scoop" if rules.foul_penalty == "scoop" else "the foul penalty"
        line = f"{fouler.name} fouled{why}: pays {other.name} {kind}, {fmt(pay)}"
        sign = 1 if other is a else -1
        return PairResult(names, {r: sign for r in ROWS}, pay * sign, (line,))
    pair = _play_rows(a, b, rules)
    notes = tuple(f"{p.name} fouled{_why(p)}: played as it lies, no penalty" for p in (a, b) if p.fouled)
    return replace(pair, lines=notes + pair.lines) if notes else pair


def _why(fouler: PlayerResult) -> str:
    """The foul's reason in brackets, or nothing for a quick entry marked fouled."""
    return f" ({fouler.foul_reason})" if fouler.foul_reason and fouler.foul_reason != "fouled" else ""


# -- the deal -------------------------------------------------------------------------------------


def _pool(players: list[PlayerResult], order: tuple[str, ...], rules: RuleSet) -> DealResult:
    """Pool betting (RULES B8): everyone antes, each row's third of the pot goes to its best row."""
    by_name = {p.name: p for p in players}
    ante = rules.pool_ante
    units = {p.name: -ante for p in players}
    pot = ante * len(players) / 3
    lines = [f"everyone antes {fmt(ante)}; each row's pot is {fmt(pot)}"]
    eligible = [by_name[n] for n in order if not (_pays_penalty(by_name[n], rules) or by_name[n].surrendered)]
    for row in ROWS:
        if not eligible:
            share = pot / len(players)
            for p in players:
                units[p.name] += share
            lines.append(f"{row}: nobody can win the pot; {fmt(share)} back to each player")
            continue
        best = [eligible[0]]
        for p in eligible[1:]:
            c = compare_row(p, best[0], row)
            if c > 0:
                best = [p]
            elif c == 0:
                best.append(p)
        share = pot / len(best)
        for p in best:
            units[p.name] += share
        label = best[0].label(row)
        if len(best) == 1:
            lines.append(f"{row}: {best[0].name}'s {label} takes the pot, {fmt(share)}")
        else:
            who = " and ".join(p.name for p in best)
            lines.append(f"{row}: {who} split the pot with {label}, {fmt(share)} each")
    return DealResult({n: units[n] for n in (p.name for p in players)}, by_name, (), tuple(lines))


def score_deal(deal: Deal | Mapping[str, Any], rules: RuleSet | None = None) -> DealResult:
    """Score one deal. ``deal`` is a ``Deal`` or a hand-file dict (whose own ``rules`` apply if given).

    Raises:
        InvalidDeal, InvalidCards, InvalidRules: naming the player, row and card at fault.
    """
    if not isinstance(deal, Deal):
        if rules is None:
            rules = RuleSet.from_json(deal.get("rules"))
        deal = deal_from_json(deal, rules)
    rules = rules or RuleSet.preset()
    if rules.game == "criss_cross":
        from scorekeeper.variants import score_criss_cross

        return score_criss_cross(deal, rules)
    players = [read_entry(e, rules) for e in deal.players]
    if rules.game in ("ofc", "pineapple"):
        from scorekeeper.variants import with_fantasyland

        players = with_fantasyland(players, deal, rules)
    order = deal.scoring_order()
    if rules.pool:
        return _pool(players, order, rules)
    return settle(players, order, rules)


def settle(players: list[PlayerResult], order: tuple[str, ...], rules: RuleSet) -> DealResult:
    """Score every pair in the table's order and total the units per player."""
    by_name = {p.name: p for p in players}
    units = {p.name: ZERO for p in players}
    pairs = []
    for i, first in enumerate(order):
        for second in order[i + 1:]:
            pair = score_pair(by_name[first], by_name[second], rules)
            units[first] += pair.units
            units[second] -= pair.units
            pairs.append(pair)
    return DealResult(units, by_name, tuple(pairs))
