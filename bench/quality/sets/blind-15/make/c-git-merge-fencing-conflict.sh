#!/usr/bin/env bash
# c-git-merge-fencing-conflict: merging a feature branch into main of a fencing
# tournament (pool and direct-elimination) scorer; two files conflict, one merges
# cleanly. One bash call: git merge; git status; git diff.
# Usage: WORK=<scratch dir> bash c-git-merge-fencing-conflict.sh > ../outputs/c-git-merge-fencing-conflict.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/piste
rm -rf "$P"; mkdir -p "$P/piste"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main .
git config user.name "Ines Carvalho"; git config user.email "ines@piste.dev"
n=0
commit() { n=$((n+1)); local d="@$((1767600000 + n*14400)) +0100"; GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q -m "$1"; }
cat > piste/pools.py <<'T'
"""Pool round scoring (FIE rules)."""
from dataclasses import dataclass


@dataclass
class Bout:
    a: str
    b: str
    score_a: int
    score_b: int


def victories(bouts, fencer):
    return sum(1 for x in bouts if (x.a == fencer and x.score_a > x.score_b) or (x.b == fencer and x.score_b > x.score_a))


def touches_scored(bouts, fencer):
    return sum(x.score_a if x.a == fencer else x.score_b for x in bouts if fencer in (x.a, x.b))


def touches_received(bouts, fencer):
    return sum(x.score_b if x.a == fencer else x.score_a for x in bouts if fencer in (x.a, x.b))


def indicator(bouts, fencer):
    return touches_scored(bouts, fencer) - touches_received(bouts, fencer)


def ranking(bouts, fencers):
    def key(f):
        n = sum(1 for x in bouts if f in (x.a, x.b))
        return (-victories(bouts, f) / n, -indicator(bouts, f), -touches_scored(bouts, f))
    return sorted(fencers, key=key)
T
cat > piste/seeding.py <<'T'
"""Direct-elimination tableau seeding."""


def tableau_size(n):
    size = 2
    while size < n:
        size *= 2
    return size


def first_round(ranked):
    size = tableau_size(len(ranked))
    seeds = list(range(1, size + 1))
    pairs = []
    for i in range(size // 2):
        top, bottom = seeds[i], seeds[size - 1 - i]
        a = ranked[top - 1]
        b = ranked[bottom - 1] if bottom <= len(ranked) else None
        pairs.append((a, b))
    return pairs
T
cat > piste/export.py <<'T'
import csv


def write_pool_sheet(path, fencers, bouts):
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["fencer", "V", "TS", "TR"])
        for f in fencers:
            w.writerow([f, *[0, 0, 0]])
T
printf '# piste\n\nScoring for club epee tournaments.\n' > README.md
git add -A; commit "Initial pool scoring and DE seeding"

git checkout -q -b feature/max-touches
python3 - <<'T'
import re
p = "piste/pools.py"; s = open(p).read()
s = s.replace('''def indicator(bouts, fencer):
    return touches_scored(bouts, fencer) - touches_received(bouts, fencer)''', '''MAX_POOL_TOUCHES = 5


def indicator(bouts, fencer, cap=MAX_POOL_TOUCHES):
    """Indicator with each bout capped at the pool touch limit."""
    total = 0
    for x in bouts:
        if fencer not in (x.a, x.b):
            continue
        mine, theirs = (x.score_a, x.score_b) if x.a == fencer else (x.score_b, x.score_a)
        total += min(mine, cap) - min(theirs, cap)
    return total''')
open(p, "w").write(s)
p = "piste/seeding.py"; s = open(p).read()
s = s.replace('''        b = ranked[bottom - 1] if bottom <= len(ranked) else None
        pairs.append((a, b))''', '''        b = ranked[bottom - 1] if bottom <= len(ranked) else "BYE"
        pairs.append((a, b))''')
open(p, "w").write(s)
T
git commit -q -am "Cap touches per bout in the indicator"; n=$((n+1))
python3 - <<'T'
p = "piste/export.py"; s = open(p).read()
s = s.replace('w.writerow([f, *[0, 0, 0]])', 'w.writerow([f, victories(bouts, f), touches_scored(bouts, f), touches_received(bouts, f)])')
s = s.replace("import csv\n", "import csv\n\nfrom .pools import touches_received, touches_scored, victories\n")
open(p, "w").write(s)
T
git commit -q -am "Fill the pool sheet from real bout results"

git checkout -q main
python3 - <<'T'
p = "piste/pools.py"; s = open(p).read()
s = s.replace('''def indicator(bouts, fencer):
    return touches_scored(bouts, fencer) - touches_received(bouts, fencer)''', '''def indicator(bouts, fencer, *, team=False):
    """Touches scored minus touches received; team events use 45-touch relays."""
    if team:
        return sum(_relay_margin(x, fencer) for x in bouts)
    return touches_scored(bouts, fencer) - touches_received(bouts, fencer)


def _relay_margin(bout, side):
    return (bout.score_a - bout.score_b) if bout.a == side else (bout.score_b - bout.score_a)''')
open(p, "w").write(s)
p = "piste/seeding.py"; s = open(p).read()
s = s.replace('''        b = ranked[bottom - 1] if bottom <= len(ranked) else None
        pairs.append((a, b))''', '''        b = ranked[bottom - 1] if bottom <= len(ranked) else None
        if b is None:
            a = f"{a} (bye)"
        pairs.append((a, b))''')
open(p, "w").write(s)
T
git -c user.name="Tomasz Wierzbicki" -c user.email="tomasz@piste.dev" commit -q -am "Team event indicator and bye labels"
printf '\n## Team events\n\nUse `indicator(..., team=True)` for relay pools.\n' >> README.md
git -c user.name="Tomasz Wierzbicki" -c user.email="tomasz@piste.dev" commit -q -am "Document team events"
{
  echo '$ git merge feature/max-touches; git status; git diff'
  git merge feature/max-touches 2>&1; echo "exit status: $?"
  git status 2>&1
  git diff 2>&1
} | neutral
