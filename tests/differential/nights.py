"""A night's operations drawn at random, applied to the real ``Session`` and to the reference's ``Night``."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

from hypothesis import strategies as st

from scorekeeper import RuleSet, ScorekeeperError, Session
from tests.differential.deals import NAMES, deal_for, most_players, rules_for
from tests.reference.night import Night

UNITS = ("5.00", "0.25", "2.50", "1", "0.10", "3")
Op = tuple[Any, ...]


@st.composite
def nights(draw: st.DrawFn, presets: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], list[str], str, list[Op]]:
    """Rules, players, the first unit value and up to 10 operations: add, replace, delete, rules, unit,
    undo and redo (hand numbers may be out of range: both must refuse them alike)."""
    rules = draw(rules_for(presets))
    players = list(NAMES[: draw(st.integers(2, most_players(rules["game"])))])
    ops: list[Op] = []
    for _ in range(draw(st.integers(1, 10))):
        kind = draw(st.sampled_from(("add", "add", "add", "replace", "delete", "rules", "unit", "undo", "redo")))
        if kind in ("add", "replace"):
            deal = draw(deal_for(rules, len(players)))
            del deal["dealer"]
            for p in deal["players"]:
                p.pop("fantasyland", None)  # the night carries Fantasyland from hand to hand
            extra = draw(st.sampled_from((None, *UNITS))) if kind == "add" else draw(st.integers(0, 5))
            ops.append((kind, deal, extra))
        elif kind == "delete":
            ops.append((kind, draw(st.integers(0, 5))))
        elif kind == "rules":
            other = draw(rules_for(presets))
            ops.append((kind, other if other["game"] == rules["game"] else rules))
        elif kind == "unit":
            ops.append((kind, draw(st.sampled_from(UNITS))))
        else:
            ops.append((kind,))
    return rules, players, draw(st.sampled_from(UNITS)), ops


def money(text: str) -> Fraction:
    return Fraction(Decimal(text))


def apply(session: Session, night: Night, op: Op) -> tuple[bool, bool]:
    """The operation on both; whether each took it (True) or refused it (False)."""
    kind = op[0]
    try:
        if kind == "add":
            session.add_hand(op[1], op[2])
        elif kind == "replace":
            session.replace_hand(op[2], op[1])
        elif kind == "delete":
            session.delete_hand(op[1])
        elif kind == "rules":
            session.set_rules(RuleSet.from_json(op[1]))
        elif kind == "unit":
            session.set_unit_value(op[1])
        elif kind == "undo":
            if session.undo() is None:
                raise LookupError
        elif session.redo() is None:
            raise LookupError
        core = True
    except (ScorekeeperError, LookupError):
        core = False
    if kind == "add":
        mine = night.add(op[1], None if op[2] is None else money(op[2]))
    elif kind == "replace":
        mine = night.replace(op[2], op[1])
    elif kind == "delete":
        mine = night.delete(op[1])
    elif kind == "rules":
        mine = night.set_rules(op[1])
    elif kind == "unit":
        mine = night.set_unit(money(op[1]))
    else:
        mine = night.undo() if kind == "undo" else night.redo()
    return core, mine


def night_differences(session: Session, night: Night) -> list[str]:
    """Hands (dealer, unit, units), totals, standings, settle-up and statistics, core against reference."""
    from scorekeeper.night.stats import session_stats

    out = []
    results = night.results()
    core_hands = [(h.dealer, Fraction(h.unit_value), {n: Fraction(u) for n, u in h.units.items()})
                  for h in session.hands]
    mine = [(h.dealer, h.unit, r.units) for h, r in zip(night.hands, results, strict=True)]
    if core_hands != mine:
        out.append(f"hands: core {core_hands}, reference {mine}")
    if session.net_money() != night.money():
        out.append(f"money: core {session.net_money()}, reference {night.money()}")
    standings = [(s.player, Fraction(s.units), s.rank) for s in session.standings()]
    want = [(p, u, r) for p, u, _, r in night.standings()]
    if standings != want:
        out.append(f"standings: core {standings}, reference {want}")
    out += settle_differences(session, night)
    stats = session_stats(session)
    for name, s in night_stats(night).items():
        c = stats[name]
        got = (c.hands, dict(c.rows_won), dict(c.rows_lost), dict(c.rows_tied), c.scoops_for, c.scoops_against,
               c.fouls, c.surrenders, Fraction(c.royalties), c.naturals, c.fantasyland_entries,
               None if c.best_hand is None else (c.best_hand.number, c.best_hand.units),
               None if c.worst_hand is None else (c.worst_hand.number, c.worst_hand.units))
        expected = (s.hands, s.rows_won, s.rows_lost, s.rows_tied, s.scoops_for, s.scoops_against, s.fouls,
                    s.surrenders, s.royalties, s.naturals, s.fantasyland_entries, s.best, s.worst)
        if got != expected:
            out.append(f"{name}'s statistics: core {got}, reference {expected}")
    return out


def settle_differences(session: Session, night: Night) -> list[str]:
    """E4 exactly when every net is in whole cents; else each player settles within a cent of the exact net."""
    from tests.reference.night import settle_up

    nets = night.money()
    payments = [(p.payer, p.payee, Fraction(p.amount)) for p in session.settle_up()]
    if len(payments) > max(len(nets) - 1, 0):
        return [f"settle-up: {len(payments)} payments for {len(nets)} players"]
    if all((v * 100).denominator == 1 for v in nets.values()):
        want = settle_up(nets)
        return [] if payments == want else [f"settle-up: core {payments}, reference {want}"]
    settled = dict.fromkeys(nets, Fraction(0))
    for payer, payee, amount in payments:
        settled[payer] -= amount
        settled[payee] += amount
    off = {p: settled[p] - nets[p] for p in nets if abs(settled[p] - nets[p]) >= Fraction(1, 100)}
    return [f"settle-up leaves {off} unsettled: {payments}"] if off else []


def night_stats(night: Night) -> dict[str, Any]:
    from tests.reference.night import statistics

    return statistics(night)
