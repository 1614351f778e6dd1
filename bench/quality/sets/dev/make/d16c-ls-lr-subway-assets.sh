#!/bin/bash
# ls -lR of a metro (subway) signalling asset archive: stations, interlocking configs, track circuit logs, drawings.
set -u
WORK=${WORK:-/home/dev}
OUT=$(cd "$(dirname "$0")/.." && pwd)/outputs/d16c-ls-lr-subway-assets.txt
P=$WORK/metro-signalling-archive
rm -rf "$P"; mkdir -p "$P"; cd "$P"
LINES=(red-line blue-line green-line circle-line)
STATIONS=(harbourside market-cross old-mill chapel-street university riverside-park gasworks foundry-lane
          kingsgate northfield docklands east-quay cathedral victoria-yard canal-basin hill-top)
RANDOM=11
mk() { # path size date
  mkdir -p "$(dirname "$1")"; head -c "$2" /dev/zero > "$1"; touch -d "$3" "$1"; }
day() { printf '2025-%02d-%02d %02d:%02d' $((RANDOM % 12 + 1)) $((RANDOM % 28 + 1)) $((RANDOM % 24)) $((RANDOM % 60)); }
for l in "${LINES[@]}"; do
  for s in "${STATIONS[@]}"; do
    d="$l/$s"
    mk "$d/interlocking/ixl-$s.cfg" $((RANDOM % 40000 + 2000)) "$(day)"
    mk "$d/interlocking/routes.tbl" $((RANDOM % 9000 + 500)) "$(day)"
    mk "$d/interlocking/overlaps.tbl" $((RANDOM % 3000 + 200)) "$(day)"
    for tc in 1 2 3 4 5 6; do mk "$d/track-circuits/TC-$s-$tc.log" $((RANDOM * 4)) "$(day)"; done
    for dw in plan profile cable; do mk "$d/drawings/$s-$dw-rev$((RANDOM % 5)).pdf" $((RANDOM * 30 + 100000)) "$(day)"; done
    mk "$d/axle-counters/ac-$s.csv" $((RANDOM % 20000)) "$(day)"
    mk "$d/README.txt" 412 "2024-06-01 09:00"
  done
done
# a few things an engineer would look for
mk "blue-line/docklands/track-circuits/TC-docklands-4.log" 1887436800 "2025-11-27 03:12" 2>/dev/null || true
truncate -s 1887436800 "blue-line/docklands/track-circuits/TC-docklands-4.log"; touch -d "2025-11-27 03:12" "blue-line/docklands/track-circuits/TC-docklands-4.log"
chmod 600 "green-line/kingsgate/interlocking/ixl-kingsgate.cfg"
ln -s ../../red-line/victoria-yard/interlocking/ixl-victoria-yard.cfg "circle-line/victoria-yard/interlocking/ixl-shared.cfg"
mk "red-line/old-mill/interlocking/ixl-old-mill.cfg.orig" 18822 "2023-02-14 16:40"
mkdir -p tools; printf '#!/bin/sh\necho check\n' > tools/verify-routes.sh; chmod 755 tools/verify-routes.sh; touch -d "2025-09-09 10:10" tools/verify-routes.sh
neutral() { sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/ root root / dev  dev  /' -e 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
{ echo '$ ls -lR'; TZ=UTC timeout 120 ls -lR 2>&1 | head -c 3000000; echo "exit status: ${PIPESTATUS[0]}"; } | neutral > "$OUT"
