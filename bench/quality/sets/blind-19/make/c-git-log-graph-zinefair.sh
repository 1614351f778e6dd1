#!/usr/bin/env bash
# git log --graph --oneline --decorate --all of a zine-fair stall booking site with feature branches, merges and tags.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/zinefair; rm -rf "$P"; mkdir -p "$P/app"; cd "$P"; gitinit
W=("Rosa Quint <rosa@zinefair.example>" "Dev Okafor <dev@zinefair.example>" "Mina Sato <mina@zinefair.example>")
n=0
c() { n=$((n+1)); echo "$1 $n" >> "app/$2"; gcommit "${W[$((n % 3))]}" "2024-03-$(printf %02d $((1 + n / 6))) $(printf %02d $((9 + n % 9))):$(printf %02d $(( (n*7) % 60 )))" "$1"; }
c "Stall map skeleton" map.py; c "Stall sizes: half, full, corner" stalls.py; c "Exhibitor signup form" signup.py
git tag v0.1.0
for br in risograph-pricing table-waitlist accessibility-audit; do
  git checkout -q -b "$br" main
  for k in 1 2 3 4; do c "$br: step $k" "$br.py"; done
  git checkout -q main
  c "Copy edits on the front page ($br window)" front.py
done
git merge -q --no-ff -m "Merge branch 'risograph-pricing'" risograph-pricing
c "Fix corner stall price rounding" stalls.py
git tag v0.2.0
git merge -q --no-ff -m "Merge branch 'accessibility-audit'" accessibility-audit
git checkout -q -b hotfix/double-booking v0.2.0
c "Lock stall row while confirming payment" stalls.py
c "Regression test for double-booked corner stall" test_stalls.py
git checkout -q main
git merge -q --no-ff -m "Merge branch 'hotfix/double-booking'" hotfix/double-booking
git tag v0.2.1
git checkout -q table-waitlist
c "table-waitlist: notify by SMS" table-waitlist.py
git checkout -q main
for k in $(seq 1 12); do c "Exhibitor FAQ entry $k" faq.md; done
git checkout -q -b print-schedule
for k in 1 2 3; do c "print-schedule: PDF layout pass $k" schedule.py; done
git checkout -q main
capture c-git-log-graph-zinefair 'git log --graph --oneline --decorate --all'
