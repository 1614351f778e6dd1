#!/bin/bash
# Cherry-picking a fix from a release branch of the hedge-laying scorer onto main: conflict, abort,
# then git reflog to find where HEAD was.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-hedgelaying-repo.sh"
P=$WORK/hedgelay-pick
build_hedgelaying_repo "$P"
cd "$P"
export GIT_AUTHOR_NAME="Morag Findlay" GIT_AUTHOR_EMAIL=morag@hedgelay.example GIT_COMMITTER_NAME="Morag Findlay" GIT_COMMITTER_EMAIL=morag@hedgelay.example
export GIT_AUTHOR_DATE="2026-02-21T09:15:00+00:00" GIT_COMMITTER_DATE="2026-02-21T09:15:00+00:00"
git checkout -q -b release/0.8 HEAD~70
sed -i 's/return max(total, 0)/return max(total, 0) if finished else max(total, 5)/' hedgelay/scoring.py
git commit -qam "Unfinished sections keep a 5-point floor"
sed -i 's/^SECTION_LENGTH_YARDS = 10$/SECTION_LENGTH_YARDS = 11/' hedgelay/sections.py
git commit -qam "Open class: 11-yard sections for the 2026 county match"
FIX=$(git rev-parse HEAD)
git checkout -q main
git commit -q --allow-empty -m "Start 0.9.x changelog"
run git cherry-pick release/0.8~1 | neut
run git cherry-pick "$FIX" | neut
run git status --short | neut
run git cherry-pick --abort | neut
run git reflog -n 25 | neut
