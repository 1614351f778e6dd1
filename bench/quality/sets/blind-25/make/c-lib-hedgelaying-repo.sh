# Builds a git repository for a hedge-laying competition scorer (sourced by the c-git-*-hedgelaying scripts).
# build_hedgelaying_repo <dir>: ~260 commits by several authors on main, a bug slipped into scoring
# somewhere in the middle, and a branch feature/metric-lengths that edits the same lines as main.
build_hedgelaying_repo() {
  local R=$1
  rm -rf "$R"; mkdir -p "$R"
  python3 - "$R" <<'PY'
import os, random, subprocess, sys
R = sys.argv[1]
rnd = random.Random(1525)
AUTHORS = [("Morag Findlay", "morag@hedgelay.example"), ("Tomasz Wrobel", "tomasz@hedgelay.example"),
           ("Aoife Brennan", "aoife@hedgelay.example"), ("Dilwyn Pritchard", "dilwyn@hedgelay.example")]
T0 = 1767225600  # 2026-01-01

def git(*a, env=None):
    return subprocess.run(["git", *a], cwd=R, check=True, capture_output=True, text=True, env=env).stdout

def w(path, text):
    p = os.path.join(R, path); os.makedirs(os.path.dirname(p), exist_ok=True)
    open(p, "w").write(text)

n = [0]
def commit(msg, who=None):
    n[0] += 1
    a = AUTHORS[who if who is not None else rnd.randrange(4)]
    t = T0 + n[0] * 5400 + rnd.randint(0, 3000)
    env = dict(os.environ, GIT_AUTHOR_NAME=a[0], GIT_AUTHOR_EMAIL=a[1], GIT_COMMITTER_NAME=a[0], GIT_COMMITTER_EMAIL=a[1],
               GIT_AUTHOR_DATE=f"@{t} +0000", GIT_COMMITTER_DATE=f"@{t} +0000")
    git("add", "-A"); git("commit", "-q", "-m", msg, env=env)

git("init", "-q", "-b", "main"); git("config", "user.name", "x"); git("config", "user.email", "x@x")
SCORING = '''"""Scoring of laid hedge sections (points out of 100)."""

WEIGHTS = {"pleachers": 30, "stakes": 20, "binding": 20, "trimming": 15, "overall": 15}
PENALTY_UNFINISHED = 10


def section_score(marks, finished=True):
    total = sum(min(marks.get(k, 0), w) for k, w in WEIGHTS.items())
    if not finished:
        total -= PENALTY_UNFINISHED
    return max(total, 0)


def rank(entries):
    return sorted(entries, key=lambda e: (-e["score"], e["time_min"]))
'''
w("hedgelay/__init__.py", '__version__ = "0.1.0"\n')
w("hedgelay/scoring.py", SCORING)
w("hedgelay/sections.py", 'SECTION_LENGTH_YARDS = 10\nSTYLES = ["Midland", "South of England", "Welsh Border"]\n\n\ndef allot(n_competitors):\n    return {i + 1: f"plot-{i + 1:02d}" for i in range(n_competitors)}\n')
w("hedgelay/judges.py", 'JUDGES = []\n\n\ndef add_judge(name, style):\n    JUDGES.append((name, style))\n    return len(JUDGES)\n')
w("hedgelay/export.py", 'import csv\n\n\ndef write_results(path, rows):\n    with open(path, "w", newline="") as fh:\n        csv.writer(fh).writerows(rows)\n')
w("tests/test_scoring.py", 'from hedgelay.scoring import section_score\n\n\ndef test_full_marks():\n    assert section_score({"pleachers": 30, "stakes": 20, "binding": 20, "trimming": 15, "overall": 15}) == 100\n\n\ndef test_unfinished():\n    assert section_score({"pleachers": 20, "stakes": 10}, finished=False) == 20\n')
w("README.md", "# hedgelay\n\nScores hedge-laying competitions.\n")
w("check.sh", '#!/bin/sh\npython3 -m pytest -q tests >/dev/null 2>&1\n')
os.chmod(os.path.join(R, "check.sh"), 0o755)
commit("Initial scorer: weights, unfinished penalty, ranking", 0)

topics = ["judges", "sections", "export", "docs", "tests", "styles", "plots", "cli", "rules", "weather"]
verbs = ["Add", "Fix", "Tidy", "Document", "Refactor", "Handle", "Rename", "Validate", "Speed up", "Log"]
objs = ["judge rota", "plot numbering", "CSV header", "tie breaks", "style names", "weather delay", "rule book refs",
        "entry fees", "junior class", "novice class", "time limits", "stake spacing", "binder checks", "photo refs"]
for i in range(1, 262):
    files = rnd.sample(["hedgelay/judges.py", "hedgelay/sections.py", "hedgelay/export.py", "docs/rules.md",
                        "docs/judging.md", "tests/test_misc.py", "hedgelay/cli.py", "hedgelay/classes.py",
                        "hedgelay/weather.py", "CHANGELOG.md"], rnd.randint(1, 4))
    for f in files:
        p = os.path.join(R, f)
        old = open(p).read() if os.path.exists(p) else ""
        lines = old.splitlines()
        for _ in range(rnd.randint(1, 12)):
            lines.append(f"# {rnd.choice(objs)} note {i}-{rnd.randint(100, 999)}" if f.endswith(".py") else f"- {rnd.choice(objs)} ({i})")
        if lines and rnd.random() < 0.5:
            del lines[rnd.randrange(len(lines))]
        w(f, "\n".join(lines) + "\n")
    msg = f"{rnd.choice(verbs)} {rnd.choice(objs)}"
    if i == 143:
        s = open(os.path.join(R, "hedgelay/scoring.py")).read()
        s = s.replace("total -= PENALTY_UNFINISHED", "total -= PENALTY_UNFINISHED * 2")
        w("hedgelay/scoring.py", s)
        msg = "Apply unfinished penalty per judge"
        commit(msg, 1)
        continue
    if i == 200:
        s = open(os.path.join(R, "hedgelay/scoring.py")).read()
        s = s.replace('return sorted(entries, key=lambda e: (-e["score"], e["time_min"]))',
                      'return sorted(entries, key=lambda e: (-e["score"], e["time_min"], e["name"]))')
        w("hedgelay/scoring.py", s)
        msg = "Break remaining ties by competitor name"
        commit(msg, 2)
        continue
    if i == 230:
        s = open(os.path.join(R, "hedgelay/sections.py")).read()
        s = s.replace("SECTION_LENGTH_YARDS = 10", "SECTION_LENGTH_YARDS = 12")
        w("hedgelay/sections.py", s)
        w("hedgelay/__init__.py", '__version__ = "0.9.0"\n')
        commit("Lengthen open-class sections to 12 yards; bump to 0.9.0", 3)
        continue
    commit(msg)
PY
}
