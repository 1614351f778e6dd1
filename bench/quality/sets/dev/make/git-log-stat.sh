#!/usr/bin/env bash
# Builds the toy repo "stockroom" (make/_git-stockroom.sh); runs `git log --stat` on main.
# Usage: WORKDIR=<scratch dir> bash make/git-log-stat.sh > outputs/git-log-stat.txt
source "$(dirname "$0")/_git-stockroom.sh"
git log --stat 2>&1 | neutral
