#!/bin/bash
# git merge with conflicts, then git status and git diff, in the toy lifeboat-crew pager service
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-lib-lifeboat-repo.sh"
P=$WORK/lifeboat-pager
build_lifeboat_repo
export GIT_AUTHOR_DATE="2024-12-02T10:00:00+00:00" GIT_COMMITTER_DATE="2024-12-02T10:00:00+00:00"
git checkout -q -b feature/sms-retry HEAD~12
sed -i 's/^MAX_RETRIES = 3/MAX_RETRIES = 5\nRETRY_BACKOFF_S = (2, 5, 15, 30, 60)/' pager/config.py
sed -i 's#^SMS_GATEWAY = .*#SMS_GATEWAY = "https://sms-eu2.lifeboat.example/v2"#' pager/config.py
printf '\ndef retry_delays(n):\n    from .config import RETRY_BACKOFF_S\n    return RETRY_BACKOFF_S[:n]\n' >> pager/alerts.py
echo "carrier,priority" > data/sms-carriers.csv
git add -A; git commit -q -m "SMS: retry with backoff through the EU2 gateway"
git checkout -q main
sed -i 's/^MAX_RETRIES = 3/MAX_RETRIES = 4  # agreed with coastguard liaison/' pager/config.py
sed -i 's|^SMS_GATEWAY = .*|SMS_GATEWAY = "https://sms.lifeboat.example/v1"  # primary\nSMS_FALLBACK_GATEWAY = "https://sms-backup.lifeboat.example/v1"|' pager/config.py
printf '\ndef retry_delays(n):\n    return [10] * n\n' >> pager/alerts.py
git add -A; git commit -q -m "Add fallback SMS gateway and fixed retry delay"
{ capture "git merge feature/sms-retry"; capture "git status"; capture "git diff"; } | neutral
