#!/usr/bin/env bash
# git log --graph --stat over ~14 months of history of a marquetry workshop job-costing tool:
# feature branches merged with --no-ff, a revert, a release tag.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/inlaycost
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main
git config user.email dev@inlaycost.example; git config user.name "Dev"
PYTHONHASHSEED=0 python3 - <<'PY'
import os, random, subprocess, datetime as dt
rng = random.Random(77)
people = [("Maren Solberg", "maren@inlaycost.example"), ("Tobias Greaves", "tobias@inlaycost.example"),
          ("Ines Carvalho", "ines@inlaycost.example"), ("Yusuf Demir", "yusuf@inlaycost.example")]
files = {
    "inlaycost/veneer.py": "species", "inlaycost/cutlist.py": "cutlist", "inlaycost/pricing.py": "pricing",
    "inlaycost/glue.py": "glue", "inlaycost/press.py": "press", "inlaycost/export_pdf.py": "pdf",
    "inlaycost/cli.py": "cli", "tests/test_pricing.py": "tests", "tests/test_cutlist.py": "tests",
    "tests/test_veneer.py": "tests", "docs/usage.md": "docs", "CHANGELOG.md": "changelog",
    "data/species.csv": "data", "data/backers.csv": "data", "pyproject.toml": "build",
}
subjects = {
    "species": ["add {w} to species table", "correct density of {w}", "mark {w} as CITES-restricted"],
    "cutlist": ["nest {w} leaves along grain", "cut list: group sequence-matched {w} leaves", "handle book-matched {w} panels"],
    "pricing": ["price {w} per square metre", "waste factor for burr {w}", "round quotes to nearest 5"],
    "glue": ["hide glue open time table", "PVA press time for {w}", "urea-formaldehyde cure at 20C"],
    "press": ["vacuum bag pressure check", "caul layout for {w} panels", "press schedule overlaps"],
    "pdf": ["quote PDF: show leaf count", "PDF footer with VAT number", "render {w} swatch"],
    "cli": ["cli: --currency flag", "cli: quote subcommand prints totals", "cli: validate job file"],
    "tests": ["tests for {w} pricing", "regression test for waste factor", "parametrize cutlist fixtures"],
    "docs": ["document {w} handling", "usage: quoting a fan inlay", "docs: press schedule"],
    "changelog": ["changelog for next release"], "data": ["data: update {w} supplier prices", "data: add backer paper grades"],
    "build": ["bump dev dependencies", "pyproject: pin pytest"],
}
woods = ["walnut burr", "sycamore", "bird's-eye maple", "harewood", "kingwood", "satinwood", "tulipwood",
         "ebony", "holly", "boxwood", "padauk", "wenge", "oak crown", "ash olive", "pear", "yew"]
t = dt.datetime(2025, 9, 1, 9, 0)
def commit(msg, n_files, who=None, area=None, only=None):
    global t
    t += dt.timedelta(hours=rng.randint(2, 30), minutes=rng.randint(0, 59))
    who = who or rng.choice(people)
    pool = [f for f, a in files.items() if area is None or a == area] or list(files)
    chosen = rng.sample(pool, min(n_files, len(pool)))
    if area and n_files > 1:
        chosen += rng.sample(list(files), n_files - 1)
    if only:
        chosen = only
    for f in set(chosen):
        os.makedirs(os.path.dirname(f) or ".", exist_ok=True)
        lines = open(f).read().splitlines() if os.path.exists(f) else []
        for _ in range(rng.randint(1, 30)):
            if lines and rng.random() < 0.35:
                del lines[rng.randrange(len(lines))]
            else:
                lines.insert(rng.randint(0, len(lines)), f"# {rng.choice(woods)} {rng.randint(100, 999)} {rng.random():.6f}")
        open(f, "w").write("\n".join(lines) + "\n")
    subprocess.run(["git", "add", "-A"], check=True)
    env = dict(os.environ, GIT_AUTHOR_NAME=who[0], GIT_AUTHOR_EMAIL=who[1], GIT_COMMITTER_NAME=who[0],
               GIT_COMMITTER_EMAIL=who[1], GIT_AUTHOR_DATE=t.isoformat(), GIT_COMMITTER_DATE=t.isoformat())
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
def git(*a):
    subprocess.run(["git", *a], check=True, stdout=subprocess.DEVNULL)
def msg_for(area):
    return rng.choice(subjects[area]).format(w=rng.choice(woods))
commit("initial import of quoting spreadsheet logic", 12)
branches = ["feature/sequence-matching", "feature/quote-pdf", "fix/waste-factor", "feature/press-scheduler",
            "feature/currency", "fix/holly-density", "feature/backer-papers", "feature/cites-flags",
            "fix/rounding", "feature/fan-inlay", "feature/glue-open-time", "fix/pdf-footer",
            "feature/parquetry-cubes", "fix/burr-waste", "feature/veneer-stock-ledger", "feature/caul-planner",
            "fix/cli-exit-codes", "feature/shading-sand", "feature/job-templates", "fix/species-encoding",
            "feature/vat-modes", "feature/leaf-numbering", "fix/press-overlap", "feature/supplier-import",
            "feature/quote-history", "fix/satinwood-grain", "feature/batch-quotes", "feature/offcut-reuse"]
areas = ["cutlist", "pdf", "pricing", "press", "cli", "species", "data", "species", "pricing", "cutlist", "glue", "pdf",
         "cutlist", "pricing", "data", "press", "cli", "glue", "docs", "data", "pricing", "cutlist", "press", "data",
         "pdf", "species", "cli", "cutlist"]
reverted = None
for i, (br, area) in enumerate(zip(branches, areas)):
    for _ in range(rng.randint(3, 9)):
        a = rng.choice(list(subjects))
        commit(msg_for(a), rng.randint(1, 3))
    git("checkout", "-q", "-b", br)
    for _ in range(rng.randint(2, 6)):
        commit(msg_for(area), rng.randint(1, 4), area=area)
    if br == "feature/currency":
        commit("cli: convert quotes with fixed EUR/GBP/NOK table", 3, who=people[3],
               only=["inlaycost/currency.py", "inlaycost/fx_table.json"])
        reverted = subprocess.check_output(["git", "rev-parse", "HEAD"], text=True).strip()
    git("checkout", "-q", "main")
    if rng.random() < 0.5:
        commit(msg_for("docs"), 1, area="docs")
    t += dt.timedelta(hours=3)
    env = dict(os.environ, GIT_AUTHOR_DATE=t.isoformat(), GIT_COMMITTER_DATE=t.isoformat(),
               GIT_AUTHOR_NAME="Maren Solberg", GIT_AUTHOR_EMAIL="maren@inlaycost.example",
               GIT_COMMITTER_NAME="Maren Solberg", GIT_COMMITTER_EMAIL="maren@inlaycost.example")
    subprocess.run(["git", "merge", "-q", "--no-ff", "-X", "theirs", br, "-m", f"Merge branch '{br}'"], check=True, env=env,
                   stdout=subprocess.DEVNULL)
    if br == "feature/backer-papers":
        t += dt.timedelta(hours=20)
        env.update(GIT_AUTHOR_DATE=t.isoformat(), GIT_COMMITTER_DATE=t.isoformat(),
                   GIT_AUTHOR_NAME="Yusuf Demir", GIT_AUTHOR_EMAIL="yusuf@inlaycost.example",
                   GIT_COMMITTER_NAME="Yusuf Demir", GIT_COMMITTER_EMAIL="yusuf@inlaycost.example")
        subprocess.run(["git", "revert", "--no-edit", reverted], check=True, env=env, stdout=subprocess.DEVNULL)
    if br == "fix/rounding":
        subprocess.run(["git", "tag", "-a", "v1.0.0", "-m", "first release for the workshop"], check=True, env=env)
for _ in range(6):
    commit(msg_for(rng.choice(list(subjects))), rng.randint(1, 3))
PY
{ run "git log --graph --stat --decorate --date=iso"; } | neutral
