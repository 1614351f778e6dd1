#!/bin/bash
# git log --graph --oneline --all of the hedge-laying scorer after two feature branches were merged
# and one is still open.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-hedgelaying-repo.sh"
P=$WORK/hedgelay-graph
build_hedgelaying_repo "$P"
cd "$P"
n=0
c() { n=$((n+1)); GIT_AUTHOR_DATE="2026-03-0${1}T1${n}:00:00+00:00" GIT_COMMITTER_DATE="2026-03-0${1}T1${n}:00:00+00:00" git "${@:2}"; }
export GIT_AUTHOR_NAME="Aoife Brennan" GIT_AUTHOR_EMAIL=aoife@hedgelay.example GIT_COMMITTER_NAME="Aoife Brennan" GIT_COMMITTER_EMAIL=aoife@hedgelay.example
git checkout -q -b feature/judge-sheets
echo "SHEET_COLUMNS = ['plot', 'judge', 'pleachers', 'stakes', 'binding']" > hedgelay/sheets.py; git add .; c 1 commit -qm "Printable judge sheets"
echo "def sheet_title(event): return f'{event} - judging sheet'" >> hedgelay/sheets.py; c 1 commit -qam "Sheet titles include event name"
git checkout -q main
echo "- 2026 rules adopted" >> docs/rules.md; c 2 commit -qam "Adopt 2026 rule book"
git checkout -q -b feature/weather-delays
echo "MAX_DELAY_MIN = 90" >> hedgelay/weather.py; c 2 commit -qam "Cap weather delays at 90 minutes"
git checkout -q main
c 3 merge -q --no-ff -m "Merge branch 'feature/judge-sheets'" feature/judge-sheets
git checkout -q -b fix/tie-order
echo "# ties: older competitor first" >> hedgelay/scoring.py; c 4 commit -qam "Tie order: veterans first"
git checkout -q main
c 5 merge -q --no-ff -m "Merge branch 'fix/tie-order'" fix/tie-order
c 6 tag -a v0.9.1 -m "0.9.1"
git checkout -q feature/weather-delays
echo "def delayed(start, minutes): return start + minutes" >> hedgelay/weather.py; c 7 commit -qam "Weather: shift start times"
git checkout -q main
run git log --graph --oneline --decorate --all -n 40 | neut
