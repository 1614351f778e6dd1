#!/usr/bin/env bash
# typewriter-font converter: full dependency tree after installing vitest
# (the project is created by vitest-typewriter-fail.sh in this directory)
HERE=$(cd "$(dirname "$0")" && pwd)
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
LABELS_BASE="$BASE" bash "$HERE/vitest-typewriter-fail.sh" >/dev/null 2>&1
cd "$BASE/typewriter-fonts"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
npm ls --all 2>&1 | neut
