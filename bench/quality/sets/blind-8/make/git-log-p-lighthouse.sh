#!/bin/bash
# Lighthouse lamp-rotation logger: history of lamplog/logbook.py, inspected with git log -p to find when burn-hour maths changed.
P=${WORK:-/home/dev}/lighthouse-history
rm -rf $P && mkdir -p $P/lamplog && cd $P
git init -q -b main .
export GIT_COMMITTER_NAME="Keeper CI" GIT_COMMITTER_EMAIL="ci@trinity.example"
c() { GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_AUTHOR_DATE="$3" GIT_COMMITTER_DATE="$3" git commit -qam "$4" 2>/dev/null || { git add -A; GIT_AUTHOR_NAME="$1" GIT_AUTHOR_EMAIL="$2" GIT_AUTHOR_DATE="$3" GIT_COMMITTER_DATE="$3" git commit -qm "$4"; }; }
cat > lamplog/logbook.py <<'PY'
import datetime as dt

class Entry:
    def __init__(self, when, keeper, event):
        self.when = when
        self.keeper = keeper
        self.event = event

def parse_line(line):
    parts = [p.strip() for p in line.split("|")]
    return Entry(dt.datetime.fromisoformat(parts[0]), parts[1], parts[2])
PY
touch lamplog/__init__.py
git add -A; c "Agnes Pellow" agnes@trinity.example "2024-01-04T09:12:00" "Logbook entries parsed from the keeper's text log"
cat >> lamplog/logbook.py <<'PY'

def nights(entries):
    out = []
    lit = None
    for e in entries:
        if e.event == "LIT":
            lit = e.when
        elif e.event == "EXTINGUISHED" and lit:
            out.append((lit, e.when))
            lit = None
    return out

def burn_hours(entries):
    total = 0.0
    for start, end in nights(entries):
        total += (end - start).total_seconds() / 3600
    return round(total, 2)
PY
c "Agnes Pellow" agnes@trinity.example "2024-01-11T14:40:00" "Pair LIT/EXTINGUISHED events into nights and sum burn hours"
python3 - <<'PY'
p = "lamplog/logbook.py"
s = open(p).read()
s = s.replace('''    def __init__(self, when, keeper, event):
        self.when = when
        self.keeper = keeper
        self.event = event
''', '''    def __init__(self, when, keeper, event, lamp_hours=None):
        self.when = when
        self.keeper = keeper
        self.event = event
        self.lamp_hours = lamp_hours
''')
s = s.replace('''    parts = [p.strip() for p in line.split("|")]
    return Entry(dt.datetime.fromisoformat(parts[0]), parts[1], parts[2])
''', '''    # 2024-03-01T18:42 | Hargreaves | LIT | 1203.5
    parts = [p.strip() for p in line.split("|")]
    when = dt.datetime.fromisoformat(parts[0])
    hours = float(parts[3]) if len(parts) > 3 and parts[3] else None
    return Entry(when, parts[1], parts[2], hours)
''')
open(p, "w").write(s)
PY
c "Tomos Quiller" tomos@trinity.example "2024-02-02T10:05:00" "Record the lamp-hour meter reading when lighting"
cat >> lamplog/logbook.py <<'PY'

def keepers_on_duty(entries):
    return sorted({e.keeper for e in entries})

def lamp_replacements(entries, limit=1000.0):
    flagged = []
    for e in entries:
        if e.lamp_hours is not None and e.lamp_hours > limit:
            flagged.append(e.when.date().isoformat())
    return flagged
PY
c "Tomos Quiller" tomos@trinity.example "2024-02-09T16:20:00" "Flag nights when the lamp passed its replacement hours"
python3 - <<'PY'
p = "lamplog/logbook.py"
s = open(p).read()
s = s.replace('''def burn_hours(entries):
    total = 0.0
    for start, end in nights(entries):
        total += (end - start).total_seconds() / 3600
    return round(total, 2)''', '''def burn_hours(entries):
    # timedelta.seconds is an int, avoids float noise in the monthly return
    total = 0
    for start, end in nights(entries):
        total += (end - start).seconds / 3600
    return round(total, 2)''')
open(p, "w").write(s)
PY
c "Ruth Hargreaves" ruth@trinity.example "2024-03-15T08:55:00" "Avoid float noise in burn-hour totals"
python3 - <<'PY'
p = "lamplog/logbook.py"
s = open(p).read()
s = s.replace("            flagged.append(e.when.date().isoformat())", "            flagged.append(e.when.date().isoformat())  # ISO date for the Trinity House return")
open(p, "w").write(s)
PY
c "Agnes Pellow" agnes@trinity.example "2024-03-20T11:30:00" "Comment the replacement-date format"
git log -p -- lamplog/logbook.py 2>&1
