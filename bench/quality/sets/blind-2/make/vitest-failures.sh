#!/usr/bin/env bash
# npx vitest run on the seatmap project: some failing tests, skips and todos.
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_seatmap-project.sh"
{ CI=1 NO_COLOR=1 npx vitest run; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/vitest-failures.txt"
