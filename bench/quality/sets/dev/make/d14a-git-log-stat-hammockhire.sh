#!/usr/bin/env bash
# d14a: git log --stat over the history of a hammock/campsite-hire booking app
# (about 220 commits by five authors; a file deleted, a rename, a big vendored import, a revert).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/hammockhire
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
git config user.name "Build Bot"; git config user.email "bot@hammockhire.test"

python3 - <<'EOF'
import os, random, subprocess, datetime as dt
rnd = random.Random(2209)
authors = [("Ines Valdemar", "ines@hammockhire.test"), ("Tobias Greer", "tobias@hammockhire.test"),
           ("Priya Natarajan", "priya@hammockhire.test"), ("Olu Bankole", "olu@hammockhire.test"),
           ("Mette Sorensen", "mette@hammockhire.test")]
files = ["hire/app.py", "hire/bookings.py", "hire/pricing.py", "hire/inventory.py", "hire/deposits.py",
         "hire/weather.py", "hire/emails.py", "hire/templates/confirm.html", "hire/templates/receipt.html",
         "hire/static/site.css", "tests/test_bookings.py", "tests/test_pricing.py", "tests/test_inventory.py",
         "tests/test_deposits.py", "docs/operations.md", "README.md", "setup.cfg", "hire/legacy_rates.py",
         "hire/sites.py", "tests/test_sites.py"]
verbs = {"hire/bookings.py": ["overlapping hammock bookings", "same-day pickup window", "group bookings over 6 hammocks", "cancellation cutoff"],
         "hire/pricing.py": ["weekend surcharge", "multi-night discount", "mosquito net add-on", "peak season table"],
         "hire/inventory.py": ["tarp counts per site", "strap wear tracking", "retired hammock stock", "repair queue"],
         "hire/deposits.py": ["refund on damage-free return", "partial deposit hold", "card preauth expiry"],
         "hire/weather.py": ["storm closure flag", "wind threshold per site", "forecast cache"],
         "hire/emails.py": ["reminder 24h before pickup", "receipt footer", "bounce handling"],
         "hire/sites.py": ["tree-spacing rules", "site capacity", "river-side pitches"],
         "hire/app.py": ["health endpoint", "request logging", "CSRF on booking form"]}
base = dt.datetime(2024, 3, 4, 9, 0, 0)
def write(path, n):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    lines = open(path).read().splitlines() if os.path.exists(path) else []
    for _ in range(n):
        pos = rnd.randint(0, len(lines))
        lines.insert(pos, f"# {rnd.choice(['hammock','strap','tarp','site','booking','deposit'])} note {rnd.randint(1000,9999)}")
    if len(lines) > 40 and rnd.random() < 0.5:
        for _ in range(rnd.randint(1, min(12, len(lines)//3))):
            del lines[rnd.randrange(len(lines))]
    open(path, "w").write("\n".join(lines) + "\n")
def commit(msg, who, when):
    env = dict(os.environ, GIT_AUTHOR_NAME=who[0], GIT_AUTHOR_EMAIL=who[1], GIT_COMMITTER_NAME=who[0],
               GIT_COMMITTER_EMAIL=who[1], GIT_AUTHOR_DATE=when.isoformat(), GIT_COMMITTER_DATE=when.isoformat())
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
when = base
for f in files:
    write(f, rnd.randint(20, 60))
commit("Initial import of the hammock hire booking service", authors[0], when)
for i in range(1, 220):
    when += dt.timedelta(hours=rnd.randint(3, 40), minutes=rnd.randint(0, 59))
    who = rnd.choice(authors)
    if i == 61:
        os.makedirs("vendor/icalgen", exist_ok=True)
        for k in range(14):
            write(f"vendor/icalgen/part_{k:02d}.py", rnd.randint(80, 260))
        commit("Vendor icalgen 2.3.1 for calendar feeds (no network on the kiosk)", authors[3], when); continue
    if i == 118:
        subprocess.run(["git", "mv", "hire/weather.py", "hire/conditions.py"], check=True)
        files[files.index("hire/weather.py")] = "hire/conditions.py"
        verbs["hire/conditions.py"] = verbs.pop("hire/weather.py")
        commit("Rename weather module to conditions (it covers river level too)", authors[2], when); continue
    if i == 152:
        subprocess.run(["git", "rm", "-q", "hire/legacy_rates.py"], check=True)
        files.remove("hire/legacy_rates.py")
        write("hire/pricing.py", 6)
        commit("Drop legacy_rates: 2023 price table no longer quoted anywhere", authors[1], when); continue
    if i == 187:
        write("hire/deposits.py", 30); write("tests/test_deposits.py", 45)
        commit("Hold deposits per hammock instead of per booking", authors[4], when); continue
    if i == 188:
        when += dt.timedelta(minutes=50)
        subprocess.run(["git", "revert", "--no-edit", "HEAD"], check=True, capture_output=True,
                       env=dict(os.environ, GIT_AUTHOR_NAME=authors[0][0], GIT_AUTHOR_EMAIL=authors[0][1],
                                GIT_COMMITTER_NAME=authors[0][0], GIT_COMMITTER_EMAIL=authors[0][1],
                                GIT_AUTHOR_DATE=when.isoformat(), GIT_COMMITTER_DATE=when.isoformat()))
        continue
    main = rnd.choice([f for f in files if f in verbs])
    topic = rnd.choice(verbs[main])
    kind = rnd.choice(["Fix", "Add", "Handle", "Refactor", "Tidy", "Test"])
    write(main, rnd.randint(1, 25))
    touched = [main]
    for extra in rnd.sample(files, rnd.randint(0, 3)):
        if extra != main:
            write(extra, rnd.randint(1, 8)); touched.append(extra)
    commit(f"{kind} {topic}", who, when)
EOF

{
  echo "\$ git log --stat"
  timeout 120 git --no-pager log --stat 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
