"""The ``scorekeeper`` command line (FORMAT.md): score, session, export, solve, rules, season, settle."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from scorekeeper.errors import ScorekeeperError
from scorekeeper.language import _, english


class UsageError(ScorekeeperError):
    """Bad command-line input (exit status 2)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(sentence(message) + ".")


def _read_json(path: str) -> Any:
    """JSON from a file, or from standard input for ``-``, refused early when too large or too deep."""
    from scorekeeper.read.limits import MAX_FILE_BYTES, json_from_bytes, read_json_file

    if path == "-":
        return json_from_bytes(sys.stdin.buffer.read(MAX_FILE_BYTES + 1), "standard input")
    return read_json_file(path)


# Key names a message may start with: written as the file writes them, never capitalised.
_KEY_WORDS = frozenset({"format", "version", "name", "date", "players", "rules", "currency", "bankrolls", "hands",
                        "dealer", "preset", "method", "wheel", "surrender", "royalties", "naturals", "pool", "game",
                        "places", "fouled", "natural", "discards", "boards", "front", "middle", "back"})
_PLAIN_WORD = re.compile(r"([a-z]+)(?=[ :,;]|$)")


def sentence(message: str, files: Sequence[str] = ()) -> str:
    """The message as a sentence: a capital first letter, unless it starts with a file or key name."""
    word = _PLAIN_WORD.match(message)
    if word is None or word[1] in _KEY_WORDS or any(f and message.startswith(f) for f in files):
        return message
    return message[0].upper() + message[1:]


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _english_json(make: Callable[[], Any]) -> Any:
    """FORMAT.md's JSON, made in English whatever the language; a refusal is made again in the reader's.

    Bad input fails before any work is done, so making it fail a second time costs nothing.
    """
    try:
        with english():
            return make()
    except (ScorekeeperError, ValueError):
        make()
        raise


def cmd_score(args: argparse.Namespace) -> None:
    from scorekeeper.score.scorer import score_deal

    data = _read_json(args.file)
    if not isinstance(data, dict):
        raise UsageError(_("{file} must hold a hand object with 'players'").format(file=args.file))
    _print_json(_english_json(lambda: score_deal(data).to_json()))


def cmd_rules(args: argparse.Namespace) -> None:
    from scorekeeper.rules import PRESET_DESCRIPTIONS, RuleSet

    if args.preset is None:
        _print_json([{"preset": name, "description": text} for name, text in PRESET_DESCRIPTIONS.items()])
        return
    _print_json(_english_json(lambda: RuleSet.preset(args.preset).to_json()))


def cmd_session(args: argparse.Namespace) -> None:
    from scorekeeper.night.session import Session

    data = _read_json(args.file)
    _print_json(_english_json(lambda: Session.from_json(data).summary_json()))


def cmd_export(args: argparse.Namespace) -> None:
    from scorekeeper.errors import ExportError
    from scorekeeper.export.session_export import export_session, verify_target
    from scorekeeper.night.session import Session

    try:
        verify_target(args.output)
    except ExportError as e:  # a wrong file name is bad input (exit 2); a failed write is not (exit 1)
        raise UsageError(str(e)) from None
    session = Session.from_json(_read_json(args.file))
    export_session(session, args.output)


def cmd_settle(args: argparse.Namespace) -> None:
    """The app's one-page settle-up PDF, drawn by the app's own code (Qt, loaded for this command only)."""
    import importlib
    from pathlib import Path

    from scorekeeper.errors import ExportError
    from scorekeeper.night.session import Session

    if Path(args.output).suffix.lower() != ".pdf":
        raise UsageError(_("the settle-up is a PDF: {file} must end in .pdf").format(file=args.output))
    session = Session.from_json(_read_json(args.file))
    try:
        printing = importlib.import_module("scorekeeper_app.results.settle_print")
    except ImportError as e:
        raise ExportError(_("the settle-up PDF needs the app's Qt libraries, which cannot be loaded: {reason}").format(
            reason=e)) from None
    try:
        printing.write_pdf(session, args.output)
    except OSError as e:  # named as the export names it (exit status 1)
        from scorekeeper.export.files import write_reason

        raise ExportError(_("cannot write {target}: {reason}").format(
            target=args.output, reason=write_reason(e, Path(args.output)))) from None


def cmd_solve(args: argparse.Namespace) -> None:
    from scorekeeper.rules import RuleSet
    from scorekeeper.solver.search import solve_json

    if args.top < 1:
        raise UsageError(_("--top must be at least 1, not {top}").format(top=args.top))
    cards = sys.stdin.read() if args.cards == "-" else args.cards
    _print_json(_english_json(lambda: solve_json(cards, RuleSet.preset(args.rules), args.top)))


def _date(text: str | None, option: str) -> Any:
    import datetime

    if text is None:
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise UsageError(_("{option} must be a date like 2026-09-04, not {text}").format(
            option=option, text=repr(text))) from None


def cmd_season(args: argparse.Namespace) -> None:
    from scorekeeper.season_cli import season_json

    start, end = _date(args.start, "--from"), _date(args.end, "--to")
    if start is not None and end is not None and start > end:
        raise UsageError(_("--from {start} is after --to {end}").format(start=start, end=end))
    _print_json(season_json(start, end))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="scorekeeper", description=_("Chinese Poker scorekeeper: score deals and sessions."))
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    commands: list[tuple[str, str, Callable[[argparse.Namespace], None]]] = [
        ("score", _("score one deal from a hand file and print the result JSON"), cmd_score),
        ("session", _("print a session file's standings, per-hand units and settle-up"), cmd_session),
        ("export", _("export a session file to an Excel workbook (.xlsx) or CSV"), cmd_export),
        ("solve", _("best legal arrangements of 13 cards"), cmd_solve),
        ("rules", _("list the rules presets, or print one preset's options"), cmd_rules),
        ("season", _("print the store's season: standings, head-to-head, records, setting skill"), cmd_season),
        ("settle", _("write a session file's settle-up as the app's one-page PDF"), cmd_settle),
    ]
    for name, text, func in commands:
        p = sub.add_parser(name, help=text, description=text)
        p.set_defaults(func=func)
        if name in ("score", "session", "export", "settle"):
            p.add_argument("file", help=_("JSON file, or - for standard input"))
        if name == "export":
            p.add_argument("-o", "--output", required=True, help=_("the .xlsx or .csv file to write"))
        if name == "settle":
            p.add_argument("-o", "--output", required=True, help=_("the .pdf file to write"))
        if name == "solve":
            p.add_argument("cards", help=_('13 cards, e.g. "As Kd 6c 9s ...", or - for standard input'))
            p.add_argument("--rules", default="classic-1-6", help=_("rules preset (default classic-1-6)"))
            p.add_argument("--top", type=int, default=3, help=_("how many settings to print (default 3)"))
        if name == "rules":
            p.add_argument("preset", nargs="?", help=_("a preset name"))
        if name == "season":
            p.add_argument("--from", dest="start", help=_("first date (YYYY-MM-DD) of the season"))
            p.add_argument("--to", dest="end", help=_("last date (YYYY-MM-DD) of the season"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; bad input prints one sentence on stderr and exits 2, other failures exit 1."""
    files: list[str] = []
    try:
        args = build_parser().parse_args(argv)
        files = [str(getattr(args, name, "")) for name in ("file", "output")]
        args.func(args)
    except (ScorekeeperError, ValueError) as e:
        message = sentence(str(e) or type(e).__name__, files)
        end = "" if message.endswith((".", "。")) else _(".")
        sys.stderr.write(f"scorekeeper: {message}{end}\n")
        from scorekeeper.errors import ExportError, StoreError

        return 1 if isinstance(e, (StoreError, ExportError)) else 2
    except OSError as e:
        sys.stderr.write(f"scorekeeper: {e.strerror or e}: {e.filename or ''}\n")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
