#!/usr/bin/env bash
# Monorail depot dispatcher (asyncio): logs each car's run, a pending-task warning,
# "Task exception was never retrieved", then an ExceptionGroup from a TaskGroup ends the run.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/monorail
PYPFX=$(python3 -c 'import sys;print(sys.base_prefix)')
neut() { sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$PYPFX/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$PYPFX/bin#/usr/bin#g" -e "s#$PYPFX#/usr#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P/depot"
: > "$P/depot/__init__.py"
cat > "$P/depot/track.py" <<'EOF'
STATIONS = ["Harbour", "Old Mill", "Museum", "Civic Centre", "Hospital", "University",
            "Science Park", "Stadium", "Airport Link"]
SEGMENT_M = [820, 640, 910, 560, 1180, 730, 1320, 1650]
MAX_SPEED_KMH = {"M1": 62, "M2": 62, "M3": 55, "M4": 70, "M5": 55, "M6": 70}


class SwitchFault(RuntimeError):
    def __init__(self, switch, car):
        super().__init__(f"switch {switch} did not lock for car {car}")
        self.switch = switch


class BatteryLow(RuntimeError):
    pass


def segment_seconds(car, idx):
    speed = MAX_SPEED_KMH[car] / 3.6
    return round(SEGMENT_M[idx] / (speed * 0.8) + 25, 1)
EOF
cat > "$P/depot/dispatch.py" <<'EOF'
import asyncio
import logging
import sys

from depot.track import STATIONS, SEGMENT_M, segment_seconds, SwitchFault, BatteryLow

log = logging.getLogger("depot")
SCALE = 0.0005  # simulated seconds per real second
BATTERY = {"M1": 88, "M2": 74, "M3": 91, "M4": 62, "M5": 67, "M6": 95}
FAULTY_SWITCH = {("M5", 4): "SW-07"}


async def run_car(car, loops):
    charge = BATTERY[car]
    for loop in range(1, loops + 1):
        for idx in range(len(SEGMENT_M)):
            secs = segment_seconds(car, idx)
            if (car, loop) in FAULTY_SWITCH and idx == 5:
                raise SwitchFault(FAULTY_SWITCH[(car, loop)], car)
            await asyncio.sleep(secs * SCALE)
            charge -= 1
            log.info("%s loop %d %s -> %s %.1fs battery %d%%", car, loop, STATIONS[idx], STATIONS[idx + 1], secs, charge)
        if charge < 40:
            log.warning("%s battery %d%% after loop %d, below 40%% reserve", car, charge, loop)
        if charge < 25:
            raise BatteryLow(f"{car} battery at {charge}% after loop {loop}")
    log.info("%s finished %d loops", car, loops)
    return charge


async def announce(car):
    await asyncio.sleep(0.001)
    raise ConnectionResetError(f"PA panel for {car} dropped the connection")


async def main(loops):
    log.info("dispatching %d cars for %d loops", len(BATTERY), loops)
    orphan = asyncio.ensure_future(announce("M2"))
    await asyncio.sleep(0.01)
    del orphan
    async with asyncio.TaskGroup() as tg:
        for car in BATTERY:
            tg.create_task(run_car(car, loops), name=f"car-{car}")
    log.info("all cars back in depot")


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    sys.exit(asyncio.run(main(int(sys.argv[1]))))
EOF
cd "$P"
{
  echo '$ python3 -X dev -m depot.dispatch 6'
  timeout 120 python3 -X dev -m depot.dispatch 6 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | neut
