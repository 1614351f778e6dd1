#!/usr/bin/env bash
# `ps aux` inside a fresh PID namespace (like a dev container) running a toy "shopfront" stack:
# static server, node API, a memory-hungry email worker, a CPU-bound reindex job, a zombie, tails.
NAME=ps-aux-devbox; . "$(dirname "$0")/_lib.sh"; setup_project shopfront
PY="$PYPREFIX/bin/python3"
mkdir -p shopfront public logs scripts
cat > shopfront/__init__.py <<'EOF'
EOF
cat > shopfront/worker.py <<'EOF'
"""Email worker: keeps rendered templates in an in-process cache (which never evicts)."""
import sys, time
cache = []
for i in range(420):
    cache.append(bytearray(1024 * 1024))  # 1 MiB per rendered batch
time.sleep(120)
EOF
cat > shopfront/reindex.py <<'EOF'
"""Rebuild the product search index (CPU bound)."""
import hashlib, time
end = time.time() + 120
n = 0
while time.time() < end:
    hashlib.sha256(str(n).encode()).hexdigest()
    n += 1
EOF
cat > shopfront/spawner.py <<'EOF'
"""Thumbnailer supervisor that forgets to wait() for its children."""
import os, time
for _ in range(2):
    if os.fork() == 0:
        os._exit(0)
time.sleep(120)
EOF
cat > shopfront/web.py <<'EOF'
"""Pre-fork web server: a master and N workers (arguments: --workers N --port P)."""
import os, sys, time
n = int(sys.argv[sys.argv.index("--workers") + 1])
for _ in range(n):
    if os.fork() == 0:
        buf = bytearray(30 * 1024 * 1024)
        time.sleep(120)
        os._exit(0)
time.sleep(120)
EOF
cat > shopfront/tasks.py <<'EOF'
"""Background task runner with a pool of processes (arguments: --concurrency N -Q queues)."""
import multiprocessing as mp, sys, time

def child(i):
    time.sleep(120)

if __name__ == "__main__":
    mp.set_start_method("fork")
    n = int(sys.argv[sys.argv.index("--concurrency") + 1])
    procs = [mp.Process(target=child, args=(i,)) for i in range(n)]
    for p in procs:
        p.start()
    time.sleep(120)
EOF
cat > devserver.js <<'EOF'
// frontend dev server stand-in: watches files and serves on the given port
const http = require("http");
const port = Number(process.argv[process.argv.indexOf("--port") + 1]);
http.createServer((req, res) => res.end("ok")).listen(port, "127.0.0.1");
EOF
cat > server.js <<'EOF'
const http = require("http");
const big = [];
for (let i = 0; i < 200000; i++) big.push({ id: i, name: "product " + i, price: i % 97 });
http.createServer((req, res) => res.end(JSON.stringify(big.slice(0, 10)))).listen(13000, "127.0.0.1");
EOF
echo "<h1>shopfront</h1>" > public/index.html
touch logs/api.log logs/worker.log
mkdir -p pgdata pgrun && chown postgres: pgdata pgrun
runuser -u postgres -- /usr/lib/postgresql/15/bin/initdb -D "$W/pgdata" -U shopfront --auth=trust > /dev/null 2>&1
cat > scripts/dev-up.sh <<EOF
#!/bin/sh
cd "$W"
runuser -u postgres -- /usr/lib/postgresql/15/bin/postgres -D "$W/pgdata" -p 15432 -k "$W/pgrun" -c listen_addresses=127.0.0.1 > logs/postgres.log 2>&1 &
$PY -m http.server 18000 --bind 127.0.0.1 --directory public > logs/static.log 2>&1 &
node server.js > logs/api.log 2>&1 &
$PY -m shopfront.web --workers 4 --port 18080 > logs/web.log 2>&1 &
$PY -m shopfront.tasks --concurrency 3 -Q default,images > logs/tasks.log 2>&1 &
node devserver.js --port 15173 > logs/devserver.log 2>&1 &
sh -c 'while true; do sleep 60; done' &
$PY -m shopfront.worker --queue emails > logs/worker.log 2>&1 &
$PY -m shopfront.reindex --full > logs/reindex.log 2>&1 &
$PY -m shopfront.spawner --thumbnails > logs/thumbs.log 2>&1 &
tail -F logs/api.log logs/worker.log > /dev/null 2>&1 &
sleep 3600 &
sleep 6
ps aux
EOF
chmod +x scripts/dev-up.sh
capture "unshare --pid --fork --mount-proc /bin/sh $W/scripts/dev-up.sh"
