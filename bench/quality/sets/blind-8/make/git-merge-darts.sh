#!/bin/bash
# Darts league scorer: merging a feature branch conflicts with main; then git status and git diff.
P=${WORK:-/home/dev}/darts-league
rm -rf $P && mkdir -p $P && cd $P
export GIT_AUTHOR_NAME="Mel Ashdown" GIT_AUTHOR_EMAIL="mel@oche.example" GIT_COMMITTER_NAME="Mel Ashdown" GIT_COMMITTER_EMAIL="mel@oche.example"
git init -q -b main .
mkdir -p league tests
cat > league/scoring.py <<'PY'
CHECKOUT_MAX = 170
BOGEY_NUMBERS = {169, 168, 166, 165, 163, 162, 159}

def legal_checkout(remaining):
    return 2 <= remaining <= CHECKOUT_MAX and remaining not in BOGEY_NUMBERS

def apply_visit(remaining, scored, last_dart_double):
    left = remaining - scored
    if left < 0 or left == 1:
        return remaining          # bust
    if left == 0 and not last_dart_double:
        return remaining          # must finish on a double
    return left

def points_for_match(legs_won, legs_lost):
    if legs_won > legs_lost:
        return 2
    return 0
PY
cat > league/table.py <<'PY'
def standings(results):
    table = {}
    for home, away, hl, al in results:
        for team in (home, away):
            table.setdefault(team, {"played": 0, "points": 0, "legs_for": 0, "legs_against": 0})
        table[home]["played"] += 1
        table[away]["played"] += 1
        table[home]["legs_for"] += hl
        table[home]["legs_against"] += al
        table[away]["legs_for"] += al
        table[away]["legs_against"] += hl
    return sorted(table.items(), key=lambda kv: -kv[1]["points"])
PY
cat > README.md <<'MD'
# darts-league
Scores the Thursday pub league.
MD
git add -A && GIT_AUTHOR_DATE="2024-09-02T19:00:00" GIT_COMMITTER_DATE="2024-09-02T19:00:00" git commit -qm "Initial scorer and table"
git checkout -q -b scoring-rules
cat > league/scoring.py <<'PY'
CHECKOUT_MAX = 170
BOGEY_NUMBERS = {169, 168, 166, 165, 163, 162, 159}

def legal_checkout(remaining):
    return 2 <= remaining <= CHECKOUT_MAX and remaining not in BOGEY_NUMBERS

def apply_visit(remaining, scored, last_dart_double):
    left = remaining - scored
    if left < 0 or left == 1:
        return remaining          # bust
    if left == 0 and not last_dart_double:
        return remaining          # must finish on a double
    return left

def points_for_match(legs_won, legs_lost):
    # league rule change 2024/25: a draw is worth one point, a win three
    if legs_won > legs_lost:
        return 3
    if legs_won == legs_lost:
        return 1
    return 0
PY
git commit -qam "Three points for a win, one for a draw" --date="2024-09-05T20:10:00"
cat >> league/table.py <<'PY'

def leg_difference(row):
    return row["legs_for"] - row["legs_against"]
PY
git commit -qam "Add leg difference helper" --date="2024-09-06T09:30:00"
git checkout -q main
cat > league/scoring.py <<'PY'
CHECKOUT_MAX = 170
BOGEY_NUMBERS = {169, 168, 166, 165, 163, 162, 159}

def legal_checkout(remaining):
    return 2 <= remaining <= CHECKOUT_MAX and remaining not in BOGEY_NUMBERS

def apply_visit(remaining, scored, last_dart_double):
    left = remaining - scored
    if left < 0 or left == 1:
        return remaining          # bust
    if left == 0 and not last_dart_double:
        return remaining          # must finish on a double
    return left

def points_for_match(legs_won, legs_lost, walkover=False):
    if walkover:
        return 2 if legs_won else 0
    if legs_won > legs_lost:
        return 2
    return 0
PY
cat > league/table.py <<'PY'
def standings(results):
    table = {}
    for home, away, hl, al in results:
        for team in (home, away):
            table.setdefault(team, {"played": 0, "points": 0, "legs_for": 0, "legs_against": 0})
        table[home]["played"] += 1
        table[away]["played"] += 1
        table[home]["legs_for"] += hl
        table[home]["legs_against"] += al
        table[away]["legs_for"] += al
        table[away]["legs_against"] += hl
    return sorted(table.items(), key=lambda kv: (-kv[1]["points"], -(kv[1]["legs_for"] - kv[1]["legs_against"])))
PY
echo "Run \`python -m league\` after each match night." >> README.md
GIT_COMMITTER_DATE="2024-09-07T11:00:00" git commit -qam "Walkovers score as a win; sort ties by leg difference" --date="2024-09-07T11:00:00"
git merge scoring-rules 2>&1
echo "exit status: $?"
git status 2>&1
git diff 2>&1
