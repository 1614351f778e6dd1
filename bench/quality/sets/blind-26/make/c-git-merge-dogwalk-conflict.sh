#!/bin/bash
# git merge of a pricing branch that conflicts with main in the dog-walking service, then status and the conflicted diff
. "$(dirname "$0")/c-lib-dogwalk-repo.sh"
git checkout -q -b feature/weekend-rates HEAD
python3 - <<'PY'
p = "dogwalk/pricing.py"
s = open(p).read()
s = s.replace('BASE = {"solo": 14.0, "group": 9.5, "puppy_visit": 8.0}',
              'BASE = {"solo": 14.0, "group": 9.5, "puppy_visit": 8.0}\nWEEKEND_UPLIFT = 1.25')
s = s.replace("    return round(price, 2)", "    if weekend:\n        price *= WEEKEND_UPLIFT\n    return round(price, 2)")
s = s.replace("def walk_price(kind, dogs=1, minutes=60):", "def walk_price(kind, dogs=1, minutes=60, weekend=False):")
open(p, "w").write(s)
PY
git add -A; gcommit "2026-02-09T10:00:00+01:00" "Weekend uplift of 25% on all walks"
git checkout -q main
python3 - <<'PY'
p = "dogwalk/pricing.py"
s = open(p).read()
s = s.replace('BASE = {"solo": 14.0, "group": 9.5, "puppy_visit": 8.0}',
              'BASE = {"solo": 15.0, "group": 10.0, "puppy_visit": 8.5}  # 2026 prices')
s = s.replace("    price = base * dogs * (1 if dogs < 2 else 1 - EXTRA_DOG + EXTRA_DOG)",
              "    price = base + base * EXTRA_DOG * (dogs - 1)")
s = s.replace("def walk_price(kind, dogs=1, minutes=60):", "def walk_price(kind, dogs=1, minutes=45):")
open(p, "w").write(s)
PY
git add -A; gcommit "2026-02-09T12:30:00+01:00" "2026 price list; restore household discount; 45 min default"
{
  run "git merge feature/weekend-rates"
  run "git status"
  run "git diff"
} | neutral
