#!/bin/sh
# Bike-share dock rebalancer dev box: start the services (api cluster, planner pool, pollers,
# log tailing, cron-like loops), then `ps aux`.
# Runs in its own PID namespace (unshare, needs root) so only these processes show.
# usage: BASE=<scratch dir> sh make/21-ps-aux-dockbalancer.sh > outputs/21-ps-aux-dockbalancer.txt
set -u
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$PYPREFIX/bin/python3#/usr/bin/python3#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/dockbalancer"; rm -rf "$P"; mkdir -p "$P/api" "$P/worker" "$P/logs" "$P/scripts"; cd "$P"
cat > api/server.js <<'EOF'
// dock status API: a cluster of 4 workers, each keeping an in-memory cache of station snapshots
const cluster = require("cluster");
const http = require("http");
if (cluster.isPrimary) {
  for (let i = 0; i < 4; i++) cluster.fork();
} else {
  const snapshots = [];
  const n = cluster.worker.id === 3 ? 2_400_000 : 300_000;   // worker 3 also holds the history cache
  for (let i = 0; i < n; i++) snapshots.push({ station: i % 840, bikes: i % 23, docks: 30, ts: Date.now() });
  http.createServer((req, res) => res.end(JSON.stringify(snapshots.slice(-5)))).listen(0);
}
EOF
cat > worker/planner.py <<'EOF'
# rebalancing planner: a pool of processes recomputing truck routes (CPU heavy)
import itertools, multiprocessing, sys

def route_cost(seed):
    stations = list(range(seed, seed + 9))
    while True:
        min(itertools.islice(itertools.permutations(stations), 100000),
            key=lambda p: sum(abs(a - b) for a, b in zip(p, p[1:])))

if __name__ == "__main__":
    workers = int(sys.argv[2].split("=")[1]) if len(sys.argv) > 2 else 3
    with multiprocessing.Pool(workers) as pool:
        pool.map(route_cost, range(workers))
EOF
cat > worker/poll_gbfs.py <<'EOF'
# polls one operator's GBFS feed every N seconds (here: sleeps)
import time
while True:
    time.sleep(30)
EOF
cat > scripts/nightly_report.sh <<'EOF'
#!/bin/bash
while true; do sleep 3600; done
EOF
cat > scripts/backup_snapshots.sh <<'EOF'
#!/bin/bash
while true; do sleep 900; done
EOF
cat > run-dev.sh <<'EOF'
node api/server.js >logs/api.log 2>&1 &
python3 worker/planner.py --region=harbourside --workers=4 >logs/planner.log 2>&1 &
python3 worker/planner.py --region=university --workers=2 >>logs/planner.log 2>&1 &
for op in citybike metrobike scootshare cargobikes ebike-coop harbour-ferrybikes; do
  python3 worker/poll_gbfs.py --operator $op --interval 30 >>logs/poll.log 2>&1 &
done
bash scripts/nightly_report.sh &
bash scripts/backup_snapshots.sh &
sh -c 'while :; do sleep 5; done' &
tail -F logs/api.log logs/planner.log logs/poll.log >/dev/null 2>&1 &
python3 -m http.server 8081 --directory logs >/dev/null 2>&1 &
sleep 8
ps aux
kill $(jobs -p) 2>/dev/null
EOF
: > logs/api.log; : > logs/planner.log; : > logs/poll.log
unshare -pf --mount-proc sh run-dev.sh 2>&1 | neut
