#!/bin/bash
# Cherry-picking a hotfix from a release branch conflicts (museum taxidermy-specimen catalogue); then git reflog.
. "$(dirname "$0")/c-lib.sh"
setup taxidermy
ginit
mkdir -p catalogue
cat > catalogue/specimen.py <<'PY'
HUMIDITY_RANGE = (40, 55)
LIGHT_LUX_MAX = 50

def storage_ok(humidity, lux):
    lo, hi = HUMIDITY_RANGE
    return lo <= humidity <= hi and lux <= LIGHT_LUX_MAX

def accession_number(year, seq):
    return f"NH.{year}.{seq:04d}"

def pest_check_due(days_since):
    return days_since >= 90
PY
gcommit "Specimen storage checks" "2025-04-01T09:00:00" "Greta Lind"
git checkout -q -b release/2.4
sed -i 's/    return days_since >= 90/    return days_since >= 60  # after the 2025 moth outbreak/' catalogue/specimen.py
gcommit "Shorten pest check interval to 60 days" "2025-04-10T11:00:00" "Greta Lind"
sed -i 's/LIGHT_LUX_MAX = 50/LIGHT_LUX_MAX = 50\nUV_MAX = 75  # microwatts per lumen/' catalogue/specimen.py
gcommit "Add UV limit" "2025-04-11T11:00:00" "Greta Lind"
git checkout -q main
sed -i 's/def pest_check_due(days_since):\n    return days_since >= 90//' catalogue/specimen.py
python3 - <<'PY'
p = "catalogue/specimen.py"; s = open(p).read()
s = s.replace("def pest_check_due(days_since):\n    return days_since >= 90\n",
 "def pest_check_due(days_since, room=\"store\"):\n    interval = 30 if room == \"gallery\" else 90\n    return days_since >= interval\n")
s = s.replace('return f"NH.{year}.{seq:04d}"', 'return f"NH.{year}.{seq:05d}"')
open(p, "w").write(s)
PY
gcommit "Per-room pest check interval; 5-digit accession numbers" "2025-04-12T15:00:00" "Oskar Vane"
pick=$(git rev-parse --short release/2.4~1)
capture git-cherrypick-taxidermy <<CMDS
git cherry-pick $pick
git status --short
git diff
git cherry-pick --abort
git reflog -n 12
CMDS
