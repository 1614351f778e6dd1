#!/bin/bash
# git blame of the scoring module of the hedge-laying scorer.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-hedgelaying-repo.sh"
P=$WORK/hedgelay-blame
build_hedgelaying_repo "$P"
run git blame hedgelay/sections.py | neut
