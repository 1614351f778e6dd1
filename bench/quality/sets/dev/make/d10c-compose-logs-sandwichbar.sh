#!/usr/bin/env bash
# compose-style interleaved logs of three real processes (web, worker, scheduler) for a sandwich-bar order system; the worker crashes on one order.
set -u
P=${WORK:-/home/dev}/sandwichbar
rm -rf "$P"; mkdir -p "$P/svc" "$P/var"
cd "$P"
cat > svc/db.py <<'PY'
import sqlite3, time
def conn():
    c = sqlite3.connect("../var/orders.db", timeout=5, isolation_level=None)
    c.execute("create table if not exists orders(id integer primary key, item text, extras text, state text, ts real)")
    return c
PY
cat > svc/scheduler.py <<'PY'
import json, random, sys, time
from db import conn
rnd = random.Random(4)
items = ["reuben", "banh mi", "cubano", "blt", "caprese", "pastrami", "falafel wrap", "club"]
c = conn()
print("scheduler: seeding lunch rush, 150 orders over ~3s", flush=True)
for i in range(1, 151):
    extras = rnd.sample(["pickles", "jalapeno", "extra cheese", "no onion", "gluten free"], rnd.randint(0, 2))
    if i == 29:
        extras = {"sauce": "aioli"}
    c.execute("insert into orders(item, extras, state, ts) values (?,?,?,?)", (rnd.choice(items), json.dumps(extras), "new", time.time()))
    depth = c.execute("select count(*) from orders where state='new'").fetchone()[0]
    print(f"scheduler: enqueued order {i} at till T{1 + i % 3} queue_depth={depth}", flush=True)
    time.sleep(0.02)
print("scheduler: done", flush=True)
PY
cat > svc/worker.py <<'PY'
import json, logging, sys, time
from db import conn
logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s", stream=sys.stdout)
log = logging.getLogger("worker")
PRICES = {"reuben": 11.5, "banh mi": 9.0, "cubano": 10.5, "blt": 8.0, "caprese": 8.5, "pastrami": 12.0, "falafel wrap": 8.75, "club": 10.0}
c = conn()
idle = 0
while idle < 12:
    row = c.execute("select id, item, extras from orders where state='new' order by id limit 1").fetchone()
    if not row:
        idle += 1; time.sleep(0.05); continue
    idle = 0
    oid, item, extras = row
    ex = json.loads(extras)
    label = item + ("" if not ex else " + " + ", ".join(sorted(ex)))
    if ex.count("no onion"):
        log.info("order %d: note for line cook: no onion", oid)
    surcharge = 0.75 * sum(1 for e in ex if e in ("extra cheese", "gluten free"))
    c.execute("update orders set state='made' where id=?", (oid,))
    log.info("order %d made: %s (%.2f) ticket=K-%04d station=%s", oid, label, PRICES[item] + surcharge, oid, "grill-%d" % (1 + oid % 2) if item in ("reuben", "cubano", "pastrami") else "cold-bar")
    if "gluten free" in ex:
        log.warning("order %d: gluten free bread stock low", oid)
    time.sleep(0.02)
log.info("queue idle, exiting")
open("../var/worker.ok", "w").write("ok")
PY
cat > svc/web.py <<'PY'
import http.server, json, sys
from db import conn
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        c = conn()
        n = dict(c.execute("select state, count(*) from orders group by state").fetchall())
        body = json.dumps(n).encode()
        self.send_response(200); self.send_header("Content-Length", str(len(body))); self.end_headers(); self.wfile.write(body)
    def log_message(self, fmt, *a):
        n = dict(conn().execute("select state, count(*) from orders group by state").fetchall())
        sys.stdout.write("web: %s %s board new=%d made=%d\n" % (self.address_string(), fmt % a, n.get("new", 0), n.get("made", 0))); sys.stdout.flush()
import os
open("../var/web.pid", "w").write(str(os.getpid()))
print("web: serving order board on :8130", flush=True)
http.server.HTTPServer(("127.0.0.1", 8130), H).serve_forever()
PY
cat > compose.sh <<'SH'
#!/usr/bin/env bash
# minimal "compose up": run each service, prefix its lines, report exits
cd svc
run() { name=$1; shift; ( "$@" 2>&1; echo "__exit $?" ) | while IFS= read -r l; do case "$l" in "__exit "*) echo "$name exited with code ${l#__exit }";; *) printf '%-12s| %s\n' "$name" "$l";; esac; done; }
python3 -c 'import db; db.conn()'
run web-1 python3 -u web.py &
WEB=$!
sleep 0.3
run scheduler-1 python3 -u scheduler.py &
( for attempt in 1 2 3 4; do run worker-1 python3 -u worker.py; [ -f ../var/worker.ok ] && break; [ $attempt -lt 4 ] && echo "worker-1 restarting (restart policy on-failure, attempt $((attempt + 1)) of 4)"; sleep 0.3; done ) &
for i in 1 2 3 4 5 6 7 8; do sleep 0.5; curl -s -o /dev/null http://127.0.0.1:8130/board; done
wait %2 %3
kill -TERM "$(cat ../var/web.pid)"
wait $WEB
SH
{
  echo '$ ./compose.sh'
  bash compose.sh 2>&1
  echo "exit status: $?"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
