#!/usr/bin/env bash
# Toy repo "trailmap" (see lib-trailmap-repo.sh): the commits of feature/elevation-svg not on main, with patches:
# `git log --stat -p main..feature/elevation-svg`.
set -u
NAME=git-log-p-trailmap-branch; PROJ=trailmap
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
source "$HERE/lib-trailmap-repo.sh"
build_trailmap_repo "$W" && cd "$W" || exit 1
( git log --stat -p main..feature/elevation-svg 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
