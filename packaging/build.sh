#!/usr/bin/env bash
# Build the one-folder desktop bundle into dist/chinese-poker-scorekeeper/ and print its size and file count
# (the figures packaging/README.md quotes come from this line).
# Usage: packaging/build.sh            (from anywhere; uses a private venv in build/bundle-venv)
#        SCOREKEEPER_KEEP_ALL_QT=1 packaging/build.sh   (no Qt exclusions, for comparison)
# Then:  python packaging/smoke.py dist/chinese-poker-scorekeeper/chinese-poker-scorekeeper
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
venv="build/bundle-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
# setuptools only ever adds to build/lib: start it empty, so nothing the package data no longer names ships
rm -rf build/lib build/bdist.*
"$venv/bin/pip" install -q . "pyinstaller>=6.10"
"$venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/scorekeeper.spec
bundle="dist/chinese-poker-scorekeeper"
echo "bundle: $root/$bundle"
echo "size: $(du -sh "$bundle" | cut -f1) ($(du -sb "$bundle" | cut -f1) bytes, $(find "$bundle" -type f | wc -l) files)"
