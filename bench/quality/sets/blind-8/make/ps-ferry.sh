#!/bin/bash
# Ferry-terminal ticketing stack running in its own PID namespace (unshare), then `ps aux` as an agent would run it.
P=${WORK:-/home/dev}/ferry-ticketing
rm -rf $P && mkdir -p $P/bin $P/logs && cd $P
cat > bin/ticket_api.py <<'PY'
import sys, time
# an API worker holding a per-worker cache of sailings
cache = [bytes(1024) for _ in range(int(sys.argv[3]) * 1024)]
time.sleep(600)
PY
cat > bin/manifest_export.py <<'PY'
import time
# nightly passenger manifest export, stuck re-reading the same manifest
seen = []
while True:
    seen.append("x" * 1_000_000)
    if len(seen) > 420:
        break
while True:
    sum(range(10_000))
PY
cat > bin/fare_board.js <<'JS'
const rows = Array.from({ length: 200000 }, (_, i) => ({ sailing: i, fare: 12.5 }));
setInterval(() => rows.length, 1000);
JS
cat > bin/gate_reader.sh <<'SH'
#!/bin/bash
# polls a boarding-gate barcode reader
while true; do sleep 2; done
SH
chmod +x bin/gate_reader.sh
unshare --pid --fork --mount-proc bash -c '
  cd '"$P"'
  for w in 1 2 3 4 5 6 7 8; do python3 bin/ticket_api.py --worker $w $((w * 15)) >/dev/null 2>&1 & done
  python3 bin/ticket_api.py --worker 9 310 >/dev/null 2>&1 &
  python3 bin/manifest_export.py --date 2024-06-14 >/dev/null 2>&1 &
  node bin/fare_board.js --port 8090 >/dev/null 2>&1 &
  for g in A B C D E F; do bin/gate_reader.sh --gate $g >/dev/null 2>&1 & done
  for i in 1 2 3; do sleep 3600 & done
  python3 -m http.server 8088 --directory logs >/dev/null 2>&1 &
  python3 -c "import time; time.sleep(900)" --job refund-batch >/dev/null 2>&1 &
  tail -f /dev/null >logs/tail.out &
  sleep 6
  ps aux 2>&1
' 2>&1
