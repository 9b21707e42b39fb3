"""A person's text (a player's or a session's name, and the lines made with them) shown as typed.

Qt renders a label, a tooltip or a chart's legend as HTML when its format says so or when
``Qt.mightBeRichText`` guesses so: a player named ``<font size=7 color=red>HUGE</font>`` would read in
big red letters, and ``<a href=…>pay</a>`` would put a link where a payer's name should be. Labels that
show names are set to plain text where they are made; text that must go through a place Qt reads as
HTML goes through one of these first.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui


def escaped(text: str) -> str:
    """``text`` as HTML that shows exactly these characters (for a rich label or a chart's legend)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as written: a text Qt would guess is HTML becomes its exact HTML."""
    if "<" not in text and "&" not in text:
        return text  # nothing Qt could take for a tag: a plain tooltip, unchanged
    return str(QtGui.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal))

