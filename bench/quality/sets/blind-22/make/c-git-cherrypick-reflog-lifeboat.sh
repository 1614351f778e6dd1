#!/bin/bash
# a conflicting git cherry-pick onto a release branch, aborted, then git reflog (toy lifeboat-crew pager service)
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-lib-lifeboat-repo.sh"
P=$WORK/lifeboat-pager
build_lifeboat_repo
export GIT_AUTHOR_DATE="2024-12-04T09:00:00+00:00" GIT_COMMITTER_DATE="2024-12-04T09:00:00+00:00"
git branch release/2024.2 HEAD~150
git checkout -q -b hotfix/alert-wording
printf '\nESCALATION_NOTICE = "No answer from helm in %%ds, paging deputy launch authority"\n' >> pager/config.py
git add -A; git commit -q -m "Hotfix: escalation notice text for deputy LA"
HOT=$(git rev-parse --short HEAD)
git checkout -q release/2024.2
printf '\nESCALATION_NOTICE = "Helm did not acknowledge; escalating"\n' >> pager/config.py
git add -A; git commit -q -m "Release 2024.2: escalation notice"
git checkout -q main; git checkout -q release/2024.2; git log -1 -q >/dev/null
{ capture "git cherry-pick $HOT"; capture "git diff"; capture "git cherry-pick --abort"; capture "git reflog -n 25"; } | neutral
