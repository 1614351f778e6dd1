#!/usr/bin/env bash
# git bisect run over a sundial hour-line calculator to find the commit that broke the
# afternoon hour-line angles. Output: outputs/git-bisect-sundial.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/gnomon
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
git config commit.gpgsign false

python3 - <<'PY'
import os, subprocess
people = [("Hester Vance", "hester@gnomon.example"), ("Rafael Okoye", "rafael@gnomon.example"), ("Ines Castell", "ines@gnomon.example")]
good = '''import math


def hour_line_angle(latitude_deg, hour):
    """Angle of the hour line from the noon line on a horizontal dial, degrees."""
    ha = math.radians(15 * (hour - 12))
    return math.degrees(math.atan(math.sin(math.radians(latitude_deg)) * math.tan(ha)))
'''
bad = '''import math


def hour_line_angle(latitude_deg, hour):
    """Angle of the hour line from the noon line on a horizontal dial, degrees."""
    ha = math.radians(15 * abs(hour - 12))
    return math.degrees(math.atan(math.sin(math.radians(latitude_deg)) * math.tan(ha)))
'''
msgs = ["add gnomon height helper", "docs: explain style angle", "equation of time table", "longitude correction in minutes",
        "BST/GMT switch for the dial plate", "refactor: dial module layout", "plate SVG export", "font size option for numerals",
        "half-hour marks", "quarter-hour ticks", "mirror option for vertical dials", "declining vertical dial support",
        "tests for style angle", "CLI: --latitude and --longitude", "CLI: --svg output", "README example for Edinburgh",
        "round angles to 0.01 deg", "typo fixes", "normalise hour input (accept 13:30)", "speed up SVG path building",
        "add analemma overlay", "noon mark option", "equinox line", "solstice lines", "CI: run tests on 3.12",
        "polar dial experiment", "cleanup unused imports", "hour labels in Roman numerals", "bump version to 1.4.0",
        "store config in TOML", "dial radius option", "fix SVG viewBox", "tests for declining dials", "motto text on plate"]
t = 1700000000
def commit(msg, who, t):
    env = dict(os.environ, GIT_AUTHOR_NAME=who[0], GIT_AUTHOR_EMAIL=who[1], GIT_COMMITTER_NAME=who[0],
               GIT_COMMITTER_EMAIL=who[1], GIT_AUTHOR_DATE=f"{t} +0000", GIT_COMMITTER_DATE=f"{t} +0000")
    subprocess.run(["git", "add", "-A"], check=True, env=env)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
open("dial.py", "w").write(good)
open("NOTES.md", "w").write("# gnomon notes\n")
commit("horizontal dial hour lines", people[0], t)
subprocess.run(["git", "tag", "v1.3.0"], check=True)
for i, m in enumerate(msgs):
    t += 86400 + i * 3111
    with open("NOTES.md", "a") as fh:
        fh.write(f"- {m}\n")
    if m == "normalise hour input (accept 13:30)":
        open("dial.py", "w").write(bad)
    commit(m, people[i % 3], t)
PY
cat > check_afternoon.py <<'X'
from dial import hour_line_angle
a = hour_line_angle(55.95, 15)
b = hour_line_angle(55.95, 9)
print(f"15h: {a:.2f}  9h: {b:.2f}")
raise SystemExit(0 if a > 0 > b else 1)
X

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ git bisect start HEAD v1.3.0 && git bisect run python3 check_afternoon.py"
  { git bisect start HEAD v1.3.0 && git bisect run python3 check_afternoon.py; } 2>&1
  rc=$?
  echo  # git prints its last line without a newline
  echo "exit status: $rc"
} 2>&1 | neutral
