"""``scorekeeper season``: the store's season as JSON, read beside a running app without disturbing it."""

from __future__ import annotations

import datetime
import sys
from typing import Any

from scorekeeper.errors import StoreError, StoreInUse
from scorekeeper.language import _, english
from scorekeeper.night.season import Season
from scorekeeper.night.season_facts import load_nights
from scorekeeper.night.season_skill import fill_skill
from scorekeeper.night.store import Store
from scorekeeper.night.store_file import ENV_VAR, default_store_path


def open_for_reading() -> Store:
    """The default store: writable when free (facts worked out are kept), read-only while the app holds it."""
    path = default_store_path()
    if not path.exists():
        raise StoreError(_("there is no session store at {path} yet (set {env_var} to use another file)").format(
            path=path, env_var=ENV_VAR))
    try:
        return Store(path)
    except StoreInUse:
        return Store(path, read_only=True)


def season_json(start: datetime.date | None = None, end: datetime.date | None = None) -> dict[str, Any]:
    """FORMAT.md's season JSON over the store's sessions from ``start`` to ``end`` (either may be open)."""
    with open_for_reading() as store:
        nights, skipped = load_nights(store, start, end)
        if fill_skill(store, [n.session_id for n in nights if n.skill_pending]):
            nights, skipped = load_nights(store, start, end)
    for sentence in skipped:  # never a silent loss: say which session the season leaves out
        sys.stderr.write(f"scorekeeper: {sentence}{_('.')}\n")
    with english():
        return Season(nights).to_json()
