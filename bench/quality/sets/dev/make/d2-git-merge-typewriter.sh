#!/usr/bin/env bash
# d2-git-merge-typewriter: typewriter-repair inventory (Python); a feature branch is merged into main and conflicts in two files.
# Output is that of: git merge feature/platen-sizes; git status; git diff   (all 2>&1), with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/platen-inventory
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_AUTHOR_NAME="Maren Voss" GIT_AUTHOR_EMAIL="maren@platen.example" GIT_COMMITTER_NAME="Maren Voss" GIT_COMMITTER_EMAIL="maren@platen.example"
export GIT_AUTHOR_DATE="2024-04-02T10:00:00+02:00" GIT_COMMITTER_DATE="2024-04-02T10:00:00+02:00"
git init -q -b main .
git config core.pager cat
mkdir -p inventory
cat > inventory/parts.py <<'EOF'
"""Spare parts stocked by the repair shop."""

PARTS = {
    "RIB-NY-13": {"desc": "Nylon ribbon 13mm black/red", "qty": 42, "bin": "A1"},
    "RIB-CO-13": {"desc": "Cotton ribbon 13mm black", "qty": 18, "bin": "A1"},
    "FEET-OL": {"desc": "Rubber feet, Olympia SM set of 4", "qty": 9, "bin": "B3"},
    "DRAW-OL": {"desc": "Drawband, Olympia SM", "qty": 5, "bin": "B4"},
    "PLAT-SC": {"desc": "Platen recover, Smith-Corona", "qty": 2, "bin": "C1"},
}

REORDER_LEVEL = 5


def low_stock():
    return sorted(sku for sku, p in PARTS.items() if p["qty"] <= REORDER_LEVEL)


def take(sku, n=1):
    part = PARTS[sku]
    if part["qty"] < n:
        raise ValueError(f"only {part['qty']} of {sku} left")
    part["qty"] -= n
    return part["qty"]
EOF
cat > inventory/machines.py <<'EOF'
MODELS = {
    "olympia-sm3": {"maker": "Olympia", "year_range": (1954, 1959), "platen_mm": 235},
    "hermes-3000": {"maker": "Hermes", "year_range": (1958, 1970), "platen_mm": 240},
    "sc-silent": {"maker": "Smith-Corona", "year_range": (1940, 1957), "platen_mm": 229},
}


def platen_length(model):
    return MODELS[model]["platen_mm"]
EOF
cat > README.md <<'EOF'
# platen-inventory

Stock and model reference for the typewriter repair bench.
EOF
git add -A && git commit -q -m "Initial parts and model tables"
git checkout -q -b feature/platen-sizes
export GIT_AUTHOR_DATE="2024-04-05T14:20:00+02:00" GIT_COMMITTER_DATE="2024-04-05T14:20:00+02:00"
python3 - <<'EOF'
import re
p = "inventory/machines.py"
s = open(p).read()
s = s.replace('"platen_mm": 235}', '"platen_mm": 235, "platen_od_mm": 32.0}')
s = s.replace('"platen_mm": 240}', '"platen_mm": 240, "platen_od_mm": 33.5}')
s = s.replace('"platen_mm": 229}', '"platen_mm": 229, "platen_od_mm": 31.0}')
s = s.replace('''def platen_length(model):
    return MODELS[model]["platen_mm"]
''', '''def platen_length(model):
    return MODELS[model]["platen_mm"]


def platen_diameter(model):
    """Outer diameter of the platen, needed to order recover rubber."""
    return MODELS[model]["platen_od_mm"]
''')
open(p, "w").write(s)
p = "inventory/parts.py"
s = open(p).read()
s = s.replace('''    "PLAT-SC": {"desc": "Platen recover, Smith-Corona", "qty": 2, "bin": "C1"},''',
'''    "PLAT-SC": {"desc": "Platen recover, Smith-Corona", "qty": 2, "bin": "C1", "od_mm": 31.0},
    "PLAT-OL": {"desc": "Platen recover, Olympia SM", "qty": 1, "bin": "C1", "od_mm": 32.0},''')
s = s.replace("REORDER_LEVEL = 5", "REORDER_LEVEL = 3")
open(p, "w").write(s)
EOF
git commit -q -am "Track platen outer diameters for recover orders"
git checkout -q main
export GIT_AUTHOR_NAME="Tomasz Wrona" GIT_AUTHOR_EMAIL="tomasz@platen.example" GIT_COMMITTER_NAME="Tomasz Wrona" GIT_COMMITTER_EMAIL="tomasz@platen.example"
export GIT_AUTHOR_DATE="2024-04-06T09:05:00+02:00" GIT_COMMITTER_DATE="2024-04-06T09:05:00+02:00"
python3 - <<'EOF'
p = "inventory/parts.py"
s = open(p).read()
s = s.replace('''    "PLAT-SC": {"desc": "Platen recover, Smith-Corona", "qty": 2, "bin": "C1"},''',
'''    "PLAT-SC": {"desc": "Platen recover, Smith-Corona", "qty": 2, "bin": "C2"},
    "SPOOL-UNI": {"desc": "Universal ribbon spools, pair", "qty": 12, "bin": "A2"},''')
s = s.replace("REORDER_LEVEL = 5", "REORDER_LEVEL = 4")
open(p, "w").write(s)
p = "inventory/machines.py"
s = open(p).read()
s = s.replace('''    "sc-silent": {"maker": "Smith-Corona", "year_range": (1940, 1957), "platen_mm": 229},''',
'''    "sc-silent": {"maker": "Smith-Corona", "year_range": (1940, 1957), "platen_mm": 230},
    "olivetti-l32": {"maker": "Olivetti", "year_range": (1963, 1981), "platen_mm": 228},''')
open(p, "w").write(s)
p = "README.md"
open(p, "a").write("\nRun `python -m inventory.report` for the weekly low-stock list.\n")
EOF
git commit -q -am "Move Smith-Corona platens to bin C2, add spools and Lettera 32"
echo "scratch notes" > notes.txt
{ git merge feature/platen-sizes; git status; git diff; } 2>&1 | neutral
