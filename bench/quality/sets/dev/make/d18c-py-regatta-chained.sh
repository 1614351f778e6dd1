#!/bin/bash
# A regatta results scorer logs each race, then a bad finish time raises a chained exception
. "$(dirname "$0")/d18c-lib.sh"
P=$WORK/regattascore
rm -rf "$P"; mkdir -p "$P/regatta" "$P/data"
cat > "$P/regatta/__init__.py" <<'PY'
PY
cat > "$P/regatta/timing.py" <<'PY'
from datetime import timedelta


class FinishTimeError(Exception):
    pass


def parse_elapsed(text):
    h, m, s = text.split(":")
    return timedelta(hours=int(h), minutes=int(m), seconds=float(s))


def corrected(elapsed, handicap):
    """Portsmouth-yardstick style corrected time."""
    return elapsed.total_seconds() * 1000 / handicap
PY
cat > "$P/regatta/scoring.py" <<'PY'
import logging
from .timing import parse_elapsed, corrected, FinishTimeError

log = logging.getLogger("regatta.scoring")


class RaceScoringError(Exception):
    def __init__(self, race, boat, msg):
        super().__init__(f"race {race}, boat {boat}: {msg}")
        self.race, self.boat = race, boat


def score_race(race_no, finishes, handicaps):
    results = []
    for boat, elapsed in finishes:
        try:
            t = parse_elapsed(elapsed)
        except ValueError as exc:
            raise FinishTimeError(f"unreadable finish time {elapsed!r}") from exc
        results.append((corrected(t, handicaps[boat]), boat))
        log.debug("race %d %s elapsed %s py %d corrected %.1f", race_no, boat, elapsed,
                  handicaps[boat], results[-1][0])
    results.sort()
    log.info("race %d scored: %d boats, winner %s (%.1f s corrected)",
             race_no, len(results), results[0][1], results[0][0])
    return [b for _, b in results]


def score_series(races, handicaps):
    points = {}
    for race_no, finishes in races:
        try:
            order = score_race(race_no, finishes, handicaps)
        except FinishTimeError as exc:
            boat = next(b for b, e in finishes if e.count(":") != 2 or not e.replace(":", "").replace(".", "").isdigit())
            raise RaceScoringError(race_no, boat, "cannot score race") from exc
        for pos, boat in enumerate(order, 1):
            points[boat] = points.get(boat, 0) + pos
    return points
PY
cat > "$P/regatta/__main__.py" <<'PY'
import csv, logging, sys
from collections import defaultdict
from .scoring import score_series, RaceScoringError

logging.basicConfig(level=logging.DEBUG, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("regatta")


def load(path):
    races = defaultdict(list)
    handicaps = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            handicaps[row["sail"]] = int(row["py"])
            races[int(row["race"])].append((row["sail"], row["elapsed"]))
    return sorted(races.items()), handicaps


def main(path):
    races, handicaps = load(path)
    log.info("loaded %d races, %d boats from %s", len(races), len(handicaps), path)
    try:
        points = score_series(races, handicaps)
    except RaceScoringError as exc:
        log.error("series aborted: %s", exc)
        notify_committee(exc.race, exc.bot)
        return 1
    for boat, pts in sorted(points.items(), key=lambda kv: kv[1]):
        print(f"{boat:8} {pts:4}")
    return 0


def notify_committee(race, boat):
    log.warning("race committee notified about race %s, boat %s", race, boat)


sys.exit(main(sys.argv[1]))
PY
python3 - "$P/data/autumn-series.csv" <<'PY'
import sys, random
r = random.Random(18)
boats = [f"GBR{n}" for n in r.sample(range(1000, 9999), 14)]
py = {b: r.choice([1030, 1045, 1099, 1101, 1130, 1153]) for b in boats}
with open(sys.argv[1], "w") as f:
    f.write("race,sail,py,elapsed\n")
    for race in range(1, 15):
        for b in boats:
            secs = r.uniform(2400, 3600)
            el = f"0:{int(secs // 60):02d}:{secs % 60:04.1f}"
            if race == 11 and b == boats[6]:
                el = "0:47:1O.4"
            f.write(f"{race},{b},{py[b]},{el}\n")
PY
cd "$P"
run "python -m regatta data/autumn-series.csv" | neutral > "$OUTDIR/d18c-py-regatta-chained.txt"
