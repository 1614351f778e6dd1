#!/usr/bin/env bash
# Weather-radar volume-scan archive: three stations, twelve days of scans, derived products,
# ingest logs, and a core dump left by the ingest daemon in its quarantine directory
# (files are allocated with fallocate so that du sees real usage); `du -ah`.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/radar-archive
rm -rf "$P"; mkdir -p "$P"; cd "$P"

python3 - <<'PYEOF'
import os, random
random.seed(808)
def mk(path, size):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        os.posix_fallocate(fd, 0, size)
    finally:
        os.close(fd)

stations = {"KTLX": 1.0, "KFWS": 1.3, "KAMA": 0.8}
for st, scale in stations.items():
    for d in range(1, 13):
        day = f"2024-05-{d:02d}"
        for k in range(24):
            hhmm = f"{k:02d}{(k * 7) % 60:02d}"
            mk(f"stations/{st}/{day}/{st}{day.replace('-', '')}_{hhmm}_V06.ar2v", int(random.randint(900_000, 1_800_000) * scale))
        mk(f"stations/{st}/{day}/index.json", random.randint(2_000, 6_000))
for prod in ["composite-reflectivity", "echo-tops", "vil", "precip-1h"]:
    for d in range(1, 13):
        for h in range(0, 24, 3):
            mk(f"products/{prod}/2024-05-{d:02d}/{prod}_{h:02d}00.png", random.randint(40_000, 260_000))
for d in range(1, 13):
    mk(f"logs/ingestd-2024-05-{d:02d}.log", random.randint(200_000, 2_400_000))
mk("ingest/incoming/KFWS20240512_2349_V06.ar2v.part", 412_672)
mk("ingest/quarantine/KAMA20240509_1149_V06.ar2v", 1_104_896)
mk("ingest/quarantine/core.ingestd.48211", 1_788_411_904)
mk("config/stations.yaml", 3_311)
mk("config/ingestd.toml", 1_870)
PYEOF

neutral() {
  sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
{
  echo '$ du -ah'
  LC_ALL=C du -ah 2>&1
  echo "exit status: $?"
} | neutral
