#!/bin/bash
# ls -lR of a lake bathymetry survey archive (sonar pings, tiles, processed grids), fixed sizes and dates
. "$(dirname "$0")/c-lib.sh"
P=$WORK/bathymetry-survey
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random, datetime as dt
random.seed(733)
def mk(path, size, when, mode=0o644):
    if os.path.dirname(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)
    os.chmod(path, mode)
    t = when.timestamp(); os.utime(path, (t, t))
lakes = ["loch-arkaig", "llyn-padarn", "wastwater", "lough-corrib", "ullswater", "loch-tay"]
start = dt.datetime(2025, 5, 3, 7, 0)
for li, lake in enumerate(lakes):
    for day in range(1, 6):
        d = start + dt.timedelta(days=li * 9 + day)
        base = f"raw/{lake}/day{day:02d}"
        for run in range(1, random.randint(14, 22)):
            t = d + dt.timedelta(minutes=run * 17)
            mk(f"{base}/sonar/run{run:03d}.xtf", random.randint(40_000_000, 190_000_000), t)
            mk(f"{base}/gnss/run{run:03d}.ubx", random.randint(800_000, 3_400_000), t)
            mk(f"{base}/gnss/run{run:03d}.pos", random.randint(90_000, 400_000), t + dt.timedelta(minutes=2))
        mk(f"{base}/svp/cast-am.csv", random.randint(3_000, 9_000), d)
        mk(f"{base}/svp/cast-pm.csv", random.randint(3_000, 9_000), d + dt.timedelta(hours=6))
        mk(f"{base}/notes.txt", random.randint(400, 4_000), d + dt.timedelta(hours=8))
    for tile in range(1, 25):
        mk(f"processed/{lake}/grids/tile_{tile:02d}.tif", random.randint(2_000_000, 26_000_000), start + dt.timedelta(days=60 + li, minutes=tile))
    mk(f"processed/{lake}/{lake}-contours.gpkg", random.randint(5_000_000, 40_000_000), start + dt.timedelta(days=62 + li))
    mk(f"processed/{lake}/report.pdf", random.randint(1_000_000, 8_000_000), start + dt.timedelta(days=70 + li))
# the oddities an agent may be asked about
mk("processed/wastwater/grids/tile_17.tif", 0, start + dt.timedelta(days=62, minutes=17))
mk("raw/llyn-padarn/day03/sonar/run009.xtf", 1_873_442_816, start + dt.timedelta(days=12, minutes=153))
mk("scripts/merge_tiles.sh", 2_211, start + dt.timedelta(days=58), 0o755)
mk("scripts/upload_to_ckan.py", 5_904, start + dt.timedelta(days=75), 0o600)
mk("README.md", 3_120, start + dt.timedelta(days=75))
os.symlink("processed/lough-corrib/report.pdf", "latest-report.pdf")
lt = (start + dt.timedelta(days=75, hours=1)).timestamp()
os.utime("latest-report.pdf", (lt, lt), follow_symlinks=False)
for root, dirs, files in os.walk(".", topdown=False):
    newest = max(os.lstat(os.path.join(root, n)).st_mtime for n in dirs + files)
    os.utime(root, (newest, newest))
PY
{ run "ls -lR"; } | neutral | sed -e "s/ $(id -un) $(id -gn) / dev dev /"
