#!/bin/bash
# Cherry-picking two fixes from main onto a release branch of shadowplay; the second conflicts. Then git status.
. "$(dirname "$0")/c-git-shadowplay-repo.sh"
git checkout -q -b release/0.12 "$(git log --format=%H --grep='release 0.12.0' -n1)"
printf 'scene: storm\nrev: 900\npuppets: 4\nlamps: [oil-1]\nduration_s: 300\nnote: touring cut\n' > scenes/storm.yaml
git add -A; commit 3 "storm: touring cut for the 0.12 run"
git checkout -q main
sed -i 's/^LAMPS = .*/LAMPS = {"oil-1": 40, "oil-2": 40, "halogen-back": 300, "led-wash": 18}/' shadowplay/lamps.py
git add -A; commit 0 "lamps: add led-wash fixture"
fix1=$(git rev-parse HEAD)
printf 'scene: storm\nrev: 901\npuppets: 5\nlamps: [oil-1, led-wash]\nduration_s: 395\nsafety: no naked flame near screen 2\n' > scenes/storm.yaml
git add -A; commit 1 "storm: replace oil-2 with led-wash (fire safety)"
fix2=$(git rev-parse HEAD)
git checkout -q release/0.12
run "git cherry-pick $fix1 $fix2; git status; git diff" | neutral > "$OUTDIR/c-git-cherrypick-shadowplay.txt"
