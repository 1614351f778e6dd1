#!/bin/bash
# Merge of a feature branch into main in shadowplay that conflicts in cues.py and a scene file, then git status and git diff.
. "$(dirname "$0")/c-git-shadowplay-repo.sh"
git checkout -q -b feature/dimmer-curves HEAD~12
cat >> shadowplay/cues.py <<'PY'


def dimmer_curve(level, curve="square"):
    if curve == "square":
        return round(level ** 2, 3)
    return level
PY
sed -i 's/^FPS = 25/FPS = 24  # film-rate projector for the touring rig/' shadowplay/cues.py
printf 'scene: storm\nrev: 200\npuppets: 6\nlamps: [oil-1, halogen-back, strobe]\nduration_s: 410\n' > scenes/storm.yaml
git add -A; commit 3 "cues: dimmer curves and 24 fps touring rig"
git checkout -q main
sed -i 's/^FPS = 25/FPS = 30  # new LED wall runs at 30 Hz/' shadowplay/cues.py
printf 'scene: storm\nrev: 201\npuppets: 5\nlamps: [oil-1, oil-2]\nduration_s: 395\n' > scenes/storm.yaml
git add -A; commit 1 "cues: LED wall timing; storm scene trimmed"
run "git merge feature/dimmer-curves; git status; git diff" | neutral > "$OUTDIR/c-git-merge-shadowplay-conflict.txt"
