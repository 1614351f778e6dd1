#!/bin/bash
# git bisect run hunting the commit that broke overnight shifts in the toy lifeboat-crew pager service
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-lib-lifeboat-repo.sh"
P=$WORK/lifeboat-pager
build_lifeboat_repo
FIRST=$(git rev-list --max-parents=0 HEAD)
{
capture "git bisect start HEAD $FIRST"
capture "git bisect run python3 -m pytest -q -p no:cacheprovider tests/test_roster.py::test_night_shift"
capture "git bisect reset"
} | neutral
