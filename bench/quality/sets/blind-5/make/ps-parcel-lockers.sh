#!/bin/bash
# parcel-locker dispatcher: `ps aux` while the local dev stack runs (inside its own PID namespace,
# so the listing holds only the stack's processes)
source "$(dirname "$0")/_common.sh"
fresh parcel-lockers
mkdir -p dispatcher web logs
cat > dispatcher/main.py <<'EOF'
"""Dispatcher: assigns incoming parcels to free locker compartments; one worker per locker bank."""
import multiprocessing as mp
import sys
import time

BANKS = ["central-station", "harbour-mall", "uni-library", "north-depot", "old-town", "airport-p2",
         "airport-p4", "ferry-terminal", "tech-park", "east-market", "hospital", "stadium"]


def worker(bank):
    mp.current_process().name = f"bank-{bank}"
    while True:
        time.sleep(1)


def main():
    procs = [mp.Process(target=worker, args=(b,), name=f"bank-{b}") for b in BANKS]
    for p in procs:
        p.start()
    for p in procs:
        p.join()


if __name__ == "__main__":
    main()
EOF
cat > dispatcher/reindex.py <<'EOF'
"""Rebuilds the compartment-size index: CPU-bound and memory-hungry."""
import time

blob = [bytes(1024) for _ in range(300_000)]   # ~300 MB of compartment snapshots
x = 0
end = time.time() + 60
while time.time() < end:
    x = (x * 31 + 7) % 1_000_003
EOF
cat > dispatcher/routes_cache.py <<'EOF'
import time
cache = {i: str(i) * 20 for i in range(400_000)}
time.sleep(120)
EOF
cat > web/server.js <<'EOF'
// courier web UI (dev server), one worker per core
const cluster = require("cluster");
const http = require("http");
if (cluster.isPrimary) {
  for (let i = 0; i < 4; i++) cluster.fork();
} else {
  http.createServer((req, res) => res.end("lockers ok")).listen(8089);
}
EOF
cat > stack.sh <<'EOF'
#!/bin/bash
cd "$(dirname "$0")"
python3 dispatcher/main.py > logs/dispatcher.log 2>&1 &
python3 -m http.server 8088 --directory logs > /dev/null 2>&1 &
node web/server.js > logs/web.log 2>&1 &
python3 dispatcher/reindex.py &
python3 dispatcher/routes_cache.py &
( while true; do sleep 30; done ) &   # nightly-report timer stand-in
sleep 300 &
tail -F logs/dispatcher.log > /dev/null &
tail -F logs/web.log > /dev/null &
python3 -c "import time; time.sleep(90)" &   # metrics exporter stub
sleep 4
ps aux
EOF
chmod +x stack.sh
{
  echo '$ ps aux'
  timeout 60 unshare --pid --fork --mount-proc ./stack.sh 2>&1
} | neut > "$OUTDIR/ps-parcel-lockers.txt"
