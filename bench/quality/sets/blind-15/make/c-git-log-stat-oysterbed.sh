#!/usr/bin/env bash
# c-git-log-stat-oysterbed: `git log --stat` over the history of an oyster farm's
# harvest and water-quality tracker (history generated with git fast-import:
# edits, new files, a deleted module and a rename).
# Usage: WORK=<scratch dir> bash c-git-log-stat-oysterbed.sh > ../outputs/c-git-log-stat-oysterbed.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/oysterbed
rm -rf "$P"; mkdir -p "$P"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main .
python3 - <<'T' | git fast-import --quiet
import random
rng = random.Random(4242)
people = [("Siobhan Keane", "siobhan@oysterbed.ie"), ("Padraig Walsh", "padraig@oysterbed.ie"),
          ("Aoife Brennan", "aoife@oysterbed.ie"), ("Yusuf Demir", "yusuf@oysterbed.ie"), ("Colm Daly", "colm@oysterbed.ie")]
files = {}
words = "trestle bag grade spat salinity turbidity norovirus closure depuration tide lease batch sample tag harvest shell mortality".split()
def lines(n):
    return [f"# {rng.choice(words)} {rng.choice(words)} {rng.randint(1, 999)}" for _ in range(n)]
initial = ["oysterbed/__init__.py", "oysterbed/harvest.py", "oysterbed/grading.py", "oysterbed/water.py", "oysterbed/leases.py",
           "oysterbed/reports.py", "oysterbed/cli.py", "oysterbed/db.py", "tests/test_harvest.py", "tests/test_grading.py",
           "tests/test_water.py", "README.md", "setup.cfg", "migrations/0001_initial.sql"]
for f in initial:
    files[f] = lines(rng.randint(10, 120))
mark = 0
t = 1672531200
def emit(msg, who, changes, deletes=()):
    global mark, t
    t += rng.randint(3600, 200000)
    out = []
    for path in changes:
        mark += 1
        text = "\n".join(files[path]) + "\n"
        print(f"blob\nmark :{mark}\ndata {len(text.encode())}\n{text}")
        out.append((path, mark))
    mark += 1
    print(f"commit refs/heads/main\nmark :{mark}\nauthor {who[0]} <{who[1]}> {t} +0000\ncommitter {who[0]} <{who[1]}> {t} +0000")
    print(f"data {len(msg.encode())}\n{msg}")
    if mark > len(out) + 1 and emit.prev:
        print(f"from :{emit.prev}")
    for p in deletes:
        print(f"D {p}")
    for p, b in out:
        print(f"M 100644 :{b} {p}")
    print()
    emit.prev = mark
emit.prev = None
emit("Initial import of the harvest tracker\n", people[0], list(files))
subjects = {
    "harvest.py": ["Record bag counts per trestle", "Split harvest by lease", "Track depuration hours", "Reject batches during closures"],
    "grading.py": ["Add grade 0 for >150 g oysters", "Fix rounding of shell weight", "Grade by cup depth index"],
    "water.py": ["Import salinity from the probe CSV", "Flag E. coli results above 230/100g", "Add turbidity smoothing", "Handle missing tide tables"],
    "leases.py": ["Validate lease polygons", "Add lease renewal dates"],
    "reports.py": ["Weekly harvest report", "Mortality report per bag", "Export closure notices"],
    "cli.py": ["Add --since to the report command", "Colourless output when piped"],
    "db.py": ["Pool connections", "Retry on locked database"],
}
mig = 1
renamed = False
deleted = False
for i in range(260):
    who = rng.choice(people)
    mod = rng.choice(list(subjects))
    path = f"oysterbed/{mod}"
    if path not in files:
        path = "oysterbed/water_quality.py" if mod == "water.py" else path
        if path not in files:
            continue
    subj = rng.choice(subjects[mod])
    changes = [path]
    f = files[path]
    for _ in range(rng.randint(1, 4)):
        pos = rng.randrange(len(f) + 1)
        f[pos:pos + rng.randint(0, 6)] = lines(rng.randint(0, 14))
    if rng.random() < 0.6:
        tp = f"tests/test_{mod}"
        files.setdefault(tp, lines(8))
        files[tp] += lines(rng.randint(2, 25))
        changes.append(tp)
    deletes = []
    if rng.random() < 0.08:
        mig += 1
        slug = "_".join(w for w in "".join(c if c.isalnum() or c == " " else " " for c in subj.lower()).split()[:3])
        mp = f"migrations/{mig:04d}_{slug}.sql"
        files[mp] = lines(rng.randint(4, 30))
        changes.append(mp)
    msg = f"{mod[:-3]}: {subj}\n"
    if i == 141 and not deleted:
        deletes = ["oysterbed/leases.py"]
        del files["oysterbed/leases.py"]
        subjects.pop("leases.py")
        files["oysterbed/reports.py"] += lines(12)
        changes = ["oysterbed/reports.py"]
        msg = "Drop the lease module; leases now come from the county GIS export\n\nThe county publishes lease polygons weekly, so we stop maintaining our own\ncopy. Lease lookups in reports read the GIS export directly.\n"
        who = people[2]
        deleted = True
    if i == 198 and not renamed:
        files["oysterbed/water_quality.py"] = files.pop("oysterbed/water.py")
        files["oysterbed/water_quality.py"].append("# renamed from water.py")
        deletes = ["oysterbed/water.py"]
        changes = ["oysterbed/water_quality.py"]
        msg = "Rename water module to water_quality\n"
        who = people[3]
        renamed = True
    if i % 37 == 36:
        files["setup.cfg"] = files["setup.cfg"][:-1] + [f"version = 1.{i // 37}.0"]
        changes.append("setup.cfg")
    emit(msg, who, changes, deletes)
T
git checkout -q main 2>/dev/null || git reset -q --hard main
{
  echo '$ git log --stat'
  git log --stat 2>&1; echo "exit status: $?"
} | neutral
