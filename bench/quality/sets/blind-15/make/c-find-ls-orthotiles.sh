#!/usr/bin/env bash
# c-find-ls-orthotiles: `find . -type f -ls` over the tile pyramid produced by an
# orthomosaic export of a drone survey of a vineyard terrace (zoom 15-19 PNG
# tiles plus metadata); one tile is empty, one is private (0600), one is huge.
# Usage: WORK=<scratch dir> bash c-find-ls-orthotiles.sh > ../outputs/c-find-ls-orthotiles.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/terrace-ortho
rm -rf "$P"; mkdir -p "$P"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
python3 - <<'T'
import os, random
rng = random.Random(88)
base_t = 1747300000
os.makedirs("export/tiles", exist_ok=True)
def write(path, size, t):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(b"\x89PNG\r\n\x1a\n" + bytes(rng.getrandbits(8) for _ in range(max(0, min(size, 64) - 8))) + b"\0" * max(0, size - 64))
    os.utime(path, (t, t))
x0, y0 = 17310, 11420
count = 0
for z in range(15, 20):
    scale = 2 ** (z - 15)
    nx = min(2 * scale, 34) if z < 19 else 44
    ny = min(2 * scale, 30) if z < 19 else 40
    for x in range(x0 * scale, x0 * scale + nx):
        for y in range(y0 * scale, y0 * scale + ny):
            size = int(rng.gauss(26000, 9000)) if z >= 17 else int(rng.gauss(41000, 8000))
            size = max(900, size)
            write(f"export/tiles/{z}/{x}/{y}.png", size, base_t + z * 600 + count // 7)
            count += 1
# anomalies
write(f"export/tiles/18/{x0*8+11}/{y0*8+17}.png", 0, base_t + 18 * 600 + 900)
write(f"export/tiles/19/{x0*16+4}/{y0*16+9}.png", 4718592, base_t + 19 * 600 + 1200)
os.chmod(f"export/tiles/17/{x0*4+2}/{y0*4+3}.png", 0o600)
for name, size in [("export/tilemapresource.xml", 3120), ("export/openlayers.html", 8452), ("export/googlemaps.html", 7210),
                   ("export/leaflet.html", 6120), ("export/terrace_ortho_cog.tif", 187654321), ("export/terrace_ortho.tfw", 118),
                   ("export/report/quality_report.pdf", 2345678), ("export/report/gcp_residuals.csv", 1740), ("export/log/export-2025-05-15.log", 98211)]:
    os.makedirs(os.path.dirname(name), exist_ok=True)
    with open(name, "wb") as fh:
        fh.truncate(size)
    os.utime(name, (base_t + 20000, base_t + 20000))
T
{
  echo '$ find export -type f -ls'
  TZ=UTC find export -type f -ls 2>&1; echo "exit status: $?"
} | neutral
