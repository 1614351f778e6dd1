#!/usr/bin/env bash
# A dev container's process table: a few toy services and jobs started in a fresh PID namespace
# (local http.server on 127.0.0.1, a node indexer holding ~300 MB, a CPU-bound image job, a job that leaves
# zombie children, a pre-fork API server, a queue worker pool, a slow pytest run, a file watcher, a log tail,
# a watchdog loop), then `ps aux`. Needs root for unshare.
set -u
NAME=ps-aux-devbox; PROJ=photo-portal
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
PYSTD="$(python3 -c 'import sysconfig;print(sysconfig.get_paths()["stdlib"])')"
PYPFX="$(python3 -c 'import sys;print(sys.prefix)')"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$PYSTD#/usr/lib/python3.11#g" -e "s#$PYPFX#/usr#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p public jobs logs src
echo "<h1>photo portal</h1>" > public/index.html
cat > src/indexer.js <<'EOF'
// keeps an in-memory index of photo metadata
const index = [];
for (let i = 0; i < 2_000_000; i++) index.push({ id: i, tags: ["alps", "2024", "raw"], w: 6000, h: 4000 });
setInterval(() => {}, 1000);
EOF
cat > jobs/resize_images.py <<'EOF'
import sys, time
end = time.time() + float(sys.argv[1] if len(sys.argv) > 1 else 30)
x = 0
while time.time() < end:
    x = (x * 31 + 7) % 1_000_003
EOF
cat > jobs/thumbnail_pool.py <<'EOF'
# bug: forks workers but never waits for them, so finished workers stay <defunct>
import os, time
for n in range(3):
    if os.fork() == 0:
        os._exit(0)
time.sleep(60)
EOF
cat > jobs/exif_cache.py <<'EOF'
import time
cache = [bytes(1024) for _ in range(150_000)]  # ~150 MB of cached EXIF blobs
time.sleep(60)
EOF
for i in $(seq 1 200); do echo "2024-06-07T10:$((i % 60)):00Z GET /api/photos?page=$i 200" >> logs/app.log; done
cat > serve.py <<'EOF'
# pre-fork API server: master + N workers
import argparse, os, time
ap = argparse.ArgumentParser()
ap.add_argument("--workers", type=int, default=2)
ap.add_argument("--port", type=int, default=8081)
args = ap.parse_args()
for _ in range(args.workers):
    if os.fork() == 0:
        time.sleep(60)
        os._exit(0)
time.sleep(60)
EOF
cat > jobs/queue_worker.py <<'EOF'
import multiprocessing as mp, sys, time
def work(_):
    time.sleep(60)
if __name__ == "__main__":
    n = int(sys.argv[sys.argv.index("--concurrency") + 1])
    with mp.Pool(n) as pool:
        pool.map(work, range(n))
EOF
mkdir -p tests
cat > tests/test_slow_import.py <<'EOF'
import time
def test_full_archive_import():
    time.sleep(60)
EOF
cat > src/watch.js <<'EOF'
// rebuilds CSS when files change
const fs = require("fs");
fs.watch("public", () => {});
setInterval(() => {}, 1000);
EOF
cat > Makefile <<'EOF'
watch:
	while true; do sleep 2; done
EOF
cat > devbox.sh <<'EOF'
cd "$1"
python3 -m http.server 8000 --bind 127.0.0.1 --directory public > /dev/null 2>&1 &
mkdir -p docs && python3 -m http.server 8090 --bind 127.0.0.1 --directory docs > /dev/null 2>&1 &
node --max-old-space-size=1024 src/indexer.js &
python3 jobs/resize_images.py 30 --quality 82 &
python3 jobs/thumbnail_pool.py &
python3 jobs/exif_cache.py &
tail -f logs/app.log > /dev/null &
bash -c 'while true; do sleep 5; done' &
python3 serve.py --workers 4 --port 8081 &
python3 jobs/queue_worker.py --queue thumbnails --concurrency 4 &
python3 -m pytest -q tests/test_slow_import.py > /dev/null 2>&1 &
node src/watch.js &
make watch > /dev/null 2>&1 &
sleep 4
ps aux
kill $(jobs -p) 2>/dev/null
EOF
( unshare --pid --fork --mount-proc bash devbox.sh "$W" 2>&1 ) | neutralise > "$HERE/../outputs/$NAME.txt"
