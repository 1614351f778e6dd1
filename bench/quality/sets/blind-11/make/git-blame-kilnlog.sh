#!/usr/bin/env bash
# git blame of the firing-schedule module of a pottery kiln controller, built up over
# many commits by several people. Output: outputs/git-blame-kilnlog.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/kilnlog
rm -rf "$P"; mkdir -p "$P/kilnlog"; cd "$P"
git init -q -b main
git config commit.gpgsign false

python3 - <<'PY'
import os, subprocess
people = {"olu": ("Olu Adeyemi", "olu@kilnworks.example"), "mae": ("Mae Lindqvist", "mae@kilnworks.example"),
          "ray": ("Ray Pereira", "ray@kilnworks.example"), "kit": ("Kit Harrow", "kit@kilnworks.example")}
t = [1690000000]
def commit(who, msg):
    t[0] += 86400 * 3 + 1234
    env = dict(os.environ, GIT_AUTHOR_NAME=people[who][0], GIT_AUTHOR_EMAIL=people[who][1], GIT_COMMITTER_NAME=people[who][0],
               GIT_COMMITTER_EMAIL=people[who][1], GIT_AUTHOR_DATE=f"{t[0]} +0000", GIT_COMMITTER_DATE=f"{t[0]} +0000")
    subprocess.run(["git", "add", "-A"], check=True, env=env)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
F = "kilnlog/schedule.py"
def write(text):
    open(F, "w").write(text)

v1 = '''"""Firing schedules: ramps and holds for a programmable kiln."""
from dataclasses import dataclass, field

CONE_TEMPS_C = {
    "022": 586, "018": 717, "010": 894, "06": 999, "04": 1063,
    "5": 1186, "6": 1222, "10": 1285,
}


@dataclass
class Segment:
    rate_c_per_h: float
    target_c: float
    hold_min: int = 0


@dataclass
class Schedule:
    name: str
    segments: list = field(default_factory=list)

    def add(self, rate, target, hold=0):
        self.segments.append(Segment(rate, target, hold))
        return self

    def duration_h(self, start_c=20.0):
        total = 0.0
        temp = start_c
        for s in self.segments:
            total += abs(s.target_c - temp) / s.rate_c_per_h
            total += s.hold_min / 60
            temp = s.target_c
        return total

    def peak(self):
        return max(s.target_c for s in self.segments)


def bisque(cone="04"):
    top = CONE_TEMPS_C[cone]
    return (Schedule(f"bisque cone {cone}")
            .add(60, 100, hold=120)
            .add(100, 600)
            .add(150, top, hold=10))


def glaze(cone="6"):
    top = CONE_TEMPS_C[cone]
    return (Schedule(f"glaze cone {cone}")
            .add(100, 600)
            .add(150, top - 100)
            .add(60, top, hold=10))
'''
write(v1); commit("olu", "Initial firing schedules")

s = open(F).read()
s = s.replace('''    def peak(self):
        return max(s.target_c for s in self.segments)
''', '''    def peak(self):
        return max(s.target_c for s in self.segments)

    def validate(self, max_rate=400, max_temp=1300):
        for i, s in enumerate(self.segments):
            if s.rate_c_per_h <= 0 or s.rate_c_per_h > max_rate:
                raise ValueError(f"segment {i}: rate {s.rate_c_per_h} outside (0, {max_rate}]")
            if s.target_c > max_temp:
                raise ValueError(f"segment {i}: target {s.target_c} above kiln limit {max_temp}")
''')
write(s); commit("mae", "Validate schedules against kiln limits")

s = open(F).read()
s = s.replace('''            .add(60, top, hold=10))
''', '''            .add(60, top, hold=10))


def slow_cool(schedule, to_c=760, rate=80):
    """Controlled cooling segment for matte and crystalline glazes."""
    return schedule.add(rate, to_c, hold=0)
''')
write(s); commit("ray", "Slow cool segment for matte glazes")

s = open(F).read()
s = s.replace('''            total += abs(s.target_c - temp) / s.rate_c_per_h''', '''            # cooling segments run at the programmed rate too
            total += abs(s.target_c - temp) / s.rate_c_per_h''')
write(s); commit("kit", "Comment on cooling duration")

s = open(F).read()
s = s.replace('''            .add(60, 100, hold=120)''', '''            .add(50, 100, hold=180)   # candling: drive off water from greenware''')
write(s); commit("mae", "Longer candle hold for thick sculpture bisque")

s = open(F).read()
s = s.replace('''    "5": 1186, "6": 1222, "10": 1285,''', '''    "1": 1117, "5": 1186, "6": 1222, "7": 1239, "10": 1285,''')
write(s); commit("olu", "Add cones 1 and 7 (Orton large, 60C/h)")

s = open(F).read()
s = s.replace('''    def peak(self):''', '''    def energy_kwh(self, element_kw=9.6, duty=0.55):
        return round(self.duration_h() * element_kw * duty, 1)

    def peak(self):''')
write(s); commit("ray", "Estimate energy use per firing")

s = open(F).read()
s = s.replace('''            .add(150, top - 100)''', '''            .add(167, top - 111)''')
write(s); commit("kit", "Faster second ramp for glaze firings (saves ~40 min)")

s = open(F).read()
s = s.replace('''    def validate(self, max_rate=400, max_temp=1300):''', '''    def validate(self, max_rate=400, max_temp=1290):''')
write(s); commit("olu", "Lower kiln limit to 1290C after element replacement")
for i in range(12):
    other = f"kilnlog/controller_{i}.py"
    open(other, "w").write(f"# controller module {i}\n")
    commit(["olu", "mae", "ray", "kit"][i % 4], f"controller: module {i}")
PY

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ git blame kilnlog/schedule.py"
  git --no-pager blame kilnlog/schedule.py 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
