#!/bin/bash
# git blame of the alerts module of the toy lifeboat-crew pager service
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-lib-lifeboat-repo.sh"
P=$WORK/lifeboat-pager
build_lifeboat_repo
{ capture "git blame pager/config.py"; capture "git blame -w pager/alerts.py"; } | neutral
