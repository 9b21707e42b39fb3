#!/usr/bin/env bash
# Set up a fresh clone on Debian or Ubuntu and start the app, or run the whole test suite (README "Set up").
#
#   ./setup.sh app [ARGS]     system libraries, .venv with the app installed (pip install .), then the app
#   ./setup.sh test [ARGS]    the same plus what the tests need, .venv editable with the test extras
#                             (pip install -e '.[test]'), then the suite headless (ARGS go to pytest)
#
# Run it as yourself: it asks sudo only for apt-get, and only when you are not root (a root shell in a
# container often has no sudo at all). .venv is made once and reused.
set -euo pipefail
cd "$(dirname "$0")"

say() { echo "setup.sh: $*" >&2; }

# Qt's libraries for a desktop (X11 through xcb, or Wayland) and a CJK font, so Chinese shows no empty boxes.
APP_PACKAGES=(python3-venv libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 fonts-noto-cjk libdbus-1-3
    libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0
    libxcb-xinerama0 libxcb-xkb1)
# The tests also recalculate an exported workbook (LibreOffice Calc), read the settle-up PDF back (poppler),
# play table mode on headless phones (Chromium and its driver; WebKitGTK's driver for Safari's engine) and type
# into the real app on a virtual screen (Xvfb, xdotool, and openbox as the window manager that frames it, as any
# desktop would).
TEST_PACKAGES=(libreoffice-calc-nogui poppler-utils chromium chromium-driver webkit2gtk-driver xvfb xdotool openbox)

case "${1:-}" in
    app) packages=("${APP_PACKAGES[@]}") ;;
    test) packages=("${APP_PACKAGES[@]}" "${TEST_PACKAGES[@]}") ;;
    *) say "say what to set up: ./setup.sh app (install and start the app) or ./setup.sh test (run the tests)"
       exit 2 ;;
esac
what="$1"
shift

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null; then
    as_root=(sudo)
else
    say "installing the system packages needs root: run this as root, or install sudo"
    exit 1
fi
if ! command -v apt-get >/dev/null; then
    say "this script installs with apt-get (Debian or Ubuntu); elsewhere install the equivalents of: ${packages[*]}"
    exit 1
fi
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${packages[@]}"

if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    say "the app needs Python 3.11 or newer, and python3 here is $(python3 -V 2>&1)"
    exit 1
fi
[ -x .venv/bin/python ] || python3 -m venv .venv
if [ "$what" = app ]; then
    .venv/bin/pip install -q .
    exec .venv/bin/chinese-poker-scorekeeper "$@"
fi
.venv/bin/pip install -q -e '.[test]'
QT_QPA_PLATFORM=offscreen exec .venv/bin/python -m pytest "$@"
