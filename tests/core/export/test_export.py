"""The Excel and CSV export: what the group opens, read back with openpyxl, cell by cell.

The session of four hands below is RULES.md F's four-player deal (P1..P4 renamed Ann, Bob, Cy, Dee):
hand 1 as dealt, hand 2 with Cy surrendering, hand 3 with Dee's foul, hand 4 as dealt at half the unit.
Its units come straight from the rule book's table (1-6): +3 +9 -13 +1, -1 +5 -6 +2, +10 +14 -6 -18.
"""

from __future__ import annotations

import csv
import datetime
import io
import json
import os
import random
import stat
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from openpyxl.workbook.workbook import Workbook

from scorekeeper.cli import main
from scorekeeper.errors import ExportError, ScorekeeperError
from scorekeeper.export.book import PAGE_WIDTH_PX, column_px, wrapped_lines
from scorekeeper.export.rows import APP_NAME, HANDS_HEADER, SHEETS, money_format
from scorekeeper.export.session_export import export_session
from scorekeeper.export.words import rules_in_words
from scorekeeper.night.session import Session
from tests.deals import FOUR, board
from tests.session_helper import random_hand

NAMES = ("Ann", "Bob", "Cy", "Dee")
DEE_FOULS = board("Ad Ac 2c", "Qs Qd Jh 6s 5d", "Ts Th Td 3d 3c")
UNITS = {1: (3, 9, -13, 1), 2: (-1, 5, -6, 2), 3: (10, 14, -6, -18), 4: (3, 9, -13, 1)}
"""Each hand's units for Ann, Bob, Cy, Dee (RULES F, 1-6)."""


def deal(names: tuple[str, ...] = NAMES, **entries: dict[str, Any]) -> dict[str, Any]:
    """RULES F's four-player deal with the seats renamed and some entries replaced."""
    return {"players": [{"name": name, **entries.get(name, board(*rows))}
                        for name, rows in zip(names, FOUR.values(), strict=True)]}


def friday(names: tuple[str, ...] = NAMES, currency: str = "USD") -> Session:
    """Four hands of RULES F: as dealt, a surrender, a foul, and as dealt at half the unit."""
    cy, dee = names[2:]
    session = Session("Friday game", names, "classic-1-6", date=datetime.date(2025, 11, 28), unit_value="5.00",
                      currency=currency)
    session.add_hand(deal(names))
    session.add_hand(deal(names, **{cy: {"surrender": True}}))
    session.add_hand(deal(names, **{dee: DEE_FOULS}))
    session.add_hand(deal(names), unit_value="2.50")
    return session


def long_session(hands: int, seed: int = 9) -> Session:
    """Random legal, fouled and surrendered hands (tests/session_helper), at 1, 2.50 and 5 a unit."""
    rng = random.Random(seed)
    session = Session("Long night", NAMES, "classic-1-6", date=datetime.date(2025, 12, 5), unit_value="5")
    for n in range(hands):
        session.add_hand(random_hand(rng), unit_value=("1", "2.50", "5")[n % 3])
    return session


@pytest.fixture(scope="module")
def session() -> Session:
    return friday()


@pytest.fixture(scope="module")
def workbook(session: Session, tmp_path_factory: pytest.TempPathFactory) -> Workbook:
    path = tmp_path_factory.mktemp("export") / "friday.xlsx"
    assert export_session(session, path) == path
    return load_workbook(path)


def column(ws: Any, letter: str, first: int = 2) -> list[Any]:
    return [c.value for c in ws[letter][first - 1:]]


# -- the sheets -----------------------------------------------------------------------------------------


def test_the_workbook_has_five_sheets_in_order(workbook: Workbook) -> None:
    assert tuple(workbook.sheetnames) == SHEETS == ("Summary", "Hands", "Pairs", "Rules", "Chart")


def test_hands_has_one_row_per_hand_per_player_with_the_rule_books_units(workbook: Workbook) -> None:
    ws = workbook["Hands"]
    assert tuple(c.value for c in ws[1]) == HANDS_HEADER
    assert ws.max_row == 1 + 4 * 4
    assert column(ws, "A") == [n for n in (1, 2, 3, 4) for _ in NAMES]
    assert column(ws, "B") == [d for d in NAMES for _ in NAMES]  # the button moves clockwise
    assert column(ws, "C") == list(NAMES) * 4
    assert column(ws, "P") == [5] * 12 + [2.5] * 4
    assert column(ws, "Q") == [u for n in (1, 2, 3, 4) for u in UNITS[n]]


def test_hands_shows_cards_row_names_foul_and_surrender(workbook: Workbook) -> None:
    ws = workbook["Hands"]
    ann = [c.value for c in ws[2]]
    assert ann[3:9] == ["As Kd 6c", "Ace-King high", "9s 9d 4h 4c 7s", "Two pair, nines and fours",
                        "Qh Jd Tc 9h 8s", "Queen-high straight"]
    assert ann[9:16] == [None, None, None, None, 0, 1, 5]  # not fouled, ..., no royalties, scooped Cy, $5
    cy_surrenders = [c.value for c in ws[8]]
    assert cy_surrenders[2] == "Cy" and cy_surrenders[11] == "Yes" and cy_surrenders[16] == -6
    dee_fouls = [c.value for c in ws[13]]
    assert dee_fouls[2] == "Dee"
    assert dee_fouls[9:11] == ["Yes", "front A-A-2 beats middle Q-Q-J-6-5"]
    assert dee_fouls[16] == -18


def test_money_and_running_totals_are_values_as_exported(workbook: Workbook) -> None:
    """Per-hand money and running totals are plain values (the Summary's formulas recalculate, not these)."""
    ws = workbook["Hands"]
    # Ann, hand 1: +3 units at $5. Dee, hand 3 (row 13): fouled, -18 units (-$90); -15 units (-$75) so far.
    assert [(c.value, c.data_type) for c in ws[2]][16:20] == [(3, "n"), (15, "n"), (3, "n"), (15, "n")]
    assert [(c.value, c.data_type) for c in ws[13]][16:20] == [(-18, "n"), (-90, "n"), (-15, "n"), (-75, "n")]


def test_number_formats(workbook: Workbook) -> None:
    hands, summary = workbook["Hands"], workbook["Summary"]
    assert hands["P2"].number_format == '"$"#,##0.00'
    assert hands["Q2"].number_format == "+0;-0;0"
    assert hands["R2"].number_format == '"$"#,##0.00'
    assert hands["S2"].number_format == "+0;-0;0"
    assert hands["T2"].number_format == '"$"#,##0.00'
    assert summary["C9"].number_format == "+0;-0;0"
    assert summary["D9"].number_format == '"$"#,##0.00'
    assert summary["B3"].number_format == '"$"#,##0.00'
    assert summary["B2"].number_format == "d mmmm yyyy"
    assert workbook["Pairs"]["G2"].number_format == "+0_);-0_);0_)"  # a space before the explanation
    assert hands["A2"].alignment.horizontal == "center"


def test_currency_formats() -> None:  # the units formats: as exported, in the sheets below
    assert money_format("USD") == '"$"#,##0.00'
    assert money_format("EUR") == '"€"#,##0.00'
    assert money_format("CHF") == '#,##0.00 "CHF"'
    assert money_format("JPY") == '#,##0 "JPY"'
    assert money_format("KWD") == '#,##0.000 "KWD"'


def test_summary_totals_are_live_formulas_over_hands(workbook: Workbook, session: Session) -> None:
    ws = workbook["Summary"]
    assert ws["A1"].value == "Friday game"
    assert ws["B2"].value == datetime.datetime(2025, 11, 28)
    assert (ws["A3"].value, ws["B3"].value) == ("Unit value", 5)
    assert (ws["A4"].value, ws["B4"].value) == ("Currency", "USD")
    assert ws["B5"].value == "=MAX(Hands!$A$2:$A$17)"
    assert [c.value for c in ws[8]] == ["Rank", "Player", "Units", "Money", "Hands", "Scoops", "Fouls"]
    # Best first, as the app ranks them: Bob, Ann, Dee, Cy.
    assert column(ws, "B", 9)[:4] == [s.player for s in session.standings()] == ["Bob", "Ann", "Dee", "Cy"]
    players = "Hands!$C$2:$C$17"
    assert [c.value for c in ws[9]] == [
        "=RANK($D9,$D$9:$D$12)",
        "Bob",
        f"=SUMIF({players},$B9,Hands!$Q$2:$Q$17)",
        f"=SUMPRODUCT(({players}=$B9)*Hands!$Q$2:$Q$17*Hands!$P$2:$P$17)",
        f"=COUNTIF({players},$B9)",
        f"=SUMIF({players},$B9,Hands!$O$2:$O$17)",
        f'=COUNTIFS({players},$B9,Hands!$J$2:$J$17,"Yes")',
    ]
    assert (ws["B13"].value, ws["C13"].value, ws["D13"].value) == ("Total (always 0)", "=SUM(C9:C12)",
                                                                    "=SUM(D9:D12)")


def test_formulas_carry_the_apps_figures_for_readers_that_do_not_calculate(session: Session, tmp_path: Path) -> None:
    """Issue 15 point 1: openpyxl's data_only (as pandas, phone previews) reads each formula's stored value."""
    export_session(session, tmp_path / "friday.xlsx")
    values = load_workbook(tmp_path / "friday.xlsx", data_only=True)
    summary = values["Summary"]
    # Bob, Ann, Dee, Cy: units and money of RULES F's four hands (hand 4 at $2.50), hands, scoops, fouls.
    assert [tuple(c.value for c in row) for row in summary.iter_rows(min_row=9, max_row=13)] == [
        (1, "Bob", 37, 162.5, 4, 3, 0), (2, "Ann", 15, 67.5, 4, 3, 0), (3, "Dee", -14, -72.5, 4, 0, 1),
        (4, "Cy", -38, -157.5, 4, 0, 0), (None, "Total (always 0)", 0, 0, None, None, None)]
    assert [(s.rank, s.player, s.units, float(s.money)) for s in session.standings()] == [
        row[:4] for row in [tuple(c.value for c in r) for r in summary.iter_rows(min_row=9, max_row=12)]]
    assert summary["B5"].value == 4
    hands = values["Hands"]
    assert [c.value for c in hands[13]][16:] == [-18, -90, -15, -75]  # Dee's foul: units, money, running totals
    assert [c.value for c in hands[17]][16:] == [1, 2.5, -14, -72.5]
    assert [c.value for c in values["Chart"][5]] == [4, 15, 37, -38, -14]


def test_summary_settle_up(workbook: Workbook, session: Session) -> None:
    ws = workbook["Summary"]
    assert ws["A15"].value == "Settle up"
    assert [c.value for c in ws[16]][:4] == ["From", "To", "Amount", "Payment"]
    rows = [[c.value for c in ws[r]][:4] for r in range(17, 20)]
    assert rows == [["Cy", "Bob", 157.5, "Cy pays Bob $157.50"],
                    ["Dee", "Ann", 67.5, "Dee pays Ann $67.50"],
                    ["Dee", "Bob", 5, "Dee pays Bob $5.00"]]
    assert [p.describe("USD") for p in session.settle_up()] == [r[3] for r in rows]
    assert ws["C17"].number_format == '"$"#,##0.00'


def test_pairs_lists_every_pair_with_its_rows_and_lines(workbook: Workbook) -> None:
    ws = workbook["Pairs"]
    assert ws.max_row == 1 + 4 * 6
    # Hand 1, Ann deals: Bob on her left scores first; Bob v Cy is a scoop (+6 under 1-6).
    assert [c.value for c in ws[2]][:7] == [1, "Bob", "Cy", 1, 1, 1, 6]
    assert ws["H2"].value.endswith("scoop: Bob wins all three rows, +3")
    surrender = [c.value for c in ws[8]]
    assert surrender[:7] == [2, "Cy", "Dee", None, None, None, -2]
    assert surrender[7] == "Cy surrenders: pays Dee the fee, 2"
    assert ws["H14"].value == "Dee fouled (front A-A-2 beats middle Q-Q-J-6-5): pays Ann a scoop, 6"


def test_rules_sheet_names_every_option_in_words(workbook: Workbook, session: Session) -> None:
    ws = workbook["Rules"]
    keys = column(ws, "C")
    assert keys[0] == "preset" and set(keys[1:]) == set(session.rules.to_json())
    words = {row[2].value: (row[0].value, row[1].value) for row in ws.iter_rows(min_row=2)}
    assert words["method"] == ("Scoring method", "1-6 (a scoop pays 6)")
    assert words["surrender_fee"] == ("Surrender fee", "2 units to each opponent")
    assert words["foul_penalty"][1].startswith("pays each opponent who played a scoop (6 units")
    assert words["preset"][1].startswith("classic-1-6: Classic 13-card Chinese poker")


def test_rules_in_words_covers_custom_tables_and_numbers() -> None:
    from scorekeeper.rules import RuleSet

    rules = RuleSet.from_json({"preset": "classic-2-4", "foul_penalty": 3, "surrender_fee": 2.5,
                               "royalties": {"back": {"quads": 4}}})
    words = {key: text for _, text, key, _ in rules_in_words(rules)}
    assert words["preset"].startswith("None")
    assert words["method"] == "2-4 (a 2-1 pays 2, a scoop pays 4)"
    assert words["foul_penalty"] == "pays 3 units to each opponent who played"
    assert words["surrender_fee"] == "2.5 units to each opponent"
    assert words["royalties"] == "Custom: back quads 4"


def test_frozen_bold_headers_and_filters(workbook: Workbook) -> None:
    expected = {"Summary": ("A9", "A8:G12"), "Hands": ("D2", "A1:T17"), "Pairs": ("D2", "A1:H25"),
                "Rules": ("A2", "A1:D25"), "Chart": ("B2", "A1:E5")}
    for title, (freeze, filtered) in expected.items():
        ws = workbook[title]
        assert (ws.freeze_panes, ws.auto_filter.ref) == (freeze, filtered), title
        header_row = 8 if title == "Summary" else 1
        assert all(c.font.bold for c in ws[header_row] if c.value is not None), title


def test_every_sheet_prints_landscape_with_names_and_page_numbers(workbook: Workbook) -> None:
    """Issue 15 point 2: legible on A4 and Letter (A4 landscape, columns planned for Letter's narrower page)."""
    for ws in workbook:
        setup = ws.page_setup
        assert (setup.orientation, setup.paperSize) == ("landscape", 9), ws.title  # A4, columns fit Letter
        assert ws.oddHeader.left.text == "Friday game" and ws.oddHeader.right.text == "&A", ws.title
        assert ws.oddFooter.center.text == "Page &P of &N", ws.title
        assert (ws.page_margins.left, ws.page_margins.right) == (0.3, 0.3), ws.title
        # One page wide, as many pages long as it takes (9999: LibreOffice adds a blank page to "0" = auto).
        assert ws.sheet_properties.pageSetUpPr.fitToPage, ws.title
        assert (ws.page_setup.fitToWidth, ws.page_setup.fitToHeight) in ((None, 9999), (1, 9999)), ws.title
    for title in ("Hands", "Pairs", "Rules", "Chart"):
        assert workbook[title].print_title_rows == "$1:$1", title
    # Pairs' explanation wraps inside one landscape page (998 px at 96 dpi less the other columns).
    pairs = workbook["Pairs"]
    assert pairs["H2"].alignment.wrap_text
    assert print_scale(widths(pairs)) == 100


def print_scale(widths: list[float]) -> int:
    """The percentage a sheet of these column widths prints at fit to one Letter page wide (at most 100),
    as the spreadsheet works it out: how the column widths were planned."""
    return min(100, int(PAGE_WIDTH_PX * 100 / sum(column_px(w) for w in widths)))


def widths(ws: Any) -> list[float]:
    """The sheet's column widths in characters, as written (openpyxl reads XlsxWriter's padded widths)."""
    found = {c: d.width for d in ws.column_dimensions.values() for c in range(d.min, d.max + 1)}
    return [round(found[c] - 0.7109375, 2) for c in sorted(found)]


def test_hands_prints_one_page_wide_in_an_8_point_font(workbook: Workbook) -> None:
    """Issue 15 point 2: cards and row names wrap in narrow columns, so Hands fits one Letter page wide at
    74% (11 points become 8.1; A4's wider page gives about 78%) instead of splitting across pages."""
    hands = workbook["Hands"]
    assert widths(hands) == [5, 7, 7, 7, 12, 7, 12, 7, 12, 7, 10, 11, 8, 8, 7, 7, 6, 9, 7, 10]
    assert print_scale(widths(hands)) >= 74
    # In a tall row every text wraps, even one the estimate gives a line: print may need a second.
    assert all(hands.cell(2, c).alignment.wrap_text for c in (4, 5, 6, 7, 8, 9))
    # Every cell is top-aligned, so a tall row reads across (cells without a format of their own by default).
    assert {c.alignment.vertical for row in hands.iter_rows(min_row=2) for c in row if c.value is not None} == {"top"}
    # Ann's hand 1: "9s 9d 4h 4c 7s" and "Two pair, nines and fours" take two lines (15 points each).
    assert (hands["F2"].value, hands["G2"].value) == ("9s 9d 4h 4c 7s", "Two pair, nines and fours")
    assert hands.row_dimensions[2].height == 30


def test_wrapped_lines_counts_as_a_column_wraps() -> None:
    # A column of 12 holds 15 characters of text (1.25 a character of width).
    assert wrapped_lines("Two pair, nines and fours", 12) == 2  # "Two pair, nines" / "and fours"
    assert wrapped_lines("Ace-King high", 12) == 1
    assert wrapped_lines("Full house, queens over eights", 12) == 3
    assert wrapped_lines("As Kd 6c\nAh Kc 6d", 7) == 2  # a criss-cross player's two hands
    assert wrapped_lines("", 7) == 1


def test_a_criss_cross_hands_sheet_puts_the_two_hands_on_two_lines(tmp_path: Path) -> None:
    p1, p2, p3, p4 = (board(*rows) for rows in FOUR.values())
    session = Session("Criss-cross", ("X", "Y"), "criss-cross")
    session.add_hand({"players": [{"name": "X", "boards": [p1, p2]}, {"name": "Y", "boards": [p3, p4]}]})
    export_session(session, tmp_path / "cc.xlsx")
    hands = load_workbook(tmp_path / "cc.xlsx")["Hands"]
    assert hands["D2"].value == "As Kd 6c\nAh Kc 6d"
    assert hands.row_dimensions[2].height >= 30
    assert hands.page_setup.fitToHeight == 9999 and print_scale(widths(hands)) >= 74


def test_document_properties(workbook: Workbook) -> None:
    props = workbook.properties
    assert props.creator == APP_NAME == "Chinese Poker Scorekeeper"
    assert props.title == "Friday game: Chinese poker, 2025-11-28"
    now = datetime.datetime.now(datetime.UTC).replace(tzinfo=None)
    assert props.created is not None and abs(now - props.created) < datetime.timedelta(minutes=5)


def test_chart_plots_each_players_running_total(workbook: Workbook) -> None:
    ws = workbook["Chart"]
    assert [c.value for c in ws[1]] == ["Hand", *NAMES]
    # Hands' Total units after each hand (RULES F's worked examples, summed).
    assert [c.value for c in ws[2]] == [1, *UNITS[1]]
    assert [c.value for c in ws[5]] == [4, 15, 37, -38, -14]
    (chart,) = ws._charts
    assert type(chart).__name__ == "LineChart"
    assert len(chart.series) == 4
    refs = [(s.tx.strRef.f, s.val.numRef.f, s.cat.numRef.f) for s in chart.series]
    assert refs[0] == ("Chart!$B$1", "Chart!$B$2:$B$5", "Chart!$A$2:$A$5")
    assert refs[3] == ("Chart!$E$1", "Chart!$E$2:$E$5", "Chart!$A$2:$A$5")
    # The Summary shows the same chart beside the standings.
    (summary_chart,) = workbook["Summary"]._charts
    assert [s.val.numRef.f for s in summary_chart.series] == [s.val.numRef.f for s in chart.series]


# -- other sessions ---------------------------------------------------------------------------------------


def test_names_that_look_like_formulas_or_wildcards_stay_text(tmp_path: Path) -> None:
    names = ("=Ann", "Bo*", "Cy?", "Zoë")
    path = tmp_path / "odd.xlsx"
    export_session(friday(names), path)
    wb = load_workbook(path)
    hands, summary = wb["Hands"], wb["Summary"]
    assert hands["C2"].value == "=Ann" and hands["C2"].data_type == "s"
    assert column(hands, "C")[:4] == list(names)
    criteria = {summary[f"B{r}"].value: (r, summary[f"C{r}"].value) for r in range(9, 13)}
    assert criteria["=Ann"][1] == '=SUMIF(Hands!$C$2:$C$17,"==Ann",Hands!$Q$2:$Q$17)'
    assert criteria["Bo*"][1] == '=SUMIF(Hands!$C$2:$C$17,"=Bo~*",Hands!$Q$2:$Q$17)'
    assert criteria["Cy?"][1] == '=SUMIF(Hands!$C$2:$C$17,"=Cy~?",Hands!$Q$2:$Q$17)'
    row, formula = criteria["Zoë"]
    assert formula == f"=SUMIF(Hands!$C$2:$C$17,$B{row},Hands!$Q$2:$Q$17)"


def test_our_own_text_is_always_text(tmp_path: Path) -> None:
    """Issue 14 point 4: a name starting with "=" is text in every sheet, also inside Pairs' explanations."""
    path = tmp_path / "odd.xlsx"
    export_session(friday(("=Ann", "=1+1", "Cy", "@SUM(1)")), path)
    wb = load_workbook(path)
    texts = {c.value: c.data_type for ws in wb for row in ws.iter_rows() for c in row
             if isinstance(c.value, str) and not c.value.startswith(("=SUM", "=RANK", "=COUNT", "=MAX", "=Hands!"))}
    assert texts["=Ann"] == texts["=1+1"] == texts["@SUM(1)"] == "s"
    explanations = [c.value for c in wb["Pairs"]["H"][1:]]
    assert explanations[0].startswith("front: =1+1's Ace-King high beats Cy's")
    assert {c.data_type for c in wb["Pairs"]["H"]} == {"s"}
    assert {c.data_type for ws in wb for row in ws.iter_rows() for c in row if c.column_letter in "BC"
            and ws.title in ("Hands", "Pairs")} == {"s"}


def test_fractional_units_get_decimals(tmp_path: Path) -> None:
    session = Session("Half units", NAMES, {"preset": "classic-1-6", "surrender_fee": 2.5}, unit_value="2")
    session.add_hand(deal(NAMES, Cy={"surrender": True}))
    path = tmp_path / "half.xlsx"
    export_session(session, path)
    ws = load_workbook(path)["Hands"]
    cy = [c.value for c in ws[4]]
    assert cy[2] == "Cy" and cy[16] == -7.5
    assert ws["Q4"].number_format == "+0.##;-0.##;0"
    assert ws["Q2"].number_format == "+0.##;-0.##;0"  # Ann's -1/2 unit
    summary = load_workbook(path)["Summary"]
    assert (summary["B13"].value, summary["C13"].number_format) == ("Total (always 0)", "+0.##;-0.##;0")
    rows = list(csv.reader(io.StringIO(export_csv_text(session, tmp_path))))
    assert rows[3][16:20] == ["-7.5", "-15.00", "-7.5", "-15.00"]


def test_open_face_adds_a_fantasyland_column(tmp_path: Path) -> None:
    session = Session("OFC", ("A", "B"), "ofc", unit_value="1")
    session.add_hand({"players": [{"name": "A", **board("Qs Qh 4d", "9c 9d 9h 2s 3c", "Ah Kh 8h 6h 2h")},
                                  {"name": "B", **board("Kc Jd 5s", "7s 8d 9s Th Jc", "3s 3d 3h Td Tc")}]})
    path = tmp_path / "ofc.xlsx"
    export_session(session, path)
    ws = load_workbook(path)["Hands"]
    assert ws["U1"].value == "Fantasyland"
    assert ws["N2"].value == 13 and ws["N3"].value == 10  # royalties 7 + 2 + 4 and 4 + 6
    assert ws["Q2"].value == 2 and "Fantasyland" in ws["U2"].value


def test_criss_cross_shows_both_hands(tmp_path: Path) -> None:
    p1, p2, p3, p4 = (board(*rows) for rows in FOUR.values())
    session = Session("Criss-cross", ("X", "Y"), "criss-cross")
    session.add_hand({"players": [{"name": "X", "boards": [p1, p2]}, {"name": "Y", "boards": [p3, p4]}]})
    path = tmp_path / "cc.xlsx"
    export_session(session, path)
    ws = load_workbook(path)["Hands"]
    assert ws["D2"].value == "As Kd 6c\nAh Kc 6d"  # each hand on its own line (the CSV joins them with " / ")
    assert ws["E2"].value == "Ace-King high\nAce-King high"
    assert ws["Q2"].value == -ws["Q3"].value == session.hand(1).units["X"]


def test_an_empty_session_still_opens(tmp_path: Path) -> None:
    path = tmp_path / "empty.xlsx"
    export_session(Session("Not yet", NAMES), path)
    wb = load_workbook(path)
    assert wb["Hands"].max_row == 1
    assert wb["Summary"]["C9"].value == "=SUMIF(Hands!$C$2:$C$2,$B9,Hands!$Q$2:$Q$2)"
    assert wb["Chart"]._charts == wb["Summary"]._charts == []


def test_a_long_session_streams_every_row(tmp_path: Path) -> None:
    session = long_session(150)
    path = tmp_path / "long.xlsx"
    export_session(session, path)
    wb = load_workbook(path, read_only=True)
    hands = list(wb["Hands"].iter_rows(min_row=2, values_only=True))
    assert len(hands) == 600
    assert [row[16] for row in hands] == [session.hand(n).units[p] for n in range(1, 151) for p in NAMES]
    assert sum(1 for _ in wb["Pairs"].iter_rows(min_row=2)) == 900


# -- CSV --------------------------------------------------------------------------------------------------


def export_csv_text(session: Session, folder: Path) -> str:
    path = folder / "hands.csv"
    export_session(session, path)
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the byte-order mark Excel on Windows needs for UTF-8
    return raw.decode("utf-8-sig")


def test_csv_is_the_hands_sheet_as_values(session: Session, tmp_path: Path) -> None:
    text = export_csv_text(session, tmp_path)
    rows = list(csv.reader(io.StringIO(text)))
    assert tuple(rows[0]) == HANDS_HEADER
    assert len(rows) == 17
    assert rows[1] == ["1", "Ann", "Ann", "As Kd 6c", "Ace-King high", "9s 9d 4h 4c 7s",
                       "Two pair, nines and fours", "Qh Jd Tc 9h 8s", "Queen-high straight", "", "", "", "",
                       "0", "1", "5.00", "3", "15.00", "3", "15.00"]
    assert (rows[12][2], rows[12][15]) == ("Dee", "5.00")
    assert rows[12][9:11] == ["Yes", "front A-A-2 beats middle Q-Q-J-6-5"]
    assert rows[12][16:] == ["-18", "-90.00", "-15", "-75.00"]
    assert [r[18:] for r in rows[13:]] == [["15", "67.50"], ["37", "162.50"], ["-38", "-157.50"], ["-14", "-72.50"]]
    assert not any(cell.startswith("=") for row in rows for cell in row)


def test_csv_keeps_names_in_utf8(tmp_path: Path) -> None:
    rows = list(csv.reader(io.StringIO(export_csv_text(friday(("Zoë", "Jürgen", "小明", "Ann")), tmp_path))))
    assert [r[2] for r in rows[1:5]] == ["Zoë", "Jürgen", "小明", "Ann"]


# -- writing safely ---------------------------------------------------------------------------------------


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.parametrize("name", ["night.pdf", "night.xls", "night", "night.xlsx.bak"])
def test_another_extension_is_refused_by_name(session: Session, tmp_path: Path, name: str) -> None:
    with pytest.raises(ExportError, match=r"must end in \.xlsx .* or \.csv") as caught:
        export_session(session, tmp_path / name)
    assert name in str(caught.value)
    assert isinstance(caught.value, ScorekeeperError)
    assert list(tmp_path.iterdir()) == []


def test_extension_case_does_not_matter(session: Session, tmp_path: Path) -> None:
    export_session(session, tmp_path / "NIGHT.XLSX")
    export_session(session, tmp_path / "NIGHT.CSV")
    assert load_workbook(tmp_path / "NIGHT.XLSX").sheetnames[0] == "Summary"
    assert (tmp_path / "NIGHT.CSV").read_text(encoding="utf-8-sig").startswith("Hand,Dealer,Player")


def test_a_new_file_gets_ordinary_permissions(session: Session, tmp_path: Path) -> None:
    umask = os.umask(0o022)
    os.umask(umask)
    export_session(session, tmp_path / "night.xlsx")
    assert stat.S_IMODE((tmp_path / "night.xlsx").stat().st_mode) == 0o666 & ~umask


def existing(folder: Path, name: str = "night.xlsx") -> Path:
    target = folder / name
    target.write_bytes(b"last week's workbook")
    return target


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_leaves_the_old_file(session: Session, tmp_path: Path) -> None:
    target = existing(tmp_path)
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(ExportError, match="permission denied") as caught:
            export_session(session, target)
    finally:
        tmp_path.chmod(0o755)
    assert str(target) in str(caught.value)
    assert target.read_bytes() == b"last week's workbook"
    assert leftovers(tmp_path) == []


def test_a_folder_we_may_not_write_leaves_the_old_file(session: Session, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The same as above as the OS reports it, also when the tests run as root (who may write anywhere)."""
    target = existing(tmp_path)

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied", str(tmp_path))

    monkeypatch.setattr(tempfile, "mkdtemp", refuse)
    with pytest.raises(ExportError, match="permission denied") as caught:
        export_session(session, target)
    assert str(caught.value).startswith(f"cannot write {target}: permission denied")
    assert target.read_bytes() == b"last week's workbook"
    assert leftovers(tmp_path) == []


def test_a_folder_in_the_way_is_named(session: Session, tmp_path: Path) -> None:
    target = tmp_path / "night.xlsx"
    target.mkdir()
    (target / "keep.txt").write_text("mine")
    with pytest.raises(ExportError, match="it is a folder") as caught:
        export_session(session, target)
    assert str(target) in str(caught.value)
    assert (target / "keep.txt").read_text() == "mine"
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("name", ["night.xlsx", "night.csv"])
def test_a_locked_target_leaves_the_old_file_and_no_temporary(session: Session, tmp_path: Path, name: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows refuses to replace a workbook Excel has open: the old file stays, the new one is cleaned up."""
    target = existing(tmp_path, name)

    def locked(src: str, dst: str) -> None:
        raise PermissionError(13, "The process cannot access the file", dst)

    monkeypatch.setattr(os, "replace", locked)
    with pytest.raises(ExportError, match=r"close it in Excel") as caught:
        export_session(session, target)
    assert str(caught.value).startswith(f"cannot write {target}: ")
    assert target.read_bytes() == b"last week's workbook"
    assert leftovers(tmp_path) == []


def test_a_failure_while_writing_leaves_no_temporary(session: Session, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    target = existing(tmp_path)

    def full(*args: Any, **kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("scorekeeper.export.workbook._write_pairs", full)
    with pytest.raises(ExportError, match="the disk is full"):
        export_session(session, target)
    assert target.read_bytes() == b"last week's workbook"
    assert list(tmp_path.iterdir()) == [target]  # the sheets' scratch files went with the working folder


def test_a_missing_folder_is_named(session: Session, tmp_path: Path) -> None:
    target = tmp_path / "nowhere" / "night.xlsx"
    with pytest.raises(ExportError, match=f"the folder {tmp_path / 'nowhere'} does not exist"):
        export_session(session, target)


def test_importing_the_export_loads_no_spreadsheet_library() -> None:
    code = "import sys, scorekeeper.export.session_export; print(sorted({'openpyxl', 'xlsxwriter'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- the command line -------------------------------------------------------------------------------------


@pytest.fixture
def session_file(session: Session, tmp_path: Path) -> Path:
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(session.to_json()), encoding="utf-8")
    return path


def test_cli_exports_a_workbook(session_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "friday.xlsx"
    assert main(["export", str(session_file), "-o", str(out)]) == 0
    assert capsys.readouterr() == ("", "")
    wb = load_workbook(out)
    assert wb["Summary"]["B9"].value == "Bob"
    assert column(wb["Hands"], "Q") == [u for n in (1, 2, 3, 4) for u in UNITS[n]]


def test_cli_exports_csv(session_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "friday.csv"
    assert main(["export", str(session_file), "--output", str(out)]) == 0
    assert capsys.readouterr() == ("", "")
    assert out.read_text(encoding="utf-8-sig").splitlines()[16].endswith(",Dee,6s 5d 2c,Six-Five high,Ad Ac Qs Qd Jh,"
                                                                     "\"Two pair, aces and queens\",Ts Th Td 3d 3c,"
                                                                     "\"Full house, tens over threes\",,,,,0,0,2.50,1,"
                                                                     "2.50,-14,-72.50")


def test_cli_refuses_another_extension(session_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "friday.pdf"
    proc = subprocess.run([sys.executable, "-m", "scorekeeper", "export", str(session_file), "-o", str(out)],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr == ("scorekeeper: Cannot export to friday.pdf: the file name must end in .xlsx "
                           "(an Excel workbook) or .csv (a CSV file of every hand), not '.pdf'.\n")
    assert not out.exists()
