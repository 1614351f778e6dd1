#!/usr/bin/env bash
# du -h: sizes of the top-level entries of a real node_modules tree (this repository's dev dependencies), sorted.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/du-node-modules.txt"
ROOT="$(cd "$(dirname "$0")/../../../../.." && pwd)"
cd "$ROOT" && du -sh node_modules/* node_modules/.bin 2>&1 | sort -h | sed -e "s#$ROOT#/home/dev/app#g" | neut > "$OUT"
