"""The game a table plays and the rows of a hand, as enums.

Both are ``StrEnum``s, so a member *is* its string: JSON, the store and the CLI keep the words of
FORMAT.md (``"ofc"``, ``"front"``), and a plain string read from a file compares equal to its member.
Callers ask the enum (``game.is_open_face``, ``game is Game.PINEAPPLE``), never compare the words.

What a member knows is a plain attribute set once when the class is made, and the rows are also module
constants (``FRONT``): on Python 3.11 a property or a ``Row.FRONT`` lookup costs about 90 ns, a tenth of
a whole ``evaluate`` call, where a global or an attribute costs 10 to 20.
"""

from __future__ import annotations

from enum import StrEnum


class Game(StrEnum):
    """The variant a session plays (RULES A, C, D).

    ``is_open_face``: OFC royalties paid win or lose (RULES C2), Fantasyland, no naturals (OFC, pineapple).
    ``has_discards``: pineapple's discarded cards, which must not be played elsewhere.
    ``has_two_boards``: criss-cross, where each player sets two hands (RULES D).
    """

    CLASSIC = "classic"
    OFC = "ofc"
    PINEAPPLE = "pineapple"
    CRISS_CROSS = "criss_cross"

    def __init__(self, word: str) -> None:
        self.is_open_face = word in ("ofc", "pineapple")
        self.has_discards = word == "pineapple"
        self.has_two_boards = word == "criss_cross"


class Row(StrEnum):
    """A row of a set hand, front to back; a hand's discards are not a row (see ``DISCARDS``).

    ``size``: the cards the row holds, 3 in front and 5 elsewhere.
    """

    FRONT = "front"
    MIDDLE = "middle"
    BACK = "back"

    def __init__(self, word: str) -> None:
        self.size = 3 if word == "front" else 5


FRONT, MIDDLE, BACK = Row.FRONT, Row.MIDDLE, Row.BACK
ROWS: tuple[Row, Row, Row] = (FRONT, MIDDLE, BACK)
"""The three rows, front first."""
HAND_SIZE = sum(row.size for row in ROWS)
"""The cards a player sets in the three rows: 13 (pineapple's discards and Fantasyland's extra cards aside)."""
FIVE_CARD_ROWS = frozenset((MIDDLE, BACK))

DISCARDS = "discards"
"""The key a pineapple player's discards go under, beside the rows (FORMAT.md)."""
