#!/usr/bin/env bash
# git log --stat on the mailroom repository (28 commits, four authors).
source "$(dirname "$0")/_neutralize.sh"
source "$(dirname "$0")/_mailroom-repo.sh"
git log --stat 2>&1 | neutralize > "$OUTDIR/git-log-stat.txt"
