#!/bin/bash
# long ls -lR listing of a toy fossil-collection photogrammetry archive
. "$(dirname "$0")/c-lib.sh"
P=$WORK/fossil-scans; rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random, time
rnd = random.Random(5)
drawers = ["ammonites", "trilobites", "crinoids", "belemnites", "ichthyosaur", "plant-compressions", "echinoids", "brachiopods"]
base = time.mktime((2024, 2, 1, 9, 0, 0, 0, 0, -1))
k = 0
for d in drawers:
    for tray in range(1, rnd.randint(6, 10)):
        spec_dir = f"{d}/tray-{tray:02d}"
        for s in range(rnd.randint(3, 7)):
            sid = f"NHM-{rnd.randint(10000, 99999)}"
            sdir = f"{spec_dir}/{sid}"
            os.makedirs(sdir, exist_ok=True)
            files = [(f"{sid}_{v:02d}.tif", rnd.randint(38, 64) * 1048576 + rnd.randint(0, 999999)) for v in range(rnd.randint(4, 9))]
            files += [(f"{sid}_mesh.ply", rnd.randint(20, 180) * 1048576), (f"{sid}.json", rnd.randint(900, 4000))]
            if d == "ichthyosaur" and tray == 3 and s == 1:
                files.append((f"{sid}_mesh_full-res.ply", 2147483648 + 734003200))
            for name, size in files:
                p = f"{sdir}/{name}"
                with open(p, "wb") as fh:
                    fh.truncate(size)
                k += 1
                t = base + k * 517
                os.utime(p, (t, t))
with open("MANIFEST.txt", "w") as fh:
    fh.write("fossil scan archive\n")
PY
chmod 600 trilobites/tray-02/*/*.json 2>/dev/null
run c-ls-lR-fossilscan-long ls -lR --time-style=long-iso
sed -i "s/ root root / dev  dev  /" "$OUTDIR/c-ls-lR-fossilscan-long.txt"
