#!/usr/bin/env bash
# Mutation testing of the game logic (README "Testing"): a benchmark-like job, not part of CI.
# From a fresh clone: scripts/mutation.sh   (about an hour on two shared cores; add -j N to change workers)
# Makes .venv-mutation with the test and mutation extras, runs mutmut 3 over the modules listed in
# pyproject's [tool.mutmut], then prints the score per module and every survivor (benchmarks/mutation.py).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=2
if [[ "${1:-}" == "-j" ]]; then jobs="$2"; fi
venv=.venv-mutation
if [[ ! -x "$venv/bin/mutmut" ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q -e '.[test,mutation]'
fi
export QT_QPA_PLATFORM=offscreen
start=$(date +%s)
nice -n 15 "$venv/bin/mutmut" run --max-children "$jobs" > mutants-run.log 2>&1 || {
    tail -c 2000 mutants-run.log >&2; exit 1; }
echo "mutmut run: $(( $(date +%s) - start )) s with $jobs workers (log: mutants-run.log)"
"$venv/bin/python" benchmarks/mutation.py
