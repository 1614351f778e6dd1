#!/usr/bin/env bash
# d14a: an asyncio storm-drain telemetry poller (Python 3.11 TaskGroup) with
# logging: hours of readings, a thread that dies in the archive writer, and a
# TaskGroup that fails with an ExceptionGroup holding a chained error.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/stormdrain
rm -rf "$P"; mkdir -p "$P/drainwatch"; cd "$P"
PYBASE=$(python3 -c 'import sys;print(sys.base_prefix)')

cat > drainwatch/__init__.py <<'EOF'
EOF
cat > drainwatch/sensors.py <<'EOF'
import struct


class FrameError(Exception):
    pass


class GaugeOffline(Exception):
    pass


def decode_frame(raw: bytes):
    """Ultrasonic level gauge frame: id (H), level mm (H), flow l/s *10 (H), checksum (B)."""
    if len(raw) != 7:
        raise FrameError(f"frame length {len(raw)}, expected 7")
    gid, level, flow10, csum = struct.unpack(">HHHB", raw)
    if sum(raw[:6]) % 256 != csum:
        raise FrameError(f"checksum mismatch on gauge {gid}: got {csum}, computed {sum(raw[:6]) % 256}")
    return gid, level, flow10 / 10


def make_frame(gid, level, flow, corrupt=False):
    body = struct.pack(">HHH", gid, level, int(flow * 10))
    csum = sum(body) % 256
    if corrupt:
        csum = (csum + 17) % 256
    return body + bytes([csum])
EOF
cat > drainwatch/archive.py <<'EOF'
import logging
import threading
import queue

log = logging.getLogger("drainwatch.archive")


class ArchiveWriter(threading.Thread):
    def __init__(self, q):
        super().__init__(name="archive-writer", daemon=True)
        self.q = q
        self.rows = 0

    def run(self):
        while True:
            row = self.q.get()
            if row is None:
                return
            gid, minute, level, flow = row
            self.rows += 1
            if self.rows % 400 == 0:
                log.info("archived %d rows (last: gauge %d minute %d)", self.rows, gid, minute)
            if minute == 210 and gid == 17:
                # partition file for the new day cannot be opened
                raise PermissionError(13, "Permission denied", f"/var/lib/drainwatch/archive/2025-11-03/gauge-{gid:03d}.parquet")
EOF
cat > drainwatch/poller.py <<'EOF'
import asyncio
import datetime as dt
import logging
import queue
import random
import sys

from .sensors import decode_frame, make_frame, FrameError, GaugeOffline
from .archive import ArchiveWriter

START = dt.datetime(2025, 11, 2, 21, 0, 0)
SIM = {"minute": 0}


class SimFormatter(logging.Formatter):
    def formatTime(self, record, datefmt=None):
        t = START + dt.timedelta(minutes=SIM["minute"], seconds=record.relativeCreated % 60)
        return t.strftime("%H:%M:%S")


handler = logging.StreamHandler(sys.stdout)
handler.setFormatter(SimFormatter("%(asctime)s %(levelname)s %(name)s %(threadName)s: %(message)s"))
logging.basicConfig(level=logging.INFO, handlers=[handler])
log = logging.getLogger("drainwatch.poller")

GAUGES = {g: f"{street} outfall" for g, street in enumerate(
    ["Mill Race", "Tanyard Lane", "Cooper St", "Fleet Ditch", "Quayside", "Bridewell", "Ropery Row",
     "Salthouse", "Kiln Yard", "Abbey Culvert", "Hythe", "Watergate", "Dyers Brook", "Chandler St",
     "Lock Cut", "Tenter Ground", "Gasworks Rd", "Ferry Slip"], start=1)}
OVERFLOW_MM = 1450


async def poll_gauge(gid, rnd, archive_q, stats):
    level = rnd.randint(300, 600)
    for minute in range(0, 240, 3):
        await asyncio.sleep(0.002)
        SIM["minute"] = minute
        rain = 30 if 90 <= minute <= 150 else -10
        level = max(200, level + rain + rnd.randint(-25, 25) + (gid == 9) * 12)
        flow = round(level * 0.08 + rnd.random(), 1)
        corrupt = (gid == 4 and minute == 138)
        raw = make_frame(gid, level, flow, corrupt=corrupt)
        try:
            g, lvl, fl = decode_frame(raw)
        except FrameError as exc:
            log.warning("gauge %02d %s: dropped frame at +%d min: %s", gid, GAUGES[gid], minute, exc)
            stats["dropped"] += 1
            continue
        if gid == 12 and minute == 231:
            try:
                raise ConnectionResetError(104, "Connection reset by peer")
            except ConnectionResetError as exc:
                raise GaugeOffline(f"gauge 12 ({GAUGES[12]}) stopped answering on modbus 10.40.7.12:502") from exc
        archive_q.put((gid, minute, lvl, fl))
        if lvl >= OVERFLOW_MM:
            log.error("gauge %02d %s: level %d mm over overflow mark %d mm (flow %.1f l/s)", gid, GAUGES[gid], lvl, OVERFLOW_MM, fl)
        elif lvl >= OVERFLOW_MM - 250:
            log.warning("gauge %02d %s: level %d mm within 250 mm of overflow", gid, GAUGES[gid], lvl)
        else:
            log.info("gauge %02d %s: level %d mm flow %.1f l/s", gid, GAUGES[gid], lvl, fl)


async def main():
    rnd = random.Random(2211)
    archive_q = queue.Queue()
    writer = ArchiveWriter(archive_q)
    writer.start()
    stats = {"dropped": 0}
    log.info("drainwatch 2.7.1 starting: %d gauges, overflow mark %d mm", len(GAUGES), OVERFLOW_MM)
    try:
        async with asyncio.TaskGroup() as tg:
            for gid in GAUGES:
                tg.create_task(poll_gauge(gid, random.Random(rnd.random()), archive_q, stats), name=f"gauge-{gid:02d}")
    finally:
        log.info("poll loop ended: %d frames dropped, archive writer alive=%s", stats["dropped"], writer.is_alive())


if __name__ == "__main__":
    asyncio.run(main())
EOF

neutral() {
  sed -e "s#$PYBASE/lib/python3.11/site-packages#/usr/lib/python3/dist-packages#g" \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*m//g'
}

{
  echo "\$ python -m drainwatch.poller"
  timeout 120 python3 -m drainwatch.poller 2>&1
  echo "exit status: $?"
} | head -c 3000000 | neutral
