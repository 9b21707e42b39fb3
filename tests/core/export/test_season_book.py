"""The season workbook (issue 18, Share): its stored figures and LibreOffice's recalculation equal the season's
own (RULES E2-E3: units and money over many nights), names stay text, and every sheet prints as the house does."""

from __future__ import annotations

import datetime
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from scorekeeper.errors import ExportError
from scorekeeper.export.season_book import export_season
from scorekeeper.night.season import Season
from scorekeeper.night.session import Session
from scorekeeper.night.store import Store
from tests.core.export.test_export_libreoffice import recalculated
from tests.core.night.test_season import SEPT, season_of, two_nights
from tests.core.night.test_session import four

ODD = ("=1+1", "Ann", "Bo*", "Dee")
"""A third night: a name that would run as a formula and one a SUMIF would read as a wildcard."""


def three_nights(store: Store) -> Season:
    """test_season's two nights (USD at 5, EUR at 2) and RULES F's deal again in USD at 2.50:
    "=1+1" +3, Ann +9, "Bo*" -13, Dee +1 (7.50, 22.50, -32.50, 2.50 dollars)."""
    two_nights(store)
    day = SEPT + datetime.timedelta(14)
    third = store.create(Session("Friday 3", ODD, unit_value="2.50", currency="USD", date=day))
    third.add_hand(four(ODD))
    return season_of(store)


def number(value: Any) -> Decimal:
    assert isinstance(value, (int, float)), value
    return Decimal(repr(value))


@pytest.fixture(scope="module")
def books(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("season_book")
    with Store(folder / "s.sqlite3") as store:
        season = three_nights(store)
    export_season(season, folder / "season.xlsx")
    return {"season": season, "stored": load_workbook(folder / "season.xlsx", data_only=True),
            "formulas": load_workbook(folder / "season.xlsx"),
            "recalculated": recalculated([folder / "season.xlsx"], folder)["season"]}


def standings_rows(book: Any) -> list[tuple[Any, ...]]:
    return [tuple(c.value for c in row) for row in book["Standings"].iter_rows(min_row=5, max_row=10)]


@pytest.mark.parametrize("kind", ["stored", "recalculated"])
def test_standings_equal_the_seasons_hand_worked_figures(books: dict[str, Any], kind: str) -> None:
    rows = standings_rows(books[kind])
    # LibreOffice saves 15 significant digits: the average per hand is compared to 12 places.
    got = [(rank, player, units, number(eur), number(usd), nights, hands, won, round(per_hand, 12))
           for rank, player, units, eur, usd, nights, hands, won, per_hand in rows]
    # Bob 9 + 5, Ann 3 - 1 + 9, Dee 1 + 2 + 1, "=1+1" 3, "Bo*" -13, Cy -13 - 6 (test_season, and the docstring).
    assert got == [
        (1, "Bob", 14, Decimal("10"), Decimal("45"), 2, 2, 2, 7),
        (2, "Ann", 11, Decimal("-2"), Decimal("37.5"), 3, 3, 1, round(11 / 3, 12)),
        (3, "Dee", 4, Decimal("4"), Decimal("7.5"), 3, 3, 0, round(4 / 3, 12)),
        (4, "=1+1", 3, Decimal("0"), Decimal("7.5"), 1, 1, 0, 3),
        (5, "Bo*", -13, Decimal("0"), Decimal("-32.5"), 1, 1, 0, -13),
        (6, "Cy", -19, Decimal("-12"), Decimal("-65"), 2, 2, 0, -9.5),
    ]
    season = books["season"]
    assert [(s.player, s.units, s.money.get("EUR", 0), s.money["USD"], s.nights, s.hands, s.nights_won,
             round(float(s.average), 12)) for s in season.standings] == [
        (r[1], r[2], Fraction(r[3]), Fraction(r[4]), *r[5:]) for r in got]
    check = [c.value for c in books[kind]["Standings"][11]]
    assert check[1:5] == ["Total (always 0)", 0, 0, 0]


def test_the_standings_are_formulas_over_the_nights_sheet(books: dict[str, Any]) -> None:
    sheet = books["formulas"]["Standings"]
    assert sheet["C5"].value == "=SUMIF(Nights!$D$2:$D$13,$B5,Nights!$F$2:$F$13)"
    assert sheet["E5"].value == '=SUMIFS(Nights!$G$2:$G$13,Nights!$D$2:$D$13,$B5,Nights!$E$2:$E$13,"USD")'
    # A name that starts like a comparison is matched as a literal, not read as "equal to 1+1".
    assert sheet["C8"].value == '=SUMIF(Nights!$D$2:$D$13,"==1+1",Nights!$F$2:$F$13)'
    assert sheet["C11"].value == "=SUM(C5:C10)"


@pytest.mark.parametrize("kind", ["stored", "recalculated"])
def test_head_to_head_mirrors_are_negatives(books: dict[str, Any], kind: str) -> None:
    season = books["season"]
    rows = [tuple(c.value for c in row) for row in books[kind]["Head-to-head"].iter_rows(min_row=2)]
    pairs = {(a, b): (units, number(eur), number(usd)) for a, b, units, eur, usd in rows if b}
    # Bob v Ann: -2 -2 in both of their nights (test_season), 4 units, EUR 4, USD 10.
    assert pairs[("Bob", "Ann")] == (4, Decimal(4), Decimal(10))
    assert pairs[("Ann", "Bob")] == (-4, Decimal(-4), Decimal(-10))
    assert len(pairs) == 2 * len(season.pairs())
    for (a, b), (units, eur, usd) in pairs.items():
        assert pairs[(b, a)] == (-units, -eur, -usd)
        met = season.head_to_head(a, b)
        assert met is not None and (met[0], met[1].get("EUR", 0), met[1].get("USD", 0)) == (units, eur, usd)
    total = [row for row in rows if row[0] == "Total (always 0)"]
    assert total == [("Total (always 0)", None, 0, 0, 0)]


def test_nights_one_row_per_night_per_player_and_names_stay_text(books: dict[str, Any]) -> None:
    rows = [tuple(c.value for c in row) for row in books["formulas"]["Nights"].iter_rows(min_row=2)]
    assert len(rows) == 12
    third = [(r[0], r[1].date(), r[2], r[3], r[4], r[5], r[6], r[9]) for r in rows if r[0] == 3]
    assert third == [(3, SEPT + datetime.timedelta(14), "Friday 3", "=1+1", "USD", 3, 7.5, None),
                     (3, SEPT + datetime.timedelta(14), "Friday 3", "Ann", "USD", 9, 22.5, "yes"),
                     (3, SEPT + datetime.timedelta(14), "Friday 3", "Bo*", "USD", -13, -32.5, None),
                     (3, SEPT + datetime.timedelta(14), "Friday 3", "Dee", "USD", 1, 2.5, None)]
    cell = books["formulas"]["Nights"]["D10"]
    assert (cell.value, cell.data_type) == ("=1+1", "s")


def test_records_and_the_running_totals_end_at_the_standings(books: dict[str, Any]) -> None:
    # Dee finished up every night (+1, +2, +1); nobody else did twice running on a third night.
    records = {r[0]: r[1:] for r in books["stored"]["Records"].iter_rows(min_row=2, values_only=True)}
    assert records["Best night"] == ("Bob", "Friday 1", "2026-09-04", "units 9")
    assert records["Longest run of winning nights"] == ("Dee", None, "2026-09-04 to 2026-09-18", "nights 3")
    chart = books["stored"]["Chart"]
    header = [c.value for c in chart[1]]
    assert header[:2] == ["Night", "Date"]
    last = dict(zip(header[2:], [c.value for c in chart[4]][2:], strict=True))
    assert last == {s.player: s.units for s in books["season"].standings}
    assert len(books["formulas"]["Chart"]._charts) == 1


def test_every_sheet_prints_landscape_with_the_season_and_page_numbers(books: dict[str, Any]) -> None:
    book = books["formulas"]
    assert book.sheetnames == ["Standings", "Head-to-head", "Nights", "Records", "Chart"]
    for ws in book.worksheets:
        assert (ws.page_setup.orientation, ws.page_setup.paperSize) == ("landscape", 9), ws.title
        assert ws.oddHeader.left.text == "Season 2026-09-04 to 2026-09-18", ws.title
        assert ws.oddFooter.center.text == "Page &P of &N", ws.title
        assert ws.sheet_properties.pageSetUpPr.fitToPage, ws.title
    assert book["Standings"].print_title_rows == "$4:$4"
    assert book["Nights"].print_title_rows == "$1:$1"


def test_a_wrong_extension_is_one_sentence_and_no_file(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match=r"^cannot export the season to s\.csv: the file name must end in \.xlsx"):
        export_season(Season([]), tmp_path / "s.csv")
    assert list(tmp_path.iterdir()) == []


def test_an_empty_season_still_writes_a_workbook(tmp_path: Path) -> None:
    export_season(Season([]), tmp_path / "empty.xlsx")
    book = load_workbook(tmp_path / "empty.xlsx")
    assert book["Standings"]["A1"].value == "Season (no nights)"
    assert book["Chart"]["A2"].value == "No nights yet: the chart appears with the first night."
