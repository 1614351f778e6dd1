#!/bin/bash
# git log --stat over a long history of a toy lifeboat-crew pager service
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-lib-lifeboat-repo.sh"
P=$WORK/lifeboat-pager
build_lifeboat_repo
capture "git log --stat" | neutral
