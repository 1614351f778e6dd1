#!/usr/bin/env bash
# ls -lR of a hand-drawn animation studio's cel-scan archive: ~1500 entries across
# episodes/scenes, one oversized TIFF, a dangling symlink and a read-only folder.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/animcel-archive
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-ls-lR-animcel-archive.txt}
rm -rf "$P"; mkdir -p "$P"
cd "$P"
python3 - <<'EOF'
import os, random
rng = random.Random(99)
for ep in range(1, 5):
    for sc in range(1, 7):
        d = f"ep{ep:02d}/sc{sc:02d}"
        os.makedirs(d + "/scans", exist_ok=True)
        os.makedirs(d + "/exposure", exist_ok=True)
        for cel in range(1, rng.randint(45, 62)):
            size = rng.randint(1_800_000, 4_200_000)
            if (ep, sc, cel) == (3, 4, 17):
                size = 96_468_992
            with open(f"{d}/scans/cel_{cel:03d}_A.tif", "wb") as f:
                f.truncate(size)
        with open(f"{d}/exposure/xsheet.csv", "w") as f:
            f.write("frame,cel\n" * rng.randint(40, 200))
        with open(f"{d}/notes.md", "w") as f:
            f.write("# notes\n" * rng.randint(3, 30))
os.makedirs("palettes", exist_ok=True)
for name in ["daylight", "dusk", "night", "rain", "flashback"]:
    with open(f"palettes/{name}.aco", "wb") as f:
        f.truncate(rng.randint(2000, 9000))
os.symlink("../ep02/sc03/scans/cel_101_A.tif", "palettes/reference_cel.tif")
EOF
chmod 555 ep04/sc06/scans
find . -exec touch -h -d "2026-03-14 10:22" {} +
touch -d "2026-05-02 18:40" ep03/sc04/scans/cel_017_A.tif
{
  echo '$ ls -lR --time-style=long-iso'
  timeout 120 ls -lR --time-style=long-iso 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
U=$(id -un); G=$(id -gn)
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s# $U $G # dev dev #" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
chmod 755 ep04/sc06/scans
