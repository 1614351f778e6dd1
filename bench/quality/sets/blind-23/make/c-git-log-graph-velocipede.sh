#!/bin/bash
# Long `git log --graph --oneline --decorate` of a velocipede-museum collection catalogue with many merged topic branches,
# one revert and a few tags.
. "$(dirname "$0")/c-lib-b23c.sh"
P=$WORK/velocipede-catalogue; fresh "$P"; cd "$P"
gitinit "" "Henrike Vos" "henrike@example.org"
python3 - <<'PY'
import os, random, subprocess
random.seed(808)
people = [("Henrike Vos", "henrike@example.org"), ("Amadou Keita", "amadou@velomuseum.example"), ("Lotte Smit", "lotte@velomuseum.example")]
T = [1700000000]
def run(*a, **kw):
    return subprocess.run(a, check=True, capture_output=True, text=True, **kw).stdout.strip()
def commit(msg, who=None):
    T[0] += random.randint(600, 20000)
    a = who or random.choice(people)
    env = dict(os.environ, GIT_AUTHOR_NAME=a[0], GIT_AUTHOR_EMAIL=a[1], GIT_COMMITTER_NAME=a[0], GIT_COMMITTER_EMAIL=a[1],
               GIT_AUTHOR_DATE=f"{T[0]} +0100", GIT_COMMITTER_DATE=f"{T[0]} +0100")
    run("git", "add", "-A"); run("git", "commit", "-q", "-m", msg, env=env)
def merge(branch):
    T[0] += 900
    env = dict(os.environ, GIT_AUTHOR_DATE=f"{T[0]} +0100", GIT_COMMITTER_DATE=f"{T[0]} +0100")
    run("git", "merge", "-q", "--no-ff", "-m", f"Merge branch '{branch}'", branch, env=env)
def touch(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "a") as fh: fh.write(text + "\n")
makers = ["Michaux", "Starley", "Rover", "Columbia", "Humber", "Singer", "Peugeot", "Adler", "Opel", "Pope", "Hillman", "Coventry Machinists"]
kinds = ["boneshaker", "ordinary", "tricycle", "safety", "quadricycle", "tandem", "draisine", "kangaroo"]
touch("catalogue/objects.csv", "accession,maker,kind,year"); touch("README.md", "# Velocipede museum catalogue"); commit("Start the collection catalogue", people[0])
acc = 1
topics = ["condition-reports", "loan-agreements", "photo-index", "provenance-notes", "gallery-labels", "conservation-log",
          "audio-guide", "accession-numbering", "storage-locations", "donor-records", "insurance-values", "exhibition-2026"]
for rnd in range(26):
    for t in random.sample(topics, 4):
        br = f"{t}-{rnd}"
        run("git", "checkout", "-q", "-b", br, "main")
        for k in range(random.randint(8, 22)):
            mk, kd = random.choice(makers), random.choice(kinds)
            touch(f"catalogue/{t}.md", f"- {acc}: {mk} {kd}")
            acc += 1
            commit(f"{t.replace('-', ' ').capitalize()}: {mk} {kd} (VM-{1000 + acc})")
        run("git", "checkout", "-q", "main")
        merge(br)
        run("git", "branch", "-q", "-d", br)
    for k in range(random.randint(3, 8)):
        touch("catalogue/objects.csv", f"{acc},{random.choice(makers)},{random.choice(kinds)},{random.randint(1817, 1905)}"); acc += 1
        commit(f"Accession VM-{1000 + acc}")
    if rnd == 15:
        touch("exports/loan-list-draft.csv", "accession,borrower,until")
        commit("Add draft loan list export for the Ghent exhibition", people[2])
        bad = run("git", "rev-parse", "HEAD")
        touch("catalogue/objects.csv", f"{acc},Starley,ordinary,1871"); acc += 1
        commit(f"Accession VM-{1000 + acc}")
        T[0] += 300
        env = dict(os.environ, GIT_AUTHOR_DATE=f"{T[0]} +0100", GIT_COMMITTER_DATE=f"{T[0]} +0100")
        run("git", "revert", "--no-edit", bad, env=env)
    if rnd in (3, 7, 11, 19, 23):
        run("git", "tag", f"catalogue-v{rnd // 4 + 1}.0")
PY
capture git-log-graph-velocipede "$P" 'git log --graph --oneline --decorate'
