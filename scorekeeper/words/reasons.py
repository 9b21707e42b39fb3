"""A settlement's reasons as the lines players read, in the current language (RULES B, C, D1)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce

from scorekeeper.language import N_, _, p_
from scorekeeper.read.deal import Foul
from scorekeeper.score.parts import PairResult
from scorekeeper.score.reasons import Reason, ReasonKind
from scorekeeper.words.hands import hand_name, told_apart
from scorekeeper.words.numbers import signed_units, units


def row_name(row: str) -> str:
    """``front`` / ``头道`` / ``chi cuối``."""
    return {"front": p_("row", "front"), "middle": p_("row", "middle"), "back": p_("row", "back")}[row]


def natural_name(natural: str) -> str:
    """``six pairs``, ``a dragon``: as the lines name it (the catalogue ``value`` holds the words)."""
    from scorekeeper.value.naturals import NATURAL_NAMES  # a night without naturals never loads them

    return _(NATURAL_NAMES[natural]) if natural in NATURAL_NAMES else natural.replace("_", " ")


def foul_words(foul: Foul | None) -> str:
    """``front Q-Q-7 beats middle Q-Q-6-5-4``; "" for a quick entry marked fouled (nothing more is known)."""
    if foul is None or foul.lower is None or foul.upper is None:
        return ""
    message = N_("{lower} {lower_ranks} equals {upper} {upper_ranks}") if foul.equal else \
        N_("{lower} {lower_ranks} beats {upper} {upper_ranks}")
    return _(message).format(lower=row_name(foul.lower), lower_ranks=foul.lower_ranks,
                             upper=row_name(foul.upper), upper_ranks=foul.upper_ranks)


def names(people: Iterable[str]) -> str:
    """``A and B and C``."""
    return reduce(lambda first, second: _("{first} and {second}").format(first=first, second=second), people)


def _row_line(reason: Reason, who: list[str]) -> str:
    a, b = (hand_name(v) for v in reason.values) if reason.kind == ReasonKind.ROW_TIED else \
        told_apart(reason.values[0], reason.values[1])
    payee = _who(reason, reason.payee)
    facts = {"row": row_name(reason.row or ""), "payee": payee, "units": signed_units(reason.units)}
    if reason.kind == ReasonKind.ROW_TIED:
        if a == b:
            message = _("{row}: tie ({hand}) with royalties: {payee} {units}") if reason.units else \
                _("{row}: tie ({hand})")
            return message.format(hand=a, **facts)
        message = _("{row}: {first}'s {one} ties {second}'s {other} with royalties: {payee} {units}") \
            if reason.units else _("{row}: {first}'s {one} ties {second}'s {other}")
        return message.format(first=who[0], one=a, second=who[1], other=b, **facts)
    if not reason.units:
        message = _("{row}: {winner}'s {win} beats {loser}'s {lose}, 0")
    elif reason.amounts:
        message = _("{row}: {winner}'s {win} beats {loser}'s {lose}: 1 + royalty {royalty}, {payee} {units}")
    elif reason.royalties:
        message = _("{row}: {winner}'s {win} beats {loser}'s {lose} with royalties: {payee} {units}")
    else:
        message = _("{row}: {winner}'s {win} beats {loser}'s {lose}: {payee} {units}")
    royalty = units(reason.amounts[0]) if reason.amounts else ""
    return message.format(winner=who[0], win=a, loser=who[1], lose=b, royalty=royalty, **facts)


def _who(reason: Reason, name: str | None) -> str:
    """A player's name, or ``Ann's hand 1`` in criss-cross."""
    if name is None:
        return ""
    if not reason.hands or name not in reason.players:
        return name
    hand = reason.hands[reason.players.index(name)]
    return _("{name}'s hand {hand}").format(name=name, hand=hand) if hand else name


def _foul_line(reason: Reason, who: list[str]) -> str:
    why = foul_words(reason.foul)
    if reason.kind == ReasonKind.FOUL_PLAYED:
        message = _("{player} fouled ({why}): played as it lies, no penalty") if why else \
            _("{player} fouled: played as it lies, no penalty")
        return message.format(player=who[0], why=why)
    if reason.scoop:
        message = _("{fouler} fouled ({why}): pays {other} a scoop, {units}") if why else \
            _("{fouler} fouled: pays {other} a scoop, {units}")
    else:
        message = _("{fouler} fouled ({why}): pays {other} the foul penalty, {units}") if why else \
            _("{fouler} fouled: pays {other} the foul penalty, {units}")
    return message.format(fouler=who[0], other=who[1], why=why, units=units(reason.units))


def say(reason: Reason) -> str:
    """One reason as the line players read (``front: Ann's Trip sevens beats Bob's Ace-King high: Ann +1``)."""
    who = [_who(reason, name) for name in reason.players]
    kind = reason.kind
    if kind in (ReasonKind.ROW_WON, ReasonKind.ROW_TIED):
        return _row_line(reason, who)
    if kind in (ReasonKind.FOUL, ReasonKind.FOUL_PLAYED):
        return _foul_line(reason, who)
    naturals = [natural_name(n) for n in reason.naturals]
    amount, signed = units(reason.units), signed_units(reason.units)
    payee = _who(reason, reason.payee)
    if kind == ReasonKind.ROYALTIES:
        one, other = (units(a) for a in reason.amounts)
        if reason.payee is None:
            return _("royalties: {first} {one} against {second} {other}: 0").format(
                first=who[0], one=one, second=who[1], other=other)
        return _("royalties: {first} {one} against {second} {other}: {payee} {units}").format(
            first=who[0], one=one, second=who[1], other=other, payee=payee, units=signed)
    if kind == ReasonKind.SCOOP:
        message = _("scoop: {winner} wins all three rows, {units}") if reason.decided == 3 else \
            _("scoop: {winner} wins two rows and ties one (a tie does not cancel the scoop), {units}")
        return message.format(winner=who[0], units=signed)
    if kind == ReasonKind.OVERALL_UNIT:
        if not who:
            return _("2-4 overall unit: nobody wins it, 0")
        return _("2-4 overall unit: {winner} {units}").format(winner=who[0], units=signed)
    if kind == ReasonKind.THREE_OH:
        return _("3-0 payment: {winner} wins two rows and ties one (a tie does not cancel the scoop), {units}") \
            .format(winner=who[0], units=signed)
    if kind == ReasonKind.BOTH_SURRENDERED:
        return _("both surrendered: nothing changes hands")
    if kind == ReasonKind.SURRENDER_FOULED:
        return _("{quitter} surrendered and {other} fouled: nothing changes hands").format(quitter=who[0], other=who[1])
    if kind == ReasonKind.SURRENDER:
        return _("{quitter} surrenders: pays {other} the fee, {fee}").format(quitter=who[0], other=who[1], fee=amount)
    if kind == ReasonKind.NATURALS_TIE:
        return _("{first} and {second} both have {natural}: a tie, 0").format(
            first=who[0], second=who[1], natural=naturals[0])
    if kind == ReasonKind.NATURAL_BEATS:
        return _("{winner}'s {natural} beats {loser}'s {other}: {payee} {units}").format(
            winner=who[0], natural=naturals[0], loser=who[1], other=naturals[1], payee=payee, units=signed)
    if kind == ReasonKind.NATURAL:
        return _("{winner} has {natural}: collects {units} from {loser}").format(
            winner=who[0], natural=naturals[0], units=amount, loser=who[1])
    if kind == ReasonKind.BOTH_FOULED:
        return _("both fouled: nothing changes hands")
    if kind == ReasonKind.ANTE:
        return _("everyone antes {ante}; each row's pot is {pot}").format(ante=amount, pot=units(reason.amounts[0]))
    row = row_name(reason.row or "")
    if kind == ReasonKind.POT_NOBODY:
        return _("{row}: nobody can win the pot; {share} back to each player").format(row=row, share=amount)
    hand = hand_name(reason.values[0])
    if kind == ReasonKind.POT:
        return _("{row}: {winner}'s {hand} takes the pot, {share}").format(row=row, winner=who[0], hand=hand,
                                                                           share=amount)
    return _("{row}: {players} split the pot with {hand}, {share} each").format(
        row=row, players=names(who), hand=hand, share=amount)


def pair_lines(pair: PairResult) -> tuple[str, ...]:
    """Every line of one pair's settlement; criss-cross lines say which hands met."""
    lines = tuple(say(reason) for reason in pair.reasons)
    if pair.boards is None:
        return lines
    one, other = pair.boards
    return tuple(_("hand {one} v hand {other}: {line}").format(one=one, other=other, line=line) for line in lines)


def deal_lines(reasons: Iterable[Reason]) -> tuple[str, ...]:
    """The lines of a pool deal (``DealResult.reasons``: ante and pots); a classic deal's lines are its pairs'."""
    return tuple(say(reason) for reason in reasons)
