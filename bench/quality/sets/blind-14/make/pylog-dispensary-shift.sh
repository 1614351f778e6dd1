#!/usr/bin/env bash
# A hospital pharmacy dispensing-robot shift replay (Python, logging to stderr): ~4500 log lines,
# one order failing with a traceback, a low-stock warning, and timed reconciliation steps.
# Output: outputs/pylog-dispensary-shift.txt
set -u
. "$(dirname "$0")/_lib-d.sh"
P=$WORK/pillrobot
rm -rf "$P"; mkdir -p "$P/pillrobot"
cat > "$P/pillrobot/__init__.py" <<'T'
T
cat > "$P/pillrobot/stock.py" <<'T'
import logging

log = logging.getLogger("pillrobot.stock")

FORMULARY = {
    "5012345000017": ("amoxicillin 500mg caps", 21),
    "5012345000024": ("paracetamol 500mg tabs", 32),
    "5012345000031": ("ramipril 5mg caps", 28),
    "5012345000048": ("metformin 500mg tabs", 56),
    "5012345000055": ("atorvastatin 20mg tabs", 28),
    "5012345000062": ("omeprazole 20mg caps", 28),
    "5012345000079": ("sertraline 50mg tabs", 28),
    "5012345000086": ("apixaban 5mg tabs", 56),
    "5012345000093": ("levothyroxine 50mcg tabs", 28),
    "5012345000109": ("salbutamol 100mcg inhaler", 1),
}


class BarcodeMismatch(Exception):
    pass


class Stock:
    def __init__(self):
        self.packs = {code: 300 for code in FORMULARY}
        self.packs["5012345000086"] = 215
        self.reorder_level = 20

    def pick(self, code: str, packs: int, expected: str) -> None:
        name, _ = FORMULARY[code]
        if name != expected:
            raise BarcodeMismatch(f"scanned {code} ({name}) but order line says {expected!r}")
        if self.packs[code] < packs:
            raise RuntimeError(f"out of stock: {name}")
        before = self.packs[code]
        self.packs[code] -= packs
        if before > self.reorder_level >= self.packs[code]:
            log.warning("low stock: %s has %d packs left (reorder level %d)", name, self.packs[code], self.reorder_level)
T
cat > "$P/pillrobot/shift.py" <<'T'
import logging
import random
import sys
import time

from .stock import FORMULARY, BarcodeMismatch, Stock

log = logging.getLogger("pillrobot.shift")
robot = logging.getLogger("pillrobot.arm")

WARDS = ["AMU", "Ward 3", "Ward 7", "Ward 12", "Cardiology", "Respiratory", "Elderly Care", "Surgical 2"]


class FakeClock:
    """Replays a shift at a fixed start time so the log is reproducible."""
    def __init__(self, start: float):
        self.t = start

    def advance(self, seconds: float) -> None:
        self.t += seconds

    def now(self) -> float:
        return self.t


def main() -> int:
    rng = random.Random(1907)
    clock = FakeClock(1718262000.0)  # 2024-06-13 07:00 UTC
    logging.Formatter.converter = time.gmtime
    fmt = logging.Formatter("%(asctime)s %(levelname)-7s %(name)-17s %(message)s", "%Y-%m-%d %H:%M:%S")
    h = logging.StreamHandler(sys.stderr)
    h.setFormatter(fmt)
    root = logging.getLogger()
    root.addHandler(h)
    root.setLevel(logging.DEBUG)
    orig = logging.LogRecord.__init__

    def patched(self, *a, **k):
        orig(self, *a, **k)
        self.created = clock.now()
        self.msecs = 0
    logging.LogRecord.__init__ = patched

    stock = Stock()
    codes = list(FORMULARY)
    log.info("shift start: robot PR-2 online, %d lines in formulary, %d wards", len(codes), len(WARDS))
    failed = 0
    order_no = 24000
    for batch in range(1, 61):
        log.info("batch %02d: pulling orders from EPMA queue", batch)
        n = 18 + rng.randint(0, 12)
        for _ in range(n):
            order_no += 1
            ward = rng.choice(WARDS)
            code = rng.choice(codes)
            name = FORMULARY[code][0]
            packs = rng.randint(1, 2)
            clock.advance(rng.uniform(9, 40))
            robot.debug("order %d: move to shelf %s-%02d", order_no, code[-3:], rng.randint(1, 40))
            expected = name
            if order_no == 24811:
                expected = "amlodipine 5mg tabs"
            try:
                stock.pick(code, packs, expected)
            except BarcodeMismatch:
                failed += 1
                log.exception("order %d for %s rejected, pack returned to shelf", order_no, ward)
                continue
            robot.debug("order %d: gripper closed, scan ok", order_no)
            log.info("order %d dispensed: %d x %s -> %s", order_no, packs, name, ward)
        clock.advance(rng.uniform(60, 240))
        if batch % 10 == 0:
            start = clock.now()
            log.info("reconciliation: counting shelves against stock ledger")
            clock.advance(1412.0 if batch == 40 else rng.uniform(40, 90))
            log.info("reconciliation finished in %.1f s, 0 discrepancies", clock.now() - start)
    log.info("shift end: %d orders, %d rejected", order_no - 24000, failed)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
T
cd "$P" && {
  capture python -m pillrobot.shift
} 2>&1 | neutral > "$SETDIR/outputs/pylog-dispensary-shift.txt"
