#!/usr/bin/env bash
# recipekit (see _git-repo.sh): merging feature/imperial-units into main conflicts in two files;
# the command also shows `git diff` of the conflicted tree.
NAME=git-merge-conflict; . "$(dirname "$0")/_lib.sh"; setup_project recipekit
. "$SET_DIR/make/_git-repo.sh"
export GIT_AUTHOR_NAME="Jonah Webb" GIT_AUTHOR_EMAIL=jonah.webb@recipekit.dev
export GIT_COMMITTER_NAME="Jonah Webb" GIT_COMMITTER_EMAIL=jonah.webb@recipekit.dev
export GIT_AUTHOR_DATE="2024-03-01T10:00:00 +0100" GIT_COMMITTER_DATE="2024-03-01T10:00:00 +0100"
python3 - <<'EOF'
s = open("CHANGELOG.md").read()
open("CHANGELOG.md", "w").write(s.replace("# Changelog\n\n", "# Changelog\n\n## Unreleased\n\n- cup is now the US customary cup (236.6 ml)\n- pantry-aware shopping list\n\n", 1))
EOF
git commit -qam "Changelog for unreleased changes"
git checkout -q -b feature/imperial-units "$(git log --format=%H --grep='^Release 0.3.0$')"
export GIT_AUTHOR_DATE="2024-02-27T15:30:00 +0100" GIT_COMMITTER_DATE="2024-02-27T15:30:00 +0100"
python3 - <<'EOF'
s = open("recipekit/units.py").read()
s = s.replace('    "cup": 240.0,\n    "cups": 240.0,\n', '    "cup": 250.0,  # metric cup (AU/NZ/CA); US cup is "uscup"\n    "cups": 250.0,\n    "uscup": 236.6,\n')
s = s.replace('    "floz": 29.57,\n', '    "floz": 29.57,\n    "pint": 568.3,  # imperial pint\n    "uspint": 473.2,\n')
open("recipekit/units.py", "w").write(s)
s = open("CHANGELOG.md").read()
open("CHANGELOG.md", "w").write(s.replace("# Changelog\n\n", "# Changelog\n\n## Unreleased\n\n- metric cup (250 ml) by default, `uscup` for 236.6 ml\n- imperial and US pints\n\n", 1))
s = open("README.md").read()
open("README.md", "w").write(s + "\n## Units\n\nCups are metric (250 ml) unless you write `uscup`.\n")
EOF
git commit -qam "Metric cup by default, add pints"
export GIT_AUTHOR_DATE="2024-02-28T09:10:00 +0100" GIT_COMMITTER_DATE="2024-02-28T09:10:00 +0100"
cat >> tests/test_units.py <<'EOF'


def test_pint_to_ml():
    assert convert(1, "pint", "ml") == 568.3
EOF
git commit -qam "Test imperial pint"
git checkout -q main
capture "git merge feature/imperial-units; git diff"
