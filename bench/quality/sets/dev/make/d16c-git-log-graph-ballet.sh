#!/bin/bash
# git log --graph --stat of a ballet company's rehearsal-scheduling app: feature branches merged with --no-ff, one revert.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-git-log-graph-ballet.txt
P=$WORK/rehearsal-planner
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_CONFIG_GLOBAL=/dev/null
git init -q -b main .
PEOPLE=("Oksana Veretennikova:oksana@corps-de-ballet.example" "Léon Marchetti:leon.m@corps-de-ballet.example" "Amara Quist:amara@corps-de-ballet.example" "Haruto Ebina:h.ebina@corps-de-ballet.example")
ts=1740000000
c() { local a=${PEOPLE[$1]}; shift; ts=$((ts+5400)); GIT_AUTHOR_NAME="${a%%:*}" GIT_AUTHOR_EMAIL="${a##*:}" GIT_COMMITTER_NAME="${a%%:*}" GIT_COMMITTER_EMAIL="${a##*:}" GIT_AUTHOR_DATE="@$ts +0100" GIT_COMMITTER_DATE="@$ts +0100" git "$@" -q; }
mkdir -p planner studios casting
echo "STUDIOS = ['Studio A', 'Studio B', 'Main Stage']" > planner/studios.py
echo "def schedule(): pass" > planner/schedule.py
echo "ROLES = {}" > casting/roles.py
git add -A; c 0 commit -m "Rehearsal planner skeleton"
FEATURES=(swan-lake-casting studio-b-floor-repair pointe-shoe-budget understudy-rotation physio-slots giselle-act2 orchestra-calls nutcracker-children dresser-schedule lighting-tech-runs gala-programme injury-register coryphee-promotions sylphide-revival barre-warmup-rota wig-fittings touring-freight rake-stage-notes corps-formation-charts pianist-bookings school-matinee costume-hire-returns sprung-floor-audit press-night-seating)
RANDOM=5
for fi in "${!FEATURES[@]}"; do
  f=${FEATURES[$fi]}
  git checkout -q -b feature/$f main
  for k in $(seq 1 $((RANDOM % 7 + 3))); do
    file=$( case $((RANDOM % 3)) in 0) echo planner/schedule.py;; 1) echo casting/roles.py;; 2) echo studios/$f.py;; esac )
    mkdir -p "$(dirname $file)"
    for j in $(seq 1 $((RANDOM % 9 + 1))); do echo "# $f step $k line $j" >> $file; done
    git add -A; c $((RANDOM % 4)) commit -m "$f: part $k"
  done
  git checkout -q main
  echo "# main hotfix after $f" >> planner/studios.py; git add -A; c $((RANDOM % 4)) commit -m "Hotfix studio list before merging $f"
  c $((fi % 4)) merge --no-ff feature/$f -m "Merge branch 'feature/$f'"
  if [ "$f" = "physio-slots" ]; then
    ts=$((ts+5400)); a=${PEOPLE[2]}; GIT_AUTHOR_NAME="${a%%:*}" GIT_AUTHOR_EMAIL="${a##*:}" GIT_COMMITTER_NAME="${a%%:*}" GIT_COMMITTER_EMAIL="${a##*:}" GIT_AUTHOR_DATE="@$ts +0100" GIT_COMMITTER_DATE="@$ts +0100" git revert --no-edit -m 1 HEAD >/dev/null
  fi
done
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
{ echo '$ git log --graph --stat'; timeout 120 git --no-pager log --graph --stat 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
