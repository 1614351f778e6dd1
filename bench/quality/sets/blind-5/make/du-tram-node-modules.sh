#!/bin/bash
# tram-delay notifier: what takes space in node_modules (run after eslint-tram.sh installed it)
source "$(dirname "$0")/_common.sh"
P="$ROOT/tram-delays"
[ -d "$P/node_modules/eslint" ] || "$HERE/eslint-tram.sh"
cd "$P"
{
  echo '$ du -h --max-depth=2 node_modules | sort -rh'
  du -h --max-depth=2 node_modules 2>&1 | sort -rh
} | neut > "$OUTDIR/du-tram-node-modules.txt"
