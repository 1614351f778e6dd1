#!/bin/bash
# python script of a toy lido cafe stock importer crashing with a chained exception (raise ... from ...)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/lido-cafe-stock; rm -rf "$P"; mkdir -p "$P/stock" "$P/data"; cd "$P"
cat > data/deliveries.csv <<'CSV'
supplier,item,qty,unit,unit_price
Harbour Dairy,whole milk,24,l,1.05
Harbour Dairy,oat milk,12,l,1.90
Sunny Bakes,croissant,60,pc,0.55
Sunny Bakes,sourdough loaf,8,pc,3.10
Coast Ices,vanilla tub,6,tub,14.00
Coast Ices,lemon sorbet,six,tub,15.50
Beanline,espresso beans,5,kg,21.00
CSV
cat > stock/__init__.py <<'PY'
PY
cat > stock/parse.py <<'PY'
import csv
from decimal import Decimal

class DeliveryRowError(Exception):
    pass

def parse_row(lineno, row):
    try:
        qty = int(row["qty"])
        price = Decimal(row["unit_price"])
    except ValueError as exc:
        raise DeliveryRowError(f"line {lineno}: bad quantity {row['qty']!r} for {row['item']}") from exc
    return {"supplier": row["supplier"], "item": row["item"], "qty": qty, "unit": row["unit"], "price": price}

def read_deliveries(path):
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            yield parse_row(lineno, row)
PY
cat > stock/ledger.py <<'PY'
import logging
from .parse import read_deliveries, DeliveryRowError

log = logging.getLogger("stock.ledger")

class ImportAborted(RuntimeError):
    pass

class Ledger:
    def __init__(self):
        self.lines = []
    def total(self):
        return sum(l["qty"] * l["price"] for l in self.lines)
    def load(self, path):
        try:
            for rec in read_deliveries(path):
                self.lines.append(rec)
        except DeliveryRowError as exc:
            self.lines.clear()
            raise ImportAborted(f"import of {path} aborted after {len(self.lines)} rows") from exc
PY
cat > import_deliveries.py <<'PY'
import sys
from stock.ledger import Ledger

def main(argv):
    ledger = Ledger()
    for path in argv[1:]:
        ledger.load(path)
    print(f"{len(ledger.lines)} delivery lines, total {ledger.total():.2f} EUR")

if __name__ == "__main__":
    main(sys.argv)
PY
run c-py-lidocafe-chained python3 import_deliveries.py data/deliveries.csv
