#!/usr/bin/env bash
# A pawnshop loan-ledger import script crashing with chained exceptions (cause + during handling).
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/pawnledger
fresh "$P"
mkdir -p pawnledger data
touch pawnledger/__init__.py
cat > data/tickets.csv <<'CSV'
ticket,item,principal,rate_pct,pledged_on,term_days
PT-1001,gold ring 18ct,120.00,4.5,2024-03-02,30
PT-1002,electric guitar,240.00,4.0,2024-03-04,60
PT-1003,laptop,310.00,5.0,2024-03-09,30
PT-1004,camera body,175.50,4.5,2024-03-11,45
PT-1005,watch (steel),90.00,four,2024-03-12,30
PT-1006,drill set,60.00,5.0,2024-03-15,30
CSV
cat > pawnledger/money.py <<'PY'
from decimal import Decimal, InvalidOperation


class TicketError(Exception):
    pass


def parse_rate(raw: str) -> Decimal:
    try:
        return Decimal(raw)
    except InvalidOperation as exc:
        raise TicketError(f"monthly rate {raw!r} is not a number") from exc


def redemption_amount(principal: Decimal, rate: Decimal, term_days: int) -> Decimal:
    months = max(1, -(-term_days // 30))
    return (principal * (1 + rate / 100 * months)).quantize(Decimal("0.01"))
PY
cat > pawnledger/ledger.py <<'PY'
import csv
import json
from decimal import Decimal
from .money import parse_rate, redemption_amount, TicketError


class Ledger:
    def __init__(self, path):
        self.path = path
        self.rows = []

    def load(self, csv_path):
        with open(csv_path, newline="") as fh:
            for line_no, row in enumerate(csv.DictReader(fh), start=2):
                self.rows.append(self._ticket(row, line_no))
        return self

    def _ticket(self, row, line_no):
        try:
            rate = parse_rate(row["rate_pct"])
        except TicketError as exc:
            raise ValueError(f"tickets.csv line {line_no}: ticket {row['ticket']} rejected") from exc
        principal = Decimal(row["principal"])
        return {
            "ticket": row["ticket"], "item": row["item"],
            "due": str(redemption_amount(principal, rate, int(row["term_days"]))),
        }

    def save(self):
        with open(self.path, "w") as fh:
            json.dump(self.rows, fh, indent=1)
PY
cat > import_tickets.py <<'PY'
import logging
import sys
from pawnledger.ledger import Ledger

log = logging.getLogger("import")


def main(argv):
    ledger = Ledger("out/ledger.json")
    try:
        ledger.load(argv[1])
    except ValueError:
        log.error("import failed, writing partial ledger of %d tickets", len(ledger.rows))
        ledger.save()
        raise
    ledger.save()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    main(sys.argv)
PY
run "python import_tickets.py data/tickets.csv" | neutralise
