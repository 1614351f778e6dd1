#!/usr/bin/env bash
# recipekit (see _git-repo.sh) cloned from a bare "origin": the local branch and origin/main have
# diverged, and the work tree has staged, unstaged, renamed, deleted and untracked changes.
NAME=git-status-messy; . "$(dirname "$0")/_lib.sh"; setup_project recipekit-origin recipekit-origin
. "$SET_DIR/make/_git-repo.sh"
ORIGIN="$W"
cd "$BASE"; rm -rf recipekit-bare recipekit
git clone -q --bare "$ORIGIN" recipekit-bare
git clone -q recipekit-bare recipekit
# someone else pushes two commits to origin
cd "$ORIGIN"
git remote add origin "$BASE/recipekit-bare"
export GIT_AUTHOR_NAME="Ifeoma Nwosu" GIT_AUTHOR_EMAIL=ife@recipekit.dev GIT_COMMITTER_NAME="Ifeoma Nwosu" GIT_COMMITTER_EMAIL=ife@recipekit.dev
echo '- fix: "1/2 - 3/4 cup" no longer parsed as negative' >> CHANGELOG.md; git commit -qam "Changelog entry for range fix"
echo 'Pantry files are JSON: {"flour": [500, "g"]}' >> docs/usage.md; git commit -qam "Document pantry file format"
git push -q origin main
# our clone: one local commit, then a work tree in the middle of a refactor
W="$BASE/recipekit"; NEUTRAL=/home/dev/recipekit; cd "$W"
export GIT_AUTHOR_NAME="Jonah Webb" GIT_AUTHOR_EMAIL=jonah.webb@recipekit.dev GIT_COMMITTER_NAME="Jonah Webb" GIT_COMMITTER_EMAIL=jonah.webb@recipekit.dev
sed -i 's/def main(argv=None):/def main(argv: list[str] | None = None) -> int:/' recipekit/cli.py
git commit -qam "Type hints for cli.main"
git fetch -q origin
git mv recipekit/aliases.py recipekit/unit_aliases.py
sed -i 's/from .aliases import canonical/from .unit_aliases import canonical/' recipekit/parse.py
git add recipekit/parse.py
mkdir -p recipekit/io
cat > recipekit/io/__init__.py <<'EOF'
EOF
cat > recipekit/io/pantry_file.py <<'EOF'
import json


def load_pantry(path):
    with open(path) as f:
        return {k: tuple(v) for k, v in json.load(f).items()}
EOF
git add recipekit/io
sed -i 's/version = "0.3.0"/version = "0.4.0.dev0"/' pyproject.toml
git add pyproject.toml
echo '    "pinch": 0.3,' > /dev/null
sed -i 's/    "tsp": 5.0,/    "tsp": 5.0,\n    "pinch": 0.3,/' recipekit/units.py
sed -i 's/"--metric", action="store_true"/"--metric", action="store_true", default=False/' recipekit/cli.py
sed -i 's/version = "0.4.0.dev0"/version = "0.4.0.dev1"/' pyproject.toml
git rm -q --cached tests/test_aliases.py
sed -i 's/from recipekit.aliases import canonical/from recipekit.unit_aliases import canonical/' tests/test_aliases.py
mv tests/test_aliases.py tests/test_unit_aliases.py
rm examples/shortbread.txt
echo "2 cups flour" >> examples/pancakes.txt
mkdir -p scratch .venv/bin
echo "print('debug')" > scratch/try_pantry.py
echo "{}" > scratch/pantry.json
echo "#!/bin/sh" > .venv/bin/activate
echo "flour 1kg" > pantry-notes.txt
echo "x" > recipekit/units.py.orig
capture "git status"
