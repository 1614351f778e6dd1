#!/bin/bash
# git log --graph --oneline --all after several feature branches were merged into shadowplay.
. "$(dirname "$0")/c-git-shadowplay-repo.sh"
for b in tour-rig:3 braille-programme:2 ticket-qr:0; do
  name=${b%%:*}; au=${b##*:}
  git checkout -q -b feature/$name HEAD~4
  for k in 1 2 3; do echo "$name step $k" >> docs/$name.md; git add -A; commit $au "$name: step $k"; done
  git checkout -q main
  echo "main after $name" >> docs/changelog.md; git add -A; commit 1 "changelog: before merging $name"
  T=$((T + 600)); GIT_AUTHOR_DATE="@$T +0100" GIT_COMMITTER_DATE="@$T +0100" git merge -q --no-ff -m "Merge branch 'feature/$name'" feature/$name
done
git checkout -q -b feature/shadow-cam HEAD~2
echo "cam" > docs/shadow-cam.md; git add -A; commit 2 "shadow-cam: prototype overhead camera feed (WIP)"
git checkout -q main
run "git log --graph --oneline --decorate --all -n 60" | neutral > "$OUTDIR/c-git-log-graph-shadowplay.txt"
