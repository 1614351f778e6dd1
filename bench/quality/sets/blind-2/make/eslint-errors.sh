#!/usr/bin/env bash
# npx eslint src test on the seatmap project (flat config, typescript-eslint recommended).
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_seatmap-project.sh"
{ npx eslint src test; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/eslint-errors.txt"
