"""Money and the night's own words in English, 简体中文, 繁體中文, Tiếng Việt (issue 20): the settle-up, the
bankroll warning (RULES E2), undo texts and the post-hand review; amounts take the language's marks."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from scorekeeper import language
from scorekeeper.night.session import Session
from scorekeeper.night.settle import settle_up
from scorekeeper.read.cards import parse_cards
from scorekeeper.read.deal import Foul
from scorekeeper.read.seat_check import check_seat
from scorekeeper.rules import RuleSet
from scorekeeper.solver.review import Review
from scorekeeper.solver.search import solve
from scorekeeper.words.money import money
from scorekeeper.words.seat import seat_json
from tests.deals import FOUR, board

LANGUAGES = ("en", "zh_CN", "zh_TW", "vi")
NAMES = ("P1", "P2", "P3", "P4")


@pytest.fixture
def speak() -> Iterator[Any]:
    """Switch the core's language inside a test; English again afterwards."""
    yield language.use
    language.use("en")


def four() -> dict[str, Any]:
    """RULES F's four-player deal: P1 +3, P2 +9, P3 −13, P4 +1 units."""
    return {"players": [{"name": name, **board(*rows)} for name, rows in zip(NAMES, FOUR.values(), strict=True)]}


# RULES F: nets P1 +12, P2 −5, P3 −9, P4 +2 units at $5 settle as P3 → P1 $45, P2 → P1 $15, P2 → P4 $10 (E4).
SETTLE = {
    "en": ["P3 pays P1 $45.00", "P2 pays P1 $15.00", "P2 pays P4 $10.00"],
    "zh_CN": ["P3 付给 P1 $45.00", "P2 付给 P1 $15.00", "P2 付给 P4 $10.00"],
    "zh_TW": ["P3 付給 P1 $45.00", "P2 付給 P1 $15.00", "P2 付給 P4 $10.00"],
    "vi": ["P3 trả P1 $45,00", "P2 trả P1 $15,00", "P2 trả P4 $10,00"],
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_rules_f_settle_up_in_each_language(code: str, speak: Any) -> None:
    nets = {p: Decimal(u) * Decimal("5.00") for p, u in (("P1", 12), ("P2", -5), ("P3", -9), ("P4", 2))}
    speak(code)
    assert [p.describe("USD") for p in settle_up(nets)] == SETTLE[code]


@pytest.mark.parametrize(("code", "dollars", "yen", "francs"), [
    ("en", "−$1,250.50", "4,500 JPY", "45.00 CHF"),
    ("zh_CN", "−$1,250.50", "4,500 JPY", "45.00 CHF"),
    ("zh_TW", "−$1,250.50", "4,500 JPY", "45.00 CHF"),
    ("vi", "−$1.250,50", "4.500 JPY", "45,00 CHF"),
])
def test_money_keeps_its_symbol_and_takes_the_languages_marks(code: str, dollars: str, yen: str, francs: str,
                                                              speak: Any) -> None:
    # As the app's QLocale writes money (ui/common/locale_text.money): vi groups with "." and marks decimals ",".
    speak(code)
    assert (money(Decimal("-1250.50"), "USD"), money(4500, "JPY"), money(45, "CHF")) == (dollars, yen, francs)


BANKROLL = {
    "en": ("P3 has no bankroll left (−$5.00); the unit is $5.00",
           "The unit ($6.01) is more than 10% of P3's remaining bankroll ($60.00)"),
    "zh_CN": ("P3 的本金已输光（−$5.00）；每分金额为 $5.00", "每分金额（$6.01）超过 P3 剩余本金（$60.00）的 10%"),
    "zh_TW": ("P3 的本金已輸光（−$5.00）；每分金額為 $5.00", "每分金額（$6.01）超過 P3 剩餘本金（$60.00）的 10%"),
    "vi": ("P3 đã hết vốn (−$5,00); giá trị điểm là $5,00",
           "Giá trị điểm ($6,01) vượt quá 10% số vốn còn lại của P3 ($60,00)"),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_bankroll_warning_in_each_language(code: str, speak: Any) -> None:
    # RULES E2: P3 starts with $60 and loses 13 units at $5 (−$5 left); then a $6.01 unit is over 10% of $60.
    session = Session("x", NAMES, unit_value="5", bankrolls={"P1": "100", "P3": "60"})
    session.add_hand(four())
    speak(code)
    assert session.bankroll_warning() == BANKROLL[code][0]
    session.undo()
    session.set_unit_value("6.01")
    assert session.bankroll_warning() == BANKROLL[code][1]


UNDO = {
    "en": ("Add hand 1", "Change the unit to $1,250.00", "Delete hand 1"),
    "zh_CN": ("添加第 1 局", "每分金额改为 $1,250.00", "删除第 1 局"),
    "zh_TW": ("新增第 1 局", "每分金額改為 $1,250.00", "刪除第 1 局"),
    "vi": ("Thêm ván 1", "Đổi giá trị điểm thành $1.250,00", "Xóa ván 1"),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_undo_texts_in_each_language(code: str, speak: Any) -> None:
    speak(code)
    session = Session("x", NAMES, unit_value="5")
    added = session.add_hand(four())
    changed = session.set_unit_value("1250")
    assert (added.text, changed.text, session.delete_hand(1).text) == UNDO[code]
    assert session.undo_text() == UNDO[code][2] and session.undo().text == UNDO[code][2]  # type: ignore[union-attr]
    assert session.redo_text() == UNDO[code][2]


REVIEW = {
    "en": ("P4: the best setting would have scored +2.5 instead of −18", "P4: the best setting would have scored "
           "the same, −1.5"),
    "zh_CN": ("P4：最佳摆法本可得 +2.5，而不是 −18", "P4：最佳摆法得分相同，−1.5"),
    "zh_TW": ("P4：最佳擺法本可得 +2.5，而不是 −18", "P4：最佳擺法得分相同，−1.5"),
    "vi": ("P4: cách xếp tốt nhất sẽ được +2,5 thay vì −18", "P4: cách xếp tốt nhất cũng được như vậy, −1,5"),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_review_sentence_in_each_language(code: str, speak: Any) -> None:
    # The words of a review whose units are given exactly (the solver's own numbers are tested in test_review).
    best = solve(parse_cards("Ad Ac 2c Qs Qd Jh 6s 5d Ts Th Td 3d 3c"), RuleSet.preset(), top=1)[0]
    speak(code)
    better = Review("P4", Fraction(-18), best, Fraction(5, 2))
    same = Review("P4", Fraction(-3, 2), best, Fraction(-3, 2))
    assert (better.describe(), same.describe()) == REVIEW[code]


@pytest.mark.parametrize("code", ["zh_CN", "zh_TW", "vi"])
def test_the_solvers_why_names_hands_in_the_language(code: str, speak: Any) -> None:
    # P2's rows of RULES F: the why names its hands as the rows' names do, never in English.
    cards = parse_cards(" ".join(FOUR["P2"]))
    speak(code)
    why = solve(cards, RuleSet.preset(), top=1)[0].why
    assert not any(word in why for word in ("wins", "front", "middle", "back", "royalt", "full house", "trips"))
    speak("en")
    assert solve(cards, RuleSet.preset(), top=1)[0].why.startswith("Best: wins the front ")


def test_a_foul_names_its_rows_as_data() -> None:
    # RULES B2: a front pair of aces over a middle pair of queens is a foul; the rows come as data, not words.
    assert Foul("front", "middle", "A-A-2", "Q-Q-J-6-5").rows == ("front", "middle")
    assert Foul().rows == ()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_phones_seat_check_gives_the_fouled_rows(code: str, speak: Any) -> None:
    speak(code)
    rows = {"front": "Ad Ac 2c", "middle": "Qs Qd Jh 6s 5d", "back": "Ts Th Td 3d 3c"}
    check = seat_json(check_seat(rows, RuleSet.preset()))
    assert check["foul_rows"] == ["front", "middle"] and check["foul"]
