"""The error family: every failure the core reports to a user is one of these."""


class ScorekeeperError(Exception):
    """Root of every error the scorekeeper raises on bad input or a failed operation."""


class InvalidCards(ScorekeeperError, ValueError):
    """A card token cannot be read, a row has the wrong count, or a card is used twice."""


class InvalidRules(ScorekeeperError, ValueError):
    """An unknown option, a bad option value, or options that cannot go together."""


class InvalidDeal(ScorekeeperError, ValueError):
    """A deal that cannot be scored: wrong players, mixed entry kinds, a false natural."""


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
