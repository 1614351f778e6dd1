#!/bin/bash
# git log --stat over the whole history of the hedge-laying scorer (long output).
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-hedgelaying-repo.sh"
P=$WORK/hedgelay
build_hedgelaying_repo "$P"
run git log --stat | neut
