"""What a session takes as typed: a hand naming its own rules, a currency in lower case, a royalty of 1/3 kept exact.

FORMAT.md's hand file may carry ``rules`` (the session's own, as a preset name or as options); currencies are
ISO codes; amounts JSON cannot hold exactly are written as fractions like "1/3" and must come back the same.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from scorekeeper.errors import SessionError
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from tests.core.night.test_session import NAMES, four

# A wins the front and, with a declared royalty of 1/3, the middle; B wins the back. RULES B6 `win_only`
# (no royalty table: quick royalties are paid win_only): the middle won is worth its royalty, 1/3:
# A 1 + 1/3 - 1 = 1/3.
THIRD = {"players": [{"name": "A", "places": {"front": 1, "middle": 1, "back": 2}, "royalties": {"middle": "1/3"}},
                     {"name": "B", "places": {"front": 2, "middle": 2, "back": 1}}]}


def test_a_hand_naming_the_sessions_own_rules_is_taken_in_either_spelling() -> None:
    # RULES F at 2-4: P1 -1, P2 +9, P3 -10, P4 +2, whether the hand names the preset or its options.
    session = Session("2-4", NAMES, "classic-2-4")
    session.add_hand({"rules": {"method": "2-4"}, **four()})
    session.add_hand({"rules": "classic-2-4", **four()})
    assert [session.hand(n).units["P2"] for n in (1, 2)] == [9, 9]
    with pytest.raises(SessionError) as refused:
        session.add_hand({"rules": "classic-1-6", **four()})
    assert str(refused.value) == "this hand names other rules than the session's: change the session's rules"
    assert session.hand_count == 2


def test_a_currency_typed_in_lower_case_is_its_iso_code() -> None:
    session = Session("Euros", NAMES, "classic-2-4", currency="eur")
    assert session.currency == "EUR"
    session.add_hand(four())
    # RULES E4: P3 (-10) pays P2 (+9) first, the largest debtor to the largest creditor.
    assert session.settle_up()[0].describe(session.currency) == "P3 pays P2 €9.00"
    assert session.summary_json()["currency"] == "EUR"


def test_a_royalty_of_a_third_is_written_and_read_back_exactly(tmp_path: Path) -> None:
    # Royalties are paid only where the rules have them (RULES B6: under `none` a declared one is an error).
    # win_only: A's middle is worth its royalty 1/3 instead of 1; A +1 front, B +1 back: A +1/3.
    rules = RuleSet.preset().with_options(royalties="classic")
    deal = deal_from_json(THIRD, rules)
    assert deal.to_json()["players"][0]["royalties"] == {"middle": "1/3"}
    assert deal_from_json(deal.to_json(), rules) == deal
    with Store(tmp_path / "s.sqlite3") as store:
        night = store.create(Session("Thirds", ["A", "B"], rules))
        night.add_hand(THIRD)
        number = night.store_id
    with Store(tmp_path / "s.sqlite3") as store:
        again = store.open(number)
        assert dict(again.hand(1).units) == {"A": Fraction(1, 3), "B": Fraction(-1, 3)}
        assert again.hand(1).deal.players[0].royalties == {"middle": Fraction(1, 3)}
