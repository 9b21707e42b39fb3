"""The group's players as people across sessions: listing, renaming and merging, each an undoable edit.

Every seat of every stored session links to one player (the ``seats`` table). Renaming or merging changes the
name in every session the player sat in (its players, each hand's deal, cached units and season facts: see
``renaming``), never a hand's units. An edit is a frozen record whose ``inverse()`` undoes it exactly, applied
in one transaction; a session open in memory is read again afterwards, with a fresh undo history.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.errors import ScorekeeperError, SessionError, StoreError
from scorekeeper.language import _
from scorekeeper.night.checks import verify_player_name
from scorekeeper.night.renaming import SeatName, rename_seats
from scorekeeper.night.store import Store


@dataclass(frozen=True)
class Player:
    """One person of the group: the name shown everywhere, and how many nights they sat in."""

    id: int
    name: str
    nights: int


def _swapped(seats: Sequence[SeatName]) -> tuple[SeatName, ...]:
    return tuple((sid, seat, after, before) for sid, seat, before, after in seats)


@dataclass(frozen=True)
class Rename:
    """Call player ``player_id`` ``new`` instead of ``old``, at each seat listed (session, seat, before, after)."""

    player_id: int
    old: str
    new: str
    seats: tuple[SeatName, ...] = ()

    @property
    def text(self) -> str:
        return _("Rename {old} to {new}").format(old=self.old, new=self.new)

    def inverse(self) -> Rename:
        return Rename(self.player_id, self.new, self.old, _swapped(self.seats))


@dataclass(frozen=True)
class Merge:
    """Fold player ``gone`` into ``keep``: the seats listed move to ``keep`` and take its name; ``undo`` moves
    them back under the names they had."""

    keep: int
    gone: int
    seats: tuple[SeatName, ...]
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


def _seats(store: Store, player_id: int, name: str) -> tuple[SeatName, ...]:
    """Each seat of the player, as (session, seat, the name it has, ``name``)."""
    seats = []
    for sid, seat, players in store._read(
            "SELECT t.session_id, t.seat, s.players FROM seats t JOIN sessions s ON s.id = t.session_id"
            " WHERE t.player_id = ? ORDER BY t.session_id, t.seat", (player_id,)):
        try:
            sat = json.loads(players)[seat]
        except (ValueError, TypeError, IndexError, KeyError):
            sat = None
        if not isinstance(sat, str):
            raise SessionError(_("the players of session {number} cannot be read, so no player was renamed").format(
                number=sid))
        seats.append((int(sid), int(seat), sat, name))
    return tuple(seats)


def rename_player(store: Store, player_id: int, name: str) -> Rename:
    """Rename a player in every session they sat in; returns the edit (apply its ``inverse()`` to undo).

    Raises:
        SessionError: the name is empty, too long, or another player's (merge them instead), or the new
            name already sits at one of the player's nights.
    """
    old = _name_of(store, player_id)
    new = verify_player_name(name)
    edit = Rename(player_id, old, new, _seats(store, player_id, new))
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
    text = _("Merge {gone} into {keep}").format(gone=gone_name, keep=keep_name)
    edit = Merge(keep, gone, _seats(store, gone, keep_name), text)
    apply_edit(store, edit)
    return edit


def apply_edit(store: Store, edit: PlayerEdit) -> list[int]:
    """Apply one edit (or an inverse, to undo or redo it) in one transaction; returns the sessions renamed.

    A session of those open in memory (``Store.open``) is read again, so it shows the new names.
    """
    with store._transaction() as conn:
        if isinstance(edit, Rename):
            _check_rename(conn, edit)
            conn.execute("UPDATE players SET name = ? WHERE id = ?", (edit.new, edit.player_id))
            changed = rename_seats(conn, edit.seats)
        elif edit.undo:
            _check_unmerge(conn, edit)
            conn.execute("UPDATE players SET merged_into = NULL WHERE id = ?", (edit.gone,))
            conn.executemany("UPDATE seats SET player_id = ? WHERE session_id = ? AND seat = ?",
                             ((edit.gone, s, t) for s, t, _b, _a in edit.seats))
            changed = rename_seats(conn, _swapped(edit.seats))
        else:
            conn.executemany("UPDATE seats SET player_id = ? WHERE session_id = ? AND seat = ?",
                             ((edit.keep, s, t) for s, t, _b, _a in edit.seats))
            conn.execute("UPDATE players SET merged_into = ? WHERE id = ?", (edit.keep, edit.gone))
            changed = rename_seats(conn, edit.seats)
    _follow_open(store, changed)
    return changed


def _check_rename(conn: sqlite3.Connection, edit: Rename) -> None:
    row = conn.execute("SELECT name FROM players WHERE id = ?", (edit.player_id,)).fetchone()
    if row is None or row[0] != edit.old:
        raise SessionError(_("the player {old} was changed elsewhere; the rename was not applied").format(old=edit.old))
    if edit.new != edit.old and conn.execute("SELECT 1 FROM players WHERE name = ? AND merged_into IS NULL"
                                             " AND id != ?", (edit.new, edit.player_id)).fetchone():
        raise SessionError(_("{new} is already a player; merge {old} into {new} if they are the same person").format(
            new=edit.new, old=edit.old))


def _check_unmerge(conn: sqlite3.Connection, edit: Merge) -> None:
    row = conn.execute("SELECT name FROM players WHERE id = ?", (edit.gone,)).fetchone()
    if row is not None and conn.execute("SELECT 1 FROM players WHERE name = ? AND merged_into IS NULL",
                                        (row[0],)).fetchone():
        raise SessionError(_("{name} is now another player's name, so the merge cannot be undone: rename that "
                             "player first").format(name=row[0]))


def _follow_open(store: Store, sessions: Sequence[int]) -> None:
    """Read each renamed session open in memory again, so it names its players as the store now does."""
    for sid in sessions:
        session = store._open.get(sid)
        if session is None or store._row(sid)[-1]:
            continue
        del store._open[sid]
        try:
            fresh = store.open(sid)
        except ScorekeeperError as e:
            raise StoreError(_("the players were renamed, but the open session {session} could not be read again "
                               "({reason}): open it again").format(session=session.name, reason=e)) from None
        finally:
            store._open[sid] = session
        session._follow(fresh)
