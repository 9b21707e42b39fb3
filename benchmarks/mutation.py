"""Mutation score of the game logic per module, from mutmut's results (run by ``scripts/mutation.sh``).

Reads ``mutants/**/*.py.meta`` (mutmut 3), leaves out the equivalent mutants (those listed in
``benchmarks/mutation_equivalent.txt``, a mutant name and the reason a line, and every surviving mutant
that only changes the letter case of SQL text, which SQLite reads the same), prints the share of the
remaining mutants that the tests kill, module by module, and every survivor's name.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KILLED = {1, 3, 36, 24, -24, 152, 255, 37}  # a failing test, a pytest error, a timeout or a type-check catch
SURVIVED = {0}
NO_TESTS = {5, 33}


def equivalents() -> set[str]:
    path = ROOT / "benchmarks" / "mutation_equivalent.txt"
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return {line.split()[0] for line in lines if line.strip() and not line.startswith("#")}


SQL = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|PRAGMA|VALUES|WHERE|FROM|ORDER BY|LIMIT)\b", re.IGNORECASE)


def sql_case_only(name: str, module: str) -> bool:
    """True when the mutant's only change is the letter case of a line of SQL (SQLite ignores it)."""
    from mutmut.mutation.diff_apply import get_diff_for_mutant

    lines = get_diff_for_mutant(name, path=module).splitlines()
    removed = [line[1:] for line in lines if line.startswith("-") and not line.startswith("---")]
    added = [line[1:] for line in lines if line.startswith("+") and not line.startswith("+++")]
    return (len(removed) == len(added) > 0 and all(SQL.search(a) for a in removed)
            and [a.lower() for a in removed] == [b.lower() for b in added])


def read_codes(meta: Path) -> dict[str, int | None]:
    """Exit code per mutant; mutmut rewrites these files while it runs, so a half-written one is read again."""
    for _ in range(20):
        try:
            codes: dict[str, int | None] = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
            return codes
        except json.JSONDecodeError:
            time.sleep(0.1)
    raise SystemExit(f"cannot read {meta}")


def main() -> int:
    skip = equivalents()
    metas = sorted((ROOT / "mutants").rglob("*.py.meta"))
    if not metas:
        print("no mutmut results under mutants/: run scripts/mutation.sh", file=sys.stderr)
        return 2
    survivors: list[str] = []
    print(f"{'module':<28}{'mutants':>8}{'equiv.':>8}{'killed':>8}{'survived':>9}"
          f"{'no test':>8}{'unrun':>7}{'score':>8}")
    for meta in metas:
        module = meta.relative_to(ROOT / "mutants").as_posix().removesuffix(".meta")
        codes = read_codes(meta)
        count: Counter[str] = Counter()
        for name, code in codes.items():
            if name in skip:
                count["equivalent"] += 1
            elif code is None:
                count["unrun"] += 1
            elif code in SURVIVED and sql_case_only(name, module):
                count["equivalent"] += 1
            elif code in SURVIVED:
                count["survived"] += 1
                survivors.append(name)
            elif code in NO_TESTS:
                count["no tests"] += 1
                survivors.append(name)
            else:
                count["killed"] += 1
        judged = count["killed"] + count["survived"] + count["no tests"]
        score = f"{100 * count['killed'] / judged:.1f}%" if judged else "-"
        print(f"{module:<28}{len(codes):>8}{count['equivalent']:>8}{count['killed']:>8}{count['survived']:>9}"
              f"{count['no tests']:>8}{count['unrun']:>7}{score:>8}")
    print(f"\n{len(survivors)} surviving mutants (show one with: mutmut show NAME):")
    for name in survivors:
        print(f"  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
