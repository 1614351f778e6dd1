#!/usr/bin/env bash
# c-git-cherrypick-onsen: backporting three fixes from main to release/2.4 of a
# bath-house booking service; the second cherry-pick conflicts.
# Usage: WORK=<scratch dir> bash c-git-cherrypick-onsen.sh > ../outputs/c-git-cherrypick-onsen.txt
set -u
. "$(dirname "$0")/c-lib-onsen-repo.sh"
tick
{
  echo "\$ git cherry-pick $PICK1 $PICK2 $PICK3; git status; git diff"
  git cherry-pick "$PICK1" "$PICK2" "$PICK3" 2>&1; echo "exit status: $?"
  git status 2>&1
  git diff 2>&1
} | neutral
