"""Games, rows, change kinds and reason kinds are enums (issue 33 point 3): no caller compares their words.

``scorekeeper/game.py`` owns ``Game`` and ``Row``; ``scorekeeper/night/edits.py`` owns ``ChangeKind``,
``Direction`` and ``WriteKind``; ``scorekeeper/night/store_lock.py`` owns ``Holder``;
``scorekeeper/score/reasons.py`` owns ``ReasonKind`` (a settlement line's kind) and ``scorekeeper/score/ofc.py``
``Why`` (why a player is in or out of Fantasyland). Anywhere else in
``scorekeeper/`` and ``ui/``, a comparison such as
``rules.game == "ofc"``, ``row == "front"``, ``change.kind in ("add", "delete")``, ``reason.kind == "scoop"``,
``state.why == "leaves"`` or a literal tuple of
game or row names (``("ofc", "pineapple")``) is a string standing in for a type, and fails here.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OWNERS = {Path("scorekeeper/game.py"), Path("scorekeeper/night/edits.py"), Path("scorekeeper/score/reasons.py"),
          Path("scorekeeper/score/ofc.py")}
GAMES = {"classic", "ofc", "pineapple", "criss_cross"}
ROWS = {"front", "middle", "back", "discards"}
KINDS = {"add", "delete", "replace", "rules", "unit_value", "rename",  # ChangeKind
         "do", "undo", "redo",  # Direction
         "insert", "put", "cache", "session",  # WriteKind
         "app", "command line", "program",  # store_lock.Holder: what holds a store
         "row_won", "row_tied", "royalties", "scoop", "overall_unit", "three_oh",  # score/reasons.ReasonKind
         "both_surrendered", "surrender_fouled", "surrender", "naturals_tie", "natural_beats", "natural",
         "both_fouled", "foul", "foul_played", "ante", "pot", "pot_split", "pot_nobody"}
WHYS = {"not_played", "fouled", "no_board", "stays", "leaves", "enters"}  # score/ofc.Why: Fantasyland in or out
ROYALTY_TABLES = {"none", "classic", "eastern", "ofc"}  # rules.royalties: table names, two of them also games
WORDS = {"game": GAMES, "row": ROWS, "kind": KINDS, "direction": KINDS, "why": WHYS}
"""The name of what is compared (``rules.game``, ``self.row``, ``change.kind``, ``reason.kind``, ``state.why``) and
the words it must not meet."""


def _subject(node: ast.expr) -> str | None:
    """``game`` for ``rules.game`` or ``game``, ``row`` for ``self.row``: the last name of the expression."""
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return None


def _words(node: ast.expr) -> set[str]:
    """The string constants of a literal or of a literal tuple, list or set."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return {e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
    return set()


def literal_kinds(source: str) -> list[str]:
    """Each comparison of a game, row or change kind with its words, and each literal tuple of game or row
    names, as ``line: text``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            subjects = {_subject(o) for o in operands} & WORDS.keys()
            words = set().union(*(_words(o) for o in operands))
            if any(words & WORDS[s] for s in subjects if s is not None):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, (ast.Tuple, ast.List)):
            words = _words(node)
            if (len(words & GAMES) >= 2 and not words <= ROYALTY_TABLES) or len(words & ROWS) >= 2:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def offenders(root: Path = ROOT) -> dict[str, list[str]]:
    out = {}
    for package in ("scorekeeper", "ui"):
        for path in sorted((root / package).rglob("*.py")):
            relative = path.relative_to(root)
            if relative in OWNERS or "__pycache__" in path.parts:
                continue
            found = literal_kinds(path.read_text(encoding="utf-8"))
            if found:
                out[str(relative)] = found
    return out


def test_no_game_row_change_or_reason_kind_is_compared_as_a_word() -> None:
    assert offenders() == {}


def test_the_check_finds_each_kind_of_word_comparison() -> None:
    source = '''
if rules.game == "ofc": pass
if self.rules.game in ("ofc", "pineapple"): pass
if row != "front": pass
if change.kind == "add" and change.direction == "undo": pass
if kind == "insert": pass
for row in ("front", "middle", "back"): pass
if reason.kind == "row_tied" or kind in ("foul", "foul_played"): pass
if state.why == "leaves": pass
'''
    lines = sorted((line.split(":")[0] for line in literal_kinds(source)), key=int)
    assert lines == ["2", "3", "3", "4", "5", "5", "6", "7", "8", "8", "9"]


def test_the_check_leaves_other_words_and_enum_members_alone() -> None:
    source = '''
if rules.royalties == "ofc": pass
ROYALTY_TABLES = ("none", "classic", "eastern", "ofc")
if rules.game is Game.OFC or rules.game.is_open_face: pass
if row == Row.FRONT and change.kind is ChangeKind.ADD: pass
if reason.kind == ReasonKind.SCOOP or state.why is Why.LEAVES: pass
if natural in ("three_straights", "three_flushes"): pass
keys = {"front", "middle", "back"}
'''
    assert literal_kinds(source) == []
