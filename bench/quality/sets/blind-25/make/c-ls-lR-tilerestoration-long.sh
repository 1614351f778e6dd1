#!/bin/bash
# ls -lR of a Victorian floor-tile restoration project archive (survey photos, scans, CAD, reports).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/tile-restoration
rm -rf "$P"; mkdir -p "$P"
python3 - "$P" <<'PY'
import os, random, sys
root = sys.argv[1]
rnd = random.Random(2526)
sites = ["st-aldhelm-nave", "corn-exchange-lobby", "harbour-hotel-hall", "old-library-porch", "wesleyan-chapel-aisle",
         "tramway-office-floor", "pumphouse-vestibule", "guildhall-landing", "yarm-viaduct-station", "york-assize-court", "zennor-chapel-floor"]
base = 1767225600
for site in sites:
    for sub, exts, count, size in [("photos/raw", [".cr3"], 90, (18_000_000, 34_000_000)),
                                   ("photos/jpeg", [".jpg"], 90, (2_100_000, 6_800_000)),
                                   ("scans", [".tif"], 25, (40_000_000, 120_000_000)),
                                   ("cad", [".dxf", ".dwg"], 8, (200_000, 4_000_000)),
                                   ("reports", [".pdf", ".md"], 4, (3_000, 2_500_000))]:
        d = os.path.join(root, site, sub); os.makedirs(d, exist_ok=True)
        n = rnd.randint(count // 2, count)
        for i in range(n):
            ext = rnd.choice(exts)
            name = {"photos/raw": f"IMG_{rnd.randint(1000, 9999)}{ext}", "photos/jpeg": f"IMG_{rnd.randint(1000, 9999)}{ext}",
                    "scans": f"tile-{rnd.choice('ABCDEFGH')}{rnd.randint(1, 40):02d}-{rnd.choice(['encaustic', 'geometric', 'border', 'quarry'])}{ext}",
                    "cad": f"{site}-plan-r{i + 1}{ext}", "reports": f"{['condition', 'method', 'invoice', 'handover'][i % 4]}-report{ext}"}[sub]
            p = os.path.join(d, name)
            sz = rnd.randint(*size)
            if site == "pumphouse-vestibule" and sub == "scans" and i == 3:
                p = os.path.join(d, "tile-D07-encaustic-FULLRES-stitched.tif"); sz = 1_874_019_328
            with open(p, "wb") as fh:
                fh.truncate(sz)
            t = base + rnd.randint(0, 300) * 86400 + rnd.randint(0, 86399)
            os.utime(p, (t, t))
os.makedirs(os.path.join(root, "guildhall-landing", "scans", "rejected"), exist_ok=True)
PY
cd "$P"
run ls -lR | sed -e 's/ root root / dev dev /' | neut
