#!/usr/bin/env bash
# Builds the toy repo "stockroom" (make/_git-stockroom.sh); runs `git log -p -- stockroom/store.py`
# to see how the Store class changed.
# Usage: WORKDIR=<scratch dir> bash make/git-log-patch.sh > outputs/git-log-patch.txt
source "$(dirname "$0")/_git-stockroom.sh"
git log -p -- stockroom/store.py 2>&1 | neutral
