#!/bin/bash
# git bisect run over the shadowplay history to find when fade_frames(0.7) stopped returning 18.
. "$(dirname "$0")/c-git-shadowplay-repo.sh"
first=$(git rev-list --max-parents=0 HEAD)
run "git bisect start HEAD $first && git bisect run python -m pytest -q -p no:cacheprovider tests/test_cues.py" | neutral > "$OUTDIR/c-git-bisect-shadowplay.txt"
git bisect reset >/dev/null 2>&1
