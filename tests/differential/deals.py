"""Hypothesis strategies for random deals and rule sets in the public JSON forms (FORMAT.md).

A drawn case is ``(deal, rules)``: a hand file's ``players`` (and ``dealer``) and a full rule-options
object as ``scorekeeper rules PRESET`` prints one, changed option by option. Both are plain JSON, so a
disagreement prints as something to paste into ``scorekeeper score``. Cards come from one shuffled deck;
hands are set the way players set them (strongest groups in the back), then now and then mis-set, and
some players surrender, declare a natural (true or false) or are entered by places.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations
from typing import Any

from hypothesis import strategies as st

from tests.reference.cards import RANKS, SUITS
from tests.reference.hands import five_value, front_value

DECK = [r + s for r in RANKS for s in SUITS]
NAMES = ("Ann", "Bob", "Cy", "Dee")
ROWS = ("front", "middle", "back")
NATURALS = ("six_pairs", "three_straights", "three_flushes", "dragon", "thirteen_flush")
AMOUNTS = (0, 1, 2, "5/2", 3, "1/3", "7/4", 10)
"""Units a rule or a quick entry may name: whole, decimal-exact and thirds (which JSON shows rounded)."""


def rank_of(card: str) -> int:
    return RANKS.index(card[0]) + 2


def _value(cards: list[str]) -> tuple[float, ...]:
    return five_value([(rank_of(c), c[1]) for c in cards])


# -- setting 13 cards ---------------------------------------------------------------------------------


def set_by_groups(cards: list[str]) -> list[list[str]]:
    """Set 13 cards as a careful player might: biggest rank groups first into the back, then the middle."""
    counts = Counter(c[0] for c in cards)
    ordered = sorted(cards, key=lambda c: (counts[c[0]], rank_of(c), c[1]), reverse=True)
    back, middle, front = ordered[:5], ordered[5:10], ordered[10:]
    if _value(middle) > _value(back):
        middle, back = back, middle
    return [front, middle, back]


def set_pair_in_front(cards: list[str]) -> list[list[str]] | None:
    """The strongest front that still leaves a legal middle and back (set by groups): how Fantasyland is
    chased; None when no pair can go in front."""
    best: tuple[tuple[float, ...], list[list[str]]] | None = None
    for front in combinations(cards, 3):
        shape = front_value([(rank_of(c), c[1]) for c in front])
        if shape[0] == 0 or (best is not None and shape <= best[0]):
            continue
        middle, back = five_and_five([c for c in cards if c not in front])
        if _value(middle)[: len(shape)] >= shape:  # RULES A5: the front is not higher than the middle
            best = (shape, [list(front), middle, back])
    return None if best is None else best[1]


def five_and_five(cards: list[str]) -> tuple[list[str], list[str]]:
    """Ten cards into a middle and a back, biggest rank groups into the back."""
    counts = Counter(c[0] for c in cards)
    ordered = sorted(cards, key=lambda c: (counts[c[0]], rank_of(c), c[1]), reverse=True)
    back, middle = ordered[:5], ordered[5:]
    return (back, middle) if _value(middle) > _value(back) else (middle, back)


@st.composite
def setting(draw: st.DrawFn, cards: list[str], chase: bool = False) -> list[list[str]]:
    """Three rows of 13 cards: set by groups, as dealt, pair in front (mostly, when ``chase``-ing Fantasyland),
    or by groups with two cards swapped."""
    ways = ("front_pair", "groups", "dealt", "swapped") if chase else ("groups", "dealt", "swapped", "front_pair")
    how = draw(st.sampled_from(ways))
    if how == "dealt":
        return [cards[:3], cards[3:8], cards[8:]]
    if how == "front_pair":
        rows = set_pair_in_front(cards)
        if rows is not None:
            return rows
    rows = set_by_groups(cards)
    if how == "swapped":
        flat = [c for row in rows for c in row]
        i, j = draw(st.integers(0, 12)), draw(st.integers(0, 12))
        flat[i], flat[j] = flat[j], flat[i]
        rows = [flat[:3], flat[3:8], flat[8:]]
    return rows


def rows_json(rows: list[list[str]]) -> dict[str, str]:
    return {row: " ".join(cards) for row, cards in zip(ROWS, rows, strict=True)}


# -- naturals built from what is left of the deck ------------------------------------------------------


def _take(deck: list[str], wanted: list[str]) -> list[str] | None:
    if any(c not in deck for c in wanted):
        return None
    for c in wanted:
        deck.remove(c)
    return wanted


def natural_cards(kind: str, deck: list[str], pick: int) -> list[list[str]] | None:
    """Rows that show ``kind``, taken from ``deck`` in its order (``pick`` varies the ranks), or None
    (and the deck untouched)."""
    left = list(deck)
    rows = _natural_rows(kind, left, pick)
    if rows is not None:
        deck[:] = left
    return rows


def _natural_rows(kind: str, deck: list[str], pick: int) -> list[list[str]] | None:
    if kind == "six_pairs":
        by_rank: dict[str, list[str]] = {}
        for c in deck:
            by_rank.setdefault(c[0], []).append(c)
        ranks = [r for r in by_rank if len(by_rank[r]) >= 2][:6]
        if len(ranks) < 6:
            return None
        cards = [c for r in ranks for c in by_rank[r][:2]]
        _take(deck, cards)
        cards.append(deck.pop(0))
        return [cards[:3], cards[3:8], cards[8:]]
    if kind == "dragon":
        cards = [next((c for c in deck if c[0] == r), "") for r in RANKS]
        return None if "" in cards or _take(deck, cards) is None else [cards[:3], cards[3:8], cards[8:]]
    if kind == "thirteen_flush":
        suit = deck[0][1]
        cards = [r + suit for r in RANKS]
        return None if _take(deck, cards) is None else [cards[:3], cards[3:8], cards[8:]]
    if kind == "three_flushes":
        suits = [SUITS[(pick + i) % 4] for i in range(3)]
        rows = []
        for suit, size in zip(suits, (3, 5, 5), strict=True):
            cards = [c for c in deck if c[1] == suit][:size]
            if len(cards) < size:
                return None
            _take(deck, cards)
            rows.append(cards)
        return rows
    rows = []  # three straights: front tops from A-2-3 up to Q-K-A, five-card tops from the wheel up
    for size, start in ((3, pick % 12), (5, pick % 10), (5, (pick // 3) % 10)):
        ranks = [RANKS[(start + i - 1) % 13] for i in range(size)]  # start 0: A-2-3(-4-5)
        cards = [next((c for c in deck if c[0] == r), "") for r in ranks]
        if "" in cards:
            return None
        _take(deck, cards)
        rows.append(cards)
    return rows


def fantasy_cards(deck: list[str], pick: int) -> list[list[str]] | None:
    """Rows at Fantasyland's edges, from ``deck`` in its order: J-J to A-A or trips in front, a two pair,
    trips or full house in the middle, trips, a full house or quads in the back (None: the deck ran short)."""
    left = list(deck)

    def group(count: int, avoid: set[str], want: str | None = None, high: bool = False) -> list[str] | None:
        ranks = [c[0] for c in left]
        for rank in [want] if want else sorted(ranks, key=RANKS.index, reverse=True) if high else ranks:
            cards = [c for c in left if c[0] == rank]
            if rank not in avoid and len(cards) >= count:
                for c in cards[:count]:
                    left.remove(c)
                avoid.add(rank)
                return cards[:count]
        return None

    used: set[str] = set()
    top = "JQKA"[pick % 4]
    front = group(3, used, RANKS[pick % 13]) if pick % 5 == 4 else group(2, used, top)
    middle_shape = ((2, 2), (3,), (3, 2))[pick % 3]
    back_shape = ((3,), (3, 2), (4,))[(pick // 3) % 3]
    back = [group(n, used, high=True) for n in back_shape]  # the back's groups take the highest ranks
    middle = [group(n, used) for n in middle_shape]
    if front is None or None in middle or None in back:
        return None
    rows = [front, [c for g in middle for c in g if g], [c for g in back for c in g if g]]
    for row, size in zip(rows, (3, 5, 5), strict=True):
        row += [c for c in left if c[0] not in used][: size - len(row)]
        for c in row:
            if c in left:
                left.remove(c)
    if [len(r) for r in rows] != [3, 5, 5]:
        return None
    deck[:] = left
    return rows


def mirrored_cards(rows: list[list[str]], deck: list[str], moved: int | None) -> list[list[str]] | None:
    """The same ranks row by row in other suits (every row ties), then maybe card ``moved`` swapped for
    the deck's next card (one kicker differs); None when the deck lacks a rank."""
    left = list(deck)
    out = []
    for row in rows:
        twin = []
        for card in row:
            other = next((c for c in left if c[0] == card[0]), None)
            if other is None:
                return None
            left.remove(other)
            twin.append(other)
        out.append(twin)
    if moved is not None and left:
        flat = [c for row in out for c in row]
        flat[moved % 13], left[0] = left[0], flat[moved % 13]
        out = [flat[:3], flat[3:8], flat[8:]]
    deck[:] = left
    return out


def kicker_cards(deck: list[str], pick: int) -> list[list[str]] | None:
    """The same pair in front and middle with kickers a rank apart or equal, the front's kicker deciding A5:
    Q-Q-7 over Q-Q-6-5-4 fouls, K-K-9 over K-K-9-5-4 does not; trips behind."""
    left = list(deck)
    pair = RANKS[2 + pick % 11]
    kicker = RANKS[(pick // 11) % 13]
    near = RANKS[max(0, min(12, RANKS.index(kicker) + (pick % 3) - 1))]
    wanted = [pair, pair, kicker, pair, pair, near]
    cards = []
    for rank in wanted:
        card = next((c for c in left if c[0] == rank), None)
        if card is None or (rank == pair and kicker == pair):
            return None
        left.remove(card)
        cards.append(card)
    lows = sorted((c for c in left if c[0] not in (pair, kicker, near)), key=rank_of)[:2]
    for c in lows:
        left.remove(c)
    trips = next((r for r in RANKS[::-1] if sum(c[0] == r for c in left) >= 3), None)
    if trips is None:
        return None
    back = [c for c in left if c[0] == trips][:3]
    for c in back:
        left.remove(c)
    back += left[:2]
    deck[:] = left[2:]
    return [cards[:3], cards[3:6] + lows, back]


# -- rules ---------------------------------------------------------------------------------------------

CUSTOM_FRONT = ("trips", *(f"pair_{r}{r}" for r in RANKS), *(f"trips_{r}{r}" for r in RANKS))
CUSTOM_FIVE = ("trips", "straight", "flush", "full_house", "quads", "straight_flush", "royal_flush")


@st.composite
def custom_table(draw: st.DrawFn) -> dict[str, dict[str, Any]]:
    table = {}
    for row in ROWS:
        names = CUSTOM_FRONT if row == "front" else CUSTOM_FIVE
        chosen = draw(st.lists(st.sampled_from(names), max_size=10 if row == "front" else 4, unique=True))
        if chosen:
            table[row] = {name: draw(st.sampled_from(AMOUNTS)) for name in chosen}
    return table


@st.composite
def rules_for(draw: st.DrawFn, presets: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A full rule-options object: a preset's options, then options changed as a table might agree them."""
    game = draw(st.sampled_from(("classic", "classic", "classic", "classic", "ofc", "pineapple", "criss_cross")))
    base = {"classic": "classic-1-6", "ofc": "ofc", "pineapple": "pineapple", "criss_cross": "criss-cross"}[game]
    rules = dict(presets[base])
    rules["scoop_bonus"] = draw(st.sampled_from((3, 3, 0, 1, 10)))
    rules["wheel"] = draw(st.sampled_from(("low", "second_best")))
    rules["foul_penalty"] = draw(st.sampled_from(("scoop", "scoop", "play", 0, 3, "5/2")))
    rules["surrender_fee"] = draw(st.sampled_from((2, 2, "5/2", 0, "1/3")))
    rules["tie_cancels_scoop"] = draw(st.booleans())
    rules["equal_rows_foul"] = draw(st.sampled_from((False, False, True)))
    table = draw(st.sampled_from(("none", "none", "classic", "eastern", "ofc", "custom")))
    rules["royalties"] = draw(custom_table()) if table == "custom" else table
    if game in ("ofc", "pineapple"):
        rules["surrender"] = draw(st.booleans())
        rules["royalties"] = draw(st.sampled_from(("ofc", "ofc", "classic", rules["royalties"])))
        if rules["royalties"] == "none":
            rules["royalties"] = "ofc"
        rules["royalty_mode"] = "difference"
        rules["fantasyland"] = draw(st.sampled_from((True, True, False)))
        rules["fl_entry"] = draw(st.sampled_from(("QQ", "KK")))
        rules["fl_cards"] = draw(st.sampled_from((13, 14, 15, 17)))
        rules["fl_stay_middle_full_house"] = draw(st.booleans())
        if game == "pineapple":
            rules["fl_progressive"] = draw(st.booleans())
        return rules
    rules["method"] = draw(st.sampled_from(("1-6", "2-4", "1-1-1")))
    rules["overall_rule"] = draw(st.sampled_from(("two_or_more", "net_rows", "points")))
    rules["surrender"] = draw(st.sampled_from((True, True, False)))
    modes = ("difference",) if rules["royalties"] == "ofc" else ("win_only", "always", "cancel", "difference", "bonus")
    rules["royalty_mode"] = draw(st.sampled_from(modes))
    rules["lowball_middle"] = draw(st.sampled_from((False, False, True)))
    if game == "classic":
        rules["naturals"] = draw(st.booleans())
        if rules["naturals"]:
            rules["natural_values"] = {n: draw(st.sampled_from((3, 3, 13, "5/2", 0))) for n in NATURALS}
        elif rules["royalties"] == "none" and draw(st.integers(0, 5)) == 0:
            rules["pool"] = True
            rules["pool_ante"] = draw(st.sampled_from((3, 1, "5/2", 4)))
    else:
        rules["criss_cross_pairing"] = draw(st.sampled_from(("across", "all")))
    return rules


# -- deals -----------------------------------------------------------------------------------------------


@st.composite
def quick_player(draw: st.DrawFn, name: str, count: int, rules: dict[str, Any]) -> dict[str, Any]:
    """A player entered by places (1 = best, equal places tie), maybe with royalties, a foul or a natural."""
    out: dict[str, Any] = {"name": name}
    fouled = draw(st.sampled_from((False, False, False, True)))
    places = {row: draw(st.integers(1, count)) for row in ROWS}
    if fouled and rules["foul_penalty"] != "play":
        places = {row: p for row, p in places.items() if draw(st.booleans())}
    out["places"] = places
    if fouled:
        out["fouled"] = True
    if rules["royalties"] != "none" or draw(st.integers(0, 9)) == 0:  # now and then declared under none
        declared = {row: draw(st.sampled_from(AMOUNTS)) for row in ROWS if draw(st.booleans())}
        if declared:
            out["royalties"] = declared
    if rules["naturals"] and draw(st.integers(0, 4)) == 0:
        out["natural"] = draw(st.sampled_from(NATURALS))
    return out


def most_players(game: str) -> int:
    return {"pineapple": 3, "criss_cross": 2}.get(game, 4)


@st.composite
def deal_for(draw: st.DrawFn, rules: dict[str, Any], count: int | None = None,
             names: list[str] | None = None) -> dict[str, Any]:
    """A hand-file deal the rules can play: ``names`` or ``count`` players, or 2-4 (pineapple 2-3,
    criss-cross 2)."""
    game = rules["game"]
    if names is None:
        names = list(NAMES[: count or draw(st.integers(2, most_players(game)))])
    count = len(names)
    deck = draw(st.randoms(use_true_random=False)).sample(DECK, len(DECK))  # a fair shuffle
    deal: dict[str, Any] = {"dealer": draw(st.sampled_from(names)), "players": []}
    quick = game in ("classic", "ofc", "pineapple") and draw(st.integers(0, 5)) == 0
    earlier: list[list[list[str]]] = []  # rows set so far, for a mirrored hand
    for name in names:
        if rules["surrender"] and draw(st.integers(0, 7)) == 0:
            deal["players"].append({"name": name, "surrender": True})
            continue
        if quick:
            deal["players"].append(draw(quick_player(name, count, rules)))
            continue
        if game == "criss_cross":
            boards = [rows_json(draw(setting(deck[:13]))), rows_json(draw(setting(deck[13:26])))]
            del deck[:26]
            deal["players"].append({"name": name, "boards": boards})
            continue
        player: dict[str, Any] = {"name": name}
        rows = None
        if rules["naturals"] and draw(st.integers(0, 3)) == 0:
            kind = draw(st.sampled_from(NATURALS))
            rows = natural_cards(kind, deck, draw(st.integers(0, 59)))
            if rows is not None or draw(st.integers(0, 3)) == 0:  # a false declaration now and then
                player["natural"] = kind
        chasing = draw(st.integers(0, 2 if game in ("ofc", "pineapple") else 7)) == 1 and rows is None
        if chasing:
            rows = fantasy_cards(deck, draw(st.integers(0, 59)))
        elif rows is None and earlier and draw(st.integers(0, 3)) == 0:
            rows = mirrored_cards(earlier[-1], deck, draw(st.one_of(st.none(), st.integers(0, 12))))
        elif rows is None and draw(st.integers(0, 5)) == 0:
            rows = kicker_cards(deck, draw(st.integers(0, 142)))
        if rows is None:
            rows = draw(setting(deck[:13], chase=game in ("ofc", "pineapple")))
            del deck[:13]
        player.update(rows_json(rows))
        earlier.append(rows)
        if game in ("ofc", "pineapple") and draw(st.integers(0, 1 if chasing else 3)) == 0:
            player["fantasyland"] = True
        if game == "pineapple" and len(deck) >= 4 and draw(st.booleans()):
            player["discards"] = " ".join(deck[:4])
            del deck[:4]
        deal["players"].append(player)
    boards = [b for p in deal["players"] for b in p.get("boards", [p] if "front" in p else [])]
    for board in boards:
        assert [len(board[row].split()) for row in ROWS] == [3, 5, 5], board  # the deck never runs short
    carded = [p for p in deal["players"] if "front" in p]
    if len(carded) >= 2 and draw(st.integers(0, 39)) == 17:  # now and then a deal both must refuse
        if draw(st.booleans()):
            first, second = carded[0]["front"].split(), carded[1]["front"].split()
            carded[1]["front"] = " ".join([first[0], *second[1:]])  # one card twice (A1)
        else:
            for row in ROWS:
                del carded[1][row]
            carded[1].pop("natural", None)
            carded[1]["places"] = {row: 1 for row in ROWS}  # cards and places in one deal
    return deal


def exact(value: Any) -> Fraction:
    return Fraction(str(value))
