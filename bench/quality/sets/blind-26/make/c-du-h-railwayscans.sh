#!/bin/bash
# du -h over a heritage-railway archive of scanned timetables, drawings and photos (sparse files, fixed sizes)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/railway-archive
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random
random.seed(905)
def mk(path, size):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\0" * min(size, 4096)); f.seek(size - 1); f.write(b"\0")
lines = ["branch-line-1923", "mainline-1931", "goods-yard-1947", "signal-boxes", "locomotive-works"]
for ln in lines:
    for kind, (lo, hi, n) in {"timetables": (300_000, 2_500_000, 18), "drawings": (2_000_000, 14_000_000, 9),
                              "photos": (1_500_000, 9_000_000, 26)}.items():
        for i in range(random.randint(n // 2, n)):
            mk(f"{ln}/{kind}/{ln[:4]}-{kind[:3]}-{i:03d}.tif", random.randint(lo, hi))
    mk(f"{ln}/catalogue.csv", random.randint(20_000, 90_000))
for i in range(40):
    mk(f"locomotive-works/drawings/boiler-plates/plate-{i:02d}.tif", random.randint(30_000_000, 60_000_000))
for i in range(12):
    mk(f"_incoming/scanner-b/batch-0417/{i:03d}.raw", 220_000_000)
mk("_incoming/scanner-b/batch-0417/.partial", 1)
PY
{ run "du -h --apparent-size --max-depth=3 . | sort -h"; } | neutral
