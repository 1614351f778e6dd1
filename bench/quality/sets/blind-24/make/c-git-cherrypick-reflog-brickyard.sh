#!/bin/bash
# cherry-picking two fixes from main onto a release branch: the second conflicts; then abort and read the reflog
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-lib-brickyard-repo.sh"
brickyard_copy
git branch release/2.2 HEAD~30
sed -i 's/^HUMIDITY_PCT = 70/HUMIDITY_PCT = 68/' brickyard/drying.py
bcommit "Pieter de Wit" "2023-11-08T09:10:00+01:00" "Drying: 68% RH default (fixes cracked cant bricks)"
FIX1=$(git rev-parse --short HEAD)
python3 - <<'PY'
import re
p = "brickyard/drying.py"
s = open(p).read()
s = re.sub(r'"cill": \d+', '"cill": 30', s)
open(p, "w").write(s)
PY
bcommit "Pieter de Wit" "2023-11-08T09:40:00+01:00" "Cill bricks need 30 h after site complaints"
FIX2=$(git rev-parse --short HEAD)
git checkout -q release/2.2
python3 - <<'PY'
import re
p = "brickyard/drying.py"
s = open(p).read()
s = re.sub(r'"cill": \d+', '"cill": 27', s)
open(p, "w").write(s)
PY
bcommit "Gwen Pritchard" "2023-11-08T10:15:00+01:00" "release 2.2: cill 27 h as agreed with the merchant"
{ run git cherry-pick -x $FIX1 $FIX2; run git status --short --branch; run git diff; run git cherry-pick --abort; run git reflog -n 15; } | neutral
