#!/usr/bin/env bash
# Toy repo "trailmap" (see lib-trailmap-repo.sh). Rebase of fix/gpx-timezones onto main stops on a conflict in gpx.py; then git status and git diff.
set -u
NAME=git-rebase-conflict-trailmap; PROJ=trailmap
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
source "$HERE/lib-trailmap-repo.sh"
build_trailmap_repo "$W" && cd "$W" || exit 1
( git checkout -q fix/gpx-timezones && git rebase main 2>&1; echo "[exit status: $?]"; git status 2>&1; git diff 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
