#!/usr/bin/env bash
# Toy repo "trailmap" (see lib-trailmap-repo.sh). git log --stat over the last 20 commits of main.
set -u
NAME=git-log-stat-trailmap; PROJ=trailmap
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
source "$HERE/lib-trailmap-repo.sh"
build_trailmap_repo "$W" && cd "$W" || exit 1
( git log --stat -n 20 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
