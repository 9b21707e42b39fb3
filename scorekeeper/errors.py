"""The error family: every failure the core reports to a user is one of these."""

from __future__ import annotations


class ScorekeeperError(Exception):
    """Root of every error the scorekeeper raises on bad input or a failed operation."""


class InvalidCards(ScorekeeperError, ValueError):
    """A card token cannot be read, a row has the wrong count, or a card is used twice.

    Besides its (translated) sentence it carries what it is about, so a caller words it itself and never
    parses the text: ``card_text`` (the piece of text that is not a card, as typed), ``reason`` (why that
    piece is not a card, without the position), ``card`` (a card used twice, as ``As``), ``player`` and
    ``row`` (whose row: ``front``, ``middle``, ``back`` or ``discards``). Each is None when not known.
    """

    def __init__(self, message: str, *, card_text: str | None = None, reason: str | None = None,
                 card: str | None = None, player: str | None = None, row: str | None = None) -> None:
        super().__init__(message)
        self.card_text = card_text
        self.reason = reason
        self.card = card
        self.player = player
        self.row = row

    def __reduce__(self) -> tuple[object, ...]:  # keyword fields survive a copy or a pickle
        return (_invalid_cards, (str(self), self.card_text, self.reason, self.card, self.player, self.row))

    def about(self, *, player: str | None = None, row: str | None = None, message: str) -> InvalidCards:
        """The same fault told about a player's row: a new message, the fields kept and these added."""
        return InvalidCards(message, card_text=self.card_text, reason=self.reason, card=self.card,
                            player=player if player is not None else self.player,
                            row=row if row is not None else self.row)


def _invalid_cards(message: str, card_text: str | None, reason: str | None, card: str | None,
                   player: str | None, row: str | None) -> InvalidCards:
    return InvalidCards(message, card_text=card_text, reason=reason, card=card, player=player, row=row)


class InvalidRules(ScorekeeperError, ValueError):
    """An unknown option, a bad option value, or options that cannot go together."""


class InvalidDeal(ScorekeeperError, ValueError):
    """A deal that cannot be scored: wrong players, mixed entry kinds, a false natural.

    ``player`` and ``row`` name whose entry is at fault when the deal knows it (else None).
    """

    def __init__(self, message: str, *, player: str | None = None, row: str | None = None) -> None:
        super().__init__(message)
        self.player = player
        self.row = row

    def __reduce__(self) -> tuple[object, ...]:
        return (_invalid_deal, (str(self), self.player, self.row))


def _invalid_deal(message: str, player: str | None, row: str | None) -> InvalidDeal:
    return InvalidDeal(message, player=player, row=row)


class StoreError(ScorekeeperError):
    """The session store cannot be opened, read or written."""


class SessionError(ScorekeeperError, ValueError):
    """A session or session file is not valid."""


class ExportError(ScorekeeperError):
    """An export cannot be written: an unknown file type, a folder or locked file in the way, no permission."""


class InvalidFile(ScorekeeperError, ValueError):
    """A file that cannot be read as the JSON it should hold: too large, not UTF-8, not JSON, too deep."""


class StoreUnavailable(StoreError):
    """The disk or file system refuses the store (full, failing, read-only, locked, a link): nothing was
    changed, and a fresh store would not help."""


class StoreInUse(StoreError):
    """Another copy of the app (or another program) has the session store open for writing."""
