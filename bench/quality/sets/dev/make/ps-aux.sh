#!/usr/bin/env bash
# Starts a toy "photo-gallery" dev stack (static server, node API with cluster workers, thumbnail
# workers, one memory-hungry worker, a CPU-bound reindex job, a tail -f, a zombie) inside a fresh
# PID namespace so that only these processes are visible, waits a few seconds and runs `ps aux`.
# Everything is ended when the namespace's first process exits.
# Usage: WORKDIR=<scratch dir> bash make/ps-aux.sh > outputs/ps-aux.txt
W="${WORKDIR:-$(mktemp -d)}"
P="$W/photo-gallery"
neutral() { sed -e "s#$P#/home/dev/photo-gallery#g" -e "s#$HOME/.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$HOME#/home/dev#g"; }
rm -rf "$P"; mkdir -p "$P/api" "$P/workers" "$P/public" "$P/logs" "$P/scripts"; cd "$P"

cat > api/server.js <<'EOF'
const cluster = require("node:cluster");
const http = require("node:http");
const workers = Number(process.env.API_WORKERS || 4);
if (cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
} else {
  const cache = [];
  http.createServer((req, res) => { cache.push(req.url); res.end("ok"); }).listen(3000, "127.0.0.1");
}
EOF

cat > workers/thumbnails.py <<'EOF'
import argparse, time
ap = argparse.ArgumentParser()
ap.add_argument("--queue"); ap.add_argument("--concurrency", type=int); ap.add_argument("--id")
ap.add_argument("--preload-mb", type=int, default=0)
args = ap.parse_args()
blob = bytearray(args.preload_mb * 1024 * 1024)
for i in range(0, len(blob), 4096):
    blob[i] = 1
time.sleep(600)
EOF

cat > scripts/reindex.py <<'EOF'
import sys, time
deadline = time.time() + 600
n = 0
while time.time() < deadline:
    n += sum(i * i for i in range(10000))
EOF

cat > scripts/mailcatcher.py <<'EOF'
import socket, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 1025)); s.listen()
time.sleep(600)
EOF

cat > scripts/devserver.js <<'EOF'
// stands in for the front-end dev server: keeps a watcher-sized heap and idles
const files = Array.from({ length: 20000 }, (_, i) => ({ path: `src/components/C${i}.tsx`, mtime: Date.now() }));
setInterval(() => files.length, 1000);
EOF

cat > scripts/exif_scan.py <<'EOF'
import os, time
pid = os.fork()
if pid == 0:
    os._exit(3)          # child exits; the parent never waits for it
time.sleep(600)
EOF

echo "starting" > logs/api.log

cat > scripts/dev-stack.sh <<'EOF'
python3 -m http.server 8000 --bind 127.0.0.1 --directory public >/dev/null 2>&1 &
API_WORKERS=8 node api/server.js >>logs/api.log 2>&1 &
node scripts/devserver.js --port 5173 --host 127.0.0.1 >/dev/null 2>&1 &
python3 scripts/mailcatcher.py --smtp-port 1025 >/dev/null 2>&1 &
for i in 1 2 3 4 5 6; do python3 workers/thumbnails.py --queue thumbs --concurrency 2 --id $i >/dev/null 2>&1 & done
for i in 1 2; do python3 workers/thumbnails.py --queue uploads --concurrency 4 --id up$i >/dev/null 2>&1 & done
python3 workers/thumbnails.py --queue originals --concurrency 1 --id big --preload-mb 900 >/dev/null 2>&1 &
nice -n 10 python3 scripts/reindex.py --full --since 2019-01-01 >/dev/null 2>&1 &
python3 scripts/exif_scan.py --dir public/uploads >/dev/null 2>&1 &
tail -f logs/api.log >/dev/null &
bash -c "while true; do sleep 300; tar czf /dev/null public; done" &
sleep 8
ps aux
true
EOF

unshare --pid --fork --mount-proc bash scripts/dev-stack.sh 2>&1 | neutral
