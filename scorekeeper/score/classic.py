"""Classic scoring: read each entry, then settle every pair row by row (RULES B, C, D)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from scorekeeper.game import ROWS, Row
from scorekeeper.read.deal import Board, Entry, Foul
from scorekeeper.rules import RuleSet
from scorekeeper.score.reasons import Reason, ReasonKind
from scorekeeper.score.results import ZERO, DealResult, PairResult, PlayerResult, Units
from scorekeeper.value.royalties import row_royalty

if TYPE_CHECKING:
    from scorekeeper.value.naturals import NaturalKey

# -- reading a player's entry ---------------------------------------------------------------------


def read_entry(entry: Entry, rules: RuleSet, board: Board | None = None) -> PlayerResult:
    """Values, royalties, foul and natural of one entry (``board`` picks one of a criss-cross pair)."""
    board = board or entry.board
    if entry.surrender:
        return PlayerResult(entry.name, surrendered=True)
    if entry.quick:
        if entry.natural:  # RULES B7: not played in rows, so never a foul and no royalties, as with cards
            return PlayerResult(entry.name, natural=entry.natural, places=entry.places)
        royalties = {row: Fraction((entry.royalties or {}).get(row, 0)) for row in ROWS}
        if (entry.fouled and penalised(rules)) or rules.royalties == "none":  # RULES B4, B6: never paid
            royalties = dict.fromkeys(ROWS, ZERO)
        return PlayerResult(entry.name, fouled=entry.fouled, foul_reason=Foul() if entry.fouled else None,
                            places=entry.places, royalties=royalties)
    assert board is not None
    values = board.values(rules)
    key: NaturalKey | None = None
    if entry.natural:
        from scorekeeper.value.naturals import natural_key  # naturals load with the first one declared

        key = natural_key(entry.natural, board, rules)
    reason = None if entry.natural else board.foul_reason(rules)
    void = entry.natural or (reason is not None and penalised(rules))
    royalties = {row: (ZERO if void else row_royalty(values[row], row, rules)) for row in ROWS}
    return PlayerResult(entry.name, fouled=reason is not None, foul_reason=reason,
                        natural=entry.natural, natural_key=key, values=values, royalties=royalties)


def penalised(rules: RuleSet) -> bool:
    """Whether a foul costs a penalty; under ``play`` it is still a foul, scored as it lies (RULES B4)."""
    return rules.foul_penalty != "play"


def pays_penalty(player: PlayerResult, rules: RuleSet) -> bool:
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


def reason(kind: ReasonKind, *people: PlayerResult, **facts: Any) -> Reason:
    """A reason naming ``people`` in order (with their criss-cross hands)."""
    hands = tuple(p.hand for p in people) if any(p.hand for p in people) else ()
    return Reason(kind, tuple(p.name for p in people), hands, **facts)


def _describe_row(row: Row, a: PlayerResult, b: PlayerResult, result: int, net: Units, mode: str) -> Reason:
    payee = None if net == 0 else a.name if net > 0 else b.name
    size = net if net > 0 else -net
    bonus = (size - 1,) if mode == "bonus" and net != result and net != 0 else ()
    if result == 0:
        return reason(ReasonKind.ROW_TIED, a, b, row=row, values=(a.hand_of(row), b.hand_of(row)), units=size,
                      payee=payee, royalties=net != 0)
    winner, loser = (a, b) if result > 0 else (b, a)
    return reason(ReasonKind.ROW_WON, winner, loser, row=row, values=(winner.hand_of(row), loser.hand_of(row)),
                  units=size, payee=payee, royalties=net != result, amounts=bonus)


def _play_rows(a: PlayerResult, b: PlayerResult, rules: RuleSet) -> PairResult:
    mode = rules.royalty_mode if rules.royalties != "none" else "win_only"
    rows: dict[Row, int] = {}
    reasons: list[Reason] = []
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
        reasons.append(_describe_row(row, a, b, result, ca - cb, mode))
    if mode == "difference":
        ra, rb = sum(a.royalties.values(), ZERO), sum(b.royalties.values(), ZERO)
        if ra or rb:
            total += ra - rb
            reasons.append(reason(ReasonKind.ROYALTIES, a, b, amounts=(ra, rb), units=abs(ra - rb),
                                payee=None if ra == rb else a.name if ra > rb else b.name))
        points_a += ra
        points_b += rb
    won, lost = sum(r > 0 for r in rows.values()), sum(r < 0 for r in rows.values())
    scoop = _scoop_side(won, lost, rules)
    if rules.method == "1-6" and scoop and rules.scoop_bonus:
        total += rules.scoop_bonus * scoop
        reasons.append(reason(ReasonKind.SCOOP, a if scoop > 0 else b, decided=won + lost, units=rules.scoop_bonus))
    elif rules.method == "2-4":
        if rules.overall_rule == "two_or_more":
            side = 1 if won >= 2 else -1 if lost >= 2 else 0
        elif rules.overall_rule == "net_rows":
            side = (won > lost) - (won < lost)
        else:
            side = (points_a > points_b) - (points_a < points_b)
        total += side
        overall = (a,) if side > 0 else (b,) if side < 0 else ()
        reasons.append(reason(ReasonKind.OVERALL_UNIT, *overall, units=abs(side)))
        if scoop and won + lost == 2:  # RULES B9: two rows and a tie still pay the 3-0 payment of 4
            total += scoop
            reasons.append(reason(ReasonKind.THREE_OH, a if scoop > 0 else b, decided=2, units=1))
    return PairResult((a.name, b.name), rows, Fraction(total), tuple(reasons), played_out=True)


def _scoop_side(won: int, lost: int, rules: RuleSet) -> int:
    """+1 or -1 for the side that scoops, 0 for none; a tie cancels it unless ``tie_cancels_scoop`` is off."""
    if won == 3 or lost == 3:
        return 1 if won == 3 else -1
    if not rules.tie_cancels_scoop and (won, lost) in ((2, 0), (0, 2)):
        return 1 if won == 2 else -1
    return 0


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
            return PairResult(names, None, ZERO, (reason(ReasonKind.BOTH_SURRENDERED, a, b),))
        quitter, other = (a, b) if a.surrendered else (b, a)
        if pays_penalty(other, rules):  # RULES B5 and C5: no fee to a fouled opponent
            return PairResult(names, None, ZERO, (reason(ReasonKind.SURRENDER_FOULED, quitter, other),))
        fee = rules.surrender_fee
        line = reason(ReasonKind.SURRENDER, quitter, other, units=fee, payee=other.name)
        return PairResult(names, None, fee if other is a else -fee, (line,))
    if a.natural or b.natural:
        if a.natural and b.natural:
            from scorekeeper.value.naturals import compare_naturals  # loaded by read_entry already

            side = compare_naturals(a.natural, a.natural_key, b.natural, b.natural_key)
            if side == 0:
                return PairResult(names, None, ZERO, (reason(ReasonKind.NATURALS_TIE, a, b, naturals=(a.natural,)),))
            w, lo = (a, b) if side > 0 else (b, a)
            assert w.natural is not None and lo.natural is not None
            value = rules.natural_value(w.natural)
            line = reason(ReasonKind.NATURAL_BEATS, w, lo, naturals=(w.natural, lo.natural), units=value, payee=w.name)
            return PairResult(names, None, value if side > 0 else -value, (line,))
        w, lo = (a, b) if a.natural else (b, a)
        assert w.natural is not None
        value = rules.natural_value(w.natural)
        line = reason(ReasonKind.NATURAL, w, lo, naturals=(w.natural,), units=value, payee=w.name)
        return PairResult(names, None, value if w is a else -value, (line,))
    if pays_penalty(a, rules) or pays_penalty(b, rules):
        if a.fouled and b.fouled:
            return PairResult(names, {r: 0 for r in ROWS}, ZERO, (reason(ReasonKind.BOTH_FOULED, a, b),))
        fouler, other = (a, b) if a.fouled else (b, a)
        pay = _foul_payment(other, rules)
        line = reason(ReasonKind.FOUL, fouler, other, foul=fouler.foul_reason, units=pay, payee=other.name,
                      scoop=rules.foul_penalty == "scoop")
        sign = 1 if other is a else -1
        return PairResult(names, {r: sign for r in ROWS}, pay * sign, (line,))
    pair = _play_rows(a, b, rules)
    notes = tuple(reason(ReasonKind.FOUL_PLAYED, p, foul=p.foul_reason) for p in (a, b) if p.fouled)
    return replace(pair, reasons=notes + pair.reasons) if notes else pair


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
