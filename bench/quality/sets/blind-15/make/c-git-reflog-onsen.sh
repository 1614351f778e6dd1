#!/usr/bin/env bash
# c-git-reflog-onsen: `git reflog` after a morning of work on a bath-house booking
# service: backport attempts, an aborted cherry-pick, a rebase and an accidental
# hard reset.
# Usage: WORK=<scratch dir> bash c-git-reflog-onsen.sh > ../outputs/c-git-reflog-onsen.txt
set -u
. "$(dirname "$0")/c-lib-onsen-repo.sh"
tick; git cherry-pick "$PICK1" >/dev/null 2>&1
tick; git cherry-pick "$PICK2" >/dev/null 2>&1; git cherry-pick --abort
tick; git checkout -q main
tick; git checkout -q -b feat/onsen-egg-cafe
printf '\nEGG_SET_YEN = 450\n' >> onsen/prices.py; commit -m "Onsen egg set price"
printf '\ndef cafe_total(eggs, teas):\n    return eggs * EGG_SET_YEN + teas * 300\n' >> onsen/prices.py; commit -m "Cafe totals"
printf '\nTEA_YEN = 300\n' >> onsen/prices.py; commit -m "Name the tea price"
tick; git checkout -q main
sed -i 's/^ADULT_YEN = 1200/ADULT_YEN = 1300/' onsen/prices.py; commit -m "Raise the adult price to 1300 yen"
tick; git checkout -q feat/onsen-egg-cafe
tick; git rebase -q main
tick; git reset -q --hard HEAD~2
tick; git checkout -q release/2.4
tick; git commit -q --amend -m "Close the baths over lunch (12:00-13:00) on the 2.4 line"
tick; git checkout -q feat/onsen-egg-cafe
{
  echo '$ git reflog -n 40'
  git reflog -n 40 2>&1; echo "exit status: $?"
} | neutral
