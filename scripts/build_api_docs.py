"""Build the API reference page from the docstrings of the public names (FORMAT.md "Python API"), with pdoc.

    .venv/bin/python scripts/build_api_docs.py [--out build/api]

Writes ``index.html`` and ``scorekeeper.html`` (open either in a browser). Only the package's public face is
documented, the names in ``scorekeeper.__all__``, not its internal modules, which may move. Any warning pdoc
gives (a public name that does not resolve, a docstring it cannot read) fails the build: the exit status is 1
and each warning is printed. The page is built, not committed (``build/`` is ignored): it is made from the
docstrings each time, so it cannot go stale; ``tests/core/test_api_docs.py`` builds it in the test run.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def build(out: Path) -> list[str]:
    """Write the reference page into ``out``; returns pdoc's warnings (none when the page is sound)."""
    import pdoc
    import pdoc.doc
    import pdoc.render

    import scorekeeper

    for name in scorekeeper.__all__:  # the names import on first use: pdoc reads them from the module
        getattr(scorekeeper, name, None)  # one that does not resolve is pdoc's warning
    pdoc.doc.Module.from_name.cache_clear()  # read the package afresh on every build in one process
    pdoc.render.configure(docformat="google", show_source=False, footer_text=f"scorekeeper {scorekeeper.__version__}")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pdoc.pdoc("scorekeeper", r"!scorekeeper\..*", output_directory=out)
    return [f"{w.category.__name__}: {w.message}" for w in caught]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "api", help="folder to write (default build/api)")
    args = parser.parse_args(argv)
    problems = build(args.out)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"API reference: {args.out / 'scorekeeper.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
