#!/usr/bin/env bash
# Toy project "catalog-sync": imports a supplier CSV into SQLite with logging; a duplicate SKU
# raises a chained exception and the failure report cannot be written. Runs `python -m catalog_sync ...`.
# Usage: WORKDIR=<scratch dir> bash make/python-catalog-sync.sh > outputs/python-catalog-sync.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/catalog-sync"
PYLIB=$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')
neutral() { sed -e "s#$P#/home/dev/catalog-sync#g" -e "s#$PYLIB#/usr/lib/python3.11#g" -e "s#$HOME/.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/catalog_sync" "$P/data"; cd "$P"

cat > catalog_sync/__init__.py <<'EOF'
EOF

cat > catalog_sync/db.py <<'EOF'
import logging
import sqlite3

log = logging.getLogger("catalog_sync.db")

SCHEMA = """
CREATE TABLE IF NOT EXISTS products (
    sku TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    stock INTEGER NOT NULL DEFAULT 0,
    supplier TEXT NOT NULL
);
"""


def connect(path):
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    log.debug("opened %s", path)
    return conn


def insert_product(conn, row):
    conn.execute(
        "INSERT INTO products (sku, title, price_cents, stock, supplier) VALUES (?, ?, ?, ?, ?)",
        (row["sku"], row["title"], row["price_cents"], row["stock"], row["supplier"]),
    )
EOF

cat > catalog_sync/importer.py <<'EOF'
import csv
import logging
import sqlite3
from decimal import Decimal

from . import db

log = logging.getLogger("catalog_sync.importer")


class SyncError(Exception):
    pass


def parse_row(raw):
    return {
        "sku": raw["SKU"].strip().upper(),
        "title": raw["Title"].strip(),
        "price_cents": int(Decimal(raw["Price"]) * 100),
        "stock": int(raw["Stock"] or 0),
        "supplier": raw["Supplier"].strip(),
    }


def import_file(conn, path):
    with open(path, newline="") as fh:
        for lineno, raw in enumerate(csv.DictReader(fh), start=2):
            row = parse_row(raw)
            try:
                db.insert_product(conn, row)
            except sqlite3.IntegrityError as exc:
                raise SyncError(f"{path}:{lineno}: cannot insert SKU {row['sku']!r}") from exc
            log.info("imported %s %-28s %7.2f stock=%d", row["sku"], row["title"][:28],
                     row["price_cents"] / 100, row["stock"])
    conn.commit()
EOF

cat > catalog_sync/__main__.py <<'EOF'
import argparse
import json
import logging
import time

from . import db
from .importer import import_file, SyncError

log = logging.getLogger("catalog_sync")


def write_report(path, payload):
    with open(path, "w") as fh:
        json.dump(payload, fh, indent=2)


def main():
    ap = argparse.ArgumentParser(prog="catalog_sync")
    ap.add_argument("--db", required=True)
    ap.add_argument("--report", default="reports/last-failure.json")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
    conn = db.connect(args.db)
    started = time.time()
    for f in args.files:
        log.info("importing %s", f)
        try:
            import_file(conn, f)
        except SyncError as exc:
            conn.rollback()
            log.error("import of %s aborted, rolled back", f)
            write_report(args.report, {"file": f, "error": str(exc), "cause": repr(exc.__cause__)})
            raise
        log.info("finished %s", f)
    log.info("done in %.2fs", time.time() - started)


if __name__ == "__main__":
    main()
EOF

python3 - <<'EOF'
import csv, random
random.seed(7)
adj = ["Compact", "Wireless", "Ergonomic", "Heavy-duty", "Slim", "Backlit", "Foldable", "Magnetic", "Solar", "Quiet"]
noun = ["Keyboard", "Mouse", "Desk Lamp", "Cable Tray", "Monitor Arm", "USB Hub", "Headset Stand", "Footrest", "Webcam Cover", "Laptop Riser"]
suppliers = ["Nordhaus GmbH", "Pacific Office Co", "Larkfield Supply"]
for name, start, n in [("acme-2024-05.csv", 1, 60), ("larkfield-2024-05.csv", 100, 140)]:
    with open("data/" + name, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["SKU", "Title", "Price", "Stock", "Supplier"])
        rows = []
        for i in range(n):
            sku = f"kb-{start + i:04d}"
            rows.append([sku, f"{random.choice(adj)} {random.choice(noun)}", f"{random.uniform(3, 180):.2f}",
                         str(random.randint(0, 400)), random.choice(suppliers)])
        if name.startswith("larkfield"):
            rows.insert(117, ["KB-0193 ", "Slim Keyboard (refurb)", "24.00", "12", "Larkfield Supply"])
        w.writerows(rows)
EOF

python3 -m catalog_sync --db data/catalog.sqlite data/acme-2024-05.csv data/larkfield-2024-05.csv 2>&1 | neutral
