#!/usr/bin/env bash
# `pip list` in this machine's Python 3.11 interpreter environment (a long, successful listing).
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/pip-list-env.txt"
python3 -m pip list 2>&1 | neut > "$OUT"
