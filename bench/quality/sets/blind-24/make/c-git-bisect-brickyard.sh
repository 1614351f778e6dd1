#!/bin/bash
# git bisect run with pytest to find the commit that broke the wirecut drying programme test
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-brickyard-repo.sh"
build_brickyard
P=$WORK/brickyard; rm -rf $P; cp -a $BRICK_SRC $P; cd $P
GOOD=$(git log --format=%h --grep='Add wirecut brick')
{ run git bisect start HEAD $GOOD; run git bisect run python -m pytest -q -p no:cacheprovider tests/test_shapes.py; run git bisect log; } | neutral
