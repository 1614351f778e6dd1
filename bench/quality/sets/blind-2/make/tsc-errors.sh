#!/usr/bin/env bash
# npx tsc --noEmit on the seatmap project mid-refactor.
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_seatmap-project.sh"
npx tsc --noEmit -p . 2>&1 | neutralize > "$OUTDIR/tsc-errors.txt"
