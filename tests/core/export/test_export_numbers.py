"""The export's numbers where they are not whole: thirds of a unit, three-decimal money, every row's royalty, and
the Summary's ranks when money ties (read back from the CSV and, with openpyxl's data_only, from the workbook).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from openpyxl import load_workbook

from scorekeeper.export.session_export import export_session
from scorekeeper.night.session import Session


def quick(**places: tuple[int, int, int]) -> dict[str, object]:
    return {"players": [{"name": name, "places": dict(zip(("front", "middle", "back"), p, strict=True))}
                        for name, p in places.items()]}


def csv_rows(session: Session, folder: Path) -> list[list[str]]:
    export_session(session, folder / "hands.csv")
    return list(csv.reader(io.StringIO((folder / "hands.csv").read_text(encoding="utf-8-sig"))))


def test_thirds_of_a_unit_and_equal_money_in_the_csv_and_the_summary(tmp_path: Path) -> None:
    # RULES B8, ante 3 from 4 players, pots of 4: P1, P2 and P3 split the front (4/3 each), P1 takes the middle,
    # P2 the back: P1 = P2 = 7/3, P3 -5/3, P4 -3 units, at $1 a unit.
    session = Session("Pool", ["P1", "P2", "P3", "P4"], "pool")
    session.add_hand(quick(P1=(1, 1, 2), P2=(1, 2, 1), P3=(1, 3, 3), P4=(4, 4, 4)))
    rows = csv_rows(session, tmp_path)
    # Units, money, total units, total money: 4 decimals for units (as the JSON), the currency's for money.
    assert [r[16:] for r in rows[1:]] == [["2.3333", "2.33", "2.3333", "2.33"], ["2.3333", "2.33", "2.3333", "2.33"],
                                         ["-1.6667", "-1.67", "-1.6667", "-1.67"], ["-3", "-3.00", "-3", "-3.00"]]
    export_session(session, tmp_path / "pool.xlsx")
    summary = load_workbook(tmp_path / "pool.xlsx", data_only=True)["Summary"]
    # P1 and P2 won the same money: both rank 1, and P3 is third (RANK's own numbering).
    assert [(row[0].value, row[1].value) for row in summary.iter_rows(min_row=9, max_row=12)] == [
        (1, "P1"), (1, "P2"), (3, "P3"), (4, "P4")]


def test_money_with_three_decimals_keeps_them(tmp_path: Path) -> None:
    # Kuwaiti dinars have 3 decimals (ISO 4217). A wins the front, ties the rest: 1 unit at 0.125 KWD.
    session = Session("Dinars", ["A", "B"], unit_value="0.125", currency="KWD")
    session.add_hand(quick(A=(1, 2, 2), B=(2, 2, 2)))
    export_session(session, tmp_path / "kwd.xlsx")
    summary = load_workbook(tmp_path / "kwd.xlsx", data_only=True)["Summary"]
    assert summary["B3"].value == 0.125
    assert [c.value for c in summary[15]][:4] == ["B", "A", 0.125, "B pays A 0.125 KWD"]


def test_the_royalties_column_adds_every_row(tmp_path: Path) -> None:
    # RULES F's royalty example: X's front trips 3, middle full house 2, back quads 4 = 9; +12 at 1-6.
    x = {"name": "X", "front": "7s 7h 7d", "middle": "4c 4d 4h Ks Kd", "back": "9s 9h 9d 9c 2s"}
    y = {"name": "Y", "front": "As Ah Qc", "middle": "Th Jc Qd Kh Ac", "back": "5s 5h 5d Jd Jh"}
    session = Session("Royalties", ["X", "Y"], "classic-royalties")
    session.add_hand({"players": [x, y]})
    rows = csv_rows(session, tmp_path)
    assert [(r[2], r[13], r[16]) for r in rows[1:]] == [("X", "9", "12"), ("Y", "0", "-12")]
