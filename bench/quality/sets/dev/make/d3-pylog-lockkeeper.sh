#!/usr/bin/env bash
# Canal lock-passage scheduler (Python, logging to stderr): processes a season's 2,400 passage
# requests; one chamber goes out of service midway; one malformed request makes the worker log
# an exception with traceback and carry on; summary at the end.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/lockkeeper
rm -rf "$P"; mkdir -p "$P/lockkeeper" "$P/data"; cd "$P"

cat > lockkeeper/__init__.py <<'EOF'
EOF

cat > lockkeeper/model.py <<'EOF'
from dataclasses import dataclass
from datetime import datetime


@dataclass
class Request:
    ref: str
    vessel: str
    beam_m: float
    length_m: float
    direction: str  # "up" or "down"
    arrival_min: int


CHAMBERS = {
    "N": {"length_m": 38.0, "beam_m": 5.2, "fill_min": 9},
    "S": {"length_m": 72.0, "beam_m": 7.5, "fill_min": 14},
}


SEASON_START = datetime(2024, 6, 1)


def parse_line(line):
    ref, vessel, beam, length, direction, arrival = line.rstrip("\n").split("|")
    t = datetime.strptime(arrival, "%Y-%m-%dT%H:%M")
    return Request(ref, vessel, float(beam), float(length), direction, int((t - SEASON_START).total_seconds() // 60))
EOF

cat > lockkeeper/scheduler.py <<'EOF'
import logging

from .model import CHAMBERS

log = logging.getLogger("lockkeeper.scheduler")


class Scheduler:
    def __init__(self):
        self.free_at = {name: 0 for name in CHAMBERS}
        self.level = {name: "down" for name in CHAMBERS}
        self.out_of_service = set()
        self.waits = []

    def fits(self, chamber, req):
        c = CHAMBERS[chamber]
        return req.length_m <= c["length_m"] and req.beam_m <= c["beam_m"]

    def assign(self, req):
        options = [c for c in CHAMBERS if c not in self.out_of_service and self.fits(c, req)]
        if not options:
            raise LookupError(f"no chamber can take {req.vessel} ({req.length_m} m x {req.beam_m} m)")
        best = min(options, key=lambda c: self.start_time(c, req))
        start = self.start_time(best, req)
        turn = 0 if self.level[best] == req.direction else CHAMBERS[best]["fill_min"]
        self.free_at[best] = start + turn + CHAMBERS[best]["fill_min"]
        self.level[best] = "up" if req.direction == "down" else "down"
        wait = start - req.arrival_min
        self.waits.append((wait, req.ref))
        return best, start, wait

    def start_time(self, chamber, req):
        return max(self.free_at[chamber], req.arrival_min)
EOF

cat > lockkeeper/tariff.py <<'EOF'
RATES_PER_METRE = {"narrowboat": 0.42, "cruiser": 0.55, "barge": 0.38, "hotel": 0.71}


def toll(vessel_class, length_m):
    return round(RATES_PER_METRE[vessel_class] * length_m, 2)
EOF

cat > lockkeeper/run.py <<'EOF'
import logging
import sys

from datetime import timedelta

from .model import SEASON_START, parse_line
from .scheduler import Scheduler
from .tariff import toll

log = logging.getLogger("lockkeeper.run")


def hhmm(m):
    return (SEASON_START + timedelta(minutes=m)).strftime("%m-%d %H:%M")


def main(path):
    logging.basicConfig(
        level=logging.INFO,
        format="%(asctime)s.%(msecs)03d %(levelname)-7s %(name)s: %(message)s",
        datefmt="%Y-%m-%d %H:%M:%S",
    )
    sched = Scheduler()
    done = failed = 0
    takings = 0.0
    log.info("loading passage requests from %s", path)
    with open(path) as f:
        lines = [l for l in f if l.strip() and not l.startswith("#")]
    log.info("%d requests for Shipton Flight, chambers N and S, season starting %s", len(lines), SEASON_START.date())
    for line in lines:
        try:
            req = parse_line(line)
            if req.ref == "P-1371":
                sched.out_of_service.add("S")
                log.warning("chamber S out of service from %s: bottom gate paddle jammed (work order WO-5582)",
                            hhmm(req.arrival_min))
            if req.ref == "P-1583":
                sched.out_of_service.discard("S")
                log.info("chamber S back in service at %s", hhmm(req.arrival_min))
            chamber, start, wait = sched.assign(req)
            vclass = req.vessel.split(":")[0]
            fee = toll(vclass, req.length_m)
            takings += fee
            done += 1
            log.info("%s %-28s %-4s chamber %s arrive %s start %s wait %3d min toll %6.2f",
                     req.ref, req.vessel, req.direction, chamber, hhmm(req.arrival_min), hhmm(start), wait, fee)
            if wait > 45:
                log.warning("%s waited %d min for chamber %s", req.ref, wait, chamber)
        except LookupError as e:
            failed += 1
            log.error("%s rejected: %s", line.split("|")[0], e)
        except Exception:
            failed += 1
            log.exception("failed to schedule request %r", line.rstrip("\n"))
    longest = max(sched.waits)
    log.info("done: %d scheduled, %d failed, tolls %.2f, longest wait %d min (%s)",
             done, failed, takings, longest[0], longest[1])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
EOF

python3 - <<'PYEOF'
import random
random.seed(2024)
names = ["Kingfisher", "Dabchick", "Otter", "Meadowsweet", "Windrush", "Heron", "Bittern", "Lapwing",
         "Marsh Marigold", "Corncrake", "Brimstone", "Sedge Warbler", "Teasel", "Water Vole", "Alder"]
classes = [("narrowboat", 2.1, (15, 21)), ("cruiser", 3.4, (8, 12)), ("barge", 4.6, (24, 33)), ("hotel", 6.8, (36, 60))]
from datetime import datetime, timedelta
rows = ["# ref|class:vessel|beam_m|length_m|direction|arrival"]
t = datetime(2024, 6, 1, 7, 0)
for n in range(1001, 3401):
    t += timedelta(minutes=random.choice([4, 9, 12, 15, 20, 26, 31, 40]))
    if t.hour >= 20:
        t = t.replace(hour=7, minute=random.randint(0, 30)) + timedelta(days=1)
    cls, beam, (lo, hi) = random.choices(classes, weights=[60, 25, 12, 3])[0]
    rows.append(f"P-{n}|{cls}:{random.choice(names)} {random.randint(1, 99)}|{beam}|{random.randint(lo, hi)}.0|{random.choice(['up', 'down'])}|{t:%Y-%m-%dT%H:%M}")
rows[2118 - 1000] = rows[2118 - 1000].split("|")[0] + "|cruiser:Teasel 41|3.4|11.5|up|" + rows[2118 - 1000].split("|")[-1].replace("T1", "T1O", 1)[:17]
open("data/shipton-season-2024.txt", "w").write("\n".join(rows) + "\n")
PYEOF

neutral() {
  sed -e "s#$HOME/.pyenv/versions/3.11.7/lib/python3.11#/usr/lib/python3.11#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ python3 -m lockkeeper.run data/shipton-season-2024.txt'
  python3 -m lockkeeper.run data/shipton-season-2024.txt 2>&1
  echo "exit status: $?"
} | neutral
