#!/usr/bin/env bash
# Build the one-folder desktop bundle into dist/chinese-poker-scorekeeper/ and print its size.
# Usage: packaging/build.sh            (from anywhere; uses a private venv in build/bundle-venv)
#        SCOREKEEPER_KEEP_ALL_QT=1 packaging/build.sh   (no Qt exclusions, for comparison)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
venv="build/bundle-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q . "pyinstaller>=6.10"
"$venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/scorekeeper.spec
bundle="dist/chinese-poker-scorekeeper"
echo "bundle: $root/$bundle"
echo "size: $(du -sh "$bundle" | cut -f1) ($(du -sb "$bundle" | cut -f1) bytes, $(find "$bundle" -type f | wc -l) files)"
