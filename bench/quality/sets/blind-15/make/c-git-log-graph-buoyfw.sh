#!/usr/bin/env bash
# c-git-log-graph-buoyfw: `git log --graph` over the long history of a weather
# buoy firmware repository (feature branches merged with --no-ff, release tags,
# one revert). The history is generated with git fast-import.
# Usage: WORK=<scratch dir> bash c-git-log-graph-buoyfw.sh > ../outputs/c-git-log-graph-buoyfw.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/buoyfw
rm -rf "$P"; mkdir -p "$P"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main .
python3 - <<'T' | git fast-import --quiet
import random
rng = random.Random(1509)
people = [("Maren Solberg", "maren@buoyfw.org"), ("Kwame Mensah", "kwame@buoyfw.org"), ("Lucia Ortega", "lucia@buoyfw.org"),
          ("Tiago Ferraz", "tiago@buoyfw.org"), ("Hanne Lund", "hanne@buoyfw.org"), ("Ravi Subramanian", "ravi@buoyfw.org"),
          ("Oona Virtanen", "oona@buoyfw.org"), ("Declan Moore", "declan@buoyfw.org")]
areas = {
    "sensors": ["anemometer", "barometer", "wave-height IMU", "sea-surface thermistor", "humidity sensor", "compass", "salinity probe"],
    "radio": ["Iridium modem", "LoRa fallback", "AIS beacon", "message framing", "retry backoff"],
    "power": ["solar MPPT", "battery gauge", "low-power sleep", "brown-out handling", "charge limits"],
    "storage": ["SD ring buffer", "flash wear levelling", "log rotation", "CRC on records"],
    "ctl": ["watchdog", "RTC sync", "GPS fix", "config parser", "OTA updater", "boot sequence"],
}
verbs_fix = ["Fix", "Handle", "Guard against", "Correct", "Avoid overflow in", "Debounce", "Clamp readings from"]
verbs_feat = ["Add", "Support", "Calibrate", "Tune", "Expose", "Refactor", "Log"]
t = 1640995200
marks = 0
def author():
    return rng.choice(people)
def blob(text):
    global marks
    marks += 1
    print(f"blob\nmark :{marks}\ndata {len(text.encode())}\n{text}")
    return marks
def commit(ref, msg, parents, files, who=None, dt=None):
    global marks, t
    t += dt or rng.randint(1800, 40000)
    who = who or author()
    bms = [(path, blob(content)) for path, content in files]
    marks += 1
    m = marks
    print(f"commit {ref}\nmark :{m}\nauthor {who[0]} <{who[1]}> {t} +0000\ncommitter {who[0]} <{who[1]}> {t} +0000")
    print(f"data {len(msg.encode())}\n{msg}")
    if parents:
        print(f"from :{parents[0]}")
        for p in parents[1:]:
            print(f"merge :{p}")
    for path, b in bms:
        print(f"M 100644 :{b} {path}")
    print()
    return m
counter = {}
def change(area):
    counter[area] = counter.get(area, 0) + 1
    return [(f"src/{area}/{area}_{counter[area] % 5}.c", f"/* {area} rev {counter[area]} */\nint {area}_rev = {counter[area]};\n")]
head = commit("refs/heads/main", "Initial firmware skeleton for the BX-4 buoy\n", [], [("README.md", "# buoyfw\n"), ("src/main.c", "int main(void){return 0;}\n")], who=people[0])
release = 0
pr = 100
revert_done = False
for round_ in range(420):
    area = rng.choice(list(areas))
    topic = rng.choice(areas[area])
    kind = rng.random()
    if kind < 0.35:
        v = rng.choice(verbs_fix + verbs_feat)
        head = commit("refs/heads/main", f"{area}: {v} {topic}\n", [head], change(area))
    else:
        pr += rng.randint(1, 3)
        slug = topic.replace(" ", "-").lower()
        br = f"{'fix' if kind < 0.6 else 'feat'}/{slug}-{pr}"
        who = author()
        b = head
        for i in range(rng.randint(2, 6)):
            v = rng.choice(verbs_fix if br.startswith("fix") else verbs_feat)
            b = commit(f"refs/heads/{br}", f"{area}: {v} {topic}" + (f" (part {i+1})" if i else "") + "\n", [b], change(area), who=who)
        if rng.random() < 0.3:
            head = commit("refs/heads/main", f"{area}: {rng.choice(verbs_fix)} {rng.choice(areas[area])}\n", [head], change(area))
        merger = people[0] if rng.random() < 0.6 else people[4]
        head = commit("refs/heads/main", f"Merge pull request #{pr} from buoyfw/{br}\n\n{area}: {topic}\n", [head, b], [], who=merger)
        print(f"reset refs/heads/{br}\nfrom 0000000000000000000000000000000000000000\n")
    if round_ == 187 and not revert_done:
        head = commit("refs/heads/main", "Revert \"power: Tune low-power sleep\"\n\nThe deeper sleep state drops the RTC on BX-4 rev C boards; buoy 17 lost\nits clock three nights in a row. Reverting until the RTC backup cap is fitted.\n", [head], change("power"), who=people[5])
        revert_done = True
    if round_ % 45 == 44:
        release += 1
        head = commit("refs/heads/main", f"Release 2.{release}.0\n", [head], [("VERSION", f"2.{release}.0\n")], who=people[0])
        print(f"reset refs/tags/v2.{release}.0\nfrom :{head}\n")
T
git for-each-ref --format='delete %(refname)' refs/heads/fix refs/heads/feat | git update-ref --stdin
git checkout -q main
{
  echo '$ git log --graph --date=short --format="%h %ad %an%d %s"'
  git log --graph --date=short --format="%h %ad %an%d %s" 2>&1; echo "exit status: $?"
} | neutral
