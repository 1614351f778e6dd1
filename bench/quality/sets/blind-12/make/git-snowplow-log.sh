#!/usr/bin/env bash
# git log --stat --decorate over ~380 commits of a municipal snowplough-routing service.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/git-snowplow-log.txt
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/plowroute
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config user.name "CI Bot"; git config user.email "ci@plowroute.invalid"; git config commit.gpgsign false
python3 - <<'X'
import os, random, subprocess

rnd = random.Random(1847)
authors = [
    ("Marit Solberg", "marit.solberg@plowroute.invalid"),
    ("Tomasz Wrona", "t.wrona@plowroute.invalid"),
    ("Aino Lehtonen", "aino@plowroute.invalid"),
    ("Declan Farrelly", "declan.f@plowroute.invalid"),
    ("Yuki Hanamura", "yhanamura@plowroute.invalid"),
]
files = {
    "routing/graph.py": "road graph built from the municipal centreline",
    "routing/priority.py": "street priority classes (A: arterials, B: bus routes, C: residential)",
    "routing/solver.py": "capacitated arc routing heuristic",
    "fleet/trucks.py": "truck capacities and blade widths",
    "fleet/depots.py": "depots and salt barns",
    "spread/salt.py": "salt and brine spread rates",
    "spread/weather.py": "pavement temperature forecast ingest",
    "api/server.py": "dispatch API",
    "api/schemas.py": "request and response schemas",
    "ops/shift.py": "driver shift rules",
    "tests/test_solver.py": "solver tests",
    "tests/test_salt.py": "salt tests",
    "docs/CHANGELOG.md": "changelog",
}
verbs = ["Fix", "Refactor", "Tidy", "Speed up", "Handle", "Document", "Simplify", "Log", "Validate", "Test"]
topics = {
    "routing/graph.py": ["one-way street import", "turn restrictions", "dead-end detection", "bridge weight limits", "cul-de-sac turnarounds"],
    "routing/priority.py": ["school-zone bump", "hospital access routes", "bus route priority", "hill streets priority"],
    "routing/solver.py": ["deadheading cost", "route balancing", "U-turn penalties", "tabu search tenure", "max route length"],
    "fleet/trucks.py": ["wing plow width", "tandem axle capacity", "truck availability flags"],
    "fleet/depots.py": ["north barn coordinates", "depot opening hours", "refill time estimate"],
    "spread/salt.py": ["brine pre-wet ratio", "spread rate table", "low-temperature sand mix"],
    "spread/weather.py": ["RWIS station parsing", "forecast timezone", "frost warning threshold"],
    "api/server.py": ["dispatch endpoint errors", "health check", "request timeout"],
    "api/schemas.py": ["route export schema", "truck status enum"],
    "ops/shift.py": ["rest break rule", "overtime cap", "split shifts"],
    "tests/test_solver.py": ["flaky balancing test", "fixture for small grid"],
    "tests/test_salt.py": ["spread table edge cases"],
    "docs/CHANGELOG.md": ["changelog entry"],
}
for f, d in files.items():
    os.makedirs(os.path.dirname(f) or ".", exist_ok=True)
    with open(f, "w") as fh:
        fh.write(f'"""{d}"""\n' if f.endswith(".py") else f"# {d}\n")
        for i in range(20):
            fh.write(f"# line {i}\n")

t0 = 1_640_995_200  # 2022-01-01
special = {
    137: ("spread/salt.py", "Raise salt spread cap from 30 to 40 g/m2 below -8 C", 1),
    138: ("tests/test_salt.py", "Adjust salt tests for the new spread cap", 1),
    212: ("routing/solver.py", "Switch solver to a path-scanning heuristic with ellipse rule", 2),
    261: ("routing/solver.py", "Revert \"Switch solver to a path-scanning heuristic with ellipse rule\"", 2),
    300: ("fleet/trucks.py", "Add 2024 Western Star tandems to the fleet table", 4),
}
tags = {90: "v1.4.0", 180: "v1.5.0", 262: "v1.5.1", 340: "v2.0.0"}


def commit(n, path, msg, author, when):
    lines = open(path).read().splitlines()
    for _ in range(rnd.randint(0, 3)):
        if len(lines) > 5:
            lines.pop(rnd.randrange(1, len(lines)))
    for _ in range(rnd.randint(1, 6)):
        lines.insert(rnd.randrange(1, len(lines)), f"# change {n} {rnd.randrange(10**6)}")
    open(path, "w").write("\n".join(lines) + "\n")
    env = dict(os.environ,
               GIT_AUTHOR_NAME=author[0], GIT_AUTHOR_EMAIL=author[1],
               GIT_COMMITTER_NAME=author[0], GIT_COMMITTER_EMAIL=author[1],
               GIT_AUTHOR_DATE=f"@{when} +0100", GIT_COMMITTER_DATE=f"@{when} +0100")
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)


subprocess.run(["git", "add", "-A"], check=True)
env = dict(os.environ, GIT_AUTHOR_DATE=f"@{t0} +0100", GIT_COMMITTER_DATE=f"@{t0} +0100")
subprocess.run(["git", "commit", "-q", "-m", "Initial import of plowroute"], check=True, env=env)
when = t0
for n in range(1, 381):
    when += rnd.randint(3600, 3 * 86400)
    if n in special:
        path, msg, a = special[n]
        commit(n, path, msg, authors[a], when)
        if n == 137:
            commit(n, "docs/CHANGELOG.md", "Changelog: salt spread cap", authors[a], when + 600)
    else:
        path = rnd.choice(list(files))
        author = rnd.choice(authors)
        topic = rnd.choice(topics[path])
        msg = f"{rnd.choice(verbs)} {topic}"
        if rnd.random() < 0.3:
            path2 = rnd.choice(list(files))
            commit(n, path2, msg, author, when) if path2 != path else None
        commit(n, path, msg, author, when)
    if n in tags:
        subprocess.run(["git", "tag", tags[n]], check=True)
X
{ echo '$ git log --stat --decorate'; git log --stat --decorate 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
