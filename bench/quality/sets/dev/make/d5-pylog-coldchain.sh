#!/usr/bin/env bash
# d5: replay of a day of refrigerated-truck telemetry (cold-chain monitor), Python logging
# at INFO, temperature-excursion warnings, one logged exception, a failing summary.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/coldchain-monitor
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
rm -rf "$P"; mkdir -p "$P/coldchain" "$P/data"; cd "$P"

cat > coldchain/__init__.py <<'EOF'
EOF

cat > coldchain/profiles.py <<'EOF'
PROFILES = {
    "frozen":  {"min": -25.0, "max": -18.0, "grace_min": 10},
    "chilled": {"min": 0.0, "max": 4.0, "grace_min": 20},
    "pharma":  {"min": 2.0, "max": 8.0, "grace_min": 5},
    "produce": {"min": 4.0, "max": 10.0, "grace_min": 45},
}


def limits(cargo):
    p = PROFILES[cargo]
    return p["min"], p["max"], p["grace_min"]
EOF

cat > coldchain/sensors.py <<'EOF'
import struct


class SensorFrameError(ValueError):
    pass


def decode_frame(raw: bytes):
    """Frame: 2-byte probe id, int16 centi-degrees, uint8 door state, uint8 battery %."""
    if len(raw) != 6:
        raise SensorFrameError(f"frame length {len(raw)}, expected 6")
    probe, centi, door, batt = struct.unpack(">HhBB", raw)
    if batt > 100:
        raise SensorFrameError(f"battery byte {batt} out of range")
    return {"probe": probe, "temp_c": centi / 100.0, "door_open": bool(door), "battery": batt}
EOF

cat > coldchain/replay.py <<'EOF'
import argparse
import logging
import random
import sys
import time
from datetime import datetime, timedelta

from .profiles import limits
from .sensors import decode_frame, SensorFrameError

log = logging.getLogger("coldchain")
SIM = {"now": datetime(2024, 6, 14, 4, 0, 0)}


class SimFormatter(logging.Formatter):
    def formatTime(self, record, datefmt=None):
        return SIM["now"].strftime("%Y-%m-%d %H:%M:%S")


TRUCKS = [
    ("TRK-0412", "frozen", "Leeds DC -> Harrogate stores"),
    ("TRK-0417", "chilled", "Leeds DC -> York dairy run"),
    ("TRK-0420", "pharma", "Wakefield hub -> St James's pharmacy"),
    ("TRK-0433", "produce", "Hull port -> Leeds DC"),
    ("TRK-0438", "chilled", "Bradford DC -> Skipton"),
    ("TRK-0441", "frozen", "Leeds DC -> Ripon"),
]


def frame(rng, cargo, step, truck):
    lo, hi, _ = limits(cargo)
    t = rng.uniform(lo + 0.2, hi - 0.2)
    door = 0
    if truck == "TRK-0433" and 96 <= step <= 128:
        t = hi + 1.5 + (step - 96) * 0.12   # reefer unit struggling on the A63
    if truck == "TRK-0420" and step in (150, 151):
        door = 1
    batt = 100 - step // 4
    if truck == "TRK-0438" and step == 133:
        return b"\x01\x9a\x01\x2c\x00\xff"   # corrupt battery byte from probe firmware 2.1
    return (7 + TRUCKS.index(next(x for x in TRUCKS if x[0] == truck))).to_bytes(2, "big") + \
        int(round(t * 100)).to_bytes(2, "big", signed=True) + bytes([door, max(batt, 0)])


def check(truck, cargo, reading, state):
    lo, hi, grace = limits(cargo)
    t = reading["temp_c"]
    if lo <= t <= hi:
        if state.get("since"):
            mins = int((SIM["now"] - state["since"]).total_seconds() // 60)
            log.info("%s back in range at %.2fC after %d min excursion", truck, t, mins)
        state["since"] = None
        return
    if not state.get("since"):
        state["since"] = SIM["now"]
        log.warning("%s excursion started: %.2fC outside %s range %.1f..%.1f", truck, t, cargo, lo, hi)
        return
    mins = (SIM["now"] - state["since"]).total_seconds() / 60
    if mins > grace and not state.get("quarantined"):
        state["quarantined"] = True
        log.error("%s QUARANTINE: %s cargo above limit for %.0f min (grace %d min), peak %.2fC",
                  truck, cargo, mins, grace, t)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--day", required=True)
    ap.add_argument("--steps", type=int, default=240)
    args = ap.parse_args(argv)
    h = logging.StreamHandler(sys.stdout)
    h.setFormatter(SimFormatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.INFO, handlers=[h])
    log.info("replaying %s: %d trucks, %d steps of 2 min", args.day, len(TRUCKS), args.steps)
    for truck, cargo, route in TRUCKS:
        log.info("%s cargo=%s route=%s", truck, cargo, route)
    rng = random.Random(20240614)
    states = {t[0]: {} for t in TRUCKS}
    bad_frames = 0
    started = time.perf_counter()
    for step in range(args.steps):
        for truck, cargo, _ in TRUCKS:
            raw = frame(rng, cargo, step, truck)
            try:
                reading = decode_frame(raw)
            except SensorFrameError:
                bad_frames += 1
                log.exception("%s: dropping frame %s at step %d", truck, raw.hex(), step)
                continue
            if reading["door_open"]:
                log.warning("%s door opened at %.2fC (probe %d)", truck, reading["temp_c"], reading["probe"])
            log.info("%s probe=%d temp=%.2fC battery=%d%%", truck, reading["probe"], reading["temp_c"], reading["battery"])
            check(truck, cargo, reading, states[truck])
        SIM["now"] += timedelta(minutes=2)
        if step % 60 == 59:
            log.info("checkpoint: step %d/%d written to data/replay-%s.parquet", step + 1, args.steps, args.day)
    quarantined = [t for t, s in states.items() if s.get("quarantined")]
    log.info("replay finished in %.2fs: %d readings, %d bad frames, quarantined=%s",
             time.perf_counter() - started, args.steps * len(TRUCKS) - bad_frames, bad_frames, quarantined)
    return 2 if quarantined else 0


if __name__ == "__main__":
    sys.exit(main())
EOF

CMD="python -m coldchain.replay --day 2024-06-14 --steps 420"
echo "\$ $CMD"
python3 -m coldchain.replay --day 2024-06-14 --steps 420 2>&1 \
  | sed -e "s#$WORK/#/home/dev/#g" -e "s#$PYPREFIX/bin/#/usr/bin/#g" -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" \
        -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
echo "exit status: ${PIPESTATUS[0]}"
