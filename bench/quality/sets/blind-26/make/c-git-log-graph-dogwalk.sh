#!/bin/bash
# git log --graph --oneline --decorate --all after two more branches appear in the dog-walking service
. "$(dirname "$0")/c-lib-dogwalk-repo.sh"
git checkout -q -b fix/sms-quiet-hours
echo "QUIET_HOURS = (21, 7)" >> dogwalk/notify.py; git add -A; gcommit "2026-02-06T10:02:00+01:00" "Respect quiet hours before sending pickup SMS"
echo "# TODO: per-client quiet hours" >> dogwalk/notify.py; git add -A; gcommit "2026-02-06T11:40:00+01:00" "Note per-client quiet hours follow-up"
git checkout -q main
git checkout -q -b feature/invoice-email
echo "def email_invoice(inv):\n    return inv.pdf" >> dogwalk/invoices.py; git add -A; gcommit "2026-02-07T09:15:00+01:00" "Email invoices as PDF attachments"
git checkout -q main
echo "- 0.4.1: hotfix for walker day limits" >> docs/CHANGELOG.md; git add -A; gcommit "2026-02-07T16:30:00+01:00" "Changelog for 0.4.1"
GIT_AUTHOR_DATE="2026-02-08T09:00:00+01:00" GIT_COMMITTER_DATE="2026-02-08T09:00:00+01:00" git merge -q --no-ff -m "Merge branch 'fix/sms-quiet-hours'" fix/sms-quiet-hours
git tag v0.4.1
{ run "git log --graph --oneline --decorate --all -n 80"; } | neutral
