#!/bin/bash
# Rebasing a topic branch of the hedge-laying scorer onto main: the second of three commits conflicts.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-hedgelaying-repo.sh"
P=$WORK/hedgelay-rebase
build_hedgelaying_repo "$P"
cd "$P"
export GIT_AUTHOR_NAME="Dilwyn Pritchard" GIT_AUTHOR_EMAIL=dilwyn@hedgelay.example GIT_COMMITTER_NAME="Dilwyn Pritchard" GIT_COMMITTER_EMAIL=dilwyn@hedgelay.example
export GIT_AUTHOR_DATE="2026-02-25T14:00:00+00:00" GIT_COMMITTER_DATE="2026-02-25T14:00:00+00:00"
git checkout -q -b topic/junior-class HEAD~80
printf 'JUNIOR_MAX_AGE = 18\n' > hedgelay/junior.py; git add .; git commit -qm "Add junior class age limit"
sed -i 's/return sorted(entries, key=lambda e: (-e\["score"\], e\["time_min"\]))/return sorted(entries, key=lambda e: (-e["score"], e["time_min"], e.get("age", 99)))/' hedgelay/scoring.py
git commit -qam "Juniors win ties against older competitors"
printf 'def is_junior(age):\n    return age <= JUNIOR_MAX_AGE\n' >> hedgelay/junior.py; git commit -qam "is_junior helper"
run git rebase main | neut
run git status | neut
run git diff hedgelay/scoring.py | neut
