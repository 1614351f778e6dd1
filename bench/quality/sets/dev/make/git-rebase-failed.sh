#!/usr/bin/env bash
# Builds the toy repo "stockroom" (make/_git-stockroom.sh), checks out feature/reorder-thresholds and
# rebases it onto main, which stops on a conflict; runs `git rebase main; git status; git diff`.
# Usage: WORKDIR=<scratch dir> bash make/git-rebase-failed.sh > outputs/git-rebase-failed.txt
source "$(dirname "$0")/_git-stockroom.sh"
git checkout -q feature/reorder-thresholds
{ git rebase main; git status; git diff; } 2>&1 | neutral
