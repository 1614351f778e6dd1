#!/bin/bash
# kayak-rental calendar: full dependency tree (run after vitest-kayak.sh installed node_modules)
source "$(dirname "$0")/_common.sh"
P="$ROOT/kayak-rental"
[ -d "$P/node_modules/vitest" ] || "$HERE/vitest-kayak.sh"
cd "$P"
{
  echo '$ npm ls --all'
  npm ls --all 2>&1
} | neut > "$OUTDIR/npm-ls-kayak.txt"
