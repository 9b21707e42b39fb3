"""Cards: the forgiving parser, canonical text and the one-deck check (RULES A1)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.errors import InvalidCards, ScorekeeperError
from scorekeeper.read.cards import (
    DECK,
    Card,
    Rank,
    Suit,
    find_duplicates,
    format_cards,
    parse_cards,
    tokenize,
    verify_one_deck,
)

AS = Card(Rank.ACE, Suit.SPADES)
KD = Card(Rank.KING, Suit.DIAMONDS)
TH = Card(Rank.TEN, Suit.HEARTS)
SEVEN_C = Card(Rank.SEVEN, Suit.CLUBS)

NOT_A_SUIT = "is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)"
NOT_A_RANK = "is not a rank (2-9, T or 10, J, Q, K, A)"


# -- the deck -----------------------------------------------------------------------------------------


def test_deck_has_52_distinct_cards_with_distinct_codes_and_indexes() -> None:
    assert len(DECK) == 52
    assert len(set(DECK)) == 52
    assert sorted(c.index for c in DECK) == list(range(52))
    assert len({c.code for c in DECK}) == 52


def test_card_text_and_repr() -> None:
    assert str(AS) == "As"
    assert str(TH) == "Th"
    assert repr(KD) == "Card('Kd')"
    assert Card(Rank.SIX, Suit.CLUBS).rank.plural == "sixes"
    assert Suit.HEARTS.symbol == "♥"


# -- parsing ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "AsKd10h",
        "as, kd, 10h",
        "A♠ K♦ T♥",
        "A♠K♦10♥",
        "A♤ K♢ 10♡",
        "AS KD TH",
        "aS kD tH",
        "as kd th",
        "As;Kd;Th",
        "As/Kd/Th",
        "As | Kd | Th",
        "  As\tKd\n10H  ",
        "As, , Kd,,Th,",
    ],
)
def test_forgiving_spellings_all_read_the_same_cards(text: str) -> None:
    assert parse_cards(text) == (AS, KD, TH)


def test_club_symbols_and_ten_spellings() -> None:
    assert parse_cards("7♣ 7♧ 7c 7C") == (SEVEN_C,) * 4
    assert parse_cards("10s Ts ts 10S") == (Card(Rank.TEN, Suit.SPADES),) * 4


def test_empty_text_is_no_cards() -> None:
    assert parse_cards("") == ()
    assert parse_cards(" , ") == ()


def test_parse_cards_passes_card_iterables_through() -> None:
    assert parse_cards([AS, KD]) == (AS, KD)
    assert parse_cards(iter((TH,))) == (TH,)


def test_format_cards_is_canonical() -> None:
    assert format_cards(parse_cards("a♠, 10h kD 7♣")) == "As Th Kd 7c"
    assert format_cards(()) == ""


def test_every_card_round_trips_through_canonical_text() -> None:
    text = format_cards(DECK)
    assert text.split()[:3] == ["2s", "3s", "4s"]
    assert parse_cards(text) == DECK


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AsKx7c", f"card 2 'Kx' cannot be read: 'x' {NOT_A_SUIT}"),
        ("Xs Kd", f"card 1 'Xs' cannot be read: 'X' {NOT_A_RANK}"),
        ("As Kd 1h", f"card 3 '1h' cannot be read: '1' {NOT_A_RANK}"),
        ("As, K", "card 2 'K' cannot be read: it has no suit (s, h, d, c or ♠ ♥ ♦ ♣)"),
        ("Ah 10", "card 2 '10' cannot be read: it has no suit (s, h, d, c or ♠ ♥ ♦ ♣)"),
        ("As Kd Qs Jh Tz", f"card 5 'Tz' cannot be read: 'z' {NOT_A_SUIT}"),
        ("A♠ K♥ Z♦", f"card 3 'Z♦' cannot be read: 'Z' {NOT_A_RANK}"),
        ("AsKdAAs", "card 3 'A' cannot be read: it has no suit (s, h, d, c or ♠ ♥ ♦ ♣)"),
        ("2h Zz Kx", f"card 2 'Zz' cannot be read: 'Z' {NOT_A_RANK}"),  # the first bad token is named
        # Unicode look-alikes are not cards: the Kelvin sign (U+212A) and the long s (U+017F).
        ("As \u212as", f"card 2 '\u212as' cannot be read: '\u212a' {NOT_A_RANK}"),
        ("A\u017f", f"card 1 'A\u017f' cannot be read: '\u017f' {NOT_A_SUIT}"),
    ],
)
def test_bad_token_is_named_with_its_position(text: str, message: str) -> None:
    with pytest.raises(InvalidCards) as caught:
        parse_cards(text)
    assert str(caught.value) == message


def test_invalid_cards_belongs_to_the_error_family() -> None:
    with pytest.raises(ScorekeeperError):
        parse_cards("Qx")
    with pytest.raises(ValueError, match="card 1 'Qx'"):
        parse_cards("Qx")


# -- tokenize -----------------------------------------------------------------------------------------


def test_tokenize_keeps_reading_after_a_bad_token() -> None:
    tokens = tokenize("AsKx7c")
    assert [(t.text, t.start, t.card) for t in tokens] == [("As", 0, AS), ("Kx", 2, None), ("7c", 4, SEVEN_C)]
    assert tokens[0].error is None
    assert tokens[1].error == f"card 2 'Kx' cannot be read: 'x' {NOT_A_SUIT}"
    assert tokens[2].error is None


def test_tokenize_reports_every_bad_token_with_its_own_position() -> None:
    tokens = tokenize("Zs, Kd, 1h, 9♦")
    assert [t.text for t in tokens] == ["Zs", "Kd", "1h", "9♦"]
    assert [t.start for t in tokens] == [0, 4, 8, 12]
    assert tokens[0].error is not None and tokens[0].error.startswith("card 1 'Zs'")
    assert tokens[2].error is not None and tokens[2].error.startswith("card 3 '1h'")
    assert [t.card for t in tokens] == [None, KD, None, Card(Rank.NINE, Suit.DIAMONDS)]


_PARSER_ALPHABET = st.sampled_from(list("23456789TJQKAtjqka10shdcSHDCxz♠♥♦♣♤♡♢♧ ,;/|\t\u212a\u017f\u0130ß"))


@given(st.one_of(st.text(), st.text(alphabet=_PARSER_ALPHABET)))
def test_tokenize_never_raises_and_accounts_for_every_character(text: str) -> None:
    tokens = tokenize(text)
    end = 0
    for position, token in enumerate(tokens, start=1):
        assert token.text
        assert token.start >= end
        assert text[token.start : token.start + len(token.text)] == token.text
        # Only separators lie between tokens.
        assert all(ch.isspace() or ch in ",;/|" for ch in text[end : token.start])
        end = token.start + len(token.text)
        assert (token.card is None) != (token.error is None)
        if token.error is not None:
            assert token.error.startswith(f"card {position} {token.text!r} cannot be read: ")
    assert all(ch.isspace() or ch in ",;/|" for ch in text[end:])
    # parse_cards agrees with tokenize: the cards, or the first token's error.
    bad = [t for t in tokens if t.card is None]
    if bad:
        with pytest.raises(InvalidCards) as caught:
            parse_cards(text)
        assert str(caught.value) == bad[0].error
    else:
        assert parse_cards(text) == tuple(t.card for t in tokens)


@given(st.lists(st.sampled_from(DECK), max_size=13), st.sampled_from([" ", ", ", "", "|"]))
def test_formatted_cards_parse_back(cards: list[Card], sep: str) -> None:
    text = sep.join(str(c) for c in cards)
    assert parse_cards(text) == tuple(cards)
    assert parse_cards(text.lower()) == tuple(cards)
    assert format_cards(parse_cards(text)) == " ".join(str(c) for c in cards)


# -- one deck -----------------------------------------------------------------------------------------


def test_find_duplicates_names_each_repeated_card_once_in_first_seen_order() -> None:
    assert find_duplicates(parse_cards("As Kd As 7c Kd As Th")) == (AS, KD)
    assert find_duplicates(parse_cards("Kd As Kd As")) == (KD, AS)
    assert find_duplicates(parse_cards("As Kd Th")) == ()
    assert find_duplicates([]) == ()


def test_verify_one_deck_names_the_card_and_both_places() -> None:
    groups = [
        ("Ann's front", parse_cards("As Kd 7c")),
        ("Ann's middle", parse_cards("2h 3h 4h 5h 6h")),
        ("Bob's back", parse_cards("9c 9d 7c 2c 2d")),
    ]
    with pytest.raises(InvalidCards) as caught:
        verify_one_deck(groups)
    assert str(caught.value) == "7c is used in Ann's front and in Bob's back: one deck has each card once"


def test_verify_one_deck_names_a_card_repeated_inside_one_place() -> None:
    with pytest.raises(InvalidCards) as caught:
        verify_one_deck([("Ann's front", parse_cards("As Kd Th")),
                         ("Ann's back", parse_cards("Qs Qh Jd Qs 2c"))])
    assert str(caught.value) == "Qs is used twice in Ann's back: one deck has each card once"


def test_verify_one_deck_accepts_a_whole_deck_and_generators() -> None:
    verify_one_deck((f"seat {i}", (c for c in DECK[i * 13 : i * 13 + 13])) for i in range(4))  # no error
    with pytest.raises(InvalidCards, match=r"^As is used in seat 0 and in discards: "):
        verify_one_deck([("seat 0", DECK[:13]), ("discards", [AS])])
