#!/bin/bash
# git log --stat over the whole history (230 commits) of the brickyard production planner
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-brickyard-repo.sh"
build_brickyard
P=$WORK/brickyard; rm -rf $P; cp -a $BRICK_SRC $P; cd $P
{ run git log --stat; } | neutral
