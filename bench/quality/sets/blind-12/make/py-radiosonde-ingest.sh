#!/usr/bin/env bash
# A radiosonde (weather-balloon) sounding ingest run over ~800 synthetic TEMP files: INFO per file, a couple of warnings, a summary.
set -u
WORK=${WORK:-/home/dev}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../outputs/py-radiosonde-ingest.txt
PYBASE=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
}
P=$WORK/sondes
rm -rf "$P"; mkdir -p "$P/sondes" "$P/incoming"; cd "$P"
cat > sondes/__init__.py <<'X'
X
cat > sondes/ingest.py <<'X'
"""Ingest radiosonde soundings (one CSV per launch) into a summary table."""
import argparse
import csv
import logging
import math
import pathlib
import time

log = logging.getLogger("sondes.ingest")

REQUIRED_LEVELS = (850, 700, 500, 300)   # hPa, mandatory levels we need for the stability indices


def read_sounding(path):
    with open(path, newline="") as fh:
        rows = [{k: float(v) for k, v in r.items()} for r in csv.DictReader(fh)]
    return rows


def level(rows, p):
    for r in rows:
        if abs(r["pres_hpa"] - p) < 0.5:
            return r
    return None


def k_index(rows):
    t850, t700, t500 = (level(rows, p)["temp_c"] for p in (850, 700, 500))
    td850, td700 = (level(rows, p)["dewpt_c"] for p in (850, 700))
    return (t850 - t500) + td850 - (t700 - td700)


def process(path):
    rows = read_sounding(path)
    missing = [p for p in REQUIRED_LEVELS if level(rows, p) is None]
    if missing:
        raise ValueError(f"missing mandatory levels {missing}")
    burst = max(r["height_m"] for r in rows)
    tropo = min(rows, key=lambda r: r["temp_c"] if r["pres_hpa"] > 70 else math.inf)
    return {"burst_m": burst, "k_index": round(k_index(rows), 1), "tropopause_hpa": tropo["pres_hpa"], "levels": len(rows)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                        datefmt="%H:%M:%S")
    files = sorted(pathlib.Path(args.directory).glob("*.csv"))
    log.info("found %d sounding files in %s", len(files), args.directory)
    t0 = time.perf_counter()
    results, skipped = {}, []
    for f in files:
        try:
            res = process(f)
        except ValueError as exc:
            log.warning("skipping %s: %s", f.name, exc)
            skipped.append(f.name)
            continue
        if res["levels"] < 60:
            log.warning("%s: only %d levels reported (early termination?)", f.name, res["levels"])
        log.info("%s: %d levels, burst %.0f m, K=%.1f, tropopause %.0f hPa",
                 f.name, res["levels"], res["burst_m"], res["k_index"], res["tropopause_hpa"])
        results[f.stem] = res
    best = max(results, key=lambda k: results[k]["burst_m"])
    wettest = max(results, key=lambda k: results[k]["k_index"])
    log.info("processed %d soundings, skipped %d, in %.2f s", len(results), len(skipped), time.perf_counter() - t0)
    log.info("highest burst: %s at %.0f m", best, results[best]["burst_m"])
    log.info("highest K index: %s (K=%.1f)", wettest, results[wettest]["k_index"])


if __name__ == "__main__":
    main()
X
python3 - <<'X'
import math, random
rnd = random.Random(5150)
stations = {"10393": "Lindenberg", "03882": "Herstmonceux", "06610": "Payerne", "11035": "Wien", "16245": "Pratica di Mare",
            "08221": "Madrid", "01415": "Stavanger", "02527": "Goteborg", "12374": "Legionowo", "07145": "Trappes"}
for st in stations:
    for day in range(1, 41):
        for hh in ("00", "12"):
            levels = rnd.randint(70, 140)
            burst = rnd.uniform(24000, 33500)
            name = f"incoming/{st}_2024-03-{day:02d}T{hh}.csv" if day <= 31 else f"incoming/{st}_2024-04-{day-31:02d}T{hh}.csv"
            if st == "06610" and day == 17 and hh == "12":
                burst = 36241.0
            if st == "02527" and day == 26 and hh == "00":
                levels = 41; burst = 9120.0
            surface_t = rnd.uniform(-4, 16); moist = rnd.uniform(0, 1)
            if st == "16245" and day == 9 and hh == "12":
                moist = 2.6
            rows = []
            for i in range(levels):
                h = burst * i / (levels - 1)
                p = 1013.25 * math.exp(-h / 7400)
                t = surface_t - 6.5 * h / 1000 if h < 11000 else surface_t - 71.5 + 1.0 * (h - 11000) / 1000
                td = t - (10 - 4 * moist) - 0.002 * h
                rows.append((p, h, t, td))
            for mp in (850, 700, 500, 300):
                hp = -7400 * math.log(mp / 1013.25)
                if hp <= burst:
                    t = surface_t - 6.5 * hp / 1000 if hp < 11000 else surface_t - 71.5 + (hp - 11000) / 1000
                    rows.append((mp, hp, t, t - (10 - 4 * moist) - 0.002 * hp))
            if st == "11035" and day == 22 and hh == "00":
                rows = [r for r in rows if r[0] != 700]
            rows.sort(key=lambda r: -r[0])
            with open(name, "w") as fh:
                fh.write("pres_hpa,height_m,temp_c,dewpt_c\n")
                for p, h, t, td in rows:
                    fh.write(f"{p:.1f},{h:.0f},{t:.1f},{td:.1f}\n")
X
{ echo '$ python -m sondes.ingest incoming'; python -m sondes.ingest incoming 2>&1; echo "exit status: $?"; } | neutral > "$OUT"
