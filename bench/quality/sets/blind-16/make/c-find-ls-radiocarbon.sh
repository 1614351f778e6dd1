#!/usr/bin/env bash
# find -ls over the data directory of a radiocarbon-dating lab pipeline (runs, spectra, calibration
# curves, reports); sizes and dates vary; one oversized spectrum dump and one world-writable file.
. "$(dirname "$0")/c-lib.sh"
P=$WORK/c14lab
rm -rf "$P"; mkdir -p "$P"; cd "$P"
PYTHONHASHSEED=0 python3 - <<'PY'
import os, random, datetime as dt
rng = random.Random(14)
sites = ["sutton-hoo-ctrl", "loch-tay-crannog", "star-carr", "flag-fen", "skara-brae", "jarlshof", "must-farm"]
materials = ["charcoal", "bone-collagen", "seed", "wood", "shell", "peat"]
def touch(path, size, when):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(bytes(rng.getrandbits(8) for _ in range(min(size, 64))))
        if size > 64:
            fh.truncate(size)
    ts = when.timestamp()
    os.utime(path, (ts, ts))
start = dt.datetime(2024, 9, 2, 8, 0)
n = 0
for week in range(60):
    for run in range(rng.randint(2, 3)):
        n += 1
        rid = f"AMS-{25000 + n}"
        when = start + dt.timedelta(days=7 * week + run * 2, hours=rng.randint(0, 9), minutes=rng.randint(0, 59))
        iso = when.isocalendar()
        base = f"data/runs/{iso[0]}/w{iso[1]:02d}/{rid}"
        touch(f"{base}/run.json", rng.randint(900, 2400), when)
        touch(f"{base}/wheel.csv", rng.randint(3000, 9000), when)
        for t in range(rng.randint(8, 14)):
            site = rng.choice(sites)
            mat = rng.choice(materials)
            size = rng.randint(180_000, 900_000)
            if rid == "AMS-25097" and t == 3:
                size = 2_147_483_648 + 913_408
            touch(f"{base}/spectra/{site}_{mat}_{t:02d}.spc", size, when + dt.timedelta(minutes=7 * t))
        touch(f"{base}/qa/blanks.csv", rng.randint(400, 1200), when + dt.timedelta(hours=3))
        touch(f"{base}/qa/oxii-standard.csv", rng.randint(400, 1200), when + dt.timedelta(hours=3))
for curve, size in [("intcal20.14c", 1_012_388), ("marine20.14c", 889_140), ("shcal20.14c", 955_027), ("intcal13.14c", 731_522)]:
    touch(f"data/curves/{curve}", size, dt.datetime(2024, 11, 5, 12, 0))
for i, site in enumerate(sites):
    touch(f"data/reports/{site}-dates.pdf", rng.randint(120_000, 600_000), dt.datetime(2025, 10, 1 + i, 15, 30))
    touch(f"data/reports/{site}-dates.xlsx", rng.randint(20_000, 80_000), dt.datetime(2025, 10, 1 + i, 15, 31))
touch("data/reports/.~lock.flag-fen-dates.xlsx#", 92, dt.datetime(2025, 10, 21, 9, 12))
os.chmod("data/reports/flag-fen-dates.xlsx", 0o666)
os.chmod("data/curves/intcal13.14c", 0o444)
PY
{ run "find data -type f -ls"; } | neutral | sed -E 's/^( *[0-9]+ +[0-9]+ [-a-z]+ +[0-9]+ )[a-z0-9_-]+ +[a-z0-9_-]+ /\1dev      dev      /'
