"""The key a hand's outcome is kept under: the scoring code's fingerprint, the rules, the deal, Fantasyland in.

A cached outcome is believed only under the same key, so it never outlives the code, the rules or the deal
that made it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path

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
        core = Path(__file__).resolve().parents[1]
        try:
            for path in sorted(core.rglob("*.py")) + sorted(core.glob("solver/data/**/*")):
                if path.is_file() and "__pycache__" not in path.parts:
                    digest.update(path.relative_to(core).as_posix().encode() + b"\0" + path.read_bytes())
        except OSError:  # pragma: no cover - a bundle without sources: the version alone
            pass
        _FINGERPRINT = digest.hexdigest()[:16]
    return _FINGERPRINT


_FINGERPRINT: str | None = None



def rules_text(rules: RuleSet) -> str:
    """Rules as stored and keyed: the preset name if they equal one, else every option (JSON)."""
    name = rules.preset_name()
    return json.dumps(name if name is not None else rules.to_json(), sort_keys=True, ensure_ascii=False)


def hand_key(rules_key: str, entered: Entered, carried: Mapping[str, bool] | None) -> str:
    carry = "" if carried is None else ",".join(f"{n}={int(v)}" for n, v in sorted(carried.items()))
    raw = "\x1f".join((scoring_fingerprint(), rules_key, entered.digest, carry))
    return hashlib.sha1(raw.encode(), usedforsecurity=False).hexdigest()
