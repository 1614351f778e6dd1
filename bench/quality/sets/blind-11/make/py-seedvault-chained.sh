#!/usr/bin/env bash
# A seed-bank accession importer crashing with chained exceptions ("direct cause" and
# "during handling"). Output: outputs/py-seedvault-chained.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/seedvault
rm -rf "$P"; mkdir -p "$P/seedvault" "$P/data"; cd "$P"

cat > seedvault/__init__.py <<'X'
X
cat > seedvault/errors.py <<'X'
class AccessionError(Exception):
    def __init__(self, row, msg):
        super().__init__(f"row {row}: {msg}")
        self.row = row
X
cat > seedvault/viability.py <<'X'
from datetime import date


def germination_rate(sown, sprouted):
    return sprouted / sown


def years_in_storage(banked_on, today=date(2024, 11, 5)):
    y, m, d = (int(p) for p in banked_on.split("-"))
    return (today - date(y, m, d)).days / 365.25
X
cat > seedvault/audit.py <<'X'
import json


class AuditLog:
    def __init__(self, path):
        self.path = path
        self.fh = None

    def record(self, event, **fields):
        self.fh.write(json.dumps({"event": event, **fields}) + "\n")
X
cat > seedvault/importer.py <<'X'
import csv

from .errors import AccessionError
from .viability import germination_rate, years_in_storage
from .audit import AuditLog


def parse_row(n, row):
    try:
        rate = germination_rate(int(row["sown"]), int(row["sprouted"]))
        age = years_in_storage(row["banked_on"])
    except (ValueError, ZeroDivisionError) as exc:
        raise AccessionError(n, f"bad viability data for {row['accession']}") from exc
    return {"accession": row["accession"], "taxon": row["taxon"], "rate": rate, "age": age}


def import_file(path, audit):
    out = []
    with open(path, newline="") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            try:
                out.append(parse_row(n, row))
            except AccessionError as err:
                audit.record("rejected", row=err.row, reason=str(err))
                raise
    return out
X
cat > seedvault/cli.py <<'X'
import sys

from .audit import AuditLog
from .importer import import_file


def main(argv):
    audit = AuditLog("audit.jsonl")
    rows = import_file(argv[1], audit)
    for r in rows:
        print(f"{r['accession']:<10} {r['taxon']:<28} {r['rate']:.0%} {r['age']:.1f}y")


if __name__ == "__main__":
    main(sys.argv)
X
cat > data/batch-2024-11.csv <<'X'
accession,taxon,banked_on,sown,sprouted
SV-10231,Hordeum vulgare,2009-06-14,50,46
SV-10232,Triticum monococcum,2011-03-02,50,41
SV-10233,Vicia faba,2015-09-30,25,22
SV-10234,Lens culinaris,2018-01-17,0,0
SV-10235,Cicer arietinum,2019-07-08,40,33
X

PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
neutral() {
  sed -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX#/usr#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$WORK#/home/dev#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo "$ python -m seedvault.cli data/batch-2024-11.csv"
  python3 -m seedvault.cli data/batch-2024-11.csv 2>&1
  echo "exit status: $?"
} | neutral
