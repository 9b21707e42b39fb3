"""Issue 21 point 5: at scale factors 1, 1.25, 1.5 and 2 cards and icons are drawn for the screen's pixels."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from scorekeeper.read.cards import parse_cards

from scorekeeper_app.app import app_icon
from scorekeeper_app.cards.card_widget import FACE, paint_card
from scorekeeper_app.common.resources import APP_ICON

CARD = QSize(40, 56)
"""A card's logical size, as the picker draws it on a 1366x768 screen."""

PIXMAP_AT_SCALE = """
import json
from PySide6.QtCore import QSizeF
from PySide6.QtWidgets import QApplication
from scorekeeper.read.cards import parse_cards
from scorekeeper_app.app import app_icon
from scorekeeper_app.cards.card_picker import CardPicker
from scorekeeper_app.cards.card_widget import card_pixmap
app = QApplication([])
picker = CardPicker()
picker.show()
pixmap = card_pixmap(picker, parse_cards("Kh")[0], QSizeF(40, 56))
icon = app_icon().pixmap(32, 32)
print(json.dumps({"widget": picker.devicePixelRatioF(), "pixmap": pixmap.devicePixelRatio(),
                  "pixels": [pixmap.width(), pixmap.height()], "icon": [icon.width(), icon.devicePixelRatio()]}))
"""


def render(card_text: str, ratio: int) -> QImage:
    """The card's own paint code into an image of ``ratio`` device pixels per logical pixel."""
    image = QImage(CARD * ratio, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(FACE)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, CARD.width(), CARD.height()), parse_cards(card_text)[0])
    painter.end()
    return image


def greys_through_rank(image: QImage) -> tuple[int, int]:
    """Along the row through the rank glyph's middle: (pixels of pure ink, pixels between ink and the face)."""
    y = round(image.height() * 0.28)
    levels = [QColor(image.pixel(x, y)).lightness() for x in range(image.width() // 5, image.width() * 4 // 5)]
    ink, face = min(levels), QColor(FACE).lightness()
    between = sum(ink + 24 < level < face - 24 for level in levels)
    return sum(level <= ink + 24 for level in levels), between


def test_a_card_drawn_at_twice_the_pixels_is_twice_the_size_and_as_sharp():
    one, two = render("Ks", 1), render("Ks", 2)
    assert (two.width(), two.height()) == (80, 112)
    assert (two.deviceIndependentSize().width(), two.deviceIndependentSize().height()) == (40.0, 56.0)
    ink_1, grey_1 = greys_through_rank(one)
    ink_2, grey_2 = greys_through_rank(two)
    assert ink_2 >= 2 * ink_1 - 2  # the strokes are twice as many pixels wide
    assert grey_2 <= grey_1 + 2  # their edges no softer in device pixels: drawn, not a 1x image stretched
    stretched = one.scaled(CARD * 2, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    assert greys_through_rank(stretched)[1] > grey_2 + 2  # what a blurry bitmap would look like, caught


@pytest.mark.parametrize("scale", ["1", "1.25", "1.5", "2"])
def test_the_drag_pixmap_and_the_icon_follow_the_screens_scale(scale):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale}
    out = subprocess.run([sys.executable, "-c", PIXMAP_AT_SCALE], env=env, capture_output=True, text=True,
                         timeout=60, check=True)
    got = json.loads(out.stdout)
    ratio = float(scale)
    assert got["widget"] == ratio
    assert got["pixmap"] == ratio
    assert got["pixels"] == [round(40 * ratio), round(56 * ratio)]
    assert got["icon"] == [round(32 * ratio), ratio]  # the SVG drawn for the screen's pixels, not a 32px stretched


def test_the_app_icon_is_the_svg_and_draws_at_any_size(qapp):
    assert APP_ICON.endswith(".svg")
    icon = app_icon()
    assert not icon.isNull()
    for side in (16, 24, 40, 64, 256):
        assert icon.pixmap(side, side).width() == side
