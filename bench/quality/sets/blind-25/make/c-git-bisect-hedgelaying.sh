#!/bin/bash
# git bisect run over the hedge-laying scorer to find the commit that broke the unfinished-section test.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-hedgelaying-repo.sh"
P=$WORK/hedgelay-bisect
build_hedgelaying_repo "$P"
cd "$P"
FIRST=$(git rev-list --max-parents=0 HEAD)
run "git bisect start HEAD $FIRST && git bisect run ./check.sh" | neut
run git bisect log | neut
