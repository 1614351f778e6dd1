#!/usr/bin/env bash
# recipekit (see _git-repo.sh): rebasing fix/quantity-ranges (3 commits, branched before the
# unicode-fraction change) onto main stops on a conflict; the command also runs `git status` and `git diff`.
NAME=git-rebase-failed; . "$(dirname "$0")/_lib.sh"; setup_project recipekit
. "$SET_DIR/make/_git-repo.sh"
export GIT_AUTHOR_NAME="Lars Eklund" GIT_AUTHOR_EMAIL=lars.eklund@recipekit.dev
export GIT_COMMITTER_NAME="Lars Eklund" GIT_COMMITTER_EMAIL=lars.eklund@recipekit.dev
git checkout -q -b fix/quantity-ranges "$(git log --format=%H --grep='^Document --metric$')"
export GIT_AUTHOR_DATE="2024-02-22T11:00:00 +0100" GIT_COMMITTER_DATE="2024-02-22T11:00:00 +0100"
cat > tests/test_ranges.py <<'EOF'
from fractions import Fraction
from recipekit.parse import parse_line


def test_range_takes_upper_bound():
    assert parse_line("2-3 tbsp honey") == (Fraction(3), "tbsp", "honey")


def test_range_with_fractions():
    assert parse_line("1/2-3/4 cup oats") == (Fraction(3, 4), "cup", "oats")
EOF
git add tests/test_ranges.py
git commit -qm "Failing tests for quantity ranges like 2-3 tbsp"
export GIT_AUTHOR_DATE="2024-02-22T14:25:00 +0100" GIT_COMMITTER_DATE="2024-02-22T14:25:00 +0100"
python3 - <<'EOF'
s = open("recipekit/parse.py").read()
s = s.replace('LINE = re.compile(r"^(?P<qty>[\\d/ .]+)', 'LINE = re.compile(r"^(?P<qty>[\\d/ .-]+)')
s = s.replace('''def parse_qty(text):
    total = Fraction(0)
''', '''def parse_qty(text):
    if "-" in text:
        # "2-3" means up to 3: plan for the upper bound
        text = text.split("-")[-1]
    total = Fraction(0)
''')
open("recipekit/parse.py", "w").write(s)
EOF
git commit -qam "Parse quantity ranges, taking the upper bound"
export GIT_AUTHOR_DATE="2024-02-22T14:40:00 +0100" GIT_COMMITTER_DATE="2024-02-22T14:40:00 +0100"
cat >> docs/usage.md <<'EOF'

Ranges such as `2-3 tbsp` are scaled from their upper bound.
EOF
git commit -qam "Document quantity ranges"
unset GIT_AUTHOR_DATE GIT_COMMITTER_DATE
export GIT_COMMITTER_DATE="2024-03-02T09:00:00 +0100"
capture "git rebase main; git status; git diff"
