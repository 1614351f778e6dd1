#!/usr/bin/env bash
# git log -p -n 12 on the mailroom repository.
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_mailroom-repo.sh"
git log -p -n 12 2>&1 | neutralize > "$OUTDIR/git-log-p.txt"
