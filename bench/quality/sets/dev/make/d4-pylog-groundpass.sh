#!/usr/bin/env bash
# Amateur satellite ground-station scheduler (Python, logging to stderr with a simulated clock):
# works through nine days of weather-satellite passes (about 3,000 log lines: scheduling, antenna
# slews, AOS/LOS, frame sync, archive uploads). One pass never gets frame sync (low SNR and
# interference) and is discarded; one archive upload hits connection resets and is retried with
# exponential backoff until the fifth attempt succeeds; summary line at the end.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/groundpass
rm -rf "$P"; mkdir -p "$P/groundpass"; cd "$P"

cat > groundpass/__init__.py <<'EOF'
EOF

cat > groundpass/clock.py <<'EOF'
from datetime import datetime, timedelta


class SimClock:
    """Simulated wall clock; log records are stamped with it."""

    def __init__(self, start):
        self.now = start

    def advance(self, seconds):
        self.now += timedelta(seconds=seconds)
        return self.now
EOF

cat > groundpass/archive.py <<'EOF'
import logging

log = logging.getLogger("groundpass.archive")


class ArchiveClient:
    def __init__(self, clock, flaky_passes):
        self.clock = clock
        self.flaky = dict(flaky_passes)  # pass id -> number of failures before success

    def upload(self, pass_id, nbytes):
        left = self.flaky.get(pass_id, 0)
        if left:
            self.flaky[pass_id] = left - 1
            self.clock.advance(30.0)
            raise ConnectionResetError(104, "Connection reset by peer")
        self.clock.advance(0.4 + nbytes / 25e6)
        return "s3://wx-archive/%s/%s.cadu" % (self.clock.now.strftime("%Y/%m/%d"), pass_id)


def upload_with_retry(client, pass_id, nbytes, attempts=6, base_delay=2.0):
    for attempt in range(1, attempts + 1):
        try:
            url = client.upload(pass_id, nbytes)
        except OSError as exc:
            if attempt == attempts:
                log.error("pass %s: upload failed after %d attempts: %s", pass_id, attempt, exc)
                raise
            delay = base_delay * 2 ** (attempt - 1)
            log.warning("pass %s: upload attempt %d/%d failed (%s); retrying in %.0f s",
                        pass_id, attempt, attempts, exc, delay)
            client.clock.advance(delay)
            continue
        if attempt > 1:
            log.info("pass %s: upload succeeded on attempt %d", pass_id, attempt)
        return url
EOF

cat > groundpass/run.py <<'EOF'
import logging
import random
import sys
from datetime import datetime, timedelta

from .archive import ArchiveClient, upload_with_retry
from .clock import SimClock

SATS = [("NOAA-15", 137.620, "APT"), ("NOAA-18", 137.9125, "APT"), ("NOAA-19", 137.100, "APT"),
        ("METEOR-M2-3", 137.900, "LRPT"), ("METEOR-M2-4", 137.900, "LRPT")]

clock = SimClock(datetime(2024, 9, 3, 0, 0, 0))


class SimTime(logging.Filter):
    def filter(self, record):
        record.created = clock.now.timestamp()
        record.msecs = clock.now.microsecond // 1000
        return True


def setup_logging():
    h = logging.StreamHandler(sys.stderr)
    h.addFilter(SimTime())
    h.setFormatter(logging.Formatter("%(asctime)s.%(msecs)03d %(levelname)-7s %(name)s: %(message)s",
                                     "%Y-%m-%d %H:%M:%S"))
    root = logging.getLogger()
    root.addHandler(h)
    root.setLevel(logging.INFO)


def main():
    setup_logging()
    log = logging.getLogger("groundpass.scheduler")
    rx = logging.getLogger("groundpass.receiver")
    rot = logging.getLogger("groundpass.rotator")
    rnd = random.Random(20240903)
    archive = ArchiveClient(clock, {"P0217": 4})
    log.info("station GB-WX1 (51.431 N, 2.605 W, 62 m) starting; 9-day plan")
    t = clock.now
    passes = []
    n = 0
    while t < datetime(2024, 9, 12):
        t += timedelta(minutes=rnd.randint(14, 40), seconds=rnd.randint(0, 59))
        sat, freq, mode = rnd.choice(SATS)
        n += 1
        el = round(rnd.uniform(8, 88), 1)
        dur = int(360 + el * 7 + rnd.randint(-30, 30))
        passes.append(("P%04d" % n, sat, freq, mode, t, dur, el))
    ok = lost = 0
    total_bytes = 0
    for pid, sat, freq, mode, aos, dur, el in passes:
        if el < 15 and pid != "P0143":
            continue
        clock.now = aos - timedelta(seconds=90)
        az = round(rnd.uniform(0, 359.9), 1)
        log.info("pass %s %s scheduled: AOS %s, LOS %s, max elevation %.1f deg",
                 pid, sat, aos.strftime("%H:%M:%S"), (aos + timedelta(seconds=dur)).strftime("%H:%M:%S"), el)
        rot.info("slewing to az %.1f el 0.0 for %s", az, pid)
        clock.advance(rnd.uniform(20, 70))
        rot.info("parked at az %.1f el 0.0", az)
        clock.now = aos
        rx.info("AOS %s pass %s, tuning %.4f MHz (%s)", sat, pid, freq, mode)
        if pid == "P0143":
            clock.advance(45)
            rx.warning("pass %s: no frame sync after 45 s (SNR 2.1 dB, expected > 6 dB)", pid)
            clock.advance(120)
            rx.warning("pass %s: still no frame sync; interference at 137.93 MHz (-71 dBm)", pid)
            clock.now = aos + timedelta(seconds=dur)
            rx.info("LOS %s pass %s: received 0 bytes", sat, pid)
            log.warning("pass %s discarded: no usable frames", pid)
            lost += 1
            continue
        lock = round(rnd.uniform(0.8, 6.5), 1)
        clock.advance(lock)
        rx.info("frame sync locked after %.1f s (SNR %.1f dB)", lock, rnd.uniform(7, 19))
        clock.now = aos + timedelta(seconds=dur)
        nbytes = int(dur * (rnd.uniform(38e3, 52e3) if mode == "APT" else rnd.uniform(70e3, 80e3)))
        crc = rnd.choice([0, 0, 0, 0, 1, 2, 3, 7])
        rx.info("LOS %s pass %s: received %d bytes, %d CRC errors", sat, pid, nbytes, crc)
        url = upload_with_retry(archive, pid, nbytes)
        logging.getLogger("groundpass.archive").info("pass %s archived to %s", pid, url)
        ok += 1
        total_bytes += nbytes
    log.info("plan complete: %d passes archived, %d lost, %.1f MB total", ok, lost, total_bytes / 1e6)
    return 0


if __name__ == "__main__":
    sys.exit(main())
EOF

neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ python3 -m groundpass.run'
  TZ=UTC python3 -m groundpass.run 2>&1
  echo "exit status: $?"
} | neutral
