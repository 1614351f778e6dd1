#!/usr/bin/env bash
# du -h -d 1 node_modules | sort -h in the seatmap project (typescript, eslint, vitest installed).
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_seatmap-project.sh"
du -h -d 1 node_modules 2>&1 | sort -h | neutralize > "$OUTDIR/du-node-modules.txt"
