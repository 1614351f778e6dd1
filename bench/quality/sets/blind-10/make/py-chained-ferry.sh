#!/usr/bin/env bash
# A ferry-fare CLI that dies with chained exceptions (direct cause + "during handling").
set -u
WORK=${WORK:-/home/dev}
P=$WORK/ferryfare
neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$HOME/.pyenv/versions/3.11.7/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*[mK]//g'
}
rm -rf "$P"; mkdir -p "$P/ferryfare" "$P/data"; cd "$P"
cat > data/fares-2024.csv <<'EOF'
route,vehicle,season,fare_eur
ULL-SKY,car,peak,48.50
ULL-SKY,car,off,39.00
ULL-SKY,foot,peak,7.20
ULL-SKY,foot,off,6.10
SKY-RAA,van,peak,72.00
SKY-RAA,van,off,61.5O
SKY-RAA,foot,peak,5.40
EOF
cat > ferryfare/__init__.py <<'EOF'
EOF
cat > ferryfare/money.py <<'EOF'
from decimal import Decimal, InvalidOperation


class FareFormatError(ValueError):
    def __init__(self, raw, lineno):
        super().__init__(f"bad fare {raw!r} on line {lineno}")
        self.raw = raw
        self.lineno = lineno


def parse_eur(raw: str, lineno: int) -> Decimal:
    try:
        return Decimal(raw).quantize(Decimal("0.01"))
    except InvalidOperation as exc:
        raise FareFormatError(raw, lineno) from exc
EOF
cat > ferryfare/tariff.py <<'EOF'
import csv
import logging
from pathlib import Path
from .money import parse_eur

log = logging.getLogger("ferryfare.tariff")


class Tariff:
    def __init__(self, rows):
        self.rows = rows

    @classmethod
    def load(cls, path: Path):
        rows = {}
        with path.open(newline="") as fh:
            reader = csv.DictReader(fh)
            for lineno, rec in enumerate(reader, start=2):
                key = (rec["route"], rec["vehicle"], rec["season"])
                rows[key] = parse_eur(rec["fare_eur"], lineno)
        return cls(rows)

    def quote(self, route, vehicle, season):
        return self.rows[(route, vehicle, season)]
EOF
cat > ferryfare/cli.py <<'EOF'
import argparse
import sys
from pathlib import Path
from .tariff import Tariff
from .money import FareFormatError


class TariffUnavailable(RuntimeError):
    pass


def open_tariff(year: int) -> Tariff:
    path = Path("data") / f"fares-{year}.csv"
    try:
        return Tariff.load(path)
    except FareFormatError as exc:
        report = {"file": str(path), "line": exc.lineno, "value": exc.raw}
        sys.stderr.write("tariff rejected: %(file)s:%(line)d %(value)s\n" % report)
        raise TariffUnavailable(f"no usable tariff for {year}") from exc


def main(argv=None):
    ap = argparse.ArgumentParser(prog="ferryfare")
    ap.add_argument("route")
    ap.add_argument("vehicle")
    ap.add_argument("--season", default="peak")
    ap.add_argument("--year", type=int, default=2024)
    args = ap.parse_args(argv)
    try:
        tariff = open_tariff(args.year)
    except TariffUnavailable:
        fallback = open_tariff(args.year - 1)
        tariff = fallback
    print(tariff.quote(args.route, args.vehicle, args.season))


if __name__ == "__main__":
    main()
EOF
{
  echo '$ python -m ferryfare.cli SKY-RAA van --season off'
  python -m ferryfare.cli SKY-RAA van --season off 2>&1
  echo "exit status: $?"
} | neutral
