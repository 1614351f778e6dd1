#!/bin/bash
# crossword-grid validator: merging a feature branch that touched the same code as main
source "$(dirname "$0")/_common.sh"
fresh crossword-validator
gitinit
mkdir -p crossword tests
cat > crossword/grid.py <<'EOF'
"""Grid model for the crossword validator."""

BLOCK = "#"


class Grid:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.size = len(rows)

    def cell(self, r, c):
        return self.rows[r][c]

    def is_block(self, r, c):
        return self.cell(r, c) == BLOCK

    def is_square(self):
        return all(len(r) == self.size for r in self.rows)

    def symmetric(self):
        n = self.size
        for r in range(n):
            for c in range(n):
                if self.is_block(r, c) != self.is_block(n - 1 - r, n - 1 - c):
                    return False
        return True
EOF
cat > crossword/rules.py <<'EOF'
"""Validation rules applied to a grid."""

from .grid import Grid

MIN_WORD = 3


def runs(line):
    out, cur = [], 0
    for ch in line:
        if ch == "#":
            if cur:
                out.append(cur)
            cur = 0
        else:
            cur += 1
    if cur:
        out.append(cur)
    return out


def short_words(grid: Grid):
    bad = []
    for i, row in enumerate(grid.rows):
        if any(n < MIN_WORD for n in runs(row)):
            bad.append(("row", i))
    for j in range(grid.size):
        col = [grid.rows[i][j] for i in range(grid.size)]
        if any(n < MIN_WORD for n in runs(col)):
            bad.append(("col", j))
    return bad


def validate(grid: Grid):
    errors = []
    if not grid.is_square():
        errors.append("grid is not square")
    if not grid.symmetric():
        errors.append("grid is not rotationally symmetric")
    for kind, idx in short_words(grid):
        errors.append(f"{kind} {idx} has a word shorter than {MIN_WORD}")
    return errors
EOF
cat > crossword/cli.py <<'EOF'
import sys

from .grid import Grid
from .rules import validate


def main(argv=None):
    argv = argv or sys.argv[1:]
    with open(argv[0]) as fh:
        rows = [line.rstrip("\n") for line in fh if line.strip()]
    errors = validate(Grid(rows))
    for e in errors:
        print("error:", e)
    return 1 if errors else 0
EOF
cat > tests/test_rules.py <<'EOF'
from crossword.grid import Grid
from crossword.rules import runs, validate


def test_runs():
    assert runs("abc#de#fghi") == [3, 2, 4]


def test_valid_grid():
    g = Grid(["abc", "def", "ghi"])
    assert validate(g) == []
EOF
cat > README.md <<'EOF'
# crossword-validator

Checks a crossword grid file: square, symmetric, no words shorter than three letters.
EOF
git add -A && gc "2024-03-02T10:00:00" "Mira Holt" "Initial grid model and rules"
git checkout -q -b feature/connectivity
python3 - <<'EOF'
import re
p = "crossword/rules.py"
s = open(p).read()
s = s.replace('MIN_WORD = 3\n', 'MIN_WORD = 3\nALLOW_TWO_LETTER = False\n')
s = s.replace('''def validate(grid: Grid):
    errors = []
    if not grid.is_square():
        errors.append("grid is not square")''', '''def connected(grid: Grid):
    """All white cells must form one orthogonally connected region."""
    n = grid.size
    whites = [(r, c) for r in range(n) for c in range(n) if not grid.is_block(r, c)]
    if not whites:
        return True
    seen, stack = set(), [whites[0]]
    while stack:
        r, c = stack.pop()
        if (r, c) in seen:
            continue
        seen.add((r, c))
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < n and 0 <= cc < n and not grid.is_block(rr, cc):
                stack.append((rr, cc))
    return len(seen) == len(whites)


def validate(grid: Grid):
    errors = []
    if not grid.is_square():
        errors.append("grid is not square")
        return errors''')
s = s.replace('''        errors.append(f"{kind} {idx} has a word shorter than {MIN_WORD}")
    return errors''', '''        errors.append(f"{kind} {idx} has a word shorter than {MIN_WORD}")
    if not connected(grid):
        errors.append("white cells are not all connected")
    return errors''')
open(p, "w").write(s)
p = "tests/test_rules.py"
open(p, "a").write('''

def test_disconnected():
    g = Grid(["ab#", "###", "#cd"])
    assert "white cells are not all connected" in validate(g)
''')
p = "README.md"
open(p, "a").write("\nAlso checks that all white cells are connected.\n")
EOF
gc "2024-03-05T15:20:00" "Jonas Ek" "Add connectivity rule"
git checkout -q main
python3 - <<'EOF'
p = "crossword/rules.py"
s = open(p).read()
s = s.replace('MIN_WORD = 3\n', 'MIN_WORD = 3\nMAX_BLOCK_RATIO = 0.18\n')
s = s.replace('''def validate(grid: Grid):
    errors = []
    if not grid.is_square():
        errors.append("grid is not square")''', '''def block_ratio(grid: Grid):
    n = grid.size
    blocks = sum(grid.is_block(r, c) for r in range(n) for c in range(n))
    return blocks / (n * n)


def validate(grid: Grid):
    errors = []
    if not grid.is_square():
        errors.append("grid is not square")
    if block_ratio(grid) > MAX_BLOCK_RATIO:
        errors.append(f"too many blocks ({block_ratio(grid):.0%})")''')
s = s.replace('''        errors.append(f"{kind} {idx} has a word shorter than {MIN_WORD}")
    return errors''', '''        errors.append(f"{kind} {idx} has a word shorter than {MIN_WORD}")
    return sorted(errors)''')
open(p, "w").write(s)
p = "crossword/cli.py"
s = open(p).read()
s = s.replace('print("error:", e)', 'print("error:", e, file=sys.stderr)')
open(p, "w").write(s)
p = "README.md"
open(p, "a").write("\nGrids with more than 18% blocks are rejected.\n")
EOF
gc "2024-03-06T09:45:00" "Mira Holt" "Reject grids with too many blocks; errors to stderr"
{
  echo '$ git merge feature/connectivity'
  git merge feature/connectivity 2>&1
  echo
  echo '$ git status'
  git status 2>&1
  echo
  echo '$ git diff'
  git --no-pager diff 2>&1
} | neut > "$OUTDIR/git-merge-crossword.txt"
