#!/usr/bin/env bash
# A cask-inventory import script for a cooperage crashes with chained exceptions
# ("During handling..." and "The above exception was the direct cause...").
# Output: outputs/py-cooperage-chained.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/caskledger
rm -rf "$P"; mkdir -p "$P/caskledger" "$P/data"
cat > "$P/caskledger/__init__.py" <<'T'
T
cat > "$P/caskledger/units.py" <<'T'
LITRES_PER = {"l": 1.0, "gal": 4.54609, "usgal": 3.78541}


def to_litres(text: str) -> float:
    value, unit = text.strip().split(" ", 1)
    return float(value) * LITRES_PER[unit.lower()]
T
cat > "$P/caskledger/model.py" <<'T'
from dataclasses import dataclass
from datetime import date

from .units import to_litres

CASK_TYPES = {"barrique": 225, "hogshead": 250, "puncheon": 500, "butt": 500, "quarter": 125}


class LedgerError(Exception):
    pass


@dataclass
class Cask:
    number: str
    kind: str
    filled: date
    volume_l: float
    oak: str

    @property
    def nominal_l(self) -> int:
        return CASK_TYPES[self.kind]


def parse_row(row: dict) -> Cask:
    try:
        volume = to_litres(row["volume"])
    except (ValueError, KeyError) as exc:
        raise LedgerError(f"cask {row.get('cask')}: bad volume {row.get('volume')!r}") from exc
    cask = Cask(row["cask"], row["type"], date.fromisoformat(row["filled"]), volume, row["oak"])
    if cask.volume_l > cask.nominal_l * 1.02:
        raise LedgerError(f"cask {cask.number}: {cask.volume_l:.1f} l exceeds nominal {cask.nominal_l} l")
    return cask
T
cat > "$P/caskledger/importer.py" <<'T'
import csv
import logging
import sys

from .model import LedgerError, parse_row

log = logging.getLogger("caskledger.import")


class ImportFailed(RuntimeError):
    pass


def load(path: str) -> list:
    casks = []
    with open(path, newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                casks.append(parse_row(row))
            except LedgerError:
                log.warning("line %d rejected, trying legacy columns", lineno)
                legacy = {**row, "volume": row["vol_gal"] + " gal"}
                casks.append(parse_row(legacy))
    return casks


def main(argv: list) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                        datefmt="%H:%M:%S")
    path = argv[1]
    log.info("importing %s", path)
    try:
        casks = load(path)
    except Exception as exc:
        raise ImportFailed(f"import of {path} aborted") from exc
    log.info("imported %d casks, %.0f litres", len(casks), sum(c.volume_l for c in casks))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
T
cat > "$P/data/warehouse7.csv" <<'T'
cask,type,filled,volume,oak
W7-0001,barrique,2019-03-14,224 l,french
W7-0002,hogshead,2019-03-14,248 l,american
W7-0003,puncheon,2020-11-02,110 gal,spanish
W7-0004,butt,2018-06-30,495 l,spanish
W7-0005,quarter,2021-01-19,27.5 gal,american
W7-0006,hogshead,2021-01-19,251 litres,american
W7-0007,barrique,2022-05-05,223 l,french
T
cd "$P" && {
  capture python -m caskledger.importer data/warehouse7.csv
} 2>&1 | neutral | sed -E 's/^[0-9]{2}:[0-9]{2}:[0-9]{2} /09:41:07 /' > "$SETDIR/outputs/py-cooperage-chained.txt"
