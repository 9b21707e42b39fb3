"""The key a hand's outcome is kept under: the scoring code's fingerprint, the rules, the deal, Fantasyland in.

A cached outcome is believed only under the same key, so it never outlives the code, the rules or the deal
that made it.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator, Mapping

from scorekeeper.night.entered import Entered
from scorekeeper.rules import RuleSet
from scorekeeper.version import __version__


def scoring_fingerprint() -> str:
    """Changes whenever any core code changes, so cached units never outlive the code that made them.

    Every ``.py`` file of the core, in every subpackage, and the solver's data, by path.
    """
    global _FINGERPRINT
    if _FINGERPRINT is None:
        digest = hashlib.sha256(__version__.encode())
        try:
            for parts, text in _core_files():
                digest.update("/".join(parts).encode() + b"\0" + text)
        except OSError:  # pragma: no cover - a bundle without sources: the version alone
            pass
        _FINGERPRINT = digest.hexdigest()[:16]
    return _FINGERPRINT


def _core_files() -> Iterator[tuple[tuple[str, ...], bytes]]:
    """Each ``.py`` file of the core, then each file of the solver's data: its path's parts and its bytes.

    Walked with ``os.walk``, which costs a reopen half what ``Path.rglob`` did (about 2 ms against 4).
    """
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sources, data = [], []
    for folder, folders, files in os.walk(root):
        folders[:] = [name for name in folders if name != "__pycache__"]
        relative = os.path.relpath(folder, root)
        parts = () if relative == "." else tuple(relative.split(os.sep))
        sources += [(*parts, name) for name in files if name.endswith(".py")]
        if parts[:2] == ("solver", "data"):
            data += [(*parts, name) for name in files]
    for path in sorted(sources) + sorted(data):
        with open(os.path.join(root, *path), "rb") as file:
            yield path, file.read()


_FINGERPRINT: str | None = None



def rules_text(rules: RuleSet) -> str:
    """Rules as stored and keyed: the preset name if they equal one, else every option (JSON)."""
    name = rules.preset_name()
    return json.dumps(name if name is not None else rules.to_json(), sort_keys=True, ensure_ascii=False)


def hand_key(rules_key: str, entered: Entered, carried: Mapping[str, bool] | None) -> str:
    carry = "" if carried is None else ",".join(f"{n}={int(v)}" for n, v in sorted(carried.items()))
    raw = "\x1f".join((scoring_fingerprint(), rules_key, entered.digest, carry))
    return hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()
