#!/bin/bash
# git log -p for the package and tests of shadowplay (long output).
. "$(dirname "$0")/c-git-shadowplay-repo.sh"
run "git log -p -- shadowplay/ tests/" | neutral > "$OUTDIR/c-git-log-p-shadowplay-long.txt"
