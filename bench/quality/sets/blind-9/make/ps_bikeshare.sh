#!/bin/bash
# Bike-share dock rebalancer: ps aux inside a fresh PID namespace (like a container) while the stack runs:
# API server, a worker pool with one worker leaking memory, a Node dashboard, log followers.
P=${WORK:-/home/dev}/dockbalance
rm -rf "$P"; mkdir -p "$P/app" "$P/logs"; cd "$P"
cat > app/api.py <<'EOF'
import http.server, socketserver, sys
port = int(sys.argv[1])
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers(); self.wfile.write(b'{"docks": 212}')
    def log_message(self, *a):
        pass
with socketserver.TCPServer(("127.0.0.1", port), H) as s:
    s.timeout = 0.5
    for _ in range(120):
        s.handle_request()
EOF
cat > app/workers.py <<'EOF'
import multiprocessing as mp, os, sys, time

def rebalance(idx):
    hoard = []
    t0 = time.time()
    while time.time() - t0 < 25:
        if idx == 3:
            hoard.append(bytearray(8 * 1024 * 1024))   # leaks ~8 MiB per tick
            time.sleep(0.05)
        elif idx == 5:
            sum(i * i for i in range(20000))            # busy solving the van route
        else:
            time.sleep(0.2)

if __name__ == "__main__":
    n = int(sys.argv[1])
    procs = [mp.Process(target=rebalance, args=(i,), name=f"rebalance-{i}") for i in range(n)]
    for p in procs: p.start()
    for p in procs: p.join()
EOF
cat > app/dashboard.js <<'EOF'
const http = require("http");
const cache = [];
const srv = http.createServer((req, res) => res.end("dock map"));
srv.listen(8091, "127.0.0.1");
const t = setInterval(() => cache.push(new Array(5e4).fill(Math.random())), 100);
setTimeout(() => { clearInterval(t); srv.close(); }, 25000);
EOF
for z in north south harbour campus; do : > logs/$z.log; done
cat > supervisor.sh <<'EOF'
#!/bin/bash
# starts the stack the way the container entrypoint does
python3 app/api.py 8088 &
python3 app/api.py 8089 &
python3 app/api.py 8090 &
python3 app/workers.py 12 &
node app/dashboard.js &
python3 -m http.server 9100 --bind 127.0.0.1 --directory logs >/dev/null 2>&1 &
sleep 3600 &
gzip -c -9 < /dev/urandom | head -c 2000000000 > /dev/null &
for z in north south harbour campus; do tail -f logs/$z.log >/dev/null & done
(while sleep 30; do :; done) &
sleep 6
echo '$ ps aux'
ps aux
kill $(jobs -p) 2>/dev/null
EOF
unshare --fork --pid --mount-proc bash supervisor.sh 2>&1 | sed -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/.pyenv/versions/3.11.7/bin/python3#/usr/bin/python3#g"
