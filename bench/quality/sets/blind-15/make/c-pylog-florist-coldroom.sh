#!/usr/bin/env bash
# c-pylog-florist-coldroom: a day of log output from a small Python service
# that polls florist cold-room temperature probes and uploads batches (python
# logging, simulated clock, one probe failure with a traceback in the middle).
# Usage: WORK=<scratch dir> bash c-pylog-florist-coldroom.sh > ../outputs/c-pylog-florist-coldroom.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/bloomchill
rm -rf "$P"; mkdir -p "$P/bloomchill"; cd "$P"
neutral() {
  local py; py=$(python3 -c 'import sys;print(sys.base_prefix)')
  sed -e "s#${py}/lib/python3\.11#/usr/lib/python3.11#g" -e "s#${py}/bin#/usr/bin#g" \
      -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
touch bloomchill/__init__.py
cat > bloomchill/probes.py <<'T'
import random


class ProbeTimeout(Exception):
    pass


class Probe:
    def __init__(self, ident, room, base, rng):
        self.ident, self.room, self.base, self.rng = ident, room, base, rng
        self.drift = 0.0
        self.dead_from = None

    def read(self, tick):
        if self.dead_from is not None and tick >= self.dead_from:
            raise ProbeTimeout(f"no answer from {self.ident} on modbus unit {sum(map(ord, self.ident)) % 7 + 1}")
        return round(self.base + self.drift + self.rng.gauss(0, 0.15), 2)
T
cat > bloomchill/service.py <<'T'
import logging
import os
import random
import time

from .probes import Probe, ProbeTimeout

START = time.mktime((2026, 2, 9, 6, 0, 0, 0, 0, -1))
CLOCK = {"t": START}


class SimClock(logging.Filter):
    def filter(self, record):
        record.created = CLOCK["t"]
        record.msecs = (CLOCK["t"] % 1) * 1000
        return True


log = logging.getLogger("bloomchill")
up = logging.getLogger("bloomchill.upload")


def build(rng):
    probes = []
    for room, base in [("roses-A", 4.6), ("roses-B", 5.1), ("tulips", 4.2), ("peonies", 4.9), ("foliage", 5.4)]:
        for pos in ("top", "bottom"):
            probes.append(Probe(f"{room}/{pos}", room, base + (0.4 if pos == "top" else 0), rng))
    return probes


def upload(batch, rng, attempt):
    if attempt == 0 and rng.random() < 0.06:
        raise ConnectionError("HTTP 503 from ingest.bloomchill.internal")
    return round(0.18 + rng.random() * 0.5 + len(batch) / 900, 2)


def run():
    rng = random.Random(2026)
    probes = build(rng)
    probes[7].dead_from = 171          # peonies/bottom
    door = {"roses-B": range(310, 322)}
    excursion = {}
    batch = []
    log.info("bloomchill 2.3.1 starting: %d probes, poll every 120 s, alarm above 8.0 C", len(probes))
    for tick in range(0, 360):
        CLOCK["t"] = START + tick * 120
        for p in probes:
            if p.room in door and tick in door[p.room]:
                p.drift = min(p.drift + 0.55, 6.0)
            elif p.drift > 0:
                p.drift = max(0.0, p.drift - 0.8)
            try:
                value = p.read(tick)
            except ProbeTimeout as exc:
                if tick == p.dead_from:
                    log.exception("probe %s failed", p.ident)
                elif tick % 30 == 0:
                    log.error("probe %s still not answering (since tick %d)", p.ident, p.dead_from)
                continue
            batch.append((p.ident, value))
            if value > 8.0 and p.ident not in excursion:
                excursion[p.ident] = CLOCK["t"]
                log.warning("ALARM %s at %.2f C (limit 8.0)", p.ident, value)
            elif value <= 8.0 and p.ident in excursion:
                mins = (CLOCK["t"] - excursion.pop(p.ident)) / 60
                log.warning("cleared %s at %.2f C after %.0f min above limit", p.ident, value, mins)
            log.debug("read %s %.2f", p.ident, value)
        if tick % 5 == 4:
            for attempt in range(3):
                try:
                    secs = upload(batch, rng, attempt)
                    up.info("uploaded %d readings in %.2fs (attempt %d)", len(batch), secs, attempt + 1)
                    break
                except ConnectionError as exc:
                    up.warning("upload failed: %s; retrying in %d s", exc, 2 ** attempt * 5)
            batch = []
        if tick % 30 == 0:
            log.info("heartbeat: %d probes ok, %d in alarm", sum(1 for p in probes if p.dead_from is None or tick < p.dead_from), len(excursion))
    log.info("shutting down after %d polls", 360)
T
cat > run.py <<'T'
import logging
import os
import sys

from bloomchill.service import SimClock, run

handler = logging.StreamHandler(sys.stdout)
handler.addFilter(SimClock())
handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
root = logging.getLogger()
root.addHandler(handler)
root.setLevel(os.environ.get("LOGLEVEL", "INFO"))
run()
T
{
  echo '$ LOGLEVEL=DEBUG python run.py'
  TZ=UTC LOGLEVEL=DEBUG python3 run.py 2>&1; echo "exit status: $?"
} | neutral
