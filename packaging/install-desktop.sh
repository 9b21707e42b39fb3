#!/usr/bin/env bash
# Add the app to the desktop menu for this user: the .desktop file, the icons and the AppStream metadata.
# Run after `pip install .` (or with the bundle: BUNDLE=dist/chinese-poker-scorekeeper packaging/install-desktop.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
id="io.github.cpscorekeeper.ChinesePokerScorekeeper"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
install -Dm644 "$root/resources/desktop/$id.desktop" "$data/applications/$id.desktop"
install -Dm644 "$root/resources/desktop/$id.metainfo.xml" "$data/metainfo/$id.metainfo.xml"
for png in "$root"/resources/icons/hicolor/*/apps/"$id".png; do
    size="$(basename "$(dirname "$(dirname "$png")")")"
    install -Dm644 "$png" "$data/icons/hicolor/$size/apps/$id.png"
done
install -Dm644 "$root/resources/icons/chinese-poker-scorekeeper.svg" "$data/icons/hicolor/scalable/apps/$id.svg"
if [ -n "${BUNDLE:-}" ]; then
    exe="$(cd "$BUNDLE" && pwd)/chinese-poker-scorekeeper"
    sed -i "s|^Exec=.*|Exec=$exe|" "$data/applications/$id.desktop"
fi
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q "$data/icons/hicolor" 2>/dev/null || true
echo "installed $id in $data"
