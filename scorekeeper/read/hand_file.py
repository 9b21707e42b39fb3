"""The hand file's deal JSON <-> ``Deal``: the one place a deal is parsed and checked (FORMAT.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import InvalidCards, InvalidDeal
from scorekeeper.game import DISCARDS, ROWS, Row
from scorekeeper.language import _
from scorekeeper.read.cards import Card, parse_cards, verify_one_deck
from scorekeeper.read.deal import Board, Deal, Entry, players_problem
from scorekeeper.read.limits import MAX_NAME, MAX_PLAYERS, parse_units, shown, unknown_key, verify_text
from scorekeeper.rules import NATURALS, RuleSet
from scorekeeper.value.hands import ROW_SIZES

_DEAL_KEYS = {"rules", "players", "dealer"}
_ENTRY_KEYS = {"name", "front", "middle", "back", "surrender", "natural", "places", "royalties", "fouled",
               "boards", "discards", "fantasyland"}


def _board(name: str, data: Mapping[str, Any], label: str) -> Board:
    rows: dict[str, tuple[Card, ...]] = {}
    for row in ROWS:
        text = data.get(row)
        if text is None:
            raise InvalidDeal(_("{label} has no {row} (or enter a surrender or quick entry)").format(
                label=label, row=row))
        if not isinstance(text, str):
            raise InvalidDeal(_("{label}'s {row} must be card text like 'As Kd 7c', not {text}").format(
                label=label, row=row, text=shown(text)))
        try:
            cards = parse_cards(text)
        except InvalidCards as e:
            raise e.about(player=name, row=row, message=_("{label}'s {row}: {reason}").format(
                label=label, row=row, reason=e)) from None
        if len(cards) != ROW_SIZES[row]:
            raise InvalidCards(_("{label}'s {row} needs {size} cards, not {count}").format(
                label=label, row=row, size=ROW_SIZES[row], count=len(cards)), player=name, row=row)
        rows[row] = cards
    return Board(rows["front"], rows["middle"], rows["back"])


def _row_numbers(name: str, key: str, data: Any, *, whole: bool) -> dict[Row, Any]:
    if not isinstance(data, Mapping):
        raise InvalidDeal(_("{name}'s {key} must map rows to numbers, not {data}").format(
            name=name, key=key, data=shown(data)))
    out: dict[Row, Any] = {}
    for row, value in data.items():
        if row not in ROWS:
            raise InvalidDeal(_("{name}'s {key} has an unknown row {row}").format(
                name=name, key=key, row=unknown_key(row, ROWS)))
        if whole:
            number = parse_units(value, _("{name}'s {key}.{row}").format(
                name=name, key=key, row=row), InvalidDeal, low=1, high=MAX_PLAYERS, whole=True)
        else:
            number = parse_units(value, _("{name}'s {key}.{row}").format(name=name, key=key, row=row), InvalidDeal)
        out[row] = int(number) if whole else number
    return out


def entry_from_json(data: Any, rules: RuleSet, seat: int) -> Entry:
    """One player of a hand file, checked field by field."""
    if not isinstance(data, Mapping):
        raise InvalidDeal(_("player {seat} must be an object, not {data}").format(seat=seat, data=shown(data)))
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InvalidDeal(_("player {seat} needs a name").format(seat=seat))
    name = verify_text(name, _("player {seat}'s name").format(seat=seat), MAX_NAME, InvalidDeal)
    unknown = [k for k in data if k not in _ENTRY_KEYS]
    if unknown:
        raise InvalidDeal(_("{name} has an unknown field {unknown}").format(
            name=name, unknown=unknown_key(unknown[0], sorted(_ENTRY_KEYS))))
    surrender = data.get("surrender", False)
    if not isinstance(surrender, bool):
        raise InvalidDeal(_("{name}'s surrender must be true or false, not {surrender}").format(
            name=name, surrender=shown(surrender)))
    natural = data.get("natural")
    if natural is not None and natural not in NATURALS:
        raise InvalidDeal(_("{name}'s natural {natural} is not one of {naturals}").format(
            name=name, natural=shown(natural), naturals=', '.join(NATURALS)))
    fantasyland = data.get("fantasyland")
    if fantasyland is not None and not isinstance(fantasyland, bool):
        raise InvalidDeal(_("{name}'s fantasyland must be true or false, not {fantasyland}").format(
            name=name, fantasyland=shown(fantasyland)))
    discards: tuple[Card, ...] = ()
    if data.get("discards"):
        try:
            discards = parse_cards(str(data["discards"]))
        except InvalidCards as e:
            raise e.about(player=name, row=DISCARDS, message=_("{name}'s discards: {reason}").format(
                name=name, reason=e)) from None
    has_cards = "front" in data or "middle" in data or "back" in data
    if "places" in data:
        if has_cards or "boards" in data:
            raise InvalidDeal(_("{name} has both cards and places: enter one or the other").format(name=name))
        fouled = data.get("fouled", False)
        if not isinstance(fouled, bool):
            raise InvalidDeal(_("{name}'s fouled must be true or false, not {fouled}").format(
                name=name, fouled=shown(fouled)))
        places = _row_numbers(name, "places", data["places"], whole=True)
        missing = [r for r in ROWS if r not in places]
        if missing and fouled and rules.foul_penalty == "play":
            raise InvalidDeal(_("{name} is marked fouled, but under foul_penalty 'play' a mis-set hand is played as "
                                "it lies: give its {missing} place (RULES B4)").format(name=name, missing=missing[0]))
        if missing and not fouled:
            raise InvalidDeal(_("{name}'s places has no {missing}").format(name=name, missing=missing[0]))
        royalties = _row_numbers(name, "royalties", data.get("royalties", {}), whole=False)
        return Entry(name, None, surrender, natural, places, royalties, fouled, (), discards, fantasyland)
    if "royalties" in data or "fouled" in data:
        raise InvalidDeal(_("{name}'s royalties and fouled are for quick entry: give places too").format(name=name))
    boards: tuple[Board, ...] = ()
    if "boards" in data:
        raw = data["boards"]
        if not isinstance(raw, Sequence) or isinstance(raw, str) or len(raw) != 2:
            raise InvalidDeal(_("{name}'s boards must be a list of two boards").format(name=name))
        boards = tuple(_board(name, b, _("{name}'s board {number}").format(
            name=name, number=i + 1)) for i, b in enumerate(raw))
        return Entry(name, None, surrender, natural, None, None, False, boards, discards, fantasyland)
    board = _board(name, data, name) if (has_cards or not (surrender or natural)) else None
    if natural and board is None and not surrender:
        raise InvalidDeal(_("{name} declares {natural} without cards: enter the cards or use places").format(
            name=name, natural=natural))
    return Entry(name, board, surrender, natural, None, None, False, (), discards, fantasyland)


def deal_from_json(data: Any, rules: RuleSet) -> Deal:
    """A deal from the hand-file ``players`` list (and optional ``dealer``), fully checked."""
    if not isinstance(data, Mapping):
        raise InvalidDeal(_("a deal must be an object with 'players', not {data}").format(data=shown(data)))
    unknown = [k for k in data if k not in _DEAL_KEYS]
    if unknown:
        raise InvalidDeal(_("the hand has an unknown field {unknown}").format(
            unknown=unknown_key(unknown[0], sorted(_DEAL_KEYS))))
    players = data.get("players")
    if not isinstance(players, Sequence) or isinstance(players, str):
        raise InvalidDeal(_("a deal needs a 'players' list"))
    if len(players) > MAX_PLAYERS:  # refused before reading a single entry of a list of millions
        raise InvalidDeal(players_problem(players, rules) or _("too many players"))
    entries = tuple(entry_from_json(p, rules, i + 1) for i, p in enumerate(players))
    dealer = data.get("dealer")
    deal = Deal(entries, dealer if dealer is None else str(dealer))
    verify_deal(deal, rules)
    return deal


def _card_groups(deal: Deal) -> list[tuple[str, tuple[Card, ...]]]:
    """Every row, board and discards of the deal, named as a message names them."""
    groups: list[tuple[str, tuple[Card, ...]]] = []
    for p in deal.players:
        if p.board is not None:
            for row in ROWS:
                groups.append((_("{name}'s {row}").format(name=p.name, row=row), p.board.row(row)))
        for i, b in enumerate(p.boards):
            for row in ROWS:
                groups.append((_("{name}'s board {number} {row}").format(
                    name=p.name, number=i + 1, row=row), b.row(row)))
        if p.discards:
            groups.append((_("{name}'s discards").format(name=p.name), p.discards))
    return groups


def verify_deal(deal: Deal, rules: RuleSet) -> None:
    """Raise InvalidDeal/InvalidCards, naming the player and row, when the deal cannot be scored."""
    names = deal.names
    problem = players_problem(names, rules)
    if problem:
        raise InvalidDeal(problem)
    if deal.dealer is not None and deal.dealer not in names:
        raise InvalidDeal(_("the dealer {dealer} is not one of the players").format(dealer=shown(deal.dealer)))
    quick = [p.name for p in deal.players if p.quick]
    carded = [p.name for p in deal.players if p.board is not None or p.boards]
    if quick and carded:
        raise InvalidDeal(_("{carded} has cards but {quick} has places: one deal uses one kind of entry").format(
            carded=carded[0], quick=quick[0]))
    for p in deal.players:
        if p.surrender and not rules.surrender:
            raise InvalidDeal(_("{name} surrenders, but these rules do not allow surrender").format(name=p.name))
        if p.natural and not rules.naturals:
            raise InvalidDeal(_("{name} declares {natural}, but these rules do not play naturals").format(
                name=p.name, natural=p.natural))
        if p.surrender and p.natural:
            raise InvalidDeal(_("{name} cannot both surrender and declare a natural").format(name=p.name))
        if rules.game.has_two_boards and not p.boards and not p.surrender:
            raise InvalidDeal(_("{name} needs two boards in criss-cross").format(name=p.name))
        if not rules.game.has_two_boards and p.boards:
            raise InvalidDeal(_("{name} has two boards, but only criss-cross plays two boards").format(name=p.name))
        if p.discards and not rules.game.has_discards:
            raise InvalidDeal(_("{name} has discards, but only pineapple has discards").format(name=p.name))
        if p.quick and rules.royalties == "none" and any((p.royalties or {}).values()):
            raise InvalidDeal(_("{name} declares royalties, but these rules pay no royalties (RULES B6)").format(
                name=p.name))
    seen, count = 0, 0  # one bit per card: the named groups are built only to say where a card repeats
    for p in deal.players:
        for b in (p.board, *p.boards) if p.board is not None else p.boards:
            for card in (*b.front, *b.middle, *b.back):
                seen |= card.deck_bit
                count += 1
        for card in p.discards:
            seen |= card.deck_bit
            count += 1
    if seen.bit_count() != count:
        verify_one_deck(_card_groups(deal))
    if rules.naturals and any(p.natural for p in deal.players):
        from scorekeeper.value.naturals import natural_problem  # loaded with the first natural declared

        for p in deal.players:
            problem = natural_problem(p.natural, p.board, rules) if p.natural and p.board is not None else None
            if problem:
                raise InvalidDeal(_("{name} declares {natural}, but {problem}").format(
                    name=p.name, natural=p.natural, problem=problem))
