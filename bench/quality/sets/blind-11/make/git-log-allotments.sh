#!/usr/bin/env bash
# git log --stat over the history of a community-garden (allotment) plot allocation
# service: ~260 commits by several authors. Output: outputs/git-log-allotments.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/allotment-registry
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
git config user.name "Build Bot"; git config user.email "bot@allotments.example"
git config commit.gpgsign false

python3 - <<'PY'
import os, random, subprocess
random.seed(20240611)
authors = [
    ("Morag Dunlop", "morag@allotments.example"),
    ("Tomasz Wrona", "tomasz@allotments.example"),
    ("Priya Raman", "priya@allotments.example"),
    ("Ewan Baird", "ewan@allotments.example"),
    ("Lucía Ferreira", "lucia@allotments.example"),
]
files = ["src/plots.py", "src/waitlist.py", "src/fees.py", "src/inspections.py", "src/notices.py",
         "src/water.py", "src/compost.py", "src/api/routes.py", "src/api/schemas.py", "src/db/models.py",
         "src/db/migrations/env.py", "tests/test_plots.py", "tests/test_waitlist.py", "tests/test_fees.py",
         "tests/test_inspections.py", "docs/rules.md", "README.md", "pyproject.toml", "templates/notice.html",
         "templates/invoice.html"]
topics = {
    "src/plots.py": ["split half-plots when a tenant downsizes", "plot area in square metres, not rods", "mark plots on the flood-prone lower terrace", "allow shared tenancy of a plot", "fix plot numbering for the east field extension"],
    "src/waitlist.py": ["priority for residents within 1 mile", "waitlist position survives address change", "drop stale waitlist entries after 3 years", "expose waitlist length per site", "fix off-by-one in waitlist position"],
    "src/fees.py": ["concession rate for pensioners", "pro-rata fees for mid-season starts", "round fees to whole pence", "water surcharge per standpipe", "late payment reminder after 28 days"],
    "src/inspections.py": ["record cultivation score 1-5", "second-warning letters after failed inspection", "photos attached to inspections", "skip inspections for plots under 6 weeks old", "inspection route ordered by path"],
    "src/notices.py": ["email notices in Welsh and English", "batch notices per site", "retry failed notice emails", "notice templates per council"],
    "src/water.py": ["standpipe shut-off dates", "hosepipe ban flag", "meter readings per trough"],
    "src/compost.py": ["compost bay rota", "green waste collection days"],
    "src/api/routes.py": ["GET /sites/{id}/vacancies", "POST /waitlist", "PATCH /plots/{id}/tenant", "rate-limit public endpoints", "pagination on /inspections"],
    "src/api/schemas.py": ["schema for vacancy listing", "validate postcode format", "tenant phone optional"],
    "src/db/models.py": ["add Site.opening_hours", "index on Plot.site_id", "Tenant.concession flag", "soft-delete tenancies"],
    "src/db/migrations/env.py": ["migration for concession flag", "migration for soft-delete", "migration for plot area units"],
    "tests/test_plots.py": ["tests for half-plot split", "property tests for plot numbering"],
    "tests/test_waitlist.py": ["tests for resident priority", "regression test for waitlist position"],
    "tests/test_fees.py": ["tests for pro-rata fees", "tests for concession rate"],
    "tests/test_inspections.py": ["tests for second-warning letters"],
    "docs/rules.md": ["document bonfire rules", "document pond safety rules", "document livestock (hens) policy"],
    "README.md": ["README: local setup", "README: deployment notes"],
    "pyproject.toml": ["bump sqlalchemy", "bump pydantic", "pin httpx"],
    "templates/notice.html": ["notice template: council logo", "notice template: plain-text fallback"],
    "templates/invoice.html": ["invoice template shows concession", "invoice template: bank details"],
}
prefix = {"src": ["feat", "fix", "refactor"], "tests": ["test"], "docs": ["docs"], "README.md": ["docs"], "pyproject.toml": ["build"], "templates": ["feat", "fix"]}
t = 1673000000
version = [1, 0, 0]
def run(*a, env=None):
    subprocess.run(a, check=True, env=env, stdout=subprocess.DEVNULL)
def commit(msg, author, t):
    env = dict(os.environ, GIT_AUTHOR_NAME=author[0], GIT_AUTHOR_EMAIL=author[1],
               GIT_COMMITTER_NAME=author[0], GIT_COMMITTER_EMAIL=author[1],
               GIT_AUTHOR_DATE=f"{t} +0000", GIT_COMMITTER_DATE=f"{t} +0000")
    run("git", "add", "-A", env=env)
    run("git", "commit", "-q", "-m", msg, env=env)
for f in files:
    os.makedirs(os.path.dirname(f) or ".", exist_ok=True)
    with open(f, "w") as fh:
        fh.write(f"# {f}\n")
commit("Initial import of allotment registry", authors[0], t)
special = {
    61: ("src/fees.py", "feat(fees): plot-fees migration to per-square-metre pricing"),
    64: ("src/fees.py", 'Revert "feat(fees): plot-fees migration to per-square-metre pricing"\n\nCouncil asked to keep flat band pricing until April.'),
    118: ("pyproject.toml", "release: 2.0.0"),
    173: ("src/waitlist.py", "fix(waitlist): residents lost priority after postcode re-validation (#412)"),
    201: ("pyproject.toml", "release: 2.1.0"),
    236: ("src/db/models.py", "feat(db): drop legacy Tenant.rod_area column"),
}
for i in range(1, 262):
    t += random.randint(3600 * 5, 3600 * 70)
    author = random.choice(authors)
    if i in special:
        f, msg = special[i]
        touched = [f]
    else:
        f = random.choice(files)
        top = f.split("/")[0]
        kind = random.choice(prefix.get(top, prefix.get(f, ["chore"])))
        msg = f"{kind}: {random.choice(topics[f])}"
        touched = [f] + random.sample(files, random.randint(0, 2))
    for g in set(touched):
        n = random.randint(1, 25)
        with open(g, "a") as fh:
            for k in range(n):
                fh.write(f"line {i}.{k} {random.random():.6f}\n")
        if random.random() < 0.3:
            lines = open(g).read().splitlines(True)
            del lines[1:1 + random.randint(1, 6)]
            open(g, "w").writelines(lines)
    commit(msg, author, t)
PY

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ git log --stat"
  git --no-pager log --stat 2>&1
  echo "exit status: $?"
} 2>&1 | neutral
