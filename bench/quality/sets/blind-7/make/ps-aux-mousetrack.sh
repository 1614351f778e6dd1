#!/usr/bin/env bash
# Lab-mouse breeding tracker: start the app's processes in a private PID namespace, then `ps aux`.
set -u
. "$(dirname "$0")/_env.sh"
OUT="$(cd "$(dirname "$0")/.." && pwd)/outputs/ps-aux-mousetrack.txt"
P="$BASE/mousetrack"
rm -rf "$P"; mkdir -p "$P/bin" "$P/static"; cd "$P"
cat > bin/litter_worker.py <<'EOF'
import sys, time
buf = bytearray(int(sys.argv[2]) * 1024 * 1024)
for i in range(0, len(buf), 4096):
    buf[i] = 1
time.sleep(120)
EOF
cat > bin/genotype_matcher.py <<'EOF'
import time
end = time.time() + 120
x = 0
while time.time() < end:
    x = (x * 31 + 7) % 1000003
EOF
cat > bin/breeding_report.py <<'EOF'
import time
cages = [list(range(2000)) for _ in range(1500)]
time.sleep(120)
EOF
cat > bin/cage_sensor_poller.py <<'EOF'
import time
time.sleep(120)
EOF
cat > run.sh <<'EOF'
#!/usr/bin/env bash
cd "$(dirname "$0")"
python3 -m http.server 8088 --bind 127.0.0.1 --directory static >/dev/null 2>&1 &
for q in litters weaning genotyping culls; do
  python3 bin/litter_worker.py --queue=$q 24 &
done
python3 bin/litter_worker.py --queue=pedigree-rebuild 410 &
python3 bin/genotype_matcher.py --colony=C57BL6-Tg &
python3 bin/breeding_report.py --room=B2 --format=pdf &
for room in B1 B2 B3 B4 B5 B6 C1 C2 C3 C4 C5 C6 Q1 Q2; do
  python3 bin/cage_sensor_poller.py --room=$room &
done
for i in 1 2 3 4 5; do
  sleep 300 &
done
tail -f /dev/null &
sleep 6
ps aux
EOF
chmod +x run.sh
unshare --fork --pid --mount-proc ./run.sh 2>&1 | neut > "$OUT"
