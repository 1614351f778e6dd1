#!/bin/bash
# git log --stat over the history of a cave-survey data repository (survex files, a Python reducer, docs): ~230 commits.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-git-log-stat-caving.txt
P=$WORK/cavesurvey
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
export GIT_CONFIG_GLOBAL=/dev/null
git config user.name "Morwenna Trethewey"; git config user.email "morwenna@caving-club.example"
AUTHORS=("Morwenna Trethewey:morwenna@caving-club.example" "Idris Pryce:idris.pryce@caving-club.example" "Agnieszka Wolny:a.wolny@caving-club.example" "Tomasz Lind:tlind@caving-club.example")
CAVES=(ogof-ffynnon swildons dan-yr-ogof peak-cavern gaping-gill lancaster-hole)
mkdir -p survey reduce docs
for c in "${CAVES[@]}"; do printf '*begin %s\n*units tape metres\n*end %s\n' "$c" "$c" > survey/$c.svx; done
printf 'import sys\n\ndef reduce(legs):\n    return legs\n' > reduce/reduce.py
printf '# Cave survey data\n' > docs/README.md
git add -A; GIT_AUTHOR_DATE="2025-01-04T10:00:00Z" GIT_COMMITTER_DATE="2025-01-04T10:00:00Z" git commit -q -m "Initial import of club survey data"
n=0
commit() { # msg author-index
  local a=${AUTHORS[$2]}; n=$((n+1))
  local d; d=$(date -u -d "@$((1735984800 + n*37*3600))" +%Y-%m-%dT%H:%M:%SZ)
  git add -A
  GIT_AUTHOR_NAME="${a%%:*}" GIT_AUTHOR_EMAIL="${a##*:}" GIT_AUTHOR_DATE="$d" GIT_COMMITTER_NAME="${a%%:*}" GIT_COMMITTER_EMAIL="${a##*:}" GIT_COMMITTER_DATE="$d" git commit -q -m "$1"
}
RANDOM=7
for i in $(seq 1 225); do
  c=${CAVES[$((RANDOM % 6))]}
  k=$((RANDOM % 10))
  case $k in
    0|1|2|3)
      for j in $(seq 1 $((RANDOM % 12 + 2))); do echo "$c.$i.$j $c.$i.$((j+1)) $((RANDOM % 30)).$((RANDOM % 100)) $((RANDOM % 360)) -$((RANDOM % 40))" >> survey/$c.svx; done
      commit "Add survey legs from trip $i to $c" $((RANDOM % 4)) ;;
    4|5)
      sed -i "0,/tape/s/tape/tape/" survey/$c.svx; echo "*fix $c.$i $((RANDOM))  $((RANDOM)) $((RANDOM % 400))" >> survey/$c.svx
      printf 'def check_%s(legs):\n    return [l for l in legs if l[2] < %s]\n' "$i" "$((RANDOM % 50 + 20))" >> reduce/reduce.py
      commit "Fix station $c.$i to GPS entrance point and add leg sanity check" $((RANDOM % 4)) ;;
    6)
      echo "- $c: trip $i notes, water levels $((RANDOM % 5))/5" >> docs/README.md
      mkdir -p docs/trips; printf 'Trip %s to %s\nParty: %s\n' "$i" "$c" "${AUTHORS[$((RANDOM % 4))]%%:*}" > docs/trips/trip-$i.md
      commit "Write up trip $i ($c)" $((RANDOM % 4)) ;;
    7)
      echo "# loop closure $i" >> reduce/reduce.py; for j in 1 2 3; do echo "    # misclosure tolerance $j" >> reduce/reduce.py; done
      commit "Tune loop-closure tolerance for $c" $((RANDOM % 4)) ;;
    8)
      mkdir -p survey/sketches; head -c $((RANDOM * 3 + 2000)) /dev/zero | tr '\0' 'x' > survey/sketches/$c-$i.th2
      commit "Add Therion sketch for $c passage $i" $((RANDOM % 4)) ;;
    9)
      f=$(ls docs/trips 2>/dev/null | head -1)
      if [ -n "$f" ]; then git rm -q docs/trips/$f; commit "Remove duplicate write-up $f" $((RANDOM % 4)); else echo "x" >> docs/README.md; commit "Docs tweak" 0; fi ;;
  esac
  if [ $i = 150 ]; then
    git mv survey/peak-cavern.svx survey/peak-cavern-speedwell.svx
    for j in $(seq 1 140); do echo "speedwell.$j speedwell.$((j+1)) $((RANDOM % 30)).$((RANDOM % 100)) $((RANDOM % 360)) -$((RANDOM % 40))" >> survey/peak-cavern-speedwell.svx; done
    commit "Merge Speedwell series into Peak Cavern file after connection dive" 2
  fi
done
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
{ echo '$ git log --stat'; timeout 120 git --no-pager log --stat 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
