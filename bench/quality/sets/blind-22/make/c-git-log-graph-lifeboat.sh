#!/bin/bash
# git log --graph --oneline --all over feature branches merged with --no-ff (toy lifeboat-crew pager service)
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-lib-lifeboat-repo.sh"
P=$WORK/lifeboat-pager
build_lifeboat_repo
n=0
for b in feature/tide-aware-muster feature/weather-hold fix/duplicate-pages feature/crew-fatigue-limit; do
  n=$((n+1))
  export GIT_AUTHOR_DATE="2024-12-0${n}T09:00:00+00:00" GIT_COMMITTER_DATE="2024-12-0${n}T09:00:00+00:00"
  git checkout -q -b $b main~$((n*3))
  for k in 1 2 3; do echo "$b step $k" >> docs/branch-notes-$n.md; git add -A
    GIT_AUTHOR_DATE="2024-12-0${n}T1${k}:00:00+00:00" GIT_COMMITTER_DATE="2024-12-0${n}T1${k}:00:00+00:00" git commit -q -m "${b#*/}: step $k"; done
  git checkout -q main
  [ $b = feature/weather-hold ] && continue
  GIT_AUTHOR_DATE="2024-12-0${n}T18:00:00+00:00" GIT_COMMITTER_DATE="2024-12-0${n}T18:00:00+00:00" git merge -q --no-ff -m "Merge branch '$b'" $b
done
git tag -a v3.0.0 -m "v3.0.0" main~2
capture "git log --graph --oneline --decorate --all -n 60" | neutral
