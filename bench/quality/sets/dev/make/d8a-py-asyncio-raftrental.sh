#!/usr/bin/env bash
# river-raft rental dispatcher: asyncio loop assigning rafts and guides with
# logging; a low-water WARNING early, a guide-roster retry, then a chained
# exception (KeyError -> RosterError) inside a gathered task ends asyncio.run.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/raftrental
OUT=${OUT:-$(cd "$(dirname "$0")/../outputs" && pwd)/d8a-py-asyncio-raftrental.txt}
rm -rf "$P"; mkdir -p "$P/raftrental" "$P/data"
cd "$P"
touch raftrental/__init__.py
cat > raftrental/roster.py <<'EOF'
class RosterError(RuntimeError):
    pass


GUIDES = {
    "class-II": ["Maren", "Tobi", "Ayla", "Jonas", "Priya"],
    "class-III": ["Maren", "Ayla", "Priya"],
    "class-IV": ["Ayla"],
}


def guide_for(grade: str, slot: int) -> str:
    try:
        pool = GUIDES[grade]
    except KeyError as exc:
        raise RosterError(f"no guides certified for rapids grade {grade!r}") from exc
    return pool[slot % len(pool)]
EOF
cat > raftrental/dispatch.py <<'EOF'
import asyncio
import logging
import random

from .roster import guide_for

log = logging.getLogger("raftrental.dispatch")
RAFTS = [f"R{n:02d}" for n in range(1, 19)]


async def check_gauge(section: str, level_cm: int) -> None:
    await asyncio.sleep(0.001)
    if level_cm < 45:
        log.warning("gauge %s reads %d cm (< 45 cm): rock garden exposed, rafts limited to 4 paddlers", section, level_cm)
    else:
        log.info("gauge %s reads %d cm, ok", section, level_cm)


async def dispatch_trip(trip_id: int, section: str, grade: str, party: int) -> str:
    await asyncio.sleep(random.random() / 500)
    raft = RAFTS[trip_id % len(RAFTS)]
    guide = guide_for(grade, trip_id)
    log.info("trip %03d %-14s %-9s party=%d raft=%s guide=%s", trip_id, section, grade, party, raft, guide)
    return raft


async def run_day(bookings):
    await asyncio.gather(check_gauge("upper-gorge", 62), check_gauge("lower-braids", 38))
    log.info("dispatching %d bookings", len(bookings))
    results = []
    for batch_start in range(0, len(bookings), 20):
        batch = bookings[batch_start:batch_start + 20]
        log.debug("batch %d..%d", batch_start, batch_start + len(batch) - 1)
        results += await asyncio.gather(*(dispatch_trip(*b) for b in batch))
        log.info("batch from trip %03d done (%d rafts out)", batch_start, len(results))
    return results
EOF
cat > dispatch_day.py <<'EOF'
import asyncio
import logging
import random
import sys

from raftrental.dispatch import run_day

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                    datefmt="%H:%M:%S")
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
sections = [("upper-gorge", "class-III"), ("lower-braids", "class-II"), ("canyon-run", "class-III"),
            ("family-float", "class-II")]
bookings = []
for i in range(1, 181):
    sec, grade = sections[i % len(sections)]
    if i == 153:
        sec, grade = "devils-staircase", "class-V"
    bookings.append((i, sec, grade, random.randint(2, 8)))
logging.getLogger("raftrental").info("loaded %d bookings for 2026-07-18", len(bookings))
asyncio.run(run_day(bookings))
logging.getLogger("raftrental").info("all trips dispatched")
EOF
CMD="python3 dispatch_day.py 7"
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
{
  echo "\$ $CMD"
  $CMD 2>&1
  echo "exit status: $?"
} | sed -e 's/\x1b\[[0-9;]*m//g' \
        -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin/python3*[.0-9]*#/usr/bin/python3#g" \
        -e "s#$PYPREFIX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" > "$OUT"
