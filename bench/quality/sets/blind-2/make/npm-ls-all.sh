#!/usr/bin/env bash
# npm ls --all in the seatmap project (typescript, eslint 9, typescript-eslint, vitest 3).
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_seatmap-project.sh"
npm ls --all 2>&1 | neutralize > "$OUTDIR/npm-ls-all.txt"
