#!/bin/bash
# du over a steam-locomotive restoration archive (photos, boiler inspection scans, CAD, videos) to find what fills the disk.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-du-locomotive-archive.txt
P=$WORK/loco-restoration
rm -rf "$P"; mkdir -p "$P"; cd "$P"
RANDOM=21
LOCOS=(4-6-0-hall-4979 0-6-0T-pannier-9681 2-6-2T-prairie-5541 4-4-0-schools-926 0-4-0ST-peckett-1738)
for l in "${LOCOS[@]}"; do
  for part in boiler firebox frames motion tender cab valve-gear brakes; do
    d="$l/$part"; mkdir -p "$d/photos" "$d/inspection"
    for i in $(seq 1 $((RANDOM % 6 + 2))); do truncate -s $((RANDOM * 120)) "$d/photos/IMG_$((RANDOM % 9000 + 1000)).jpg"; done
    truncate -s $((RANDOM * 10)) "$d/inspection/report-$part.pdf"
  done
  mkdir -p "$l/cad"; truncate -s $((RANDOM * 200)) "$l/cad/general-arrangement.dwg"
done
mkdir -p 4-6-0-hall-4979/video; truncate -s 7340032000 4-6-0-hall-4979/video/steam-test-2025-09-14.mov
mkdir -p 0-6-0T-pannier-9681/boiler/ultrasound; truncate -s 2254857830 0-6-0T-pannier-9681/boiler/ultrasound/tube-plate-scan.raw
mkdir -p .cache/thumbnails; truncate -s 412000000 .cache/thumbnails/index.db
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
{ echo '$ du -ah --apparent-size . | sort -h'; timeout 120 du -ah --apparent-size . 2>&1 | sort -h | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
