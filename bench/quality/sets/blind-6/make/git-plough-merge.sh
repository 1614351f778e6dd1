#!/usr/bin/env bash
# snow-plough route planner: merging a feature branch produces conflicts; then git status and git diff
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/plough-routes"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
export GIT_AUTHOR_NAME="Sigrid Halvorsen" GIT_AUTHOR_EMAIL="sigrid@plough.example" GIT_COMMITTER_NAME="Sigrid Halvorsen" GIT_COMMITTER_EMAIL="sigrid@plough.example"
git init -q -b main .
git config commit.gpgsign false
mkdir -p planner config
cat > planner/priority.py <<'EOF'
"""Decide the order in which road segments are ploughed."""

PRIORITY = {
    "hospital_access": 1,
    "bus_route": 2,
    "arterial": 3,
    "residential": 5,
    "cul_de_sac": 8,
}

SNOW_THRESHOLD_CM = 5


def segment_priority(segment):
    base = PRIORITY.get(segment["class"], 9)
    if segment.get("gradient_pct", 0) > 8:
        base -= 1
    return base


def needs_plough(segment, snowfall_cm):
    return snowfall_cm >= SNOW_THRESHOLD_CM
EOF
cat > planner/route.py <<'EOF'
from .priority import segment_priority, needs_plough


def plan(segments, snowfall_cm, trucks):
    todo = [s for s in segments if needs_plough(s, snowfall_cm)]
    todo.sort(key=segment_priority)
    routes = [[] for _ in range(trucks)]
    for i, seg in enumerate(todo):
        routes[i % trucks].append(seg["id"])
    return routes
EOF
cat > config/depot.toml <<'EOF'
[depot]
name = "Nordre depot"
trucks = 6
salt_tonnes = 240

[shift]
start = "03:30"
length_hours = 8
EOF
git add -A && GIT_AUTHOR_DATE="2024-01-08T09:00:00" GIT_COMMITTER_DATE="2024-01-08T09:00:00" git commit -q -m "Initial plough planner"
git checkout -q -b school-priority
cat > planner/priority.py <<'EOF'
"""Decide the order in which road segments are ploughed."""

PRIORITY = {
    "hospital_access": 1,
    "school_access": 2,
    "bus_route": 2,
    "arterial": 3,
    "residential": 5,
    "cul_de_sac": 8,
}

SNOW_THRESHOLD_CM = 5
SCHOOL_DEADLINE = "07:15"


def segment_priority(segment):
    base = PRIORITY.get(segment["class"], 9)
    if segment.get("gradient_pct", 0) > 8:
        base -= 1
    if segment.get("school_day") and segment["class"] == "school_access":
        base -= 1
    return base


def needs_plough(segment, snowfall_cm):
    return snowfall_cm >= SNOW_THRESHOLD_CM
EOF
sed -i 's/^trucks = 6/trucks = 7/' config/depot.toml
git commit -q -am "Plough school access roads before the school run"
git checkout -q main
cat > planner/priority.py <<'EOF'
"""Decide the order in which road segments are ploughed."""

PRIORITY = {
    "hospital_access": 1,
    "bus_route": 2,
    "arterial": 3,
    "residential": 5,
    "cul_de_sac": 8,
}

SNOW_THRESHOLD_CM = 5
ICE_RISK_TEMP_C = -2


def segment_priority(segment):
    base = PRIORITY.get(segment["class"], 9)
    if segment.get("gradient_pct", 0) > 6:
        base -= 2
    return base


def needs_plough(segment, snowfall_cm, temp_c=0):
    if temp_c <= ICE_RISK_TEMP_C and segment["class"] in ("bus_route", "hospital_access"):
        return snowfall_cm >= 2
    return snowfall_cm >= SNOW_THRESHOLD_CM
EOF
sed -i 's/^trucks = 6/trucks = 5/' config/depot.toml
cat >> planner/route.py <<'EOF'


def salt_needed(routes, tonnes_per_segment=1.5):
    return sum(len(r) for r in routes) * tonnes_per_segment
EOF
git commit -q -am "Steeper-gradient boost and ice-risk threshold for bus and hospital roads"
{ git merge school-priority; echo "exit status: $?"; git status; git diff; } 2>&1 | neut
