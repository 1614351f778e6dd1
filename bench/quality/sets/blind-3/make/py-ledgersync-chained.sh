#!/usr/bin/env bash
# Nightly bank-export importer: log lines, then a chained exception (cause + during-handling).
set -u
NAME=py-ledgersync-chained; PROJ=ledgersync
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
PYSTD="$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')"
PYPFX="$(python3 -c 'import sys;print(sys.prefix)')"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$PYSTD#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p ledgersync exports
cat > ledgersync/__init__.py <<'EOF'
EOF
cat > ledgersync/rows.py <<'EOF'
import csv
import logging
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

log = logging.getLogger("ledgersync.rows")


class RowError(Exception):
    def __init__(self, path, lineno, msg):
        super().__init__(f"{path}:{lineno}: {msg}")
        self.path, self.lineno = path, lineno


@dataclass
class Entry:
    account: str
    booked: date
    amount: Decimal
    memo: str


def parse_amount(text: str) -> Decimal:
    # exports use "1.234,56" (de) or "1,234.56" (en)
    t = text.strip().replace("\u00a0", "")
    if "," in t and t.rfind(",") > t.rfind("."):
        t = t.replace(".", "").replace(",", ".")
    else:
        t = t.replace(",", "")
    return Decimal(t)


def read_export(path, account):
    with open(path, newline="", encoding="utf-8") as fh:
        for lineno, row in enumerate(csv.DictReader(fh, delimiter=";"), start=2):
            try:
                amount = parse_amount(row["Betrag"])
            except InvalidOperation as exc:
                raise RowError(path, lineno, f"bad amount {row['Betrag']!r}") from exc
            booked = datetime.strptime(row["Buchungstag"], "%d.%m.%Y").date()
            yield Entry(account, booked, amount, row["Verwendungszweck"])
EOF
cat > ledgersync/quarantine.py <<'EOF'
import json
import logging
import os

log = logging.getLogger("ledgersync.quarantine")
QUARANTINE_DIR = os.environ.get("LEDGERSYNC_QUARANTINE", "var/quarantine")


def park(path, error):
    target = os.path.join(QUARANTINE_DIR, os.path.basename(path) + ".json")
    log.warning("parking %s in %s", path, target)
    with open(target, "w", encoding="utf-8") as fh:
        json.dump({"source": str(path), "error": str(error), "cause": repr(error.__cause__)}, fh)
EOF
cat > ledgersync/main.py <<'EOF'
import logging
import sys
from pathlib import Path

from .quarantine import park
from .rows import RowError, read_export

log = logging.getLogger("ledgersync")


def sync(export_dir: Path):
    total = 0
    for path in sorted(export_dir.glob("*.csv")):
        account = path.stem.split("_")[0]
        log.info("reading %s (account %s)", path.name, account)
        n = 0
        try:
            for entry in read_export(path, account):
                n += 1
                log.debug("  %s %s %10s  %s", entry.account, entry.booked, entry.amount, entry.memo[:30])
        except RowError as err:
            log.error("import of %s failed: %s", path.name, err)
            park(path, err)
            continue
        log.info("imported %d entries from %s", n, path.name)
        total += n
    log.info("done: %d entries", total)


if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                        datefmt="%H:%M:%S")
    sync(Path(sys.argv[1]))
EOF
python3 - <<'EOF'
import random
random.seed(7)
memos = ["Miete Maerz", "REWE Markt 3341", "Stadtwerke Abschlag", "Gehalt", "Amazon Mktp DE", "Kita Beitrag",
         "Tankstelle Aral", "Spotify AB", "Versicherung HUK", "Apotheke am Markt", "DB Fernverkehr", "Bauhaus"]
def write(name, n, bad_at=None):
    with open(f"exports/{name}", "w", encoding="utf-8") as fh:
        fh.write("Buchungstag;Betrag;Verwendungszweck\n")
        for i in range(n):
            d = f"{1 + i % 28:02d}.03.2024"
            amt = f"{random.choice(['-', ''])}{random.randint(1, 2400)},{random.randint(0, 99):02d}"
            if i == bad_at:
                amt = "-1.234,5O"
            fh.write(f"{d};{amt};{random.choice(memos)}\n")
write("DE11girokonto_2024-03.csv", 41)
write("DE22tagesgeld_2024-03.csv", 6)
write("DE33kreditkarte_2024-03.csv", 57, bad_at=37)
write("DE44depot_2024-03.csv", 12)
EOF
( python3 -m ledgersync.main exports 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
