"""The hand file's deal JSON <-> ``Deal``: the one place a deal is parsed and checked (FORMAT.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import InvalidCards, InvalidDeal
from scorekeeper.read.cards import Card, parse_cards, verify_one_deck
from scorekeeper.read.deal import Board, Deal, Entry, players_problem
from scorekeeper.read.limits import MAX_NAME, MAX_PLAYERS, parse_units, shown, unknown_key, verify_text
from scorekeeper.rules import NATURALS, RuleSet
from scorekeeper.value.hands import ROW_SIZES, ROWS, Row
from scorekeeper.value.naturals import natural_problem

_DEAL_KEYS = {"rules", "players", "dealer"}
_ENTRY_KEYS = {"name", "front", "middle", "back", "surrender", "natural", "places", "royalties", "fouled",
               "boards", "discards", "fantasyland"}


def _board(name: str, data: Mapping[str, Any], label: str) -> Board:
    rows: dict[str, tuple[Card, ...]] = {}
    for row in ROWS:
        text = data.get(row)
        if text is None:
            raise InvalidDeal(f"{label} has no {row} (or enter a surrender or quick entry)")
        if not isinstance(text, str):
            raise InvalidDeal(f"{label}'s {row} must be card text like 'As Kd 7c', not {shown(text)}")
        try:
            cards = parse_cards(text)
        except InvalidCards as e:
            raise InvalidCards(f"{label}'s {row}: {e}") from None
        if len(cards) != ROW_SIZES[row]:
            raise InvalidCards(f"{label}'s {row} needs {ROW_SIZES[row]} cards, not {len(cards)}")
        rows[row] = cards
    return Board(rows["front"], rows["middle"], rows["back"])


def _row_numbers(name: str, key: str, data: Any, *, whole: bool) -> dict[Row, Any]:
    if not isinstance(data, Mapping):
        raise InvalidDeal(f"{name}'s {key} must map rows to numbers, not {shown(data)}")
    out: dict[Row, Any] = {}
    for row, value in data.items():
        if row not in ROWS:
            raise InvalidDeal(f"{name}'s {key} has an unknown row {unknown_key(row, ROWS)}")
        if whole:
            number = parse_units(value, f"{name}'s {key}.{row}", InvalidDeal, low=1, high=MAX_PLAYERS, whole=True)
        else:
            number = parse_units(value, f"{name}'s {key}.{row}", InvalidDeal)
        out[row] = int(number) if whole else number
    return out


def entry_from_json(data: Any, rules: RuleSet, seat: int) -> Entry:
    """One player of a hand file, checked field by field."""
    if not isinstance(data, Mapping):
        raise InvalidDeal(f"player {seat} must be an object, not {shown(data)}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InvalidDeal(f"player {seat} needs a name")
    name = verify_text(name, f"player {seat}'s name", MAX_NAME, InvalidDeal)
    unknown = [k for k in data if k not in _ENTRY_KEYS]
    if unknown:
        raise InvalidDeal(f"{name} has an unknown field {unknown_key(unknown[0], sorted(_ENTRY_KEYS))}")
    surrender = data.get("surrender", False)
    if not isinstance(surrender, bool):
        raise InvalidDeal(f"{name}'s surrender must be true or false, not {shown(surrender)}")
    natural = data.get("natural")
    if natural is not None and natural not in NATURALS:
        raise InvalidDeal(f"{name}'s natural {shown(natural)} is not one of {', '.join(NATURALS)}")
    fantasyland = data.get("fantasyland")
    if fantasyland is not None and not isinstance(fantasyland, bool):
        raise InvalidDeal(f"{name}'s fantasyland must be true or false, not {shown(fantasyland)}")
    discards: tuple[Card, ...] = ()
    if data.get("discards"):
        try:
            discards = parse_cards(str(data["discards"]))
        except InvalidCards as e:
            raise InvalidCards(f"{name}'s discards: {e}") from None
    has_cards = "front" in data or "middle" in data or "back" in data
    if "places" in data:
        if has_cards or "boards" in data:
            raise InvalidDeal(f"{name} has both cards and places: enter one or the other")
        fouled = data.get("fouled", False)
        if not isinstance(fouled, bool):
            raise InvalidDeal(f"{name}'s fouled must be true or false, not {shown(fouled)}")
        places = _row_numbers(name, "places", data["places"], whole=True)
        missing = [r for r in ROWS if r not in places]
        if missing and fouled and rules.foul_penalty == "play":
            raise InvalidDeal(f"{name} is marked fouled, but under foul_penalty 'play' a mis-set hand is "
                              f"played as it lies: give its {missing[0]} place (RULES B4)")
        if missing and not fouled:
            raise InvalidDeal(f"{name}'s places has no {missing[0]}")
        royalties = _row_numbers(name, "royalties", data.get("royalties", {}), whole=False)
        return Entry(name, None, surrender, natural, places, royalties, fouled, (), discards, fantasyland)
    if "royalties" in data or "fouled" in data:
        raise InvalidDeal(f"{name}'s royalties and fouled are for quick entry: give places too")
    boards: tuple[Board, ...] = ()
    if "boards" in data:
        raw = data["boards"]
        if not isinstance(raw, Sequence) or isinstance(raw, str) or len(raw) != 2:
            raise InvalidDeal(f"{name}'s boards must be a list of two boards")
        boards = tuple(_board(name, b, f"{name}'s board {i + 1}") for i, b in enumerate(raw))
        return Entry(name, None, surrender, natural, None, None, False, boards, discards, fantasyland)
    board = _board(name, data, name) if (has_cards or not (surrender or natural)) else None
    if natural and board is None and not surrender:
        raise InvalidDeal(f"{name} declares {natural} without cards: enter the cards or use places")
    return Entry(name, board, surrender, natural, None, None, False, (), discards, fantasyland)


def deal_from_json(data: Any, rules: RuleSet) -> Deal:
    """A deal from the hand-file ``players`` list (and optional ``dealer``), fully checked."""
    if not isinstance(data, Mapping):
        raise InvalidDeal(f"a deal must be an object with 'players', not {shown(data)}")
    unknown = [k for k in data if k not in _DEAL_KEYS]
    if unknown:
        raise InvalidDeal(f"the hand has an unknown field {unknown_key(unknown[0], sorted(_DEAL_KEYS))}")
    players = data.get("players")
    if not isinstance(players, Sequence) or isinstance(players, str):
        raise InvalidDeal("a deal needs a 'players' list")
    if len(players) > MAX_PLAYERS:  # refused before reading a single entry of a list of millions
        raise InvalidDeal(players_problem(players, rules) or "too many players")
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
                groups.append((f"{p.name}'s {row}", p.board.row(row)))
        for i, b in enumerate(p.boards):
            for row in ROWS:
                groups.append((f"{p.name}'s board {i + 1} {row}", b.row(row)))
        if p.discards:
            groups.append((f"{p.name}'s discards", p.discards))
    return groups


def verify_deal(deal: Deal, rules: RuleSet) -> None:
    """Raise InvalidDeal/InvalidCards, naming the player and row, when the deal cannot be scored."""
    names = deal.names
    problem = players_problem(names, rules)
    if problem:
        raise InvalidDeal(problem)
    if deal.dealer is not None and deal.dealer not in names:
        raise InvalidDeal(f"the dealer {shown(deal.dealer)} is not one of the players")
    quick = [p.name for p in deal.players if p.quick]
    carded = [p.name for p in deal.players if p.board is not None or p.boards]
    if quick and carded:
        raise InvalidDeal(f"{carded[0]} has cards but {quick[0]} has places: one deal uses one kind of entry")
    for p in deal.players:
        if p.surrender and not rules.surrender:
            raise InvalidDeal(f"{p.name} surrenders, but these rules do not allow surrender")
        if p.natural and not rules.naturals:
            raise InvalidDeal(f"{p.name} declares {p.natural}, but these rules do not play naturals")
        if p.surrender and p.natural:
            raise InvalidDeal(f"{p.name} cannot both surrender and declare a natural")
        if rules.game == "criss_cross" and not p.boards and not p.surrender:
            raise InvalidDeal(f"{p.name} needs two boards in criss-cross")
        if rules.game != "criss_cross" and p.boards:
            raise InvalidDeal(f"{p.name} has two boards, but only criss-cross plays two boards")
        if p.discards and rules.game != "pineapple":
            raise InvalidDeal(f"{p.name} has discards, but only pineapple has discards")
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
    if rules.naturals:
        for p in deal.players:
            problem = natural_problem(p.natural, p.board, rules) if p.natural and p.board is not None else None
            if problem:
                raise InvalidDeal(f"{p.name} declares {p.natural}, but {problem}")
