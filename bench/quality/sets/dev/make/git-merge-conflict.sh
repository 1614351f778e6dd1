#!/usr/bin/env bash
# Builds the toy repo "stockroom" (make/_git-stockroom.sh) and merges feature/barcode-scan into main,
# which conflicts; runs `git merge feature/barcode-scan; git diff`.
# Usage: WORKDIR=<scratch dir> bash make/git-merge-conflict.sh > outputs/git-merge-conflict.txt
source "$(dirname "$0")/_git-stockroom.sh"
{ git merge feature/barcode-scan; git diff; } 2>&1 | neutral
