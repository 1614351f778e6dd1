#!/bin/bash
# Merging feature/metric-lengths into main of the hedge-laying scorer: conflicts, then status and diff.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-hedgelaying-repo.sh"
P=$WORK/hedgelay-merge
build_hedgelaying_repo "$P"
cd "$P"
export GIT_AUTHOR_NAME="Aoife Brennan" GIT_AUTHOR_EMAIL=aoife@hedgelay.example GIT_COMMITTER_NAME="Aoife Brennan" GIT_COMMITTER_EMAIL=aoife@hedgelay.example
export GIT_AUTHOR_DATE="2026-02-20T10:00:00+00:00" GIT_COMMITTER_DATE="2026-02-20T10:00:00+00:00"
git checkout -q -b feature/metric-lengths HEAD~40
sed -i 's/^SECTION_LENGTH_YARDS = 10$/SECTION_LENGTH_M = 9.1\nSECTION_LENGTH_YARDS = round(SECTION_LENGTH_M \/ 0.9144, 1)/' hedgelay/sections.py
printf '__version__ = "0.8.0+metric"\n' > hedgelay/__init__.py
cat >> hedgelay/export.py <<'PY'


def metres(yards):
    return round(yards * 0.9144, 2)
PY
git commit -qam "Express section lengths in metres"
git checkout -q main
git log -1 --format=%H > /dev/null
run git merge --no-edit feature/metric-lengths | neut
run git status | neut
run git diff | neut
