#!/usr/bin/env bash
# Lift (elevator) group dispatcher in Python: 75 generated commits by four people (fixed dates, so
# hashes are reproducible) tweaking dispatch weights, floor tables and tests. The door dwell time is
# changed once, the overload threshold is lowered in a commit whose subject talks about something
# else, and a morning up-peak parking rule is added for the lobby, then silently dropped by the
# latest "Rename floor" commit (the generator rewrites floors.py without it). `git log -p`.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/hoistway
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config user.name x; git config user.email x@x

python3 - <<'PYEOF'
import os, random, re, subprocess
from datetime import datetime, timedelta
random.seed(1853)
people = [("Bongani Dlamini", "bongani@hoistway.io"), ("Chiara Fontana", "chiara@hoistway.io"),
          ("Mateus Rocha", "mateus@hoistway.io"), ("Sun-hee Park", "sunhee@hoistway.io")]
def commit(msg, when, who):
    env = dict(os.environ, GIT_AUTHOR_NAME=who[0], GIT_AUTHOR_EMAIL=who[1], GIT_COMMITTER_NAME=who[0],
               GIT_COMMITTER_EMAIL=who[1], GIT_AUTHOR_DATE=when.strftime("%Y-%m-%dT%H:%M:%S +0200"),
               GIT_COMMITTER_DATE=when.strftime("%Y-%m-%dT%H:%M:%S +0200"))
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], env=env, check=True)
os.makedirs("hoistway", exist_ok=True)
os.makedirs("tests", exist_ok=True)
consts = {"DOOR_DWELL_MS": 3000, "DOOR_NUDGE_MS": 20000, "OVERLOAD_KG": 1250, "RATED_LOAD_KG": 1150,
          "CAR_SPEED_MPS": 2.5, "FLOOR_HEIGHT_M": 3.6, "HALL_CALL_WEIGHT": 1.0, "CAR_CALL_WEIGHT": 0.6,
          "DIRECTION_CHANGE_PENALTY_S": 7.5, "LONG_WAIT_BOOST_S": 60, "ENERGY_WEIGHT": 0.15,
          "MAX_STOPS_PER_TRIP": 9, "IDLE_RETURN_S": 120}
def write_config():
    lines = ['"""Tunable constants for the group dispatcher."""', ""]
    for k, v in consts.items():
        lines.append("%s = %r" % (k, v))
    open("hoistway/config.py", "w").write("\n".join(lines) + "\n")
floors = {i: ("L%d" % i if i else "G") for i in range(0, 22)}
def write_floors():
    lines = ['FLOORS = {']
    for k, v in floors.items():
        lines.append("    %d: %r," % (k, v))
    lines.append("}")
    lines.append("")
    lines.append("PARKING = {\"offpeak\": [0, 11]}")
    open("hoistway/floors.py", "w").write("\n".join(lines) + "\n")
write_config(); write_floors()
open("hoistway/dispatch.py", "w").write('''from .config import CAR_CALL_WEIGHT, DIRECTION_CHANGE_PENALTY_S, HALL_CALL_WEIGHT


def cost(car, call):
    travel = abs(car.floor - call.floor) * 3.6 / 2.5
    c = travel * HALL_CALL_WEIGHT + len(car.stops) * CAR_CALL_WEIGHT
    if car.direction and car.direction != call.direction:
        c += DIRECTION_CHANGE_PENALTY_S
    return c


def assign(cars, call):
    return min(cars, key=lambda car: cost(car, call))
''')
open("tests/test_dispatch.py", "w").write("from hoistway.dispatch import assign\n")
t = datetime(2024, 1, 15, 10, 0)
commit("Initial dispatcher and configuration", t, people[0])
tunables = ["HALL_CALL_WEIGHT", "CAR_CALL_WEIGHT", "DIRECTION_CHANGE_PENALTY_S", "LONG_WAIT_BOOST_S", "ENERGY_WEIGHT",
            "MAX_STOPS_PER_TRIP", "IDLE_RETURN_S", "CAR_SPEED_MPS", "DOOR_NUDGE_MS"]
for i in range(1, 75):
    t += timedelta(hours=random.randint(6, 60), minutes=random.randint(0, 59))
    who = random.choice(people)
    if i == 23:
        consts["DOOR_DWELL_MS"] = 4500
        write_config()
        commit("Longer door dwell for the care-home tower\n\nResidents with walkers could not get in before the doors closed.", t, people[1])
        continue
    if i == 51:
        consts["OVERLOAD_KG"] = 1100
        consts["ENERGY_WEIGHT"] = round(consts["ENERGY_WEIGHT"] + 0.05, 2)
        write_config()
        commit("Tune energy weight after the March power audit", t, people[2])
        continue
    if i == 64:
        floors[0] = "Lobby"
        write_floors()
        s = open("hoistway/floors.py").read().replace('PARKING = {"offpeak": [0, 11]}', 'PARKING = {"offpeak": [0, 11], "morning_up_peak": [0, 0, 0]}')
        open("hoistway/floors.py", "w").write(s)
        commit("Park three cars at the lobby during the morning up-peak", t, people[3])
        continue
    r = random.random()
    if r < 0.55:
        k = random.choice(tunables)
        v = consts[k]
        while consts[k] == v:
            if isinstance(v, float):
                consts[k] = round(v * random.choice([0.8, 0.9, 1.1, 1.2]), 2)
            else:
                consts[k] = int(v * random.choice([0.75, 0.9, 1.1, 1.25, 1.5]))
        write_config()
        commit("Tune %s" % k.lower().replace("_", " "), t, who)
    elif r < 0.75:
        f = random.randint(1, 21)
        floors[f] = random.choice(["Gym", "Plant", "Cafe", "Offices", "Sky lounge", "Clinic", "Roof garden", "Archive"]) + " %d" % f
        write_floors()
        commit("Rename floor %d" % f, t, who)
    else:
        with open("tests/test_dispatch.py", "a") as fh:
            for k in range(random.randint(1, 4)):
                fh.write("\n\ndef test_case_%d_%d():\n    assert %d > 0\n" % (i, k, random.randint(1, 99)))
        commit("tests: more dispatch cases", t, who)
PYEOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ git log -p'
  git --no-pager log -p 2>&1
  echo "exit status: $?"
} | neutral
