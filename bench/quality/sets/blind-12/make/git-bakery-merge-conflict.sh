#!/usr/bin/env bash
# git merge of a feature branch into main in a sourdough-bakery production planner: content conflicts, then git status and git diff.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/git-bakery-merge-conflict.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/bakeplan
rm -rf "$P"; mkdir -p "$P/bakeplan"; cd "$P"
git init -q -b main .
git config user.name "Ines Carvalho"; git config user.email "ines@bakeplan.invalid"; git config commit.gpgsign false
export GIT_AUTHOR_DATE="2024-02-01T05:00:00+0000" GIT_COMMITTER_DATE="2024-02-01T05:00:00+0000"
cat > bakeplan/formula.py <<'X'
"""Baker's percentages for the daily bake."""

FLOUR_BLEND = {"t65": 0.80, "whole_rye": 0.10, "spelt": 0.10}
HYDRATION = 0.74
SALT = 0.021
LEVAIN = 0.18          # prefermented flour as a fraction of total flour


def dough_weights(total_flour_g: float) -> dict:
    water = total_flour_g * HYDRATION
    return {
        "flour": {k: round(total_flour_g * v) for k, v in FLOUR_BLEND.items()},
        "water": round(water),
        "salt": round(total_flour_g * SALT, 1),
        "levain": round(total_flour_g * LEVAIN * 2),   # levain kept at 100% hydration
    }
X
cat > bakeplan/schedule.py <<'X'
"""Timeline for the overnight bake, in minutes from levain build."""

STEPS = [
    ("build levain", 0),
    ("autolyse", 360),
    ("mix", 420),
    ("bulk ferment", 430),
    ("divide and preshape", 670),
    ("shape", 700),
    ("retard at 4 C", 720),
    ("bake", 1440),
]


def step_at(minute: int) -> str:
    current = STEPS[0][0]
    for name, start in STEPS:
        if start <= minute:
            current = name
    return current
X
cat > README.md <<'X'
# bakeplan
Production planner for the Rua das Flores bakery: 140 loaves a night.
X
git add -A; git commit -q -m "Initial formula and overnight schedule"
git checkout -q -b feature/cold-levain
python3 - <<'X'
import re
p = "bakeplan/formula.py"; s = open(p).read()
s = s.replace("HYDRATION = 0.74", "HYDRATION = 0.76    # more water: the cold levain is stiffer")
s = s.replace("LEVAIN = 0.18          # prefermented flour as a fraction of total flour",
              "LEVAIN = 0.12          # cold levain is more active, use less")
open(p, "w").write(s)
p = "bakeplan/schedule.py"; s = open(p).read()
s = s.replace('    ("build levain", 0),\n    ("autolyse", 360),\n    ("mix", 420),\n    ("bulk ferment", 430),',
              '    ("build levain (cold, 12 C)", 0),\n    ("autolyse", 600),\n    ("mix", 660),\n    ("bulk ferment", 670),')
open(p, "w").write(s)
X
git commit -q -am "Switch to a cold overnight levain build"
export GIT_AUTHOR_DATE="2024-02-02T05:00:00+0000" GIT_COMMITTER_DATE="2024-02-02T05:00:00+0000"
git checkout -q main
python3 - <<'X'
p = "bakeplan/formula.py"; s = open(p).read()
s = s.replace("HYDRATION = 0.74", "HYDRATION = 0.72    # new T65 delivery absorbs less")
open(p, "w").write(s)
p = "bakeplan/schedule.py"; s = open(p).read()
s = s.replace('    ("autolyse", 360),\n    ("mix", 420),', '    ("autolyse", 330),\n    ("mix", 390),')
open(p, "w").write(s)
p = "README.md"; s = open(p).read() + "Night shift starts at 22:00.\n"
open(p, "w").write(s)
X
git commit -q -am "Lower hydration for the new flour; earlier autolyse"
{ echo '$ git merge feature/cold-levain'; git merge feature/cold-levain 2>&1; echo "exit status: $?"
  echo '$ git status'; git status 2>&1; echo "exit status: $?"
  echo '$ git diff'; git diff 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
