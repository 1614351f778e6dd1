#!/bin/bash
# Long `git log --stat` of a hedgerow-survey app with a few hundred commits (one big vendored-data commit, one rename, one deletion).
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/hedgerow-survey; fresh "$P"; cd "$P"
gitinit
python3 - <<'PY'
import os, random, subprocess
random.seed(2323)
authors = [("Dana Okafor", "dana@example.org"), ("Rhys Pemberton", "rhys@hedgerow.dev"), ("Mireille Castaing", "mireille@hedgerow.dev"), ("Tomasz Wrona", "tomasz@example.org")]
files = ["survey/forms.py", "survey/models.py", "survey/species.py", "survey/gaps.py", "survey/export.py", "survey/views.py",
         "survey/templates/form.html", "survey/templates/report.html", "survey/static/map.js", "survey/static/style.css",
         "tests/test_forms.py", "tests/test_gaps.py", "tests/test_export.py", "tests/test_species.py", "docs/method.md", "README.md",
         "pyproject.toml", "scripts/import_osgb.py", "survey/i18n/cy.po", "survey/i18n/en.po"]
verbs = ["Fix", "Add", "Refactor", "Tidy", "Handle", "Validate", "Speed up", "Document", "Test", "Rename"]
things = ["gap length rounding", "woody species count", "standard tree form", "blackthorn alias", "hedge height banding", "CSV export header",
          "Welsh translations", "map tile attribution", "grid reference parsing", "bank and ditch fields", "survey date validation",
          "photo upload limit", "ancient hedge flag", "field boundary merge", "report totals", "margin width input"]
def w(path, text, mode="a"):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, mode) as fh: fh.write(text)
def commit(msg, n, a):
    env = dict(os.environ, GIT_AUTHOR_NAME=a[0], GIT_AUTHOR_EMAIL=a[1], GIT_COMMITTER_NAME=a[0], GIT_COMMITTER_EMAIL=a[1])
    ts = 1740819600 + n * 7 * 3600 + random.randint(0, 3000)
    env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = f"{ts} +0000"
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
for f in files:
    w(f, f"# {f}\n" + "".join(f"line {i}\n" for i in range(20)), "w")
commit("Initial import of the hedgerow survey app", 0, authors[0])
for n in range(1, 330):
    a = random.choice(authors)
    if n == 141:
        for k in range(60):
            w(f"data/vc{k:02d}_woody_species.csv", "".join(f"{k},{j},Prunus spinosa,{random.randint(1,9)}\n" for j in range(random.randint(40, 300))), "w")
        commit("Vendor vice-county woody species lists (BSBI 2024 extract)", n, authors[2]); continue
    if n == 203:
        subprocess.run(["git", "mv", "survey/gaps.py", "survey/gap_analysis.py"], check=True)
        files[files.index("survey/gaps.py")] = "survey/gap_analysis.py"
        commit("Rename gaps module to gap_analysis", n, authors[1]); continue
    if n == 267:
        os.remove("scripts/import_osgb.py"); files.remove("scripts/import_osgb.py")
        commit("Drop the OSGB importer; grid refs now come from the map widget", n, authors[3]); continue
    touched = random.sample(files, random.choice([1, 1, 1, 2, 2, 3, 4]))
    for f in touched:
        w(f, "".join(f"change {n}.{i}\n" for i in range(random.randint(1, 40))))
    commit(f"{random.choice(verbs)} {random.choice(things)}", n, a)
PY
capture git-log-stat-hedgerow "$P" 'git log --stat'
