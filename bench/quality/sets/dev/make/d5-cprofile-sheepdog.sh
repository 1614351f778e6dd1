#!/usr/bin/env bash
# d5: python -m cProfile -s cumulative on a sheepdog-trial scoring script that is slow
# because of a quadratic duplicate check.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/sheepdog-trials
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
rm -rf "$P"; mkdir -p "$P/trials"; cd "$P"
cat > trials/__init__.py <<'EOF'
EOF
cat > trials/runs.py <<'EOF'
import csv
import io
import random
from dataclasses import dataclass

PHASES = ("outrun", "lift", "fetch", "drive", "shed", "pen")
MAX_POINTS = {"outrun": 20, "lift": 10, "fetch": 20, "drive": 30, "shed": 10, "pen": 10}


@dataclass
class Run:
    handler: str
    dog: str
    judge: str
    deductions: dict
    seconds: int


def synthetic_csv(n_runs, seed=11):
    rng = random.Random(seed)
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(["handler", "dog", "judge"] + list(PHASES) + ["seconds"])
    for i in range(n_runs):
        for judge in ("J1", "J2", "J3"):
            w.writerow([f"handler{i % 400}", f"dog{i}", judge] + [rng.randint(0, MAX_POINTS[p] // 2) for p in PHASES]
                       + [rng.randint(420, 900)])
    return out.getvalue()


def parse(text):
    runs = []
    for row in csv.DictReader(io.StringIO(text)):
        runs.append(Run(row["handler"], row["dog"], row["judge"],
                        {p: int(row[p]) for p in PHASES}, int(row["seconds"])))
    return runs
EOF
cat > trials/scoring.py <<'EOF'
from .runs import PHASES, MAX_POINTS


def phase_score(run, phase):
    return MAX_POINTS[phase] - run.deductions[phase]


def run_score(run):
    return sum(phase_score(run, p) for p in PHASES)


def dedupe(runs):
    seen = []
    out = []
    for r in runs:
        key = (r.dog, r.judge)
        if key not in seen:          # list membership: quadratic
            seen.append(key)
            out.append(r)
    return out


def aggregate(runs):
    totals = {}
    for r in dedupe(runs):
        totals.setdefault(r.dog, []).append(run_score(r))
    return {dog: sum(s) for dog, s in totals.items()}


def placings(totals, top=5):
    return sorted(totals.items(), key=lambda kv: -kv[1])[:top]
EOF
cat > score_trials.py <<'EOF'
import sys
from trials.runs import synthetic_csv, parse
from trials.scoring import aggregate, placings

text = synthetic_csv(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
runs = parse(text)
totals = aggregate(runs)
for i, (dog, pts) in enumerate(placings(totals), 1):
    print(f"{i}. {dog:<10} {pts} pts")
EOF
CMD="python -m cProfile -s cumulative score_trials.py 3000"
echo "\$ $CMD"
python3 -m cProfile -s cumulative score_trials.py 3000 2>&1 \
  | sed -e "s#$WORK/#/home/dev/#g" -e "s#$PYPREFIX/bin/#/usr/bin/#g" -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" \
        -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
