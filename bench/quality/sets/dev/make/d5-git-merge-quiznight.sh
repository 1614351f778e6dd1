#!/usr/bin/env bash
# d5: git merge of a pub-quiz scoring branch into main with content and rename/delete
# conflicts, followed by git status and git diff, as an agent would run them.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/quiznight
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config user.name "Priya Nair"; git config user.email "priya@quiznight.dev"; git config commit.gpgsign false
export GIT_AUTHOR_DATE="2024-04-02T19:30:00+01:00" GIT_COMMITTER_DATE="2024-04-02T19:30:00+01:00"
mkdir -p quiz tests
cat > quiz/scoring.py <<'EOF'
"""Scoring for Thursday quiz night at the Fox & Lantern."""

ROUND_POINTS = {"general": 1, "picture": 1, "music": 2, "jackpot": 5}
JOKER_MULTIPLIER = 2


def round_score(kind, correct, joker=False):
    pts = ROUND_POINTS[kind] * correct
    if joker:
        pts *= JOKER_MULTIPLIER
    return pts


def team_total(rounds):
    return sum(round_score(r["kind"], r["correct"], r.get("joker", False)) for r in rounds)


def tie_break(teams, answer, guesses):
    """Closest guess to the tie-break number wins."""
    return min(teams, key=lambda t: abs(guesses[t] - answer))
EOF
cat > quiz/leaderboard.py <<'EOF'
from .scoring import team_total


def leaderboard(teams):
    rows = [(name, team_total(rounds)) for name, rounds in teams.items()]
    rows.sort(key=lambda r: -r[1])
    return rows


def format_board(rows):
    return "\n".join(f"{i + 1:>2}. {name:<24} {score:>3}" for i, (name, score) in enumerate(rows))
EOF
cat > quiz/picture_round.py <<'EOF'
def load_pictures(path):
    with open(path) as f:
        return [line.strip() for line in f if line.strip()]
EOF
cat > tests/test_scoring.py <<'EOF'
from quiz.scoring import round_score

def test_music_double():
    assert round_score("music", 3) == 6
EOF
git add -A; git commit -q -m "Quiz night scoring v1"

git checkout -q -b scoring-rework
export GIT_AUTHOR_DATE="2024-04-05T21:10:00+01:00" GIT_COMMITTER_DATE="2024-04-05T21:10:00+01:00"
python3 - <<'EOF'
p = "quiz/scoring.py"
s = open(p).read()
s = s.replace('ROUND_POINTS = {"general": 1, "picture": 1, "music": 2, "jackpot": 5}\nJOKER_MULTIPLIER = 2',
              'ROUND_POINTS = {"general": 1, "picture": 1, "music": 2, "jackpot": 5, "anagram": 2}\nJOKER_MULTIPLIER = 2\nMAX_JOKERS_PER_NIGHT = 1')
s = s.replace('''    pts = ROUND_POINTS[kind] * correct
    if joker:
        pts *= JOKER_MULTIPLIER
    return pts''', '''    pts = ROUND_POINTS[kind] * correct
    if joker and kind != "jackpot":
        pts *= JOKER_MULTIPLIER
    return pts''')
s = s.replace('''    return min(teams, key=lambda t: abs(guesses[t] - answer))''', '''    ranked = sorted(teams, key=lambda t: (abs(guesses[t] - answer), guesses[t] > answer))
    return ranked[0]''')
open(p, "w").write(s)
EOF
git mv quiz/picture_round.py quiz/rounds_picture.py
git commit -q -am "Rework scoring: anagram round, no joker on jackpot, tie-break prefers under-guess"

git checkout -q main
export GIT_AUTHOR_DATE="2024-04-06T10:02:00+01:00" GIT_COMMITTER_DATE="2024-04-06T10:02:00+01:00"
python3 - <<'EOF'
p = "quiz/scoring.py"
s = open(p).read()
s = s.replace('JOKER_MULTIPLIER = 2', 'JOKER_MULTIPLIER = 3  # landlord wants bigger swings')
s = s.replace('''    pts = ROUND_POINTS[kind] * correct
    if joker:
        pts *= JOKER_MULTIPLIER
    return pts''', '''    if correct < 0:
        raise ValueError("correct answers cannot be negative")
    pts = ROUND_POINTS[kind] * correct
    if joker:
        pts *= JOKER_MULTIPLIER
    return pts''')
s = s.replace('''    return min(teams, key=lambda t: abs(guesses[t] - answer))''', '''    best = min(abs(guesses[t] - answer) for t in teams)
    tied = [t for t in teams if abs(guesses[t] - answer) == best]
    return tied[0] if len(tied) == 1 else None  # sudden-death question''')
open(p, "w").write(s)
EOF
git rm -q quiz/picture_round.py
git commit -q -am "Triple joker, reject negative scores, sudden death on exact tie; drop picture round loader"

CMD="git merge scoring-rework; git status; git diff"
echo "\$ $CMD"
{ git merge scoring-rework; echo "[merge exit $?]"; git status; git --no-pager diff; } 2>&1 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
