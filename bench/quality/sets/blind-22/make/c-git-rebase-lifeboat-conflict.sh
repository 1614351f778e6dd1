#!/bin/bash
# git rebase of a station branch onto main stopping on a conflict, in the toy lifeboat-crew pager service
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-lib-lifeboat-repo.sh"
P=$WORK/lifeboat-pager
build_lifeboat_repo
export GIT_AUTHOR_DATE="2024-12-03T09:00:00+00:00" GIT_COMMITTER_DATE="2024-12-03T09:00:00+00:00"
git checkout -q -b station/looe-relief HEAD~100
echo "Looe relief crew must confirm by pager within 5 minutes." > docs/looe-relief.md
git add -A; git commit -q -m "Looe: document relief crew confirmation"
sed -i 's/        elif h >= start or h < end:/        elif h >= start or h < end:  # overnight shift wraps past midnight/' pager/roster.py
git add -A; git commit -q -m "Looe: comment the overnight wrap in on_call"
sed -i 's/^ESCALATION_TIMEOUT_S = 90/ESCALATION_TIMEOUT_S = 60  # Looe relief needs faster escalation/' pager/config.py
git add -A; git commit -q -m "Looe: shorten escalation timeout to 60s"
printf '\ndef test_looe_relief_overnight():\n    assert on_call({"relief": (20, 4)}, datetime(2025, 1, 1, 2)) == ["relief"]\n' >> tests/test_roster.py
git add -A; git commit -q -m "Looe: test overnight relief shift"
{ capture "git rebase main"; capture "git status"; capture "git diff"; } | neutral
