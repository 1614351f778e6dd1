#!/usr/bin/env bash
# ps aux inside a fresh PID namespace running a small app stack (web workers, queue
# workers, a cache loader holding ~450 MB, a CPU-spinning node script, a zombie child).
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/orderstack
rm -rf "$P"; mkdir -p "$P/static" "$P/logs"; cd "$P"
echo '<h1>ok</h1>' > static/index.html
cat > web.py <<'EOF'
import os, sys, time
# pre-fork web server: master + N workers that just idle
n = int(sys.argv[sys.argv.index("--workers") + 1])
for i in range(n):
    if os.fork() == 0:
        junk = bytearray(8 * 1024 * 1024)  # per-worker buffers
        for j in range(0, len(junk), 4096): junk[j] = 1
        time.sleep(3600)
        os._exit(0)
time.sleep(3600)
EOF
cat > queue_worker.py <<'EOF'
import os, sys, time
n = int(sys.argv[sys.argv.index("--concurrency") + 1])
for i in range(n):
    if os.fork() == 0:
        time.sleep(3600)
        os._exit(0)
time.sleep(3600)
EOF
cat > cache_loader.py <<'EOF'
import time
blob = bytearray(450 * 1024 * 1024)
for i in range(0, len(blob), 4096):
    blob[i] = 1
time.sleep(3600)
EOF
cat > reindex.js <<'EOF'
// runaway re-index job: never yields
let x = 0;
for (;;) { x = (x * 31 + 7) % 1000003; }
EOF
cat > thumbnailer.py <<'EOF'
import os, time
# forks a child per job but never reaps it
pid = os.fork()
if pid == 0:
    os._exit(3)
time.sleep(3600)
EOF
cat > stack.sh <<'EOF'
#!/bin/bash
cd "$(dirname "$0")"
python3 -m http.server 8081 --bind 127.0.0.1 --directory static > logs/static.log 2>&1 &
python3 web.py --bind 127.0.0.1:8000 --workers 10 > logs/web.log 2>&1 &
for q in emails invoices webhooks; do
  python3 queue_worker.py --queue "$q" --concurrency 2 > "logs/worker-$q.log" 2>&1 &
done
python3 cache_loader.py --warm products,prices > logs/cache.log 2>&1 &
node reindex.js --index orders --batch 500 > logs/reindex.log 2>&1 &
python3 thumbnailer.py --watch uploads/ > logs/thumbs.log 2>&1 &
sleep 3600 &
tail -f logs/web.log > /dev/null &
sleep 6
ps aux
kill $(jobs -p) 2>/dev/null
pkill -P $$ 2>/dev/null
EOF
chmod +x stack.sh
unshare --pid --fork --mount-proc ./stack.sh 2>&1 | neutralize > "$OUTDIR/ps-aux.txt"
