#!/usr/bin/env bash
# Flask dev server (flask run) for an umbrella-repair booking app, exercised by a client script; one 500 in the middle.
set -u
P=${WORK:-/home/dev}/umbrella-repair
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > app.py <<'PY'
import logging
from flask import Flask, jsonify, request, abort

app = Flask(__name__)
log = logging.getLogger("repairs")
logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s in %(name)s: %(message)s")

TICKETS = {}
PARTS = {"rib": 3.5, "runner": 6.0, "canopy": 18.0, "handle": 9.25, "ferrule": 1.75, "spring": 2.4}

@app.get("/health")
def health():
    return {"ok": True, "tickets": len(TICKETS)}

@app.post("/tickets")
def create():
    body = request.get_json()
    tid = f"T{len(TICKETS) + 1:04d}"
    TICKETS[tid] = {"customer": body["customer"], "parts": body.get("parts", []), "status": "open"}
    log.info("ticket %s opened for %s parts=%s", tid, body["customer"], ",".join(body.get("parts", [])))
    return {"id": tid}, 201

@app.get("/tickets/<tid>")
def show(tid):
    if tid not in TICKETS:
        abort(404)
    return TICKETS[tid]

@app.get("/tickets/<tid>/quote")
def quote(tid):
    t = TICKETS.get(tid) or abort(404)
    labour = 12.0 if len(t["parts"]) < 3 else 20.0
    total = labour + sum(PARTS[p] for p in t["parts"])
    discount = request.args.get("discount", "0")
    total = total * (1 - int(discount) / 100)
    return {"id": tid, "labour": labour, "total": round(total, 2)}

@app.post("/tickets/<tid>/close")
def close(tid):
    t = TICKETS.get(tid) or abort(404)
    if t["status"] == "closed":
        log.warning("ticket %s already closed", tid)
        return {"error": "already closed"}, 409
    t["status"] = "closed"
    return {"id": tid, "status": "closed"}
PY
cat > client.py <<'PY'
import json, random, sys, time, urllib.request, urllib.error
base = sys.argv[1]
rnd = random.Random(5)
names = ["ada", "bex", "cyd", "dov", "eli", "fay", "gus", "hal", "ivy", "jon", "kit", "lou"]
parts = ["rib", "runner", "canopy", "handle", "ferrule", "spring"]
def call(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code
call("GET", "/health")
for i in range(1, 61):
    call("POST", "/tickets", {"customer": rnd.choice(names), "parts": rnd.sample(parts, rnd.randint(1, 3))})
    tid = f"T{i:04d}"
    call("GET", f"/tickets/{tid}")
    if i == 37:
        call("POST", "/tickets", {"customer": "mo", "parts": ["spoke"]})
        call("GET", "/tickets/T0038/quote")
        continue
    call("GET", f"/tickets/{tid}/quote" + ("?discount=10" if i % 7 == 0 else ""))
    if i % 4 == 0:
        call("POST", f"/tickets/{tid}/close")
    if i % 12 == 0:
        call("POST", f"/tickets/{tid}/close")
    if i % 23 == 0:
        call("GET", f"/tickets/T9{i:03d}")
call("GET", "/health")
PY
PORT=5073
{
  echo "\$ flask --app app run --port $PORT"
  flask --app app run --port $PORT > "$P/server.log" 2>&1 &
  SRV=$!
  for i in $(seq 50); do python3 -c "import urllib.request;urllib.request.urlopen('http://127.0.0.1:$PORT/health')" 2>/dev/null && break; sleep 0.2; done
  python3 client.py "http://127.0.0.1:$PORT" > /dev/null 2>&1
  sleep 0.3
  kill -TERM $SRV; wait $SRV; RC=$?
  cat "$P/server.log"
  echo "exit status: $RC"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
