#!/usr/bin/env bash
# wsgiref server for an antique-map print shop: logfmt app records mixed with wsgiref access lines; a 500 from a bad price and a slow upstream.
set -u
P=${WORK:-/home/dev}/mapshop
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > shop.py <<'PY'
import json, logging, sys, time
from decimal import Decimal
from wsgiref.simple_server import make_server, WSGIRequestHandler

class Logfmt(logging.Formatter):
    def format(self, r):
        base = f'ts={self.formatTime(r, "%Y-%m-%dT%H:%M:%S")} level={r.levelname.lower()} logger={r.name} msg="{r.getMessage()}"'
        extra = getattr(r, "kv", {})
        s = base + "".join(f" {k}={v}" for k, v in extra.items())
        if r.exc_info:
            s += "\n" + self.formatException(r.exc_info)
        return s
h = logging.StreamHandler(sys.stderr); h.setFormatter(Logfmt())
logging.basicConfig(level=logging.INFO, handlers=[h])
app_log = logging.getLogger("mapshop.app")
inv_log = logging.getLogger("mapshop.inventory")

PRINTS = {f"MAP-{n:03d}": {"title": t, "year": y, "price": p, "stock": s} for n, (t, y, p, s) in enumerate([
    ("Mercator Arctic", 1595, "340.00", 2), ("Ortelius Iceland", 1590, "1250.00", 1), ("Blaeu Hebrides", 1654, "420.50", 3),
    ("Speed Cornwall", 1611, "610.00", 0), ("Jansson Norway", 1636, "385.00", 4), ("Homann Baltic", 1720, "295.00", 5),
    ("Cassini Sheet 12", 1750, "180.00", 7), ("Visscher Holland", 1652, "n/a", 1), ("Seutter Alps", 1730, "270.00", 2),
    ("Moll Caribbean", 1732, "455.00", 1), ("Bowen Scotland", 1760, "220.00", 6), ("Arrowsmith Pacific", 1798, "980.00", 1)], 1)}

def app(environ, start):
    t0 = time.time()
    path = environ["PATH_INFO"]
    try:
        if path == "/prints":
            body = {"count": len(PRINTS)}
        elif path.startswith("/prints/"):
            pid = path.split("/")[2]
            p = PRINTS.get(pid)
            if p is None:
                start("404 Not Found", [("Content-Type", "application/json")]); return [b'{"error":"no such print"}']
            price = Decimal(p["price"])
            if path.endswith("/frame"):
                time.sleep(0.9)
                app_log.warning("framer quote slow", extra={"kv": {"print": pid, "upstream": "framers-api", "dur_ms": 900}})
                price += Decimal("85.00")
            if p["stock"] == 0:
                inv_log.info("out of stock request", extra={"kv": {"print": pid, "title": json.dumps(p["title"])}})
            body = {"id": pid, "title": p["title"], "price": str(price), "stock": p["stock"]}
        else:
            start("404 Not Found", [("Content-Type", "application/json")]); return [b'{"error":"not found"}']
        app_log.info("request ok", extra={"kv": {"path": path, "dur_ms": int((time.time() - t0) * 1000)}})
        start("200 OK", [("Content-Type", "application/json")]); return [json.dumps(body).encode()]
    except Exception:
        app_log.exception("unhandled error", extra={"kv": {"path": path}})
        start("500 Internal Server Error", [("Content-Type", "application/json")]); return [b'{"error":"internal"}']

class Quiet(WSGIRequestHandler):
    def address_string(self):
        return self.client_address[0]

if __name__ == "__main__":
    srv = make_server("127.0.0.1", int(sys.argv[1]), app, handler_class=Quiet)
    app_log.info("mapshop listening", extra={"kv": {"port": sys.argv[1], "prints": len(PRINTS)}})
    try:
        srv.serve_forever()
    finally:
        app_log.info("mapshop stopped")
PY
cat > browse.py <<'PY'
import random, sys, urllib.request, urllib.error
base = sys.argv[1]; rnd = random.Random(17)
def get(p):
    try: urllib.request.urlopen(base + p).read()
    except urllib.error.HTTPError as e: e.read()
get("/prints")
for i in range(75):
    n = rnd.randint(1, 13)
    get(f"/prints/MAP-{n:03d}")
    if i in (21, 58): get(f"/prints/MAP-{n:03d}/frame")
    if i % 10 == 0: get("/prints")
PY
PORT=8762
{
  echo "\$ python3 shop.py $PORT"
  python3 -u shop.py $PORT > "$P/shop.log" 2>&1 &
  SRV=$!
  sleep 0.5
  python3 browse.py "http://127.0.0.1:$PORT" > /dev/null 2>&1
  sleep 0.2
  kill -TERM $SRV; wait $SRV; RC=$?
  cat "$P/shop.log"
  echo "exit status: $RC"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
