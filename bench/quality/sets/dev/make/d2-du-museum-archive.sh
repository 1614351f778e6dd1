#!/usr/bin/env bash
# d2-du-museum-archive: local-history museum photo archive (scanned TIFFs and JPEG derivatives, allocated with fallocate); du -h over the whole tree.
# Output is that of: du -h archive (2>&1), with machine paths neutralised. Uses ~1 GB of disk while it exists.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/museum-scans
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'EOF'
import os, random, subprocess
random.seed(21)
collections = ["harbour-postcards", "mill-workers", "parish-magazines", "railway-station", "wartime-home-front", "school-photographs"]
for c in collections:
    years = sorted(random.sample(range(1890, 1975), 5))
    for y in years:
        for box in range(1, random.randint(2, 4) + 1):
            d = f"archive/{c}/{y}/box-{box:02d}"
            os.makedirs(f"{d}/tiff", exist_ok=True)
            os.makedirs(f"{d}/jpeg", exist_ok=True)
            n = random.randint(1, 4)
            for i in range(n):
                size = random.randint(2, 14) * 1024 * 1024
                if (c, box) == ("mill-workers", 3) and y == years[2]:
                    size = 160 * 1024 * 1024
                with open(f"{d}/tiff/{c[:4]}-{y}-{box:02d}-{i:03d}.tif", "wb") as fh:
                    os.posix_fallocate(fh.fileno(), 0, size)
                with open(f"{d}/jpeg/{c[:4]}-{y}-{box:02d}-{i:03d}.jpg", "wb") as fh:
                    os.posix_fallocate(fh.fileno(), 0, size // 12)
    os.makedirs(f"archive/{c}/_metadata", exist_ok=True)
    with open(f"archive/{c}/_metadata/catalogue.csv", "w") as fh:
        fh.write("id,title,date,donor\n" * 40)
EOF
du -h archive 2>&1 | neutral
