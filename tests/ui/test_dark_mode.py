"""Issue 21: in a dark colour scheme every text, card, foul and the standings stay legible (WCAG AA, 4.5:1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from scorekeeper.read.cards import DECK

from scorekeeper_app.common.ink import DARK_ERROR, LIGHT_ERROR

from .conftest import FOUR, SECOND, fill, picker_of, player_box, row_label, status_of, summary_of

DARK = {QPalette.ColorRole.Window: "#353535", QPalette.ColorRole.WindowText: "#ececec",
        QPalette.ColorRole.Base: "#2a2a2a", QPalette.ColorRole.AlternateBase: "#3a3a3a",
        QPalette.ColorRole.Text: "#ececec", QPalette.ColorRole.Button: "#404040",
        QPalette.ColorRole.ButtonText: "#ececec", QPalette.ColorRole.PlaceholderText: "#a8a8a8",
        QPalette.ColorRole.Highlight: "#2a82da", QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Mid: "#5a5a5a", QPalette.ColorRole.Light: "#505050", QPalette.ColorRole.Dark: "#232323"}


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture
def dark(qapp: QApplication) -> Iterator[None]:
    """The system went dark (as QStyleHints.colorScheme() Dark hands the app a dark palette)."""
    light = QApplication.palette()
    QApplication.setPalette(dark_palette())
    yield
    QApplication.setPalette(light)


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def rendered_contrast(widget: QWidget) -> float:
    """From the pixels: the commonest colour is the background, the one furthest from it the ink."""
    image = widget.grab().toImage()
    pixels = Counter(image.pixel(x, y) for x in range(0, image.width()) for y in range(0, image.height()))
    background = QColor.fromRgb(pixels.most_common(1)[0][0])
    return max(contrast(background, QColor.fromRgb(p)) for p in pixels)


def test_wcag_contrast_is_worked_as_the_standard_says():
    assert round(contrast(QColor("#000000"), QColor("#ffffff")), 1) == 21.0
    assert round(contrast(LIGHT_ERROR, QColor("#ffffff")), 1) == 5.0
    assert round(contrast(DARK_ERROR, QColor("#353535")), 1) == 5.4


def test_dark_mode_keeps_text_cards_fouls_and_standings_legible(dark, make_window, qtbot):
    window = make_window()
    fill(window, FOUR)
    assert window.score_hand()
    picker = picker_of(window)  # the entry is empty again: every card face shows
    for card in (DECK[0], DECK[-1]):  # a black and a red suit
        face = picker.grab(picker.card_rect(card).toAlignedRect().adjusted(3, 3, -3, -3))
        assert rendered_contrast_image(face.toImage()) >= 4.5, card  # ink on the card's white, in a dark window
    fill(window, SECOND)  # P4 fouls: front K-K beats the middle's Q-Q
    foul = status_of(window, "P4")
    qtbot.waitUntil(lambda: foul.text().startswith("Foul"))
    assert foul.palette().color(QPalette.ColorRole.WindowText) == DARK_ERROR
    assert contrast(DARK_ERROR, QColor(DARK[QPalette.ColorRole.Window])) >= 4.5
    shown = {
        "name": player_box(window, "P1").findChild(QLabel, "nameLabel"),
        "foul": foul,
        "row": row_label(window, "P1", "back"),
        "summary": summary_of(window),
        "standings": window.findChild(QWidget, "standingsTable").viewport(),
        "status": window.status_label,
    }
    for name, widget in shown.items():
        assert rendered_contrast(widget) >= 4.5, name


def rendered_contrast_image(image) -> float:  # type: ignore[no-untyped-def]
    pixels = Counter(image.pixel(x, y) for x in range(image.width()) for y in range(image.height()))
    background = QColor.fromRgb(pixels.most_common(1)[0][0])
    return max(contrast(background, QColor.fromRgb(p)) for p in pixels)


def test_a_foul_follows_the_system_from_light_to_dark_live(make_window, qtbot):
    window = make_window()
    fill(window, SECOND)
    foul = status_of(window, "P4")
    qtbot.waitUntil(lambda: foul.text().startswith("Foul"))
    assert foul.palette().color(QPalette.ColorRole.WindowText) == LIGHT_ERROR
    light = QApplication.palette()
    QApplication.setPalette(dark_palette())
    try:
        qtbot.waitUntil(lambda: foul.palette().color(QPalette.ColorRole.WindowText) == DARK_ERROR)
        dark_window = QColor(DARK[QPalette.ColorRole.Window])
        qtbot.waitUntil(lambda: foul.palette().color(QPalette.ColorRole.Window) == dark_window)
        assert rendered_contrast(foul) >= 4.5
    finally:
        QApplication.setPalette(light)
    qtbot.waitUntil(lambda: foul.palette().color(QPalette.ColorRole.WindowText) == LIGHT_ERROR)
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window) == light.color(QPalette.ColorRole.Window)
