#!/bin/bash
# git log --stat over the whole shadowplay history (long output).
. "$(dirname "$0")/c-git-shadowplay-repo.sh"
run "git log --stat" | neutral > "$OUTDIR/c-git-log-stat-shadowplay-long.txt"
