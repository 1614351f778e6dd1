#!/usr/bin/env bash
# dog-show judging tally: rebasing a feature branch onto main stops on a conflict; then git status
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/dogshow-tally"
rm -rf "$P"; mkdir -p "$P"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
export GIT_AUTHOR_NAME="Ruth Abernethy" GIT_AUTHOR_EMAIL="ruth@crufts-tally.example" GIT_COMMITTER_NAME="Ruth Abernethy" GIT_COMMITTER_EMAIL="ruth@crufts-tally.example"
export GIT_AUTHOR_DATE="2024-03-07T12:00:00" GIT_COMMITTER_DATE="2024-03-07T12:00:00"
git init -q -b main .
git config commit.gpgsign false
mkdir -p tally tests
cat > tally/scoring.py <<'EOF'
JUDGES_PER_RING = 3
MAX_POINTS = 10


def ring_score(scores):
    if len(scores) != JUDGES_PER_RING:
        raise ValueError("need one score per judge")
    return sum(scores) / len(scores)


def best_in_group(entries):
    return max(entries, key=lambda e: ring_score(e["scores"]))
EOF
cat > tally/groups.py <<'EOF'
GROUPS = ["gundog", "hound", "pastoral", "terrier", "toy", "utility", "working"]
EOF
cat > tests/test_scoring.py <<'EOF'
from tally.scoring import ring_score
def test_mean():
    assert ring_score([8, 9, 10]) == 9
EOF
git add -A && git commit -q -m "Scoring basics"
git checkout -q -b tie-breaks
cat >> tally/groups.py <<'EOF'


def group_of(breed, table):
    return table.get(breed, "unknown")
EOF
git commit -q -am "Look up the group of a breed"
cat > tally/scoring.py <<'EOF'
JUDGES_PER_RING = 3
MAX_POINTS = 10


def ring_score(scores):
    if len(scores) != JUDGES_PER_RING:
        raise ValueError("need one score per judge")
    return sum(scores) / len(scores)


def tie_break(a, b):
    """Higher score from the senior judge (first in the list) wins a tie."""
    return a if a["scores"][0] >= b["scores"][0] else b


def best_in_group(entries):
    best = None
    for e in entries:
        if best is None or ring_score(e["scores"]) > ring_score(best["scores"]):
            best = e
        elif ring_score(e["scores"]) == ring_score(best["scores"]):
            best = tie_break(best, e)
    return best
EOF
git commit -q -am "Break ties by the senior judge's score"
cat >> tests/test_scoring.py <<'EOF'

from tally.scoring import best_in_group
def test_tie_break_senior_judge():
    a = {"name": "Rex", "scores": [9, 8, 10]}
    b = {"name": "Bella", "scores": [10, 8, 9]}
    assert best_in_group([a, b])["name"] == "Bella"
EOF
git commit -q -am "Test tie-break"
git checkout -q main
cat > tally/scoring.py <<'EOF'
JUDGES_PER_RING = 5
MAX_POINTS = 10


def ring_score(scores):
    """Olympic scoring: drop the highest and lowest judge."""
    if len(scores) != JUDGES_PER_RING:
        raise ValueError(f"need {JUDGES_PER_RING} scores, got {len(scores)}")
    kept = sorted(scores)[1:-1]
    return sum(kept) / len(kept)


def best_in_group(entries):
    ranked = sorted(entries, key=lambda e: ring_score(e["scores"]), reverse=True)
    return ranked[0]
EOF
cat > tests/test_scoring.py <<'EOF'
from tally.scoring import ring_score
def test_olympic_mean():
    assert ring_score([2, 8, 9, 10, 10]) == 9
EOF
git commit -q -am "Five judges per ring with olympic scoring"
git checkout -q tie-breaks
{ git rebase main; echo "exit status: $?"; git status; git diff; } 2>&1 | tr "\r" "\n" | neut
