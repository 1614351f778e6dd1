#!/usr/bin/env bash
# Bicycle-wheel spoke-length calculator: a git history of 170 generated commits by five people over
# fourteen months (fixed dates, so the hashes are reproducible): rim/hub database updates, calculator
# fixes, docs, a package rename, removal of the legacy imperial hub table, and a tension-meter
# calibration file that is added and later moved. `git log --stat`.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/spokecalc
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config user.name x; git config user.email x@x

python3 - <<'PYEOF'
import os, random, subprocess
from datetime import datetime, timedelta
random.seed(622)
people = [("Ines Barreto", "ines@spokecalc.dev"), ("Tomasz Wrona", "tomasz@spokecalc.dev"),
          ("Aoife Kinsella", "aoife@spokecalc.dev"), ("Rahul Menon", "rahul@spokecalc.dev"),
          ("Greta Lindqvist", "greta@spokecalc.dev")]
def w(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    open(path, "w").write(text)
def commit(msg, when, who):
    env = dict(os.environ, GIT_AUTHOR_NAME=who[0], GIT_AUTHOR_EMAIL=who[1], GIT_COMMITTER_NAME=who[0],
               GIT_COMMITTER_EMAIL=who[1], GIT_AUTHOR_DATE=when.strftime("%Y-%m-%dT%H:%M:%S +0100"),
               GIT_COMMITTER_DATE=when.strftime("%Y-%m-%dT%H:%M:%S +0100"))
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], env=env, check=True)

pkg = "calc"
rims = ["DT Swiss R460", "DT Swiss RR411", "Mavic Open Pro", "H Plus Son Archetype", "Velocity A23", "Kinlin XR-31T",
        "Stans Grail MK4", "Ryde Andra 30", "WTB ST i25", "Sun Ringle Rhyno Lite", "Alexrims DM18", "Hope 20Five"]
hubs_metric = ["Shimano 105 R7070", "Shimano Deore M6100", "DT 350", "Hope Pro 5", "Novatec D791SB", "SON 28", "Shutter Precision PD-8"]
hubs_imperial = ["Phil Wood FSA", "Campagnolo Record (1985)", "Suzue Jr", "Sansin HF", "Maillard 700"]
w("README.md", "# spokecalc\n\nSpoke length and tension calculator for wheel builders.\n")
w(pkg + "/__init__.py", "")
w(pkg + "/length.py", "import math\n\n\ndef spoke_length(erd, flange_d, offset, crosses, holes):\n    a = 2 * math.pi * crosses / (holes / 2)\n    r1, r2 = erd / 2, flange_d / 2\n    return math.sqrt(r1 * r1 + r2 * r2 + offset * offset - 2 * r1 * r2 * math.cos(a)) - 1.2\n")
w("data/rims.csv", "model,erd_mm,holes\n" + "".join("%s,%d,%d\n" % (r, random.randint(580, 602), random.choice([24, 28, 32])) for r in rims))
w("data/hubs.csv", "model,flange_l,flange_r,offset_l,offset_r\n" + "".join("%s,%.1f,%.1f,%.1f,%.1f\n" % (h, random.uniform(38, 58), random.uniform(38, 58), random.uniform(28, 38), random.uniform(16, 22)) for h in hubs_metric))
w("data/hubs_imperial.csv", "model,flange_l_in,flange_r_in,offset_l_in,offset_r_in\n" + "".join("%s %d,%.3f,%.3f,%.3f,%.3f\n" % (h, i, random.uniform(1.5, 2.4), random.uniform(1.5, 2.4), random.uniform(1.1, 1.5), random.uniform(0.6, 0.9)) for h in hubs_imperial for i in range(1, 43)))
t = datetime(2023, 3, 6, 9, 12)
commit("Initial calculator, rim and hub tables", t, people[0])
topics = ["length", "tension", "cli", "docs", "rims", "hubs", "tests", "lacing"]
for i in range(1, 170):
    t += timedelta(hours=random.randint(20, 70), minutes=random.randint(0, 59))
    who = random.choice(people)
    if i == 58:
        subprocess.run(["git", "mv", "calc", "spokecalc"], check=True)
        for f in os.listdir("spokecalc"):
            p = os.path.join("spokecalc", f)
            s = open(p).read().replace("from calc", "from spokecalc")
            open(p, "w").write(s)
        pkg = "spokecalc"
        commit("Rename package calc -> spokecalc", t, people[1])
        continue
    if i == 97:
        w("tools/tensiometer/park_tm1_table.csv", "reading,kgf_2.0mm,kgf_1.8mm\n" + "".join("%d,%d,%d\n" % (r, 40 + r * 4, 35 + r * 4) for r in range(12, 36)))
        commit("Add Park TM-1 tension conversion table", t, people[3])
        continue
    if i == 121:
        os.remove("data/hubs_imperial.csv")
        w(pkg + "/hubs.py", "import csv\n\n\ndef load(path='data/hubs.csv'):\n    with open(path) as f:\n        return list(csv.DictReader(f))\n")
        commit("Drop legacy imperial hub table; metric-only hub loader\n\nNobody has entered an imperial hub since 2019 and the inch conversion\nhid a rounding bug in offset_r_in.", t, people[2])
        continue
    if i == 138:
        os.makedirs(pkg + "/data", exist_ok=True)
        subprocess.run(["git", "mv", "tools/tensiometer/park_tm1_table.csv", pkg + "/data/park_tm1.csv"], check=True)
        commit("Ship the TM-1 table as package data", t, people[4])
        continue
    topic = random.choice(topics)
    if topic == "rims":
        r = random.choice(["Pacenti Brevet", "Astral Outlaw", "Boyd Altamont", "Rolf Rapha", "Zipp 303S", "Light Bicycle AR46", "Spank Oozy", "Duke Baccara"])
        with open("data/rims.csv", "a") as f:
            for k in range(random.randint(1, 9)):
                f.write("%s %d,%d,%d\n" % (r, k + 1, random.randint(560, 610), random.choice([24, 28, 32, 36])))
        commit("rims: add %s variants" % r, t, who)
    elif topic == "hubs":
        h = random.choice(["Onyx Vesper", "White Industries CLD", "Chris King R45", "Industry Nine Hydra", "Bitex RAR12", "Miche Primato"])
        with open("data/hubs.csv", "a") as f:
            f.write("%s,%.1f,%.1f,%.1f,%.1f\n" % (h, random.uniform(38, 58), random.uniform(38, 58), random.uniform(28, 38), random.uniform(16, 22)))
        commit("hubs: add %s" % h, t, who)
    elif topic == "docs":
        with open("README.md", "a") as f:
            f.write("\n" + "\n".join("Note %d.%d about %s." % (i, k, random.choice(["ERD", "flange", "dish", "nipple length", "crosses"])) for k in range(random.randint(1, 8))) + "\n")
        commit(random.choice(["docs: explain ERD measurement", "docs: lacing pattern notes", "docs: typo fixes", "docs: dish and offset"]), t, who)
    else:
        fname = "%s/%s.py" % (pkg, topic)
        mode = "a" if os.path.exists(fname) else "w"
        with open(fname, mode) as f:
            for k in range(random.randint(1, 12)):
                f.write("\n\ndef %s_helper_%d_%d(x):\n    return x * %d / %d\n" % (topic, i, k, random.randint(1, 9), random.randint(1, 9)))
        if random.random() < 0.4:
            tf = "tests/test_%s.py" % topic
            os.makedirs("tests", exist_ok=True)
            with open(tf, "a") as f:
                f.write("\n\ndef test_%s_%d():\n    assert True\n" % (topic, i))
        commit(random.choice(["%s: handle zero-offset hubs", "%s: refactor", "%s: fix rounding", "%s: add helper", "%s: tidy", "%s: speed up", "%s: cover edge case"]) % topic, t, who)
PYEOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ git log --stat'
  git --no-pager log --stat 2>&1
  echo "exit status: $?"
} | neutral
