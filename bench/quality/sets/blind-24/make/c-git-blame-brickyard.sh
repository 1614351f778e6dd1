#!/bin/bash
# git blame of the generated shape tests of the brickyard production planner
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-brickyard-repo.sh"
build_brickyard
P=$WORK/brickyard; rm -rf $P; cp -a $BRICK_SRC $P; cd $P
{ run git blame tests/test_shapes.py; } | neutral
