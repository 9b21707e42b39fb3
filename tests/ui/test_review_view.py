"""Show best settings: the post-hand review in Last hand and History, worked out only for hands being shown."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from scorekeeper.read.hand_file import deal_from_json
from scorekeeper.rules import RuleSet
from scorekeeper.solver.review import review_hand
from tests.ui.conftest import FOUR, SECOND, THIRD, fill, history_of, named, reviews_of, show_tab, surrender_of

from scorekeeper_app.results.models import REVIEW_ROLE

RULES = RuleSet.preset("classic-1-6")


def core_reviews(rows: dict[str, tuple[str, str, str]]) -> dict[str, str]:
    deal = {"players": [{"name": n, "front": f, "middle": m, "back": b} for n, (f, m, b) in rows.items()]}
    return {name: r.describe() for name, r in review_hand(deal_from_json(deal, RULES), RULES).items()}


def review_lines(window) -> list[str]:  # type: ignore[no-untyped-def]
    """The review as a person reads it under Last hand: one line per player (none while hidden or working)."""
    label = named(window, QLabel, "reviewLabel")
    shown = label.text() if label.isVisibleTo(named(window, QWidget, "resultPanel")) else ""
    return [] if shown in ("", "Working out the best settings…") else shown.split("\n")


def test_last_hand_shows_each_players_review_in_the_cores_words(qtbot, make_window):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    label = named(window, QLabel, "reviewLabel")
    assert not label.isVisibleTo(named(window, QWidget, "resultPanel"))  # off until asked for
    assert reviews_of(window).pending() == 0 and reviews_of(window).known() == 0  # nothing worked out meanwhile
    named(window, QToolButton, "resultReviewButton").click()
    assert window.act.show_review.isChecked()
    qtbot.waitUntil(lambda: review_lines(window) != [])
    expected = core_reviews(FOUR)
    assert expected["P3"] == "P3: the best setting would have scored −3 instead of −13"
    assert review_lines(window) == [expected[name] for name in FOUR]
    # The next hand is reviewed as soon as it is scored, while the panel is on show.
    fill(window, SECOND)
    assert window.score_hand()
    qtbot.waitUntil(lambda: review_lines(window) == [core_reviews(SECOND)[n] for n in FOUR])
    assert window.settings.show_review  # remembered for the next start


def test_a_surrendered_player_is_not_reviewed(qtbot, make_window):
    window = make_window()
    fill(window, {n: r for n, r in FOUR.items() if n != "P3"})
    surrender_of(window, "P3").click()
    assert window.score_hand()
    window.act.show_review.trigger()
    qtbot.waitUntil(lambda: review_lines(window) != [])
    lines = review_lines(window)
    assert [line.split(":")[0] for line in lines] == ["P1", "P2", "P4"]
    show_tab(window, "historyView")
    model = history_of(window)
    qtbot.waitUntil(lambda: model.index(0, 4).data(REVIEW_ROLE) is not None)
    assert model.index(0, 4).data(REVIEW_ROLE) == ""
    assert model.index(0, 4).data() == "−6 surr."
    assert "best setting" not in model.index(0, 4).data(0x03)  # the tooltip


def test_history_shows_the_best_settings_for_the_hands_it_shows(qtbot, qtmodeltester, make_window):
    window = make_window()
    model = history_of(window)
    for rows in (FOUR, SECOND, THIRD):
        fill(window, rows)
        assert window.score_hand()
    show_tab(window, "historyView")
    qtmodeltester.check(model, force_py=True)  # keeps checking every signal from here on
    assert model.index(0, 4).data() == "−13"
    window.findChild(QToolButton, "historyReviewButton").click()
    assert model.show_review()
    legend = named(window, QLabel, "historyLegend").text()
    assert "−13 → −3: the best setting of the same cards would have scored −3" in legend
    qtbot.waitUntil(lambda: all(model.review(r) is not None for r in range(3)))
    assert model.index(0, 4).data() == "−13 → −3"
    assert model.index(0, 2).data() == "+3"  # the same either way: nothing added
    assert model.index(0, 4).data(REVIEW_ROLE) == core_reviews(FOUR)["P3"]
    assert model.index(0, 4).data(0x03).endswith("\nP3: the best setting would have scored −3 instead of −13")
    for row, rows in enumerate((FOUR, SECOND, THIRD)):
        assert [model.index(row, c).data(REVIEW_ROLE) for c in range(2, 6)] == list(core_reviews(rows).values())
    # Correcting a hand reviews it again; hiding the review puts the plain units back.
    window.correct_hand(2)
    fill(window, {"P4": ("Ts 7c 4c", "Qc Qh As 8h 5h", "Kc Kd 3h 3d 2c")})
    assert window.score_hand()
    qtbot.waitUntil(lambda: model.review(1) is not None)
    assert model.index(1, 5).data(REVIEW_ROLE) == core_reviews(
        {**SECOND, "P4": ("Ts 7c 4c", "Qc Qh As 8h 5h", "Kc Kd 3h 3d 2c")})["P4"]
    window.act.show_review.trigger()
    assert model.index(0, 4).data() == "−13"


def test_nothing_is_reviewed_while_the_review_is_not_shown(qtbot, make_window):
    window = make_window()
    show_tab(window, "historyView")
    for rows in (FOUR, SECOND):
        fill(window, rows)
        assert window.score_hand()
    qtbot.wait(20)
    assert reviews_of(window).pending() == 0
    assert reviews_of(window).known() == 0
