#!/bin/sh
# Train-timetable merger: `git merge` of a feature branch with conflicts, then `git diff`.
# usage: BASE=<scratch dir> sh make/14-git-merge-timetable.sh > outputs/14-git-merge-timetable.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/ttmerge"; rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_AUTHOR_NAME="Priya Nair" GIT_AUTHOR_EMAIL="priya@railtools.example" GIT_COMMITTER_NAME="Priya Nair" GIT_COMMITTER_EMAIL="priya@railtools.example"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
c() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
git init -q -b main
mkdir -p ttmerge data
cat > ttmerge/__init__.py <<'EOF'
__version__ = "0.6.0"
EOF
cat > ttmerge/merge.py <<'EOF'
"""Merge timetables from several operators into one departure board."""
from datetime import datetime, timedelta

MIN_CONNECTION = timedelta(minutes=4)


def load(rows):
    return [
        {"train": r["train"], "dep": datetime.strptime(r["dep"], "%H:%M"), "platform": r["platform"],
         "operator": r["operator"], "dest": r["dest"]}
        for r in rows
    ]


def merge(*tables):
    merged = sorted((t for table in tables for t in table), key=lambda t: t["dep"])
    return dedupe(merged)


def dedupe(departures):
    seen = set()
    out = []
    for d in departures:
        key = (d["train"], d["dep"])
        if key in seen:
            continue
        seen.add(key)
        out.append(d)
    return out


def connections(board, arriving_at):
    return [d for d in board if d["dep"] - arriving_at >= MIN_CONNECTION]
EOF
cat > ttmerge/board.py <<'EOF'
def format_board(board, limit=12):
    lines = ["TIME  TRAIN   PLAT  DESTINATION"]
    for d in board[:limit]:
        lines.append(f"{d['dep']:%H:%M} {d['train']:<7} {d['platform']:>4}  {d['dest']}")
    return "\n".join(lines)
EOF
cat > data/operators.csv <<'EOF'
code,name,colour
NR,Northern Rail,#262262
TP,TransPennine,#00a6e6
EM,East Midlands,#4c2f48
EOF
cat > README.md <<'EOF'
# ttmerge

Merges operator timetables into one departure board.
EOF
git add -A && c "2024-09-02T09:00:00+01:00" "Initial timetable merger"
sed -i 's/MIN_CONNECTION = timedelta(minutes=4)/MIN_CONNECTION = timedelta(minutes=5)/' ttmerge/merge.py
c_all() { git add -A && c "$1" "$2"; }
c_all "2024-09-03T10:12:00+01:00" "Raise minimum connection time to 5 minutes"
git checkout -q -b winter-2024
python3 - <<'EOF'
import re
p = "ttmerge/merge.py"
s = open(p).read()
s = s.replace('MIN_CONNECTION = timedelta(minutes=5)', 'MIN_CONNECTION = timedelta(minutes=4)\nINTERCHANGE_MINUTES = {"Leeds": 6, "York": 5, "Manchester Piccadilly": 8}')
s = s.replace('''def connections(board, arriving_at):
    return [d for d in board if d["dep"] - arriving_at >= MIN_CONNECTION]''', '''def connections(board, arriving_at, station=None):
    need = timedelta(minutes=INTERCHANGE_MINUTES.get(station, 4)) if station else MIN_CONNECTION
    return [d for d in board if d["dep"] - arriving_at >= need and not d.get("cancelled")]''')
s = s.replace('''        key = (d["train"], d["dep"])''', '''        key = (d["train"], d["dep"], d["operator"])''')
open(p, "w").write(s)
p = "ttmerge/board.py"
s = open(p).read()
s = s.replace('''        lines.append(f"{d['dep']:%H:%M} {d['train']:<7} {d['platform']:>4}  {d['dest']}")''', '''        status = " CANCELLED" if d.get("cancelled") else ""
        lines.append(f"{d['dep']:%H:%M} {d['train']:<7} {d['platform']:>4}  {d['dest']}{status}")''')
open(p, "w").write(s)
EOF
printf 'GC,Grand Central,#1d1d1b\n' >> data/operators.csv
c_all "2024-09-10T14:40:00+01:00" "Winter timetable: per-station interchange times, cancellations"
git checkout -q main
python3 - <<'EOF'
p = "ttmerge/merge.py"
s = open(p).read()
s = s.replace('''def connections(board, arriving_at):
    return [d for d in board if d["dep"] - arriving_at >= MIN_CONNECTION]''', '''def connections(board, arriving_at, same_platform=False):
    slack = timedelta(minutes=2) if same_platform else MIN_CONNECTION
    return [d for d in board if d["dep"] - arriving_at >= slack]''')
s = s.replace('''        key = (d["train"], d["dep"])''', '''        key = (d["train"], d["dep"].strftime("%H:%M"))''')
open(p, "w").write(s)
EOF
sed -i 's/__version__ = "0.6.0"/__version__ = "0.7.0"/' ttmerge/__init__.py
printf 'LN,London Northwestern,#00bf6f\n' >> data/operators.csv
printf '\nConnections on the same platform only need 2 minutes.\n' >> README.md
c_all "2024-09-12T08:05:00+01:00" "Same-platform connections need only 2 minutes"
{ git merge winter-2024 2>&1; echo "exit status: $?"; git status 2>&1; git diff 2>&1; } | neut
