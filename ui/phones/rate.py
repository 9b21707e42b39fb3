"""How fast one connection may send: a token bucket per seat, per address and per socket (table mode's server)."""

from __future__ import annotations

import time
from collections.abc import Callable

RATE, BURST = 30.0, 60.0
"""Messages a second one connection may send on average, and in a burst (a phone sends one per tap)."""


class Bucket:
    """A token bucket: ``take()`` is False once a connection sends faster than the rate allows."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.tokens = BURST
        self.at = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(BURST, self.tokens + (now - self.at) * RATE)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
