#!/bin/sh
# Kiln-firing scheduler: `git rebase main` that stops on a conflict, then `git status`.
# usage: BASE=<scratch dir> sh make/17-git-rebase-kiln.sh > outputs/17-git-rebase-kiln.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/kilnsched"; rm -rf "$P"; mkdir -p "$P/kiln"; cd "$P"
export GIT_AUTHOR_NAME="Rosa Delgado" GIT_AUTHOR_EMAIL="rosa@potteryworks.example" GIT_COMMITTER_NAME="Rosa Delgado" GIT_COMMITTER_EMAIL="rosa@potteryworks.example"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
c() { git add -A; GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
git init -q -b main
cat > kiln/schedule.py <<'EOF'
"""Firing schedules: ramp segments of (rate degC/h, target degC, hold minutes)."""

CONE_TARGETS = {"06": 999, "04": 1060, "5": 1186, "6": 1222, "10": 1305}


def bisque(cone="04"):
    return [
        (80, 120, 60),      # candling: drive off water
        (150, 600, 0),      # quartz inversion zone, slow
        (200, CONE_TARGETS[cone], 10),
    ]


def glaze(cone="6"):
    return [
        (150, 600, 0),
        (250, CONE_TARGETS[cone] - 100, 0),
        (60, CONE_TARGETS[cone], 10),
    ]


def duration_hours(segments, start=20):
    total, temp = 0.0, start
    for rate, target, hold in segments:
        total += abs(target - temp) / rate + hold / 60
        temp = target
    return round(total, 2)
EOF
cat > kiln/controller.py <<'EOF'
import time


class Controller:
    def __init__(self, relay, thermocouple):
        self.relay, self.tc = relay, thermocouple

    def run(self, segments, poll=5):
        for rate, target, hold in segments:
            while self.tc.read() < target:
                self.relay.on()
                time.sleep(poll)
            self.relay.off()
            time.sleep(hold * 60)
EOF
echo "# kilnsched" > README.md
c "2024-03-01T09:00:00Z" "Bisque and glaze schedules"
git checkout -q -b slow-cool
python3 - <<'EOF'
p = "kiln/schedule.py"
s = open(p).read()
s = s.replace('''def glaze(cone="6"):
    return [
        (150, 600, 0),
        (250, CONE_TARGETS[cone] - 100, 0),
        (60, CONE_TARGETS[cone], 10),
    ]''', '''def glaze(cone="6", slow_cool=False):
    segs = [
        (150, 600, 0),
        (250, CONE_TARGETS[cone] - 100, 0),
        (60, CONE_TARGETS[cone], 10),
    ]
    if slow_cool:
        segs.append((-80, 950, 30))   # controlled cool for matte glazes
    return segs''')
open(p, "w").write(s)
EOF
c "2024-03-04T10:00:00Z" "Optional slow-cool segment for glaze firings"
python3 - <<'EOF'
p = "kiln/schedule.py"
s = open(p).read()
s = s.replace('''    total, temp = 0.0, start
    for rate, target, hold in segments:
        total += abs(target - temp) / rate + hold / 60''', '''    total, temp = 0.0, start
    for rate, target, hold in segments:
        total += abs(target - temp) / abs(rate) + hold / 60''')
open(p, "w").write(s)
EOF
c "2024-03-04T11:30:00Z" "duration_hours: handle negative (cooling) rates"
sed -i 's/            self.relay.off()/            self.relay.off()\n            print(f"segment done at {self.tc.read()} C")/' kiln/controller.py
c "2024-03-05T08:15:00Z" "Log the end of each segment"
git checkout -q main
python3 - <<'EOF'
p = "kiln/schedule.py"
s = open(p).read()
s = s.replace('''def duration_hours(segments, start=20):
    total, temp = 0.0, start
    for rate, target, hold in segments:
        total += abs(target - temp) / rate + hold / 60
        temp = target
    return round(total, 2)''', '''def duration_hours(segments, start=20):
    """Planned firing time in hours; AFAP segments (rate 9999) count as 0."""
    total, temp = 0.0, start
    for rate, target, hold in segments:
        if rate != 9999:
            total += abs(target - temp) / rate
        total += hold / 60
        temp = target
    return round(total, 1)''')
open(p, "w").write(s)
EOF
c "2024-03-06T14:00:00Z" "Treat 9999 as as-fast-as-possible in duration_hours"
sed -i 's/"10": 1305}/"10": 1305, "018": 717}/' kiln/schedule.py
c "2024-03-06T15:20:00Z" "Add cone 018 for lustre firings"
git checkout -q slow-cool
{ git rebase main 2>&1; echo "exit status: $?"; git status 2>&1; git diff 2>&1; } | neut
