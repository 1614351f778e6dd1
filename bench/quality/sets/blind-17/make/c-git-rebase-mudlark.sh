#!/usr/bin/env bash
# git rebase of a topic branch onto main in a mudlarking-finds catalogue: stops on a conflict in the 3rd commit.
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/mudlark
fresh "$P"
gitinit
mkdir -p finds
cat > finds/periods.py <<'PY'
PERIODS = [
    ("roman", -43, 410),
    ("saxon", 410, 1066),
    ("medieval", 1066, 1485),
    ("tudor", 1485, 1603),
    ("stuart", 1603, 1714),
    ("georgian", 1714, 1837),
    ("victorian", 1837, 1901),
]


def period_of(year):
    for name, start, end in PERIODS:
        if start <= year < end:
            return name
    return "modern"
PY
cat > finds/catalogue.py <<'PY'
import csv

FIELDS = ["find_id", "foreshore", "material", "object", "year_est"]


def read(path):
    with open(path) as fh:
        return list(csv.DictReader(fh))


def by_material(rows):
    out = {}
    for r in rows:
        out.setdefault(r["material"], []).append(r["find_id"])
    return out
PY
git add -A && git commit -qm "Finds catalogue and period table"
git checkout -qb topic/pla-export
cat >> finds/catalogue.py <<'PY'


def pla_record(row):
    """Row formatted for the Portable Antiquities Scheme export."""
    return {"id": row["find_id"], "findspot": row["foreshore"], "objecttype": row["object"].upper()}
PY
git commit -qam "Add PAS export record"
sed -i 's/FIELDS = \["find_id", "foreshore", "material", "object", "year_est"\]/FIELDS = ["find_id", "foreshore", "grid_ref", "material", "object", "year_est"]/' finds/catalogue.py
git commit -qam "Catalogue: keep the OS grid reference of each find"
python3 - <<'PY'
p = "finds/periods.py"
s = open(p).read().replace('    ("victorian", 1837, 1901),\n', '    ("victorian", 1837, 1901),\n    ("edwardian", 1901, 1914),\n')
open(p, "w").write(s)
PY
git commit -qam "Periods: add Edwardian"
echo "# PAS export: run finds.catalogue.pla_record on each row" > EXPORT.md
git add EXPORT.md && git commit -qm "Document PAS export"
git checkout -q main
python3 - <<'PY'
p = "finds/periods.py"
s = open(p).read().replace('    ("victorian", 1837, 1901),\n', '    ("victorian", 1837, 1901),\n    ("edwardian", 1901, 1910),\n    ("george-v", 1910, 1936),\n')
open(p, "w").write(s)
PY
git commit -qam "Periods: split early 20th century by reign"
sed -i 's/"object", "year_est"\]/"object", "year_est", "finder"]/' finds/catalogue.py
git commit -qam "Catalogue: record the finder"
git checkout -q topic/pla-export
{ run "git rebase main"; run "git status"; run "git diff"; } | neutralise
