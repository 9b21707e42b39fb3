"""The game's words (issue 20): reasons and hand values rendered in English, 简体中文, 繁體中文, Tiếng Việt."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper import language
from scorekeeper.read.cards import DECK, format_cards
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.hands import evaluate
from scorekeeper.words.hands import hand_name
from scorekeeper.words.reasons import deal_lines, pair_lines

LANGUAGES = ("en", "zh_CN", "zh_TW", "vi")
X = {"name": "X", "front": "7s 7h 7d", "middle": "4c 4d 4h Ks Kd", "back": "9s 9h 9d 9c 2s"}
Y = {"name": "Y", "front": "As Ah Qc", "middle": "Th Jc Qd Kh Ac", "back": "5s 5h 5d Jd Jh"}
FOUR = {"P1": "As Kd 6c | 9s 9d 4h 4c 7s | Qh Jd Tc 9h 8s", "P2": "Ah Kc 6d | 4d 5c 6h 7d 8d | 2s 2h 2d 7h 7c",
        "P3": "Qc Jc 4s | 8h 8c 5s 5h 9c | Ks Kh 3s 3h Js", "P4": "6s 5d 2c | Ad Ac Qs Qd Jh | Ts Th Td 3d 3c"}
P4_FOUL = "Ad Ac 2c | Qs Qd Jh 6s 5d | Ts Th Td 3d 3c"


@pytest.fixture
def speak() -> Iterator[Any]:
    """Switch the core's language inside a test; English again afterwards."""
    yield language.use
    language.use("en")


def four(**changes: str | bool) -> dict[str, Any]:
    players = []
    for name, rows in FOUR.items():
        change = changes.get(name)
        if change is True:
            players.append({"name": name, "surrender": True})
            continue
        text = change if isinstance(change, str) else rows
        players.append({"name": name, **dict(zip(("front", "middle", "back"), text.split(" | "), strict=True))})
    return {"players": players}


ROYALTY_LINES = {  # RULES F "Royalties": X wins every row with royalties 3, 2, 4, plus the 1-6 scoop of 3
    "en": ("front: X's Trip sevens beats Y's Pair of aces, queen kicker with royalties: X +3",
           "middle: X's Full house, fours over kings beats Y's Ace-high straight with royalties: X +2",
           "back: X's Four nines beats Y's Full house, fives over jacks with royalties: X +4",
           "scoop: X wins all three rows, +3"),
    "zh_CN": ("头道：X的“三条 7”胜Y的“一对 A，Q 单张”，含奖励分：X +3",
              "中道：X的“葫芦，4 带 K”胜Y的“顺子，A 大”，含奖励分：X +2",
              "尾道：X的“铁支 9”胜Y的“葫芦，5 带 J”，含奖励分：X +4",
              "打枪：X三道全胜，+3"),
    "zh_TW": ("頭道：X的「三條 7」勝過Y的「一對 A，Q 單張」，含獎勵分：X +3",
              "中道：X的「葫蘆，4 帶 K」勝過Y的「順子，A 大」，含獎勵分：X +2",
              "尾道：X的「鐵支 9」勝過Y的「葫蘆，5 帶 J」，含獎勵分：X +4",
              "打槍：X三道全勝，+3"),
    "vi": ("chi cuối: Sám cô bảy của X thắng Đôi xì, lẻ đầm của Y, tính cả thưởng: X +3",
           "chi giữa: Cù lũ bốn, đôi già của X thắng Sảnh đến xì của Y, tính cả thưởng: X +2",
           "chi đầu: Tứ quý chín của X thắng Cù lũ năm, đôi bồi của Y, tính cả thưởng: X +4",
           "sập ba chi: X thắng cả ba chi, +3"),
}

TWO_FOUR_LINES = {  # RULES F four players, 2-4: P1 v P2 ties the front, loses the rest, P2 takes the overall unit
    "en": ("front: tie (Ace-King high)", "middle: P2's Eight-high straight beats P1's Two pair, nines and fours: P2 +1",
           "back: P2's Full house, twos over sevens beats P1's Queen-high straight: P2 +1", "2-4 overall unit: P2 +1"),
    "zh_CN": ("头道：平局（散牌，A-K 大）", "中道：P2的“顺子，8 大”胜P1的“两对，9 和 4”：P2 +1",
              "尾道：P2的“葫芦，2 带 7”胜P1的“顺子，Q 大”：P2 +1", "2-4 总分：P2 +1"),
    "zh_TW": ("頭道：平手（散牌，A-K 大）", "中道：P2的「順子，8 大」勝過P1的「兩對，9 和 4」：P2 +1",
              "尾道：P2的「葫蘆，2 帶 7」勝過P1的「順子，Q 大」：P2 +1", "2-4 總分：P2 +1"),
    "vi": ("chi cuối: hòa (Mậu thầu xì-già)",
           "chi giữa: Sảnh đến tám của P2 thắng Thú, đôi chín và đôi bốn của P1: P2 +1",
           "chi đầu: Cù lũ hai, đôi bảy của P2 thắng Sảnh đến đầm của P1: P2 +1", "điểm tổng (2-4): P2 +1"),
}

FOUL_SURRENDER_LINES = {  # RULES F: P4's foul in 1-6 (a scoop of 6 to P1), P3 surrenders (fee 2), both at once
    "en": ("P4 fouled (front A-A-2 beats middle Q-Q-J-6-5): pays P1 a scoop, 6", "P3 surrenders: pays P1 the fee, 2",
           "P3 surrendered and P4 fouled: nothing changes hands"),
    "zh_CN": ("P4倒水（头道 A-A-2 大于中道 Q-Q-J-6-5）：按打枪付给P1 6 分", "P3投降：付给P1投降分 2",
              "P3投降，P4倒水：不计分"),
    "zh_TW": ("P4倒水（頭道 A-A-2 大於中道 Q-Q-J-6-5）：照打槍付給P1 6 分", "P3投降：付給P1投降分 2",
              "P3投降，P4倒水：不計分"),
    "vi": ("P4 binh lủng (chi cuối A-A-2 lớn hơn chi giữa Q-Q-J-6-5): trả P1 như bị sập ba chi, 6",
           "P3 đầu hàng: trả P1 phí đầu hàng, 2", "P3 đầu hàng và P4 binh lủng: không ai trả ai"),
}

POOL_LINES = {  # RULES F pool betting, ante 3: P1 and P2 split the front
    "en": ("everyone antes 3; each row's pot is 4", "front: P1 and P2 split the pot with Ace-King high, 2 each",
           "middle: P2's Eight-high straight takes the pot, 4",
           "back: P4's Full house, tens over threes takes the pot, 4"),
    "zh_CN": ("每人下底 3；每道底池 4", "头道：P1和P2以“散牌，A-K 大”平分底池，每人 2",
              "中道：P2的“顺子，8 大”赢得底池，4", "尾道：P4的“葫芦，10 带 3”赢得底池，4"),
    "zh_TW": ("每人下底注 3；每道底池 4", "頭道：P1和P2以「散牌，A-K 大」平分底池，每人 2",
              "中道：P2的「順子，8 大」贏得底池，4", "尾道：P4的「葫蘆，10 帶 3」贏得底池，4"),
    "vi": ("mỗi người góp 3; hũ chung mỗi chi là 4", "chi cuối: P1 và P2 chia hũ với Mậu thầu xì-già, mỗi người 2",
           "chi giữa: Sảnh đến tám của P2 ăn hũ, 4", "chi đầu: Cù lũ mười, đôi ba của P4 ăn hũ, 4"),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_royalties_and_scoop_lines(code: str, speak: Any) -> None:
    """RULES F Royalties (classic, win_only, 1-6): +12 for X, each row explained, then the scoop."""
    speak(code)
    result = score_deal({"players": [X, Y]}, RuleSet.preset("classic-1-6").with_options(royalties="classic"))
    assert result.units["X"] == 12
    assert pair_lines(result.pairs[0]) == ROYALTY_LINES[code]


@pytest.mark.parametrize("code", LANGUAGES)
def test_tie_rows_and_overall_unit_lines(code: str, speak: Any) -> None:
    """RULES F four players, 2-4 (B3): P1 v P2."""
    speak(code)
    assert pair_lines(score_deal(four(), RuleSet.preset("classic-2-4")).pairs[0]) == TWO_FOUR_LINES[code]


@pytest.mark.parametrize("code", LANGUAGES)
def test_foul_and_surrender_lines(code: str, speak: Any) -> None:
    """RULES F: P4 fouls (B4, paid as a scoop under 1-6) and P3 surrenders (B5, fee 2)."""
    speak(code)
    result = score_deal(four(P4=P4_FOUL, P3=True), RuleSet.preset("classic-1-6").with_options(surrender_fee=2))
    lines = {pair.players: pair_lines(pair)[0] for pair in result.pairs}
    assert (lines[("P1", "P4")], lines[("P1", "P3")], lines[("P3", "P4")]) == FOUL_SURRENDER_LINES[code]


@pytest.mark.parametrize("code", LANGUAGES)
def test_pool_lines(code: str, speak: Any) -> None:
    """RULES F pool betting (B8), ante 3."""
    speak(code)
    assert deal_lines(score_deal(four(), RuleSet.preset("pool").with_options(pool_ante=3)).reasons) == POOL_LINES[code]


CATEGORIES = {  # one hand of every category, front and five-card rows, and a deuce-to-seven low
    "Qs Jh 9d 4c 2s": ("Queen-Jack high", "散牌，Q-J 大", "散牌，Q-J 大", "Mậu thầu đầm-bồi"),
    "Qs Qh 6d 4c 3s": ("Pair of queens, six kicker", "一对 Q，6 单张", "一對 Q，6 單張", "Đôi đầm, lẻ sáu"),
    "9s 9h 4d 4c Ks": ("Two pair, nines and fours", "两对，9 和 4", "兩對，9 和 4", "Thú, đôi chín và đôi bốn"),
    "Js Jh Jd 4c 2s": ("Trip jacks", "三条 J", "三條 J", "Sám cô bồi"),
    "As 2d 3c 4h 5s": ("Five-high straight", "顺子，5 大", "順子，5 大", "Sảnh đến năm"),
    "Ah 9h 7h 4h 2h": ("Flush, ace high", "同花，A 大", "同花，A 大", "Thùng xì"),
    "As Ac Ad Jh Jd": ("Full house, aces over jacks", "葫芦，A 带 J", "葫蘆，A 帶 J", "Cù lũ xì, đôi bồi"),
    "6s 6h 6d 6c As": ("Four sixes", "铁支 6", "鐵支 6", "Tứ quý sáu"),
    "9h 8h 7h 6h 5h": ("Nine-high straight flush", "同花顺，9 大", "同花順，9 大", "Thùng phá sảnh đến chín"),
    "As Ks Qs Js Ts": ("Royal flush", "皇家同花顺", "皇家同花順", "Thùng phá sảnh lớn"),
}


@pytest.mark.parametrize("cards", CATEGORIES)
def test_every_category_is_named_in_each_language(cards: str, speak: Any) -> None:
    """RULES A2: each category as one whole phrase per language (word order differs), ranks as on the cards."""
    value = evaluate(cards)
    for code, name in zip(LANGUAGES, CATEGORIES[cards], strict=True):
        speak(code)
        assert hand_name(value) == name


def test_fronts_lows_and_places_in_each_language(speak: Any) -> None:
    """RULES A5 fronts, D2 deuce-to-seven lows, quick entries' places."""
    lowball = RuleSet.preset().with_options(lowball_middle=True)
    names = []
    for code in LANGUAGES:
        speak(code)
        low = evaluate("7c 5d 4h 3c 2s", "middle", lowball)
        names.append((hand_name(evaluate("Ts Th 4d", "front")), hand_name(low), hand_name(2)))
    assert names == [("Pair of tens, four kicker", "Seven-five low", "place 2"),
                     ("一对 10，4 单张", "低牌，7-5", "第 2 名"),
                     ("一對 10，4 單張", "低牌，7-5", "第 2 名"),
                     ("Đôi mười, lẻ bốn", "Bài thấp bảy-năm", "hạng 2")]


def test_the_json_stays_english_in_any_language(speak: Any) -> None:
    """FORMAT.md: the score JSON is byte-identical English whatever language the app speaks."""
    deal = four(P4=P4_FOUL)
    english = score_deal(deal, RuleSet.preset("classic-1-6")).to_json()
    speak("zh_CN")
    assert score_deal(deal, RuleSet.preset("classic-1-6")).to_json() == english
    assert english["players"]["P4"]["foul_reason"] == "front A-A-2 beats middle Q-Q-J-6-5"


NOT_CARDS = re.compile(r"\b(?![AKQJ]\b|T\b)[A-Za-z]+\b")
"""An ASCII word that is neither a card rank nor (once names are taken out) anything else allowed."""


@settings(max_examples=60, deadline=None)
@given(st.permutations(DECK), st.sampled_from(["classic-1-6", "classic-2-4", "pool", "classic-royalties"]),
       st.sampled_from(LANGUAGES))
def test_rendering_never_raises_and_chinese_has_no_english_word(deck: list[Any], preset: str, code: str) -> None:
    """Any deal of four boards, fouled or not, renders in every language; zh keeps only ranks and names in ASCII."""
    players = [{"name": name, "front": format_cards(deck[13 * i:13 * i + 3]),
                "middle": format_cards(deck[13 * i + 3:13 * i + 8]), "back": format_cards(deck[13 * i + 8:13 * i + 13])}
               for i, name in enumerate(("Ann", "Bob", "Cy", "Dee"))]
    result = score_deal({"players": players}, RuleSet.preset(preset))
    language.use(code)
    try:
        lines = [line for pair in result.pairs for line in pair_lines(pair)] + list(deal_lines(result.reasons))
        names = [hand_name(p.hand_of(row)) for p in result.players.values() for row in ("front", "middle", "back")]
    finally:
        language.use("en")
    assert lines and all(names)
    if code.startswith("zh"):
        for text in lines + names:
            stripped = re.sub(r"\b(Ann|Bob|Cy|Dee|P\d)\b", "", text)
            assert NOT_CARDS.findall(stripped) == [], text
