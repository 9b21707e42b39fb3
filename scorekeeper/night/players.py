"""The group's players as people across sessions: listing, renaming and merging, each an undoable edit.

Every seat of every stored session links to one player (the ``seats`` table); a night's hands keep the
names written at the table, so renaming or merging changes who a seat belongs to, never a hand or its
units. An edit is a frozen record whose ``inverse()`` undoes it exactly, applied in one transaction.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from scorekeeper.errors import SessionError
from scorekeeper.language import _
from scorekeeper.night.store import Store
from scorekeeper.read.limits import MAX_NAME


@dataclass(frozen=True)
class Player:
    """One person of the group: the name shown everywhere, and how many nights they sat in."""

    id: int
    name: str
    nights: int


@dataclass(frozen=True)
class Rename:
    """Call player ``player_id`` ``new`` instead of ``old``."""

    player_id: int
    old: str
    new: str

    @property
    def text(self) -> str:
        return f"Rename {self.old} to {self.new}"

    def inverse(self) -> Rename:
        return Rename(self.player_id, self.new, self.old)


@dataclass(frozen=True)
class Merge:
    """Fold player ``gone`` into ``keep``: the seats listed move to ``keep``; ``undo`` moves them back."""

    keep: int
    gone: int
    seats: tuple[tuple[int, int], ...]
    text: str
    undo: bool = False

    def inverse(self) -> Merge:
        return Merge(self.keep, self.gone, self.seats, self.text, not self.undo)


PlayerEdit = Rename | Merge


def list_players(store: Store) -> list[Player]:
    """The players not merged into another, by name, with the nights (sessions not deleted) they sat in."""
    rows = store._read(
        "SELECT p.id, p.name, (SELECT count(DISTINCT t.session_id) FROM seats t JOIN sessions s"
        " ON s.id = t.session_id WHERE t.player_id = p.id AND s.deleted = 0)"
        " FROM players p WHERE p.merged_into IS NULL ORDER BY p.name COLLATE NOCASE, p.id")
    return [Player(int(i), str(n), int(k)) for i, n, k in rows]


def player_names(store: Store) -> list[str]:
    """Names the new-session dialog offers: players who sat in a night first, most nights first."""
    return [p.name for p in sorted(list_players(store), key=lambda p: (-p.nights, p.name.casefold()))]


def _name_of(store: Store, player_id: int) -> str:
    rows = store._read("SELECT name FROM players WHERE id = ? AND merged_into IS NULL", (player_id,))
    if not rows:
        raise SessionError(_("there is no player {player_id} in the store").format(player_id=player_id))
    return str(rows[0][0])


def rename_player(store: Store, player_id: int, name: str) -> Rename:
    """Rename a player everywhere; returns the edit (apply its ``inverse()`` to undo).

    Raises:
        SessionError: the name is empty, too long, or another player's (merge them instead).
    """
    old = _name_of(store, player_id)
    new = name.strip() if isinstance(name, str) else ""
    if not new:
        raise SessionError(_("a player needs a name"))
    if len(new) > MAX_NAME:
        raise SessionError(_("the player name {new}... is longer than {max_name} characters").format(
            new=repr(new[:20]), max_name=MAX_NAME))
    if new != old and store._read("SELECT 1 FROM players WHERE name = ? AND merged_into IS NULL", (new,)):
        raise SessionError(_("{new} is already a player; merge {old} into {new} if they are the same person").format(
            new=new, old=old))
    edit = Rename(player_id, old, new)
    apply_edit(store, edit)
    return edit


def merge_players(store: Store, keep: int, gone: int) -> Merge:
    """Merge player ``gone`` into ``keep`` (the same person under two names); returns the edit.

    Raises:
        SessionError: the two are one player, or both sat at the same night (so they are two people).
    """
    keep_name, gone_name = _name_of(store, keep), _name_of(store, gone)
    if keep == gone:
        raise SessionError(_("{keep_name} cannot be merged into themselves").format(keep_name=keep_name))
    both = store._read("SELECT s.name, s.date FROM sessions s WHERE EXISTS (SELECT 1 FROM seats"
                       " WHERE session_id = s.id AND player_id = ?) AND EXISTS (SELECT 1 FROM seats"
                       " WHERE session_id = s.id AND player_id = ?) LIMIT 1", (keep, gone))
    if both:
        raise SessionError(_("{keep_name} and {gone_name} both sat at {session} on {date}, so they are two people and "
                             "cannot be merged").format(
            keep_name=keep_name, gone_name=gone_name, session=both[0][0], date=both[0][1]))
    seats = tuple((int(s), int(t)) for s, t in store._read(
        "SELECT session_id, seat FROM seats WHERE player_id = ? ORDER BY session_id, seat", (gone,)))
    edit = Merge(keep, gone, seats, f"Merge {gone_name} into {keep_name}")
    apply_edit(store, edit)
    return edit


def apply_edit(store: Store, edit: PlayerEdit) -> None:
    """Apply one edit (or an inverse, to undo or redo it) in one transaction."""
    with store._transaction() as conn:
        if isinstance(edit, Rename):
            _check_rename(conn, edit)
            conn.execute("UPDATE players SET name = ? WHERE id = ?", (edit.new, edit.player_id))
        elif edit.undo:
            conn.execute("UPDATE players SET merged_into = NULL WHERE id = ?", (edit.gone,))
            conn.executemany("UPDATE seats SET player_id = ? WHERE session_id = ? AND seat = ?",
                             ((edit.gone, s, t) for s, t in edit.seats))
        else:
            conn.executemany("UPDATE seats SET player_id = ? WHERE session_id = ? AND seat = ?",
                             ((edit.keep, s, t) for s, t in edit.seats))
            conn.execute("UPDATE players SET merged_into = ? WHERE id = ?", (edit.keep, edit.gone))


def _check_rename(conn: sqlite3.Connection, edit: Rename) -> None:
    row = conn.execute("SELECT name FROM players WHERE id = ?", (edit.player_id,)).fetchone()
    if row is None or row[0] != edit.old:
        raise SessionError(_("the player {old} was changed elsewhere; the rename was not applied").format(old=edit.old))
