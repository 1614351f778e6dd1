#!/usr/bin/env bash
# git blame of a long sailing-club handicap/results module shaped by many commits of four authors.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/yachtclub; rm -rf "$P"; mkdir -p "$P/results"; cd "$P"; gitinit
python3 - <<'X'
import os, random, subprocess
rng = random.Random(1919)
authors = ["Bethan Lloyd <bethan@yachtclub.example>", "Kofi Mensah <kofi@yachtclub.example>", "Ailsa Murray <ailsa@yachtclub.example>", "Piet de Vries <piet@yachtclub.example>"]
classes = ["Laser", "ILCA6", "Topper", "RS200", "RS400", "Wayfarer", "Mirror", "Enterprise", "Firefly", "GP14", "Solo", "Finn", "Merlin", "Albacore", "Comet"]
def render(fns):
    out = ['"""Portsmouth Yardstick handicaps, corrected times and series scoring."""', "", "from dataclasses import dataclass", ""]
    for f in fns: out += f + [""]
    return "\n".join(out) + "\n"
fns = []
for i in range(262):
    c = classes[i % len(classes)]
    name = f"{c.lower()}_variant_{i}"
    py = 900 + (i * 37) % 500
    fns.append([f"def corrected_{name}(elapsed_s, laps, race_laps):",
                f"    \"\"\"{c} (variant {i}): PY {py}.\"\"\"",
                f"    PY = {py}",
                "    if laps <= 0:",
                "        raise ValueError('no laps sailed')",
                "    scaled = elapsed_s * race_laps / laps",
                "    return round(scaled * 1000 / PY, 1)"])
def commit(msg, author, n):
    name, mail = author.rsplit(" <", 1)
    d = f"2023-{1 + n // 20:02d}-{1 + n % 28:02d}T{9 + n % 8:02d}:{(n * 13) % 60:02d}:00+0000"
    e = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=mail[:-1], GIT_COMMITTER_NAME=name, GIT_COMMITTER_EMAIL=mail[:-1], GIT_AUTHOR_DATE=d, GIT_COMMITTER_DATE=d)
    subprocess.run(["git", "add", "-A"], check=True); subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=e)
open("results/handicap.py", "w").write(render(fns)); commit("Corrected-time functions per class", authors[0], 0)
for n in range(1, 200):
    i = rng.randrange(len(fns)); f = fns[i]; a = rng.choice(authors)
    if n == 173:
        fns[54][5] = "    scaled = elapsed_s * race_laps / max(laps, 1)  # retired boats keep partial laps"
        fns[54][3] = "    if laps < 0:"
        open("results/handicap.py", "w").write(render(fns))
        commit("Allow zero-lap retirements in GP14 scoring (protest 2023-17)", authors[3], n)
    else:
        py = 900 + rng.randrange(500)
        f[2] = f"    PY = {py}"
        f[1] = f[1].rsplit("PY", 1)[0] + f"PY {py}.\"\"\""
        open("results/handicap.py", "w").write(render(fns))
        commit(f"RYA {2023} PY update for {f[1].split('(')[0].strip(chr(34) + ' ')}", a, n)
X
git checkout -q -- . 2>/dev/null; git status --short
capture c-git-blame-yachthandicap-long 'git blame results/handicap.py'
