#!/bin/bash
# find -ls over the data tree of a toy moth-trap survey project (photos, counts, exports)
. "$(dirname "$0")/c-lib.sh"
P=$WORK/moth-survey
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random
rng = random.Random(42)
sites = ["heathfield", "oakwood-ride", "saltmarsh-east", "quarry-edge", "allotment-7", "chalk-down"]
species = ["large-yellow-underwing", "heart-and-dart", "elephant-hawk", "buff-tip", "garden-tiger",
           "angle-shades", "burnished-brass", "peppered", "mother-shipton", "canary-shouldered-thorn"]
def mk(path, size, mtime):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)
    os.utime(path, (mtime, mtime))
base = 1717200000  # 2024-06-01
for si, site in enumerate(sites):
    for night in range(1, 31):
        t = base + night * 86400 + si * 600
        d = f"data/{site}/2024-06-{night:02d}"
        mk(f"{d}/counts.csv", rng.randint(300, 2400), t + 25000)
        for k in range(rng.randint(4, 12)):
            sp = rng.choice(species)
            mk(f"{d}/photos/{sp}-{k:02d}.jpg", rng.randint(900_000, 4_800_000), t + 3600 + k * 60)
        if rng.random() < 0.3:
            mk(f"{d}/trap-notes.txt", rng.randint(80, 900), t + 26000)
mk("exports/weekly/2024-w23.parquet", 18_400_112, base + 9 * 86400)
mk("exports/weekly/2024-w24.parquet", 19_022_734, base + 16 * 86400)
mk("exports/weekly/2024-w25.parquet", 0, base + 23 * 86400)
mk("exports/season-2024-full.tar", 2_684_354_560, base + 31 * 86400)
mk("scripts/ingest.py", 6_204, base)
mk("scripts/identify.py", 11_873, base + 5 * 86400)
mk("scripts/.env", 231, base + 2 * 86400)
mk("README.md", 2_950, base)
os.chmod("scripts/.env", 0o666)
os.chmod("scripts/ingest.py", 0o755)
for root, dirs, files in os.walk("."):
    os.utime(root, (base + 40 * 86400, base + 40 * 86400))
PY
capture "find . -ls" | neutral | sed -E 's/ root {5}root {5}/ dev      dev      /'
