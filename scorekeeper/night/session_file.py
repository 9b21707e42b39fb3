"""Session files (FORMAT.md): the app's save, export and import format, read completely or not at all.

This module reads and writes the file's parts (the session's settings, its hands, the JSON); only
``Session.from_json`` / ``from_file`` / ``to_json`` / ``to_file`` (night/session.py) put a Session together
from them, so a Session can read and write its own file without an import circle.
"""

from __future__ import annotations

import datetime
import json
import os
import stat
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from scorekeeper.errors import ScorekeeperError, SessionError
from scorekeeper.language import _
from scorekeeper.night.checks import parse_money, seat_deal
from scorekeeper.night.entered import Entered
from scorekeeper.night.scoring_key import rules_text
from scorekeeper.read.deal import Deal
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.read.limits import MAX_HANDS, MAX_PLAYERS, shown, unknown_key
from scorekeeper.rules import RuleSet

FORMAT_NAME = "chinese-poker-session"
FORMAT_VERSION = 1
"""The newest session-file version this app reads and the one it writes."""

_KEYS = ("format", "version", "name", "date", "players", "rules", "unit_value", "currency", "first_dealer",
         "bankrolls", "hands")
_HAND_KEYS = ("dealer", "unit_value", "players")
_KINDS = {list: "a list", str: "text", int: "a number", float: "a number", bool: "true or false", type(None): "null"}


def file_json(name: str, date: datetime.date, players: Sequence[str], rules: RuleSet, unit_value: Decimal,
              currency: str, first_dealer: str, bankrolls: Mapping[str, Decimal] | None,
              hands: Iterable[Entered]) -> dict[str, Any]:
    """A session's file (``Session.to_json``): every hand as entered, with its dealer and unit value."""
    out: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "name": name,
        "date": date.isoformat(),
        "players": list(players),
        "rules": json.loads(rules_text(rules)),
        "unit_value": str(unit_value),
        "currency": currency,
        "first_dealer": first_dealer,
    }
    if bankrolls is not None:
        out["bankrolls"] = {p: str(v) for p, v in bankrolls.items()}
    out["hands"] = [{"dealer": entered.dealer, "unit_value": str(entered.unit_value),
                     "players": json.loads(entered.text)["players"]} for entered in hands]
    return out


def write_file_json(data: Mapping[str, Any], path: str | os.PathLike[str]) -> None:
    """Save a session's file (``Session.to_file``) beside the target first, then replace the target (never
    half-written)."""
    target = Path(path)
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    mode = saved_file_mode(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        os.chmod(tmp, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def saved_file_mode(target: Path) -> int:
    """The permissions a saved file gets: the target's when replacing one, else what the umask allows.

    ``mkstemp`` makes its file 0600; without this, saving over a 0644 file would make it private.
    """
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mask = os.umask(0o022)
        os.umask(mask)
        return 0o666 & ~mask


def _money(value: Any, what: str) -> Decimal:
    if isinstance(value, float):  # a JSON number: read it as written (5.5), never through binary
        value = repr(value)
    return parse_money(value, what)


def verify_header(data: Any) -> None:
    """Raise SessionError unless ``data`` is a session file of a version this app reads."""
    if not isinstance(data, Mapping):
        raise SessionError(_("a session file must be a JSON object, not {kind}").format(
            kind=_KINDS.get(type(data), 'that')))
    if data.get("format") != FORMAT_NAME:
        raise SessionError(_("this is not a session file: 'format' must be {format_name}, not {found}").format(
            format_name=repr(FORMAT_NAME), found=shown(data.get('format'))))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SessionError(_("the session file's version must be a whole number from 1, not {version}").format(
            version=shown(version)))
    if version > FORMAT_VERSION:
        raise SessionError(_("this session file is version {version}, newer than this app reads (version "
                             "{format_version}); update the app to open it").format(
            version=version, format_version=FORMAT_VERSION))


def file_settings(data: Any) -> dict[str, Any]:
    """The Session's arguments from session-file JSON, the header checked first (``Session.from_json``).

    Raises:
        SessionError: naming the field at fault.
    """
    verify_header(data)
    unknown = [k for k in data if k not in _KEYS]
    if unknown:
        raise SessionError(_("the session file has an unknown field {unknown}").format(
            unknown=unknown_key(unknown[0], _KEYS)))
    try:
        rules = RuleSet.from_json(data.get("rules"))
    except ScorekeeperError as e:
        raise SessionError(_("rules: {reason}").format(reason=e)) from None
    date = data.get("date")
    if date is not None:
        try:
            date = datetime.date.fromisoformat(date) if isinstance(date, str) else None
        except ValueError:
            date = None
        if date is None:
            raise SessionError(_('date must be a date like "2025-11-28", not {date}').format(date=shown(data['date'])))
    bankrolls = data.get("bankrolls")
    if bankrolls is not None:
        if not isinstance(bankrolls, Mapping):
            raise SessionError(_("bankrolls must map players to amounts, not {bankrolls}").format(
                bankrolls=shown(bankrolls)))
        if len(bankrolls) > MAX_PLAYERS:
            raise SessionError(_("bankrolls names {count:,} players; a table has at most {max_players}").format(
                count=len(bankrolls), max_players=MAX_PLAYERS))
        bankrolls = {p: _money(v, _("{player}'s bankroll").format(player=p)) for p, v in bankrolls.items()}
    return {"name": data.get("name", ""), "players": data.get("players", ()), "rules": rules, "date": date,
            "unit_value": _money(data.get("unit_value", "1"), "unit_value"), "currency": data.get("currency", "USD"),
            "first_dealer": data.get("first_dealer"), "bankrolls": bankrolls}


def file_hands(data: Mapping[str, Any], players: tuple[str, ...], first_dealer: str, rules: RuleSet,
               unit_value: Decimal) -> list[tuple[Deal, Decimal]]:
    """The hands of session-file JSON, each checked and seated, for a session of these settings.

    Raises:
        SessionError: naming the hand number and the player, row and card at fault
            ("hand 3: Bob's front needs 3 cards, not 2").
    """
    raw_hands = data.get("hands", [])
    if isinstance(raw_hands, str) or not isinstance(raw_hands, Sequence):
        raise SessionError(_("hands must be a list"))
    if len(raw_hands) > MAX_HANDS:
        raise SessionError(_("the session file has {count:,} hands; the most is {max_hands:,}").format(
            count=len(raw_hands), max_hands=MAX_HANDS))
    hands: list[tuple[Deal, Decimal]] = []
    dealer = None
    for number, raw in enumerate(raw_hands, start=1):
        try:
            if not isinstance(raw, Mapping):
                raise SessionError(_("must be an object with 'players', not {raw}").format(raw=shown(raw)))
            extra = [k for k in raw if k not in _HAND_KEYS]
            if extra:
                raise SessionError(_("unknown field {extra}").format(extra=unknown_key(extra[0], _HAND_KEYS)))
            unit = _money(raw.get("unit_value", unit_value), "unit_value")
            rotation = first_dealer if dealer is None else players[(players.index(dealer) + 1) % len(players)]
            deal = deal_from_json({"players": raw.get("players"), "dealer": raw.get("dealer", rotation)}, rules)
            deal = seat_deal(deal, players, rotation, rules, verified=True)
        except ScorekeeperError as e:
            raise SessionError(_("hand {number}: {reason}").format(number=number, reason=e)) from None
        dealer = deal.dealer
        hands.append((deal, unit))
    return hands
