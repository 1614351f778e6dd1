#!/bin/bash
# git rebase of a notify branch onto main stops on a conflict; abort, then git reflog (dog-walking service)
. "$(dirname "$0")/c-lib-dogwalk-repo.sh"
git checkout -q -b fix/sms-retry-backoff HEAD~3
printf '\n\nRETRY_BACKOFF_S = [2, 5, 15]\n' >> dogwalk/notify.py; git add -A; gcommit "2026-02-10T09:10:00+01:00" "Back off 2/5/15 s between SMS retries"
printf '\n\ndef test_backoff():\n    from dogwalk.notify import RETRY_BACKOFF_S\n    assert RETRY_BACKOFF_S[0] == 2\n' >> tests/test_notify.py; git add -A; gcommit "2026-02-10T09:40:00+01:00" "Test SMS retry backoff"
printf '\nMAX_SMS_PER_HOUR = 40\n' >> dogwalk/notify.py; git add -A; gcommit "2026-02-10T10:05:00+01:00" "Cap pickup SMS per hour"
{
  run "git rebase main"
  run "git status --short"
  run "git rebase --abort"
  run "git reflog -n 25"
} | neutral
