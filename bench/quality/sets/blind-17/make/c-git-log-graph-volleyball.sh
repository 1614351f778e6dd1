#!/usr/bin/env bash
# git log --graph --all of a beach-volleyball league scheduler with several merged and one unmerged branch.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/sandleague
fresh "$P"
gitinit
export GIT_AUTHOR_DATE GIT_COMMITTER_DATE
t=1714550400
k=0
cm() { # cm <file> <message> [author]
  k=$((k+1)); t=$((t + 20000 + (k * 7717) % 9000))
  GIT_AUTHOR_DATE="$t +0200"; GIT_COMMITTER_DATE=$GIT_AUTHOR_DATE
  echo "# $2" >> "$1"; git add -A
  git -c user.name="${3:-Dana Okafor}" commit -qm "$2"
}
mg() { k=$((k+1)); t=$((t + 15000)); GIT_AUTHOR_DATE="$t +0200"; GIT_COMMITTER_DATE=$GIT_AUTHOR_DATE; git merge -q --no-ff -m "$2" "$1"; }
mkdir -p league
cm league/teams.py "Team registry for the summer sand league"
cm league/courts.py "Court list: six courts at the lido"
for n in 1 2 3 4; do cm league/teams.py "teams: registration batch $n" "Kai Lindgren"; done
git checkout -qb feature/round-robin
for n in 1 2 3 4 5 6; do cm league/schedule.py "round-robin: step $n of the circle method" "Ama Boateng"; done
git checkout -q main
for n in 1 2 3; do cm league/courts.py "courts: lighting schedule part $n" "Kai Lindgren"; done
mg feature/round-robin "Merge branch 'feature/round-robin'"
git checkout -qb feature/tiebreaks
cm league/standings.py "standings: points ratio tiebreak" "Lucía Ferrer"
cm league/standings.py "standings: head-to-head before points ratio" "Lucía Ferrer"
git checkout -qb fix/sun-glare main
cm league/courts.py "courts: no east-facing courts after 18:00 (sun glare)" "Ama Boateng"
git checkout -q main
mg fix/sun-glare "Merge branch 'fix/sun-glare'"
git checkout -q feature/tiebreaks
cm league/standings.py "standings: set ratio as final tiebreak" "Lucía Ferrer"
git checkout -q main
mg feature/tiebreaks "Merge branch 'feature/tiebreaks'"
for n in $(seq 1 12); do cm league/results.py "results: week $n scores entered" "Kai Lindgren"; done
git checkout -qb feature/wind-delay
cm league/schedule.py "schedule: postpone matches when gusts exceed 40 km/h" "Ama Boateng"
cm league/schedule.py "schedule: notify captains of wind delays by SMS" "Ama Boateng"
git checkout -q main
git checkout -qb feature/playoffs
for n in 1 2 3 4; do cm league/playoffs.py "playoffs: bracket seeding step $n" "Lucía Ferrer"; done
git checkout -q main
for n in 13 14 15 16; do cm league/results.py "results: week $n scores entered" "Kai Lindgren"; done
mg feature/playoffs "Merge branch 'feature/playoffs'"
cm league/results.py "results: forfeit counts as 21-0, 21-0" "Dana Okafor"
git tag v1.0
for n in $(seq 17 30); do cm league/results.py "results: week $n scores entered" "Kai Lindgren"; done
{ run "git log --graph --all --date=short --format='%h %ad %<(13,trunc)%an %s%d'"; } | neutralise
