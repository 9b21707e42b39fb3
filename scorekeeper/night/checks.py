"""What a session checks of what it is given: players, names, money, rules and a deal seated at its table."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from scorekeeper.errors import SessionError
from scorekeeper.language import _, n_
from scorekeeper.read import limits
from scorekeeper.read.deal import Deal, players_problem
from scorekeeper.read.hand_file import deal_from_json, verify_deal
from scorekeeper.rules import RuleSet

_CURRENCY = re.compile(r"^[A-Z]{3}$")


def parse_money(value: Any, what: str) -> Decimal:
    """An exact amount from 0 to MAX_MONEY from a Decimal, int or decimal text ("5.00"); floats are refused."""
    return limits.parse_money(value, what, SessionError)


def verify_players(players: Sequence[str], rules: RuleSet) -> tuple[str, ...]:
    """Names in seat order, checked against the game's table size; returns them stripped."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise SessionError(_("players must be a list of names in seat order, not {players}").format(
            players=limits.shown(players)))
    if len(players) > limits.MAX_PLAYERS:  # refused before reading a single name of a list of millions
        raise SessionError(players_problem(players, rules, _("a session")) or _("too many players"))
    names = []
    for i, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            raise SessionError(_("player {number} needs a name").format(number=i + 1))
        names.append(limits.verify_text(name, _("player {number}'s name").format(
            number=i + 1), limits.MAX_NAME, SessionError))
    problem = players_problem(names, rules, _("a session"))
    if problem:
        raise SessionError(problem)
    return tuple(names)


def read_rules(value: RuleSet | str | Mapping[str, Any] | None) -> RuleSet:
    return value if isinstance(value, RuleSet) else RuleSet.from_json(value)


def verify_player_name(name: Any) -> str:
    """A player's new name, stripped; refused when empty or too long, as a new session's names are."""
    if not isinstance(name, str) or not name.strip():
        raise SessionError(_("a player needs a name"))
    return limits.verify_text(name, _("the player's name"), limits.MAX_NAME, SessionError)


def verify_session_name(name: Any) -> str:
    """The session's name, stripped; refused when empty or too long."""
    if not isinstance(name, str) or not name.strip():
        raise SessionError(_("a session needs a name"))
    return limits.verify_text(name, _("the session's name"), limits.MAX_SESSION_NAME, SessionError)


def verify_currency(currency: Any) -> str:
    """A three-letter ISO code, upper case."""
    if not isinstance(currency, str) or not _CURRENCY.match(currency.strip().upper()):
        raise SessionError(_('currency must be a three-letter ISO code like "USD", not {currency}').format(
            currency=limits.shown(currency)))
    return currency.strip().upper()


def read_hand(data: Any, rules: RuleSet) -> Deal:
    """A hand given as hand-file JSON, read once into a Deal under the session's rules (its own must match)."""
    if not isinstance(data, Mapping):
        raise SessionError(_("a hand must be a deal or an object with 'players', not {data}").format(
            data=limits.shown(data)))
    if "rules" in data and read_rules(data["rules"]) != rules:
        raise SessionError(_("this hand names other rules than the session's: change the session's rules"))
    return deal_from_json(data, rules)


def seat_deal(deal: Deal, players: Sequence[str], dealer: str, rules: RuleSet, *, verified: bool = False) -> Deal:
    """The deal checked against the session: its players in seat order, the dealer filled in.

    ``verified``: the deal was just read by ``deal_from_json`` under ``rules``, so ``verify_deal``
    has passed already (seat order and a dealer who is a player do not change its verdict).
    """
    by_name = {e.name: e for e in deal.players}
    if sorted(by_name) != sorted(players) or len(by_name) != len(deal.players):
        raise SessionError(_("the hand's players ({hand_players}) are not the session's ({session_players})").format(
            hand_players=', '.join(deal.names), session_players=', '.join(players)))
    deal = dataclasses.replace(deal, players=tuple(by_name[p] for p in players),
                               dealer=deal.dealer or dealer)
    if not verified:
        verify_deal(deal, rules)
    return deal


def verify_bankrolls(bankrolls: Any, players: Sequence[str]) -> dict[str, Decimal] | None:
    """Each seated player's starting bankroll (RULES E2), in seat order; SessionError for a stranger."""
    if bankrolls is None:
        return None
    if not isinstance(bankrolls, Mapping):
        raise SessionError(_("bankrolls must map players to amounts, not {bankrolls}").format(
            bankrolls=limits.shown(bankrolls)))
    for player in bankrolls:
        if player not in players:
            raise SessionError(_("bankrolls names {player}, who is not one of the players").format(
                player=limits.shown(player)))
    return {p: parse_money(bankrolls[p], _("{player}'s bankroll").format(player=p)) for p in players if p in bankrolls}


def verify_hand_number(number: int, count: int) -> None:
    """Raise SessionError unless ``number`` is a hand of a session with ``count`` hands (from 1)."""
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= count:
        have = n_("{count} hand", "{count} hands", count).format(count=count)
        raise SessionError(_("there is no hand {number} (the session has {have})").format(
            number=repr(number), have=have))
