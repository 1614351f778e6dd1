#!/usr/bin/env bash
# git blame of the climate module of a cheese-cave ripening controller, built up by four people over 14 commits.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/git-cheesecave-blame.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/affineur
rm -rf "$P"; mkdir -p "$P/affineur"; cd "$P"
git init -q -b main .
git config commit.gpgsign false
python3 - <<'X'
import os, subprocess
people = {
    "hb": ("Hanna Brekke", "hanna@affineur.invalid"),
    "lm": ("Luc Mercier", "luc.mercier@affineur.invalid"),
    "sp": ("Sara Pinto", "sara.p@affineur.invalid"),
    "ok": ("Oskar Kowalczyk", "oskar@affineur.invalid"),
}
base = '''"""Climate control for the ripening caves: humidity, temperature and air changes."""
from __future__ import annotations

import logging
import statistics
from dataclasses import dataclass, field

log = logging.getLogger(__name__)

# Target conditions per cheese family
PROFILES = {
    "tomme":    {"temp_c": 12.0, "rh": 92.0, "air_changes_h": 2},
    "bloomy":   {"temp_c": 11.0, "rh": 95.0, "air_changes_h": 3},
    "washed":   {"temp_c": 13.0, "rh": 96.0, "air_changes_h": 1},
    "alpine":   {"temp_c": 14.0, "rh": 90.0, "air_changes_h": 2},
}

RH_ALARM_LOW = 85.0
RH_ALARM_HIGH = 98.0
TEMP_TOLERANCE_C = 1.5
SENSOR_WINDOW = 12          # readings kept per sensor (5 min interval -> 1 h)


@dataclass
class Reading:
    sensor: str
    temp_c: float
    rh: float


@dataclass
class Cave:
    name: str
    profile: str
    readings: dict[str, list[Reading]] = field(default_factory=dict)
    humidifier_on: bool = False
    fan_duty: float = 0.0

    def add(self, r: Reading) -> None:
        buf = self.readings.setdefault(r.sensor, [])
        buf.append(r)
        del buf[:-SENSOR_WINDOW]

    def mean_rh(self) -> float:
        values = [r.rh for buf in self.readings.values() for r in buf]
        return statistics.fmean(values)

    def mean_temp(self) -> float:
        values = [r.temp_c for buf in self.readings.values() for r in buf]
        return statistics.fmean(values)


def target(cave: Cave) -> dict:
    return PROFILES[cave.profile]


def humidity_action(cave: Cave) -> bool:
    """Switch the ultrasonic humidifier with a 1.5 point hysteresis."""
    want = target(cave)["rh"]
    rh = cave.mean_rh()
    if rh < want - 1.5:
        return True
    if rh > want + 1.5:
        return False
    return cave.humidifier_on


def fan_duty(cave: Cave) -> float:
    """Fan duty cycle from the target air changes per hour."""
    changes = target(cave)["air_changes_h"]
    return min(1.0, changes / 4)


def alarms(cave: Cave) -> list[str]:
    out = []
    rh = cave.mean_rh()
    if rh < RH_ALARM_LOW:
        out.append(f"{cave.name}: humidity low ({rh:.1f}%)")
    if rh > RH_ALARM_HIGH:
        out.append(f"{cave.name}: humidity high ({rh:.1f}%)")
    t = cave.mean_temp()
    if abs(t - target(cave)["temp_c"]) > TEMP_TOLERANCE_C:
        out.append(f"{cave.name}: temperature {t:.1f} C off target")
    return out


def tick(cave: Cave) -> list[str]:
    cave.humidifier_on = humidity_action(cave)
    cave.fan_duty = fan_duty(cave)
    problems = alarms(cave)
    for p in problems:
        log.warning(p)
    return problems
'''
edits = [
    ("lm", "Add blue cheese profile", [('    "alpine":   {"temp_c": 14.0, "rh": 90.0, "air_changes_h": 2},\n',
        '    "alpine":   {"temp_c": 14.0, "rh": 90.0, "air_changes_h": 2},\n    "blue":     {"temp_c": 9.0,  "rh": 93.0, "air_changes_h": 4},\n')]),
    ("sp", "Ignore stale sensors when averaging", [("    def mean_rh(self) -> float:\n        values = [r.rh for buf in self.readings.values() for r in buf]",
        "    def mean_rh(self) -> float:\n        values = [r.rh for buf in self.readings.values() for r in buf[-3:]]")]),
    ("ok", "Washed rinds need more humidity", [('"washed":   {"temp_c": 13.0, "rh": 96.0', '"washed":   {"temp_c": 13.0, "rh": 97.0')]),
    ("hb", "Tighten high humidity alarm after the mucor outbreak", [("RH_ALARM_HIGH = 98.0", "RH_ALARM_HIGH = 97.5     # mucor bloomed at 98% in cave 2, March 2024")]),
    ("lm", "Fan duty: 5 air changes is full speed", [("    return min(1.0, changes / 4)", "    return min(1.0, changes / 5)")]),
    ("sp", "Humidifier hysteresis configurable", [('    """Switch the ultrasonic humidifier with a 1.5 point hysteresis."""\n    want = target(cave)["rh"]\n    rh = cave.mean_rh()\n    if rh < want - 1.5:\n        return True\n    if rh > want + 1.5:',
        '    """Switch the ultrasonic humidifier with a configurable hysteresis."""\n    want = target(cave)["rh"]\n    band = target(cave).get("rh_band", HUMIDITY_BAND)\n    rh = cave.mean_rh()\n    if rh < want - band:\n        return True\n    if rh > want + band:'),
        ("SENSOR_WINDOW = 12 ", "HUMIDITY_BAND = 1.0\nSENSOR_WINDOW = 12 ")]),
    ("ok", "Alarm when no readings at all", [("def alarms(cave: Cave) -> list[str]:\n    out = []\n",
        "def alarms(cave: Cave) -> list[str]:\n    out = []\n    if not any(cave.readings.values()):\n        return [f\"{cave.name}: no sensor readings\"]\n")]),
    ("hb", "Temperature tolerance 1.0 C for bloomy rinds", [("TEMP_TOLERANCE_C = 1.5", "TEMP_TOLERANCE_C = 1.0")]),
    ("lm", "Log humidifier changes", [("    cave.humidifier_on = humidity_action(cave)\n",
        "    on = humidity_action(cave)\n    if on != cave.humidifier_on:\n        log.info(\"%s: humidifier %s\", cave.name, \"on\" if on else \"off\")\n    cave.humidifier_on = on\n")]),
    ("sp", "Lower low-humidity alarm for alpine cave", [("RH_ALARM_LOW = 85.0", "RH_ALARM_LOW = 82.0")]),
    ("ok", "Median instead of mean for temperature", [("        return statistics.fmean(values)\n\n\ndef target", "        return statistics.median(values)\n\n\ndef target")]),
    ("hb", "Sensor window 24 readings", [("SENSOR_WINDOW = 12          # readings kept per sensor (5 min interval -> 1 h)",
        "SENSOR_WINDOW = 24          # readings kept per sensor (5 min interval -> 2 h)")]),
]
os.makedirs("affineur", exist_ok=True)
open("affineur/climate.py", "w").write(base)
t = 1_700_000_000
def commit(who, msg):
    global t
    t += 5 * 86400 + 3671
    name, mail = people[who]
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=mail, GIT_COMMITTER_NAME=name,
               GIT_COMMITTER_EMAIL=mail, GIT_AUTHOR_DATE=f"@{t} +0100", GIT_COMMITTER_DATE=f"@{t} +0100")
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
commit("hb", "Climate control module")
for who, msg, reps in edits:
    s = open("affineur/climate.py").read()
    for a, b in reps:
        assert a in s, (msg, a)
        s = s.replace(a, b, 1)
    open("affineur/climate.py", "w").write(s)
    commit(who, msg)
X
{ echo '$ git blame affineur/climate.py'; git blame affineur/climate.py 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
