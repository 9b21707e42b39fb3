"""The game a table plays and the rows of a hand, as enums.

Both are ``StrEnum``s, so a member *is* its string: JSON, the store and the CLI keep the words of
FORMAT.md (``"ofc"``, ``"front"``), and a plain string read from a file compares equal to its member.
Callers ask the enum (``game.is_open_face``, ``game is Game.PINEAPPLE``), never compare the words.
"""

from __future__ import annotations

from enum import StrEnum


class Game(StrEnum):
    """The variant a session plays (RULES A, C, D)."""

    CLASSIC = "classic"
    OFC = "ofc"
    PINEAPPLE = "pineapple"
    CRISS_CROSS = "criss_cross"

    @property
    def is_open_face(self) -> bool:
        """Open-face games: OFC royalties paid win or lose (RULES C2), Fantasyland, no naturals."""
        return self in (Game.OFC, Game.PINEAPPLE)

    @property
    def has_discards(self) -> bool:
        """Pineapple alone has discarded cards that must not be played elsewhere."""
        return self is Game.PINEAPPLE

    @property
    def has_two_boards(self) -> bool:
        """Criss-cross: each player sets two hands (RULES D)."""
        return self is Game.CRISS_CROSS


class Row(StrEnum):
    """A row of a set hand, front to back; a hand's discards are not a row (see ``DISCARDS``)."""

    FRONT = "front"
    MIDDLE = "middle"
    BACK = "back"

    @property
    def size(self) -> int:
        """Cards the row holds: 3 in front, 5 elsewhere."""
        return 3 if self is Row.FRONT else 5


ROWS: tuple[Row, Row, Row] = (Row.FRONT, Row.MIDDLE, Row.BACK)
"""The three rows, front first."""

DISCARDS = "discards"
"""The key a pineapple player's discards go under, beside the rows (FORMAT.md)."""
