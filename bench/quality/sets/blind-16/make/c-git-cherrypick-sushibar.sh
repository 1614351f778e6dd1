#!/usr/bin/env bash
# Backporting a fix from main to release/2.x of a sushi-bar conveyor-belt plate tracker with
# git cherry-pick: one commit applies, the next conflicts; then status and the conflicted diff.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/platebelt
rm -rf "$P"; mkdir -p "$P/platebelt"; cd "$P"
git init -q -b main
git config user.email dev@platebelt.example; git config user.name "Dev"
export GIT_AUTHOR_NAME="Kenji Aoyama" GIT_AUTHOR_EMAIL=kenji@platebelt.example
export GIT_COMMITTER_NAME="Kenji Aoyama" GIT_COMMITTER_EMAIL=kenji@platebelt.example
c() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -am "$2"; }
cat > platebelt/plates.py <<'T'
PLATE_PRICES = {"white": 1.80, "green": 2.40, "red": 3.20, "gold": 4.60, "black": 6.00}


def bill(plates):
    total = 0.0
    for colour, count in plates.items():
        total += PLATE_PRICES[colour] * count
    return round(total, 2)


def stale(plate_age_s, limit_s=1500):
    return plate_age_s > limit_s
T
cat > platebelt/belt.py <<'T'
from .plates import stale

BELT_SLOTS = 120
SPEED_CM_S = 8


def lap_seconds(length_cm):
    return length_cm / SPEED_CM_S


def sweep(belt):
    removed = []
    for slot, plate in list(belt.items()):
        if stale(plate["age_s"]):
            removed.append(slot)
            del belt[slot]
    return removed
T
cat > CHANGELOG.md <<'T'
# Changelog
## 2.0.0
- conveyor sweep of stale plates
T
git add -A; c 2026-01-10T10:00:00 "plate tracker 2.0"
git tag v2.0.0
git branch release/2.x
# main moves on
python3 - <<'PY'
import re
p = "platebelt/plates.py"
s = open(p).read()
s = s.replace('PLATE_PRICES = {"white": 1.80, "green": 2.40, "red": 3.20, "gold": 4.60, "black": 6.00}',
 'PLATE_PRICES = {"white": 1.90, "green": 2.50, "red": 3.40, "gold": 4.90, "black": 6.40, "clear": 0.0}')
s = s.replace("def stale(plate_age_s, limit_s=1500):\n    return plate_age_s > limit_s",
 "def stale(plate_age_s, limit_s=1500, raw_fish=False):\n    if raw_fish:\n        limit_s = 1200\n    return plate_age_s > limit_s")
open(p, "w").write(s)
PY
c 2026-02-01T09:30:00 "prices 2026, clear plates, shorter limit for raw fish"
sed -i 's/        if stale(plate\["age_s"\]):/        if stale(plate["age_s"], raw_fish=plate.get("raw", False)):/' platebelt/belt.py
c 2026-02-03T14:10:00 "sweep: honour raw-fish freshness limit"
python3 - <<'PY'
p = "platebelt/plates.py"
s = open(p).read()
s = s.replace("    total = 0.0\n    for colour, count in plates.items():\n        total += PLATE_PRICES[colour] * count\n    return round(total, 2)",
 "    total = 0.0\n    for colour, count in plates.items():\n        if colour not in PLATE_PRICES:\n            raise KeyError(f\"unknown plate colour {colour!r}\")\n        if count < 0:\n            raise ValueError(f\"negative plate count for {colour}\")\n        total += PLATE_PRICES[colour] * count\n    return round(total, 2)")
open(p, "w").write(s)
PY
printf '## 2.1.0\n- reject negative plate counts when billing\n' >> CHANGELOG.md
c 2026-02-05T11:45:00 "bill: reject negative plate counts"
git checkout -q release/2.x
sed -i 's/PLATE_PRICES = {"white": 1.80, "green": 2.40, "red": 3.20, "gold": 4.60, "black": 6.00}/PLATE_PRICES = {"white": 1.80, "green": 2.40, "red": 3.20, "gold": 4.60, "black": 6.00, "blue": 2.80}/' platebelt/plates.py
sed -i 's/    for colour, count in plates.items():/    for colour, count in sorted(plates.items()):/' platebelt/plates.py
printf '## 2.0.1\n- blue plates for the lunch set\n' >> CHANGELOG.md
c 2026-02-04T16:20:00 "2.0.1: blue plates, deterministic bill order"
SWEEP=$(git rev-parse main~1); BILL=$(git rev-parse main)
{
  run "git cherry-pick $SWEEP $BILL"
  run "git status"
  run "git diff"
} | neutral
