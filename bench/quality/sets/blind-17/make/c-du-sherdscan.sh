#!/usr/bin/env bash
# du -ah over the photogrammetry workspace of a museum potsherd-scanning project (one runaway dense cloud).
. "$(dirname "$0")/c-lib.sh"
P=${WORK:-/home/dev}/sherdscan
fresh "$P"
python3 - <<'PY'
import os, random
random.seed(2417)
sites = ["barrow-hill", "kiln-field", "river-ford", "chapel-croft", "quarry-edge", "mill-lane"]
def mk(path, kb):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(os.urandom(1) * 0)
        fh.write(b"\0" * (kb * 1024))
for s in sites:
    for n in range(1, random.randint(6, 10)):
        sherd = f"projects/{s}/sherd-{n:03d}"
        for i in range(1, random.randint(30, 52)):
            mk(f"{sherd}/photos/IMG_{i:04d}.jpg", random.randint(18, 60))
        mk(f"{sherd}/sparse/cameras.bin", random.randint(1, 4))
        mk(f"{sherd}/sparse/points3D.bin", random.randint(20, 90))
        dense_kb = random.randint(300, 900)
        if s == "kiln-field" and n == 4:
            dense_kb = 61_000   # reconstruction ran at full resolution by mistake
        mk(f"{sherd}/dense/fused.ply", dense_kb)
        mk(f"{sherd}/mesh/sherd.obj", random.randint(100, 400))
        mk(f"{sherd}/mesh/sherd.mtl", 1)
        mk(f"{sherd}/mesh/texture.png", random.randint(200, 700))
        mk(f"{sherd}/report.json", 1)
mk("projects/_colour-chart/ColorChecker-2024.tif", 900)
PY
{ run "du -ah projects"; } | neutralise
