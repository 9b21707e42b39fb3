"""Plant each hand-written bug of ``benchmarks/bugs/catalogue.toml`` in a scratch copy of the tree and run the tests.

Issue 31, item 3: realistic one-line bugs written by hand (a boundary ``>=`` for ``==``, a zero taken for "not
set", an option not threaded through, a sum keeping its last term...), not by the mutation tool. For each bug
the script writes the replacement into a scratch copy of the repository (never the real tree), runs the core
tests with ``-x`` and a per-bug timeout, puts the original back, and reports the bug caught (with the first
failing test) or survived. Score = caught / bugs that change behaviour (those not marked ``equivalent``).

Before any bug it checks that every original text occurs exactly once in its file (a stale entry fails the
script: the catalogue cannot rot silently), that the scratch copy's ``scorekeeper`` is the one imported, and
that the tests pass on the unchanged copy.

The tests run: pyproject's ``[tool.mutmut] pytest_add_cli_args_test_selection`` (the core's tests, ``-m "not
slow"``) with its ignores of the quick UI-free test files put back (structure, export safety, season book,
fuzzing, setting skill, translations); ``--with-slow-files`` adds the solver, LibreOffice and store-crash files.
Never ``tests/ui``, the end-to-end or the install tests; the two store-guard tests that hold a second process
stay deselected as there.

    python benchmarks/bug_catalogue.py                 # every bug (run it with nice: it takes a while)
    python benchmarks/bug_catalogue.py --only ID ...   # some bugs by id
    python benchmarks/bug_catalogue.py --quick 10      # 10 bugs spread over the catalogue
    python benchmarks/bug_catalogue.py --check         # only check the catalogue against the code
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "benchmarks" / "bugs" / "catalogue.toml"
UI_BOUND = ("tests/ui", "tests/ship", "tests/contract")
"""Test folders left out: they need Qt, a display, a built wheel or the installed command; the rest of the
mutation selection's ignores are put back."""
SLOW_FILES = ("tests/core/solver/test_solver.py", "tests/core/export/test_export_libreoffice.py",
              "tests/core/night/test_store_crash.py")
"""UI-free but slow (the solver's tables, LibreOffice, a killed process): half of each survivor's run, and they
reach the scoring paths only through what the other files check. Left out unless ``--with-slow-files``."""


@dataclass(frozen=True)
class Bug:
    """One planted bug: where, the exact text it replaces, and the developer's slip in one line."""

    id: str
    file: str
    original: str
    replacement: str
    slip: str
    equivalent: str = ""

    @property
    def package(self) -> str:
        """``read``, ``value``, ``score``, ``night``, ``export``, ``words`` or a top-level module (``rules``,
        ``money``)."""
        return Path(self.file).parts[1].removesuffix(".py")


def load(path: Path = CATALOGUE) -> list[Bug]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [Bug(**entry) for entry in data["bug"]]


def problems(bugs: list[Bug], root: Path = ROOT) -> list[str]:
    """Every way the catalogue no longer fits the code: unknown file, original missing or repeated, repeated id."""
    out = []
    for bug_id, count in Counter(b.id for b in bugs).items():
        if count > 1:
            out.append(f"{bug_id}: the id is used {count} times")
    for bug in bugs:
        source = root / bug.file
        if not source.is_file():
            out.append(f"{bug.id}: {bug.file} does not exist")
            continue
        found = source.read_text(encoding="utf-8").count(bug.original)
        if found != 1:
            out.append(f"{bug.id}: its original text occurs {found} times in {bug.file}, not once")
        if bug.original == bug.replacement:
            out.append(f"{bug.id}: the replacement is the original")
    return out


def test_selection(root: Path = ROOT, slow_files: bool = False) -> list[str]:
    """The mutation config's test selection, with the ignores of UI-free test files dropped (but SLOW_FILES')."""
    text = (root / "pyproject.toml").read_text(encoding="utf-8")
    args: list[str] = tomllib.loads(text)["tool"]["mutmut"]["pytest_add_cli_args_test_selection"]
    left_out = UI_BOUND if slow_files else UI_BOUND + SLOW_FILES
    kept = [a for a in args if not (a.startswith("--ignore=") and a.removeprefix("--ignore=") not in left_out)]
    return kept + [f"--ignore={path}" for path in left_out if f"--ignore={path}" not in kept]


LAST = ("test_solver.py", "test_export_libreoffice.py", "test_store_crash.py", "test_install.py", "test_e2e.py")
"""Slow files that reach the scoring paths only through the others: run after them (they matter for survivors)."""
BROAD = ("test_scoring.py", "test_classic_units.py", "test_rule_corners.py", "test_fantasyland_and_naturals.py",
         "test_house_rules.py", "test_variants.py", "test_rules.py", "test_session.py", "test_season.py",
         "test_settle.py", "test_settle_rounding.py", "test_say.py", "test_result_lines.py", "test_results_json.py",
         "test_entry_checks.py", "test_night_totals.py", "test_season_records.py", "test_fantasyland_across_hands.py",
         "test_session_inputs.py", "test_royalty_values.py", "test_natural_shapes.py",
         "test_settlement_corners.py", "test_night_statistics.py", "test_money_text.py",
         "test_wheel_names.py", "test_export_numbers.py")
"""Fast files full of hand-worked numbers over every path: run right after those naming the bug's module."""


def ordered(selection: list[str], bug: Bug | None, root: Path) -> list[str]:
    """The same tests as ``selection``, as files in an order that stops a caught bug early.

    First the test files that name the bug's module (``scorekeeper.night.season``), then ``BROAD``, then every
    other file in name order, the slow ones (``LAST``) last. Only the order changes, never which tests run: a
    survivor runs every test of the selection either way.
    """
    if "tests/" not in selection:
        return selection
    ignored = [a.removeprefix("--ignore=") for a in selection if a.startswith("--ignore=")]
    files = [f for f in sorted((root / "tests").rglob("test_*.py"), key=lambda f: f.relative_to(root).as_posix())
             if not any(f.relative_to(root).as_posix().startswith(i) for i in ignored)]
    first: list[Path] = []
    if bug is not None:
        module = ".".join(Path(bug.file).with_suffix("").parts)
        first = [f for f in files if module in f.read_text(encoding="utf-8")]
    broad = [f for f in files if f.name in BROAD and f not in first]
    rest = [f for f in files if f not in first and f not in broad]
    first.sort(key=lambda f: f.name in LAST)
    rest.sort(key=lambda f: f.name in LAST)
    options = [a for a in selection if a != "tests/" and not a.startswith("--ignore=")]
    return options + [f.relative_to(root).as_posix() for f in first + broad + rest]


def copy_tree(source: Path, target: Path) -> None:
    """The tree's files copied to ``target``: in a git checkout those tracked or untracked but not ignored."""
    if (source / ".git").exists():
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=source,
                                check=True, capture_output=True).stdout.decode().split("\0")
        names = [name for name in listed if name]
    else:
        names = [p.relative_to(source).as_posix() for p in source.rglob("*")
                 if p.is_file() and not {"__pycache__", ".venv", ".git"} & set(p.relative_to(source).parts)]
    for name in names:
        if (source / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source / name, target / name)


FAILED = re.compile(r"^(?:FAILED|ERROR) (.+?)(?: - .*)?$", re.MULTILINE)


def run_tests(scratch: Path, env: dict[str, str], timeout: float, tests: list[str]) -> tuple[str, str, float]:
    """("passed" | "failed" | "timeout", the first failing test or error, seconds)."""
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", *tests]
    if "-x" in tests:
        command.remove("-x")
    start = time.monotonic()
    try:
        done = subprocess.run(command, cwd=scratch, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", f"no verdict in {timeout:.0f} s", time.monotonic() - start
    seconds = time.monotonic() - start
    if done.returncode == 0:
        return "passed", "", seconds
    found = FAILED.search(done.stdout)
    if found:
        return "failed", found[1], seconds
    tail = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()][-1:]
    return "failed", f"exit {done.returncode}: {tail[0][:120] if tail else ''}", seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="+", metavar="ID", help="run only these bugs")
    parser.add_argument("--quick", type=int, metavar="N", help="run N bugs spread evenly over the catalogue")
    parser.add_argument("--timeout", type=float, default=900, help="seconds per bug (default 900)")
    parser.add_argument("--check", action="store_true", help="only check the catalogue against the code")
    parser.add_argument("--source", type=Path, default=ROOT,
                        help="the tree to copy and test (default: this working tree), e.g. an older commit's export")
    parser.add_argument("--with-slow-files", action="store_true",
                        help=f"also run {', '.join(SLOW_FILES)} (about twice the time per surviving bug)")
    parser.add_argument("--tests", nargs="+", metavar="ARG",
                        help="run these pytest arguments instead of the selection (to try new tests on some bugs)")
    args = parser.parse_args()

    bugs = load()
    source = args.source.resolve()
    wrong = problems(bugs, source)
    if wrong:
        print("the catalogue no longer fits the code:", *wrong, sep="\n  ", file=sys.stderr)
        return 2
    if args.check:
        print(f"{len(bugs)} bugs, each original text found exactly once")
        return 0
    if args.only:
        unknown = set(args.only) - {b.id for b in bugs}
        if unknown:
            print(f"unknown bug ids: {', '.join(sorted(unknown))}", file=sys.stderr)
            return 2
        bugs = [b for b in bugs if b.id in args.only]
    elif args.quick:
        step = max(len(bugs) / args.quick, 1)
        bugs = [bugs[int(i * step)] for i in range(min(args.quick, len(bugs)))]

    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="bug-catalogue-") as temp:
        scratch = Path(temp)
        copy_tree(source, scratch)
        env = {**os.environ, "PYTHONPATH": str(scratch), "PYTHONDONTWRITEBYTECODE": "1",
               "QT_QPA_PLATFORM": "offscreen", "CHINESE_POKER_TABLE_HOST": "127.0.0.1"}
        where = subprocess.run([sys.executable, "-c", "import scorekeeper; print(scorekeeper.__file__)"],
                               cwd=scratch, env=env, capture_output=True, text=True, check=True).stdout.strip()
        if not Path(where).resolve().is_relative_to(scratch.resolve()):
            print(f"the scratch copy is not the scorekeeper imported ({where})", file=sys.stderr)
            return 2
        tests = args.tests or test_selection(source, args.with_slow_files)
        print(f"tests: pytest -x -q -p no:cacheprovider -p no:randomly {' '.join(tests)}")
        verdict, detail, seconds = run_tests(scratch, env, args.timeout, ordered(tests, None, scratch))
        if verdict != "passed":
            print(f"the tests do not pass on the unchanged tree ({verdict}: {detail})", file=sys.stderr)
            return 2
        print(f"unchanged tree: passed in {seconds:.0f} s\n")
        results: list[tuple[Bug, str, str]] = []
        for bug in bugs:
            target = scratch / bug.file
            original = target.read_text(encoding="utf-8")
            target.write_text(original.replace(bug.original, bug.replacement, 1), encoding="utf-8")
            try:
                verdict, detail, seconds = run_tests(scratch, env, args.timeout, ordered(tests, bug, scratch))
            finally:
                target.write_text(original, encoding="utf-8")
            status = "survived" if verdict == "passed" else "caught" if verdict == "failed" else "timeout"
            results.append((bug, status, detail))
            note = " (listed as equivalent)" if bug.equivalent else ""
            print(f"{bug.id:<48} {status:<9}{seconds:6.0f} s  {detail}{note}", flush=True)
    report(results, time.monotonic() - started)
    return 0


def report(results: list[tuple[Bug, str, str]], seconds: float) -> None:
    print(f"\n{'package':<10}{'bugs':>6}{'equiv.':>8}{'caught':>8}{'survived':>10}{'score':>8}")
    packages = sorted({b.package for b, _s, _d in results})
    for package in [*packages, "all"]:
        rows = [(b, s) for b, s, _d in results if package in ("all", b.package)]
        counted = [s for b, s in rows if not b.equivalent]
        caught = sum(s != "survived" for s in counted)
        score = f"{100 * caught / len(counted):.1f}%" if counted else "-"
        print(f"{package:<10}{len(rows):>6}{len(rows) - len(counted):>8}{caught:>8}{len(counted) - caught:>10}"
              f"{score:>8}")
    survivors = [b for b, s, _d in results if s == "survived" and not b.equivalent]
    if survivors:
        print("\nsurvivors:")
        for bug in survivors:
            print(f"  {bug.id} ({bug.file}): {bug.slip}")
    contradicted = [b for b, s, _d in results if s != "survived" and b.equivalent]
    for bug in contradicted:
        print(f"  {bug.id} is listed as equivalent but a test caught it: check its reason")
    timeouts = sum(s == "timeout" for _b, s, _d in results)
    if timeouts:
        print(f"\n{timeouts} bug(s) timed out and are counted as caught")
    print(f"\n{len(results)} bugs in {seconds / 60:.1f} min")


if __name__ == "__main__":
    sys.exit(main())
