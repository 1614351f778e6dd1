#!/bin/bash
# git merge with conflicts in a toy cider mill press planner, then git status and git diff
. "$(dirname "$0")/c-lib.sh"; . "$(dirname "$0")/c-git-cidermill-repo.sh"
cidermill_repo
git checkout -q -b feature/pomace-press
cat > press/schedule.py <<'PY'
PRESS_CAPACITY_KG = 220
POMACE_REST_MIN = 40

def slots_for(weight_kg):
    return -(-weight_kg // PRESS_CAPACITY_KG)

def juice_yield(weight_kg, variety, rested=True):
    ratio = {"dabinett": 0.68, "kingston black": 0.64, "bramley": 0.60}.get(variety, 0.62)
    if rested:
        ratio += 0.03
    return round(weight_kg * ratio, 1)
PY
echo 'VARIETIES = ["dabinett", "kingston black", "bramley", "yarlington mill", "foxwhelp", "ellis bitter"]' > orchard/varieties.py
git add -A; gc "2023-09-05T10:00:00" "Rest pomace before pressing; bigger rack"
git checkout -q main
cat > press/schedule.py <<'PY'
PRESS_CAPACITY_KG = 200

def slots_for(weight_kg):
    if weight_kg <= 0:
        raise ValueError("nothing to press")
    return -(-weight_kg // PRESS_CAPACITY_KG)

def juice_yield(weight_kg, variety):
    ratio = {"dabinett": 0.68, "kingston black": 0.64, "bramley": 0.60, "foxwhelp": 0.66}.get(variety, 0.62)
    return round(weight_kg * ratio, 1)
PY
echo 'VARIETIES = ["dabinett", "kingston black", "bramley", "yarlington mill", "foxwhelp", "tremlett bitter"]' > orchard/varieties.py
echo "Run: python -m press" >> README.md
git add -A; gc "2023-09-06T11:00:00" "Validate weights; foxwhelp yield"
{ echo '$ git merge feature/pomace-press'; git merge feature/pomace-press 2>&1; echo "exit status: $?"
  echo '$ git status'; git status 2>&1; echo "exit status: $?"
  echo '$ git diff'; git diff 2>&1; echo "exit status: $?"; } | neutral > "$OUTDIR/c-git-merge-cidermill-conflict.txt"
