#!/usr/bin/env bash
# bus-stop arrival predictor services started in their own PID namespace; then ps aux
BASE="${LABELS_BASE:-$(mktemp -d)}"   # scratch directory; its path is replaced by /home/dev in the output
P="$BASE/busstop-services"
rm -rf "$P"; mkdir -p "$P/public" "$P/feeds" "$P/logs"; cd "$P"
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g"; }
cat > feed_poller.py <<'EOF'
import time, sys
# keeps the last 24h of vehicle positions in memory (deliberately big)
positions = [("bus-%04d" % (i % 900), 51.5 + i * 1e-6, -0.1) for i in range(1_500_000)]
while True:
    time.sleep(5)
EOF
cat > predictor.py <<'EOF'
import math, multiprocessing, sys, time

def idle_worker(n):
    while True:
        time.sleep(10)

def busy_worker(n):
    x = 0.0
    while True:
        for i in range(100000):
            x += math.sin(i) * math.cos(i)

if __name__ == "__main__":
    workers = int(sys.argv[sys.argv.index("--workers") + 1])
    procs = [multiprocessing.Process(target=busy_worker if n == 2 else idle_worker, args=(n,), name=f"route-worker-{n}")
             for n in range(workers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
EOF
cat > board_server.js <<'EOF'
const http = require("http");
const boards = Array.from({ length: 200000 }, (_, i) => ({ stop: i, eta: [3, 7, 12] }));
http.createServer((req, res) => res.end(JSON.stringify(boards.slice(0, 10)))).listen(Number(process.argv[3]));
EOF
cat > archive_logs.sh <<'EOF'
#!/usr/bin/env bash
# nightly log archiver: waits, then gzips yesterday's logs
while true; do sleep 300; gzip -f logs/*.log 2>/dev/null; done
EOF
cat > start-services.sh <<'EOF'
#!/usr/bin/env bash
python3 -m http.server 8088 --directory public >logs/static.log 2>&1 &
python3 feed_poller.py --feed feeds/gtfs-rt.pb >logs/poller.log 2>&1 &
python3 predictor.py --routes 12,25,106,243,934 --workers 10 >logs/predictor.log 2>&1 &
node board_server.js --port 8090 >logs/board.log 2>&1 &
node board_server.js --port 8091 >logs/board-2.log 2>&1 &
python3 predictor.py --notifier sms --workers 8 >logs/notifier.log 2>&1 &
bash archive_logs.sh &
tail -F logs/predictor.log >/dev/null 2>&1 &
sleep 5
ps aux
kill $(jobs -p) 2>/dev/null
EOF
unshare --pid --fork --mount-proc bash start-services.sh 2>&1 | neut
