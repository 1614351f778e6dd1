#!/bin/bash
# board-game rules engine: git status in a messy working tree mid-refactor
source "$(dirname "$0")/_common.sh"
fresh boardgame-rules
gitinit
mkdir -p engine/rules engine/pieces tests assets/boards docs scripts
for f in engine/__init__.py engine/board.py engine/turn.py engine/rules/__init__.py engine/rules/movement.py \
         engine/rules/capture.py engine/rules/victory.py engine/pieces/__init__.py engine/pieces/pawn.py \
         engine/pieces/knight.py engine/pieces/tower.py engine/serialize.py tests/test_board.py \
         tests/test_movement.py tests/test_capture.py tests/test_victory.py docs/rules.md scripts/replay.py \
         assets/boards/standard.json assets/boards/small.json README.md; do
  echo "# $f" > "$f"
done
cat > .gitignore <<'EOF'
__pycache__/
*.pyc
.venv/
EOF
git add -A && gc "2024-07-01T10:00:00" "Noor Haddad" "Rules engine skeleton"
git checkout -q -b refactor/move-generation
# staged: modifications, a rename, a new file, a deletion
echo "def legal_moves(board, piece): ..." >> engine/rules/movement.py
git mv engine/pieces/tower.py engine/pieces/rook.py
echo "class MoveGenerator: ..." > engine/rules/generator.py
git rm -q scripts/replay.py
git add engine/rules/movement.py engine/rules/generator.py
# modified after staging (both staged and unstaged changes)
echo "# TODO cache moves" >> engine/rules/movement.py
# unstaged modifications
echo "def apply(move): ..." >> engine/turn.py
echo "def captured(board, square): ..." >> engine/rules/capture.py
echo "def test_capture_en_passant(): ..." >> tests/test_capture.py
echo '{"size": 6}' > assets/boards/small.json
# deleted but not staged
rm engine/serialize.py
rm docs/rules.md
# untracked
echo "def test_generator(): ..." > tests/test_generator.py
mkdir -p engine/rules/variants
echo "# hex variant" > engine/rules/variants/hex.py
echo "# hex board" > engine/rules/variants/__init__.py
echo '{"size": 11, "shape": "hex"}' > assets/boards/hex.json
echo "notes" > NOTES.txt
echo "profile dump" > profile.out
mkdir -p engine/__pycache__ && echo x > engine/__pycache__/board.cpython-311.pyc
{
  echo '$ git status'
  git status 2>&1
  echo
  echo '$ git diff --stat'
  git --no-pager diff --stat 2>&1
  echo
  echo '$ git diff --cached --stat'
  git --no-pager diff --cached --stat 2>&1
} | neut > "$OUTDIR/git-status-boardgame.txt"
