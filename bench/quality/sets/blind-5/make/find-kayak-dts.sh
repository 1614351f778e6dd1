#!/bin/bash
# kayak-rental calendar: looking for vitest's type declarations (run after vitest-kayak.sh installed node_modules)
source "$(dirname "$0")/_common.sh"
P="$ROOT/kayak-rental"
[ -d "$P/node_modules/vitest" ] || "$HERE/vitest-kayak.sh"
cd "$P"
{
  echo '$ find node_modules/vitest node_modules/@vitest -name "*.d.ts" -printf "%s\t%p\n" | sort -k2'
  find node_modules/vitest node_modules/@vitest -name "*.d.ts" -printf "%s\t%p\n" 2>&1 | sort -k2
} | neut > "$OUTDIR/find-kayak-dts.txt"
