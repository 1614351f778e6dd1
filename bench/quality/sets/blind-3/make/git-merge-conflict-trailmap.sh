#!/usr/bin/env bash
# Toy repo "trailmap" (see lib-trailmap-repo.sh). Merge of feature/elevation-svg into main stops on conflicts; the agent then looks at the diff.
set -u
NAME=git-merge-conflict-trailmap; PROJ=trailmap
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
source "$HERE/lib-trailmap-repo.sh"
build_trailmap_repo "$W" && cd "$W" || exit 1
( git merge feature/elevation-svg 2>&1; echo "[exit status: $?]"; git diff 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
