"""Errors carry what they are about, and every core message is translatable (issue 33 point 4).

A caller words a refusal from the error's fields (``card_text``, ``reason``, ``card``, ``player``, ``row``)
and never cuts the sentence, which is in the user's language. Every refusal the core raises is marked for
translation: an AST check finds a ``ScorekeeperError`` raised with a bare string or f-string.
"""

from __future__ import annotations

import ast
import copy
import pickle
from pathlib import Path

import pytest

from scorekeeper import language
from scorekeeper.errors import InvalidCards, InvalidDeal
from scorekeeper.read.cards import parse_cards, tokenize, verify_one_deck
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.score.scorer import score_deal
from scorekeeper.value.hands import evaluate

ROOT = Path(__file__).resolve().parents[2]
ERRORS = {"ScorekeeperError", "InvalidCards", "InvalidRules", "InvalidDeal", "StoreError", "SessionError",
          "ExportError", "InvalidFile", "StoreUnavailable", "StoreInUse"}


def _deal(ann_front: str, *, ann_discards: str = "") -> dict[str, object]:
    ann = {"name": "Ann", "front": ann_front, "middle": "2c 3c 4c 5c 7d", "back": "9h 9d 9s 9c 2d"}
    if ann_discards:
        ann["discards"] = ann_discards
    return {"players": [ann, {"name": "Bob", "front": "Ah Kd Qd", "middle": "2h 3h 4h 5h 7h",
                              "back": "Th Td Ts Tc 3d"}]}


def test_an_unreadable_card_names_its_text_and_why() -> None:
    with pytest.raises(InvalidCards) as caught:
        parse_cards("As Kx 7c")
    error = caught.value
    assert str(error) == "card 2 'Kx' cannot be read: 'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)"
    assert (error.card_text, error.reason) == ("Kx", "'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)")
    assert (error.card, error.player, error.row) == (None, None, None)
    bad = [t for t in tokenize("As Kx 7c") if t.card is None]
    assert [(t.text, t.reason) for t in bad] == [("Kx", "'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)")]


def test_the_reason_is_in_the_players_language_without_the_position() -> None:
    try:
        language.use("zh_CN")
        bad = [t for t in tokenize("As Kx 7c") if t.card is None]
    finally:
        language.use("en")
    assert bad[0].error == "第 2 张牌 'Kx' 无法识别：'x' 不是花色（s、h、d、c 或 ♠ ♥ ♦ ♣）"
    assert bad[0].reason == "'x' 不是花色（s、h、d、c 或 ♠ ♥ ♦ ♣）"


def test_a_hand_files_bad_card_names_the_player_and_the_row() -> None:
    with pytest.raises(InvalidCards) as caught:
        deal_from_json(_deal("As Kx 7c"), RuleSet.preset())
    error = caught.value
    assert str(error) == "Ann's front: card 2 'Kx' cannot be read: 'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)"
    assert (error.player, error.row, error.card_text) == ("Ann", "front", "Kx")
    assert error.reason == "'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)"


def test_a_short_row_and_bad_discards_name_the_player_and_the_row() -> None:
    with pytest.raises(InvalidCards) as caught:
        deal_from_json(_deal("As Kd"), RuleSet.preset())
    assert str(caught.value) == "Ann's front needs 3 cards, not 2"
    assert (caught.value.player, caught.value.row) == ("Ann", "front")
    with pytest.raises(InvalidCards) as caught:
        deal_from_json(_deal("As Kc 6c", ann_discards="Jc Zz"), RuleSet.preset("pineapple"))
    assert (caught.value.player, caught.value.row, caught.value.card_text) == ("Ann", "discards", "Zz")


def test_pineapple_discards_of_the_wrong_count_name_the_player() -> None:
    deal = deal_from_json(_deal("As Kc 6c", ann_discards="Jc Jd"), RuleSet.preset("pineapple"))
    with pytest.raises(InvalidDeal) as caught:
        score_deal(deal, RuleSet.preset("pineapple"))
    assert str(caught.value) == "Ann's discards must be 4 cards in pineapple, not 2"
    assert (caught.value.player, caught.value.row) == ("Ann", "discards")


def test_a_card_used_twice_is_named() -> None:
    with pytest.raises(InvalidCards) as caught:
        verify_one_deck([("Ann's front", parse_cards("As Kd 6c")), ("Bob's back", parse_cards("As 2c 3c 4c 5c"))])
    assert str(caught.value) == "As is used in Ann's front and in Bob's back: one deck has each card once"
    assert caught.value.card == "As"
    with pytest.raises(InvalidCards) as caught:
        evaluate(parse_cards("As As 6c"), "front")
    assert str(caught.value) == "As is used twice in the front"
    assert (caught.value.card, caught.value.row) == ("As", "front")


def test_the_fields_survive_a_copy_and_a_pickle() -> None:
    error = InvalidCards("message", card_text="Kx", reason="why", card="As", player="Ann", row="front")
    for again in (copy.copy(error), pickle.loads(pickle.dumps(error))):
        assert (str(again), again.card_text, again.reason, again.card, again.player, again.row) == (
            "message", "Kx", "why", "As", "Ann", "front")
    deal_error = pickle.loads(pickle.dumps(InvalidDeal("m", player="Bob", row="discards")))
    assert (str(deal_error), deal_error.player, deal_error.row) == ("m", "Bob", "discards")


def unmarked(source: str) -> list[str]:
    """Each core error built from a bare string or f-string (not ``_("...")``), as ``line: call``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ERRORS and node.args:
            first = node.args[0]
            if isinstance(first, ast.JoinedStr) or (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_every_core_refusal_is_marked_for_translation() -> None:
    found = {str(p.relative_to(ROOT)): unmarked(p.read_text(encoding="utf-8"))
             for p in sorted((ROOT / "scorekeeper").rglob("*.py"))}
    assert {path: lines for path, lines in found.items() if lines} == {}


def test_the_translation_check_finds_a_bare_message() -> None:
    source = 'raise SessionError(f"hand {i}: {e}")\nraise InvalidCards("no")\nraise InvalidDeal(_("ok"))\n'
    assert [line.split(":")[0] for line in unmarked(source)] == ["1", "2"]
